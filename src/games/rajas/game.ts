/**
 * The Game value of Rajas of the Ganges: who acts, the legal moves and applying them, over the
 * table of pending steps (`rules/tasks.ts`) and the automatic flow (`flow.ts`).
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { CHANCE, defineGame, type Actor, type ChanceOutcome, type Game, type RngState, type RuleViolation } from '../../core/index.js'
import { describeMove } from './describe.js'
import { advance, resolve } from './flow.js'
import { formatMove, RajasMoveCodec, parseMove, sameMove, type RajasMove } from './moves.js'
import { withRng, type Fresh } from './rules/common.js'
import { flipDie } from './rules/dice.js'
import { explain } from './rules/explain.js'
import { checkState } from './rules/invariants.js'
import { accepts, actedBy, anyTimeFlips, applyTask, chanceOutcomes as taskChance, decisionMoves, dieIn, isOutcome, sampleOutcome as taskSample } from './rules/tasks.js'
import { outcome, scoreBreakdown, scores } from './scoring.js'
import { RajasConfigCodec, setupGame, type RajasConfig } from './setup.js'
import { RajasStateCodec, type RajasState, type Task } from './state.js'
import { rajasInteraction } from './interaction.js'
import { rajasEnglish, type RajasRefusalKey, type RajasRefusalParams, type RajasText } from './text.js'
import { checkRajasView, RajasViewCodec, redactMove, resampleHidden, revealed, stateOfView, view, type RajasView } from './view.js'

const NOBODY: readonly Actor[] = []
const CHANCE_ONLY: readonly Actor[] = [CHANCE]
/** One shared list per seat (speed only: `actors` is asked at least twice a step, by the caller and by `apply`). */
const SEAT: readonly (readonly Actor[])[] = [[0], [1], [2], [3]]

const actors = (s: RajasState): readonly Actor[] => {
  if (s.phase === 'over') return NOBODY
  const head = s.tasks[0]
  if (head === undefined) return NOBODY
  return actedBy(head) === 'chance' ? CHANCE_ONLY : (SEAT[head.s] ?? [head.s])
}

const legalMoves = (s: RajasState, actor: Actor): readonly RajasMove[] => {
  const head = s.tasks[0]
  if (s.phase === 'over' || head === undefined) return []
  const by = actedBy(head)
  if (by === 'chance') return actor === CHANCE ? taskChance(s).map((o) => o.move) : []
  if (by !== 'seat' || actor !== head.s) return []
  const moves = decisionMoves(s, head)
  return s.options.karmaTiming === 'anyTimeInTurn' ? [...moves, ...anyTimeFlips(s, head)] : moves
}

/** Is the move listed by `legalMoves(s, actor)`? Asked by the same predicates, without listing every move (no cache needed). */
const listed = (s: RajasState, actor: Actor, head: Task, move: RajasMove): boolean => {
  const by = actedBy(head)
  if (by === 'chance') return actor === CHANCE && isOutcome(s, head, move)
  if (by !== 'seat' || actor !== head.s) return false
  if (move.t === 'flip') return s.options.karmaTiming === 'anyTimeInTurn' && anyTimeFlips(s, head).some((m) => sameMove(m, move)) // A4
  return accepts(s, head, move)
}

const chanceOutcomes = (s: RajasState): readonly ChanceOutcome<RajasMove>[] => (s.phase === 'over' ? [] : taskChance(s))

/** The outcome `pickWeighted` picks from {@link chanceOutcomes} at `u`, without the list for a die or a tile drawn (speed only). */
const sampleOutcome = (s: RajasState, u: number): RajasMove | undefined => (s.phase === 'over' ? undefined : taskSample(s, u))

/**
 * Applies a move after checking it against the legal moves. After a chance move the state carries
 * `rng` (the generator after this draw; no rule reads it): written into the result when the rules
 * built a new state in this call (speed only: a copy saved per chance step, and no spread by the
 * core's wrapper), else set on a copy.
 */
const applyMove = (s: RajasState, actor: Actor, move: RajasMove, rng?: RngState): E.Either<RuleViolation, RajasState> => {
  const head = s.tasks[0]
  if (s.phase === 'over' || head === undefined || !listed(s, actor, head, move)) return E.left(explain(s, move))
  // A die's outcome (a fifth of the steps) starts the move's one working copy itself (speed only).
  const next =
    (head.k === 'roll' || head.k === 'reroll') && move.t === 'roll'
      ? resolve(dieIn(s, head, move.v))
      : advance(move.t === 'flip' ? flipDie(s, head.s, move.die) : applyTask(s, head, move), s)
  if (rng === undefined || rng === next.rng) return E.right(next)
  // Every state but the argument `s` was built by the rules in this call and is seen by nobody yet.
  if (next === s) return E.right(withRng(s, rng))
  ;(next as Fresh).rng = rng
  return E.right(next)
}

/** Rajas of the Ganges: the base game, and the variants of `config.variant` (R133–R149). */
export const rajas: Game<RajasConfig, RajasState, RajasMove, RajasView> = defineGame<RajasConfig, RajasState, RajasMove, RajasView, RajasText>({
  id: 'rajas',
  title: 'Rajas of the Ganges',
  rulesVersion: '2.0.0',
  players: { min: 2, max: 4 },
  codecs: { config: RajasConfigCodec, state: RajasStateCodec as unknown as t.Type<RajasState, unknown>, move: RajasMoveCodec, view: RajasViewCodec },
  checkState,
  checkView: checkRajasView,
  setup: setupGame,
  actors,
  legalMoves,
  chanceOutcomes,
  sampleOutcome,
  applyMove,
  scores,
  scoreBreakdown,
  outcome,
  view,
  formatMove,
  parseMove,
  describeMove,
  // Bounds for every set within the component ranges (components/ranges.ts): the longest list is a
  // tile's placement, at most 36 cells × 4 rotations = 144, or a Navaratna income choice, at most 9
  // tiles of a colour × 14 non-brown spaces + 7 brown × 2 = 140, each plus at most 10 karma flips
  // (A4); 300 leaves room. Games end when the markers meet (R127), which the ranges keep possible;
  // random games with mutated sets end within about 1,100 steps (test/rajas/components), 6,000 is
  // the bound the harness holds every game to.
  // The longest pick path (issue 27): 3, the karma cube, a die and `flip` or `pay` under option
  // karmaTiming anyTimeInTurn (A4); 2 otherwise (a tile's cell and rotation, an income tile and its
  // border space, the karma cube and a die paid flipped).
  limits: { maxLegalMoves: 300, maxSteps: 6000, maxPicks: 3 },
  interaction: rajasInteraction,
  resampleHidden,
  redactMove,
  revealed,
  // The view is the state without the generator, which no legality reads.
  legalMovesFromView: (v, seat) => legalMoves(stateOfView(v), seat),
  text: rajasEnglish,
  violationText: (text, say) => {
    const f = Object.prototype.hasOwnProperty.call(say.text.refusal, text.key) ? say.text.refusal[text.key as RajasRefusalKey] : undefined
    return typeof f === 'function' ? (f as (p: RajasRefusalParams[RajasRefusalKey]) => string)(text.params as RajasRefusalParams[RajasRefusalKey]) : undefined
  },
  breakdownLabel: (key, _of, say) => (key === 'fame' || key === 'moneyMarker' ? say.text.breakdown[key] : undefined)
})
