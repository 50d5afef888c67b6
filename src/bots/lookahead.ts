/**
 * One-step lookahead bots: the common machinery of the greedy bots.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, resolveChance, type Game, type Seat, type WithRng } from '../core/index.js'
import type { Bot, BotInput } from './bot.js'

/** What a game supplies to make a one-step lookahead bot. */
export interface LookaheadSpec<C, S extends WithRng, M, V> {
  /** The bot's name. */
  readonly name: string
  /** The game. */
  readonly game: Game<C, S, M, V>
  /**
   * A full state consistent with the view, hidden parts sampled with the bot's own generator
   * (determinization): the bot never sees the real hidden information.
   */
  readonly determinize: (view: V, seat: Seat, rand: () => number) => S
  /** How good a state is for `seat` (higher is better). */
  readonly evaluate: (state: S, seat: Seat) => number
  /**
   * After each candidate move, finish the seat's own chain of decisions (payments, placements,
   * rewards) greedily by `evaluate`, resolving chance from the determinized generator, for at most
   * this many steps; then evaluate. 0 (default) evaluates right after the move.
   */
  readonly chainDepth?: number
}

/** Follows the seat's own decision chain greedily (one step at a time) and returns the state it ends in. */
const completeChain = <C, S extends WithRng, M, V>(spec: LookaheadSpec<C, S, M, V>, start: S, seat: Seat, depth: number): S => {
  const { game } = spec
  let state = start
  for (let i = 0; i < depth; i++) {
    const actors = game.actors(state)
    if (actors.length !== 1) return state
    if (actors[0] === CHANCE) {
      const r = resolveChance(game, state)
      if (E.isLeft(r)) return state
      state = r.right.state
      continue
    }
    if (actors[0] !== seat) return state
    let best: S | undefined
    let bestValue = -Infinity
    for (const move of game.legalMoves(state, seat)) {
      const next = game.apply(state, seat, move)
      if (E.isLeft(next)) continue
      const value = spec.evaluate(next.right, seat)
      if (value > bestValue) {
        bestValue = value
        best = next.right
      }
    }
    if (best === undefined) return state
    state = best
  }
  return state
}

/**
 * A bot that determinizes the view, applies each legal move once, and picks the move whose
 * resulting state evaluates best for it; ties go to the first such move in `legal` order unless
 * the bot's generator breaks them.
 */
export const lookaheadBot = <C, S extends WithRng, M, V>(spec: LookaheadSpec<C, S, M, V>): Bot<V, M> => ({
  name: spec.name,
  choose: ({ view, seat, legal, rand }: BotInput<V, M>): M => {
    const state = spec.determinize(view, seat, rand)
    let best: M = legal[0] as M
    let bestValue = -Infinity
    let ties = 0
    for (const move of legal) {
      const next = spec.game.apply(state, seat, move)
      if (E.isLeft(next)) continue
      const after = (spec.chainDepth ?? 0) > 0 ? completeChain(spec, next.right, seat, spec.chainDepth ?? 0) : next.right
      const value = spec.evaluate(after, seat)
      if (value > bestValue + 1e-12) {
        best = move
        bestValue = value
        ties = 1
      } else if (Math.abs(value - bestValue) <= 1e-12) {
        // Reservoir sampling among equally good moves, with the bot's own generator.
        ties++
        if (rand() * ties < 1) best = move
      }
    }
    return best
  }
})
