/**
 * Views: everything is open information except the generator (the tile stacks, the white pile and,
 * in Ganga, the face-down river tiles are multisets drawn lazily, so no hidden order or identity is
 * stored; a face-down river tile's identity is fixed by the chance step that places it). So a
 * view is the state without the generator, plus the scores, which every viewer can count.
 *
 * Logs (issue 16): every chance outcome is public as it happens — a die roll (R38), a stack's new
 * top tile, face up (R10), a white income tile, used at once and discarded face up (R83), a brown
 * tile drawn at Navaratna setup, revealed (R136), a river tile drawn at Ganga setup, placed face up
 * (R145), the first player among the tied (A1) — and no seat decision is secret. So `redactMove`
 * is the identity and `revealed` is always empty: no step shows a viewer more than its move.
 * @module
 */
import * as t from 'io-ts'
import { CHANCE, nextFloat, sameScores, seedRng, type Actor, type RedactedMove, type ScoredView, type Seat } from '../../core/index.js'
import type { RajasMove } from './moves.js'
import { checkState } from './rules/invariants.js'
import { specOf } from './rules/tasks.js'
import { scoreBreakdown, scores } from './scoring.js'
import { RajasOptionalFields, RajasTableFields, type RajasState } from './state.js'

/** What a viewer sees: the state without the generator, and every seat's live score (all public). */
export type RajasView = Omit<RajasState, 'rng'> & ScoredView

/** The view of any viewer: the same for every seat and the spectator. */
export const view = (s: RajasState, _viewer: Seat | 'spectator'): RajasView => {
  const { rng: _rng, ...rest } = s
  return { ...rest, scores: scores(s), scoreBreakdown: scoreBreakdown(s) }
}

/** A generator for states rebuilt from a view: no rule reads it, only chance steps advance it. */
const VIEW_RNG = seedRng('rajas view')

/** The state a view shows, with a stand-in generator (the rules never read the generator). */
export const stateOfView = (v: RajasView): RajasState => {
  const { scores: _scores, scoreBreakdown: _breakdown, ...rest } = v
  return { ...rest, rng: VIEW_RNG }
}

/**
 * The move as `viewer` may know it: always the move itself, since no Rajas move or chance outcome
 * hides anything from anyone (see the module comment).
 */
export const redactMove = (_before: RajasState, _actor: Actor, move: RajasMove, _viewer: Seat | 'spectator'): RajasMove | RedactedMove => move

/** What a step makes known beyond its move: nothing, in Rajas (every outcome is its own reveal). */
export const revealed = (_before: RajasState, _actor: Actor, _move: RajasMove, _after: RajasState, _viewer: Seat | 'spectator'): readonly string[] => []

/**
 * The same state with everything `seat` may not know resampled: only the generator, since the
 * stack and pile orders and the face-down river tiles (Ganga) are never stored (lazy draws from
 * multisets), so there is nothing else to resample.
 */
export const resampleHidden = (s: RajasState, _seat: Seat, rand: () => number): RajasState => ({
  ...s,
  rng: nextFloat(seedRng(String(rand())))[1]
})

/** Who must decide what now. */
export interface PendingDecision {
  /** The seat or chance to act; undefined once the game is over. */
  readonly actor: Actor | undefined
  /** The pending step's kind (`place`, `payDie`, `roll`, …). */
  readonly kind: string
  /** A prompt in plain English. */
  readonly prompt: string
}

/** The pending decision of a state or a view (its head step `tasks[0]`), with a prompt for a UI. */
export const pendingDecision = (s: Omit<RajasState, 'rng'>): PendingDecision => {
  const t = s.tasks[0]
  if (s.phase === 'over' || t === undefined) return { actor: undefined, kind: 'over', prompt: s.reason ?? 'the game is over' }
  const spec = specOf(t)
  if (spec.by === 'auto') return { actor: t.s, kind: t.k, prompt: `Seat ${t.s}: ${t.k}` } // never pending after the flow has run
  return { actor: spec.by === 'chance' ? CHANCE : t.s, kind: t.k, prompt: spec.prompt(s, t) }
}

// Views passed back in (issue 26): the view codec and the consistency check that `decodeView`
// and `legalMovesFromView` run before reading a view.

/** io-ts codec of a Rajas view: the state's fields but the generator, and every seat's live score. */
export const RajasViewCodec: t.Type<RajasView, unknown> = t.intersection(
  [
    t.type({ ...RajasTableFields, scores: t.array(t.number), scoreBreakdown: t.array(t.record(t.string, t.number)) }),
    t.partial(RajasOptionalFields)
  ],
  'RajasView'
) as unknown as t.Type<RajasView, unknown>

/**
 * The first problem of a decoded view, or `undefined`: the state it shows is consistent
 * (`checkState`: the component set, the board, the stacks, every player's dice, money and workers,
 * the pending steps), and its scores are the ones that state counts.
 */
export const checkRajasView = (v: RajasView): string | undefined => {
  const shown = stateOfView(v)
  const problem = checkState(shown)
  if (problem !== undefined) return problem
  if (!sameScores(v, { scores: scores(shown), scoreBreakdown: scoreBreakdown(shown) })) return 'its scores are not the ones its board counts'
  return undefined
}
