/**
 * Issue 33 for The Border: a refusal names the rule that forbids the move (docs/refusals.md). The
 * per-code scenarios are `refusal-scenarios.ts` (run by `test/refusals.test.ts`).
 */
import { describe, expect, it } from 'vitest'
import type { RuleViolation } from '../../src/core/index.js'
import { theBorder, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { refusalOf, type Refused } from '../support/refusals.js'
import { dice, rollAndStop, start } from './helpers.js'
import { afterThreeRolls } from './refusal-scenarios.js'

const refuse = (r: Refused<BorderState, BorderMove>): RuleViolation => refusalOf(theBorder, r)

describe('the two refusals of the issue', () => {
  it('D18: a fourth roll (and a stop) after the third roll cites the three-roll limit, not D15', () => {
    const s = afterThreeRolls()
    expect(s.phase).toBe('action1') // five grey dice complete grey segments: Action 1 waits for seat 0
    expect(s.rolls).toBe(3)
    for (const move of [{ t: 'reroll', dice: ['grey'] }, { t: 'stop' }] as const) {
      expect(refuse({ state: s, actor: 0, move })).toMatchObject({ code: 'NO_ROLLS_LEFT', rule: 'D18' })
    }
  })

  it('D18: a re-roll (and a second stop) after stop cites the stop, not D15', () => {
    const s = rollAndStop(start({ players: 3 }), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(s.phase).toBe('action1')
    expect(s.rolls).toBe(1)
    const v = refuse({ state: s, actor: 0, move: { t: 'reroll', dice: ['red'] } })
    expect(v).toMatchObject({ code: 'ROLLING_STOPPED', rule: 'D18' })
    expect(v.message).toMatch(/stopped rolling/)
    expect(refuse({ state: s, actor: 0, move: { t: 'stop' } })).toMatchObject({ code: 'ROLLING_STOPPED', rule: 'D18' })
  })
})
