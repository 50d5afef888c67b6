/**
 * Chance as an actor: sampling the pending chance step from the generator kept in the state.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type WithRng } from './game.js'
import { peekFloat, pickWeighted } from './rng.js'
import { violation, ViolationCode, type RuleViolation } from './violation.js'

/** One recorded step: who moved and what. */
export interface Step<Move> {
  /** A seat, or `'chance'`. */
  readonly actor: Actor
  /** The move. */
  readonly move: Move
}

/** A state together with the steps that led to it from the previous state. */
export interface Played<State, Move> {
  /** The state after the steps. */
  readonly state: State
  /** The steps applied, in order (chance outcomes included). */
  readonly steps: readonly Step<Move>[]
}

/** True when the pending decision is a chance step (chance always acts alone). */
export const isChancePending = <S extends WithRng>(game: Game<unknown, S, unknown, unknown>, state: S): boolean => {
  const a = game.actors(state)
  return a.length === 1 && a[0] === CHANCE
}

/**
 * The outcome the state's generator picks for the pending chance step (its next draw, weighted by
 * the probabilities), without applying it; `undefined` when no outcome is listed.
 */
export const sampleChance = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S): M | undefined => {
  const u = peekFloat(state.rng)
  // The game's own sampler, where it has one: the same pick without the list (`Game.sampleOutcome`).
  if (game.sampleOutcome !== undefined) return game.sampleOutcome(state, u)
  const outcomes = game.chanceOutcomes(state)
  return outcomes[pickWeighted(u, outcomes)]?.move
}

/**
 * Samples the pending chance step by its probabilities, using the generator in the state, and
 * applies the outcome as a chance move. One draw is consumed (by `apply`), so a replay of the
 * recorded move reproduces the state exactly.
 */
export const resolveChance = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  state: S
): E.Either<RuleViolation, Played<S, M>> => {
  const move = isChancePending(game as Game<unknown, S, unknown, unknown>, state) ? sampleChance(game, state) : undefined
  if (move === undefined) return E.left(violation(ViolationCode.NO_CHANCE_PENDING, 'no chance step is pending'))
  const next = game.apply(state, CHANCE, move)
  return E.isLeft(next) ? next : E.right({ state: next.right, steps: [{ actor: CHANCE, move }] })
}

/**
 * Resolves chance steps until a seat decides or the game ends (`STEP_LIMIT` if chance still acts
 * after `limit` steps; a `limit` that is not a non-negative number is read as the default).
 */
export const settle = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  state: S,
  limit = 100_000
): E.Either<RuleViolation, Played<S, M>> => {
  const bound = typeof limit === 'number' && limit >= 0 ? Math.floor(limit) : 100_000
  let current = state
  const steps: Step<M>[] = []
  for (let i = 0; i < bound && isChancePending(game as Game<unknown, S, unknown, unknown>, current); i++) {
    const r = resolveChance(game, current)
    if (E.isLeft(r)) return r
    current = r.right.state
    steps.push(...r.right.steps)
  }
  if (isChancePending(game as Game<unknown, S, unknown, unknown>, current)) {
    return E.left(violation(ViolationCode.STEP_LIMIT, `chance still acts after ${bound} chance steps`))
  }
  return E.right({ state: current, steps })
}

/**
 * Applies a seat's move, then resolves every chance step that follows (automatic dice).
 * The returned steps are the move and the chance outcomes, ready for a transcript.
 */
export const play = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  state: S,
  actor: Actor,
  move: M
): E.Either<RuleViolation, Played<S, M>> => {
  const next = game.apply(state, actor, move)
  if (E.isLeft(next)) return next
  const settled = settle(game, next.right)
  return E.isLeft(settled)
    ? settled
    : E.right({ state: settled.right.state, steps: [{ actor, move }, ...settled.right.steps] })
}
