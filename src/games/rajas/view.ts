/**
 * Views: everything is open information except the generator (the tile stacks, the white pile and,
 * in Ganga, the face-down river tiles are multisets drawn lazily, so no hidden order or identity is
 * stored; a face-down river tile's identity is fixed by the chance step that places it).
 * @module
 */
import { CHANCE, nextFloat, seedRng, type Actor, type Seat } from '../../core/index.js'
import { specOf } from './rules/tasks.js'
import type { State } from './state.js'

/** What a viewer sees: the state without the generator. */
export type View = Omit<State, 'rng'>

/** The view of any viewer. */
export const view = (s: State, _viewer: Seat | 'spectator'): View => {
  const { rng: _rng, ...rest } = s
  return rest
}

/**
 * The same state with everything `seat` may not know resampled: only the generator, since the
 * stack and pile orders and the face-down river tiles (Ganga) are never stored (lazy draws from
 * multisets), so there is nothing else to resample.
 */
export const resampleHidden = (s: State, _seat: Seat, rand: () => number): State => ({
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
export const pendingDecision = (s: View): PendingDecision => {
  const t = s.tasks[0]
  if (s.phase === 'over' || t === undefined) return { actor: undefined, kind: 'over', prompt: s.reason ?? 'the game is over' }
  const spec = specOf(t)
  if (spec.by === 'auto') return { actor: t.s, kind: t.k, prompt: `Seat ${t.s}: ${t.k}` } // never pending after the flow has run
  return { actor: spec.by === 'chance' ? CHANCE : t.s, kind: t.k, prompt: spec.prompt(s, t) }
}
