/**
 * Views passed back in (a client's, a bot's, a stored one): the view codec and the consistency
 * check that `theBorder.decodeView` and `legalMovesFromView` run before reading a view. A view is
 * the state without its generator, so it is checked as the state it shows (`checkBorderState`):
 * 2–4 seats, 5 dice showing after rolling (a view with a die count raised to 10⁹ is refused before
 * any re-roll is listed), a valid component set, each sheet's boxes, the Action 2 bookkeeping.
 * @module
 */
import * as t from 'io-ts'
import { sameScores } from '../../core/index.js'
import { BorderComponentsCodec } from './components/types.js'
import { borderBreakdown, borderScores } from './scoring.js'
import { BorderTableFields, checkBorderState } from './state.js'
import { viewAsState, type BorderView } from './view.js'

/** io-ts codec of {@link BorderView}: the state's fields but the generator, and the scores as the viewer counts them. */
export const BorderViewCodec: t.Type<BorderView, unknown> = t.intersection(
  [
    t.type({ ...BorderTableFields, scores: t.readonlyArray(t.number), scoreBreakdown: t.readonlyArray(t.record(t.string, t.number)) }),
    t.partial({ components: BorderComponentsCodec })
  ],
  'BorderView'
) as unknown as t.Type<BorderView, unknown>

/**
 * The first problem of a decoded view, or `undefined`: the state it shows must be consistent
 * (`checkBorderState`, D2–D45), and its scores must be the ones that state counts.
 */
export const checkBorderView = (v: BorderView): string | undefined => {
  const shown = viewAsState(v)
  const problem = checkBorderState(shown)
  if (problem !== undefined) return problem
  if (!sameScores(v, { scores: borderScores(shown), scoreBreakdown: borderBreakdown(shown) })) return 'its scores are not the ones its sheets count (D36–D40)'
  return undefined
}
