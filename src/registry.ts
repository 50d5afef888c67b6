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

/**
 * Whether a game is the bundled game object of its id (`games[id]`, the same object a game subpath
 * exports). `simulateParallel` runs only such games on workers, which look the game up by id; any
 * other object — a custom game, a spread copy that keeps the id, or the same game from a second
 * copy of the package (ESM and CommonJS both loaded) — plays in the calling thread.
 */
export const isBundledGame = (game: AnyGame): boolean => Object.hasOwn(games, game.id) && games[game.id] === game

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
