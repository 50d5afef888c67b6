/**
 * Tables computed once per component set: the die's outcomes, cached in a `WeakMap` keyed by the set.
 * @module
 */
import type { ChanceOutcome } from '../../../core/index.js'
import type { PigMove } from '../moves.js'
import type { PigComponents } from './types.js'

const cache = new WeakMap<PigComponents, readonly ChanceOutcome<PigMove>[]>()

/** The outcomes of one roll of the die, each equally likely (P2). */
export const dieOutcomes = (c: PigComponents): readonly ChanceOutcome<PigMove>[] => {
  const hit = cache.get(c)
  if (hit !== undefined) return hit
  const outcomes = Object.freeze(Array.from({ length: c.faces }, (_, i) => ({ move: { t: 'die' as const, value: i + 1 }, p: 1 / c.faces })))
  cache.set(c, outcomes)
  return outcomes
}
