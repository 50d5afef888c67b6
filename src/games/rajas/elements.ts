/**
 * The element ids of Rajas of the Ganges (issue 27, documented in docs/games/rajas.md, "Elements"):
 * the stable names of everything a UI draws and a seat clicks — action spaces by their rulebook
 * name, each seat's dice, Kali statue, karma, tracks, boat, upgrade cubes, province cells, markets
 * and special incomes, the tile stacks and visible tiles, the dice supply, the river spaces, the
 * income and river tiles, and the buttons of the decisions — and the facts a view shows of each.
 *
 * No words here (those are in `interaction.ts`): only ids, and facts that are data (numbers, the
 * component set's colour names, other element ids). Facts show only what is visible on the table:
 * a tile stack's height, not the tiles below its top; the white pile's and the Ganga pile's sizes,
 * not their tiles.
 * @module
 */
import type { ElementFacts, ElementId, ElementMap } from '../../core/index.js'
import type { BoardSide, Components, SpaceKind } from './components/types.js'
import { bundledComponents } from './components/bundled.js'
import { derive, type Derived } from './components/derived.js'
import { boardSide, comps, dieColour, dieValue } from './rules/common.js'
import { marketsOf } from './rules/province.js'
import type { Player, Task } from './state.js'
import type { View } from './view.js'

/** The backs of the tile stacks, in stack order (R10: snake, ox, tiger). */
export const BACKS = ['snake', 'ox', 'tiger'] as const
/** The building types, in upgrade-scroll order (R67). */
export const BUILDINGS = ['temple', 'palace', 'fort', 'mill'] as const
/** The goods, in component order (R72). */
export const GOODS = ['silk', 'tea', 'spice'] as const
/** A tile's rotation element by quarter turns clockwise (R56): `rotation:0`, `rotation:90`, … */
export const ROTATIONS = ['rotation:0', 'rotation:90', 'rotation:180', 'rotation:270'] as const

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
export const BUTTON = {
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
export interface Names {
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
const colourWords = (c: Components): readonly string[] => {
  const slugs = c.diceColours.map((name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 20))
  const usable = slugs.every((x, i) => /^[a-z]/.test(x) && slugs.indexOf(x) === i)
  return usable ? slugs : c.diceColours.map((_, i) => String(i))
}

/** The element ids of a board side's action spaces: `space:<kind>:<n>`, numbered from 1 within each kind in board order. */
const spaceWords = (side: BoardSide): readonly ElementId[] => {
  const count = new Map<string, number>()
  return side.spaces.map((sp) => {
    const kind = SPACE_KINDS[sp.kind]
    const n = (count.get(kind) ?? 0) + 1
    count.set(kind, n)
    return `space:${kind}:${n}`
  })
}

/** The names of the view's component set and board side (computed once per set and side). */
export const namesOf = (v: Pick<View, 'components' | 'side'>): Names => {
  const side = boardSide(v)
  const hit = nameCache.get(side)
  if (hit !== undefined) return hit
  const spaces = spaceWords(side)
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
export const id = {
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
export const whole = (text: string | undefined): number | undefined => {
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
export interface ParsedId {
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
export const parseId = (element: ElementId): ParsedId => PARSED.get(element) ?? parse(element)

/** The component data of a seat's province side (R12 base; R135 Navaratna), from a view. */
export const provinceOf = (v: Pick<View, 'components'>, p: Pick<Player, 'board'>): Derived => derive(v.components ?? bundledComponents, p.board)

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
const seatCache = new WeakMap<Player, { readonly components: Components | undefined; readonly seat: number; readonly entries: Entries }>()

/**
 * The elements of one seat's pieces, from its player record alone (so cached per record: a step
 * changes the records of the seats it concerns, and every view of a state shares the others).
 */
const seatElements = (v: View, p: Player, seat: number): Entries => {
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

const cache = new WeakMap<object, ElementMap>()

/** Every element the view shows, with its facts (cached per view object: views are immutable values). */
export const elementsOf = (v: View): ElementMap => {
  const hit = cache.get(v)
  if (hit !== undefined) return hit
  const map = buildElements(v)
  cache.set(v, map)
  return map
}

const buildElements = (v: View): ElementMap => {
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
