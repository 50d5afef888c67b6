import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, resolveChance } from '../../src/core/index.js'
import { theBorder, type BorderState } from '../../src/games/the-border/index.js'
import { almost, areaNo, C, colourOf, dice, distinct, play, start, toAction2, WELL, wellLast, withCrossed } from './helpers.js'

/**
 * 3 players, seat 0 active with all five dice left for Action 2 (blue ×2, green, grey, orange).
 * Seat 1 (sheet B) has the Well's ring crossed but for box 69 (blue); it crosses box 13 (green,
 * next to a white box) and then 69, completing the Well. Seat 2 is still deciding.
 */
const wellCompletedInAction2 = (announce?: 'atOnce' | 'endOfAction'): BorderState => {
  const well = C.areas[areaNo('well')]?.ring ?? []
  const s0 = start({ players: 3, ...(announce === undefined ? {} : { options: { announce } }) })
  const set = withCrossed(s0, 1, well.filter((b) => b !== 69))
  const a2 = toAction2(set, dice(['blue', 2], ['green', 1], ['grey', 1], ['orange', 1]))
  expect([colourOf(1, 13), colourOf(1, 69)]).toEqual(['green', 'blue'])
  return play(a2, [1, { t: 'cross', box: 13 }], [1, { t: 'cross', box: 69 }])
}

/** Plays seeded first moves until Action 2 with at least two passive seats, one of which has crossed. */
const midAction2 = (): BorderState => {
  for (let seed = 0; seed < 200; seed++) {
    let s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 3 }, `v${seed}`))
    for (let i = 0; i < 400; i++) {
      const actors = theBorder.actors(s)
      if (actors.length === 0) break
      if (s.phase === 'action2' && s.a2.fresh.some((f) => f.length > 0) && actors.length >= 1) return s
      if (actors[0] === CHANCE) {
        const r = resolveChance(theBorder, s)
        if (E.isLeft(r)) throw new Error(r.left.message)
        s = r.right.state
        continue
      }
      const seat = actors[0] as number
      const legal = theBorder.legalMoves(s, seat)
      const cross = legal.find((m) => m.t === 'cross')
      const move = s.phase === 'action2' ? (cross ?? legal[0]) : legal[legal.length - 1]
      const r = theBorder.apply(s, seat, move as never)
      if (E.isLeft(r)) throw new Error(r.left.message)
      s = r.right
    }
  }
  throw new Error('no Action 2 with a pending crossing found')
}

describe('view', () => {
  it('D27/D33: a passive seat does not see another passive seat\'s crossings of the current Action 2 until everyone is done', () => {
    const s = midAction2()
    const crosser = s.a2.fresh.findIndex((f) => f.length > 0)
    const other = [0, 1, 2].find((x) => x !== crosser && x !== s.active) as number
    const box = s.a2.fresh[crosser]?.[0] as number
    expect(theBorder.view(s, crosser).boards[crosser]?.crossed[box]).toBe('1')
    expect(theBorder.view(s, other).boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, 'spectator').boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, other).a2.fresh[crosser]).toEqual([])
    // The active player is not deciding in Action 2, but does not see the pending crossings either.
    expect(theBorder.view(s, s.active).boards[crosser]?.crossed[box]).toBe('0')
  })

  it('D35: a completion in Action 2 is announced at once — every view shows the area, its ring crossed and its points; the other crossings stay secret', () => {
    const s = wellCompletedInAction2()
    const well = areaNo('well')
    expect(theBorder.actors(s)).toContain(2)
    for (const viewer of [0, 2, 'spectator'] as const) {
      const v = theBorder.view(s, viewer)
      expect(v.boards[1]?.completed[well]).toBe(1) // Action 2 of round 0
      expect(v.boards[1]?.crossed[69]).toBe('1')
      expect((C.areas[well]?.ring ?? []).every((b) => v.boards[1]?.crossed[b] === '1')).toBe(true)
      expect(v.boards[1]?.crossed[13]).toBe('0') // not announced: still secret (D33)
      expect(v.a2.fresh[1]).toEqual([69])
      expect(v.a2.used[1]).toEqual([0, 0, 0, 1, 0, 0]) // the blue die of box 69, in face order
    }
    expect(theBorder.view(s, 1).boards[1]?.crossed[13]).toBe('1')
  })

  it("D35 with announce: 'endOfAction' (an app running Action 2 strictly simultaneously): the completion stays hidden until the action ends", () => {
    const s = wellCompletedInAction2('endOfAction')
    const well = areaNo('well')
    for (const viewer of [0, 2, 'spectator'] as const) {
      const v = theBorder.view(s, viewer)
      expect(v.boards[1]?.completed[well]).toBe(-1)
      expect(v.boards[1]?.crossed[69]).toBe('0')
      expect(v.a2.fresh[1]).toEqual([])
    }
    const ended = play(s, ...theBorder.actors(s).map((seat) => [seat, { t: 'done' }] as const))
    expect(ended.phase).toBe('roll')
    expect(theBorder.view(ended, 2).boards[1]?.completed[well]).toBe(1)
  })

  it('D15: outside Action 2 the view is the whole state but the generator', () => {
    const s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 2 }, 'plain'))
    const { rng: _rng, ...rest } = s
    void _rng
    expect(theBorder.view(s, 0)).toEqual(rest)
  })

  it("D35 with announce: 'endOfAction': a completion in Action 2 is public once the simultaneous Action 2 is over", () => {
    let s = play(toAction2(almost(start({ options: { announce: 'endOfAction' } }), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(theBorder.view(s, 1).boards[1]?.completed[WELL]).toBe(1)
    for (const viewer of [0, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(-1)
    while (s.phase === 'action2') {
      const seat = theBorder.actors(s)[0] as number
      s = play(s, [seat, { t: 'done' }])
    }
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(1)
    expect(theBorder.view(s, 0)).not.toHaveProperty('rng')
  })

  it('D35 (default announce: atOnce): a completion in Action 2 is public at once, to every viewer', () => {
    const s = play(toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    for (const viewer of [0, 1, 2, 3, 'spectator'] as const) expect(theBorder.view(s, viewer).boards[1]?.completed[WELL]).toBe(1)
  })
})
