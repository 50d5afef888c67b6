import { describe, expect, it } from 'vitest'
import { COLOURS, theBorder, type BorderState } from '../../src/games/the-border/index.js'
import { C, areaNo, colourOf, dice, play, rollAndStop, start, toAction2, withCrossed, distinct, almost, WELL, VILLA, wellLast } from './helpers.js'

describe('scoring (D36–D40, D45)', () => {
  it('D36: the first completer scores the higher value', () => {
    const s = play(toAction2(almost(start(), 2, VILLA, (C.areas[VILLA]?.ring ?? [])[0] as number), distinct(colourOf(2, (C.areas[VILLA]?.ring ?? [])[0] as number))), [2, { t: 'cross', box: (C.areas[VILLA]?.ring ?? [])[0] as number }])
    expect(theBorder.scores(s)[2]).toBe(9)
  })

  it('D37: players completing the same unclaimed area in the same Action 2 all score the higher value', () => {
    let s = almost(start(), 1, WELL, wellLast)
    s = almost(s, 3, WELL, wellLast)
    s = toAction2(s, distinct(colourOf(1, wellLast), colourOf(3, wellLast)))
    s = play(s, [3, { t: 'cross', box: wellLast }], [1, { t: 'cross', box: wellLast }])
    expect(theBorder.scores(s)).toEqual([0, 4, 0, 4])
  })

  it('D38 / DQ7: completed in Action 1, then by a passive player in the same round: the passive player scores the lower value', () => {
    // the active seat 0 completes the well in Action 1 with a segment; seat 1 completes it in Action 2
    const ring = C.areas[WELL]?.ring ?? []
    const seg = C.sheets[0]?.segments.find((g) => g.boxes.some((b) => ring.includes(b)))
    if (seg === undefined) throw new Error('no segment')
    let s = withCrossed(start(), 0, ring.filter((b) => !seg.boxes.includes(b)))
    s = almost(s, 1, WELL, wellLast)
    const fill = dice([seg.colour, seg.boxes.length])
    const others = COLOURS.filter((c) => c !== seg.colour && c !== colourOf(1, wellLast))
    const rolled = [...fill, colourOf(1, wellLast), ...others].slice(0, 5)
    const a1 = rollAndStop(s, rolled)
    const after1 = play(a1, [0, { t: 'complete', colour: seg.colour, length: seg.boxes.length }])
    expect(after1.boards[0]?.completed[WELL]).toBe(0)
    const state2 = after1.phase === 'action1' ? play(after1, [0, { t: 'done' }]) : after1
    const after2 = play(state2, [1, { t: 'cross', box: wellLast }])
    expect(theBorder.scoreBreakdown(after2)[0]?.well).toBe(4)
    expect(theBorder.scoreBreakdown(after2)[1]?.well).toBe(2)
    // option firstCompletion 'round': both score high
    const round = { ...after2, options: { ...after2.options, firstCompletion: 'round' as const } }
    expect(theBorder.scoreBreakdown(round)[1]?.well).toBe(4)
  })

  it('D40: a player total is the sum of the values scored', () => {
    let s = almost(start(), 1, WELL, wellLast)
    const hill = areaNo('hill')
    s = withCrossed(s, 1, C.areas[hill]?.ring ?? [], 0)
    const done = play(toAction2(s, distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(theBorder.scores(done)[1]).toBe(4 + 6)
  })

  const over = (s: BorderState, stamps: Record<number, Record<string, number>>): BorderState => ({
    ...s,
    phase: 'over',
    boards: s.boards.map((b, seat) => ({ ...b, completed: C.areas.map((a) => stamps[seat]?.[a.id] ?? -1) }))
  })

  it('D45 / DQ10: ties go to the player who completed the most valuable area (printed value; option: points scored)', () => {
    // seat 0: eagle late (6) + villa first (9) = 15; seat 1: sailboat first (10) + dog first (5) = 15
    const s = over(start({ players: 3 }), { 0: { eagle: 5, villa: 3 }, 1: { sailboat: 2, dog: 4 }, 2: { eagle: 1 } })
    expect(theBorder.scores(s)).toEqual([15, 15, 12])
    expect(theBorder.outcome(s)?.winners).toEqual([0])
    const scored = { ...s, options: { ...s.options, tieBreak: 'scoredValue' as const } }
    expect(theBorder.outcome(scored)?.winners).toEqual([1])
    expect(theBorder.outcome(scored)?.ranking).toEqual([[1], [0], [2]])
  })

  it('D45 / DQ10: equal best areas — the next-best decide (cascade), or the win is shared without it', () => {
    // seat 0: villa first 9 + hill first 6 = 15; seat 1: villa late 4 + castle first 8 + hill late 3 = 15
    const s = over(start({ players: 2 }), { 0: { villa: 1, hill: 3 }, 1: { villa: 5, castle: 2, hill: 7 } })
    expect(theBorder.scores(s)).toEqual([15, 15])
    expect(theBorder.outcome(s)?.winners).toEqual([1])
    const flat = { ...s, options: { ...s.options, tieBreakCascade: false } }
    expect(theBorder.outcome(flat)?.winners).toEqual([0, 1])
  })
})
