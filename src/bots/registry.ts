/**
 * The greedy bot of every game, by game id; each game's bot module is re-exported from here.
 * @module
 */
import type { ManifestGameId } from '../games/manifest.js'
import type { Bot } from './bot.js'
import { theBorderGreedyBot } from './the-border.js'
import { nagarajaGreedyBot } from './nagaraja.js'
import { rajasGreedyBot } from './rajas.js'

export * from './the-border.js'
export * from './nagaraja.js'
export * from './rajas.js'

/**
 * The greedy bot of each game, keyed by game id (types erased, like the `games` registry). The ids
 * are those of `src/games/manifest.ts` (checked by the compiler and by `test/manifest.test.ts`).
 */
export const greedyBots: Readonly<Record<string, Bot<unknown, unknown>>> = {
  'the-border': theBorderGreedyBot as unknown as Bot<unknown, unknown>,
  nagaraja: nagarajaGreedyBot as unknown as Bot<unknown, unknown>,
  rajas: rajasGreedyBot as unknown as Bot<unknown, unknown>
} satisfies Record<ManifestGameId, Bot<unknown, unknown>>
