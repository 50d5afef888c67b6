/**
 * Support for the refusal tests (issue 33, docs/refusals.md): claims — what a refusal code asserts
 * about the state, checked independently of the code that refused — and per-code scenarios.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Actor, Game, RuleViolation, WithRng } from '../../src/core/index.js'

/**
 * What a refusal with some code asserts, checked on the state it refused in: `undefined` when the
 * assertion holds, else what is wrong with it. Types are erased (the hunt runs every game alike).
 */
export type Claim = (state: unknown, actor: Actor, move: unknown, v: RuleViolation) => string | undefined

/** Claims by code (a code with no claim is checked for its rule id and declaration only). */
export type Claims = Readonly<Record<string, Claim>>

/** A scenario that must be refused: a state, the actor and the move. */
export interface Refused<S, M> {
  readonly state: S
  readonly actor: Actor
  readonly move: M
}

/** The refusal of a scenario (throws if the move is accepted). */
export const refusalOf = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, r: Refused<S, M>): RuleViolation => {
  const next = game.apply(r.state, r.actor, r.move)
  if (E.isRight(next)) throw new Error(`accepted: ${game.formatMove(r.move)} by ${String(r.actor)}`)
  return next.left
}
