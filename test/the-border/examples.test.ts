import { describe, expect, it } from 'vitest'
import { COLOURS, BORDER_EXAMPLE_SHEETS, theBorder, type BorderState, type Colour } from '../../src/games/the-border/index.js'
import { findSegment, segmentSide } from '../../src/games/the-border/components/examples.js'
import { C, IX, NEXT_TO_WHITE, areaNo, bad, colourOf, dice, legal, play, roll, segment, start, toAction2, withCrossed } from './helpers.js'

// The bundled sheets host the examples: seat 0 Tim (sheet A), 1 Sara (B), 2 Emma (C), 3 Marios (D).
const TIM = 0
const SARA = 1
const EMMA = 2
const MARIOS = 3

const crossables = (s: BorderState, seat: number): readonly number[] => theBorder.legalMoves(s, seat).flatMap((m) => (m.t === 'cross' ? [m.box] : []))
const finish = (s: BorderState): BorderState => play(s, ...theBorder.actors(s).map((a) => [a, { t: 'done' }] as const))
const distinct = (...include: Colour[]): Colour[] => [...new Set<Colour>([...include, ...COLOURS])].slice(0, 5)

describe('rulebook examples (DX1–DX7), on the bundled reconstruction', () => {
  it('the example sheets are the ones the bundled set labels', () => {
    expect(BORDER_EXAMPLE_SHEETS).toEqual({ tim: TIM, sara: SARA, emma: EMMA, marios: MARIOS })
  })

  it('DX1: Tim crosses the last border box of the villa first and scores 9', () => {
    const villa = areaNo('villa')
    const last = (C.areas[villa]?.ring ?? [])[0] as number
    let s = withCrossed(start({}, SARA), TIM, (C.areas[villa]?.ring ?? []).filter((b) => b !== last))
    s = toAction2(s, distinct(colourOf(TIM, last)))
    s = play(s, [TIM, { t: 'cross', box: last }])
    expect(theBorder.scoreBreakdown(s)[TIM]?.villa).toBe(9)
    expect(theBorder.scores(s)[TIM]).toBe(9)
  })

  /** Sara's three rolls ending with 3 grey, 1 yellow, 1 blue. */
  const saraRolls = (): BorderState => {
    let s = roll(start({}, SARA), ['red', 'red', 'orange', 'green', 'blue'])
    s = play(s, [SARA, { t: 'reroll', dice: ['red', 'red', 'orange', 'green'] }])
    s = roll(s, ['grey', 'grey', 'yellow', 'red'])
    s = play(s, [SARA, { t: 'reroll', dice: ['red'] }])
    return roll(s, ['grey'])
  }

  it('DX2: after her third roll (3 grey, yellow, blue) Sara may complete the grey 3- or the grey 2-segment, not both, and never use yellow or blue', () => {
    const s = saraRolls()
    expect(s.rolls).toBe(3)
    expect(s.phase).toBe('action1')
    expect(legal(s, SARA)).toEqual(['complete grey 2', 'complete grey 3', 'done'])
    const grey2 = findSegment(C, SARA, 'grey', 2)
    expect(grey2 && segmentSide(C, grey2)).toBe('right')
    // the three grey dice complete the grey 3-segment; yellow and blue are left over
    const three = play(s, [SARA, { t: 'complete', colour: 'grey', length: 3 }])
    expect(three.phase).toBe('action2')
    expect(three.a2.pool).toEqual([0, 0, 1, 1, 0, 0])
    // or two grey complete the 2-segment; the third grey is left over, and the 3-segment is out of reach
    const two = play(s, [SARA, { t: 'complete', colour: 'grey', length: 2 }])
    expect(two.a2.pool).toEqual([1, 0, 1, 1, 0, 0])
    expect(bad(theBorder.apply({ ...two, phase: 'action1' }, SARA, { t: 'complete', colour: 'grey', length: 3 })).code).toBe('CANNOT_COMPLETE')
  })

  it('DX3: with yellow and blue left over, Emma and Marios each cross a yellow and a blue box next to a white box; Tim only a blue one', () => {
    const s = play(saraRolls(), [SARA, { t: 'complete', colour: 'grey', length: 3 }])
    expect(theBorder.actors(s)).toEqual([TIM, EMMA, MARIOS])
    let after = s
    for (const seat of [EMMA, MARIOS]) {
      const yellow = crossables(after, seat).find((b) => colourOf(seat, b) === 'yellow' && NEXT_TO_WHITE.includes(b))
      const blue = crossables(after, seat).find((b) => colourOf(seat, b) === 'blue' && NEXT_TO_WHITE.includes(b))
      expect(yellow).toBeDefined()
      expect(blue).toBeDefined()
      after = play(after, [seat, { t: 'cross', box: yellow as number }], [seat, { t: 'cross', box: blue as number }])
    }
    const tim = crossables(after, TIM)
    expect(tim.length).toBeGreaterThan(0)
    expect(tim.every((b) => colourOf(TIM, b) === 'blue')).toBe(true)
    after = play(after, [TIM, { t: 'cross', box: tim[0] as number }])
    // Tim cannot use the yellow die at all, even after his blue box
    expect(crossables(after, TIM)).toEqual([])
    // D33 (rules 3.0.0): each finishes by saying done — its only move now
    for (const seat of [TIM, EMMA, MARIOS]) expect(theBorder.legalMoves(after, seat)).toEqual([{ t: 'done' }])
    after = play(after, [TIM, { t: 'done' }], [EMMA, { t: 'done' }], [MARIOS, { t: 'done' }])
    expect(after.round).toBe(1) // the same two dice served all three; the round is over
  })

  it('DX4: Marios stops after his second roll with 4 yellow + 1 red and completes three partly crossed segments; each passive player then takes one of the five dice', () => {
    const y5 = segment(MARIOS, 'yellow', 5)
    const y4 = segment(MARIOS, 'yellow', 4)
    const r3 = segment(MARIOS, 'red', 3)
    expect(segmentSide(C, { colour: 'yellow', boxes: y5 })).toBe('left')
    expect(segmentSide(C, { colour: 'yellow', boxes: y4 })).toBe('right')
    expect(segmentSide(C, { colour: 'red', boxes: r3 })).toBe('right')
    const pre = [...y5.slice(0, 3), ...y4.slice(0, 2), ...r3.slice(0, 2)]
    expect(pre).toHaveLength(7) // 7 of the 12 boxes crossed before
    // Tim and Sara each have a red box next to a crossed box, Emma a yellow one
    const target = (seat: number, colour: Colour): number => C.boxes.find((b) => !b.white && colourOf(seat, b.id) === colour && !NEXT_TO_WHITE.includes(b.id))?.id as number
    const targets: Record<number, number> = { [TIM]: target(TIM, 'red'), [SARA]: target(SARA, 'red'), [EMMA]: target(EMMA, 'yellow') }
    let s = withCrossed(start({}, MARIOS), MARIOS, pre)
    for (const seat of [TIM, SARA, EMMA]) {
      const box = targets[seat] as number
      const n = (C.boxes[box]?.neighbours ?? []).find((j) => colourOf(seat, j) !== colourOf(seat, box)) as number
      s = withCrossed(s, seat, [n])
    }
    s = roll(s, ['yellow', 'yellow', 'grey', 'red', 'blue'])
    s = play(s, [MARIOS, { t: 'reroll', dice: ['grey', 'blue'] }])
    s = roll(s, ['yellow', 'yellow'])
    expect(s.rolls).toBe(2)
    s = play(s, [MARIOS, { t: 'stop' }]) // satisfied: no third roll
    expect(legal(s, MARIOS)).toEqual(expect.arrayContaining(['complete yellow 5', 'complete yellow 4', 'complete red 3']))
    s = play(s, [MARIOS, { t: 'complete', colour: 'yellow', length: 5 }], [MARIOS, { t: 'complete', colour: 'yellow', length: 4 }], [MARIOS, { t: 'complete', colour: 'red', length: 3 }])
    for (const b of [...y5, ...y4, ...r3]) expect(s.boards[MARIOS]?.crossed[b]).toBe('1')
    expect(s.phase).toBe('action2')
    expect(s.a2).toMatchObject({ limit: 1, pool: [0, 1, 4, 0, 0, 0] })
    s = play(s, [TIM, { t: 'cross', box: targets[TIM] as number }], [SARA, { t: 'cross', box: targets[SARA] as number }], [EMMA, { t: 'cross', box: targets[EMMA] as number }])
    // one die each: each has only `done` left, and says it (D33, rules 3.0.0)
    for (const seat of [TIM, SARA, EMMA]) expect(theBorder.legalMoves(s, seat)).toEqual([{ t: 'done' }])
    s = play(s, [TIM, { t: 'done' }], [SARA, { t: 'done' }], [EMMA, { t: 'done' }])
    expect(s.round).toBe(1)
    expect(s.active).toBe(TIM)
  })

  it('DX5: Emma completes the well first for 4 points; a later completer scores 2', () => {
    const well = areaNo('well')
    const last = (C.areas[well]?.ring ?? [])[0] as number
    const ring = (C.areas[well]?.ring ?? []).filter((b) => b !== last)
    let s = withCrossed(withCrossed(start({}, TIM), EMMA, ring), SARA, ring)
    s = toAction2(s, distinct(colourOf(EMMA, last)))
    s = finish(play(s, [EMMA, { t: 'cross', box: last }]))
    expect(theBorder.scoreBreakdown(s)[EMMA]?.well).toBe(4)
    // two rounds later (Emma active), Sara completes the well too
    s = finish(toAction2(s, distinct()))
    s = toAction2(s, distinct(colourOf(SARA, last)))
    s = play(s, [SARA, { t: 'cross', box: last }])
    expect(theBorder.scoreBreakdown(s)[SARA]?.well).toBe(2)
    expect(theBorder.scoreBreakdown(s)[EMMA]?.well).toBe(4)
  })

  it('DX6: several players completing the same area in the same Action 2 all score its higher value', () => {
    const house = areaNo('house')
    const last = (C.areas[house]?.ring ?? [])[2] as number
    const ring = (C.areas[house]?.ring ?? []).filter((b) => b !== last)
    let s = withCrossed(withCrossed(withCrossed(start({}, TIM), SARA, ring), EMMA, ring), MARIOS, ring)
    s = toAction2(s, distinct(colourOf(SARA, last), colourOf(EMMA, last), colourOf(MARIOS, last)))
    for (const seat of [SARA, EMMA, MARIOS]) if (crossables(s, seat).includes(last)) s = play(s, [seat, { t: 'cross', box: last }])
    const scorers = [SARA, EMMA, MARIOS].filter((seat) => (s.boards[seat]?.completed[house] ?? -1) >= 0)
    expect(scorers.length).toBeGreaterThanOrEqual(2)
    for (const seat of scorers) expect(theBorder.scoreBreakdown(s)[seat]?.house).toBe(7)
  })

  it('DX7: Marios completes his 6th area in Action 1; Action 2 is still played; 3 higher + 3 lower values make 33', () => {
    // find areas, a segment and first/later completions on the bundled sheet that fit the example
    const sheet = MARIOS
    const areas = C.areas.map((_, i) => i)
    let found: { six: number; open: readonly number[]; colour: Colour; length: number; crossed: number[]; five: number[]; high: Set<number> } | undefined
    const combos = (xs: number[], k: number): number[][] => (k === 0 ? [[]] : xs.flatMap((x, i) => combos(xs.slice(i + 1), k - 1).map((r) => [x, ...r])))
    const count = (st: BorderState): number => st.boards[sheet]?.completed.filter((x) => x >= 0).length ?? 0
    for (const g of C.sheets[sheet]?.segments ?? []) {
      if (found !== undefined) break
      for (const six of areas.filter((a) => (C.areas[a]?.ring ?? []).some((b) => g.boxes.includes(b)))) {
        for (const five of combos(areas.filter((a) => a !== six), 5)) {
          const fiveRings = five.flatMap((a) => C.areas[a]?.ring ?? [])
          const open = g.boxes.filter((b) => !fiveRings.includes(b))
          if (open.length === 0 || !(C.areas[six]?.ring ?? []).some((b) => open.includes(b))) continue
          const crossed = [...fiveRings, ...(C.areas[six]?.ring ?? []).filter((b) => !open.includes(b))]
          const s0 = withCrossed(start(), sheet, crossed)
          if (count(s0) !== 5 || five.some((a) => (s0.boards[sheet]?.completed[a] ?? -1) < 0)) continue
          if (count(withCrossed(s0, sheet, open)) !== 6) continue
          const all = [...five, six]
          for (const high of combos(all, 3)) {
            const total = all.reduce((t, a) => t + ((high.includes(a) ? C.areas[a]?.high : C.areas[a]?.low) ?? 0), 0)
            if (total === 33) found ??= { six, open, colour: g.colour, length: g.boxes.length, crossed, five, high: new Set(high) }
          }
        }
      }
    }
    expect(found).toBeDefined()
    if (found === undefined) return
    const { six, open, colour, length, crossed, five, high } = found
    // earlier rounds: Tim completed Marios's "later" areas first (action 0); Marios completed his five in action 1
    let s = start({}, MARIOS)
    for (const a of [...five, six]) if (!high.has(a)) s = withCrossed(s, TIM, C.areas[a]?.ring ?? [], 0)
    s = withCrossed(s, MARIOS, crossed, 1)
    expect(five.every((a) => s.boards[MARIOS]?.completed[a] === 1)).toBe(true)
    s = { ...s, round: 1 }
    const rolled = [...dice([colour, open.length]), ...COLOURS.filter((c) => c !== colour)].slice(0, 5)
    s = roll(s, rolled)
    if (s.phase === 'decide') s = play(s, [MARIOS, { t: 'stop' }])
    s = play(s, [MARIOS, { t: 'complete', colour, length }])
    expect(s.boards[MARIOS]?.completed.filter((x) => x >= 0)).toHaveLength(6)
    if (s.phase === 'action1') s = play(s, [MARIOS, { t: 'done' }])
    expect(s.phase).toBe('action2') // Action 2 is still played
    expect(theBorder.outcome(s)).toBeUndefined()
    s = play(s, ...theBorder.actors(s).map((a) => [a, { t: 'done' }] as const))
    expect(s.phase).toBe('over')
    expect(theBorder.scores(s)[MARIOS]).toBe(33)
    expect(IX.faces).toHaveLength(6)
  })
})
