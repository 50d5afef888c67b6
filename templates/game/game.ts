/**
 * Pig as a {@link Game}: a throwaway example of the house layout (docs/adding-a-game.md).
 * @module
 */
import { defineGame, type Game } from '../../core/index.js'
import { describeMove } from './describe.js'
import { pigEnglish, type PigText } from './text.js'
import { pigInteraction } from './interaction.js'
import { formatMove, parseMove, PigMoveCodec, type PigMove } from './moves.js'
import { checkState } from './rules/invariants.js'
import { applyMove, legalMoves, rollOutcomes } from './rules/turn.js'
import { outcome, scoreBreakdown, scores } from './scoring.js'
import { PIG_PLAYERS, PigConfigCodec, setupPig, type PigConfig } from './setup.js'
import { PigStateCodec, type PigState } from './state.js'
import { checkView, legalMovesFromView, PigViewCodec, redactMove, resampleHidden, revealed, view, type PigView } from './view.js'

/** Pig (folk dice game), for 2–4 players. */
export const pig: Game<PigConfig, PigState, PigMove, PigView> = defineGame<PigConfig, PigState, PigMove, PigView, PigText>({
  text: pigEnglish,
  id: 'pig',
  title: 'Pig',
  rulesVersion: '1.0.0',
  players: PIG_PLAYERS,
  codecs: { config: PigConfigCodec, state: PigStateCodec, move: PigMoveCodec, view: PigViewCodec },
  setup: setupPig,
  actors: (s) => (s.phase === 'over' ? [] : s.phase === 'roll' ? ['chance'] : [s.turn]),
  legalMoves,
  chanceOutcomes: rollOutcomes,
  applyMove,
  scores,
  scoreBreakdown,
  outcome,
  view,
  formatMove,
  parseMove,
  describeMove,
  // A turn has at most 2 choices, a roll 20 outcomes (components: 2–20 faces). A game of 2–4 seats
  // to the target is long only by bad luck: holding is optional, so no bound holds for every game;
  // this one is far beyond the random games the harness plays (they end in a few hundred steps).
  // Every move is one click on its button (interaction.ts).
  limits: { maxLegalMoves: 20, maxSteps: 100_000, maxPicks: 1 },
  interaction: pigInteraction,
  resampleHidden,
  checkState,
  checkView,
  redactMove,
  revealed,
  legalMovesFromView
})
