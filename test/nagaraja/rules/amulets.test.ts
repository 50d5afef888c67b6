import { describe, expect, it } from 'vitest'
import { nagaraja, score } from '../../../src/games/nagaraja/index.js'
import { amuletKind, B, card, chance, NAGA_G, NAGA_W, play, refusal, relicKind, room, table, withRelics, withRooms } from '../helpers.js'

const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)

describe('Nagaraja amulets (N61–N64)', () => {
  it('N61/N65: a VP amulet counts from the moment it is collected, including for the 25 VP win', () => {
    let s = table({ phase: { p: 'place', seat: 0 }, room: room('corner-crypt', 0, true), amulets: [['vp2', 'vp1'], []] })
    s = withRooms(s, 0, { 6: room('straight'), 3: room('straight'), 0: room('cross'), 1: room('cross'), 2: room('cross') })
    s = withRelics(s, 0, [S5, S5, S4, S4, S3, C6, S3, C6, C6], [true, true, true, true, false, false, true, false, false])
    expect(score(s, 0)).toBe(21 + 3)
    s = play(s, 0, { t: 'place', cell: 8, rot: 0 })
    s = chance(s, { t: 'amulet', kind: amuletKind('vp1') })
    expect(score(s, 0)).toBe(25)
    expect(nagaraja.outcome(s)?.winners).toEqual([0])
    expect(nagaraja.outcome(s)?.reason).toMatch(/25/)
  })

  it('N62/NQ15: a Draw amulet may be used at any own decision: revealed, discarded, one card drawn; it is not a Clash turn', () => {
    let s = table({ hands: [['ST01'], []], sticks: [[NAGA_W], []], amulets: [['draw'], []] })
    expect(nagaraja.legalMoves(s, 0).at(-1)).toEqual({ t: 'drawAmulet' })
    s = play(s, 0, { t: 'drawAmulet' })
    expect(s.usedAmulets).toEqual([amuletKind('draw')])
    expect(s.players[0]!.amulets).toEqual([])
    s = chance(s, { t: 'card', card: s.deck[0]! })
    expect(s.players[0]!.hand.length).toBe(2)
    expect(s.phase).toEqual({ p: 'clash', turn: 0, passes: 0 })
    expect(refusal(s, 0, { t: 'drawAmulet' }).code).toBe('NO_DRAW_AMULET')
  })

  it('N63/NQ15: a Cancel amulet answers an activation: the ability is not applied, card and Naga are lost, the Clash goes on', () => {
    let s = table({ hands: [['ST04'], []], sticks: [[NAGA_W, { k: B, f: 0 }], [NAGA_G]], amulets: [[], ['cancel', 'vp1']] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST04') })
    expect(nagaraja.actors(s)).toEqual([1])
    expect(nagaraja.legalMoves(s, 1)).toEqual([{ t: 'cancel' }, { t: 'allow' }])
    s = play(s, 1, { t: 'cancel' })
    expect(s.players[0]!.bonus).toBe(0)
    expect(s.players[0]!.sticks).toEqual([{ k: B, f: 0 }])
    expect(s.players[0]!.played).toEqual([card('ST04')])
    expect(s.usedAmulets).toEqual([amuletKind('cancel')])
    expect(s.phase).toEqual({ p: 'clash', turn: 1, passes: 0 })
  })

  it('N63: the response window opens whenever the opponent holds any amulet (so it reveals nothing); without a Cancel amulet only "allow" is legal', () => {
    let s = table({ hands: [['ST04'], []], sticks: [[NAGA_W], []], amulets: [[], ['vp2']] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST04') })
    expect(nagaraja.legalMoves(s, 1)).toEqual([{ t: 'allow' }])
    expect(refusal(s, 1, { t: 'cancel' }).code).toBe('NO_CANCEL_AMULET')
    s = play(s, 1, { t: 'allow' })
    expect(s.players[0]!.bonus).toBe(3)
  })

  it('N63/N64: a Cancel amulet cannot cancel an amulet; used amulets never return to the stack', () => {
    let s = table({ hands: [['ST01'], []], sticks: [[NAGA_W], []], amulets: [['draw'], ['cancel']] })
    const pool = s.amuletPool
    s = play(s, 0, { t: 'drawAmulet' })
    expect(s.phase.p).toBe('clash') // no response window for an amulet
    expect(s.amuletPool).toEqual(pool)
    expect(s.amuletStack).toBe(table({ amulets: [['draw'], ['cancel']] }).amuletStack)
  })
})
