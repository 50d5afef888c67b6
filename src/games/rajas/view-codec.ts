/**
 * Views passed back in (a client's, a bot's, a stored one): the view codec and the consistency
 * check that `rajas.decodeView` and `legalMovesFromView` run before reading a view. A Rajas view is
 * the state without its generator, so it is checked as the state it shows (`checkState`: the
 * component set, the board, the stacks, every player's dice, money and workers, the pending steps).
 * @module
 */
import * as t from 'io-ts'
import { sameScores } from '../../core/index.js'
import { checkState } from './rules/invariants.js'
import { scoreBreakdown, scores } from './scoring.js'
import { RajasOptionalFields, RajasTableFields } from './state.js'
import { stateOfView, type View } from './view.js'

/** io-ts codec of a Rajas view: the state's fields but the generator, and every seat's live score. */
export const RajasViewCodec: t.Type<View, unknown> = t.intersection(
  [
    t.type({ ...RajasTableFields, scores: t.array(t.number), scoreBreakdown: t.array(t.record(t.string, t.number)) }),
    t.partial(RajasOptionalFields)
  ],
  'RajasView'
) as unknown as t.Type<View, unknown>

/** The first problem of a decoded view, or `undefined`: the state it shows is consistent, and its scores are the ones that state counts. */
export const checkRajasView = (v: View): string | undefined => {
  const shown = stateOfView(v)
  const problem = checkState(shown)
  if (problem !== undefined) return problem
  if (!sameScores(v, { scores: scores(shown), scoreBreakdown: scoreBreakdown(shown) })) return 'its scores are not the ones its board counts'
  return undefined
}
