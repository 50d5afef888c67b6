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
import { type ElementFacts, type ElementId, type ElementMap, type Interaction, type PickPath, type Reason, type Say, type Seat } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { derive, type Derived } from './components/derived.js'
import type { BoardSide, RajasComponents, SpaceKind } from './components/types.js'
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
import { rajasPromptEnglish, type Plain, type RajasPromptText, type RajasText, type Why } from './text.js'

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

// The reasons (`Plain`, `Why`) are in text.ts: a reason is a catalogue key and its params.

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

// The words are in text.ts (`RajasPromptText`): English there, Greek, Polish and Russian in src/locales.

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
const waiting = (v: RajasView, t: Task, W: RajasPromptText): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'roll':
      return W.waitChance(W.chanceRoll(colour(t.c), t.s))
    case 'reroll':
      return W.waitChance(W.chanceReroll(t.s))
    case 'tile':
      return W.waitChance(W.chanceTile)
    case 'white':
      return W.waitChance(W.chanceWhite(t.s))
    case 'first':
      return W.waitChance(W.chanceFirst)
    case 'groll':
      return W.waitChance(W.chanceGangaRoll)
    case 'gdraw':
      return W.waitChance(W.chanceGangaDraw)
    case 'brown':
      return W.waitChance(W.chanceBrown(t.s))
    default:
      return W.waitSeat(t.s, W.doing[t.k] ?? t.k)
  }
}

/** The pending decision of its seat, in one line. */
const deciding = (v: RajasView, t: Task, W: RajasPromptText): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'place':
      return W.place(v.options.allowPass)
    case 'payDie':
      switch (t.m) {
        case 'chamber':
          return W.payChamber(t.n)
        case 'balcony':
          return W.payBalcony(colour(t.c))
        case 'same':
          return W.paySame
        case 'port':
          return W.payPort
      }
      break
    case 'payTile':
      return W.payTile(colour(t.c), t.n)
    case 'buy':
      return (t.cell ?? -1) >= 0 ? W.buyArchitect(t.cell ?? 0) : W.buy
    case 'cover':
      return W.cover
    case 'put':
      return t.cell >= 0 ? W.putArchitect : W.put
    case 'gain': {
      const p = v.p[t.s]
      const hands = p?.kali === 'back' ? comps(v).c.kaliHands.back : comps(v).c.kaliHands.front
      const available = t.c >= 0 ? (v.supply[t.c] ?? 0) : v.supply.reduce((a, x) => a + x, 0)
      return (p?.dice.length ?? 0) + Math.min(t.n, available) > hands ? W.gainFull : W.gainColour(t.n)
    }
    case 'upgrade':
      return W.upgrade
    case 'opt':
      return W.opt(W.reward(t.r, colour))
    case 'river':
      return W.river(t.n)
    case 'palace':
      return W.palace
    case 'market':
      if (t.m === 's' && t.i < 0) return W.goodsChoice
      return t.m === 'v' ? W.marketVarious : W.marketSame(t.n - t.list.length, W.goods(t.i))
    case 'terrace':
      return W.terrace
    case 'order':
      return W.order
    case 'inc':
      return t.m === 'setup' ? W.incomeSetup : W.income
    default:
      break
  }
  return W.waitSeat(t.s, W.doing[t.k] ?? t.k)
}

const instruction = (v: RajasView, seat: Seat, legal: readonly RajasMove[], say: Say<RajasText>): string => {
  const W = say.text.prompt
  const t = v.tasks[0]
  if (v.phase === 'over' || t === undefined) return W.over
  if (legal.length === 0 || actedBy(t) !== 'seat' || t.s !== seat) return waiting(v, t, W)
  const flips = v.options.karmaTiming === 'anyTimeInTurn' && legal.some((m) => m.t === 'flip') // A4
  return flips ? `${deciding(v, t, W)}${W.orFlip}` : deciding(v, t, W)
}

/** The action space of each space element id of a board side, and its words without its occupancy (cached per side: they never change). */
/**
 * A cache of words per catalogue (so per locale) and per component set or board side: the words of
 * a set never change, and each locale has its own.
 */
const wordCache = <K extends object, A>(): ((W: RajasPromptText) => WeakMap<K, A>) => {
  const caches = new WeakMap<RajasPromptText, WeakMap<K, A>>()
  return (W) => {
    const hit = caches.get(W)
    if (hit !== undefined) return hit
    const fresh = new WeakMap<K, A>()
    caches.set(W, fresh)
    return fresh
  }
}

const spaceWords = wordCache<BoardSide, ReadonlyMap<ElementId, readonly [number, string]>>()
const spaceLabels = (v: RajasView, W: RajasPromptText): ReadonlyMap<ElementId, readonly [number, string]> => {
  const side = boardSide(v)
  const hit = spaceWords(W).get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const ids = namesOf(v).spaces
  const words = new Map(
    side.spaces.map((sp, j): [ElementId, readonly [number, string]] => {
      const element = ids[j] ?? ''
      const n = whole(element.split(':')[2]) ?? 1
      switch (sp.kind) {
        case 'quarry':
          return [element, [j, W.spaceQuarry(n, sp.money ?? 0)]]
        case 'various':
          return [element, [j, W.spaceVarious(n)]]
        case 'same':
          return [element, [j, W.spaceSame(n)]]
        case 'terrace':
          return [element, [j, W.spaceTerrace(n)]]
        case 'garden':
          return [element, [j, W.spaceGarden(colour(sp.colour ?? 0))]]
        case 'balcony':
          return [element, [j, W.spaceBalcony(colour(sp.colour ?? 0), colour(sp.gain ?? 0))]]
        case 'chamber':
          return [element, [j, W.spaceChamber(sp.value ?? 0)]]
        case 'port':
          return [element, [j, W.spacePort(n, sp.money ?? 0)]]
      }
    })
  )
  spaceWords(W).set(side, words)
  return words
}

/** The words of each province tile of a component set (cached per set: they never change). */
const tileWords = wordCache<RajasComponents, readonly string[]>()
const tileLabels = (v: RajasView, W: RajasPromptText): readonly string[] => {
  const c = comps(v).c
  const hit = tileWords(W).get(c)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = c.tiles.map((t, i) =>
    W.tile(i, colour(t.colour), t.cost, [...t.markets.map((m) => W.tileMarket(W.goods(m.good), m.value)), ...t.buildings.map((b) => W.building(b))].join(', '))
  )
  tileWords(W).set(c, words)
  return words
}

/** The words of each river space with its printed rewards (cached per side). */
const riverWords = wordCache<BoardSide, readonly string[]>()
const riverLabels = (v: RajasView, W: RajasPromptText): readonly string[] => {
  const side = boardSide(v)
  const hit = riverWords(W).get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = side.river.spaces.map((rewards, pos) => W.riverSpace(pos, side.river.spaces.length - 1, W.rewards(rewards, colour)))
  riverWords(W).set(side, words)
  return words
}

const label = (v: RajasView, element: ElementId, say: Say<RajasText>): string => {
  const W = say.text.prompt
  if (element.startsWith('space:')) {
    // The most frequent label (every placement offers a dozen spaces): the cached words and the occupancy.
    const found = spaceLabels(v, W).get(element)
    if (found === undefined) return element
    const [j, base] = found
    const at = v.spaces[j] ?? -1
    return at === -2 ? `${base}${W.coveredSpace}` : at >= 0 ? `${base}${W.taken(at)}` : base
  }
  const button = W.buttons[element]
  if (button !== undefined) return button
  if (element.startsWith('supply:')) {
    const col = namesOf(v).supply.indexOf(element)
    return col < 0 ? element : W.supply(colourOf(v)(col), v.supply[col] ?? 0)
  }
  const { kind, parts, a, b } = parseId(element)
  const colour = colourOf(v)
  const c = comps(v).c
  const p = a === undefined ? undefined : v.p[a]
  switch (kind) {
    case 'die': {
      const code = b === undefined ? undefined : p?.dice[b]
      if (a === undefined || code === undefined) break
      return W.die(a, colour(dieColour(code)), dieValue(code))
    }
    case 'karma':
      if (a !== undefined && p !== undefined) return W.karma(a, p.karma)
      break
    case 'kali':
      if (a !== undefined && p !== undefined) return W.kali(a, p.dice.length, p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front)
      break
    case 'fame':
      if (a !== undefined && p !== undefined) return W.fame(a, p.fame)
      break
    case 'money':
      if (a !== undefined && p !== undefined) return W.moneyMarker(a, p.money)
      break
    case 'bonus':
      if (a !== undefined && p !== undefined) return W.bonus(a, c.tracks.moneyBonuses[p.bonus]?.at)
      break
    case 'boat':
      if (a !== undefined && p !== undefined) return W.boat(a, p.boat)
      break
    case 'workers':
      if (a !== undefined && p !== undefined) return W.workers(a, p.workers, p.placed)
      break
    case 'upgrade': {
      const bt = (BUILDINGS as readonly string[]).indexOf(parts[1] ?? '')
      if (a !== undefined && p !== undefined && bt >= 0) return W.upgradeCube(a, W.building(bt), p.levels[bt] ?? 2)
      break
    }
    case 'cell': {
      if (a === undefined || b === undefined || p === undefined) break
      const prov = provinceOf(v, p).c.province
      if (b === prov.residence) return W.residence(a)
      const code = p.grid[b] ?? -1
      const where = W.cell(a, b, Math.floor(b / prov.cols) + 1, (b % prov.cols) + 1)
      return code < 0 ? where : `${where}: ${label(v, `tile:${code >> 2}`, say)}`
    }
    case 'market': {
      const cell = b
      const m = whole(parts[2])
      const code = cell === undefined || p === undefined ? -1 : (p.grid[cell] ?? -1)
      const mk = code < 0 || m === undefined ? undefined : c.tiles[code >> 2]?.markets[m]
      if (a !== undefined && mk !== undefined) return W.market(a, W.goods(mk.good), mk.value)
      break
    }
    case 'income': {
      if (a === undefined || b === undefined || p === undefined) break
      const inc = provinceOf(v, p).c.province.incomes[b]
      if (inc === undefined) break
      const tile = p.slots?.[b] ?? -1
      const reward = tile >= 0 ? c.incomeTiles[tile]?.reward : undefined
      return W.incomeSpace(a, b, reward === undefined ? W.rewards(inc.rewards, colour) : W.reward(reward, colour))
    }
    case 'tile': {
      const words = a === undefined ? undefined : tileLabels(v, W)[a]
      if (words !== undefined) return words
      break
    }
    case 'stack': {
      const back = (BACKS as readonly string[]).indexOf(parts[1] ?? '')
      const col = namesOf(v).colours.indexOf(parts[0] ?? '')
      if (back < 0 || col < 0) break
      const i = col * 3 + back
      return W.stack(colour(col), W.back(back), (v.stacks[i] ?? []).length + ((v.tops[i] ?? -1) >= 0 ? 1 : 0))
    }
    case 'river': {
      if (a === undefined) break
      const tile = v.rtiles?.[a] ?? -1
      if (tile < 0) return riverLabels(v, W)[a] ?? element
      return W.riverSpace(a, boardSide(v).river.spaces.length - 1, W.rewards(c.riverTiles?.[tile]?.rewards ?? [], colour))
    }
    case 'river-tile': {
      const t = a === undefined ? undefined : c.riverTiles?.[a]
      if (a !== undefined && t !== undefined) return W.riverTile(a, W.rewards(t.rewards, colour))
      break
    }
    case 'income-tile': {
      const t = a === undefined ? undefined : c.incomeTiles[a]
      if (a !== undefined && t !== undefined) return W.incomeTile(a, t.colour, W.reward(t.reward, colour))
      break
    }
    case 'river-pile':
      return W.riverPile((v.rpile ?? []).length)
    case 'white-pile':
      return W.whitePile(v.white.length)
    case 'elephant':
      return W.elephant(v.first)
    case 'round':
      return W.round(v.round)
    case 'rotation':
      if (a !== undefined) return W.rotation(a)
      break
    case 'goods': {
      const g = (GOODS as readonly string[]).indexOf(parts[0] ?? '')
      if (g >= 0) return W.goods(g)
      break
    }
    case 'effect': {
      const head = v.tasks[0]
      const group = head?.k === 'order' && a !== undefined ? head.groups[a - 1] : undefined
      if (group !== undefined) return W.effect(group.map((t) => W.step(t, colour)).join(', '))
      break
    }
    default:
      break
  }
  return element
}

const isPlain = (w: Why): w is { readonly k: Plain } => Object.prototype.hasOwnProperty.call(rajasPromptEnglish.plain, w.k)

const whyNot = (v: RajasView, seat: Seat, element: ElementId, picks: readonly ElementId[], say: Say<RajasText>): Reason | undefined => {
  const W = say.text.prompt
  const found = whyNotPick(v, seat, element, picks)
  if (found === undefined) return undefined
  const w = found.why
  const reason = isPlain(w) ? W.plain[w.k] : (W.why[w.k] as (w: Why, colour: (c: number) => string) => string)(w, colourOf(v))
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
export const rajasInteraction: Interaction<RajasView, RajasMove, RajasText> = {
  paths: pathsOf,
  instruction,
  label,
  whyNot,
  elements: elementsOf,
  acted
}
