/**
 * Bots: players that decide from a seat's view only.
 * @module
 */
import type { Seat } from '../core/index.js'

/** What a bot is given to decide: never the full state. */
export interface BotInput<View, Move> {
  /** `view(state, seat)`: what this seat may know. */
  readonly view: View
  /** The seat deciding. */
  readonly seat: Seat
  /** The seat's legal moves (they depend only on what the seat knows). */
  readonly legal: readonly Move[]
  /** The bot's own seeded generator: floats in [0, 1). */
  readonly rand: () => number
}

/** A bot: a deterministic function of its input (and its own generator). */
export interface Bot<View, Move> {
  /** A short name for logs and statistics, e.g. `'random'`, `'greedy'`. */
  readonly name: string
  /** Picks one of `input.legal` (which is never empty). */
  choose(input: BotInput<View, Move>): Move
}
