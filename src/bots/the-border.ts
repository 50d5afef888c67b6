/**
 * The bots of The Border: the greedy bot and the search spec of `mcts`. They use the game's public
 * entry only.
 * @module
 */
import { seedRng, type Seat } from '../core/index.js'
import { boardOf, seatPoints, ringsCrossed, theBorder, viewAsState, type BorderConfig, type BorderMove, type BorderState, type BorderView, type SeatSheet } from '../games/the-border/index.js'
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
  // The seat's points are the game's own (`seatPoints`, D36–D40, as `theBorder.scores` sums them).
  // Speed only (a search evaluates every state it makes): the ring counts come from the sheet's
  // bitsets (`ringsCrossed`), and no closures.
  const boards = s.boards
  const areas = ix.components.areas
  const rings = ix.rings
  const crossedIn = ringsCrossed(ix, board)
  const points = seatPoints(ix, s, seat)
  let progress = 0
  for (let a = 0; a < rings.length; a++) {
    if ((board.completed[a] ?? -1) >= 0) continue
    const ring = rings[a] as readonly number[]
    const area = areas[a]
    if (area === undefined || ring.length === 0) continue
    let taken = false
    for (let j = 0; j < boards.length && !taken; j++) taken = ((boards[j] as SeatSheet).completed[a] ?? -1) >= 0
    const share = (crossedIn[a] as number) / ring.length
    progress += share * share * (taken ? area.low : area.high)
  }
  return points + 0.6 * progress
}

/** How {@link borderEvaluation} weighs a sheet's progress towards areas it has not completed. */
export interface BorderEvaluationWeights {
  /** The weight of the progress term (`borderEvaluate`: 0.6). */
  readonly progress: number
  /**
   * The race for an area still free (D36–D38): 0 prices it at its higher value as `borderEvaluate`
   * does; k > 0 at the chance of completing it first, taken as the product over the opponents of
   * the sigmoid of (their boxes left − ours) / k, between the higher and the lower value.
   */
  readonly race: number
  /**
   * The end (D41): with `true` progress counts less as the game nears its end, by
   * min(1, (6 − the most areas a single seat has completed) / 2), since an area not completed by then scores nothing.
   */
  readonly horizon: boolean
}

/** The areas a seat completes to end the game (D41). */
const AREAS_TO_END = 6

/** Per sheet object: the boxes each area's ring still has uncrossed (sheets are immutable; speed only). */
const ringsLeft = new WeakMap<SeatSheet, Int8Array>()

const leftOf = (rings: readonly (readonly number[])[], board: SeatSheet): Int8Array => {
  const known = ringsLeft.get(board)
  if (known !== undefined) return known
  const left = new Int8Array(rings.length)
  rings.forEach((ring, a) => {
    let n = 0
    for (const box of ring) if (board.crossed.charCodeAt(box) !== 49) n++
    left[a] = n
  })
  ringsLeft.set(board, left)
  return left
}

/**
 * An evaluation like {@link borderEvaluate} (points plus the progress round areas not completed
 * yet, each area's crossed share squared), with the race for free areas priced and the end of the
 * game in view as `w` says; `borderEvaluation({ progress: 0.6, race: 0, horizon: false })` equals
 * `borderEvaluate`.
 */
export const borderEvaluation =
  (w: BorderEvaluationWeights) =>
  (s: BorderState, seat: Seat): number => {
    const ix = boardOf(s)
    const board = s.boards[seat]
    if (board === undefined) return 0
    let most = 0
    if (w.horizon) {
      for (const b of s.boards) {
        let done = 0
        for (const st of b.completed) if (st >= 0) done++
        most = Math.max(most, done)
      }
    }
    const mine = leftOf(ix.rings, board)
    const theirs: readonly Int8Array[] = w.race > 0 ? s.boards.map((b, j) => (j === seat ? mine : leftOf(ix.rings, b))) : []
    let progress = 0
    ix.rings.forEach((ring, a) => {
      if ((board.completed[a] ?? -1) >= 0) return
      const area = ix.components.areas[a]
      if (area === undefined || ring.length === 0) return
      const left = mine[a] as number
      const share = (ring.length - left) / ring.length
      const taken = s.boards.some((b) => (b.completed[a] ?? -1) >= 0)
      let value = taken ? area.low : area.high
      if (!taken && w.race > 0) {
        let first = 1
        theirs.forEach((t, j) => {
          if (j !== seat) first *= 1 / (1 + Math.exp(-((t[a] as number) - left) / w.race))
        })
        value = area.low + first * (area.high - area.low)
      }
      progress += share * share * value
    })
    const weight = w.horizon ? w.progress * Math.min(1, Math.max(0, AREAS_TO_END - most) / 2) : w.progress
    return (theBorder.scores(s)[seat] ?? 0) + weight * progress
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
 * then evaluate. At two players untried moves are tried best-first with a progressive bias
 * (`bias`); at four the margin is centred on the seat's margin at the decision (`centred`), both
 * through `byPlayers`.
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
  rolloutDecisions: 12,
  // At four players the margin is measured from the seat's margin at the decision (issue 31): far
  // ahead or behind, a plain sigmoid left the moves' rewards too close to tell apart. `mcts:300`
  // against three greedy bots, the same 120 seeds: 34.2% won against 18.3%; 26.7% on 120 fresh
  // seeds (bench/RESULTS.md).
  // At two players, progressive bias (untried moves best-first, then a bias toward the greedy
  // evaluation's favourites that fades with visits): `mcts:300` against greedy, the same 150 seeds:
  // 86.7% won against 78.7% without it (bench/RESULTS.md, issue 31 round four).
  byPlayers: { 2: { bias: 1 }, 4: { centred: true } }
}
