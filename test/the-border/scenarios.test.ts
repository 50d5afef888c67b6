/**
 * The hand-written scenario vectors of The Border (scripts/scenarios/the-border.ts) end where the
 * rulebook examples say. Each scenario is replayed from setup here, independently of the script.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import type { Step } from '../../src/core/index.js'
import { bundledComponents, theBorder, type BorderConfig, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { EMMA, MARIOS, SARA, TIM, scenarios } from '../../scripts/scenarios/the-border.js'

const C = bundledComponents

const scenario = (name: string): { config: BorderConfig; seed: string; moves: readonly Step<BorderMove>[] } => {
  const sc = scenarios.find((x) => x.name === name)
  if (sc === undefined) throw new Error(`no scenario ${name}`)
  return { config: sc.config as BorderConfig, seed: sc.seed, moves: sc.moves as readonly Step<BorderMove>[] }
}

/** The state after the first `n` moves (all of them by default). */
const replay = (name: string, n?: number): BorderState => {
  const { config, seed, moves } = scenario(name)
  const s0 = theBorder.setup(config, seed)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  return moves.slice(0, n ?? moves.length).reduce((s, { actor, move }) => {
    const r = theBorder.apply(s, actor, move)
    if (E.isLeft(r)) throw new Error(`${r.left.code}: ${r.left.message}`)
    return r.right
  }, s0.right)
}

/** Index of the first move matching. */
const indexOf = (name: string, pred: (st: Step<BorderMove>) => boolean): number => {
  const i = scenario(name).moves.findIndex(pred)
  if (i < 0) throw new Error('move not found')
  return i
}

const crossed = (s: BorderState, seat: number): number[] => [...(s.boards[seat]?.crossed ?? '')].flatMap((c, i) => (c === '1' ? [i] : []))
const WHITES = C.boxes.filter((b) => b.white).map((b) => b.id)
const area = (id: string): number => C.areas.findIndex((a) => a.id === id)
const legal = (s: BorderState, seat: number): string[] => theBorder.legalMoves(s, seat).map(theBorder.formatMove)
const segmentBoxes = (seat: number, colour: string, length: number): readonly number[] =>
  C.sheets[seat]?.segments.find((g) => g.colour === colour && g.boxes.length === length)?.boxes ?? []

describe('The Border scenario vectors', () => {
  it('has the four scenarios, each a modest number of steps', () => {
    expect(scenarios.map((s) => s.name)).toEqual(['dx2-dx3-first-round', 'dx1-villa', 'dx5-well', 'dx4-five-dice'])
    for (const s of scenarios) expect(s.moves.length).toBeLessThan(150)
  })

  it('DX2 + DX3: Sara ends her third roll with 3 grey, 1 yellow, 1 blue; after the grey 3-segment, yellow and blue serve Emma, Marios and Tim', () => {
    const name = 'dx2-dx3-first-round'
    const complete = indexOf(name, (m) => m.move.t === 'complete')
    const before = replay(name, complete)
    expect(before.active).toBe(SARA)
    expect(before.rolls).toBe(3)
    expect(before.phase).toBe('action1')
    expect(before.dice).toEqual([3, 0, 1, 1, 0, 0]) // grey, red, yellow, blue, orange, green
    // DX2: either grey segment, never both, and yellow/blue complete nothing
    expect(legal(before, SARA)).toEqual(['complete grey 2', 'complete grey 3', 'done'])
    const after = replay(name, complete + 1)
    expect(after.phase).toBe('action2')
    expect(after.a2.pool).toEqual([0, 0, 1, 1, 0, 0]) // leftover: yellow, blue
    expect(crossed(after, SARA)).toEqual([...WHITES, ...segmentBoxes(SARA, 'grey', 3)].sort((a, b) => a - b))
    // DX3: Tim can only use the blue die (no yellow box reachable)
    expect(legal(after, TIM)).toEqual(['cross 72', 'done'])
    const end = replay(name)
    expect(crossed(end, EMMA)).toEqual([0, 1, 13, 85])
    expect(crossed(end, MARIOS)).toEqual([0, 1, 13, 85])
    expect(crossed(end, TIM)).toEqual([0, 72, 85])
    expect(end.round).toBe(1) // the round is over: the same two dice served all three
    expect(end.active).toBe(EMMA)
  })

  it('DX1: Tim crosses the last villa box first and scores 9', () => {
    const name = 'dx1-villa'
    const villa = area('villa')
    const last = scenario(name).moves.length - 1 - [...scenario(name).moves].reverse().findIndex((m) => m.actor === TIM && m.move.t === 'cross')
    const before = replay(name, last)
    expect(before.boards[TIM]?.completed[villa]).toBe(-1)
    expect((C.areas[villa]?.ring ?? []).filter((b) => before.boards[TIM]?.crossed[b] !== '1')).toEqual([30])
    const end = replay(name)
    expect(end.boards[TIM]?.completed[villa]).toBe(2 * 3 + 1) // Action 2 of round 4 (index 3)
    expect(theBorder.scoreBreakdown(end)[TIM]?.villa).toBe(9)
    expect(theBorder.scores(end)).toEqual([9, 0, 0, 0])
  })

  it('DX5: Emma completes the well first for 4; Marios, in a later action, scores 2', () => {
    const well = area('well')
    const end = replay('dx5-well')
    expect(end.boards[EMMA]?.completed[well]).toBe(2 * 2 + 1) // round 3's Action 2
    expect(end.boards[MARIOS]?.completed[well]).toBe(2 * 3 + 1) // round 4's Action 2
    expect(theBorder.scoreBreakdown(end)[EMMA]?.well).toBe(4)
    expect(theBorder.scoreBreakdown(end)[MARIOS]?.well).toBe(2)
    expect(theBorder.scores(end)).toEqual([0, 0, 4, 2])
  })

  it('DX4: Marios completes three partly crossed segments with 4 yellow + 1 red after two rolls; Tim and Sara take red, Emma yellow', () => {
    const name = 'dx4-five-dice'
    const segs = [segmentBoxes(MARIOS, 'yellow', 5), segmentBoxes(MARIOS, 'yellow', 4), segmentBoxes(MARIOS, 'red', 3)]
    const all = segs.flat()
    expect(all).toHaveLength(12)
    const first = indexOf(name, (m) => m.actor === MARIOS && m.move.t === 'complete' && m.move.colour === 'yellow')
    const before = replay(name, first)
    expect(before.round).toBe(4)
    expect(before.active).toBe(MARIOS)
    expect(before.rolls).toBe(2) // no third roll
    expect(before.dice).toEqual([0, 1, 4, 0, 0, 0])
    expect(all.filter((b) => before.boards[MARIOS]?.crossed[b] === '1')).toHaveLength(7)
    const afterA1 = replay(name, first + 3)
    expect(all.every((b) => afterA1.boards[MARIOS]?.crossed[b] === '1')).toBe(true)
    expect(afterA1.phase).toBe('action2')
    expect(afterA1.a2).toMatchObject({ limit: 1, pool: [0, 1, 4, 0, 0, 0] })
    const end = replay(name)
    expect(end.boards[TIM]?.crossed[71]).toBe('1')
    expect(end.boards[SARA]?.crossed[59]).toBe('1')
    expect(end.boards[EMMA]?.crossed[13]).toBe('1')
    expect(C.sheets[TIM]?.segments.find((g) => g.boxes.includes(71))?.colour).toBe('red')
    expect(C.sheets[SARA]?.segments.find((g) => g.boxes.includes(59))?.colour).toBe('red')
    expect(C.sheets[EMMA]?.segments.find((g) => g.boxes.includes(13))?.colour).toBe('yellow')
    expect(end.round).toBe(5) // one die each: the round is over
    expect(end.active).toBe(TIM)
  })
})
