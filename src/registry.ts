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
 * The mark of the games above (the game's id, on a non-enumerable key that spreading a game into a
 * custom one does not copy): how `simulateParallel` knows the same bundled game loaded twice (ESM
 * and CommonJS copies of the package) from a custom game that reuses a bundled id.
 */
const BUNDLED_GAME: unique symbol = Symbol.for('tabletop-rules.bundled-game')
for (const g of Object.values(games)) if (!Object.hasOwn(g, BUNDLED_GAME)) Object.defineProperty(g, BUNDLED_GAME, { value: g.id })

/** Whether a game is the bundled game of its id (this copy of the package's, or another copy's). */
export const isBundledGame = (game: AnyGame): boolean => {
  const known = Object.hasOwn(games, game.id) ? games[game.id] : undefined
  return known !== undefined && (known === game || (Object.getOwnPropertyDescriptor(game, BUNDLED_GAME)?.value === game.id && known.rulesVersion === game.rulesVersion))
}

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
