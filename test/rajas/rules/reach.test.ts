/**
 * R44, R50: the highest total a colour's dice reach with at most `karma` flips. `colourReach`
 * (issue 31 round four) counts it without building the list of the dice left; it must equal
 * `maxReach` of that list, and `maxReach` must agree with `canReach` (the sorted-gains reading).
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { canReach, colourReach, dieCode, maxReach, valuesOf, without } from '../../../src/games/rajas/rules/common.js'

const dice = fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 1, max: 6 })).map(([c, v]) => dieCode(c, v)), { maxLength: 12 })

describe('colourReach and maxReach (R44, R50)', () => {
  it('colourReach(dice, j, karma, c) is maxReach(without(dice, j), karma)[c], and -1 skips nothing', () => {
    fc.assert(
      fc.property(dice, fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 12 }), (ds, karma, skip) => {
        const j = ds.length === 0 ? -1 : Math.min(skip, ds.length - 1)
        const left = j < 0 ? ds : without(ds, j)
        const want = maxReach(left, karma)
        for (let c = 0; c < 4; c++) expect(colourReach(ds, j, karma, c)).toBe(want[c])
      }),
      { numRuns: 500 }
    )
  })
  it('need <= maxReach(dice, karma)[c] exactly when canReach(values of colour c, karma, need)', () => {
    fc.assert(
      fc.property(dice, fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 3 }), (ds, karma, need, c) => {
        expect(need <= (maxReach(ds, karma)[c] as number)).toBe(canReach(valuesOf(ds, c), karma, need))
      }),
      { numRuns: 500 }
    )
  })
})
