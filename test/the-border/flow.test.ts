import { describe, expect, it } from 'vitest'
import { theBorder } from '../../src/games/the-border/index.js'
import { NEXT_TO_WHITE, bad, colourOf, dice, play, roll, rollAndStop, start, toAction2, distinct } from './helpers.js'

describe('the flow of a round (D15, D16, DQ16)', () => {
  it('D15: Action 1 comes first — passive players cannot act while the active player rolls or crosses', () => {
    const s = roll(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(bad(theBorder.apply(s, 1, { t: 'done' })).code).toBe('NOT_YOUR_TURN')
    const a1 = play(s, [0, { t: 'stop' }])
    expect(a1.phase).toBe('action1')
    expect(bad(theBorder.apply(a1, 2, { t: 'cross', box: 1 })).code).toBe('NOT_YOUR_TURN')
  })

  it('D16: when every passive player has finished, the next player clockwise is active', () => {
    const s = toAction2(start({}, 3), distinct())
    const done = play(s, ...theBorder.actors(s).map((a) => [a, { t: 'done' }] as const))
    expect(done.active).toBe(0)
    expect(done.round).toBe(1)
    expect(done.phase).toBe('roll')
  })

  it('DQ16: a passive player with no usable die is finished at once; the others still act', () => {
    // leftover: one orange die; seats whose white-box neighbours have no orange box cannot use it
    const s = play(rollAndStop(start(), dice(['grey', 4], ['orange', 1])), [0, { t: 'complete', colour: 'grey', length: 4 }])
    for (const seat of [1, 2, 3]) {
      const usable = NEXT_TO_WHITE.some((b) => colourOf(seat, b) === 'orange')
      expect(theBorder.actors(s).includes(seat)).toBe(usable)
      expect(theBorder.legalMoves(s, seat).length > 0).toBe(usable)
    }
  })
})
