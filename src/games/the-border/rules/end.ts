/**
 * The end of the game (rulebook section "End of the game"): a player's 6th completed area ends
 * the game once the current round's actions are finished (D41–D44, DQ9). The flow (`flow.ts`)
 * asks {@link endTriggered} when a round ends; the tie-break (D45) is in `scoring.ts`.
 * @module
 */
import type { BorderState } from '../state.js'
import { completedCount } from './completing.js'

/** Completed areas that end the game (D41). */
export const AREAS_TO_END = 6

/** Whether some player has completed their 6th area (D41; every completion counts, D44). */
export const endTriggered = (s: BorderState): boolean => s.boards.some((b) => completedCount(b) >= AREAS_TO_END)
