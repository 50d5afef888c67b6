/**
 * The state of a game of The Border: plain JSON (its consistency check is `rules/invariants.ts`).
 * @module
 */
import * as t from 'io-ts'
import type { RngState } from '../../core/index.js'
import { BorderComponentsCodec, type BorderComponents } from './components/types.js'
import { BorderOptionsCodec, type BorderOptions } from './options.js'

/** Where the round stands. */
export type Phase = 'first' | 'roll' | 'decide' | 'action1' | 'action2' | 'over'

/** One player's sheet in play. */
export interface SeatSheet {
  /** One character per box: `'1'` crossed, `'0'` not (white boxes start crossed, D7, D14). */
  readonly crossed: string
  /**
   * Per area (component order): the action in which this player completed it (`2 × round` for
   * Action 1, `2 × round + 1` for Action 2), or -1 (D34, D39).
   */
  readonly completed: readonly number[]
}

/** Action 2 bookkeeping. */
export interface Action2State {
  /** Dice available to each passive player, per face colour (D28). */
  readonly pool: readonly number[]
  /** How many dice each passive player may use at most (D28). */
  readonly limit: number
  /** Dice each seat has used, per face colour (D29, D30). */
  readonly used: readonly (readonly number[])[]
  /** Boxes each seat has crossed in this Action 2, in order (DQ3). */
  readonly fresh: readonly (readonly number[])[]
  /** The seats still deciding (D33). */
  readonly waiting: readonly boolean[]
}

/** The full state. */
export interface BorderState {
  /** The generator (only chance steps advance it). */
  readonly rng: RngState
  /** Number of players (2–4). */
  readonly players: number
  /** The rule options in force. */
  readonly options: BorderOptions
  /** The sheet (index into `components.sheets`) of each seat (D12). */
  readonly sheetOf: readonly number[]
  /** A user-supplied component set; absent for the bundled one. */
  readonly components?: BorderComponents
  /** The phase. */
  readonly phase: Phase
  /** The round, from 0. */
  readonly round: number
  /** The active player (D15, D16). */
  readonly active: number
  /** Rolls begun this round, 0–3 (D17, D18). */
  readonly rolls: number
  /** Dice still to be rolled in the current roll. */
  readonly toRoll: number
  /** The dice showing (kept and rolled so far), counted per face colour (dice face order). */
  readonly dice: readonly number[]
  /** Dice used by the active player in Action 1, per face colour (D20–D26). */
  readonly spent: readonly number[]
  /** Action 2 (reset at the start of every round). */
  readonly a2: Action2State
  /** Each seat's sheet. */
  readonly boards: readonly SeatSheet[]
}

const Int = t.refinement(t.number, (n) => Number.isInteger(n), 'Integer')
const Ints = t.readonlyArray(Int)

/** The io-ts codecs of the fields of {@link BorderState} that a view shows too (all but `rng` and `components`). */
export const BorderTableFields = {
  players: Int,
  options: BorderOptionsCodec,
  sheetOf: Ints,
  phase: t.keyof({ first: null, roll: null, decide: null, action1: null, action2: null, over: null }),
  round: Int,
  active: Int,
  rolls: Int,
  toRoll: Int,
  dice: Ints,
  spent: Ints,
  a2: t.type({ pool: Ints, limit: Int, used: t.readonlyArray(Ints), fresh: t.readonlyArray(Ints), waiting: t.readonlyArray(t.boolean) }),
  boards: t.readonlyArray(t.type({ crossed: t.string, completed: Ints }))
}

/** io-ts codec of {@link BorderState}. */
export const BorderStateCodec: t.Type<BorderState, unknown> = t.intersection([
  t.type({ rng: t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number }), ...BorderTableFields }),
  t.partial({ components: BorderComponentsCodec })
], 'BorderState') as unknown as t.Type<BorderState, unknown>
