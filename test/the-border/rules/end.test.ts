import { describe, expect, it } from 'vitest'
import { COLOURS, theBorder, type BorderState } from '../../../src/games/the-border/index.js'
import { C, IX, areaNo, dice, colourOf, play, rollAndStop, start, toAction2, withCrossed, distinct, almost, WELL, wellLast } from '../helpers.js'

describe('the end of the game (D41–D44)', () => {
  /** Seat `seat` with `n` areas completed earlier (stamp 0), chosen so no extra area completes. */
  const withAreas = (s: BorderState, seat: number, areas: readonly number[], stamp = 0): BorderState =>
    areas.reduce((st, a) => withCrossed(st, seat, C.areas[a]?.ring ?? [], stamp), s)

  it('D41 / D43: the 6th area completed in Action 2 ends the game after that Action 2', () => {
    const five = [areaNo('castle'), areaNo('villa'), areaNo('sailboat'), areaNo('hill'), areaNo('house')]
    let s = withAreas(start(), 1, five)
    expect(s.boards[1]?.completed.filter((x) => x >= 0)).toHaveLength(5)
    s = almost(s, 1, WELL, wellLast)
    s = toAction2(s, distinct(colourOf(1, wellLast), 'blue'))
    s = play(s, [1, { t: 'cross', box: wellLast }])
    expect(theBorder.outcome(s)).toBeUndefined()
    const rest = theBorder.actors(s)
    expect(rest.length).toBeGreaterThan(0) // the others still finish Action 2
    const end = play(s, ...rest.map((a) => [a, { t: 'done' }] as const))
    expect(end.phase).toBe('over')
    expect(theBorder.actors(end)).toEqual([])
    expect(theBorder.outcome(end)?.reason).toMatch(/6th area/)
  })

  it('D42: the 6th area completed in Action 1 — Action 2 is still played, then the game ends', () => {
    const ring = C.areas[WELL]?.ring ?? []
    const seg = C.sheets[0]?.segments.find((g) => g.boxes.some((b) => ring.includes(b)))
    if (seg === undefined) throw new Error('no segment')
    const five = [areaNo('castle'), areaNo('villa'), areaNo('sailboat'), areaNo('eagle'), areaNo('windmill')].filter((a) => !(C.areas[a]?.ring ?? []).some((b) => seg.boxes.includes(b)))
    let s = withAreas(start(), 0, five.slice(0, 5))
    s = withCrossed(s, 0, ring.filter((b) => !seg.boxes.includes(b)))
    const count = s.boards[0]?.completed.filter((x) => x >= 0).length ?? 0
    expect(count).toBe(5)
    const rolled = [...dice([seg.colour, seg.boxes.length]), ...COLOURS.filter((c) => c !== seg.colour)].slice(0, 5)
    let a = play(rollAndStop(s, rolled), [0, { t: 'complete', colour: seg.colour, length: seg.boxes.length }])
    if (a.phase === 'action1') a = play(a, [0, { t: 'done' }])
    expect(a.boards[0]?.completed.filter((x) => x >= 0).length).toBeGreaterThanOrEqual(6)
    expect(a.phase).toBe('action2')
    const end = play(a, ...theBorder.actors(a).map((x) => [x, { t: 'done' }] as const))
    expect(end.phase).toBe('over')
  })

  it('D44: more than 6 areas in the final action — all score', () => {
    const shared = IX.areasOf.findIndex((as, b) => as.length === 2 && !(IX.areasOf[b] ?? []).includes(WELL))
    const [a, b] = IX.areasOf[shared] as [number, number]
    const others = C.areas.map((_, i) => i).filter((i) => i !== a && i !== b && !(C.areas[i]?.ring ?? []).includes(shared))
    let s = start()
    let picked: number[] = []
    for (const k of others) {
      const next = withCrossed(s, 1, C.areas[k]?.ring ?? [], 0)
      const n = next.boards[1]?.completed.filter((x) => x >= 0).length ?? 0
      if (n <= 5 && next.boards[1]?.completed[a] === -1 && next.boards[1]?.completed[b] === -1) {
        s = next
        picked = [...picked, k]
      }
      if (n === 5) break
    }
    s = almost(almost(s, 1, a, shared), 1, b, shared)
    expect(s.boards[1]?.completed.filter((x) => x >= 0).length).toBe(5)
    s = play(toAction2(s, distinct(colourOf(1, shared))), [1, { t: 'cross', box: shared }])
    expect(s.boards[1]?.completed.filter((x) => x >= 0).length).toBe(7)
    const bd = theBorder.scoreBreakdown(s)[1] ?? {}
    expect(bd[C.areas[a]?.id ?? '']).toBe(C.areas[a]?.high)
    expect(bd[C.areas[b]?.id ?? '']).toBe(C.areas[b]?.high)
    expect(Object.values(bd).filter((v) => v > 0)).toHaveLength(7)
  })
})
