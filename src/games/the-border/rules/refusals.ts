/**
 * Refusals of The Border: every code `apply` may refuse a move with, declared once, and the refusal
 * of a move that the pending step does not take.
 *
 * Precedence (docs/refusals.md): the game is over (`GAME_OVER`), then the turn (`NOT_YOUR_TURN`:
 * the actor is not one the step waits for), then the move's shape (`MALFORMED_MOVE`) — these three
 * are the wrapper's (`defineGame`) —, then the step: a move of a kind the pending step does not
 * take is refused here ({@link outOfStep}), naming the rule that closed the step of its kind when
 * that step is over for this turn (a re-roll after the third roll or after `stop`: D18), else the
 * rule of the pending step; only then the rule specific to the move (its things exist, then its own
 * rule), in `rolling.ts`, `action1.ts` and `action2.ts`.
 * @module
 */
import type { Actor, RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import { formatMove, type BorderMove } from '../moves.js'
import type { BorderState } from '../state.js'
import { MAX_ROLLS } from './rolling.js'

/**
 * Every code The Border's rules refuse a move with (besides the wrapper's `GAME_OVER`,
 * `NOT_YOUR_TURN` and `MALFORMED_MOVE`), with when it is given. The one list: a test produces each
 * code, and fails on a code produced or written in the rules that is not here.
 */
export const refusalCodes = [
  /** Chance gives something that is not an outcome of its pending step (D13, D17). */
  'NOT_AN_OUTCOME',
  /** A seat sends a move only chance makes: drawing the first player or a die (D13, D17). */
  'CHANCE_ONLY',
  /** The pending step takes no move of this kind: stop or re-roll first (D18), complete segments in Action 1 (D21), cross boxes in Action 2 (D27). */
  'WRONG_PHASE',
  /** A re-roll or stop after the third roll: the dice are final (D18). */
  'NO_ROLLS_LEFT',
  /** A re-roll or stop after the player stopped rolling (D18). */
  'ROLLING_STOPPED',
  /** A re-roll of no die (D18, DQ14). */
  'EMPTY_REROLL',
  /** The dice of a re-roll not listed in colour order (D18). */
  'UNORDERED_DICE',
  /** A re-roll of more dice of a colour than show it (D18, D19). */
  'DIE_NOT_SHOWING',
  /** The sheet has no segment of that colour and length (D8). */
  'NO_SUCH_SEGMENT',
  /** The segment is already fully crossed (D21). */
  'SEGMENT_COMPLETE',
  /** Fewer unused dice of the colour than the segment has open boxes (D21, D24). */
  'CANNOT_COMPLETE',
  /** There is no such box (D5). */
  'NO_SUCH_BOX',
  /** A white box: crossed from the start, never by a die (D7). */
  'WHITE_BOX',
  /** The box is already crossed (D30). */
  'ALREADY_CROSSED',
  /** The active player used all five dice, so a passive player uses only one (D28b). */
  'DIE_LIMIT',
  /** The passive player has used every available die (D28, D30). */
  'NO_DIE_LEFT',
  /** No die of the box colour is available, or this player used it already (D28, D30). */
  'DIE_NOT_AVAILABLE',
  /** The box touches no crossed box (D31, DQ3). */
  'NOT_ADJACENT'
] as const

/** A code of {@link refusalCodes}. */
export type BorderRefusalCode = (typeof refusalCodes)[number]

/** The codes that refuse a move for its kind (the pending step takes no such move), never for its particulars. */
export const refusedByKind: readonly BorderRefusalCode[] = ['CHANCE_ONLY', 'WRONG_PHASE', 'NO_ROLLS_LEFT', 'ROLLING_STOPPED']

/**
 * Why a move of a kind the pending step does not take is refused (step 4 of the precedence): for
 * chance, that it is no outcome of the pending draw; for a seat, a re-roll or `stop` once rolling
 * is over names what ended it (the third roll or the `stop`, D18), a chance move names chance's
 * rule, and any other move the rule of the step that is pending.
 */
export const outOfStep = (move: BorderMove, s: BorderState, actor: Actor): RuleViolation => {
  const text = `"${formatMove(move)}"`
  if (s.phase === 'first' || s.phase === 'roll') {
    return refuse('NOT_AN_OUTCOME', 'notAnOutcome', { move: text, step: s.phase }, s.phase === 'first' ? 'D13' : 'D17')
  }
  if (move.t === 'first' || move.t === 'roll') {
    return refuse('CHANCE_ONLY', 'chanceOnly', { move: text, kind: move.t }, move.t === 'first' ? 'D13' : 'D17')
  }
  if ((move.t === 'stop' || move.t === 'reroll') && s.phase === 'action1' && actor === s.active) {
    // D18: the rolling of this round is over — by the third roll, or by the player's stop.
    return s.rolls >= MAX_ROLLS
      ? refuse('NO_ROLLS_LEFT', 'noRollsLeft', {}, 'D18')
      : refuse('ROLLING_STOPPED', 'rollingStopped', {}, 'D18')
  }
  const rule = { decide: 'D18', action1: 'D21', action2: 'D27', over: 'D41' } as const
  return refuse('WRONG_PHASE', 'wrongPhase', { move: text, phase: s.phase }, rule[s.phase])
}
