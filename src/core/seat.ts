/**
 * Seats and per-seat scores: the words every other core module uses about players.
 * @module
 */

/** A player's seat: 0-based, in seating (clockwise) order. */
export type Seat = number

/** Per-seat score breakdown: named parts (e.g. one per area) that add up to the score. */
export type ScoreBreakdown = Readonly<Record<string, number>>
