/**
 * The registry of every game in the package, keyed by game id.
 * @module
 */
import { eraseGame, type AnyGame } from './core/index.js'
import type { ManifestGameId } from './games/manifest.js'
import { theBorder } from './games/the-border/index.js'
import { nagaraja } from './games/nagaraja/index.js'
import { rajas } from './games/rajas/index.js'

export { theBorder, nagaraja, rajas }

/**
 * Every game, keyed by its id. (The ids are those of `src/games/manifest.ts`: the compiler refuses
 * a missing or extra game, `test/manifest.test.ts` checks each value's id and title.)
 */
export const games: Readonly<Record<string, AnyGame>> = {
  'the-border': eraseGame(theBorder),
  nagaraja: eraseGame(nagaraja),
  rajas: eraseGame(rajas)
} satisfies Record<ManifestGameId, AnyGame>

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
