/**
 * Rule options: every ambiguity of the rules (PQ#) a table may decide, with the chosen reading as default.
 * @module
 */
import * as t from 'io-ts'

/** Every option, once: its codec, with its reading documented. */
const optionCodecs = {
  /** PQ1: the score that ends the game (P6). Default 100. */
  target: t.number
}

/** io-ts codec of complete {@link PigOptions}. */
export const PigOptionsCodec = t.readonly(t.type(optionCodecs), 'PigOptions')

/** The rule options of Pig. */
export type PigOptions = t.TypeOf<typeof PigOptionsCodec>

/** The defaults: the readings chosen. */
export const defaultOptions: PigOptions = { target: 100 }

/** io-ts codec of options as a user passes them (every field optional). */
export const PartialPigOptionsCodec = t.partial(optionCodecs, 'PartialPigOptions')
