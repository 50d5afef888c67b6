/**
 * `applyReroll` accepts a re-roll by checking it directly (speed, issue 31) instead of searching the
 * listed re-rolls: the list stays the reference. For every five-dice pattern after the first roll,
 * a re-roll is accepted exactly when `legalMoves` lists it (D18, D19, DQ14).
 */
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COLOURS, theBorder, type BorderMove, type BorderState, type Colour } from '../../../src/games/the-border/index.js'
import { roll, start } from '../helpers.js'

/** Every multiset of five dice over the six colours, in colour order (252). */
const patterns = (): Colour[][] => {
  const out: Colour[][] = []
  const rec = (from: number, left: number, acc: Colour[]): void => {
    if (left === 0) {
      out.push(acc)
      return
    }
    for (let c = from; c < COLOURS.length; c++) rec(c, left - 1, [...acc, COLOURS[c] as Colour])
  }
  rec(0, 5, [])
  return out
}

const key = (dice: readonly Colour[]): string => dice.join(' ')

/** The re-rolls listed at a decide state, by their dice. */
const listedRerolls = (s: BorderState): Set<string> =>
  new Set(theBorder.legalMoves(s, s.active).flatMap((m: BorderMove) => (m.t === 'reroll' ? [key(m.dice)] : [])))

const accepted = (s: BorderState, dice: readonly Colour[]): boolean => E.isRight(theBorder.apply(s, s.active, { t: 'reroll', dice }))

describe('a re-roll is accepted exactly when it is listed (D18, D19, DQ14)', () => {
  const states = patterns().map((p) => roll(start(), p))

  it('every pattern: each listed re-roll, and each one with a die added, removed, swapped or out of order', () => {
    expect(states).toHaveLength(252)
    let checked = 0
    for (const s of states) {
      expect(s.phase).toBe('decide')
      const listed = listedRerolls(s)
      const candidates = new Map<string, readonly Colour[]>([['', []]])
      for (const k of listed) {
        const dice = k.split(' ') as Colour[]
        candidates.set(k, dice)
        candidates.set(key([...dice].reverse()), [...dice].reverse())
        for (const c of COLOURS) {
          candidates.set(key([...dice, c]), [...dice, c])
          candidates.set(key([c, ...dice]), [c, ...dice])
          for (let i = 0; i < dice.length; i++) {
            const swapped = dice.map((d, j) => (j === i ? c : d))
            candidates.set(key(swapped), swapped)
          }
        }
        candidates.set(key(dice.slice(1)), dice.slice(1))
      }
      for (const [k, dice] of candidates) {
        expect(accepted(s, dice), `${key(s.dice.map(String) as Colour[])}: reroll ${k}`).toBe(listed.has(k))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(50_000)
  })

  it('random dice lists (property): accepted iff listed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 251 }), fc.array(fc.constantFrom(...COLOURS), { maxLength: 6 }), (i, dice) => {
        const s = states[i] as BorderState
        return accepted(s, dice) === listedRerolls(s).has(key(dice))
      }),
      { numRuns: 2000, seed: 31 }
    )
  })

  it('after the third roll no re-roll is accepted (D18)', () => {
    let s = roll(start(), ['grey', 'grey', 'red', 'red', 'blue'])
    for (let r = 0; r < 2; r++) {
      const next = theBorder.apply(s, s.active, { t: 'reroll', dice: ['grey'] })
      expect(E.isRight(next)).toBe(true)
      s = roll((next as E.Right<BorderState>).right, ['grey'])
    }
    expect(accepted(s, ['grey'])).toBe(false)
  })
})
