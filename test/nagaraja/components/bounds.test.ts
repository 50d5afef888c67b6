import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CHANCE, pickIndex, sampler } from '../../../src/core/index.js'
import { bundledComponents, COMPONENT_RANGES, nagaraja, validateComponents, type NagarajaComponents } from '../../../src/games/nagaraja/index.js'
import { ok } from '../helpers.js'
import { counted, membersOf } from '../../support/reads.js'

const copy = (): NagarajaComponents => JSON.parse(JSON.stringify(bundledComponents)) as NagarajaComponents
const refusal = (c: unknown): string => {
  const r = validateComponents(c)
  if (r._tag === 'Right') throw new Error('accepted')
  expect(r.left.code).toBe('BAD_COMPONENTS')
  return r.left.message
}

describe('Nagaraja component bounds (issue 15)', () => {
  it('N9: a card throwing 1e9 white sticks is refused, naming the field and its range (it used to exhaust memory at the first lay)', () => {
    const c = copy()
    c.cards[0] = { ...c.cards[0]!, sticks: { ...c.cards[0]!.sticks, white: 1e9 } }
    const message = refusal(c)
    expect(message).toMatch(/cards\[0\]\.sticks\.white is 1000000000; it must be a whole number from 0 to 5/)
    expect(nagaraja.setup({ players: 2, components: c }, 's')._tag).toBe('Left')
  })

  it('every numeric field out of its range is refused: fate on a face, a card\'s stick total, a VP amulet, a FATE_BONUS, the grid, NaN', () => {
    const cases: [(c: NagarajaComponents) => void, RegExp][] = [
      [(c) => (c.sticks[0]!.faces[0]!.fate = 1e9), /sticks\[0\]\.faces\[0\]\.fate is 1000000000; it must be a whole number from 0 to 6/],
      [(c) => (c.cards[5]!.sticks = { brown: 3, white: 3, green: 0 }), /cards\[5\]\.sticks \(all colours\) is 6; it must be a whole number from 1 to 5/],
      [(c) => (c.amulets[0]!.value = 1e9), /amulets\[0\]\.value is 1000000000; it must be a whole number from 1 to 5/],
      [(c) => (c.cards[0]!.param = 1e9), /parameter 1000000000, not allowed for FATE_BONUS/],
      [(c) => (c.temple.rows = 1e9), /temple\.rows is 1000000000/],
      [(c) => (c.cards[2]!.sticks.green = Number.NaN), /cards\[2\]\.sticks\.green is NaN/],
      [(c) => (c.cards[3]!.id = 'x'.repeat(10_000)), /cards\[3\]\.id has 10000 characters; it must have 1 to 24/],
      [(c) => (c.sticks[1]!.faces = Array.from({ length: 1e3 }, () => ({ fate: 1, naga: false }))), /sticks\[1\]\.faces has 1000 entries; it may have at most 6/]
    ]
    for (const [mutate, want] of cases) {
      const c = copy()
      mutate(c)
      expect(refusal(c)).toMatch(want)
    }
    expect(COMPONENT_RANGES.cardSticksTotal).toEqual({ min: 1, max: 5 })
  })

  it('a set with very many findings gets a short message: the first few and "and N more"', () => {
    const c = copy()
    c.cards = c.cards.map((x) => ({ ...x, sticks: { brown: 1e9, white: 1e9, green: 1e9 } }))
    const message = refusal(c)
    expect(message.length).toBeLessThan(700)
    expect(message).toMatch(/and \d+ more/)
    const one = copy().cards[0]
    const huge = { ...copy(), cards: Array.from({ length: 100_000 }, () => one) }
    // Bounded work, counted rather than timed: a few reads per member of the input, not more.
    const reads = counted(huge)
    // Over the input budget (issue 26): refused before the set is decoded, naming where.
    expect(refusal(reads.value)).toMatch(/a list of 100000 entries at cards; at most \d+ values are read in all/)
    expect(reads.reads()).toBeLessThan(4 * membersOf(huge))
  })

  /** A valid set with the component numbers moved within their ranges (anchor cards of NX1–NX3 kept). */
  const ANCHORS = new Set(['RE10', 'CA09', 'ST01', 'ST05', 'ST12'])
  const stickSet = fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })).filter(([b, w, g]) => b + w + g >= 1 && b + w + g <= 5)
  const mutated = fc
    .record({
      sets: fc.array(stickSet, { minLength: 48, maxLength: 48 }),
      bonus: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 48, maxLength: 48 }),
      counts: fc.tuple(fc.integer({ min: 0, max: 36 }), fc.integer({ min: 0, max: 36 })).filter(([a, b]) => a + b <= 36),
      vp: fc.integer({ min: 1, max: 5 }).filter((v) => v !== 2),
      sacred: fc.tuple(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 4 })).filter(([a, b]) => a + b <= 5)
    })
    .map(({ sets, bonus, counts, vp, sacred }): NagarajaComponents => {
      const c = copy()
      c.cards = c.cards.map((x, i) =>
        ANCHORS.has(x.id) ? x : { ...x, sticks: { brown: sets[i]![0], white: sets[i]![1], green: sets[i]![2] }, param: x.ability === 'FATE_BONUS' ? bonus[i]! : x.param }
      )
      c.sticks = c.sticks.map((k, i) => ({ ...k, count: i === 0 ? counts[0] : i === 1 ? counts[1] : 36 - counts[0] - counts[1] }))
      c.amulets = c.amulets.map((a) => (a.kind === 'vp1' ? { ...a, value: vp } : a))
      const sacredCounts = [sacred[0], sacred[1], 6 - sacred[0] - sacred[1]]
      let j = 0
      c.relics = c.relics.map((r) => (r.cursed ? r : { ...r, count: sacredCounts[j++]! }))
      return c
    })
  /** The set that makes the longest lists: every other card throws 5 green (Naga-heavy) sticks. */
  const extreme = (): NagarajaComponents => {
    const c = copy()
    c.cards = c.cards.map((x) => (ANCHORS.has(x.id) ? x : { ...x, sticks: { brown: 0, white: 0, green: 5 } }))
    return c
  }

  const playBounded = (components: NagarajaComponents, options: object, seed: string): { steps: number; longest: number } => {
    const rand = sampler(seed)
    let s = ok(nagaraja.setup({ players: 2, components, options }, seed))
    let longest = 0
    let steps = 0
    for (; steps <= nagaraja.limits.maxSteps && nagaraja.actors(s).length > 0; steps++) {
      const actor = nagaraja.actors(s)[0]!
      const moves = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor)
      longest = Math.max(longest, moves.length)
      s = ok(nagaraja.apply(s, actor, moves[pickIndex(rand.next(), moves.length)]!))
    }
    expect(nagaraja.actors(s)).toEqual([])
    return { steps, longest }
  }

  it('property: every set within the ranges validates, and its random games keep every list within limits.maxLegalMoves and end within limits.maxSteps', () => {
    let longest = 0
    fc.assert(
      fc.property(mutated, fc.integer({ min: 0, max: 1e9 }), fc.boolean(), (components, n, capSticks) => {
        expect(validateComponents(components)._tag).toBe('Right')
        const r = playBounded(components, { capSticks }, `bounds-${n}`)
        expect(r.longest).toBeLessThanOrEqual(nagaraja.limits.maxLegalMoves)
        expect(r.steps).toBeLessThanOrEqual(nagaraja.limits.maxSteps)
        longest = Math.max(longest, r.longest)
      }),
      { numRuns: 25, seed: 15 }
    )
    expect(longest).toBeGreaterThan(10)
  })

  it('the Naga-heavy extreme set stays within the declared limits too', () => {
    const c = extreme()
    expect(validateComponents(c)._tag).toBe('Right')
    for (const seed of ['x1', 'x2', 'x3', 'x4']) {
      const r = playBounded(c, {}, seed)
      expect(r.longest).toBeLessThanOrEqual(nagaraja.limits.maxLegalMoves)
      expect(r.steps).toBeLessThanOrEqual(nagaraja.limits.maxSteps)
    }
  })
})
