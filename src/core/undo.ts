/**
 * Information-safe undo (issue 16): a seat may take back only its own trailing decisions, never
 * past a chance step, another actor's move, or a step that revealed anything to it — so undo can
 * never re-roll a die, redraw a card or un-see a peek.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Game, Seat, WithRng } from './game.js'
import type { ReplayError, Transcript } from './transcript.js'
import { replayStates, type Replayed } from './log.js'
import { describeValue } from './excerpt.js'
import { violation, ViolationCode, type RuleViolation } from './violation.js'

/**
 * Whether the step `i` of a replayed transcript may be taken back by `seat`: it is the seat's own
 * decision and revealed nothing to it.
 */
const undoable = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, before: S, actor: unknown, move: M, after: S, seat: Seat): boolean =>
  actor === seat && game.revealed(before, seat, move, after, seat).length === 0

/**
 * The earliest step `seat` may take the game back to: the number of steps kept if it undid all it
 * may. Steps from there on are all the seat's own decisions that revealed nothing to it; the step
 * before is a chance step, another actor's move, or a step that revealed something to the seat
 * (or the start). Equals `moves.length` when nothing can be undone.
 */
export const undoPoint = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, transcript: unknown, seat: Seat): E.Either<ReplayError, number> => {
  const r = replayStates(game, transcript)
  return E.isLeft(r) ? r : E.right(pointOf(game, r.right, seat))
}

const pointOf = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, replayed: Replayed<C, S, M>, seat: Seat): number => {
  const { states, steps } = replayed
  let k = steps.length
  while (k > 0) {
    const step = steps[k - 1]
    if (step === undefined || !undoable(game, states[k - 1] as S, step.actor, step.move, states[k] as S, seat)) break
    k--
  }
  return k
}

/**
 * Takes back the last decision of `seat` (one step), if it may: the transcript (decoded: it is
 * untrusted input) without its last step. `Left(NOTHING_TO_UNDO)` when the last step is not the seat's own, or is a chance step, or
 * revealed something to the seat. Call it repeatedly to go back to {@link undoPoint}.
 */
export const undo = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  transcript: Transcript<C, M>,
  seat: Seat
): E.Either<RuleViolation, Transcript<C, M>> => {
  const r = replayStates(game, transcript)
  if (E.isLeft(r)) return r
  const tr = r.right.transcript
  const n = tr.moves.length
  if (pointOf(game, r.right, seat) >= n) {
    const who = typeof seat === 'number' ? `seat ${seat}` : describeValue(seat)
    return E.left(violation(ViolationCode.NOTHING_TO_UNDO, `${who} has nothing to take back: the last step is not its own decision, or it was a chance step or revealed something to it`))
  }
  return E.right({ ...tr, moves: tr.moves.slice(0, n - 1) })
}
