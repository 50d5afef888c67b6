/**
 * The Border as a {@link Game}: who acts, the legal moves, and applying them.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, defineGame, type Actor, type ChanceOutcome, type Game, type RngState, type RuleViolation } from '../../core/index.js'
import { borderEnglish, refuse, type BorderRefusalKey, type BorderRefusalParams, type BorderText } from './text.js'
import { boardOf, type BorderIndex } from './components/derived.js'
import { bundledComponents } from './components/bundled.js'
import { describeBorderMove } from './describe.js'
import { borderInteraction } from './interaction.js'
import { afterComplete, afterRoll, enterAction1, enterAction2, finishSeat, startRound } from './flow.js'
import { BorderMoveCodec, formatMove, parseMove, type BorderMove } from './moves.js'
import { action1Moves, applyComplete } from './rules/action1.js'
import { action2Moves, applyCross } from './rules/action2.js'
import { outOfStep } from './rules/refusals.js'
import { applyReroll, applyRoll, decideMoves } from './rules/rolling.js'
import { borderBreakdown, borderOutcome, borderScores } from './scoring.js'
import { BORDER_PLAYERS, BorderConfigCodec, setupBorder, type BorderConfig } from './setup.js'
import { checkState } from './rules/invariants.js'
import { BorderStateCodec, type BorderState } from './state.js'
import { BorderViewCodec, checkBorderView, borderRedactMove, borderRevealed, borderView, resampleHidden, viewAsState, type BorderView } from './view.js'

const SINGLE: readonly (readonly Actor[])[] = [[0], [1], [2], [3]]
const CHANCE_ONLY: readonly Actor[] = [CHANCE]
const NOBODY: readonly Actor[] = []
/** The waiting seats of Action 2 by bitmask (bit i: seat i waits), shared: 4 seats at most (D2). */
const WAITING: readonly (readonly Actor[])[] = Array.from({ length: 16 }, (_, mask) => [0, 1, 2, 3].filter((i) => (mask & (1 << i)) !== 0))

/** Who acts: chance while a die or the first player is pending, the active player in Action 1, the waiting passive players in Action 2. */
export const borderActors = (s: BorderState): readonly Actor[] => {
  switch (s.phase) {
    case 'first':
    case 'roll':
      return CHANCE_ONLY
    case 'decide':
    case 'action1':
      return SINGLE[s.active] ?? [s.active]
    case 'action2': {
      const waiting = s.a2.waiting
      let mask = 0
      for (let i = 0; i < waiting.length; i++) if (waiting[i] === true) mask |= 1 << i
      return WAITING[mask] ?? waiting.flatMap((w, i) => (w ? [i] : []))
    }
    case 'over':
      return NOBODY
  }
}

/** The pending chance step's outcomes: the first player (D13) or one die (D17). */
export const borderChanceOutcomes = (s: BorderState): readonly ChanceOutcome<BorderMove>[] => {
  if (s.phase === 'roll') return boardOf(s).rollOutcomes // D3, D17
  return s.phase === 'first' ? boardOf(s).firstOutcomes(s.players) : [] // D13
}

/** Every legal move of `actor` now, in a fixed order. */
export const borderLegalMoves = (s: BorderState, actor: Actor): readonly BorderMove[] => {
  const ix = boardOf(s)
  if (actor === CHANCE) return s.phase === 'roll' ? ix.rollMoves : borderChanceOutcomes(s).map((o) => o.move)
  switch (s.phase) {
    case 'decide':
      return actor === s.active ? decideMoves(ix, s.dice) : []
    case 'action1':
      return actor === s.active ? action1Moves(ix, s) : []
    case 'action2':
      return s.a2.waiting[actor] === true ? action2Moves(ix, s, actor) : []
    default:
      return []
  }
}

/** The moves of one kind. */
type MoveOf<K extends BorderMove['t']> = Extract<BorderMove, { readonly t: K }>

/**
 * What a move of one kind does in each phase that accepts it (any other phase refuses it: `outOfStep`, `rules/refusals.ts`): the
 * rule's next state, then the flow's automatic steps. The actor is one the phase waits for (the
 * wrapper checked it): chance in `first` and `roll`, a seat in the others.
 */
type MoveRule<M extends BorderMove> = {
  readonly [P in BorderState['phase']]?: (ix: BorderIndex, s: BorderState, actor: Actor, move: M, rng: RngState | undefined) => E.Either<RuleViolation, BorderState>
}

/** Every kind of move and what it does: the one place a move is sent to its rule. */
const MOVES = {
  first: {
    first: (ix, s, _actor, move) =>
      move.seat >= 0 && move.seat < s.players
        ? E.right(startRound(ix, s, move.seat, 0)) // D13
        : E.left(refuse('NOT_AN_OUTCOME', 'notAtTable', { seat: move.seat, last: s.players - 1 }, 'D13'))
  },
  roll: {
    roll: (ix, s, _actor, move, rng) => {
      const r = applyRoll(ix, s, move, rng)
      if (E.isLeft(r)) return r
      const after = afterRoll(ix, r.right)
      return after === r.right ? r : E.right(after) // the roll goes on: no second wrapper (speed only)
    }
  },
  stop: { decide: (ix, s) => E.right(enterAction1(ix, s)) }, // D18: stopping ends the rolling
  reroll: { decide: (ix, s, _actor, move) => applyReroll(ix, s, move) },
  complete: {
    action1: (ix, s, _actor, move) => {
      const r = applyComplete(ix, s, move)
      return E.isLeft(r) ? r : E.right(afterComplete(ix, r.right))
    }
  },
  cross: {
    // D33 (rules 3.0.0): after crossing, the seat stays in Action 2 until it says `done`, even when
    // it can cross nothing more (then `done` is its only move, a forced move a UI plays for it):
    // whether it could cross more depends on the boxes it crossed, which the other seats may not
    // know yet, so finishing it automatically would tell them. (A seat that can cross nothing
    // when Action 2 begins is finished at once, DQ16: that much is public, see `enterAction2`.)
    action2: (ix, s, actor, move) => applyCross(ix, s, actor as number, move)
  },
  done: {
    action1: (ix, s) => E.right(enterAction2(ix, s)), // D25, D26: the unused dice are the leftover dice
    action2: (ix, s, actor) => E.right(finishSeat(ix, s, actor as number)) // D32: using dice is optional
  }
} satisfies { readonly [K in BorderMove['t']]: MoveRule<MoveOf<K>> }

/**
 * Applies a well-formed move by an acting actor (the wrapper checked both) through {@link MOVES}.
 * A die's state carries `rng`, the generator after this chance step (saving the wrapper a copy of
 * the state per die).
 */
export const applyBorderMove = (s: BorderState, actor: Actor, move: BorderMove, rng?: RngState): E.Either<RuleViolation, BorderState> => {
  const rule = (MOVES[move.t] as MoveRule<BorderMove>)[s.phase]
  // The step first (a kind the pending step does not take), then the move's own rule (docs/refusals.md).
  return rule === undefined ? E.left(outOfStep(move, s, actor)) : rule(boardOf(s), s, actor, move, rng)
}

/** The Border (Kiesling & Staupe, NSV 2022), for 2–4 players. */
export const theBorder: Game<BorderConfig, BorderState, BorderMove, BorderView> = defineGame<BorderConfig, BorderState, BorderMove, BorderView, BorderText>({
  id: 'the-border',
  title: 'The Border',
  rulesVersion: '3.0.0',
  players: BORDER_PLAYERS,
  codecs: { config: BorderConfigCodec, state: BorderStateCodec, move: BorderMoveCodec, view: BorderViewCodec },
  setup: setupBorder,
  actors: borderActors,
  legalMoves: borderLegalMoves,
  chanceOutcomes: borderChanceOutcomes,
  applyMove: applyBorderMove,
  scores: borderScores,
  scoreBreakdown: borderBreakdown,
  outcome: borderOutcome,
  view: (s, viewer) => borderView(s, viewer),
  formatMove,
  parseMove,
  describeMove: describeBorderMove,
  // maxLegalMoves: a validated component set has 86 boxes (BORDER_RANGES), so a passive seat has at
  // most 84 coloured boxes + done = 85 moves; the active player at most 32 (stop + the 31 non-empty
  // sub-multisets of 5 dice) or 24 segments + done; chance 6 faces or 4 seats. maxSteps: a round
  // takes at most 1 + 15 dice + 3 decisions + 6 Action 1 moves + 3 × 6 Action 2 moves = 43 steps;
  // random play ends within 3000 steps on every set within the ranges (property test). The rules
  // force no progress (D25, D32: using dice is optional), so a table that always passes plays on.
  // maxPicks: the longest pick path is a re-roll of all five dice and its confirmation (interaction.ts).
  limits: { maxLegalMoves: 100, maxSteps: 3000, maxPicks: 6 },
  resampleHidden,
  checkState,
  checkView: checkBorderView,
  redactMove: borderRedactMove,
  revealed: borderRevealed,
  legalMovesFromView: (v, seat) => borderLegalMoves(viewAsState(v), seat),
  interaction: borderInteraction,
  text: borderEnglish,
  violationText: (text, say) => {
    const f = Object.prototype.hasOwnProperty.call(say.text.refusal, text.key) ? say.text.refusal[text.key as BorderRefusalKey] : undefined
    return typeof f === 'function' ? (f as (p: BorderRefusalParams[BorderRefusalKey]) => string)(text.params as BorderRefusalParams[BorderRefusalKey]) : undefined
  },
  // The breakdown is by area id ("windmill"); the sheets name the area ("Wind wheel").
  breakdownLabel: (key, of, say) => {
    const area = (of.components ?? bundledComponents).areas.find((a) => a.id === key)
    return area === undefined ? undefined : say.text.area(area.id, area.name)
  }
})
