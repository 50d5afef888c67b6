/**
 * `mcts`: single-observer information-set Monte Carlo tree search (SO-ISMCTS), generic over the
 * contract. Every iteration determinizes the seat's view (a full state consistent with it, hidden
 * parts drawn with the bot's own generator through `game.resampleHidden`), walks one tree of the
 * seat's information sets (edges are moves; chance is sampled, not branched: an open-loop tree),
 * adds one node, plays a short rollout and scores it with the game's evaluation. See `docs/bots.md`.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, pickIndex, resolveChance, type Game, type Seat, type WithRng } from '../core/index.js'
import type { Bot, BotInput } from './bot.js'
import { extendPath, pathKey, type PathKey } from './transposition.js'

/** How long `mcts` thinks per decision: a number of iterations (deterministic) or a time in milliseconds. */
export type MctsBudget = { readonly iterations: number } | { readonly ms: number }

/** The search's options: what a game supplies besides the game itself and its view-to-state step. */
export interface MctsOptions<S, M, V> {
  /** How good a state is for a seat (higher is better), in the game's points (default: its score). */
  readonly evaluate?: (state: S, seat: Seat) => number
  /** The margin (evaluation minus the best opponent's) worth a reward of about 0.73 (sigmoid of 1). */
  readonly scale: number
  /** Seat decisions (forced moves not counted) a rollout plays after leaving the tree before it is evaluated. */
  readonly rolloutDecisions: number
  /**
   * How rollouts decide: `'greedy'` applies each legal move and keeps the one the evaluation likes
   * best for the seat that moves (ties at random; it follows a seat's decision chain the way the
   * greedy bots do), `'random'` picks uniformly. Default `'greedy'` when `evaluate` is given.
   */
  readonly rolloutPolicy?: 'greedy' | 'random'
  /**
   * A bot that plays the rollouts instead (asked with each mover's view and the search's generator),
   * e.g. a cheap greedy bot that scores moves from the view; overrides `rolloutPolicy`.
   */
  readonly rolloutBot?: Bot<V, M>
  /**
   * Where rollouts stop besides `rolloutDecisions`: `'chain'` stops when a seat other than the one
   * that made the last move of the tree is to decide (the rollout only finishes that seat's decision
   * chain, as the greedy bots do); `'decisions'` (default) plays on through other seats' turns.
   */
  readonly rolloutScope?: 'chain' | 'decisions'
  /**
   * Whom a seat's margin is measured against: the best opponent (default; right for two players),
   * or the opponents' mean (with three or more, hurting one opponent mostly helps another).
   * `'rank'` rewards the seat's place instead of a margin: 1 for the lone leader by the evaluation,
   * a share for leaders tied, else 0.
   */
  readonly against?: 'best' | 'mean' | 'rank'
  /**
   * Measure a seat's margin from its margin at the root (the decision's determinized state), so the
   * sigmoid stays in its steep part however far ahead or behind the seat already is (default false).
   */
  readonly centred?: boolean
  /** The UCB exploration constant (rewards are in [0, 1]); default 0.7. */
  readonly exploration?: number
  /**
   * Progressive bias: a move's UCB score gains `bias × h / (visits + 1)`, where h (in [0, 1]) is the
   * sigmoid of the evaluation's change for the mover after the move, measured when the move is first
   * met; unvisited moves are then tried best-h first. 0 (default): moves are tried in random order.
   */
  readonly bias?: number
  /**
   * Transposition of decision chains: when a seat makes several moves in a row for which this says
   * true, their order does not change the state (e.g. crossing boxes in one Action 2), so the tree
   * keys the node after them by the set of those moves, not by their order.
   */
  readonly commutes?: (move: M) => boolean
}

/** What a game supplies to the generic search. */
export interface MctsSpec<C, S extends WithRng, M, V> extends MctsOptions<S, M, V> {
  /** The game. */
  readonly game: Game<C, S, M, V>
  /**
   * Some full state consistent with the seat's view (hidden parts filled in any way consistent
   * with it); the search then redraws what the view hides with `game.resampleHidden`. It must read
   * nothing but its arguments: the bot never sees the real hidden information.
   */
  readonly stateFromView: (view: V, seat: Seat, rand: () => number) => S
  /** Options that replace those above at a player count (e.g. `{ 4: { against: 'rank' } }`); the others stay. */
  readonly byPlayers?: Readonly<Record<number, Partial<MctsOptions<S, M, V>>>>
}

/** One edge of the tree: a move of the seat that acts at its parent. */
interface Edge<M> {
  readonly move: M
  /** Times this edge was chosen. */
  visits: number
  /** Sum of the rewards, for the seat that moved. */
  total: number
  /** Times this edge was legal when its parent was visited (ISMCTS availability). */
  avail: number
  /** The node after the move (created on the second visit; unused with transpositions). */
  child: TreeNode<M> | undefined
  /** The progressive bias's h of the move (0 without `bias`). */
  readonly prior: number
}

/** A node: the information set reached by a sequence of moves (chance folded in). */
interface TreeNode<M> {
  readonly edges: Map<string, Edge<M>>
  /** With `bias`: h of each move met here, by its notation (computed once, on the first determinization that meets it). */
  readonly priors: Map<string, number>
}

// The search tree is local to one decision and never escapes it: mutation here is the search's
// own bookkeeping, not game state (game states stay immutable and go through `apply`).
const node = <M>(): TreeNode<M> => ({ edges: new Map(), priors: new Map() })

/** How many moves' notations `mcts` keeps during one decision (see `key` in {@link mctsBot}). */
const KEYS_KEPT = 4096

const sigmoid = (x: number): number => 1 / (1 + Math.exp(-x))

/** Each seat's margin by the evaluation: over the best opponent, or over the opponents' mean. */
const margins = (ev: readonly number[], mean: boolean): number[] => {
  const players = ev.length
  return ev.map((e, i) => {
    let best = -Infinity
    let sum = 0
    for (let j = 0; j < players; j++) {
      if (j === i) continue
      best = Math.max(best, ev[j] as number)
      sum += ev[j] as number
    }
    return e - (players < 2 ? 0 : mean ? sum / (players - 1) : best)
  })
}

/** The options in force: the spec's, with those of `byPlayers` for this player count in their place. */
type Resolved<S, M, V> = MctsOptions<S, M, V> & {
  readonly evaluate: (state: S, seat: Seat) => number
  /** The rollout policy in force: the one given, else greedy when an evaluation was given, else random. */
  readonly greedyRollouts: boolean
}

/**
 * Rewards in [0, 1] per seat: the win share when the game is over, else a sigmoid of the margin
 * (less the seat's margin at the root when `centred`), or the place (`against: 'rank'`).
 */
const rewards = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, o: Resolved<S, M, V>, state: S, players: number, root: readonly number[] | undefined): number[] => {
  const outcome = game.outcome(state)
  if (outcome !== undefined) {
    const share = 1 / Math.max(1, outcome.winners.length)
    const r = new Array<number>(players).fill(0)
    for (const w of outcome.winners) r[w] = share
    return r
  }
  const ev = Array.from({ length: players }, (_, i) => o.evaluate(state, i))
  if (o.against === 'rank') {
    const top = Math.max(...ev)
    const leaders = ev.filter((e) => e === top).length
    return ev.map((e) => (e === top ? 1 / leaders : 0))
  }
  return margins(ev, o.against === 'mean').map((m, i) => sigmoid((m - (root?.[i] ?? 0)) / o.scale))
}

/** The seat that decides in `state` (the deciding seat first at the root of a simultaneous step), or undefined. */
const deciderOf = (actors: readonly (Seat | typeof CHANCE)[], prefer: Seat): Seat | undefined => {
  if (actors.length === 0 || actors[0] === CHANCE) return undefined
  return actors.includes(prefer) ? prefer : (actors[0] as Seat)
}

/**
 * Early termination of a time budget: true when the most visited root move can no longer be
 * overtaken, i.e. its lead in visits over the runner-up exceeds the iterations the time left would
 * still run (estimated from the rate so far, with a margin of half again). The move chosen is then
 * the one the whole budget would choose (the final choice is by visits), and the bot answers sooner.
 * Iteration budgets never stop early: they stay deterministic functions of their input.
 */
const settled = <M>(root: TreeNode<M>, done: number, elapsed: number, left: number): boolean => {
  if (done < 64 || elapsed <= 0) return false
  let first = 0
  let second = 0
  for (const e of root.edges.values()) {
    if (e.visits > first) {
      second = first
      first = e.visits
    } else if (e.visits > second) second = e.visits
  }
  return first - second > 1.5 * (done / elapsed) * left
}

/**
 * The generic search bot. With an iteration budget it is a deterministic function of its input and
 * its generator; with a time budget the number of iterations depends on the machine.
 */
export const mctsBot = <C, S extends WithRng, M, V>(spec: MctsSpec<C, S, M, V>, budget: MctsBudget, name = 'mcts'): Bot<V, M> => {
  const { game } = spec
  // A move's key in the tree is its notation. Speed only: the selection looks up every legal move
  // at every level of every iteration, and the games list shared move objects, so the notation is
  // kept by move object for the decision (cleared when it ends; at most KEYS_KEPT of them, so a
  // game that lists fresh objects only pays the lookup). Moves are immutable: it cannot go stale.
  const keys = new Map<M, string>()
  const key = (m: M): string => {
    const known = keys.get(m)
    if (known !== undefined) return known
    const k = game.formatMove(m)
    if (keys.size < KEYS_KEPT) keys.set(m, k)
    return k
  }
  const byCount = new Map<number, Resolved<S, M, V>>()
  const resolve = (players: number): Resolved<S, M, V> => {
    const known = byCount.get(players)
    if (known !== undefined) return known
    const o = { ...spec, ...spec.byPlayers?.[players] }
    const r: Resolved<S, M, V> = {
      ...o,
      evaluate: o.evaluate ?? ((s: S, seat: Seat) => game.scores(s)[seat] ?? 0),
      greedyRollouts: (o.rolloutPolicy ?? (o.evaluate === undefined ? 'random' : 'greedy')) === 'greedy'
    }
    byCount.set(players, r)
    return r
  }

  /** The state after the pending chance step, sampled from the state's own generator; undefined if none. */
  const chanceStep = (state: S): S | undefined => {
    const r = resolveChance(game, state)
    return E.isLeft(r) ? undefined : r.right.state
  }

  /** The progressive bias's h of `move` at `state` for `actor`, whose evaluation there is `here`: the sigmoid of the evaluation's change. */
  const priorOf = (o: Resolved<S, M, V>, state: S, actor: Seat, move: M, here: number): number => {
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) return 0
    return sigmoid((o.evaluate(next.right, actor) - here) / o.scale)
  }

  /** The search's state for one decision. */
  interface Search {
    readonly o: Resolved<S, M, V>
    readonly root: TreeNode<M>
    readonly seat: Seat
    readonly rootLegal: readonly M[]
    readonly players: number
    readonly rand: () => number
    /** Each seat's margin at the root (with `centred`). */
    readonly rootMargins: readonly number[] | undefined
    /** The nodes by path key (with `commutes`). */
    readonly table: Map<string, TreeNode<M>> | undefined
  }

  /** One iteration from a determinized state: select, expand, roll out, back up. */
  const iterate = (z: Search, start: S): void => {
    const { o, root, seat, rootLegal, players, rand } = z
    const c = o.exploration ?? 0.7
    const bias = o.bias ?? 0
    const path: { edge: Edge<M>; actor: Seat }[] = []
    const where: PathKey | undefined = z.table === undefined ? undefined : { prefix: '', runActor: -1, run: [] }
    let state = start
    let at: TreeNode<M> | undefined = root
    let steps = 0
    // Selection and expansion: follow the tree while every available move has been tried.
    while (at !== undefined && steps < game.limits.maxSteps) {
      const actors = game.actors(state)
      if (actors.length === 0) break
      if (actors[0] === CHANCE) {
        const next = chanceStep(state)
        if (next === undefined) break
        state = next
        steps++
        continue
      }
      const actor = deciderOf(actors, seat) as Seat
      const legal = at === root ? rootLegal : game.legalMoves(state, actor)
      if (legal.length === 0) break
      if (legal.length === 1) {
        // A forced move is no decision: it does not open a level of the tree.
        const next = game.apply(state, actor, legal[0] as M)
        if (E.isLeft(next)) break
        state = next.right
        steps++
        continue
      }
      let chosen: Edge<M> | undefined
      let fresh: M[] | undefined
      const edges: TreeNode<M>['edges'] = at.edges
      let bestScore = -Infinity
      const available: Edge<M>[] = []
      for (const m of legal) {
        const e = edges.get(key(m))
        if (e === undefined) (fresh ??= []).push(m)
        else available.push(e)
      }
      for (const e of available) e.avail++
      if (fresh !== undefined) {
        let m = fresh[0] as M
        let prior = 0
        if (bias > 0) {
          // The move the evaluation likes best first (ties at random).
          const priors = at.priors
          let ties = 0
          prior = -Infinity
          // The evaluation of this state, once per expansion rather than once per move.
          let here: number | undefined
          for (const f of fresh) {
            const k = key(f)
            let h = priors.get(k)
            if (h === undefined) {
              here ??= o.evaluate(state, actor)
              h = priorOf(o, state, actor, f, here)
              priors.set(k, h)
            }
            if (h > prior) {
              prior = h
              m = f
              ties = 1
            } else if (h === prior && rand() * ++ties < 1) m = f
          }
        } else m = fresh[pickIndex(rand(), fresh.length)] as M
        chosen = { move: m, visits: 0, total: 0, avail: 1, child: undefined, prior }
        edges.set(key(m), chosen)
      } else {
        for (const e of available) {
          const score = e.total / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits) + (bias > 0 ? (bias * e.prior) / (e.visits + 1) : 0)
          if (score > bestScore) {
            bestScore = score
            chosen = e
          }
        }
      }
      if (chosen === undefined) break
      const next = game.apply(state, actor, chosen.move)
      if (E.isLeft(next)) break
      state = next.right
      steps++
      path.push({ edge: chosen, actor })
      if (chosen.visits === 0) {
        at = undefined
      } else if (where !== undefined && z.table !== undefined) {
        extendPath(where, actor, key(chosen.move), o.commutes?.(chosen.move) === true)
        const k = pathKey(where)
        let child = z.table.get(k)
        if (child === undefined) {
          child = node<M>()
          z.table.set(k, child)
        }
        at = child
      } else {
        chosen.child ??= node<M>()
        at = chosen.child
      }
    }
    // Rollout: a few seat decisions (chance sampled), then the evaluation.
    let decisions = 0
    const greedy = o.greedyRollouts
    const evaluate = o.evaluate
    const chainOf = o.rolloutScope === 'chain' ? path[path.length - 1]?.actor : undefined
    while (decisions < o.rolloutDecisions && steps < game.limits.maxSteps) {
      const actors = game.actors(state)
      if (actors.length === 0) break
      if (actors[0] === CHANCE) {
        const next = chanceStep(state)
        if (next === undefined) break
        state = next
      } else {
        // Where several seats act at once (The Border's Action 2), the mover's chain goes first.
        const actor = chainOf !== undefined && actors.includes(chainOf) ? chainOf : (actors[pickIndex(rand(), actors.length)] as Seat)
        if (chainOf !== undefined && actor !== chainOf) break
        const legal = game.legalMoves(state, actor)
        if (legal.length === 0) break
        let after: S | undefined
        if (o.rolloutBot !== undefined && legal.length > 1) {
          const next = game.apply(state, actor, o.rolloutBot.choose({ view: game.view(state, actor), seat: actor, legal, rand }))
          if (E.isRight(next)) after = next.right
        } else if (greedy && legal.length > 1) {
          let bestValue = -Infinity
          let ties = 0
          for (const m of legal) {
            const next = game.apply(state, actor, m)
            if (E.isLeft(next)) continue
            const value = evaluate(next.right, actor)
            if (value > bestValue) {
              bestValue = value
              after = next.right
              ties = 1
            } else if (value === bestValue && rand() * ++ties < 1) after = next.right
          }
        } else {
          const next = game.apply(state, actor, legal[pickIndex(rand(), legal.length)] as M)
          if (E.isRight(next)) after = next.right
        }
        if (after === undefined) break
        state = after
        if (legal.length > 1) decisions++
      }
      steps++
    }
    const r = rewards(game, o, state, players, z.rootMargins)
    for (const { edge, actor } of path) {
      edge.visits++
      edge.total += r[actor] ?? 0
    }
  }

  return {
    name,
    choose: ({ view, seat, legal, rand }: BotInput<V, M>): M => {
      if (legal.length === 1) return legal[0] as M
      const root = node<M>()
      const base = spec.stateFromView(view, seat, rand)
      const players = game.scores(base).length
      const o = resolve(players)
      const rootMargins =
        o.centred === true && o.against !== 'rank' ? margins(Array.from({ length: players }, (_, i) => o.evaluate(base, i)), o.against === 'mean') : undefined
      const z: Search = { o, root, seat, rootLegal: legal, players, rand, rootMargins, table: o.commutes === undefined ? undefined : new Map() }
      const deadline = 'ms' in budget ? performance.now() + budget.ms : Infinity
      const iterations = 'iterations' in budget ? Math.max(1, budget.iterations) : Infinity
      const started = performance.now()
      keys.clear()
      try {
        for (let i = 0; i < iterations; i++) {
          if (i > 0 && deadline !== Infinity && i % 16 === 0) {
            const now = performance.now()
            if (now >= deadline || settled(root, i, now - started, deadline - now)) break
          }
          iterate(z, game.resampleHidden(base, seat, rand))
        }
        // The most visited move; ties by the mean reward, then by `legal` order.
        let best = legal[0] as M
        let bestVisits = -1
        let bestMean = -Infinity
        for (const m of legal) {
          const e = root.edges.get(key(m))
          if (e === undefined) continue
          const mean = e.visits > 0 ? e.total / e.visits : 0
          if (e.visits > bestVisits || (e.visits === bestVisits && mean > bestMean)) {
            best = m
            bestVisits = e.visits
            bestMean = mean
          }
        }
        return best
      } finally {
        keys.clear() // also when a game's function threw mid-search: no move objects kept past the decision
      }
    }
  }
}
