/**
 * A small recorder for position scenarios: applies steps to a game state and keeps them, so a
 * refused step fails while generating with the rule's message.
 */
import * as E from 'fp-ts/Either'
import type { Actor, Game, Step, WithRng } from '../../../src/core/index.js'

/** Steps applied so far and the state they lead to. */
export interface Recorder<S, M> {
  /** The current state. */
  state: S
  /** The steps applied from the position. */
  readonly moves: Step<M>[]
  /** Applies one step (throws with the violation when refused: scripts only). */
  step(actor: Actor, move: M): Recorder<S, M>
  /** Applies a step only when `actor` is among the actors now (the engine may have moved on by itself). */
  stepIfActing(actor: Actor, move: M): Recorder<S, M>
}

/** A recorder starting at `state`. */
export const recorder = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S): Recorder<S, M> => {
  const r: Recorder<S, M> = {
    state,
    moves: [],
    step(actor, move) {
      const next = game.apply(r.state, actor, move)
      if (E.isLeft(next)) throw new Error(`${game.id} position scenario: ${String(actor)} '${game.formatMove(move)}' refused: ${next.left.code} ${next.left.message}`)
      r.state = next.right
      r.moves.push({ actor, move })
      return r
    },
    stepIfActing(actor, move) {
      return game.actors(r.state).includes(actor) ? r.step(actor, move) : r
    }
  }
  return r
}

/** The right of an Either, or a thrown error (scripts only). */
export const must = <A>(e: E.Either<{ readonly message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message)
  return e.right
}
