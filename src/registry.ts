/**
 * The registry of every game in the package, keyed by game id.
 * @module
 */
import type { AnyGame } from './core/index.js'

/** Every game, keyed by its id. */
export const games: Readonly<Record<string, AnyGame>> = {}

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
