import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../../src/core/index.js'
import { COLOURS, theBorder } from '../../src/games/the-border/index.js'
import { C, IX, NEXT_TO_WHITE, WHITES, bad, colourOf, dice, legal, ok, play, roll, rollAndStop, start, toAction2, distinct, almost, WELL, VILLA, wellLast } from './helpers.js'

describe('setup and components (D1–D14)', () => {
  it('D1: completing an area scores its higher value first, its lower value later; a 6th area ends the game', () => {
    let s = almost(start(), 1, WELL, wellLast)
    s = almost(s, 2, WELL, wellLast)
    s = toAction2(s, distinct(colourOf(1, wellLast)))
    s = play(s, [1, { t: 'cross', box: wellLast }], [1, { t: 'done' }], [2, { t: 'done' }], [3, { t: 'done' }])
    expect(theBorder.scores(s)).toEqual([0, 4, 0, 0])
    // seat 2 completes the well a round later: the lower value
    const s2 = toAction2(s, distinct(colourOf(2, wellLast)))
    const after = play(s2, [2, { t: 'cross', box: wellLast }])
    expect(theBorder.scores(after)[2]).toBe(2)
  })

  it('D2: 2 to 4 players (4 sheets); 1 or 5 players are refused', () => {
    expect(bad(theBorder.setup({ players: 5 }, 's')).code).toBe('BAD_CONFIG')
    expect(bad(theBorder.setup({ players: 1 }, 's')).message).toMatch(/2 to 4 players/)
    for (const players of [2, 3, 4]) expect(E.isRight(theBorder.setup({ players }, 's'))).toBe(true)
  })

  it('D3: each die is one chance step with six equally likely colours; the first roll is five of them', () => {
    let s = start()
    for (let i = 0; i < 5; i++) {
      expect(theBorder.actors(s)).toEqual([CHANCE])
      const out = theBorder.chanceOutcomes(s)
      expect(out.map((o) => o.move)).toEqual(COLOURS.map((colour) => ({ t: 'roll', colour })))
      expect(out.every((o) => o.p === 1 / 6)).toBe(true)
      expect(theBorder.legalMoves(s, CHANCE)).toEqual(out.map((o) => o.move))
      s = roll(s, ['red'])
    }
    expect(theBorder.actors(s)).toEqual([0])
  })

  it('D4, D11: markers and the scoring strip are bookkeeping — scores come from the completions in the state', () => {
    const s = almost(start(), 1, WELL, wellLast)
    const done = play(toAction2(s, distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    const breakdown = theBorder.scoreBreakdown(done)[1] ?? {}
    expect(breakdown.well).toBe(4)
    expect(Object.values(breakdown).reduce((a, b) => a + b, 0)).toBe(theBorder.scores(done)[1])
  })

  it('D5: all sheets share the 9 areas and the boxes; they differ only in colouring', () => {
    expect(C.areas).toHaveLength(9)
    const colourings = C.sheets.map((_, k) => C.boxes.map((b) => (b.white ? 'white' : colourOf(k, b.id))).join())
    expect(new Set(colourings).size).toBe(4)
    for (const k of [0, 1, 2, 3]) expect(IX.sheets[k]?.faceOf.length).toBe(86)
  })

  it('D6: one box may border two areas, and crossing it completes both', () => {
    const shared = IX.areasOf.findIndex((a) => a.length === 2)
    const [a, b] = IX.areasOf[shared] as [number, number]
    let s = almost(start(), 1, a, shared)
    s = almost(s, 1, b, shared)
    expect(s.boards[1]?.completed[a]).toBe(-1)
    s = toAction2(s, distinct(colourOf(1, shared)))
    s = play(s, [1, { t: 'cross', box: shared }])
    expect(s.boards[1]?.completed[a]).toBe(1)
    expect(s.boards[1]?.completed[b]).toBe(1)
  })

  it('D7: the two white boxes start crossed, count for adjacency, and no die can cross them', () => {
    const s = start()
    for (const w of WHITES) expect(s.boards[0]?.crossed[w]).toBe('1')
    expect(WHITES).toHaveLength(2)
    const a2 = toAction2(s, distinct('blue'))
    // adjacency: at the start exactly the boxes next to a white box are crossable (if a die fits)
    const crossable = theBorder.legalMoves(a2, 1).flatMap((m) => (m.t === 'cross' ? [m.box] : []))
    expect(crossable.length).toBeGreaterThan(0)
    expect(crossable.every((b) => NEXT_TO_WHITE.includes(b))).toBe(true)
    const refused = bad(theBorder.apply(a2, 1, { t: 'cross', box: WHITES[0] as number }))
    expect(refused.code).toBe('WHITE_BOX')
    expect(refused.rule).toBe('D7')
  })

  it('D8: segments are named by colour and length; a segment the sheet does not have is refused', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(legal(s, 0)).toEqual(['complete grey 2', 'done'])
    const refused = bad(theBorder.apply(s, 0, { t: 'complete', colour: 'grey', length: 7 }))
    expect(refused.code).toBe('NO_SUCH_SEGMENT')
  })

  it('D9: adjacency is the component graph: symmetric, and a box touching nothing crossed is refused', () => {
    for (const b of C.boxes) for (const j of b.neighbours) expect(C.boxes[j]?.neighbours).toContain(b.id)
    const s = toAction2(start(), distinct('grey', 'red'))
    const far = C.boxes.find((b) => !b.white && !NEXT_TO_WHITE.includes(b.id) && ['grey', 'red'].includes(colourOf(1, b.id)))
    const refused = bad(theBorder.apply(s, 1, { t: 'cross', box: far?.id ?? -1 }))
    expect(refused.code).toBe('NOT_ADJACENT')
    expect(refused.rule).toBe('D31')
  })

  it('D10: villa (top) 9, well 4/2 — as printed', () => {
    expect(C.areas[VILLA]?.high).toBe(9)
    expect(C.areas[WELL]).toMatchObject({ high: 4, low: 2 })
  })

  it('D12: seats take the configured sheets (default seat i plays sheet i); bad assignments are refused', () => {
    expect(start().sheetOf).toEqual([0, 1, 2, 3])
    expect(start({ players: 2, sheets: [3, 1] }).sheetOf).toEqual([3, 1])
    expect(bad(theBorder.setup({ players: 2, sheets: [1, 1] }, 's')).rule).toBe('D12')
    expect(bad(theBorder.setup({ players: 2, sheets: [0, 4] }, 's')).code).toBe('BAD_CONFIG')
  })

  it('D13: the first active player is a uniform chance step, or fixed by config', () => {
    const s = ok(theBorder.setup({ players: 3 }, 'x'))
    expect(theBorder.actors(s)).toEqual([CHANCE])
    expect(theBorder.chanceOutcomes(s)).toEqual([0, 1, 2].map((seat) => ({ move: { t: 'first', seat }, p: 1 / 3 })))
    const after = play(s, [CHANCE, { t: 'first', seat: 2 }])
    expect(after.active).toBe(2)
    expect(start({}, 3).active).toBe(3)
    expect(bad(theBorder.setup({ players: 2, firstPlayer: 2 }, 's')).code).toBe('BAD_CONFIG')
  })

  it('D14: at the start only the white boxes are crossed and no area is completed', () => {
    const s = start()
    for (const b of s.boards) {
      expect([...b.crossed].flatMap((ch, i) => (ch === '1' ? [i] : []))).toEqual(WHITES)
      expect(b.completed.every((x) => x === -1)).toBe(true)
    }
  })
})
