/**
 * The Nagaraja game value.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, defineGame, makeOutcome, violation, ViolationCode, type Game } from '../../core/index.js'
import { describe } from './describe.js'
import { settle } from './flow.js'
import { formatMove, NagarajaMove, parseMove } from './moves.js'
import { applyChance, chanceOutcomes } from './rules/chance.js'
import { ctxOfState } from './rules/context.js'
import { actorsOf, applySeatMove, legalFromCtx, refuseSeatMove } from './rules/round.js'
import { breakdown, score } from './scoring.js'
import { NagarajaConfig, setupState } from './setup.js'
import { NagarajaState } from './state.js'
import { legalMovesFromView, redactMove, resampleHidden, revealed, viewOf, type NagarajaView } from './view.js'

/** Nagaraja (Cathala & Rivière), 2 players. */
export const nagaraja: Game<NagarajaConfig, NagarajaState, NagarajaMove, NagarajaView> = defineGame({
  id: 'nagaraja',
  title: 'Nagaraja',
  rulesVersion: '1.0.0',
  players: { min: 2, max: 2 },
  codecs: { config: NagarajaConfig, state: NagarajaState, move: NagarajaMove },
  setup: setupState,
  actors: actorsOf,
  legalMoves: (s, actor) => {
    const acting = actorsOf(s)
    if (!acting.includes(actor)) return []
    if (actor === CHANCE) return chanceOutcomes(s).map((o) => o.move)
    return legalFromCtx(ctxOfState(s, actor))
  },
  chanceOutcomes,
  applyMove: (s, actor, move) => {
    if (actor === CHANCE) return E.map(settle)(applyChance(s, move))
    const why = refuseSeatMove(ctxOfState(s, actor), move)
    if (why !== null) return E.left(why)
    if (move.t === 'face' || move.t === 'card' || move.t === 'room' || move.t === 'relic' || move.t === 'amulet') {
      return E.left(violation(ViolationCode.ILLEGAL_MOVE, `"${move.t}" is a chance outcome, not a seat move`))
    }
    return E.right(settle(applySeatMove(s, actor, move)))
  },
  scores: (s) => [score(s, 0), score(s, 1)],
  scoreBreakdown: breakdown,
  outcome: (s) => {
    if (s.end === null) return undefined
    const scores = [score(s, 0), score(s, 1)]
    const keys = scores.map((v, i) => [i === s.end?.winner ? 1 : 0, s.end?.winner === -1 ? v : 0])
    return makeOutcome(scores, keys, s.end.reason, breakdown(s))
  },
  view: viewOf,
  formatMove,
  parseMove,
  describeMove: describe,
  limits: { maxLegalMoves: 300, maxSteps: 5000 },
  resampleHidden,
  legalMovesFromView,
  redactMove,
  revealed
})
