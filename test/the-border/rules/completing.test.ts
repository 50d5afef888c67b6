import { describe, expect, it } from 'vitest'
import { theBorder } from '../../../src/games/the-border/index.js'
import { bad, colourOf, play, start, toAction2, distinct, almost, WELL, wellLast } from '../helpers.js'

describe('completing areas (D34, D39)', () => {
  it('D34: an area is completed when its last border box is crossed', () => {
    const s = toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast)))
    expect(s.boards[1]?.completed[WELL]).toBe(-1)
    expect(play(s, [1, { t: 'cross', box: wellLast }]).boards[1]?.completed[WELL]).toBe(1)
  })

  it('D39: each area is completed and scored at most once per player', () => {
    const s = play(toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(s.boards[1]?.completed.filter((x) => x >= 0)).toHaveLength(1)
    expect(bad(theBorder.apply({ ...s, a2: { ...s.a2, waiting: [false, true, false, false] } }, 1, { t: 'cross', box: wellLast })).code).toMatch(/ALREADY_CROSSED|DIE_NOT_AVAILABLE/)
  })
})
