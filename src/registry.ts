/**
 * The registry of every game in the package, keyed by game id, from the game modules
 * (`src/games/modules.ts`, written by `npm run manifest` from the manifest).
 * @module
 */
import type { AnyGame } from './core/index.js'
import { gameModules } from './games/modules.js'

export * from './games/modules.js'
export type { AnyGameModule, CommandSpec, ComponentsSpec, FuzzDefaults, GameModule, RulePrefixes, RefusalSpec, RulesSpec, StoryStyle } from './games/game-module.js'
export { componentsSpec, defineGameModule, eraseModule } from './games/game-module.js'

/** Every game, keyed by its id, in manifest order. */
export const games: Readonly<Record<string, AnyGame>> = Object.fromEntries(gameModules.map((m) => [m.id, m.game]))

/**
 * Whether a game is the bundled game object of its id (`games[id]`, the same object a game subpath
 * exports). `simulateParallel` runs only such games on workers, which look the game up by id; any
 * other object — a custom game, a spread copy that keeps the id, or the same game from a second
 * copy of the package (ESM and CommonJS both loaded) — plays in the calling thread.
 */
export const isBundledGame = (game: AnyGame): boolean => Object.hasOwn(games, game.id) && games[game.id] === game

/** The id of a game in {@link games}. */
export type GameId = keyof typeof games
