/**
 * The registry of every game in the package, keyed by game id.
 * @module
 */
import { eraseGame, type AnyGame } from './core/index.js'
import { theBorder } from './games/the-border/index.js'
import { nagaraja } from './games/nagaraja/index.js'
import { rajas } from './games/rajas/index.js'

export { theBorder, nagaraja, rajas }

/** Every game, keyed by its id. */
export const games: Readonly<Record<string, AnyGame>> = {
  [theBorder.id]: eraseGame(theBorder),
  [nagaraja.id]: eraseGame(nagaraja),
  [rajas.id]: eraseGame(rajas)
}

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
