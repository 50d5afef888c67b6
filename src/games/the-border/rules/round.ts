/**
 * The end of a round: the next player clockwise becomes active (D16), unless someone has
 * completed a 6th area, in which case the game ends after this round (D41–D44, DQ9).
 * @module
 */
import type { BorderIndex } from '../board.js'
import type { BorderState } from '../state.js'
import { completedCount } from './crossing.js'
import { startRound } from './rolling.js'

/** Completed areas that end the game (D41). */
export const AREAS_TO_END = 6

/** Whether some player has completed their 6th area (D41). */
export const endTriggered = (s: BorderState): boolean => s.boards.some((b) => completedCount(b) >= AREAS_TO_END)

/** Ends the round: game over if triggered (D42, D43), else the next round (D16). */
export const endRound = (ix: BorderIndex, s: BorderState): BorderState =>
  endTriggered(s)
    ? { ...s, phase: 'over', a2: { ...s.a2, waiting: s.a2.waiting.map(() => false) } }
    : startRound(ix, s, (s.active + 1) % s.players, s.round + 1)
