import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { bad, dice, rollAndStop, start } from './helpers.js'

describe('move order and refusals', () => {
  it('a move of the wrong kind for the phase is refused, naming the rule of the step (D21) or what ended it (D18), and nothing changes', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const before = JSON.stringify(s)
    expect(bad(theBorder.apply(s, 0, { t: 'cross', box: 1 }))).toMatchObject({ code: 'WRONG_PHASE', rule: 'D21' })
    expect(bad(theBorder.apply(s, 0, { t: 'stop' }))).toMatchObject({ code: 'ROLLING_STOPPED', rule: 'D18' })
    expect(bad(theBorder.apply(s, CHANCE, { t: 'roll', colour: 'red' })).code).toBe('NOT_YOUR_TURN')
    expect(JSON.stringify(s)).toBe(before)
  })
})
