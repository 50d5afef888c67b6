/**
 * The automatic steps: the turn passes on, a round ends when every seat has had its turn (P5).
 * @module
 */
import type { PigState } from './state.js'

/** The next seat's turn, with nothing rolled yet (P5); a new round after the last seat. */
export const nextTurn = (s: PigState): PigState => {
  const turn = (s.turn + 1) % s.banked.length
  return { ...s, turn, round: turn === 0 ? s.round + 1 : s.round, turnTotal: 0, phase: 'decide' }
}
