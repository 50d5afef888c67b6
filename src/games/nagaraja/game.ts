/**
 * The Nagaraja game value.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, defineGame, makeOutcome, type Game, type Seat, type TextParams } from '../../core/index.js'
import { describe } from './describe.js'
import { endReasonOf, nagarajaEnglish, type NagarajaRefusalKey, type NagarajaText } from './text.js'
import { nagarajaInteraction } from './interaction.js'
import { settle } from './flow.js'
import { formatMove, NagarajaMoveCodec, parseMove, type NagarajaMove } from './moves.js'
import { applyChance, chanceOutcomes, sampleOutcome } from './rules/chance.js'
import { ctxOfState } from './rules/context.js'
import { checkState } from './rules/invariants.js'
import { actorsOf, applySeatMove, legalFromCtx, refuseSeatMove } from './rules/round.js'
import { breakdown, score } from './scoring.js'
import { NagarajaConfigCodec, setupState, type NagarajaConfig } from './setup.js'
import { NagarajaStateCodec, type NagarajaState } from './state.js'
import { checkNagarajaView, legalMovesFromView as listFromView, NagarajaViewCodec, redactMove, resampleHidden, revealed, viewOf, type NagarajaView } from './view.js'

/**
 * The declared bounds, for every component set `validateComponents` accepts (its ranges are in
 * `COMPONENT_RANGES`; docs/games/nagaraja.md):
 *
 * - `maxLegalMoves`: the longest list is a Clash turn's `activate` list, one move per (Naga stick,
 *   card in hand) pair. A seat's sticks come from the cards it SELECTED this round, at most 5 per
 *   card (uncapped, NQ7), and its selected and held cards are at most the 48 cards: with L selected
 *   and H held, at most 5·L·H ≤ 5·24·24 = 2880 pairs, plus `pass` and `drawAmulet`. Every other list
 *   is shorter: sticks to pick ≤ 5·48 = 240, placements 9·4 = 36, relic or room pairs 2·36 = 72,
 *   rotations 2·9·3 = 54, room moves ≤ 81, cards to take ≤ 48; chance: ≤ 48 cards, ≤ 6 faces, ≤ 17
 *   rooms, ≤ 9 relics, ≤ 12 amulets.
 * - `maxSteps`: one room per round, so at most 17 rounds (NQ10). A round has at most 48 `select` +
 *   2 `lay`, ≤ 240 sticks thrown, ≤ 240 activations (each spends a stick) of at most 6 steps each
 *   (activate, Cancel answer, two choices, two chance steps), ≤ 242 passes, 1 placement and 5
 *   Renewal steps (3 draws, the gift, the next room): ≤ 1,978 steps, so 17 rounds ≤ 33,626; plus the
 *   deal and first room (11), relic identities (≤ 18), amulets (≤ 12 collected, ≤ 12 used with a
 *   draw each) and the first-guide throws (4 per throw). N26 re-throws ties, which end with
 *   probability 1: 40,000 leaves room for about 1,500 tied throws in a row. Random games take
 *   about 380 steps.
 */
export const NAGARAJA_LIMITS = { maxLegalMoves: 2900, maxSteps: 40_000, maxPicks: 2 } as const

/** Nagaraja (Cathala & Rivière), 2 players. */
export const nagaraja: Game<NagarajaConfig, NagarajaState, NagarajaMove, NagarajaView> = defineGame<NagarajaConfig, NagarajaState, NagarajaMove, NagarajaView, NagarajaText>({
  id: 'nagaraja',
  title: 'Nagaraja',
  rulesVersion: '1.1.0',
  players: { min: 2, max: 2 },
  codecs: { config: NagarajaConfigCodec, state: NagarajaStateCodec, move: NagarajaMoveCodec, view: NagarajaViewCodec },
  checkView: checkNagarajaView,
  setup: setupState,
  actors: actorsOf,
  legalMoves: (s, actor) => {
    const acting = actorsOf(s)
    if (!acting.includes(actor)) return []
    if (actor === CHANCE) return chanceOutcomes(s).map((o) => o.move)
    return legalFromCtx(ctxOfState(s, actor))
  },
  chanceOutcomes,
  sampleOutcome,
  applyMove: (s, actor, move, rng) => {
    if (actor === CHANCE) {
      const r = applyChance(s, move, rng)
      if (E.isLeft(r)) return r
      // Most chance steps leave nothing to settle (a stick thrown before the last): the same
      // `Either` is returned then (speed only: no second wrapper per chance step).
      const settled = settle(r.right)
      return settled === r.right ? r : E.right(settled)
    }
    const why = refuseSeatMove(ctxOfState(s, actor), move) // chance outcomes included (N29)
    if (why !== null) return E.left(why)
    return E.right(settle(applySeatMove(s, actor, move)))
  },
  scores: (s) => [score(s, 0), score(s, 1)],
  scoreBreakdown: breakdown,
  outcome: (s, say) => {
    if (s.end === null) return undefined
    const scores = [score(s, 0), score(s, 1)]
    const keys = scores.map((v, i) => [i === s.end?.winner ? 1 : 0, s.end?.winner === -1 ? v : 0])
    // The state keeps the English reason (N65, N66, NQ10); read back as data, it is said in the locale.
    const reason = say.locale === 'en' ? undefined : endReasonOf(s.end.reason)
    return makeOutcome(scores, keys, reason === undefined ? s.end.reason : say.text.end(reason), breakdown(s))
  },
  view: viewOf,
  formatMove,
  parseMove,
  describeMove: describe,
  limits: NAGARAJA_LIMITS,
  resampleHidden,
  legalMovesFromView: listFromView,
  redactMove,
  revealed,
  checkState,
  interaction: nagarajaInteraction,
  text: nagarajaEnglish,
  // A key of the catalogue's own (never Object.prototype's); params from outside are read as text.
  violationText: (text, say) =>
    Object.hasOwn(say.text.refusal, text.key) ? (say.text.refusal[text.key as NagarajaRefusalKey] as (p: TextParams) => string)(text.params) : undefined,
  // The breakdown's keys: relics (N15) and amulets (N61).
  breakdownLabel: (key, _of, say) => (key === 'relics' || key === 'amulets' ? say.text.breakdown[key] : undefined)
})

/**
 * A seat's legal moves from its view alone (the same as `nagaraja.legalMovesFromView`): the view is
 * decoded first (`nagaraja.decodeView`); a view that does not decode has no legal moves.
 */
export const legalMovesFromView = (view: NagarajaView, seat: Seat): readonly NagarajaMove[] => nagaraja.legalMovesFromView(view, seat)
