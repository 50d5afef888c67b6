import { describe, expect, it } from 'vitest'
import { bundledComponents, connectedPlaces, nagaraja } from '../../../src/games/nagaraja/index.js'
import { derive } from '../../../src/games/nagaraja/components/derived.js'
import { card, fresh, G, movesOf, NAGA_G, NAGA_W, play, refusal, relicKind, room, settleFirst, table, W, withRelics, withRooms } from '../helpers.js'

const d = derive(bundledComponents)
const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)

describe('Nagaraja rules: round, Call of Fate (N29–N36)', () => {
  it('N29/N30: rounds run Call of Fate → Clash → Exploration → Renewal, and the game ends at once even mid-Clash', () => {
    const s = settleFirst(fresh())
    expect(s.phase.p).toBe('call')
    // mid-Clash: a swap that reveals the third cursed relic ends the game at once
    let c = withRelics(table({ hands: [['RE07'], []], sticks: [[NAGA_W], [NAGA_G]] }), 0, [C6, S3, S4, C6, S3, S4, S5, S5, C6], [true, false, false, true, true, true, false, false, false])
    c = withRooms(c, 0, { 6: room('cross'), 3: room('cross'), 0: room('cross') })
    expect(connectedPlaces(d, c.temples[0]!.cells)).toEqual(c.temples[0]!.up)
    c = play(c, 0, { t: 'activate', stick: 0, card: card('RE07') })
    c = play(c, 0, { t: 'swapRelics', temple: 0, a: 4, b: 8 })
    expect(nagaraja.actors(c)).toEqual([])
    expect(nagaraja.outcome(c)?.winners).toEqual([1])
  })

  it('N31/N32/NQ21: the guide lays one or more cards of one symbol (arrows ignored), then the opponent', () => {
    let s = table({ guide: 1, hands: [['ST01'], ['RE01', 'RE07', 'RE10', 'ST02']], phase: { p: 'call', seat: 1, picks: [] } })
    expect(nagaraja.actors(s)).toEqual([1])
    s = play(s, 1, { t: 'select', card: card('RE01') }) // either arrows
    s = play(s, 1, { t: 'select', card: card('RE10') }) // opponent arrows: same symbol, allowed
    expect(movesOf(s, 1, 'select')).toEqual([{ t: 'select', card: card('RE07') }])
    const mixed = refusal(s, 1, { t: 'select', card: card('ST02') })
    expect(mixed.code).toBe('MIXED_SYMBOLS')
    expect(mixed.rule).toBe('N31')
    s = play(s, 1, { t: 'lay' })
    expect(nagaraja.actors(s)).toEqual([0])
    expect(s.players[1]!.laid).toEqual([card('RE01'), card('RE10')])
  })

  it('N33/NQ16: at least one card must be laid; the opponent sees how many, not which', () => {
    let s = table({ guide: 0, hands: [['ST01', 'ST02', 'RO01'], ['CA01']], phase: { p: 'call', seat: 0, picks: [] } })
    expect(refusal(s, 0, { t: 'lay' }).code).toBe('NO_SELECTION')
    s = play(s, 0, { t: 'select', card: card('ST01') })
    expect(nagaraja.view(s, 1).phase).toEqual({ p: 'call', seat: 0, picks: [] })
    s = play(play(s, 0, { t: 'select', card: card('ST02') }), 0, { t: 'lay' })
    const v = nagaraja.view(s, 1)
    expect(v.laid[0]).toBeNull()
    expect(v.laidCounts[0]).toBe(2)
    expect(v.handSizes[0]).toBe(1)
    const hidden = nagaraja.view(table({ guide: 0, hands: [['RO01'], ['CA01']], laid: [['ST01', 'ST02'], []], phase: { p: 'call', seat: 1, picks: [] }, config: { players: 2, options: { showLaidCount: false } } }), 1)
    expect(hidden.laidCounts[0]).toBeNull()
    expect(hidden.handSizes[0]).toBe(3)
  })

  it('N34/N35/N36: both selections are revealed, all their sticks thrown one stick per chance step with uniform faces; selected abilities never apply', () => {
    let s = table({ guide: 0, hands: [[], ['CA01']], laid: [['ST01', 'ST02'], []], phase: { p: 'call', seat: 1, picks: [] } })
    s = play(play(s, 1, { t: 'select', card: card('CA01') }), 1, { t: 'lay' })
    expect(nagaraja.view(s, 1).laid[0]).toEqual([card('ST01'), card('ST02')])
    expect(s.players[0]!.sticks.map((x) => x.k)).toEqual([W, W, W, W, G, G, G])
    expect(s.players[1]!.sticks.map((x) => x.k)).toEqual([W, W, W])
    expect(s.queue.length).toBe(10)
    expect(nagaraja.chanceOutcomes(s).map((o) => o.p)).toEqual([0.25, 0.25, 0.25, 0.25])
    s = settleFirst(s)
    expect(s.players[0]!.bonus).toBe(0) // FATE_BONUS of a selected card is not applied
  })
})
