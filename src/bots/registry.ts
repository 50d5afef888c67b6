/**
 * The greedy bot of every game, by game id (from the game modules); each game's bot module is
 * re-exported from here.
 * @module
 */
import { gameModules } from '../games/modules.js'
import type { Bot } from './bot.js'

// The bot modules of the games whose bots live in `src/bots/<id>.ts` (their public names, such as
// `theBorderGreedyBot`; `test/manifest.test.ts` checks every such file is listed here).
export * from './the-border.js'
export * from './nagaraja.js'
export * from './rajas.js'

/** The greedy bot of each game, keyed by game id (types erased, like the `games` registry). */
export const greedyBots: Readonly<Record<string, Bot<unknown, unknown>>> = Object.fromEntries(gameModules.map((m) => [m.id, m.bots.greedy]))
