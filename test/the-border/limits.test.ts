import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, pickIndex, sampler, type Actor } from '../../src/core/index.js'
import { BORDER_RANGES, COLOURS, bundledComponents, theBorder, validateComponents, type BorderComponents, type BorderMove, type Colour } from '../../src/games/the-border/index.js'

/** A valid component set made from the bundled one by changes within the documented ranges. */
const mutated: fc.Arbitrary<BorderComponents> = fc
  .record({
    // translate the board (coordinates stay within BORDER_RANGES.coordinate: bundled q −5..13, r 0..12)
    dq: fc.integer({ min: BORDER_RANGES.coordinate[0] + 5, max: BORDER_RANGES.coordinate[1] - 13 }),
    dr: fc.integer({ min: BORDER_RANGES.coordinate[0], max: BORDER_RANGES.coordinate[1] - 12 }),
    faces: fc.shuffledSubarray([...COLOURS], { minLength: 6, maxLength: 6 }),
    // the higher values 4–12 among the areas (the villa's 9 and the well's 4 are printed)
    highs: fc.shuffledSubarray([5, 6, 7, 8, 10, 11, 12], { minLength: 7, maxLength: 7 }),
    sheets: fc.shuffledSubarray([0, 1, 2, 3], { minLength: 4, maxLength: 4 }),
    // swap the colours of two segments of the same length on one sheet
    swap: fc.record({ sheet: fc.nat({ max: 3 }), length: fc.integer({ min: 2, max: 5 }), a: fc.nat({ max: 5 }), b: fc.nat({ max: 5 }) })
  })
  .map(({ dq, dr, faces, highs, sheets, swap }): BorderComponents => {
    const c = bundledComponents
    let k = 0
    const areas = c.areas.map((a) => {
      const high = a.id === 'villa' ? 9 : a.id === 'well' ? 4 : (highs[k++] as number)
      return { ...a, high, low: Math.floor(high / 2) }
    })
    const colours = (COLOURS as readonly Colour[])
    const recolour = (col: Colour): Colour => (col === colours[swap.a] ? (colours[swap.b] as Colour) : col === colours[swap.b] ? (colours[swap.a] as Colour) : col)
    return {
      ...c,
      dice: { ...c.dice, faces: faces as Colour[] },
      areas,
      boxes: c.boxes.map((b) => ({ ...b, q: b.q + dq, r: b.r + dr })),
      sheets: sheets.map((i, j) => {
        const sh = c.sheets[i] as (typeof c.sheets)[number]
        return j !== swap.sheet ? sh : { ...sh, segments: sh.segments.map((g) => (g.boxes.length === swap.length ? { ...g, colour: recolour(g.colour) } : g)) }
      })
    }
  })
  .filter((c) => E.isRight(validateComponents(c)))

describe('declared limits hold for every component set within the documented ranges (issue 15)', () => {
  it('random games on mutated component sets: every legal-move list within limits.maxLegalMoves, every game ends within limits.maxSteps', () => {
    const { maxLegalMoves, maxSteps } = theBorder.limits
    let games = 0
    fc.assert(
      fc.property(mutated, fc.integer({ min: 2, max: 4 }), fc.boolean(), fc.string(), (components, players, chaining, seed) => {
        let s = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.setup({ players, components, options: { passiveChaining: chaining } }, seed))
        const rand = sampler(`${seed}/limits`)
        let steps = 0
        for (; steps <= maxSteps && theBorder.actors(s).length > 0; steps++) {
          const actors = theBorder.actors(s)
          for (const a of actors) expect(theBorder.legalMoves(s, a).length).toBeLessThanOrEqual(maxLegalMoves)
          const actor = actors[pickIndex(rand.next(), actors.length)] as Actor
          const legal = actor === CHANCE ? theBorder.chanceOutcomes(s).map((o) => o.move) : theBorder.legalMoves(s, actor)
          s = E.getOrElseW((v: { message: string }) => { throw new Error(v.message) })(theBorder.apply(s, actor, legal[pickIndex(rand.next(), legal.length)] as BorderMove))
        }
        expect(theBorder.actors(s)).toEqual([])
        expect(steps).toBeLessThanOrEqual(maxSteps)
        expect(E.isRight(theBorder.decodeState(JSON.parse(JSON.stringify(s))))).toBe(true)
        games++
      }),
      { numRuns: 30, seed: 15 }
    )
    expect(games).toBe(30)
  })
})
