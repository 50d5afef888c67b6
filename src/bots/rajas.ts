/**
 * The bots of Rajas of the Ganges: the greedy bot and the search spec of `mcts`.
 * @module
 */
import { seedRng, type Seat } from '../core/index.js'
import { bundledComponents, fameBeside, rajas, type RajasConfig, type RajasMove, type RajasState, type RajasView } from '../games/rajas/index.js'
import type { Bot } from './bot.js'
import { withOwnRng } from './determinize.js'
import { lookaheadBot } from './lookahead.js'
import type { MctsSpec } from './mcts.js'

/**
 * How good a state is for a seat: the margin of its fame and money markers (R130, the race that
 * decides the game) measured against the best opponent, plus small terms for what turns into fame
 * and money later: dice (by pips), karma, upgrade levels, workers and tiles in the province.
 */
export const rajasEvaluate = (s: RajasState, seat: Seat): number => {
  const tracks = (s.components ?? bundledComponents).tracks
  let mine = 0
  let best = -Infinity
  for (let i = 0; i < s.players; i++) {
    const v = seatValue(s.p[i], tracks)
    if (i === seat) mine = v
    else if (v > best) best = v
  }
  return mine - 0.5 * (best === -Infinity ? 0 : best)
}

/**
 * One seat's term of {@link rajasEvaluate}. Plain loops, no arrays or closures: the greedy bot and
 * `mcts` call it for every move they look at (it was a tenth of a Rajas study's allocations).
 */
const seatValue = (p: RajasState['p'][number] | undefined, tracks: typeof bundledComponents.tracks): number => {
  if (p === undefined) return 0
  let pips = 0
  for (const d of p.dice) pips += d % 10
  let levels = 0
  for (const l of p.levels) levels += l
  let tiles = 0
  for (const c of p.grid) if (c >= 0) tiles++
  const m = p.fame - fameBeside(tracks, p.money)
  return m + 0.35 * pips + 0.6 * p.karma + 1.2 * levels + 2 * p.workers + 1.5 * tiles + p.boat * 0.8
}

/**
 * Greedy: applies each legal move to the view (Rajas hides only the generator, so the view plus a
 * generator of the bot's own is a full state), finishes its own chain of decisions greedily, and
 * keeps the move whose chain ends best by {@link rajasEvaluate}.
 */
export const rajasGreedyBot: Bot<RajasView, RajasMove> = lookaheadBot({
  name: 'greedy',
  game: rajas,
  determinize: (view, _seat, rand) => ({ ...view, rng: seedRng(String(rand())) }) as RajasState,
  evaluate: rajasEvaluate,
  chainDepth: 12
})

/**
 * Rajas's `mcts`: the greedy bot's evaluation (the fame–money race and what feeds it); rollouts
 * finish the mover's decision chain (payments, placements, rewards) greedily, then evaluate.
 */
export const rajasMctsSpec: MctsSpec<RajasConfig, RajasState, RajasMove, RajasView> = {
  game: rajas,
  stateFromView: (view, _seat, rand) => withOwnRng(view, rand),
  evaluate: rajasEvaluate,
  scale: 2,
  exploration: 0.4,
  rolloutPolicy: 'greedy',
  rolloutScope: 'chain',
  rolloutDecisions: 12
}
