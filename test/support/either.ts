/**
 * Test support shared by every game's tests: unwrap `Either`s, apply moves, expect refusals.
 * Game-specific fixtures (a position, a roll) stay in `test/<game>/helpers.ts` and build on these.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Actor, Game, RuleViolation, WithRng } from '../../src/core/index.js'

/** The right of an Either; throws with the violation's code and message otherwise (tests only). */
export const ok = <A>(e: E.Either<RuleViolation, A>): A => {
  if (E.isLeft(e)) throw new Error(`${e.left.code}: ${e.left.message}`)
  return e.right
}

/** The left of an Either; throws if it is a right (tests only). */
export const bad = <A>(e: E.Either<RuleViolation, A>): RuleViolation => {
  if (E.isRight(e)) throw new Error('expected a violation, got a value')
  return e.left
}

/** A fresh game from a config and a seed; throws on a refused config. */
export const fresh = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, config: C, seed = 'fixture'): S =>
  ok(game.setup(config, seed))

/** Applies `[actor, move]` steps in order; throws on the first refusal, naming the step. */
export const play = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S, ...steps: readonly (readonly [Actor, M])[]): S =>
  steps.reduce((s, [actor, move], i) => {
    const next = game.apply(s, actor, move)
    if (E.isLeft(next)) throw new Error(`step ${i} (${game.formatMove(move)} by ${String(actor)}) refused: ${next.left.code} ${next.left.message}`)
    return next.right
  }, state)

/** Applies a move that must be refused, and returns the violation. */
export const refused = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S, actor: Actor, move: M): RuleViolation => {
  const r = game.apply(state, actor, move)
  if (E.isRight(r)) throw new Error(`accepted: ${game.formatMove(move)} by ${String(actor)}`)
  return r.left
}
