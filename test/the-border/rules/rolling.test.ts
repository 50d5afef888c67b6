import { describe, expect, it } from 'vitest'
import { theBorder } from '../../../src/games/the-border/index.js'
import { bad, dice, legal, play, roll, start } from '../helpers.js'

describe('rolling (D17–D19, DQ14)', () => {
  it('D17: the active player must roll all five dice', () => {
    const s = start()
    expect(s.toRoll).toBe(5)
    expect(theBorder.legalMoves(s, 0)).toEqual([])
  })

  it('D18: after each roll stop or re-roll any dice; at most three rolls in all', () => {
    let s = roll(start(), dice(['grey', 1], ['red', 1], ['yellow', 1], ['blue', 1], ['orange', 1]))
    expect(legal(s, 0)[0]).toBe('stop')
    expect(legal(s, 0)).toHaveLength(32) // stop + 31 non-empty subsets of five different dice
    s = play(s, [0, { t: 'reroll', dice: ['grey', 'red'] }])
    expect(s.toRoll).toBe(2)
    s = roll(s, ['green', 'green'])
    s = play(s, [0, { t: 'reroll', dice: ['green'] }])
    s = roll(s, ['green'])
    expect(s.rolls).toBe(3)
    expect(s.phase === 'action1' || s.phase === 'action2').toBe(true)
    expect(legal(s, 0).some((m) => m.startsWith('reroll'))).toBe(false)
  })

  it('D19: dice set aside after one roll may be re-rolled later', () => {
    let s = roll(start(), dice(['red', 2], ['blue', 3]))
    s = play(s, [0, { t: 'reroll', dice: ['blue', 'blue', 'blue'] }])
    s = roll(s, ['grey', 'grey', 'grey'])
    // the two red dice kept after roll 1 may rejoin roll 3
    expect(legal(s, 0)).toContain('reroll red red')
    s = play(s, [0, { t: 'reroll', dice: ['grey', 'red', 'red'] }])
    expect(s.toRoll).toBe(3)
  })

  it('DQ14: a re-roll needs at least one die that is showing, listed in face order', () => {
    const s = roll(start(), dice(['red', 2], ['blue', 3]))
    expect(bad(theBorder.apply(s, 0, { t: 'reroll', dice: [] })).code).toBe('EMPTY_REROLL')
    expect(bad(theBorder.apply(s, 0, { t: 'reroll', dice: ['green'] })).code).toBe('DIE_NOT_SHOWING')
    expect(bad(theBorder.apply(s, 0, { t: 'reroll', dice: ['red', 'red', 'red'] })).message).toMatch(/only 2 show red/)
    expect(bad(theBorder.apply(s, 0, { t: 'reroll', dice: ['blue', 'red'] })).code).toBe('UNORDERED_DICE')
  })
})
