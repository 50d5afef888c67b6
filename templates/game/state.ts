/**
 * The state of a game of Pig: plain JSON (its consistency check is `rules/invariants.ts`).
 * @module
 */
import * as t from 'io-ts'
import type { RngState } from '../../core/index.js'
import { PigComponentsCodec, type PigComponents } from './components/types.js'
import { PigOptionsCodec, type PigOptions } from './options.js'

/** The full state. */
export interface PigState {
  /** The seeded generator. */
  readonly rng: RngState
  /** The component set, when not the bundled one. */
  readonly components?: PigComponents
  /** The rule options. */
  readonly options: PigOptions
  /** Banked points per seat. */
  readonly banked: readonly number[]
  /** The seat whose turn it is. */
  readonly turn: number
  /** The round (1-based): every seat has one turn a round. */
  readonly round: number
  /** Points rolled this turn, not banked yet (P3). */
  readonly turnTotal: number
  /** `decide`: the seat rolls or holds; `roll`: the die is rolled; `over`: someone reached the target. */
  readonly phase: 'decide' | 'roll' | 'over'
}

const RngCodec = t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number })

/** The io-ts codecs of the state's fields but the generator and the components (a view shows them too). */
export const PigTableFields = {
  options: PigOptionsCodec,
  banked: t.readonlyArray(t.number),
  turn: t.number,
  round: t.number,
  turnTotal: t.number,
  phase: t.keyof({ decide: null, roll: null, over: null })
}

/** io-ts codec of {@link PigState} (the shape; `pig.decodeState` also checks consistency). */
export const PigStateCodec: t.Type<PigState, unknown> = t.intersection([
  t.type({ rng: RngCodec, ...PigTableFields }),
  t.partial({ components: PigComponentsCodec })
], 'PigState')
