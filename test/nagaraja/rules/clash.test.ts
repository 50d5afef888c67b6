import { describe, expect, it } from 'vitest'
import { nagaraja } from '../../../src/games/nagaraja/index.js'
import { fateTotal } from '../../../src/games/nagaraja/rules/clash.js'
import { B, card, chance, movesOf, NAGA_G, NAGA_W, play, refusal, table, W } from '../helpers.js'

describe('Nagaraja rules: Clash (N37–N42)', () => {
  it('N37: with no Naga showing on either side the Clash is skipped', () => {
    let s = table({ guide: 0, hands: [['ST03'], ['CA01']], laid: [['ST01'], []], phase: { p: 'call', seat: 1, picks: [] } })
    s = play(play(s, 1, { t: 'select', card: card('CA01') }), 1, { t: 'lay' })
    s = chance(s, ...[1, 2, 3, 1, 2, 3].map((face) => ({ t: 'face' as const, face })))
    expect(s.phase).toEqual({ p: 'place', seat: 0 }) // 1+2+3 = 6 each: the guide wins the tie
  })

  it('N38: turns alternate from the guide; a seat without a Naga must pass', () => {
    const s = table({ guide: 1, hands: [['ST03'], ['CA01']], sticks: [[NAGA_W], [{ k: W, f: 2 }]], phase: { p: 'clash', turn: 1, passes: 0 } })
    expect(nagaraja.actors(s)).toEqual([1])
    expect(nagaraja.legalMoves(s, 1)).toEqual([{ t: 'pass' }])
    const after = play(s, 1, { t: 'pass' })
    expect(nagaraja.actors(after)).toEqual([0])
    expect(movesOf(after, 0, 'activate')).toEqual([{ t: 'activate', stick: 0, card: card('ST03') }])
  })

  it('N39/NQ8: using a Naga discards that whole stick and puts a hand card face-up; its ability applies', () => {
    let s = table({ hands: [['ST03'], []], sticks: [[NAGA_W, { k: B, f: 3 }], [{ k: W, f: 2 }]] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    expect(s.players[0]!.sticks).toEqual([{ k: B, f: 3 }])
    expect(s.players[0]!.played).toEqual([card('ST03')])
    expect(s.players[0]!.bonus).toBe(3)
    expect(fateTotal(s, 0)).toBe(4 + 3)
    expect(refusal(table({ hands: [['ST03'], []], sticks: [[{ k: B, f: 3 }], []] }), 0, { t: 'activate', stick: 0, card: card('ST03') }).code).toBe('NOT_A_NAGA')
  })

  it('N40: two passes in a row end the Clash; a pass is not final', () => {
    let s = table({ guide: 0, hands: [['ST03'], ['ST04']], sticks: [[NAGA_W], [NAGA_G]] })
    s = play(s, 0, { t: 'pass' })
    s = play(s, 1, { t: 'activate', stick: 0, card: card('ST04') })
    expect(s.phase).toEqual({ p: 'clash', turn: 0, passes: 0 })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    s = play(s, 1, { t: 'pass' })
    expect(s.phase.p).toBe('clash')
    s = play(s, 0, { t: 'pass' })
    expect(s.phase.p).toBe('place')
  })

  it('N41: fate totals include bonuses; the higher wins, the guide wins ties', () => {
    const tie = play(play(table({ guide: 1, sticks: [[{ k: B, f: 0 }], [{ k: W, f: 2 }]], phase: { p: 'clash', turn: 1, passes: 0 } }), 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(tie.winner).toBe(1)
    let s = table({ guide: 1, sticks: [[{ k: B, f: 0 }], [{ k: B, f: 3 }]], phase: { p: 'clash', turn: 1, passes: 0 } })
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, bonus: 3 } : p)) }
    s = play(play(s, 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(s.winner).toBe(0)
  })

  it('N42/NQ9/NQ17: at clean-up selected and activated cards (cancelled ones too) are discarded, sticks and unused Nagas are gone', () => {
    let s = table({ guide: 0, hands: [['ST03'], []], laid: [['ST01'], ['CA01']], sticks: [[NAGA_W, NAGA_W], [NAGA_G]], amulets: [[], ['cancel']] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    s = play(s, 1, { t: 'cancel' })
    s = play(play(s, 1, { t: 'pass' }), 0, { t: 'pass' })
    expect([...s.discard].sort((a, b) => a - b)).toEqual([card('ST01'), card('ST03'), card('CA01')].sort((a, b) => a - b))
    expect(s.players.every((p) => p.sticks.length === 0 && p.bonus === 0)).toBe(true)
  })
})
