/**
 * Views: everything in The Border is public except the generator state.
 * @module
 */
import type { BorderState } from './state.js'

/** What a viewer sees: the state without the generator. */
export type BorderView = Omit<BorderState, 'rng'>

/** The view of any viewer (seat or spectator): the state minus `rng`. */
export const borderView = (s: BorderState): BorderView => {
  const { rng: _rng, ...rest } = s
  void _rng
  return rest
}
