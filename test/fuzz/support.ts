/**
 * Helpers of the fuzz suite: call an entry point and check it returned a value (no throw), with a
 * bounded Left; collect reachable states of a game.
 */
import * as E from 'fp-ts/Either'
import { canonicalJson, MAX_MESSAGE_LENGTH, randomPlayout, type AnyGame, type WithRng } from '../../src/core/index.js'

/** Calls `f`; a throw fails the test naming the entry point and the input excerpt. */
export const total = <A>(what: string, f: () => A): A => {
  try {
    return f()
  } catch (e) {
    throw new Error(`${what} threw: ${e instanceof Error ? `${e.name}: ${e.message.slice(0, 200)}` : 'a non-error'}`)
  }
}

/** Checks an `Either` result: a Left has a code and a bounded, non-empty message. Returns it. */
export const bounded = <A, L>(what: string, r: E.Either<L, A>): E.Either<L, A> => {
  if (E.isLeft(r)) {
    const v = r.left as { readonly code?: unknown; readonly message?: unknown }
    if (typeof v.code !== 'string' || v.code === '') throw new Error(`${what}: a Left without a code`)
    if (typeof v.message !== 'string' || v.message === '') throw new Error(`${what}: a Left without a message`)
    if (v.message.length > MAX_MESSAGE_LENGTH) throw new Error(`${what}: a ${v.message.length}-character message: ${v.message.slice(0, 100)}…`)
  }
  return r
}

/** Calls an entry point that returns an Either: no throw, bounded Left. */
export const either = <A, L>(what: string, f: () => E.Either<L, A>): E.Either<L, A> => bounded(what, total(what, f))

/** A fingerprint of an input, to check that it was not mutated (for values canonical JSON can read). */
export const fingerprint = (v: unknown): string => canonicalJson(v)

/**
 * Reachable states of a game: random playouts (seeded) for each player count, every `every`-th
 * state, at most `perGame` states per playout.
 */
export const reachableStates = (game: AnyGame, seeds: readonly string[], every = 7, perGame = 20): readonly WithRng[] => {
  const out: WithRng[] = []
  for (let n = game.players.min; n <= game.players.max; n++) {
    for (const seed of seeds) {
      const r = randomPlayout(game, { players: n }, seed, { maxSteps: every * perGame })
      if (E.isLeft(r)) throw new Error(`${game.id}: a random playout failed: ${r.left.message}`)
      const s0 = game.setup({ players: n }, seed)
      if (E.isLeft(s0)) throw new Error(s0.left.message)
      let s = s0.right
      out.push(s)
      r.right.transcript.moves.forEach((m, i) => {
        const next = game.apply(s, m.actor, m.move)
        if (E.isLeft(next)) throw new Error(next.left.message)
        s = next.right
        if (i % every === every - 1) out.push(s)
      })
    }
  }
  return out
}
