import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../../src/core/index.js'
import { COLOURS, theBorder, type BorderState, type Colour } from '../../src/games/the-border/index.js'
import { crossProblem } from '../../src/games/the-border/rules/action2.js'
import { C, IX, NEXT_TO_WHITE, WHITES, areaNo, bad, colourOf, dice, legal, ok, play, roll, rollAndStop, segment, start, toAction2, withCrossed } from './helpers.js'

/** Five different colours, including the given ones. */
const distinct = (...include: Colour[]): Colour[] => [...new Set<Colour>([...include, ...COLOURS])].slice(0, 5)

/** Crosses every ring box of an area but `last` on a seat's sheet. */
const almost = (s: BorderState, seat: number, area: number, last: number, stamp = 0): BorderState =>
  withCrossed(s, seat, (C.areas[area]?.ring ?? []).filter((b) => b !== last), stamp)

const WELL = areaNo('well')
const VILLA = areaNo('villa')
const wellLast = (C.areas[WELL]?.ring ?? [])[0] as number

describe('components and setup (D1–D14)', () => {
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

describe('round structure and Action 1 (D15–D26)', () => {
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
    expect(bad(theBorder.apply(s, 0, { t: 'reroll', dice: ['blue', 'red'] })).code).toBe('ILLEGAL_MOVE')
  })

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

describe('Action 2 (D27–D33)', () => {
  it('D27: the passive players act in Action 2 on their own sheets; the active player does not', () => {
    const s = toAction2(start(), distinct('blue', 'grey', 'green', 'yellow', 'orange'))
    expect(theBorder.actors(s)).not.toContain(0)
    expect(bad(theBorder.apply(s, 0, { t: 'done' })).code).toBe('NOT_YOUR_TURN')
    const box = theBorder.legalMoves(s, 1).find((m) => m.t === 'cross')
    const after = play(s, [1, box ?? { t: 'done' }])
    expect(after.boards[2]).toBe(s.boards[2])
    expect(after.boards[0]).toBe(s.boards[0])
  })

  it('D28a: 1–4 dice used — exactly the leftover dice are available', () => {
    const s = play(rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1])), [0, { t: 'complete', colour: 'grey', length: 2 }])
    const greyBox = NEXT_TO_WHITE.find((b) => colourOf(1, b) === 'grey')
    expect(greyBox).toBeDefined()
    const refused = bad(theBorder.apply(s, 1, { t: 'cross', box: greyBox as number }))
    expect(refused.code).toBe('DIE_NOT_AVAILABLE')
    expect(refused.rule).toBe('D28')
  })

  it('D28b: all five used — each passive player may use any one of the five, and no second die', () => {
    const s = play(rollAndStop(start(), dice(['grey', 5])), [0, { t: 'complete', colour: 'grey', length: 2 }], [0, { t: 'complete', colour: 'grey', length: 3 }])
    expect(s.a2).toMatchObject({ limit: 1 })
    const greyBox = NEXT_TO_WHITE.find((b) => colourOf(1, b) === 'grey') as number
    const one = play(s, [1, { t: 'cross', box: greyBox }])
    expect(theBorder.actors(one)).not.toContain(1) // the one die is used: seat 1 is done
    expect(bad(theBorder.apply(one, 1, { t: 'cross', box: NEXT_TO_WHITE[0] as number })).code).toBe('NOT_YOUR_TURN')
    // the rule check itself names D28b
    const second = NEXT_TO_WHITE.find((b) => b !== greyBox) as number
    expect(crossProblem(IX, one, 1, second)?.code).toBe('DIE_LIMIT')
  })

  it('D28c: no dice used — all five are available, a player may use up to five', () => {
    const colours = distinct()
    const keep = colours.map((c) => C.boxes.find((b) => !b.white && colourOf(1, b.id) === c)?.id as number)
    let s = withCrossed(start(), 1, C.boxes.filter((b) => !keep.includes(b.id)).map((b) => b.id))
    s = toAction2(s, colours)
    expect(s.a2.limit).toBe(5)
    expect(theBorder.legalMoves(s, 1)).toHaveLength(6)
    for (const box of keep) s = play(s, [1, { t: 'cross', box }])
    expect(keep.every((b) => s.boards[1]?.crossed[b] === '1')).toBe(true)
  })

  it('D29: the dice are shared — one die serves every passive player', () => {
    const s = play(rollAndStop(start(), dice(['grey', 4], ['blue', 1])), [0, { t: 'complete', colour: 'grey', length: 4 }])
    expect(s.a2.pool).toEqual([0, 0, 0, 1, 0, 0])
    const blueFor = (seat: number): number | undefined => NEXT_TO_WHITE.find((b) => colourOf(seat, b) === 'blue')
    const after = play(s, [1, { t: 'cross', box: blueFor(1) as number }], [2, { t: 'cross', box: blueFor(2) as number }], [3, { t: 'cross', box: blueFor(3) as number }])
    expect(after.round).toBe(1)
    for (const seat of [1, 2, 3]) expect(after.boards[seat]?.crossed[blueFor(seat) as number]).toBe('1')
  })

  it('D30: each die crosses one box of its colour and is used at most once per player', () => {
    // leftover yellow + blue: Emma (seat 2) may use each once
    const s = play(rollAndStop(start(), dice(['grey', 3], ['yellow', 1], ['blue', 1])), [0, { t: 'complete', colour: 'grey', length: 3 }])
    const moves = theBorder.legalMoves(s, 2).flatMap((m) => (m.t === 'cross' ? [m.box] : []))
    expect(moves.every((b) => ['yellow', 'blue'].includes(colourOf(2, b)))).toBe(true)
    const yellow = moves.find((b) => colourOf(2, b) === 'yellow') as number
    const after = play(s, [2, { t: 'cross', box: yellow }])
    const another = C.boxes.find((b) => b.id !== yellow && !b.white && colourOf(2, b.id) === 'yellow')?.id as number
    const problem = crossProblem(IX, after, 2, another)
    expect(problem?.code).toBe('DIE_NOT_AVAILABLE')
    expect(problem?.rule).toBe('D30')
    expect(legal(after, 2).every((m) => m === 'done' || colourOf(2, Number(m.split(' ')[1])) === 'blue')).toBe(true)
  })

  it('D31 / DQ3: a crossed box must touch a crossed box; boxes crossed earlier in the same Action 2 count (passiveChaining, default)', () => {
    const pairs = NEXT_TO_WHITE.flatMap((f) => (C.boxes[f]?.neighbours ?? []).filter((j) => !C.boxes[j]?.white && !NEXT_TO_WHITE.includes(j)).map((j) => [f, j] as const))
    const [first, beyond] = pairs[0] as readonly [number, number]
    const colours = [colourOf(1, first), colourOf(1, beyond), ...COLOURS.filter((c) => c !== colourOf(1, first) && c !== colourOf(1, beyond))].slice(0, 5)
    const s = toAction2(start(), colours)
    expect(bad(theBorder.apply(s, 1, { t: 'cross', box: beyond })).code).toBe('NOT_ADJACENT')
    const chained = play(s, [1, { t: 'cross', box: first }])
    expect(legal(chained, 1)).toContain(`cross ${beyond}`)
    // option off: only boxes crossed before this Action 2 count
    const off = toAction2(start({ options: { passiveChaining: false } }), colours)
    const offChained = play(off, [1, { t: 'cross', box: first }])
    const refused = bad(theBorder.apply({ ...offChained, a2: { ...offChained.a2, waiting: [false, true, false, false] } }, 1, { t: 'cross', box: beyond }))
    expect(refused.code).toBe('NOT_ADJACENT')
    expect(refused.message).toMatch(/passiveChaining is off/)
  })

  it('D32: in Action 2 a player may open, extend and complete a segment — or use no dice', () => {
    const seg = segment(1, 'blue', 2)
    const start0 = withCrossed(start(), 1, [(C.boxes[seg[0] as number]?.neighbours ?? []).find((j) => !seg.includes(j)) as number])
    const s = toAction2(start0, dice(['blue', 2], ['red', 1], ['yellow', 1], ['orange', 1]))
    expect(s.phase).toBe('action2')
    const a = play(s, [1, { t: 'cross', box: seg[0] as number }], [1, { t: 'cross', box: seg[1] as number }])
    expect(seg.every((b) => a.boards[1]?.crossed[b] === '1')).toBe(true)
    const none = play(s, [1, { t: 'done' }])
    expect(none.boards[1]).toBe(s.boards[1])
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

  it('D33: passive players act simultaneously — the order of their moves does not matter', () => {
    const s = toAction2(start(), distinct('blue', 'yellow'))
    const m1 = theBorder.legalMoves(s, 1)[0]
    const m2 = theBorder.legalMoves(s, 2)[0]
    expect(theBorder.actors(s)).toEqual([1, 2, 3])
    if (m1 === undefined || m2 === undefined) throw new Error('no moves')
    const a = play(s, [1, m1], [2, m2])
    const b = play(s, [2, m2], [1, m1])
    expect(a).toEqual(b)
  })
})

describe('completing areas, scoring, end (D34–D45)', () => {
  it('D34: an area is completed when its last border box is crossed', () => {
    const s = toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast)))
    expect(s.boards[1]?.completed[WELL]).toBe(-1)
    expect(play(s, [1, { t: 'cross', box: wellLast }]).boards[1]?.completed[WELL]).toBe(1)
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

  it('D39: each area is completed and scored at most once per player', () => {
    const s = play(toAction2(almost(start(), 1, WELL, wellLast), distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(s.boards[1]?.completed.filter((x) => x >= 0)).toHaveLength(1)
    expect(bad(theBorder.apply({ ...s, a2: { ...s.a2, waiting: [false, true, false, false] } }, 1, { t: 'cross', box: wellLast })).code).toMatch(/ALREADY_CROSSED|DIE_NOT_AVAILABLE/)
  })

  it('D40: a player total is the sum of the values scored', () => {
    let s = almost(start(), 1, WELL, wellLast)
    const hill = areaNo('hill')
    s = withCrossed(s, 1, C.areas[hill]?.ring ?? [], 0)
    const done = play(toAction2(s, distinct(colourOf(1, wellLast))), [1, { t: 'cross', box: wellLast }])
    expect(theBorder.scores(done)[1]).toBe(4 + 6)
  })

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

describe('move order and refusals', () => {
  it('a move of the wrong kind for the phase is refused with WRONG_PHASE and nothing changes', () => {
    const s = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    const before = JSON.stringify(s)
    expect(bad(theBorder.apply(s, 0, { t: 'cross', box: 1 })).code).toBe('WRONG_PHASE')
    expect(bad(theBorder.apply(s, 0, { t: 'stop' })).code).toBe('WRONG_PHASE')
    expect(bad(theBorder.apply(s, CHANCE, { t: 'roll', colour: 'red' })).code).toBe('NOT_YOUR_TURN')
    expect(JSON.stringify(s)).toBe(before)
  })
})
