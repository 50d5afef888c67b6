/**
 * The bots of The Border: the greedy bot and the search spec of `mcts`. They use the game's public
 * entry only.
 * @module
 */
import { seedRng, type Seat } from '../core/index.js'
import { boardOf, theBorder, viewAsState, type BorderConfig, type BorderMove, type BorderState, type BorderView } from '../games/the-border/index.js'
import type { Bot } from './bot.js'
import { withOwnRng } from './determinize.js'
import { lookaheadBot } from './lookahead.js'
import type { MctsSpec } from './mcts.js'

/**
 * How good a state is for a seat: its points (D36–D40), plus progress towards areas it has not
 * completed yet — the share of each area's ring it has crossed, squared (nearly closed rings count
 * most), times the value the area can still bring (high while nobody has it, else low).
 */
export const borderEvaluate = (s: BorderState, seat: Seat): number => {
  const ix = boardOf(s)
  const board = s.boards[seat]
  if (board === undefined) return 0
  let progress = 0
  ix.rings.forEach((ring, a) => {
    if ((board.completed[a] ?? -1) >= 0) return
    let crossed = 0
    for (const box of ring) if (board.crossed[box] === '1') crossed++
    const area = ix.components.areas[a]
    if (area === undefined || ring.length === 0) return
    const taken = s.boards.some((b) => (b.completed[a] ?? -1) >= 0)
    const share = crossed / ring.length
    progress += share * share * (taken ? area.low : area.high)
  })
  return (theBorder.scores(s)[seat] ?? 0) + 0.6 * progress
}

/**
 * Greedy: the view rebuilt as a state (the other seats' secret crossings rolled back, as the view
 * shows them) plus a generator of the bot's own is a full state; the bot applies each legal move,
 * finishes its own chain of decisions greedily, and keeps the best by {@link borderEvaluate}.
 */
export const theBorderGreedyBot: Bot<BorderView, BorderMove> = lookaheadBot({
  name: 'greedy',
  game: theBorder,
  determinize: (view, _seat, rand) => ({ ...viewAsState(view), rng: seedRng(String(rand())) }),
  evaluate: borderEvaluate,
  chainDepth: 8
})

/**
 * The Border's `mcts`: the greedy bot's evaluation (points plus progress round open areas);
 * rollouts finish the decision chain of the seat that made the last move of the tree greedily,
 * then evaluate.
 */
export const theBorderMctsSpec: MctsSpec<BorderConfig, BorderState, BorderMove, BorderView> = {
  game: theBorder,
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
