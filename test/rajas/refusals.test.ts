/**
 * Issue 33 for Rajas of the Ganges: a refusal names the rule that forbids the move
 * (docs/refusals.md). The per-code scenarios are `refusal-scenarios.ts` (run by
 * `test/refusals.test.ts` with the hunt).
 */
import { describe, expect, it } from 'vitest'
import { BLUE, TWO, die, legal, refusal, setTop, withP } from './helpers.js'
import { architectOverJunction } from './refusal-scenarios.js'

/**
 * The scenario (`architectOverJunction`): seat 0 of 2 has the purple-3 junction below the
 * residence (cell 4) and a straight N–S tile below it (cell 7), holds green 5, blue 6, blue 6; the
 * blue-4 bend (tile 1) is on top of stack 0; `space 21`, `pay 0`, `cover 4`, then `stack 0`.
 */
describe('R86: a tile the architect could pay but that would cut a tile off', () => {
  it('is not listed, and its refusal is DISCONNECTS (R86), not CANNOT_AFFORD_TILE (R50)', () => {
    const s = architectOverJunction()
    expect(TWO.chamber(5)).toBe(21)
    expect(legal(s)).not.toContain('stack 0')
    const v = refusal(s, 'stack 0')
    expect(v).toMatchObject({ code: 'DISCONNECTS', rule: 'R86' })
    expect(v.message).not.toMatch(/cannot pay/)
  })

  it('siblings: a dearer tile the dice cannot pay the difference of is CANNOT_AFFORD_TILE citing R86; a cheaper one NOT_MORE_EXPENSIVE', () => {
    const base = architectOverJunction()
    // blue 12 (tile 13) over purple 3: a difference of 9, more than one blue 6 with no karma
    const poor = withP(setTop(base, 0, 13), 0, { dice: [die(BLUE, 6)] })
    expect(refusal(poor, 'stack 0')).toMatchObject({ code: 'CANNOT_AFFORD_TILE', rule: 'R86' })
    const cheap = setTop(base, 0, 4) // blue 3: not dearer than purple 3
    expect(refusal(cheap, 'stack 0')).toMatchObject({ code: 'NOT_MORE_EXPENSIVE', rule: 'R86' })
  })
})
