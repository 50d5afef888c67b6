import { describe, expect, it } from 'vitest'
import { bundledComponents, type NagarajaState } from '../../../src/games/nagaraja/index.js'
import { B, card, chance, movesOf, play, room, table, W } from '../helpers.js'

describe('Nagaraja rules: Renewal (N47–N48)', () => {
  it('N47: the loser of the room becomes guide (possibly again), draws 3, keeps 2 and gives 1', () => {
    let s = table({ guide: 0, sticks: [[{ k: W, f: 1 }], [{ k: B, f: 3 }]], room: room('cross') })
    s = play(play(s, 0, { t: 'pass' }), 1, { t: 'pass' })
    expect(s.winner).toBe(1)
    s = play(s, 1, { t: 'place', cell: 7, rot: 0 })
    expect(s.guide).toBe(0)
    expect(s.queue.filter((q) => q.q === 'draw').length).toBe(3)
    s = chance(s, ...s.deck.slice(0, 3).map((c) => ({ t: 'card' as const, card: c })))
    expect(movesOf(s, 0, 'give').length).toBe(3)
  })

  it('N48/NQ11: the guide reveals the next room; a special location gets an amulet while any remain; an empty amulet stack places none', () => {
    const special = bundledComponents.rooms.findIndex((r) => r.networks.some((n) => n.includes('C')))
    let t: NagarajaState = { ...table({ room: null }), phase: { p: 'give' as const, seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] }, queue: [] }
    t = { ...t, deck: t.deck.filter((c) => ![card('ST01'), card('ST02'), card('ST03')].includes(c)) }
    t = play(t, 0, { t: 'give', card: card('ST01') })
    t = chance(t, { t: 'room', kind: special })
    expect(t.room?.a).toBe(true)
    let u: NagarajaState = { ...table({ room: null }), amuletStack: 0, phase: { p: 'give' as const, seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] }, queue: [] }
    u = { ...u, deck: u.deck.filter((c) => ![card('ST01'), card('ST02'), card('ST03')].includes(c)) }
    u = chance(play(u, 0, { t: 'give', card: card('ST01') }), { t: 'room', kind: special })
    expect(u.room?.a).toBe(false)
    let later: NagarajaState = { ...table({ room: null, config: { players: 2, options: { amuletsOnLaterRooms: false } } }), phase: { p: 'give' as const, seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] }, queue: [] }
    later = { ...later, deck: later.deck.filter((c) => ![card('ST01'), card('ST02'), card('ST03')].includes(c)) }
    later = chance(play(later, 0, { t: 'give', card: card('ST01') }), { t: 'room', kind: special })
    expect(later.room?.a).toBe(false)
    expect(later.phase).toEqual({ p: 'call', seat: 0, picks: [] })
  })
})
