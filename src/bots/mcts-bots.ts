/**
 * The `mcts` bot of every game: the generic search (`mcts.ts`) with each game's determinization,
 * evaluation and rollout length, and the bot names the command accepts (`mcts`, `mcts:300ms`,
 * `mcts:2000`).
 * @module
 */
import type { ManifestGameId } from '../games/manifest.js'
import { nagaraja, type NagarajaMove, type NagarajaState, type NagarajaView } from '../games/nagaraja/index.js'
import { rajas, type Move as RajasMove, type State as RajasState, type View as RajasView } from '../games/rajas/index.js'
import { theBorder, type BorderMove, type BorderState, type BorderView } from '../games/the-border/index.js'
import type { Seat } from '../core/index.js'
import type { Bot } from './bot.js'
import { nagarajaStateFromView, withOwnRng } from './determinize.js'
import { mctsBot, type MctsBudget, type MctsSpec } from './mcts.js'
import { borderEvaluate } from './the-border.js'
import { rajasEvaluate } from './rajas.js'
import { nagarajaGreedyBot } from './nagaraja.js'

/** The budget of `mcts` without a suffix: one second per decision. */
export const DEFAULT_MCTS_BUDGET: MctsBudget = { ms: 1000 }

/**
 * The Border: the greedy bot's evaluation (points plus progress round open areas); rollouts finish
 * the decision chain of the seat that made the last move of the tree greedily, then evaluate.
 */
export const theBorderMctsSpec: MctsSpec<unknown, BorderState, BorderMove, BorderView> = {
  game: theBorder as MctsSpec<unknown, BorderState, BorderMove, BorderView>['game'],
  stateFromView: (view, _seat, rand) => withOwnRng(view, rand),
  evaluate: borderEvaluate,
  // With three or four seats, a margin over the opponents' mean beat a margin over the best
  // opponent (41% against 28–33% win share at 3 players); with two they are the same.
  against: 'mean',
  scale: 2,
  exploration: 0.4,
  rolloutPolicy: 'greedy',
  rolloutScope: 'chain',
  rolloutDecisions: 12
}

/**
 * Rajas: the greedy bot's evaluation (the fame–money race and what feeds it); rollouts finish the
 * mover's decision chain (payments, placements, rewards) greedily, then evaluate.
 */
export const rajasMctsSpec: MctsSpec<unknown, RajasState, RajasMove, RajasView> = {
  game: rajas as MctsSpec<unknown, RajasState, RajasMove, RajasView>['game'],
  stateFromView: (view, _seat, rand) => withOwnRng(view, rand),
  evaluate: rajasEvaluate,
  scale: 2,
  exploration: 0.4,
  rolloutPolicy: 'greedy',
  rolloutScope: 'chain',
  rolloutDecisions: 12
}

/**
 * Nagaraja: the score (relics and amulets) only moves when a room is placed, so rollouts run on
 * through about a round (15 decisions), played by the greedy bot (it scores moves from the view,
 * at almost no cost).
 */
export const nagarajaMctsSpec: MctsSpec<unknown, NagarajaState, NagarajaMove, NagarajaView> = {
  game: nagaraja as MctsSpec<unknown, NagarajaState, NagarajaMove, NagarajaView>['game'],
  stateFromView: nagarajaStateFromView,
  evaluate: (s: NagarajaState, seat: Seat) => nagaraja.scores(s)[seat] ?? 0,
  scale: 4,
  rolloutBot: nagarajaGreedyBot,
  rolloutDecisions: 15
}

/** The search spec of each game (types erased), keyed by game id. */
const specs = {
  'the-border': theBorderMctsSpec as unknown as MctsSpec<unknown, never, unknown, unknown>,
  nagaraja: nagarajaMctsSpec as unknown as MctsSpec<unknown, never, unknown, unknown>,
  rajas: rajasMctsSpec as unknown as MctsSpec<unknown, never, unknown, unknown>
} satisfies Record<ManifestGameId, MctsSpec<unknown, never, unknown, unknown>>

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
  const spec = Object.hasOwn(specs, gameId) ? (specs as Readonly<Record<string, MctsSpec<unknown, never, unknown, unknown>>>)[gameId] : undefined
  const budget = parseMctsBudget(name)
  if (spec === undefined || budget === undefined) return undefined
  return mctsBot(spec, budget, name.trim()) as Bot<unknown, unknown>
}
