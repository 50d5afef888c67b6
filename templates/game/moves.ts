/**
 * The moves of Pig, their codec and notation (`roll`, `hold`, `die:4`).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { violation, ViolationCode, type RuleViolation } from '../../core/index.js'

/** A seat rolls (P3). */
export interface RollMove {
  readonly t: 'roll'
}
/** A seat banks its turn total (P4). */
export interface HoldMove {
  readonly t: 'hold'
}
/** Chance: the die shows `value` (P2). */
export interface DieMove {
  readonly t: 'die'
  readonly value: number
}
/** A move of a seat or of chance. */
export type PigMove = RollMove | HoldMove | DieMove

const shape = t.union([t.type({ t: t.literal('roll') }), t.type({ t: t.literal('hold') }), t.type({ t: t.literal('die'), value: t.number })])

/** io-ts codec of {@link PigMove}: exactly a move's fields (a listed move with an extra field is no move). */
export const PigMoveCodec: t.Type<PigMove, unknown> = new t.Type<PigMove, unknown>(
  'PigMove',
  (u): u is PigMove => shape.is(u) && Object.keys(u).length === (u.t === 'die' ? 2 : 1),
  (u, c) => (shape.is(u) && Object.keys(u).length === (u.t === 'die' ? 2 : 1) ? t.success(u) : t.failure(u, c, 'not a Pig move')),
  (m) => m
)

/** A move in the notation: `roll`, `hold`, `die:4`. */
export const formatMove = (m: PigMove): string => (m.t === 'die' ? `die:${m.value}` : m.t)

/** Parses the notation; `parseMove(formatMove(m))` gives back `m`. */
export const parseMove = (text: string): E.Either<RuleViolation, PigMove> => {
  if (text === 'roll' || text === 'hold') return E.right({ t: text })
  const m = /^die:(\d{1,2})$/.exec(text)
  return m === null ? E.left(violation(ViolationCode.BAD_NOTATION, `not a Pig move: ${text} (roll, hold or die:N)`)) : E.right({ t: 'die', value: Number(m[1]) })
}
