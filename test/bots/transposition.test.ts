import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { extendPath, pathKey, type PathKey } from '../../src/bots/transposition.js'

/** The key after a path of (actor, move, commutes) steps. */
const keyOf = (steps: readonly (readonly [number, string, boolean])[]): string => {
  const p: PathKey = { prefix: '', runActor: -1, run: [] }
  for (const [actor, move, commutes] of steps) extendPath(p, actor, move, commutes)
  return pathKey(p)
}

describe('mcts transpositions (MctsOptions.commutes)', () => {
  it('a run of commuting moves of one seat is a set: every order gives one key (The Border: crossings in one Action 2, D31, DQ3)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 0, max: 90 }), { minLength: 2, maxLength: 5 }), fc.integer({ min: 0, max: 1000 }), (boxes, seed) => {
        const shuffled = boxes.slice().sort((a, b) => ((a * 7919 + seed) % 101) - ((b * 7919 + seed) % 101))
        const run = (order: readonly number[]) => keyOf([[0, 'stop', false], ...order.map((b) => [1, `cross ${b}`, true] as const), [1, 'done', false]])
        expect(run(shuffled)).toBe(run(boxes))
      })
    )
  })

  it('order still counts across seats, across a non-commuting move, and for moves that do not commute', () => {
    expect(keyOf([[1, 'cross 3', true], [1, 'cross 4', true]])).toBe(keyOf([[1, 'cross 4', true], [1, 'cross 3', true]]))
    // Two seats' crossings are two runs.
    expect(keyOf([[1, 'cross 3', true], [2, 'cross 4', true]])).not.toBe(keyOf([[2, 'cross 4', true], [1, 'cross 3', true]]))
    // A move between two runs keeps them apart.
    expect(keyOf([[1, 'cross 3', true], [1, 'x', false], [1, 'cross 4', true]])).not.toBe(keyOf([[1, 'cross 4', true], [1, 'x', false], [1, 'cross 3', true]]))
    // Moves that do not commute keep their order.
    expect(keyOf([[1, 'a', false], [1, 'b', false]])).not.toBe(keyOf([[1, 'b', false], [1, 'a', false]]))
    // Different sets, different keys; a notation cannot run into the next one.
    expect(keyOf([[1, 'cross 3', true], [1, 'cross 4', true]])).not.toBe(keyOf([[1, 'cross 3', true], [1, 'cross 5', true]]))
    expect(keyOf([[1, 'ab', true], [1, 'c', true]])).not.toBe(keyOf([[1, 'a', true], [1, 'bc', true]]))
  })
})
