/**
 * The `mcts` bot of every game: the generic search (`mcts.ts`) with each game's spec (its game
 * module's `bots.mcts`: determinization, evaluation, rollout length), and the bot names the command
 * accepts (`mcts`, `mcts:300ms`, `mcts:2000`).
 * @module
 */
import { gameModules } from '../games/modules.js'
import type { Bot } from './bot.js'
import { mctsBot, type MctsBudget, type MctsSpec } from './mcts.js'

/** The budget of `mcts` without a suffix: one second per decision. */
export const DEFAULT_MCTS_BUDGET: MctsBudget = { ms: 1000 }

/** The search spec of each game (types erased), keyed by game id, from the game modules. */
const specs: Readonly<Record<string, MctsSpec<unknown, never, unknown, unknown>>> = Object.fromEntries(
  gameModules.map((m) => [m.id, m.bots.mcts as unknown as MctsSpec<unknown, never, unknown, unknown>])
)

/**
 * Reads the suffix of a bot name `mcts[:budget]`: `mcts` (1 s), `mcts:300ms`, `mcts:2s`,
 * `mcts:2000` (iterations). `undefined` when the name is not an `mcts` name or its budget is bad.
 */
export const parseMctsBudget = (name: string): MctsBudget | undefined => {
  const m = /^mcts(?::(\d+(?:\.\d+)?)(ms|s)?)?$/.exec(name.trim())
  if (m === null) return undefined
  const [, amount, unit] = m
  if (amount === undefined) return DEFAULT_MCTS_BUDGET
  const n = Number(amount)
  if (unit === undefined) return Number.isSafeInteger(n) && n >= 1 && n <= 10_000_000 ? { iterations: n } : undefined
  const ms = unit === 's' ? n * 1000 : n
  return ms > 0 && ms <= 3_600_000 ? { ms } : undefined
}

/**
 * The `mcts` bot of a game for a name such as `mcts`, `mcts:300ms` or `mcts:2000` (the name is the
 * bot's name in statistics); `undefined` for an unknown game or a name that is not an `mcts` name.
 */
export const mctsBotFor = (gameId: string, name: string): Bot<unknown, unknown> | undefined => {
  const spec = Object.hasOwn(specs, gameId) ? specs[gameId] : undefined
  const budget = parseMctsBudget(name)
  if (spec === undefined || budget === undefined) return undefined
  return mctsBot(spec, budget, name.trim()) as Bot<unknown, unknown>
}
