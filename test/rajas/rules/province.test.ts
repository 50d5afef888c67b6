/**
 * The province's cached tables (rules/province.ts) are shared between every caller that asks for
 * the same grid: they must not be mutable (issue 32), or one caller could corrupt another's answer.
 */
import { describe, expect, it } from 'vitest'
import { bundledDerived } from '../../../src/games/rajas/components/derived.js'
import { coverRotations, reachMasks } from '../../../src/games/rajas/rules/province.js'
import { rajas } from '../../../src/games/rajas/index.js'
import { ok } from '../../support/either.js'

describe('the province caches (R59, R86)', () => {
  const d = bundledDerived()
  const grid = ok(rajas.setup({ players: 2 }, 'province')).p[0]?.grid ?? []

  it('R59: reachMasks gives the same frozen array for the same grid', () => {
    const reach = reachMasks(d, grid)
    expect(reachMasks(d, grid)).toBe(reach)
    expect(Object.isFrozen(reach)).toBe(true)
    // @ts-expect-error the cached array is read-only
    expect(() => reach.push(1)).toThrow(TypeError)
  })

  it('R86: coverRotations gives a frozen array, cached per grid, cell and tile', () => {
    const cell = grid.findIndex((c) => c >= 0)
    const rotations = coverRotations(d, grid, cell, 0)
    expect(coverRotations(d, grid, cell, 0)).toBe(rotations)
    expect(Object.isFrozen(rotations)).toBe(true)
  })
})
