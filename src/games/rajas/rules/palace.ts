/**
 * The palace of the Grand Mogul (R78–R87): the six chambers as one table — name, rule, whether the
 * action can be carried out, and the action as a chain of steps — and the architect's feasibility
 * (R86). Also the free river palace action (R100, A11).
 * @module
 */
import type { Player, RajasState, Task } from '../state.js'
import { compsFor, maxReach, ordered, player, replaceHead, withPlayer } from './common.js'
import type { Derived } from '../components/derived.js'
import type { Tile as TileSpec } from '../components/types.js'
import { coverRotations } from './province.js'
import { portugueseOk } from './river.js'

/** A chamber of the palace: the value of the die it takes (1–6, R78). */
export type Chamber = 1 | 2 | 3 | 4 | 5 | 6

/** One chamber: its data and behaviour side by side. */
export interface ChamberSpec {
  /** The chamber's name (R82–R87). */
  readonly name: string
  /** The rule of its action. */
  readonly rule: string
  /** May it be chosen as the free palace action of a river space (R100: not the Grand Mogul)? */
  readonly free: boolean
  /** Does whether it can be carried out depend on the dice left (so on the die paid for it)? */
  readonly usesDice: boolean
  /** Can seat `seat` carry it out with these dice and karma (R86, R87, A10, A11)? */
  readonly possible: (s: RajasState, seat: number, dice: readonly number[], karma: number) => boolean
  /**
   * `possible` for many sets of dice of one seat in one state (a chamber that uses the dice): what
   * does not depend on the dice is computed once (speed only: a listing tries every die paid).
   */
  readonly possibleFor?: (s: RajasState, seat: number) => (dice: readonly number[], karma: number) => boolean
  /**
   * `possible` when the dice of colour c total at most `reach[c]` with the flips allowed (a chamber
   * whose feasibility depends on the dice only through {@link maxReach}): one early-exit scan for
   * "some die pays it" with the best reach over the dice that could be paid (speed only).
   */
  readonly possibleWithin?: (s: RajasState, seat: number, reach: readonly number[]) => boolean
  /** The refusal when it cannot be carried out (a chamber that always can has none). */
  readonly impossible?: { readonly code: string; readonly key: 'architectImpossible' | 'portugueseImpossible' }
  /** The action: the state with its steps queued in place of the head step (R82–R87). */
  readonly perform: (s: RajasState, seat: number) => RajasState
}

const always = (): boolean => true

/** The chambers 1–6 (R82–R87). */
export const CHAMBERS = {
  1: {
    name: 'Grand Mogul',
    rule: 'R82',
    free: false, // R100
    usesDice: false,
    possible: always,
    // R82, R124: 2 fame, and the elephant (first player) next round.
    perform: (s, seat) => replaceHead(withPlayer(s, seat, { mogul: true }), [{ k: 'fame', s: seat, n: 2 }])
  },
  2: {
    name: 'Dancer',
    rule: 'R83',
    free: true,
    usesDice: false,
    possible: always,
    // R83: 2 dice of any colour and a white income tile; Navaratna R141, R144: an income tile of one's choice instead.
    perform: (s, seat) =>
      replaceHead(s, ordered(s, seat, [[{ k: 'gain', s: seat, n: 2, c: -1 }], [s.variant?.navaratna === true ? { k: 'inc', s: seat, m: 'dancer' } : { k: 'white', s: seat }]]))
  },
  3: {
    name: 'Yogi',
    rule: 'R84',
    free: true,
    usesDice: false,
    possible: always,
    perform: (s, seat) => replaceHead(s, ordered(s, seat, [[{ k: 'karma', s: seat, n: 2 }], [{ k: 'gain', s: seat, n: 1, c: -1 }]])) // R84
  },
  4: {
    name: 'Raja Man Singh',
    rule: 'R85',
    free: true,
    usesDice: false,
    possible: always,
    perform: (s, seat) => replaceHead(s, ordered(s, seat, [[{ k: 'upgrade', s: seat }], [{ k: 'money', s: seat, n: 3 }]])) // R85
  },
  5: {
    name: 'Architect',
    rule: 'R86',
    free: true,
    usesDice: true,
    possible: (s, seat, dice, karma) => architectPossible(s, player(s, seat), dice, karma),
    possibleFor: (s, seat) => {
      const p = player(s, seat)
      const needs = architectNeeds(s, p, p.dice, p.karma)
      return (dice, karma) => coversWithin(needs, dice, karma)
    },
    possibleWithin: (s, seat, reach) => architectWithin(s, player(s, seat), reach),
    impossible: { code: 'ARCHITECT_IMPOSSIBLE', key: 'architectImpossible' },
    perform: (s, seat) => replaceHead(s, [{ k: 'cover', s: seat }]) // R86
  },
  6: {
    name: 'Portuguese',
    rule: 'R87',
    free: true,
    usesDice: false,
    possible: (s, seat) => portugueseOk(s, seat),
    impossible: { code: 'PORTUGUESE_IMPOSSIBLE', key: 'portugueseImpossible' },
    perform: (s, seat) => replaceHead(s, [{ k: 'boat', s: seat, n: 6 }]) // R87
  }
} as const satisfies Record<Chamber, ChamberSpec>

/** The chamber of value `v`, if there is one. */
export const chamberOf = (v: number): ChamberSpec | undefined => (CHAMBERS as Readonly<Record<number, ChamberSpec>>)[v]

/** Chambers seat `seat` can perform as a free river reward (R100, A11). */
export const freeChambers = (s: RajasState, seat: number): number[] => {
  const p = player(s, seat)
  const out: number[] = []
  for (let v = 1; v <= 6; v++) {
    const c = chamberOf(v)
    if (c !== undefined && c.free && c.possible(s, seat, p.dice, p.karma)) out.push(v)
  }
  return out
}

/** The steps of a chamber reward (R147 river tile, R100, A11): the chamber, if it can be carried out; else nothing. */
export const chamberReward = (s: RajasState, seat: number, v: number): Task[] => {
  const c = chamberOf(v)
  const p = player(s, seat)
  return c !== undefined && c.free && c.possible(s, seat, p.dice, p.karma) ? [{ k: 'chamber', s: seat, n: v }] : []
}

/** May top tile `top` cover `old`, the tile on `cell` (dearer, the difference within `reach` of its colour, every tile still connected) (R86)? */
const topCovers = (d: Derived, p: Player, cell: number, old: TileSpec, top: number, reach: readonly number[]): boolean => {
  const tile = top >= 0 ? d.tiles[top] : undefined
  if (tile === undefined || tile.cost <= old.cost) return false
  if (tile.cost - old.cost > (reach[tile.colour] ?? 0)) return false // canReach(valuesOf(dice, colour), karma, diff), by maxReach
  return coverRotations(d, p.grid, cell, top).length > 0
}

/** The tile on `cell` that the architect may cover (R86: a tile not covered before), or undefined. */
const coverable = (d: Derived, p: Player, cell: number): TileSpec | undefined => {
  const code = p.grid[cell] ?? -1
  return code < 0 || (p.under[cell] ?? -1) >= 0 ? undefined : d.tiles[code >> 2]
}

/** Stacks whose top can cover the tile on `cell` (more expensive, payable difference, connected) (R86). */
export const architectStacks = (s: RajasState, p: Player, cell: number, dice: readonly number[], karma: number): number[] => {
  const d = compsFor(s, p)
  const old = coverable(d, p, cell)
  if (old === undefined) return []
  const reach = maxReach(dice, karma, d.c.diceColours.length) // once per listing (speed only)
  const out: number[] = []
  for (let i = 0; i < s.tops.length; i++) if (topCovers(d, p, cell, old, s.tops[i] as number, reach)) out.push(i)
  return out
}

/** Cells the architect can cover with some top tile (R86): {@link architectStacks} not empty, asked with an early exit (speed only). */
export const architectCells = (s: RajasState, p: Player, dice: readonly number[], karma: number): number[] => {
  const d = compsFor(s, p)
  const reach = maxReach(dice, karma, d.c.diceColours.length)
  const out: number[] = []
  for (let cell = 0; cell < p.grid.length; cell++) {
    const old = coverable(d, p, cell)
    if (old === undefined) continue
    for (const top of s.tops) {
      if (topCovers(d, p, cell, old, top, reach)) {
        out.push(cell)
        break
      }
    }
  }
  return out
}

/**
 * Is there a cell the architect can cover (R86) with a top tile whose cost difference is within
 * `reachOf()[colour]`? One early-exit scan; the reach is asked for only once a candidate is found.
 */
const architectScan = (s: RajasState, p: Player, reachOf: () => readonly number[]): boolean => {
  const d = compsFor(s, p)
  let maxTop = -1
  for (const top of s.tops) if (top >= 0) maxTop = Math.max(maxTop, d.tiles[top]?.cost ?? -1)
  let reach: readonly number[] | undefined
  for (let cell = 0; cell < p.grid.length; cell++) {
    const code = p.grid[cell] ?? -1
    if (code < 0 || (p.under[cell] ?? -1) >= 0) continue
    const old = d.tiles[code >> 2]
    if (old === undefined || old.cost >= maxTop) continue
    for (const top of s.tops) {
      const tile = top >= 0 ? d.tiles[top] : undefined
      if (tile === undefined || tile.cost <= old.cost) continue
      reach ??= reachOf()
      if (tile.cost - old.cost > (reach[tile.colour] ?? 0)) continue
      if (coverRotations(d, p.grid, cell, top).length > 0) return true
    }
  }
  return false
}

/** Is there any cell the architect can cover (short-circuiting {@link architectCells})? */
export const architectPossible = (s: RajasState, p: Player, dice: readonly number[], karma: number): boolean =>
  architectScan(s, p, () => maxReach(dice, karma, compsFor(s, p).c.diceColours.length))

/**
 * Is there a cell the architect can cover (R86) with the dice of colour c reaching `reach[c]`?
 * {@link architectPossible} reads the dice only through `maxReach(dice, karma)`, so this is its
 * answer for any dice with that reach; for "some die pays the chamber and leaves a cover payable"
 * the reach is the best, colour by colour, over the dice that could be paid: a cover of colour c
 * and difference n is payable after paying some die iff n is within that die's reach of c.
 */
export const architectWithin = (s: RajasState, p: Player, reach: readonly number[]): boolean => architectScan(s, p, () => reach)

/**
 * The cheapest cover per dice colour (R86): the least cost difference of a top tile of that colour
 * over a tile of `p` it can cover, among the differences that `dice` and `karma` can pay at all;
 * Infinity where none. Paying a die only lowers what the dice reach (R44, R50), so for any dice
 * left after paying from these, {@link coversWithin} gives the answer of {@link architectPossible}
 * (speed only: one scan of cells × tops instead of one per die tried).
 */
export const architectNeeds = (s: RajasState, p: Player, dice: readonly number[], karma: number): number[] => {
  const d = compsFor(s, p)
  const colours = d.c.diceColours.length
  const reach = maxReach(dice, karma, colours)
  const needs = new Array<number>(colours).fill(Infinity)
  for (let cell = 0; cell < p.grid.length; cell++) {
    const code = p.grid[cell] ?? -1
    if (code < 0 || (p.under[cell] ?? -1) >= 0) continue
    const old = d.tiles[code >> 2]
    if (old === undefined) continue
    for (const top of s.tops) {
      const tile = top >= 0 ? d.tiles[top] : undefined
      if (tile === undefined || tile.cost <= old.cost) continue
      const diff = tile.cost - old.cost
      // not payable with all the dice, or no cheaper than a cover already found: no rotations asked
      if (diff > (reach[tile.colour] ?? 0) || diff >= (needs[tile.colour] ?? Infinity)) continue
      if (coverRotations(d, p.grid, cell, top).length > 0) needs[tile.colour] = diff
    }
  }
  return needs
}

/** Can these dice (at most `karma` flips) pay one of the cheapest covers of {@link architectNeeds}? */
export const coversWithin = (needs: readonly number[], dice: readonly number[], karma: number): boolean => {
  const reach = maxReach(dice, karma, needs.length)
  for (let c = 0; c < needs.length; c++) if ((needs[c] as number) <= (reach[c] ?? 0)) return true
  return false
}
