import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { card, NAGA_G, NAGA_W, play, refusal, table } from './helpers.js'

describe('Nagaraja: bad input is refused with a specific message', () => {
  it('out-of-turn moves: NOT_YOUR_TURN', () => {
    const s = table({ hands: [['ST01'], ['ST02']], sticks: [[NAGA_W], [NAGA_G]] })
    const v = refusal(s, 1, { t: 'pass' })
    expect(v.code).toBe('NOT_YOUR_TURN')
    expect(refusal(s, CHANCE, { t: 'face', face: 0 }).code).toBe('NOT_YOUR_TURN')
  })

  it('moves of another step: WRONG_STEP naming the step', () => {
    const v = refusal(table({ hands: [['ST01'], []], sticks: [[NAGA_W], []] }), 0, { t: 'place', cell: 6, rot: 0 })
    expect(v.code).toBe('WRONG_STEP')
    expect(v.message).toMatch(/Exploration/)
  })

  it('abilities on illegal targets: ILLEGAL_TARGET / NOT_A_ROOM with the rule id', () => {
    let s = table({ hands: [['RE10'], []], sticks: [[NAGA_W], []] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RE10') })
    const v = refusal(s, 0, { t: 'swapRelics', temple: 0, a: 0, b: 1 })
    expect(v.code).toBe('ILLEGAL_TARGET')
    expect(v.rule).toBe('N9')
    expect(refusal(s, 0, { t: 'swapRelics', temple: 1, a: 3, b: 3 }).code).toBe('BAD_PAIR')
    expect(refusal(s, 0, { t: 'rotate', temple: 1, cell: 0, by: 1 }).code).toBe('WRONG_TARGET_KIND')
  })

  it('chance outcomes that are not possible now are refused', () => {
    const s = table({ phase: { p: 'place', seat: 0 } })
    const t = play(s, 0, { t: 'place', cell: 6, rot: 0 })
    expect(nagaraja.actors(t)).toEqual([CHANCE])
    expect(refusal(t, CHANCE, { t: 'card', card: t.players[0]!.hand[0] ?? 999 })).toMatchObject({ code: 'NOT_AN_OUTCOME', rule: 'N17' })
  })
})
