/**
 * The greedy bot of every game, by game id.
 * @module
 */
import type { Bot } from './bot.js'
import { theBorderGreedyBot } from './the-border.js'
import { nagarajaGreedyBot } from './nagaraja.js'
import { rajasGreedyBot } from './rajas.js'

/** The greedy bot of each game, keyed by game id (types erased, like the `games` registry). */
export const greedyBots: Readonly<Record<string, Bot<unknown, unknown>>> = {
  'the-border': theBorderGreedyBot as unknown as Bot<unknown, unknown>,
  nagaraja: nagarajaGreedyBot as unknown as Bot<unknown, unknown>,
  rajas: rajasGreedyBot as unknown as Bot<unknown, unknown>
}
