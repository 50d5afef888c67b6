/**
 * Rajas of the Ganges on the table (issue 27): the {@link Interaction} from which `rajas.prompt`,
 * `rajas.why`, `rajas.changes` and `rajas.elements` are built, in four parts:
 *
 * 1. **Elements**: the stable names of everything a UI draws and a seat clicks — action spaces by
 *    their rulebook name, each seat's dice, Kali statue, karma, tracks, boat, upgrade cubes,
 *    province cells, markets and special incomes, the tile stacks and visible tiles, the dice
 *    supply, the river spaces, the income and river tiles, and the buttons of the decisions — and
 *    the facts a view shows of each (documented in docs/games/rajas.md, "Elements"). Facts show
 *    only what is visible on the table: a tile stack's height, not the tiles below its top; the
 *    white pile's and the Ganga pile's sizes, not their tiles.
 * 2. **Picks**: how each legal move is picked. One click for most decisions — an action space, a
 *    die, a top tile, a cell, a supply colour, an upgrade cube, a river space, a chamber, a market,
 *    a button — and two for a tile's placement (the cell, then the rotation, R55, R56) and for a
 *    Navaratna income tile (the tile in the display, then the border space, R141). Karma flips
 *    start at the seat's karma cube: a die paid flipped is the karma cube then the die (R44, R45);
 *    under option karmaTiming `anyTimeInTurn` (A4) the karma cube and a die are followed by `flip`
 *    (only flip it) or `pay` (flip it and pay it), which keeps every path from being the start of
 *    another.
 * 3. **Refusals**: why a click is not a legal pick now, as a typed reason with the rule id that
 *    forbids it, asked through the same rule functions the legal moves are listed by.
 * 4. **Words**: every word — instructions, labels and reasons — in the phrase table {@link WORDS},
 *    in one place for translation.
 * @module
 */
import { withArticle, type ElementFacts, type ElementId, type ElementMap, type Interaction, type PickPath, type Reason, type Seat } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { derive, type Derived } from './components/derived.js'
import type { BoardSide, RajasComponents, Reward, SpaceKind } from './components/types.js'
import type { RajasMove } from './moves.js'
import { placementProblem } from './rules/actions.js'
import { boardSide, comps, dieColour, dieValue, flipped, MAX_LEVEL, player } from './rules/common.js'
import { gainOverflow } from './rules/dice.js'
import { chamberOf } from './rules/palace.js'
import { canPut, coverRotations, marketsOf, reachMasks } from './rules/province.js'
import { boatTarget, occupied } from './rules/river.js'
import { actedBy } from './rules/tasks.js'
import type { Player, RajasState, Task, TaskOf } from './state.js'
import { stateOfView, type RajasView } from './view.js'

/** `f` computed once per view object (views are immutable values; the cache holds them weakly). */
const perView = <A>(f: (v: RajasView) => A): ((v: RajasView) => A) => {
  const cache = new WeakMap<object, A>()
  return (v) => {
    const hit = cache.get(v)
    if (hit !== undefined) return hit
    const a = f(v)
    cache.set(v, a)
    return a
  }
}

// ---------------------------------------------------------------------------------------------
// 1. Elements
// ---------------------------------------------------------------------------------------------

/** The backs of the tile stacks, in stack order (R10: snake, ox, tiger). */
const BACKS = ['snake', 'ox', 'tiger'] as const
/** The building types, in upgrade-scroll order (R67). */
const BUILDINGS = ['temple', 'palace', 'fort', 'mill'] as const
/** The goods, in component order (R72). */
const GOODS = ['silk', 'tea', 'spice'] as const
/** A tile's rotation element by quarter turns clockwise (R56): `rotation:0`, `rotation:90`, … */
const ROTATIONS = ['rotation:0', 'rotation:90', 'rotation:180', 'rotation:270'] as const

/** The word of each kind of action space in its element id (`space:<kind>:<n>`), from the rulebook's names (R24). */
export const SPACE_KINDS: { readonly [K in SpaceKind]: string } = {
  quarry: 'quarry',
  various: 'different-goods',
  same: 'same-goods',
  terrace: 'terrace',
  garden: 'garden',
  balcony: 'balcony',
  chamber: 'chamber',
  port: 'port'
}

/** The buttons of the decisions. */
const BUTTON = {
  /** Ends a market scoring or the terrace's re-roll choices (R73–R75, R79). */
  done: 'done',
  /** Takes only the dice that fit on the Kali statue (R40). */
  stop: 'stop',
  /** Passes for the rest of the round (option allowPass, A2). */
  pass: 'pass',
  /** Takes an optional bonus (R118–R120). */
  accept: 'accept',
  /** Declines an optional bonus, or an income tile (R120, R143). */
  decline: 'decline',
  /** Option karmaTiming anyTimeInTurn (A4): only flip the die picked after the karma cube. */
  flip: 'flip',
  /** Option karmaTiming anyTimeInTurn (A4): flip the die picked after the karma cube and pay it. */
  pay: 'pay'
} as const

/** The names of a component set and a board side: computed once per set and side. */
interface Names {
  /** The element id of each action space, by index (`space:<kind>:<n>`, n from 1 in board order). */
  readonly spaces: readonly ElementId[]
  /** The action space of each element id. */
  readonly spaceOf: ReadonlyMap<ElementId, number>
  /** The id word of each dice colour: its name in lower case, or its index when names clash. */
  readonly colours: readonly string[]
  /** The element id of each tile stack, by index (colour × 3 + back). */
  readonly stacks: readonly ElementId[]
  /** The element id of each colour of the supply. */
  readonly supply: readonly ElementId[]
  /** The element id of each river space. */
  readonly river: readonly ElementId[]
}

const nameCache = new WeakMap<BoardSide, Names>()

/** The id word of each dice colour (`blue`, …): lower-case letters and digits, distinct; else the colour's index. */
const colourWords = (c: RajasComponents): readonly string[] => {
  const slugs = c.diceColours.map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 20))
  const usable = slugs.every((x, i) => /^[a-z]/.test(x) && slugs.indexOf(x) === i)
  return usable ? slugs : c.diceColours.map((_, i) => String(i))
}

/** The element ids of a board side's action spaces: `space:<kind>:<n>`, numbered from 1 within each kind in board order. */
const spaceIds = (side: BoardSide): readonly ElementId[] => {
  const count = new Map<string, number>()
  return side.spaces.map((sp) => {
    const kind = SPACE_KINDS[sp.kind]
    const n = (count.get(kind) ?? 0) + 1
    count.set(kind, n)
    return `space:${kind}:${n}`
  })
}

/** The names of the view's component set and board side (computed once per set and side). */
const namesOf = (v: Pick<RajasView, 'components' | 'side'>): Names => {
  const side = boardSide(v)
  const hit = nameCache.get(side)
  if (hit !== undefined) return hit
  const spaces = spaceIds(side)
  const colours = colourWords(comps(v).c)
  const entry: Names = {
    spaces,
    spaceOf: new Map(spaces.map((x, i) => [x, i])),
    colours,
    stacks: colours.flatMap((c) => BACKS.map((b) => `stack:${c}:${b}`)),
    supply: colours.map((c) => `supply:${c}`),
    river: side.river.spaces.map((_, pos) => `river:${pos}`)
  }
  nameCache.set(side, entry)
  return entry
}

/** The ids of a seat's dice and cells, made once (a prompt names them for every move). */
const table = (prefix: string, n: number): readonly (readonly ElementId[])[] => [0, 1, 2, 3].map((seat) => Array.from({ length: n }, (_, k) => `${prefix}:${seat}:${k}`))
const DIE_IDS = table('die', 10)
const CELL_IDS = table('cell', 36)

/** Element ids, one function per kind (the patterns of docs/games/rajas.md, "Elements"). */
const id = {
  die: (seat: number, k: number): ElementId => DIE_IDS[seat]?.[k] ?? `die:${seat}:${k}`,
  karma: (seat: number): ElementId => `karma:${seat}`,
  kali: (seat: number): ElementId => `kali:${seat}`,
  fame: (seat: number): ElementId => `fame:${seat}`,
  money: (seat: number): ElementId => `money:${seat}`,
  bonus: (seat: number): ElementId => `bonus:${seat}`,
  boat: (seat: number): ElementId => `boat:${seat}`,
  workers: (seat: number): ElementId => `workers:${seat}`,
  upgrade: (seat: number, b: number): ElementId => `upgrade:${seat}:${BUILDINGS[b] ?? b}`,
  cell: (seat: number, cell: number): ElementId => CELL_IDS[seat]?.[cell] ?? `cell:${seat}:${cell}`,
  market: (seat: number, cell: number, m: number): ElementId => `market:${seat}:${cell}:${m}`,
  income: (seat: number, j: number): ElementId => `income:${seat}:${j}`,
  tile: (tile: number): ElementId => `tile:${tile}`,
  stack: (names: Names, i: number): ElementId => names.stacks[i] ?? `stack:${i}`,
  supply: (names: Names, c: number): ElementId => names.supply[c] ?? `supply:${c}`,
  river: (pos: number): ElementId => `river:${pos}`,
  riverTile: (tile: number): ElementId => `river-tile:${tile}`,
  incomeTile: (tile: number): ElementId => `income-tile:${tile}`,
  goods: (g: number): ElementId => `goods:${GOODS[g] ?? g}`,
  rotation: (rot: number): ElementId => ROTATIONS[rot] ?? `rotation:${rot * 90}`,
  effect: (i: number): ElementId => `effect:${i + 1}`
} as const

/** A whole number written plainly (`'3'`, at most six digits), or undefined. */
const whole = (text: string | undefined): number | undefined => {
  if (text === undefined || text.length === 0 || text.length > 6 || (text.length > 1 && text.charCodeAt(0) === 48)) return undefined
  let n = 0
  for (let i = 0; i < text.length; i++) {
    const d = text.charCodeAt(i) - 48
    if (d < 0 || d > 9) return undefined
    n = n * 10 + d
  }
  return n
}

/** An element id split at its colons: the kind, the rest, and the rest read as whole numbers. */
interface ParsedId {
  readonly kind: string
  readonly parts: readonly string[]
  /** `parts[0]`, `parts[1]`, `parts[2]` as whole numbers, where they are. */
  readonly a: number | undefined
  readonly b: number | undefined
  readonly c: number | undefined
}

const parse = (element: ElementId): ParsedId => {
  const all = element.split(':')
  const parts = all.slice(1)
  return { kind: all[0] ?? '', parts, a: whole(parts[0]), b: whole(parts[1]), c: whole(parts[2]) }
}

/**
 * The ids a prompt offers most often (each seat's dice, cells, markets, cubes, the river, tiles),
 * split once: a label or a reason looks them up instead of splitting them again.
 */
const PARSED: ReadonlyMap<ElementId, ParsedId> = new Map(
  [
    ...[0, 1, 2, 3].flatMap((seat) => [
      ...Array.from({ length: 10 }, (_, k) => `die:${seat}:${k}`),
      ...Array.from({ length: 36 }, (_, k) => [`cell:${seat}:${k}`, `market:${seat}:${k}:0`, `market:${seat}:${k}:1`]).flat(),
      ...Array.from({ length: 16 }, (_, k) => `income:${seat}:${k}`),
      ...BUILDINGS.map((b) => `upgrade:${seat}:${b}`),
      ...['karma', 'kali', 'fame', 'money', 'bonus', 'boat', 'workers'].map((k) => `${k}:${seat}`)
    ]),
    ...Array.from({ length: 40 }, (_, k) => [`river:${k}`, `income-tile:${k}`, `river-tile:${k}`, `effect:${k}`]).flat(),
    ...Array.from({ length: 128 }, (_, k) => `tile:${k}`),
    ...ROTATIONS
  ].map((element) => [element, parse(element)])
)

/** Splits an element id (`die:0:3` → kind `die`, parts `['0', '3']`, a 0, b 3). */
const parseId = (element: ElementId): ParsedId => PARSED.get(element) ?? parse(element)

/** The component data of a seat's province side (R12 base; R135 Navaratna), from a view. */
const provinceOf = (v: Pick<RajasView, 'components'>, p: Pick<Player, 'board'>): Derived => derive(v.components ?? bundledComponents, p.board)

/** Where a bought tile waits while its seat pays it and places it. */
const heldBy = (seat: number): string => `seat:${seat}`

/** The tiles of pending steps: bought and not placed yet (R50, R51), and a Navaratna brown tile drawn at setup (R136). */
const pendingTiles = (tasks: readonly Task[]): { readonly tiles: readonly (readonly [number, number])[]; readonly income: readonly (readonly [number, number])[] } => {
  const tiles: [number, number][] = []
  const income: [number, number][] = []
  for (const t of tasks) {
    if ((t.k === 'payTile' || t.k === 'put') && !tiles.some(([x]) => x === t.tile)) tiles.push([t.tile, t.s])
    if (t.k === 'inc' && t.m === 'setup' && t.tile >= 0) income.push([t.tile, t.s])
  }
  return { tiles, income }
}

/** Adds a true fact to an element of the map, if it is there. */
const mark = (out: Record<ElementId, ElementFacts>, element: ElementId, fact: string): void => {
  const facts = out[element]
  if (facts !== undefined) out[element] = { ...facts, [fact]: true }
}

type Entries = readonly (readonly [ElementId, ElementFacts])[]
const seatCache = new WeakMap<Player, { readonly components: RajasComponents | undefined; readonly seat: number; readonly entries: Entries }>()

/**
 * The elements of one seat's pieces, from its player record alone (so cached per record: a step
 * changes the records of the seats it concerns, and every view of a state shares the others).
 */
const seatElements = (v: RajasView, p: Player, seat: number): Entries => {
  const hit = seatCache.get(p)
  if (hit !== undefined && hit.seat === seat && hit.components === v.components) return hit.entries
  const out: [ElementId, ElementFacts][] = []
  const c = comps(v).c
  const ds = provinceOf(v, p)
  p.dice.forEach((code, k) => {
    out.push([id.die(seat, k), { colour: c.diceColours[dieColour(code)] ?? String(dieColour(code)), value: dieValue(code) }])
  })
  out.push([id.kali(seat), { side: p.kali, hands: p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front, dice: p.dice.length }])
  out.push([id.karma(seat), { level: p.karma }])
  out.push([id.fame(seat), { position: p.fame }])
  out.push([id.money(seat), { position: p.money }])
  const bonus = c.tracks.moneyBonuses[p.bonus]
  out.push([id.bonus(seat), bonus === undefined ? { removed: true } : { position: bonus.at }])
  out.push([id.boat(seat), { space: p.boat }])
  out.push([id.workers(seat), { active: p.workers, placed: p.placed, fameTrack: (p.inactive & 1) !== 0, moneyTrack: (p.inactive & 2) !== 0, bridge: (p.inactive & 4) !== 0 }])
  p.levels.forEach((level, b) => {
    out.push([id.upgrade(seat, b), { level }])
  })
  const residence = ds.c.province.residence
  p.grid.forEach((code, cell) => {
    const under = p.under[cell] ?? -1
    const facts: Record<string, number | boolean> = cell === residence ? { residence: true } : code < 0 ? { empty: true } : { tile: code >> 2 }
    if (under >= 0) facts.covered = under
    out.push([id.cell(seat, cell), facts])
    if (code >= 0) out.push([id.tile(code >> 2), { at: id.cell(seat, cell), rotation: (code & 3) * 90 }])
    if (under >= 0) out.push([id.tile(under), { at: id.cell(seat, cell), covered: true }])
  })
  for (const mk of marketsOf(ds, p.grid)) out.push([id.market(seat, mk.cell, mk.m), { goods: GOODS[mk.good] ?? String(mk.good), value: mk.value }])
  ds.c.province.incomes.forEach((inc, j) => {
    const facts: Record<string, string | number | boolean> = { connected: p.incomes[j] === true }
    if (inc.slot !== undefined) facts.slot = inc.slot
    const tile = p.slots?.[j] ?? -1
    if (tile >= 0) {
      facts.tile = tile
      out.push([id.incomeTile(tile), { at: id.income(seat, j) }])
    }
    out.push([id.income(seat, j), facts])
  })
  seatCache.set(p, { components: v.components, seat, entries: out })
  return out
}


const buildElements = (v: RajasView): ElementMap => {
  const out: Record<ElementId, ElementFacts> = {}
  const names = namesOf(v)
  const side = boardSide(v)
  // The board: action spaces (R24, R31), the supply (R9), the stacks and their top tiles (R10).
  side.spaces.forEach((_, j) => {
    const at = v.spaces[j] ?? -1
    out[names.spaces[j] as ElementId] = at === -2 ? { covered: true } : at >= 0 ? { worker: at } : { free: true }
  })
  v.supply.forEach((n, k) => {
    out[id.supply(names, k)] = { dice: n }
  })
  v.tops.forEach((top, i) => {
    out[id.stack(names, i)] = { tiles: (v.stacks[i] ?? []).length + (top >= 0 ? 1 : 0) }
    if (top >= 0) out[id.tile(top)] = { at: id.stack(names, i) }
  })
  const pending = pendingTiles(v.tasks)
  for (const [tile, seat] of pending.tiles) out[id.tile(tile)] = { at: heldBy(seat) }
  // The river (R96) with the Ganga tiles on it (R145); the face-down Ganga pile during setup.
  const river = side.river.spaces.length
  for (let pos = 0; pos < river; pos++) {
    const tile = v.rtiles?.[pos] ?? -1
    out[names.river[pos] ?? id.river(pos)] = tile >= 0 ? { tile } : {}
    if (tile >= 0) out[id.riverTile(tile)] = { at: id.river(pos) }
  }
  if (v.phase === 'setup' && (v.rpile ?? []).length > 0) out['river-pile'] = { tiles: (v.rpile ?? []).length }
  // Income tiles: the white pile (face down) and its discards (R11, R83); the Navaratna display (R137).
  if (v.variant?.navaratna !== true) {
    out['white-pile'] = { tiles: v.white.length }
    for (const tile of v.discard) out[id.incomeTile(tile)] = { at: 'discard' }
  }
  for (const tile of v.display ?? []) out[id.incomeTile(tile)] = { at: 'display' }
  for (const [tile, seat] of pending.income) out[id.incomeTile(tile)] = { at: heldBy(seat) }
  out.elephant = { seat: v.first }
  out.round = { number: v.round }
  // Each seat's pieces (R12–R22), then what the pending step marks: the markets being scored (R73–R75).
  v.p.forEach((p, seat) => {
    for (const [element, facts] of seatElements(v, p, seat)) out[element] = facts
  })
  const head = v.tasks[0]
  if (head?.k === 'market') for (const k of head.list) mark(out, id.market(head.s, k >> 1, k & 1), 'scored')
  // The terrace's dice chosen for re-rolling (R79).
  if (head?.k === 'terrace') for (const k of head.list) mark(out, id.die(head.s, k), 'reroll')
  // The buttons and choices of the decisions.
  for (const b of [BUTTON.done, BUTTON.stop, BUTTON.accept, BUTTON.decline]) out[b] = {}
  if (v.options.allowPass) out[BUTTON.pass] = {}
  if (v.options.karmaTiming === 'anyTimeInTurn') {
    out[BUTTON.flip] = {}
    out[BUTTON.pay] = {}
  }
  for (const r of ROTATIONS) out[r] = {}
  GOODS.forEach((_, g) => {
    out[id.goods(g)] = {}
  })
  if (head?.k === 'order') head.groups.forEach((group, i) => {
    out[id.effect(i)] = { step: group[0]?.k ?? 'none' }
  })
  return out
}

/** Every element the view shows, with its facts (once per view object). */
const elementsOf = perView(buildElements)

// ---------------------------------------------------------------------------------------------
// 2. Picks
// ---------------------------------------------------------------------------------------------

/** The state a view shows (once per view object: a path asks it for each river move). */
const stateOf = perView(stateOfView)

const one = (...steps: ElementId[]): readonly PickPath[] => [{ steps }]

/** Paths are read-only values: the one-click paths asked for most often are made once (speed only). */
const BUTTON_PATHS: Readonly<Record<string, readonly PickPath[]>> = Object.fromEntries(Object.values(BUTTON).map((b) => [b, one(b)]))
const DIE_PATHS: readonly (readonly (readonly PickPath[])[])[] = [0, 1, 2, 3].map((seat) => Array.from({ length: 10 }, (_, k) => one(id.die(seat, k))))
const spacePaths = new WeakMap<readonly ElementId[], readonly (readonly PickPath[])[]>()
const spacePath = (v: RajasView, i: number): readonly PickPath[] => {
  const ids = namesOf(v).spaces
  let paths = spacePaths.get(ids)
  if (paths === undefined) {
    paths = ids.map((x) => one(x))
    spacePaths.set(ids, paths)
  }
  return paths[i] ?? one(`space:${i}`)
}
const button = (b: string): readonly PickPath[] => BUTTON_PATHS[b] ?? one(b)
const dieOf = (seat: Seat, k: number): readonly PickPath[] => DIE_PATHS[seat]?.[k] ?? one(id.die(seat, k))

/** The first chamber space of value v (R78): the chamber a river palace reward names (R100). */
const chamberSpace = (v: RajasView, value: number): ElementId => {
  const j = boardSide(v).spaces.findIndex((sp) => sp.kind === 'chamber' && sp.value === value)
  return namesOf(v).spaces[j] ?? `space:chamber:${value}`
}

/**
 * The display's income tiles interchangeable with tile `tile` (same colour and reward): the rules
 * list one of them (the lowest id, R143), and clicking any of them picks it.
 */
const sameIncomeTiles = (v: RajasView, tile: number): readonly number[] => {
  const tiles = comps(v).c.incomeTiles
  const t = tiles[tile]
  if (t === undefined) return [tile]
  const key = `${t.colour}|${JSON.stringify(t.reward)}`
  const same = (v.display ?? []).filter((x) => {
    const o = tiles[x]
    return o !== undefined && `${o.colour}|${JSON.stringify(o.reward)}` === key
  })
  return same.includes(tile) ? same : [tile, ...same]
}

/** The ways to pick a legal move of `seat` (see the module comment). */
const pathsOf = (v: RajasView, seat: Seat, move: RajasMove): readonly PickPath[] => {
  const head = v.tasks[0]
  const anyTime = v.options.karmaTiming === 'anyTimeInTurn'
  switch (move.t) {
    case 'space':
      return spacePath(v, move.i) // R26
    case 'stop':
      return button(head?.k === 'place' ? BUTTON.pass : BUTTON.stop) // A2; R40
    case 'pay':
      // R44, R45: a die paid flipped is the karma cube, then the die.
      if (!move.flip) return dieOf(seat, move.die)
      return anyTime ? one(id.karma(seat), id.die(seat, move.die), BUTTON.pay) : one(id.karma(seat), id.die(seat, move.die))
    case 'flip':
      return one(id.karma(seat), id.die(seat, move.die), BUTTON.flip) // A4
    case 'stack':
      return one(id.tile(v.tops[move.i] ?? -1)) // R49: the top tile of the stack
    case 'cover':
      return one(id.cell(seat, move.cell)) // R86
    case 'put':
      // R55, R56: the cell, then the rotation; the architect's cell is already chosen (R86).
      return head?.k === 'put' && head.cell >= 0 ? one(id.rotation(move.rot)) : one(id.cell(seat, move.cell), id.rotation(move.rot))
    case 'take':
      return one(id.supply(namesOf(v), move.c)) // R41
    case 'discard':
      return dieOf(seat, move.die) // R40
    case 'upgrade':
      return one(id.upgrade(seat, move.b)) // R68
    case 'yes':
      return button(BUTTON.accept) // R118–R120
    case 'no':
      return button(BUTTON.decline) // R120, R143
    case 'river':
      return one(id.river(boatTarget(stateOf(v), seat, move.n))) // R90, R91: the space where the boat stops
    case 'chamber':
      return one(chamberSpace(v, move.v)) // R100
    case 'good':
      return one(id.goods(move.g)) // R75
    case 'market':
      return one(id.market(seat, move.cell, move.m)) // R74, R75
    case 'done':
      return button(BUTTON.done)
    case 'reroll':
      return dieOf(seat, move.die) // R79
    case 'order':
      return one(id.effect(move.i)) // A6
    case 'income':
      // R136: the drawn brown tile goes on a brown space; R141, R142: a display tile, then its space.
      if (head?.k === 'inc' && head.m === 'setup') return one(id.income(seat, move.slot))
      return sameIncomeTiles(v, move.id).map((tile) => ({ steps: [id.incomeTile(tile), id.income(seat, move.slot)] }))
    default:
      return [] // chance outcomes are never a seat's move
  }
}

// ---------------------------------------------------------------------------------------------
// 3. Refusals
// ---------------------------------------------------------------------------------------------

/** The reasons that carry no detail (each has its phrase in {@link WORDS}). */
type Plain =
  | 'covered'
  | 'noAffordableTile'
  | 'noPlaceForTile'
  | 'oneDifferentGoods'
  | 'emptyAction'
  | 'noDie'
  | 'noLowDie'
  | 'architectImpossible'
  | 'portugueseImpossible'
  | 'boatAtFinal'
  | 'notOnStack'
  | 'emptyStack'
  | 'coverDisconnects'
  | 'noTileThere'
  | 'coveredOnce'
  | 'noCoveringTile'
  | 'residence'
  | 'cellTaken'
  | 'notConnected'
  | 'rotationNotConnected'
  | 'noFlipNeeded'
  | 'noUsefulFlip'
  | 'architectAfterPaying'
  | 'noKarma'
  | 'karmaWhenPaying'
  | 'kaliFull'
  | 'notFull'
  | 'maxLevel'
  | 'riverBackward'
  | 'grandMogulExcluded'
  | 'alreadyScored'
  | 'alreadyRerolled'
  | 'slotTaken'

/** A reason a pick is refused, without words (each kind has its phrase in {@link WORDS}). */
type Why =
  | { readonly k: Plain }
  | { readonly k: 'occupied'; readonly by: number }
  | { readonly k: 'fillOrder'; readonly area: 'quarry' | 'port'; readonly first: number }
  | { readonly k: 'money'; readonly cost: number; readonly have: number }
  | { readonly k: 'noDieOfColour'; readonly colour: number }
  | { readonly k: 'noDieOfValue'; readonly value: number }
  | { readonly k: 'cannotPayTile'; readonly colour: number; readonly cost: number }
  | { readonly k: 'notMoreExpensive'; readonly cost: number; readonly old: number }
  | { readonly k: 'cannotPayDifference'; readonly colour: number; readonly difference: number }
  | { readonly k: 'architectCell'; readonly cell: number }
  | { readonly k: 'wrongDieColour'; readonly colour: number }
  | { readonly k: 'wrongDieValue'; readonly value: number; readonly shows: number }
  | { readonly k: 'dieTooHigh'; readonly shows: number }
  | { readonly k: 'noOppositeFace'; readonly value: number }
  | { readonly k: 'paymentDeadEnd'; readonly left: number }
  | { readonly k: 'supplyEmpty'; readonly colour: number }
  | { readonly k: 'riverOccupied'; readonly by: number }
  | { readonly k: 'riverTooFar'; readonly n: number }
  | { readonly k: 'chamberImpossible'; readonly value: number }
  | { readonly k: 'oneOfEachGoods'; readonly goods: number }
  | { readonly k: 'sameGoodsOnly'; readonly goods: number }
  | { readonly k: 'noSuchGoods'; readonly goods: number }
  | { readonly k: 'wrongSlot'; readonly slot: string; readonly colour: string }
  | { readonly k: 'noFreeSlot'; readonly colour: string }
  | { readonly k: 'notYourTile'; readonly tile: number }

/** A reason and the rule that gives it. */
interface Refusal {
  readonly why: Why
  readonly rule: string
}

const refuse = (why: Why, rule: string): Refusal => ({ why, rule })

/** The reasons without details, by the code of the placement problem (R7, R52, R76, A3, R86, R87, R93). */
const PLAIN_PLACEMENT: Readonly<Record<string, Plain>> = {
  SPACE_COVERED: 'covered',
  NO_AFFORDABLE_TILE: 'noAffordableTile',
  NO_PLACE_FOR_TILE: 'noPlaceForTile',
  ONE_VARIOUS_PER_ROUND: 'oneDifferentGoods',
  EMPTY_ACTION: 'emptyAction',
  ARCHITECT_IMPOSSIBLE: 'architectImpossible',
  PORTUGUESE_IMPOSSIBLE: 'portugueseImpossible',
  BOAT_AT_FINAL: 'boatAtFinal'
}

/** The placement problems of `placementProblem` as reasons (its rule ids kept). */
const placeRefusal = (s: RajasState, v: RajasView, seat: Seat, j: number): Refusal | undefined => {
  const problem = placementProblem(s, seat, j)
  if (problem === undefined) return undefined
  const rule = problem.rule ?? 'R36'
  const plain = PLAIN_PLACEMENT[problem.code]
  if (plain !== undefined) return refuse({ k: plain }, rule)
  const sp = namesOf(v)
  const space = comps(v).c.boards[v.side].spaces[j]
  switch (problem.code) {
    case 'SPACE_OCCUPIED':
      return refuse({ k: 'occupied', by: v.spaces[j] ?? -1 }, rule)
    case 'FILL_ORDER': {
      const first = v.spaces.findIndex((x, k) => x === -1 && comps(v).c.boards[v.side].spaces[k]?.kind === space?.kind)
      const n = whole((sp.spaces[first] ?? '').split(':')[2]) ?? 1
      return refuse({ k: 'fillOrder', area: space?.kind === 'port' ? 'port' : 'quarry', first: n }, rule)
    }
    case 'NOT_ENOUGH_MONEY':
      return refuse({ k: 'money', cost: space?.money ?? 0, have: player(s, seat).money }, rule)
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
const buyRefusal = (s: RajasState, task: TaskOf<'buy'>, tile: number): Refusal | undefined => {
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
const payRefusal = (s: RajasState, task: TaskOf<'payDie'> | TaskOf<'payTile'>, die: number, flip: boolean): Refusal | undefined => {
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
const karmaRefusal = (s: RajasState, task: Task): Refusal | undefined => {
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
const cellRefusal = (s: RajasState, task: Task, cell: number, picks: readonly ElementId[]): Refusal | undefined => {
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
const rotationRefusal = (s: RajasState, task: Task, rot: number, picks: readonly ElementId[]): Refusal | undefined => {
  if (task.k !== 'put') return undefined
  if (task.cell >= 0) return refuse({ k: 'coverDisconnects' }, 'R86')
  const cell = whole(parseId(picks[0] ?? '').parts[1])
  if (picks.length !== 1 || cell === undefined) return undefined
  const p = player(s, task.s)
  const d = provinceOf(s, p)
  return canPut(d, p.grid, reachMasks(d, p.grid), cell, task.tile * 4 + rot) ? undefined : refuse({ k: 'rotationNotConnected' }, 'R55')
}

/** Why a river space is not a pick of a `river` step (R90, R91, R93). */
const riverRefusal = (s: RajasState, task: TaskOf<'river'>, pos: number): Refusal => {
  const boat = player(s, task.s).boat
  if (pos <= boat) return refuse({ k: 'riverBackward' }, 'R90')
  if (occupied(s, task.s, pos)) return refuse({ k: 'riverOccupied', by: s.p.findIndex((q, j) => j !== task.s && q.boat === pos) }, 'R91')
  return refuse({ k: 'riverTooFar', n: task.n }, 'R90')
}

/** Why a market of the seat's province is not a pick of a market step (R74, R75). */
const marketRefusal = (s: RajasState, task: TaskOf<'market'>, cell: number, m: number): Refusal | undefined => {
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
const incomeRefusal = (s: RajasState, v: RajasView, task: TaskOf<'inc'>, kind: string, n: number, picks: readonly ElementId[]): Refusal | undefined => {
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
const whyNotPick = (v: RajasView, seat: Seat, element: ElementId, picks: readonly ElementId[]): Refusal | undefined => {
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

// ---------------------------------------------------------------------------------------------
// 4. Words, and the interaction
// ---------------------------------------------------------------------------------------------

// The words (issue 29 moves them into per-locale catalogues: English here, Greek, Polish, Russian).

/** "1 die", "2 dice". */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
/** "a blue die", "an orange die". */
const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`

/** The names of the palace chambers by die value (R82–R87). */
const CHAMBER_NAMES: Readonly<Record<number, string>> = { 1: 'the Grand Mogul', 2: 'the Dancer', 3: 'the Yogi', 4: 'Raja Man Singh', 5: 'the Architect', 6: 'the Portuguese' }

/** The phrase table: every word of the interaction. */
export const WORDS = {
  seat: (s: number): string => `seat ${s}`,
  colourDie: (colour: string, n = 1): string => (n === 1 ? `${article(colour)} die` : `${n} ${colour} dice`),
  chamber: (value: number): string => CHAMBER_NAMES[value] ?? `the character of chamber ${value}`,
  building: (b: number): string => BUILDINGS[b] ?? `building ${b}`,
  goods: (g: number): string => GOODS[g] ?? `goods ${g}`,
  back: (b: number): string => BACKS[b] ?? `back ${b}`,
  money: (n: number): string => `${n} money`,
  reward: (r: Reward, colour: (c: number) => string): string => {
    const n = r.n ?? 0
    const dice = (k: number): string => (r.c === undefined || r.c < 0 ? `${count(k, 'die', 'dice')} of any colour` : WORDS.colourDie(colour(r.c), k))
    switch (r.k) {
      case 'dice':
        return dice(r.n ?? 1)
      case 'money':
        return WORDS.money(n)
      case 'fame':
        return `${n} fame`
      case 'karma':
        return `${n} karma`
      case 'upgrade':
        return 'an upgrade'
      case 'palace':
        return 'a palace chamber action (2–6) for free'
      case 'dicePerKarma':
        return `${r.c === undefined || r.c < 0 ? 'a die of any colour' : WORDS.colourDie(colour(r.c))} per karma level`
      case 'moneyPerMarket':
        return '1 money per market'
      case 'marketVarious':
        return 'a different-goods market scoring'
      case 'marketSame':
        return `a same-goods market scoring of up to ${count(r.n ?? 3, 'market', 'markets')}`
      case 'famePerUpgrade':
        return '1 fame per upgrade made'
      case 'moneyPerUpgrade':
        return '2 money per upgrade made'
      case 'famePerKarma':
        return '2 fame per karma level'
      case 'boat':
        return 'a boat move to the next unoccupied river space'
      case 'worker':
        return 'a new worker'
      case 'famePerMarketTile':
        return '1 fame per province tile with a market'
      case 'famePerRiver3':
        return '1 fame per 3 river spaces advanced'
      case 'moneyPerBuilding':
        return '1 money per building'
      case 'moneyPerIncomeTile':
        return '2 money per connected income tile'
      case 'famePerBend':
        return '2 fame per road bend'
      case 'famePerWorker':
        return '1 fame per active worker'
      case 'riverMove':
        return `a boat move of up to ${count(r.n ?? 3, 'unoccupied space', 'unoccupied spaces')}`
      case 'chamber':
        return `${WORDS.chamber(r.n ?? 2)}'s action for free`
    }
  },
  rewards: (rs: readonly Reward[], colour: (c: number) => string): string => (rs.length === 0 ? 'nothing' : rs.map((r) => WORDS.reward(r, colour)).join(' and ')),

  // What a seat waits for (the instruction of a seat with no legal move).
  over: 'The game is over',
  waitSeat: (s: number, doing: string): string => `Waiting for seat ${s}: ${doing}`,
  waitChance: (what: string): string => `Waiting for chance: ${what}`,
  doing: {
    place: 'placing a worker',
    payDie: 'paying a die',
    payTile: 'paying dice for a tile',
    buy: 'choosing a tile',
    cover: 'choosing a tile to cover',
    put: 'placing a tile',
    gain: 'taking dice',
    upgrade: 'upgrading a building type',
    opt: 'deciding on a bonus',
    river: 'moving a boat',
    palace: 'choosing a palace chamber',
    market: 'scoring markets',
    terrace: 'choosing dice to re-roll',
    order: 'choosing the order of effects',
    inc: 'taking an income tile'
  } as Readonly<Record<string, string>>,
  chanceRoll: (colour: string, s: number): string => `${article(colour)} die is rolled for seat ${s}`,
  chanceReroll: (s: number): string => `a die of seat ${s} is re-rolled`,
  chanceTile: 'a stack turns up its next tile',
  chanceWhite: (s: number): string => `a white income tile is drawn for seat ${s}`,
  chanceFirst: 'the first player is drawn among the tied',
  chanceGangaRoll: 'a die is rolled to place a river tile',
  chanceGangaDraw: 'a river tile is drawn',
  chanceBrown: (s: number): string => `seat ${s} draws a brown income tile`,

  // The pending decision of the seat that decides.
  place: (pass: boolean): string => `Place a worker on an action space${pass ? ', or pass for the rest of the round' : ''}`,
  payChamber: (value: number): string => `Pay a die showing ${value} for ${WORDS.chamber(value)} (your karma cube, then a die, flips it first)`,
  payBalcony: (colour: string): string => `Pay ${article(colour)} die for the balcony`,
  paySame: 'Pay any die: its value is how many markets of one goods you may score',
  payPort: 'Pay a die showing 1, 2 or 3 for the river move (your karma cube, then a die, flips it first)',
  payTile: (colour: string, n: number): string => `Pay ${colour} dice worth at least ${n} for the tile, one at a time`,
  buy: 'Choose a tile on top of a stack',
  buyArchitect: (cell: number): string => `Choose a top tile that costs more than the tile on cell ${cell}`,
  cover: 'Choose the tile of your province the architect covers',
  put: 'Place the tile: choose an empty cell, then its rotation',
  putArchitect: 'Turn the new tile: choose its rotation',
  gainFull: 'Your Kali statue cannot hold all the new dice: return a die to the supply, or stop to take only what fits',
  gainColour: (n: number): string => (n === 1 ? 'Take a die: choose its colour in the supply' : `Take ${n} dice: choose the colour of the next one in the supply`),
  upgrade: 'Upgrade a building type: choose one of your upgrade cubes',
  opt: (reward: string): string => `Take the bonus (${reward}), or decline it`,
  river: (n: number): string => (n === 1 ? 'Move your boat 1 unoccupied river space: choose where it stops' : `Move your boat 1 to ${n} unoccupied river spaces: choose where it stops`),
  palace: 'Choose a palace chamber (2–6) to perform for free',
  goodsChoice: 'Choose the goods whose markets you score',
  marketVarious: 'Score markets of different goods (at most one of each), then done',
  marketSame: (n: number, goods: string): string => `Score up to ${count(n, `more ${goods} market`, `more ${goods} markets`)}, then done`,
  terrace: 'Choose the dice to re-roll, one at a time, then done',
  order: 'Choose which effect to resolve first',
  incomeSetup: 'Put your brown income tile on one of your brown border spaces',
  income: 'Take an income tile from the display and put it on a free border space of its colour, or decline',
  orFlip: ' (or flip a die: your karma cube, then the die)',

  // Labels of the elements.
  spaceQuarry: (n: number, money: number): string => `quarry space ${n} (${money === 0 ? 'free' : `costs ${WORDS.money(money)}`})`,
  spaceVarious: (n: number): string => `different-goods market space ${n}`,
  spaceSame: (n: number): string => `same-goods market space ${n} (pay a die)`,
  spaceTerrace: (n: number): string => `terrace ${n} (2 money, re-roll dice)`,
  spaceGarden: (colour: string): string => `the ${colour} garden (take ${article(colour)} die)`,
  spaceBalcony: (pay: string, gain: string): string => `the ${pay} balcony (pay ${article(pay)} die, take 2 ${gain} dice)`,
  spaceChamber: (value: number): string => `the chamber of ${WORDS.chamber(value)} (a die showing ${value})`,
  spacePort: (n: number, money: number): string => `port space ${n} (${money === 0 ? 'free' : `costs ${WORDS.money(money)}`})`,
  taken: (s: number): string => `, taken by seat ${s}`,
  coveredSpace: ', covered',
  die: (s: number, colour: string, value: number): string => `seat ${s}'s ${colour} die, showing ${value}`,
  karma: (s: number, level: number): string => `seat ${s}'s karma cube (level ${level})`,
  kali: (s: number, dice: number, hands: number): string => `seat ${s}'s Kali statue (${dice} of ${count(hands, 'hand', 'hands')} holding a die)`,
  fame: (s: number, at: number): string => `seat ${s}'s fame marker (space ${at})`,
  moneyMarker: (s: number, at: number): string => `seat ${s}'s money marker (space ${at})`,
  bonus: (s: number, at: number | undefined): string => (at === undefined ? `seat ${s}'s bonus marker (removed)` : `seat ${s}'s bonus marker (money space ${at})`),
  boat: (s: number, at: number): string => `seat ${s}'s boat (river space ${at})`,
  workers: (s: number, active: number, placed: number): string => `seat ${s}'s workers (${placed} of ${active} placed)`,
  upgradeCube: (s: number, building: string, level: number): string => `seat ${s}'s ${building} upgrade cube (level ${level})`,
  cell: (s: number, cell: number, row: number, col: number): string => `seat ${s}'s province cell ${cell} (row ${row}, column ${col})`,
  residence: (s: number): string => `seat ${s}'s residence`,
  market: (s: number, goods: string, value: number): string => `seat ${s}'s ${goods} market worth ${WORDS.money(value)}`,
  incomeSpace: (s: number, j: number, what: string): string => `seat ${s}'s special income ${j} (${what})`,
  tile: (tile: number, colour: string, cost: number, contents: string): string => `tile ${tile}: ${colour}, cost ${cost}${contents === '' ? '' : `, ${contents}`}`,
  tileMarket: (goods: string, value: number): string => `${goods} market ${value}`,
  stack: (colour: string, back: string, tiles: number): string => `the ${colour} ${back} stack (${count(tiles, 'tile', 'tiles')})`,
  supply: (colour: string, n: number): string => `the ${colour} dice of the supply (${n} left)`,
  riverSpace: (pos: number, last: number, what: string): string => (pos === 0 ? 'the start space of the river' : pos === last ? `the final river space (${what})` : `river space ${pos} (${what})`),
  riverTile: (tile: number, what: string): string => `river tile ${tile} (${what})`,
  incomeTile: (tile: number, colour: string, what: string): string => `the ${colour} income tile ${tile} (${what})`,
  riverPile: (n: number): string => `the face-down river tiles (${n})`,
  whitePile: (n: number): string => `the face-down white income tiles (${n})`,
  elephant: (s: number): string => `the first-player elephant (seat ${s})`,
  round: (n: number): string => `round ${n}`,
  rotation: (deg: number): string => (deg === 0 ? 'not turned' : `turned ${deg}° clockwise`),
  effect: (what: string): string => `resolve first: ${what}`,
  buttons: {
    done: 'Done',
    stop: 'Take only the dice that fit',
    pass: 'Pass for the rest of the round',
    accept: 'Take the bonus',
    decline: 'Decline',
    flip: 'Only flip the die',
    pay: 'Flip the die and pay it'
  } as Readonly<Record<string, string>>,
  step: (t: Task, colour: (c: number) => string): string => {
    switch (t.k) {
      case 'money':
        return WORDS.money(t.n)
      case 'fame':
        return `${t.n} fame`
      case 'karma':
        return `${t.n} karma`
      case 'reward':
        return WORDS.reward(t.r, colour)
      case 'gain':
        return t.c < 0 ? `${count(t.n, 'die', 'dice')} of any colour` : WORDS.colourDie(colour(t.c), t.n)
      case 'upgrade':
        return 'an upgrade'
      case 'opt':
        return `the bonus (${WORDS.reward(t.r, colour)})`
      case 'white':
        return 'a white income tile'
      case 'inc':
        return 'an income tile'
      case 'worker':
        return 'a new worker'
      case 'boat':
        return 'a boat move'
      default:
        return t.k
    }
  },

  // Why a pick is refused (the rule id is given apart): the reasons without details, then the others.
  plain: {
    covered: 'this space is covered in a 3-player game',
    noAffordableTile: 'your dice cannot pay any top tile, even with karma',
    noPlaceForTile: 'no tile can be placed connected to your residence',
    oneDifferentGoods: 'you already used a different-goods space this round',
    emptyAction: 'this action would give you nothing (option emptyActions: forbidden)',
    noDie: 'this space takes a die and you have none',
    noLowDie: 'the river action takes a die showing 1, 2 or 3 (or 4–6 and 1 karma) and you have none',
    architectImpossible: 'no tile of yours can be covered by a more expensive top tile with your dice',
    portugueseImpossible: 'your boat cannot move exactly 6 unoccupied river spaces',
    boatAtFinal: 'your boat is on the final river space',
    notOnStack: 'tiles are taken from the top of the stacks',
    emptyStack: 'this stack is used up',
    coverDisconnects: 'in no rotation would every tile of your province stay connected to the residence',
    noTileThere: 'there is no tile on this cell to cover',
    coveredOnce: 'this cell has already been built over once',
    noCoveringTile: 'no top tile can cover this tile (more expensive, payable, keeping the roads connected)',
    residence: 'the residence is not a tile space',
    cellTaken: 'this cell already holds a tile',
    notConnected: 'in no rotation would a road of the tile meet a road connected to your residence',
    rotationNotConnected: 'turned this way, no road of the tile meets a road connected to your residence',
    noFlipNeeded: 'this die is paid as it is: no flip is needed',
    noUsefulFlip: 'no die of yours would show 1, 2 or 3 after a flip',
    architectAfterPaying: 'after paying this die the architect could not cover any tile',
    noKarma: 'flipping a die costs 1 karma and you have none',
    karmaWhenPaying: 'karma flips a die only as you pay it',
    kaliFull: 'your Kali statue cannot hold all the new dice: first return a die, or stop',
    notFull: 'dice are returned only to make room on a full Kali statue',
    maxLevel: 'this building type is at its highest level (4)',
    riverBackward: 'the boat only moves forward',
    grandMogulExcluded: 'the Grand Mogul cannot be chosen as a free palace action',
    alreadyScored: 'this market is already scored',
    alreadyRerolled: 'this die is already chosen for re-rolling',
    slotTaken: 'this border space already holds an income tile'
  } as { readonly [K in Plain]: string },
  why: {
    occupied: (w) => `this space already holds a worker of seat ${w.by}`,
    fillOrder: (w) => `${w.area} spaces are taken in order: the first free one is ${w.area} space ${w.first}`,
    money: (w) => `this space costs ${WORDS.money(w.cost)} and you have ${WORDS.money(w.have)}`,
    noDieOfColour: (w, c) => `this balcony takes ${article(c(w.colour))} die and you have none`,
    noDieOfValue: (w) => `this chamber takes a die showing ${w.value} (or ${7 - w.value} and 1 karma) and you have none`,
    cannotPayTile: (w, c) => `your ${c(w.colour)} dice cannot pay ${w.cost}, even with karma`,
    notMoreExpensive: (w) => `this tile costs ${w.cost}, not more than the tile it would cover (${w.old})`,
    cannotPayDifference: (w, c) => `your ${c(w.colour)} dice cannot pay the difference of ${w.difference}, even with karma`,
    architectCell: (w) => `the architect covers the tile on cell ${w.cell}`,
    wrongDieColour: (w, c) => `this payment takes ${c(w.colour)} dice`,
    wrongDieValue: (w) => `this chamber takes a die showing ${w.value}; this one would show ${w.shows}`,
    dieTooHigh: (w) => `the river action takes a die showing 1, 2 or 3; this one would show ${w.shows}`,
    noOppositeFace: (w) => `no die of yours shows ${7 - w.value}, the face opposite ${w.value}`,
    paymentDeadEnd: (w) => `paying this die would leave the remaining ${w.left} unpayable with your dice and karma`,
    supplyEmpty: (w, c) => `no ${c(w.colour)} die is left in the supply`,
    riverOccupied: (w) => `the boat of seat ${w.by} is there: an occupied space is skipped`,
    riverTooFar: (w) => `your die moves the boat ${w.n === 1 ? '1 unoccupied space' : `1 to ${w.n} unoccupied spaces`}`,
    chamberImpossible: (w) => `${WORDS.chamber(w.value)}'s action cannot be carried out now`,
    oneOfEachGoods: (w) => `you already score ${withArticle(`${WORDS.goods(w.goods)} market`)}: at most one of each goods`,
    sameGoodsOnly: (w) => `only ${WORDS.goods(w.goods)} markets are scored now`,
    noSuchGoods: (w) => `you have no ${WORDS.goods(w.goods)} market`,
    wrongSlot: (w) => `this border space takes ${w.slot} income tiles, not ${w.colour}`,
    noFreeSlot: (w) => `you have no free ${w.colour} border space`,
    notYourTile: (w) => `you place the brown tile you drew (income tile ${w.tile})`
  } as { readonly [K in Exclude<Why['k'], Plain>]: (w: Extract<Why, { readonly k: K }>, colour: (c: number) => string) => string }
} as const

// ---------------------------------------------------------------------------------------------

const colourNames = new WeakMap<RajasComponents, (c: number) => string>()

/** The display name of dice colour c of the view's set (one function per set). */
const colourOf = (v: RajasView): ((c: number) => string) => {
  const set = comps(v).c
  const hit = colourNames.get(set)
  if (hit !== undefined) return hit
  const names = set.diceColours
  const f = (c: number): string => names[c] ?? `colour ${c}`
  colourNames.set(set, f)
  return f
}

/** What a seat waits for: the pending step as its seat or chance does it. */
const waiting = (v: RajasView, t: Task): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'roll':
      return WORDS.waitChance(WORDS.chanceRoll(colour(t.c), t.s))
    case 'reroll':
      return WORDS.waitChance(WORDS.chanceReroll(t.s))
    case 'tile':
      return WORDS.waitChance(WORDS.chanceTile)
    case 'white':
      return WORDS.waitChance(WORDS.chanceWhite(t.s))
    case 'first':
      return WORDS.waitChance(WORDS.chanceFirst)
    case 'groll':
      return WORDS.waitChance(WORDS.chanceGangaRoll)
    case 'gdraw':
      return WORDS.waitChance(WORDS.chanceGangaDraw)
    case 'brown':
      return WORDS.waitChance(WORDS.chanceBrown(t.s))
    default:
      return WORDS.waitSeat(t.s, WORDS.doing[t.k] ?? t.k)
  }
}

/** The pending decision of its seat, in one line. */
const deciding = (v: RajasView, t: Task): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'place':
      return WORDS.place(v.options.allowPass)
    case 'payDie':
      switch (t.m) {
        case 'chamber':
          return WORDS.payChamber(t.n)
        case 'balcony':
          return WORDS.payBalcony(colour(t.c))
        case 'same':
          return WORDS.paySame
        case 'port':
          return WORDS.payPort
      }
      break
    case 'payTile':
      return WORDS.payTile(colour(t.c), t.n)
    case 'buy':
      return (t.cell ?? -1) >= 0 ? WORDS.buyArchitect(t.cell ?? 0) : WORDS.buy
    case 'cover':
      return WORDS.cover
    case 'put':
      return t.cell >= 0 ? WORDS.putArchitect : WORDS.put
    case 'gain': {
      const p = v.p[t.s]
      const hands = p?.kali === 'back' ? comps(v).c.kaliHands.back : comps(v).c.kaliHands.front
      const available = t.c >= 0 ? (v.supply[t.c] ?? 0) : v.supply.reduce((a, x) => a + x, 0)
      return (p?.dice.length ?? 0) + Math.min(t.n, available) > hands ? WORDS.gainFull : WORDS.gainColour(t.n)
    }
    case 'upgrade':
      return WORDS.upgrade
    case 'opt':
      return WORDS.opt(WORDS.reward(t.r, colour))
    case 'river':
      return WORDS.river(t.n)
    case 'palace':
      return WORDS.palace
    case 'market':
      if (t.m === 's' && t.i < 0) return WORDS.goodsChoice
      return t.m === 'v' ? WORDS.marketVarious : WORDS.marketSame(t.n - t.list.length, WORDS.goods(t.i))
    case 'terrace':
      return WORDS.terrace
    case 'order':
      return WORDS.order
    case 'inc':
      return t.m === 'setup' ? WORDS.incomeSetup : WORDS.income
    default:
      break
  }
  return WORDS.waitSeat(t.s, WORDS.doing[t.k] ?? t.k)
}

const instruction = (v: RajasView, seat: Seat, legal: readonly RajasMove[]): string => {
  const t = v.tasks[0]
  if (v.phase === 'over' || t === undefined) return WORDS.over
  if (legal.length === 0 || actedBy(t) !== 'seat' || t.s !== seat) return waiting(v, t)
  const flips = v.options.karmaTiming === 'anyTimeInTurn' && legal.some((m) => m.t === 'flip') // A4
  return flips ? `${deciding(v, t)}${WORDS.orFlip}` : deciding(v, t)
}

/** The action space of each space element id of a board side, and its words without its occupancy (cached per side: they never change). */
const spaceWords = new WeakMap<BoardSide, ReadonlyMap<ElementId, readonly [number, string]>>()
const spaceLabels = (v: RajasView): ReadonlyMap<ElementId, readonly [number, string]> => {
  const side = boardSide(v)
  const hit = spaceWords.get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const ids = namesOf(v).spaces
  const words = new Map(
    side.spaces.map((sp, j): [ElementId, readonly [number, string]] => {
      const element = ids[j] ?? ''
      const n = whole(element.split(':')[2]) ?? 1
      switch (sp.kind) {
        case 'quarry':
          return [element, [j, WORDS.spaceQuarry(n, sp.money ?? 0)]]
        case 'various':
          return [element, [j, WORDS.spaceVarious(n)]]
        case 'same':
          return [element, [j, WORDS.spaceSame(n)]]
        case 'terrace':
          return [element, [j, WORDS.spaceTerrace(n)]]
        case 'garden':
          return [element, [j, WORDS.spaceGarden(colour(sp.colour ?? 0))]]
        case 'balcony':
          return [element, [j, WORDS.spaceBalcony(colour(sp.colour ?? 0), colour(sp.gain ?? 0))]]
        case 'chamber':
          return [element, [j, WORDS.spaceChamber(sp.value ?? 0)]]
        case 'port':
          return [element, [j, WORDS.spacePort(n, sp.money ?? 0)]]
      }
    })
  )
  spaceWords.set(side, words)
  return words
}

/** The words of each province tile of a component set (cached per set: they never change). */
const tileWords = new WeakMap<RajasComponents, readonly string[]>()
const tileLabels = (v: RajasView): readonly string[] => {
  const c = comps(v).c
  const hit = tileWords.get(c)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = c.tiles.map((t, i) =>
    WORDS.tile(i, colour(t.colour), t.cost, [...t.markets.map((m) => WORDS.tileMarket(WORDS.goods(m.good), m.value)), ...t.buildings.map((b) => WORDS.building(b))].join(', '))
  )
  tileWords.set(c, words)
  return words
}

/** The words of each river space with its printed rewards (cached per side). */
const riverWords = new WeakMap<BoardSide, readonly string[]>()
const riverLabels = (v: RajasView): readonly string[] => {
  const side = boardSide(v)
  const hit = riverWords.get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = side.river.spaces.map((rewards, pos) => WORDS.riverSpace(pos, side.river.spaces.length - 1, WORDS.rewards(rewards, colour)))
  riverWords.set(side, words)
  return words
}

const label = (v: RajasView, element: ElementId): string => {
  if (element.startsWith('space:')) {
    // The most frequent label (every placement offers a dozen spaces): the cached words and the occupancy.
    const found = spaceLabels(v).get(element)
    if (found === undefined) return element
    const [j, base] = found
    const at = v.spaces[j] ?? -1
    return at === -2 ? `${base}${WORDS.coveredSpace}` : at >= 0 ? `${base}${WORDS.taken(at)}` : base
  }
  const button = WORDS.buttons[element]
  if (button !== undefined) return button
  if (element.startsWith('supply:')) {
    const col = namesOf(v).supply.indexOf(element)
    return col < 0 ? element : WORDS.supply(colourOf(v)(col), v.supply[col] ?? 0)
  }
  const { kind, parts, a, b } = parseId(element)
  const colour = colourOf(v)
  const c = comps(v).c
  const p = a === undefined ? undefined : v.p[a]
  switch (kind) {
    case 'die': {
      const code = b === undefined ? undefined : p?.dice[b]
      if (a === undefined || code === undefined) break
      return WORDS.die(a, colour(dieColour(code)), dieValue(code))
    }
    case 'karma':
      if (a !== undefined && p !== undefined) return WORDS.karma(a, p.karma)
      break
    case 'kali':
      if (a !== undefined && p !== undefined) return WORDS.kali(a, p.dice.length, p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front)
      break
    case 'fame':
      if (a !== undefined && p !== undefined) return WORDS.fame(a, p.fame)
      break
    case 'money':
      if (a !== undefined && p !== undefined) return WORDS.moneyMarker(a, p.money)
      break
    case 'bonus':
      if (a !== undefined && p !== undefined) return WORDS.bonus(a, c.tracks.moneyBonuses[p.bonus]?.at)
      break
    case 'boat':
      if (a !== undefined && p !== undefined) return WORDS.boat(a, p.boat)
      break
    case 'workers':
      if (a !== undefined && p !== undefined) return WORDS.workers(a, p.workers, p.placed)
      break
    case 'upgrade': {
      const bt = (BUILDINGS as readonly string[]).indexOf(parts[1] ?? '')
      if (a !== undefined && p !== undefined && bt >= 0) return WORDS.upgradeCube(a, WORDS.building(bt), p.levels[bt] ?? 2)
      break
    }
    case 'cell': {
      if (a === undefined || b === undefined || p === undefined) break
      const prov = provinceOf(v, p).c.province
      if (b === prov.residence) return WORDS.residence(a)
      const code = p.grid[b] ?? -1
      const where = WORDS.cell(a, b, Math.floor(b / prov.cols) + 1, (b % prov.cols) + 1)
      return code < 0 ? where : `${where}: ${label(v, `tile:${code >> 2}`)}`
    }
    case 'market': {
      const cell = b
      const m = whole(parts[2])
      const code = cell === undefined || p === undefined ? -1 : (p.grid[cell] ?? -1)
      const mk = code < 0 || m === undefined ? undefined : c.tiles[code >> 2]?.markets[m]
      if (a !== undefined && mk !== undefined) return WORDS.market(a, WORDS.goods(mk.good), mk.value)
      break
    }
    case 'income': {
      if (a === undefined || b === undefined || p === undefined) break
      const inc = provinceOf(v, p).c.province.incomes[b]
      if (inc === undefined) break
      const tile = p.slots?.[b] ?? -1
      const reward = tile >= 0 ? c.incomeTiles[tile]?.reward : undefined
      return WORDS.incomeSpace(a, b, reward === undefined ? WORDS.rewards(inc.rewards, colour) : WORDS.reward(reward, colour))
    }
    case 'tile': {
      const words = a === undefined ? undefined : tileLabels(v)[a]
      if (words !== undefined) return words
      break
    }
    case 'stack': {
      const back = (BACKS as readonly string[]).indexOf(parts[1] ?? '')
      const col = namesOf(v).colours.indexOf(parts[0] ?? '')
      if (back < 0 || col < 0) break
      const i = col * 3 + back
      return WORDS.stack(colour(col), WORDS.back(back), (v.stacks[i] ?? []).length + ((v.tops[i] ?? -1) >= 0 ? 1 : 0))
    }
    case 'river': {
      if (a === undefined) break
      const tile = v.rtiles?.[a] ?? -1
      if (tile < 0) return riverLabels(v)[a] ?? element
      return WORDS.riverSpace(a, boardSide(v).river.spaces.length - 1, WORDS.rewards(c.riverTiles?.[tile]?.rewards ?? [], colour))
    }
    case 'river-tile': {
      const t = a === undefined ? undefined : c.riverTiles?.[a]
      if (a !== undefined && t !== undefined) return WORDS.riverTile(a, WORDS.rewards(t.rewards, colour))
      break
    }
    case 'income-tile': {
      const t = a === undefined ? undefined : c.incomeTiles[a]
      if (a !== undefined && t !== undefined) return WORDS.incomeTile(a, t.colour, WORDS.reward(t.reward, colour))
      break
    }
    case 'river-pile':
      return WORDS.riverPile((v.rpile ?? []).length)
    case 'white-pile':
      return WORDS.whitePile(v.white.length)
    case 'elephant':
      return WORDS.elephant(v.first)
    case 'round':
      return WORDS.round(v.round)
    case 'rotation':
      if (a !== undefined) return WORDS.rotation(a)
      break
    case 'goods': {
      const g = (GOODS as readonly string[]).indexOf(parts[0] ?? '')
      if (g >= 0) return WORDS.goods(g)
      break
    }
    case 'effect': {
      const head = v.tasks[0]
      const group = head?.k === 'order' && a !== undefined ? head.groups[a - 1] : undefined
      if (group !== undefined) return WORDS.effect(group.map((t) => WORDS.step(t, colour)).join(', '))
      break
    }
    default:
      break
  }
  return element
}

const isPlain = (w: Why): w is { readonly k: Plain } => Object.prototype.hasOwnProperty.call(WORDS.plain, w.k)

const whyNot = (v: RajasView, seat: Seat, element: ElementId, picks: readonly ElementId[]): Reason | undefined => {
  const found = whyNotPick(v, seat, element, picks)
  if (found === undefined) return undefined
  const w = found.why
  const reason = isPlain(w) ? WORDS.plain[w.k] : (WORDS.why[w.k] as (w: Why, colour: (c: number) => string) => string)(w, colourOf(v))
  return { reason, rule: found.rule }
}

/**
 * The seats that moved between two consecutive views: the seat whose decision was pending in the
 * first view (when the views differ), and every seat that placed a worker in between.
 */
const acted = (before: RajasView, after: RajasView): readonly Seat[] => {
  const out = new Set<Seat>()
  const t = before.tasks[0]
  // Every move of a seat changes the pending steps or its own record (a flip, a returned die).
  if (before.phase !== 'over' && t !== undefined && actedBy(t) === 'seat' && (JSON.stringify(before.tasks) !== JSON.stringify(after.tasks) || JSON.stringify(before.p[t.s]) !== JSON.stringify(after.p[t.s]))) out.add(t.s)
  after.p.forEach((q, seat) => {
    const was = before.p[seat]
    if (was !== undefined && q.placed > was.placed && before.round === after.round) out.add(seat)
  })
  return [...out].sort((x, y) => x - y)
}

/** Rajas of the Ganges on the table (see the module comment and docs/games/rajas.md, "Elements"). */
export const rajasInteraction: Interaction<RajasView, RajasMove> = {
  paths: pathsOf,
  instruction,
  label,
  whyNot,
  elements: elementsOf,
  acted
}
