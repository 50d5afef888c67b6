/**
 * Scores and the outcome: the banked points; the first to reach the target wins (P6).
 * @module
 */
import { makeOutcome, type Outcome, type ScoreBreakdown } from '../../core/index.js'
import type { PigState } from './state.js'

/** Live scores by seat: the banked points (P4). */
export const scores = (s: PigState): readonly number[] => s.banked

/** Live breakdown by seat. */
export const scoreBreakdown = (s: PigState): readonly ScoreBreakdown[] => s.banked.map((banked) => ({ banked }))

/** The outcome once a seat reached the target (P6). */
export const outcome = (s: PigState): Outcome | undefined =>
  s.phase === 'over' ? makeOutcome(s.banked, s.banked.map((x) => [x]), 'a player reached the target (P6)', scoreBreakdown(s)) : undefined
