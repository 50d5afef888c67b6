/**
 * Views: everything is open information except the generator (the tile stacks, the white pile and,
 * in Ganga, the face-down river tiles are multisets drawn lazily, so no hidden order or identity is
 * stored; a face-down river tile's identity is fixed by the chance step that places it).
 * @module
 */
import type { Seat } from '../../core/index.js'
import { nextFloat, seedRng } from '../../core/index.js'
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
