import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import seedrandom from 'seedrandom'
import { nextFloat, pickIndex, pickUniform, pickWeighted, sampler, seedRng } from '../../src/core/index.js'

describe('rng', () => {
  it('seedRng is seedrandom alea exported state, and nextFloat reproduces alea draw for draw', () => {
    fc.assert(
      fc.property(fc.string(), (seed) => {
        const prng = seedrandom.alea(seed, { state: true })
        let state = seedRng(seed)
        expect(state).toEqual(prng.state())
        for (let i = 0; i < 20; i++) {
          const [u, after] = nextFloat(state)
          expect(u).toBe(prng())
          expect(after).toEqual(prng.state())
          state = after
        }
      }),
      { numRuns: 50 }
    )
  })

  it('a stored state restores seedrandom to the same stream (the state is the exported one)', () => {
    const s = nextFloat(nextFloat(seedRng('x'))[1])[1]
    const restored = seedrandom.alea('', { state: { ...s } })
    expect(restored()).toBe(nextFloat(s)[0])
  })

  it('nextFloat is pure: it does not change its input', () => {
    const s = Object.freeze(seedRng('pure'))
    const a = nextFloat(s)
    const b = nextFloat(s)
    expect(a).toEqual(b)
  })

  it('sampler draws the same sequence as chained nextFloat', () => {
    const smp = sampler('abc')
    let s = seedRng('abc')
    for (let i = 0; i < 10; i++) {
      const [u, after] = nextFloat(s)
      expect(smp.next()).toBe(u)
      s = after
    }
    expect(smp.state()).toEqual(s)
  })

  it('pickIndex stays in range and pickWeighted follows cumulative probabilities', () => {
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 50 }), (u, n) => {
      const i = pickIndex(u, n)
      expect(i).toBeGreaterThanOrEqual(0)
      expect(i).toBeLessThan(n)
    }))
    const outs = [{ p: 0.5 }, { p: 0.25 }, { p: 0.25 }]
    expect(pickWeighted(0, outs)).toBe(0)
    expect(pickWeighted(0.49, outs)).toBe(0)
    expect(pickWeighted(0.5, outs)).toBe(1)
    expect(pickWeighted(0.8, outs)).toBe(2)
    expect(pickWeighted(0.9999999999, outs)).toBe(2)
  })

  it('pickUniform picks the index pickWeighted picks from n outcomes of 1/n, at the cumulative sums and next to them', () => {
    const equal = (n: number): { p: number }[] => Array.from({ length: n }, () => ({ p: 1 / n }))
    fc.assert(fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.integer({ min: 1, max: 120 }), (u, n) => {
      expect(pickUniform(u, n)).toBe(pickWeighted(u, equal(n)))
    }))
    for (let n = 1; n <= 120; n++) {
      let acc = 0
      for (let i = 0; i < n; i++) {
        acc += 1 / n
        for (const u of [acc, acc - Number.EPSILON, acc + Number.EPSILON]) {
          if (u >= 0 && u < 1) expect(pickUniform(u, n)).toBe(pickWeighted(u, equal(n)))
        }
      }
    }
  })
})
