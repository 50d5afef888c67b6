/**
 * Pig's words (docs/locales.md): its text interface — every word the game says, as functions of
 * structured params — and its English. A locale of the game implements the same interface.
 * @module
 */
import type { Seat } from '../../core/index.js'

/** Everything Pig says, in one locale. */
export interface PigText {
  /** "seat 1 rolls"; `who` is the seat as the core names it. */
  readonly rolls: (who: string) => string
  /** "seat 0 holds 12 points". */
  readonly holds: (who: string, points: number) => string
  /** "the die shows 4". */
  readonly dieShows: (value: number) => string
  /** A seat's turn, for labels: "seat 1". */
  readonly seat: (seat: Seat) => string
}

/** Pig in English. */
export const pigEnglish: PigText = {
  rolls: (who) => `${who} rolls`,
  holds: (who, points) => `${who} holds ${points} point${points === 1 ? '' : 's'}`,
  dieShows: (value) => `the die shows ${value}`,
  seat: (seat) => `seat ${seat}`
}
