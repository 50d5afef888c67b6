/**
 * The moves a game lists from shared tables (speed only, issue 31). A game's `legalMoves` and
 * `chanceOutcomes` hand out the same frozen move objects step after step instead of building fresh
 * ones; its move guard then takes a move that *is* one of them by identity — frozen, so exactly its
 * fields for good — instead of listing its keys (`hasKeyCount`, a measurable part of every step).
 * A copy, a parsed or decoded move or a proxy is never one of them, so it is checked in full.
 * @module
 */

/** One game's shared moves. */
export interface SharedMoves {
  /** Freezes `move` (and each list or object in its fields) and registers it; returns it. */
  readonly share: <M extends object>(move: M) => M
  /** Whether `value` is a move this registry shared: an identity lookup, which runs no getter or proxy trap. */
  readonly has: (value: unknown) => boolean
}

/** A registry of shared moves for one game (a module-level constant of the game's moves module). */
export const sharedMoves = (): SharedMoves => {
  const shared = new WeakSet<object>()
  return {
    share: <M extends object>(move: M): M => {
      // Moves are flat: fields of scalars or of lists of scalars (a re-roll's dice).
      for (const v of Object.values(move)) if (typeof v === 'object' && v !== null) Object.freeze(v)
      shared.add(Object.freeze(move))
      return move
    },
    has: (value: unknown): boolean => typeof value === 'object' && value !== null && shared.has(value)
  }
}
