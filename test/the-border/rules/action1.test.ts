import { describe, expect, it } from 'vitest'
import { theBorder } from '../../../src/games/the-border/index.js'
import { IX, NEXT_TO_WHITE, bad, dice, legal, play, rollAndStop, segment, start, withCrossed } from '../helpers.js'

describe('Action 1 (D20–D26)', () => {
  it('D20: only the active player crosses in Action 1, one box of the die colour per die', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const seg = segment(0, 'grey', 2)
    const after = play(s, [0, { t: 'complete', colour: 'grey', length: 2 }])
    for (const b of seg) expect(after.boards[0]?.crossed[b]).toBe('1')
    expect(after.spent[IX.faces.indexOf('grey')]).toBe(2)
    expect(after.boards.slice(1).every((b, i) => b.crossed === s.boards[i + 1]?.crossed)).toBe(true)
  })

  it('D21: a segment can be used only if completed, with exactly its open boxes in dice', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const refused = bad(theBorder.apply(s, 0, { t: 'complete', colour: 'grey', length: 3 }))
    expect(refused.code).toBe('CANNOT_COMPLETE')
    expect(refused.rule).toBe('D21')
    expect(legal(s, 0)).not.toContain('complete red 2')
    // three grey on a 2-segment: exactly two are spent, one stays leftover (DQ5)
    const three = rollAndStop(start(), dice(['grey', 3], ['red', 1], ['blue', 1]))
    const used = play(three, [0, { t: 'complete', colour: 'grey', length: 2 }])
    expect(used.spent[IX.faces.indexOf('grey')]).toBe(2)
  })

  it('D22: the segment need not touch any crossed box', () => {
    const seg = segment(0, 'orange', 2)
    expect(seg.some((b) => NEXT_TO_WHITE.includes(b))).toBe(false)
    const s = rollAndStop(start(), dice(['orange', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(legal(s, 0)).toContain('complete orange 2')
  })

  it('D23: a partly crossed segment is completed with dice for its open boxes only', () => {
    const seg = segment(0, 'green', 5)
    const s = withCrossed(start(), 0, seg.slice(0, 4))
    const a1 = rollAndStop(s, dice(['green', 1], ['red', 1], ['yellow', 1], ['blue', 1], ['orange', 1]))
    expect(legal(a1, 0)).toContain('complete green 5')
    const after = play(a1, [0, { t: 'complete', colour: 'green', length: 5 }])
    expect(seg.every((b) => after.boards[0]?.crossed[b] === '1')).toBe(true)
  })

  it('D24: the dice may be split over several segments, of one colour or several', () => {
    const s = rollAndStop(start(), dice(['grey', 5]))
    const a = play(s, [0, { t: 'complete', colour: 'grey', length: 2 }])
    expect(legal(a, 0)).toEqual(['complete grey 3', 'done'])
    const b = play(a, [0, { t: 'complete', colour: 'grey', length: 3 }])
    expect(b.phase).toBe('action2')
    expect(b.spent[IX.faces.indexOf('grey')]).toBe(5)
  })

  it('D25: using dice is optional, even when a segment could be completed', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const after = play(s, [0, { t: 'done' }])
    expect(after.phase).toBe('action2')
    expect(after.a2.limit).toBe(5)
  })

  it('D26: the dice not used are the leftover dice', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const after = play(s, [0, { t: 'complete', colour: 'grey', length: 2 }])
    expect(after.a2.pool).toEqual([0, 1, 1, 1, 0, 0])
    expect(after.a2.limit).toBe(3)
  })
})
