/**
 * Why a click on the board is not a legal pick now (issue 27): for the elements a player clicks —
 * an action space, a tile, a stack, a province cell, a rotation, a die, the karma cube, a supply
 * colour, an upgrade cube, a river space, a chamber, a market, the goods, a border space, an income
 * tile — the reason as a typed value with the rule id that forbids it. The words are in
 * `interaction.ts`; the rules are asked through the same functions the legal moves are listed by.
 * @module
 */
import type { ElementId, Seat } from '../../core/index.js'
import { comps, dieColour, dieValue, flipped, MAX_LEVEL, player } from './rules/common.js'
import { placementProblem } from './rules/actions.js'
import { chamberOf } from './rules/palace.js'
import { canPut, coverRotations, marketsOf, reachMasks } from './rules/province.js'
import { gainOverflow } from './rules/dice.js'
import { occupied } from './rules/river.js'
import { actedBy } from './rules/tasks.js'
import { BUILDINGS, GOODS, id, namesOf, parseId, provinceOf, whole } from './elements.js'
import { stateOf } from './picks.js'
import type { State, Task, TaskOf } from './state.js'
import type { View } from './view.js'

/** A reason a pick is refused, without words (each kind has its phrase in `interaction.ts`). */
export type Why =
  | { readonly k: 'covered' }
  | { readonly k: 'occupied'; readonly by: number }
  | { readonly k: 'fillOrder'; readonly area: 'quarry' | 'port'; readonly first: number }
  | { readonly k: 'money'; readonly cost: number; readonly have: number }
  | { readonly k: 'noAffordableTile' }
  | { readonly k: 'noPlaceForTile' }
  | { readonly k: 'oneDifferentGoods' }
  | { readonly k: 'emptyAction' }
  | { readonly k: 'noDie' }
  | { readonly k: 'noDieOfColour'; readonly colour: number }
  | { readonly k: 'noDieOfValue'; readonly value: number }
  | { readonly k: 'noLowDie' }
  | { readonly k: 'architectImpossible' }
  | { readonly k: 'portugueseImpossible' }
  | { readonly k: 'boatAtFinal' }
  | { readonly k: 'notOnStack' }
  | { readonly k: 'emptyStack' }
  | { readonly k: 'cannotPayTile'; readonly colour: number; readonly cost: number }
  | { readonly k: 'notMoreExpensive'; readonly cost: number; readonly old: number }
  | { readonly k: 'cannotPayDifference'; readonly colour: number; readonly difference: number }
  | { readonly k: 'coverDisconnects' }
  | { readonly k: 'noTileThere' }
  | { readonly k: 'coveredOnce' }
  | { readonly k: 'noCoveringTile' }
  | { readonly k: 'residence' }
  | { readonly k: 'cellTaken' }
  | { readonly k: 'notConnected' }
  | { readonly k: 'rotationNotConnected' }
  | { readonly k: 'architectCell'; readonly cell: number }
  | { readonly k: 'wrongDieColour'; readonly colour: number }
  | { readonly k: 'wrongDieValue'; readonly value: number; readonly shows: number }
  | { readonly k: 'dieTooHigh'; readonly shows: number }
  | { readonly k: 'noFlipNeeded' }
  | { readonly k: 'noOppositeFace'; readonly value: number }
  | { readonly k: 'noUsefulFlip' }
  | { readonly k: 'paymentDeadEnd'; readonly left: number }
  | { readonly k: 'architectAfterPaying' }
  | { readonly k: 'noKarma' }
  | { readonly k: 'karmaWhenPaying' }
  | { readonly k: 'kaliFull' }
  | { readonly k: 'notFull' }
  | { readonly k: 'supplyEmpty'; readonly colour: number }
  | { readonly k: 'maxLevel' }
  | { readonly k: 'riverBackward' }
  | { readonly k: 'riverOccupied'; readonly by: number }
  | { readonly k: 'riverTooFar'; readonly n: number }
  | { readonly k: 'grandMogulExcluded' }
  | { readonly k: 'chamberImpossible'; readonly value: number }
  | { readonly k: 'oneOfEachGoods'; readonly goods: number }
  | { readonly k: 'alreadyScored' }
  | { readonly k: 'sameGoodsOnly'; readonly goods: number }
  | { readonly k: 'noSuchGoods'; readonly goods: number }
  | { readonly k: 'alreadyRerolled' }
  | { readonly k: 'wrongSlot'; readonly slot: string; readonly colour: string }
  | { readonly k: 'slotTaken' }
  | { readonly k: 'noFreeSlot'; readonly colour: string }
  | { readonly k: 'notYourTile'; readonly tile: number }

/** A reason and the rule that gives it. */
export interface Refusal {
  readonly why: Why
  readonly rule: string
}

const refuse = (why: Why, rule: string): Refusal => ({ why, rule })

/** The placement problems of `placementProblem` as reasons (its rule ids kept). */
const placeRefusal = (s: State, v: View, seat: Seat, j: number): Refusal | undefined => {
  const problem = placementProblem(s, seat, j)
  if (problem === undefined) return undefined
  const rule = problem.rule ?? 'R36'
  const sp = namesOf(v)
  const space = comps(v).c.boards[v.side].spaces[j]
  switch (problem.code) {
    case 'SPACE_COVERED':
      return refuse({ k: 'covered' }, rule)
    case 'SPACE_OCCUPIED':
      return refuse({ k: 'occupied', by: v.spaces[j] ?? -1 }, rule)
    case 'FILL_ORDER': {
      const first = v.spaces.findIndex((x, k) => x === -1 && comps(v).c.boards[v.side].spaces[k]?.kind === space?.kind)
      const n = whole((sp.spaces[first] ?? '').split(':')[2]) ?? 1
      return refuse({ k: 'fillOrder', area: space?.kind === 'port' ? 'port' : 'quarry', first: n }, rule)
    }
    case 'NOT_ENOUGH_MONEY':
      return refuse({ k: 'money', cost: space?.money ?? 0, have: player(s, seat).money }, rule)
    case 'NO_AFFORDABLE_TILE':
      return refuse({ k: 'noAffordableTile' }, rule)
    case 'NO_PLACE_FOR_TILE':
      return refuse({ k: 'noPlaceForTile' }, rule)
    case 'ONE_VARIOUS_PER_ROUND':
      return refuse({ k: 'oneDifferentGoods' }, rule)
    case 'EMPTY_ACTION':
      return refuse({ k: 'emptyAction' }, rule)
    case 'ARCHITECT_IMPOSSIBLE':
      return refuse({ k: 'architectImpossible' }, rule)
    case 'PORTUGUESE_IMPOSSIBLE':
      return refuse({ k: 'portugueseImpossible' }, rule)
    case 'BOAT_AT_FINAL':
      return refuse({ k: 'boatAtFinal' }, rule)
    case 'NO_DIE':
      switch (space?.kind) {
        case 'balcony':
          return refuse({ k: 'noDieOfColour', colour: space.colour ?? 0 }, rule)
        case 'chamber':
          return refuse({ k: 'noDieOfValue', value: space.value ?? 0 }, rule)
        case 'port':
          return refuse({ k: 'noLowDie' }, rule)
        default:
          return refuse({ k: 'noDie' }, rule)
      }
    default:
      return undefined
  }
}

/** Why tile `tile` is not a pick of a `buy` step (R49, R50, R53, R86). */
const buyRefusal = (s: State, task: TaskOf<'buy'>, tile: number): Refusal | undefined => {
  const i = s.tops.indexOf(tile)
  if (i < 0) return refuse({ k: 'notOnStack' }, 'R49')
  const p = player(s, task.s)
  const d = provinceOf(s, p)
  const t = d.tiles[tile]
  if (t === undefined) return undefined
  const cell = task.cell ?? -1
  if (cell < 0) return refuse({ k: 'cannotPayTile', colour: t.colour, cost: t.cost }, 'R50')
  const old = d.tiles[(p.grid[cell] ?? 0) >> 2]
  if (old !== undefined && t.cost <= old.cost) return refuse({ k: 'notMoreExpensive', cost: t.cost, old: old.cost }, 'R86')
  if (coverRotations(d, p.grid, cell, tile).length === 0) return refuse({ k: 'coverDisconnects' }, 'R86')
  return refuse({ k: 'cannotPayDifference', colour: t.colour, difference: t.cost - (old?.cost ?? 0) }, 'R86')
}

/** Why a die of the seat's is not a pick of a payment (R44, R45, R50, R78, R81, R89). */
const payRefusal = (s: State, task: TaskOf<'payDie'> | TaskOf<'payTile'>, die: number, flip: boolean): Refusal | undefined => {
  const p = player(s, task.s)
  const code = p.dice[die]
  if (code === undefined) return undefined
  if (flip && p.karma < 1) return refuse({ k: 'noKarma' }, 'R44')
  const shows = flip ? flipped(dieValue(code)) : dieValue(code)
  if (task.k === 'payTile') {
    return dieColour(code) !== task.c ? refuse({ k: 'wrongDieColour', colour: task.c }, 'R50') : refuse({ k: 'paymentDeadEnd', left: task.n }, 'R50')
  }
  switch (task.m) {
    case 'chamber':
      return shows !== task.n ? refuse({ k: 'wrongDieValue', value: task.n, shows }, 'R78') : refuse({ k: 'architectAfterPaying' }, 'R86')
    case 'balcony':
      return dieColour(code) !== task.c ? refuse({ k: 'wrongDieColour', colour: task.c }, 'R81') : refuse({ k: 'noFlipNeeded' }, 'R81')
    case 'port':
      return shows > 3 ? refuse({ k: 'dieTooHigh', shows }, 'R89') : refuse({ k: 'noFlipNeeded' }, 'R89')
    case 'same':
      return undefined
  }
}

/** Why the seat's karma cube is not a pick now (R44, R45, A4). */
const karmaRefusal = (s: State, task: Task): Refusal | undefined => {
  const whenPaying = s.options.karmaTiming === 'whenPaying'
  if (whenPaying && task.k !== 'payDie' && task.k !== 'payTile') return refuse({ k: 'karmaWhenPaying' }, 'R45')
  if (player(s, task.s).karma < 1) return refuse({ k: 'noKarma' }, 'R44')
  if (!whenPaying) return undefined
  if (task.k === 'payDie') {
    switch (task.m) {
      case 'balcony':
        return refuse({ k: 'noFlipNeeded' }, 'R81')
      case 'port':
        return refuse({ k: 'noUsefulFlip' }, 'R89')
      case 'chamber':
        return refuse({ k: 'noOppositeFace', value: task.n }, 'R44')
      default:
        return undefined
    }
  }
  return undefined
}

/** Why a cell of the seat's province is not a pick now (R54, R55, R86). */
const cellRefusal = (s: State, task: Task, cell: number, picks: readonly ElementId[]): Refusal | undefined => {
  const p = player(s, task.s)
  const d = provinceOf(s, p)
  const code = p.grid[cell] ?? -1
  if (task.k === 'cover') {
    if (code < 0) return refuse({ k: 'noTileThere' }, 'R86')
    if ((p.under[cell] ?? -1) >= 0) return refuse({ k: 'coveredOnce' }, 'R86')
    return refuse({ k: 'noCoveringTile' }, 'R86')
  }
  if (task.k !== 'put' || picks.length > 0) return undefined
  if (task.cell >= 0) return refuse({ k: 'architectCell', cell: task.cell }, 'R86')
  if (cell === d.c.province.residence) return refuse({ k: 'residence' }, 'R54')
  if (code >= 0) return refuse({ k: 'cellTaken' }, 'R55')
  return refuse({ k: 'notConnected' }, 'R55')
}

/** Why a rotation is not a pick of a `put` step (R55, R86). */
const rotationRefusal = (s: State, task: Task, rot: number, picks: readonly ElementId[]): Refusal | undefined => {
  if (task.k !== 'put') return undefined
  if (task.cell >= 0) return refuse({ k: 'coverDisconnects' }, 'R86')
  const cell = whole(parseId(picks[0] ?? '').parts[1])
  if (picks.length !== 1 || cell === undefined) return undefined
  const p = player(s, task.s)
  const d = provinceOf(s, p)
  return canPut(d, p.grid, reachMasks(d, p.grid), cell, task.tile * 4 + rot) ? undefined : refuse({ k: 'rotationNotConnected' }, 'R55')
}

/** Why a river space is not a pick of a `river` step (R90, R91, R93). */
const riverRefusal = (s: State, task: TaskOf<'river'>, pos: number): Refusal => {
  const boat = player(s, task.s).boat
  if (pos <= boat) return refuse({ k: 'riverBackward' }, 'R90')
  if (occupied(s, task.s, pos)) return refuse({ k: 'riverOccupied', by: s.p.findIndex((q, j) => j !== task.s && q.boat === pos) }, 'R91')
  return refuse({ k: 'riverTooFar', n: task.n }, 'R90')
}

/** Why a market of the seat's province is not a pick of a market step (R74, R75). */
const marketRefusal = (s: State, task: TaskOf<'market'>, cell: number, m: number): Refusal | undefined => {
  if (task.m === 's' && task.i < 0) return undefined // the goods come first
  const p = player(s, task.s)
  const all = marketsOf(provinceOf(s, p), p.grid)
  const mk = all.find((x) => x.cell === cell && x.m === m)
  if (mk === undefined) return undefined
  const rule = task.m === 'v' ? 'R74' : 'R75'
  if (task.list.includes(cell * 2 + m)) return refuse({ k: 'alreadyScored' }, rule)
  if (task.m === 's') return mk.good !== task.i ? refuse({ k: 'sameGoodsOnly', goods: task.i }, 'R75') : undefined
  return refuse({ k: 'oneOfEachGoods', goods: mk.good }, 'R74')
}

/** Why a border space or an income tile is not a pick of an income step (R136, R140, R141, R143). */
const incomeRefusal = (s: State, v: View, task: TaskOf<'inc'>, kind: string, n: number, picks: readonly ElementId[]): Refusal | undefined => {
  const p = player(s, task.s)
  const spaces = provinceOf(s, p).c.province.incomes
  const tiles = comps(v).c.incomeTiles
  if (kind === 'income-tile') {
    if (task.m === 'setup') return refuse({ k: 'notYourTile', tile: task.tile }, 'R136')
    const tile = tiles[n]
    if (tile === undefined || !(v.display ?? []).includes(n)) return undefined
    return refuse({ k: 'noFreeSlot', colour: tile.colour }, 'R143')
  }
  const space = spaces[n]
  if (space === undefined) return undefined
  if ((p.slots?.[n] ?? -1) >= 0) return refuse({ k: 'slotTaken' }, 'R140')
  const picked = task.m === 'setup' ? task.tile : whole(parseId(picks[0] ?? '').parts[0])
  const colour = picked === undefined ? undefined : tiles[picked]?.colour
  if (colour === undefined || space.slot === colour) return undefined
  return refuse({ k: 'wrongSlot', slot: space.slot ?? 'none', colour }, task.m === 'setup' ? 'R136' : 'R141')
}

/**
 * Why `seat` may not pick `element` after `picks`, when a rule says so; undefined when the seat is
 * not deciding or the element is simply not part of the decision (the core then says so).
 */
export const whyNotPick = (v: View, seat: Seat, element: ElementId, picks: readonly ElementId[]): Refusal | undefined => {
  const task = v.tasks[0]
  if (v.phase === 'over' || task === undefined || actedBy(task) !== 'seat' || task.s !== seat) return undefined
  const s = stateOf(v)
  const { kind, parts } = parseId(element)
  const first = whole(parts[0])
  const second = whole(parts[1])
  const mine = first === seat
  switch (kind) {
    case 'space': {
      const j = namesOf(v).spaceOf.get(element)
      if (j === undefined) return undefined
      if (task.k === 'place') return placeRefusal(s, v, seat, j)
      if (task.k !== 'palace') return undefined
      const value = comps(v).c.boards[v.side].spaces[j]?.value
      if (value === undefined) return undefined
      const chamber = chamberOf(value)
      return value === 1 ? refuse({ k: 'grandMogulExcluded' }, 'R100') : refuse({ k: 'chamberImpossible', value }, chamber?.impossible === undefined ? 'A11' : chamber.rule)
    }
    case 'tile':
      return task.k === 'buy' && first !== undefined ? buyRefusal(s, task, first) : undefined
    case 'stack': {
      if (task.k !== 'buy') return undefined
      const names = namesOf(v)
      const i = v.tops.findIndex((_, k) => id.stack(names, k) === element)
      if (i < 0) return undefined
      const top = v.tops[i] ?? -1
      return top < 0 ? refuse({ k: 'emptyStack' }, 'R53') : buyRefusal(s, task, top)
    }
    case 'cell':
      return mine && second !== undefined ? cellRefusal(s, task, second, picks) : undefined
    case 'rotation': {
      const rot = first === undefined ? -1 : first / 90
      return Number.isInteger(rot) && rot >= 0 && rot < 4 ? rotationRefusal(s, task, rot, picks) : undefined
    }
    case 'die': {
      if (!mine || second === undefined) return undefined
      if (task.k === 'payDie' || task.k === 'payTile') return payRefusal(s, task, second, picks.includes(id.karma(seat)))
      if (task.k === 'gain' && gainOverflow(s, task) === 0) return refuse({ k: 'notFull' }, 'R40')
      if (task.k === 'terrace' && task.list.includes(second)) return refuse({ k: 'alreadyRerolled' }, 'R79')
      return undefined
    }
    case 'karma':
      return mine ? karmaRefusal(s, task) : undefined
    case 'supply': {
      if (task.k !== 'gain') return undefined
      const c = namesOf(v).colours.indexOf(parts[0] ?? '')
      if (gainOverflow(s, task) > 0) return refuse({ k: 'kaliFull' }, 'R40')
      return c >= 0 && (s.supply[c] ?? 0) <= 0 ? refuse({ k: 'supplyEmpty', colour: c }, 'R41') : undefined
    }
    case 'upgrade':
      return mine && task.k === 'upgrade' && (player(s, seat).levels[(BUILDINGS as readonly string[]).indexOf(parts[1] ?? '')] ?? 0) >= MAX_LEVEL ? refuse({ k: 'maxLevel' }, 'R68') : undefined
    case 'river':
      return task.k === 'river' && first !== undefined ? riverRefusal(s, task, first) : undefined
    case 'market': {
      const m = whole(parts[2])
      return mine && task.k === 'market' && second !== undefined && m !== undefined ? marketRefusal(s, task, second, m) : undefined
    }
    case 'goods': {
      const g = (GOODS as readonly string[]).indexOf(parts[0] ?? '')
      return task.k === 'market' && task.m === 's' && task.i < 0 && g >= 0 ? refuse({ k: 'noSuchGoods', goods: g }, 'R75') : undefined
    }
    case 'income':
      return mine && task.k === 'inc' && second !== undefined ? incomeRefusal(s, v, task, kind, second, picks) : undefined
    case 'income-tile':
      return task.k === 'inc' && first !== undefined && picks.length === 0 ? incomeRefusal(s, v, task, kind, first, picks) : undefined
    default:
      return undefined
  }
}
