import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { makeOutcome, rankByKeys } from '../../src/core/index.js'

describe('outcome', () => {
  it('groups ties, best first, with later keys breaking ties', () => {
    expect(rankByKeys([[5], [7], [5], [1]])).toEqual([[1], [0, 2], [3]])
    expect(rankByKeys([[5, 1], [7, 0], [5, 2], [1, 9]])).toEqual([[1], [2], [0], [3]])
  })

  it('every seat appears once and groups are ordered', () => {
    fc.assert(fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 6 }), (keys) => {
      const groups = rankByKeys(keys)
      expect(groups.flat().sort((a, b) => a - b)).toEqual(keys.map((_, i) => i))
      for (const g of groups) for (const s of g) expect(keys[s]).toEqual(keys[g[0] as number])
    }))
  })

  it('makeOutcome names the first group as winners', () => {
    const o = makeOutcome([3, 9, 9], [[3], [9], [9]], 'done', [{}, {}, {}])
    expect(o.winners).toEqual([1, 2])
    expect(o.ranking).toEqual([[1, 2], [0]])
  })
})
