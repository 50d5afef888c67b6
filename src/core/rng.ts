/**
 * The seeded generator kept in every game state: seedrandom's `alea`, stored as its exported state.
 *
 * Seeding uses seedrandom itself; stepping is a pure re-statement of alea's step so that a draw
 * returns the next state instead of mutating a generator object (tested equal to seedrandom's
 * output, draw for draw).
 * @module
 */
// Only seedrandom's alea module is loaded (not every generator in the package).
import alea from 'seedrandom/lib/alea.js'

/** seedrandom `alea` exported state (`prng.state()`), plain JSON. */
export interface RngState {
  readonly c: number
  readonly s0: number
  readonly s1: number
  readonly s2: number
}

/** The generator state for a seed, as `alea(seed, { state: true }).state()` gives it. */
export const seedRng = (seed: string): RngState => {
  const s = alea(seed, { state: true }).state()
  return { c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 }
}

/** One draw: a float in [0, 1) and the advanced state (alea's `next`). */
export const nextFloat = (rng: RngState): readonly [number, RngState] => {
  const t = 2091639 * rng.s0 + rng.c * 2.3283064365386963e-10
  const c = t | 0
  const s2 = t - c
  return [s2, { c, s0: rng.s1, s1: rng.s2, s2 }]
}

/** The float the next draw of `rng` gives: `nextFloat(rng)[0]` without the pair (speed only: a playout samples every chance step). */
export const peekFloat = (rng: RngState): number => {
  const t = 2091639 * rng.s0 + rng.c * 2.3283064365386963e-10
  return t - (t | 0)
}

/** The state after one draw: `nextFloat(rng)[1]` without the pair (for hot paths). */
export const advanceRng = (rng: RngState): RngState => {
  const t = 2091639 * rng.s0 + rng.c * 2.3283064365386963e-10
  const c = t | 0
  return { c, s0: rng.s1, s1: rng.s2, s2: t - c }
}

/** A mutable-free sampler for local use: wraps a state, returns draws in order. */
export interface Sampler {
  /** The next float in [0, 1). */
  readonly next: () => number
  /** The state after the draws made so far. */
  readonly state: () => RngState
}

/**
 * A local sampler over a generator state, for bots and playouts that make many draws in a row.
 * The closure holds the only mutable cell; the states it returns are fresh values.
 */
export const sampler = (start: RngState | string): Sampler => {
  const from: RngState = typeof start === 'string' ? seedRng(start) : start
  // alea's four numbers in the closure, stepped as `nextFloat` steps them (speed only: no pair
  // and no state object per draw; a playout draws once a step).
  let c = from.c
  let s0 = from.s0
  let s1 = from.s1
  let s2 = from.s2
  return {
    next: () => {
      const t = 2091639 * s0 + c * 2.3283064365386963e-10
      c = t | 0
      s0 = s1
      s1 = s2
      s2 = t - c
      return s2
    },
    state: () => ({ c, s0, s1, s2 })
  }
}

/** Picks an index in [0, n) from a float in [0, 1). */
export const pickIndex = (u: number, n: number): number => Math.min(n - 1, Math.floor(u * n))

/**
 * Picks from weighted outcomes by a float in [0, 1): the first whose cumulative probability
 * exceeds `u` (the last one if rounding leaves `u` above the total).
 */
export const pickWeighted = <T extends { readonly p: number }>(u: number, outcomes: readonly T[]): number => {
  let acc = 0
  for (let i = 0; i < outcomes.length; i++) {
    acc += (outcomes[i] as T).p
    if (u < acc) return i
  }
  return outcomes.length - 1
}

/**
 * The index {@link pickWeighted} picks at `u` from `n` equally likely outcomes of `p = 1 / n` each,
 * without the list (speed only: a game's `sampleOutcome` for a die or a card drawn). The same walk,
 * adding the same `1 / n`, so it stops at the same index even where the sums round. For `n` ≥ 1
 * (callers check their list is not empty; `n` 0 gives -1).
 */
export const pickUniform = (u: number, n: number): number => {
  const p = 1 / n
  let acc = 0
  for (let i = 0; i < n - 1; i++) {
    acc += p
    if (u < acc) return i
  }
  return n - 1
}
