/**
 * What a seat may see: everything but the generator. Nothing is hidden, so a move is never
 * redacted, no step reveals anything, and the legal moves follow from the view alone.
 * @module
 */
import * as t from 'io-ts'
import { CHANCE, sameScores, seedRng, type Actor, type RedactedMove, type ScoredView, type Seat } from '../../core/index.js'
import { PigComponentsCodec } from './components/types.js'
import type { PigMove } from './moves.js'
import { checkState } from './rules/invariants.js'
import { scoreBreakdown, scores } from './scoring.js'
import { PigTableFields, type PigState } from './state.js'

/** What a viewer sees of a Pig state: the state without its generator, with the scores. */
export type PigView = Omit<PigState, 'rng'> & ScoredView

/** io-ts codec of {@link PigView}: views passed back in (`pig.decodeView`, `legalMovesFromView`) are decoded with it. */
export const PigViewCodec: t.Type<PigView, unknown> = t.intersection([
  t.type({ ...PigTableFields, scores: t.readonlyArray(t.number), scoreBreakdown: t.readonlyArray(t.record(t.string, t.number)) }),
  t.partial({ components: PigComponentsCodec })
], 'PigView')

/** The state a view shows (its generator is never shown: a fixed one stands in). */
const stateOfView = (v: PigView): PigState => {
  const { scores: _scores, scoreBreakdown: _breakdown, ...rest } = v
  return { ...rest, rng: seedRng('view') }
}

/**
 * The consistency of a view passed back in: the state it shows passes `checkState`, and its scores
 * are the ones that state counts (`pig.decodeView` refuses any other with `BAD_VIEW`). It bounds
 * what `legalMovesFromView` reads (here: the phase, the turn and the turn total).
 */
export const checkView = (v: PigView): string | undefined => {
  const shown = stateOfView(v)
  const problem = checkState(shown)
  if (problem !== undefined) return problem
  return sameScores(v, { scores: scores(shown), scoreBreakdown: scoreBreakdown(shown) }) ? undefined : 'its scores are not the ones its table counts'
}

/** The view of a seat or a spectator. */
export const view = (s: PigState, _viewer: Seat | 'spectator'): PigView => {
  const { rng: _rng, ...rest } = s
  void _rng
  return { ...rest, scores: scores(s), scoreBreakdown: scoreBreakdown(s) }
}

/** A state consistent with the view: only the generator is hidden, and it is redrawn. */
export const resampleHidden = (s: PigState, _viewer: Seat, rand: () => number): PigState => ({ ...s, rng: seedRng(String(rand())) })

/** Nothing of a move is hidden. */
export const redactMove = (_before: PigState, _actor: Actor, move: PigMove, _viewer: Seat | 'spectator'): PigMove | RedactedMove => move

/** No step reveals anything beyond the move. */
export const revealed = (): readonly string[] => []

/** A seat's legal moves from its view: roll, and hold once something is rolled (P4). */
export const legalMovesFromView = (v: PigView, seat: Seat): readonly PigMove[] =>
  v.phase !== 'decide' || v.turn !== seat ? [] : v.turnTotal > 0 ? [{ t: 'roll' }, { t: 'hold' }] : [{ t: 'roll' }]

/** Whether an actor is chance (for the describer). */
export const isChance = (a: Actor): boolean => a === CHANCE
