import { describe, expect, it } from 'vitest'
import { bundledComponents, nagaraja, type NagarajaState } from '../../src/games/nagaraja/index.js'
import { B, card, chance, fresh, play, relicKind, room, settleFirst, table, withRooms } from './helpers.js'

const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)

describe('Nagaraja rules: setup (N19–N28)', () => {
  it('N19/N20: two temples; relics are placed at random — the first reveal draws from all 9 with their frequencies', () => {
    let s = withRooms(table({ phase: { p: 'place', seat: 0 }, room: room('straight') }), 0, { 3: room('straight'), 0: room('straight') })
    s = play(s, 0, { t: 'place', cell: 6, rot: 0 })
    const o = nagaraja.chanceOutcomes(s)
    expect(o.map((x) => [x.move, x.p])).toEqual([
      [{ t: 'relic', kind: S3 }, 2 / 9],
      [{ t: 'relic', kind: S4 }, 2 / 9],
      [{ t: 'relic', kind: S5 }, 2 / 9],
      [{ t: 'relic', kind: C6 }, 3 / 9]
    ])
    expect(s.temples.length).toBe(2)
  })

  it('N22/N28: the room stack is shuffled (rooms drawn by their counts); the first room is revealed with an amulet on a special location', () => {
    let s = fresh()
    s = chance(s, { t: 'face', face: 3 }, { t: 'face', face: 3 }, { t: 'face', face: 0 }, { t: 'face', face: 0 })
    for (let i = 0; i < 10; i++) s = chance(s, { t: 'card', card: s.deck[0]! })
    const o = nagaraja.chanceOutcomes(s)
    expect(o.map((x) => x.p)).toEqual(bundledComponents.rooms.map((r) => r.count / 17))
    const special = bundledComponents.rooms.findIndex((r) => r.networks.some((n) => n.includes('C')))
    s = chance(s, { t: 'room', kind: special })
    expect(s.room).toEqual({ k: special, r: 0, a: true })
    expect(s.amuletStack).toBe(11)
  })

  it('N23/N25/N27: 12 face-down amulets, a 48-card deck, 5 cards dealt to each player', () => {
    let s = fresh()
    expect(s.deck.length).toBe(48)
    s = settleFirst(s)
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 5])
    expect(s.deck.length).toBe(38)
    expect(s.amuletStack + (s.room?.a ? 1 : 0)).toBe(12)
  })

  it('N24/NQ7: sticks come from a common supply; by default the cards\' sticks are thrown uncapped, the capSticks option caps them', () => {
    // (the guide's laid cards are set directly; only the stick counting is under test)
    const spec = { guide: 0, laid: [['ST10', 'CA10', 'RO10', 'RE02'], []], phase: { p: 'call' as const, seat: 1, picks: [card('ST04')] }, hands: [[], ['ST04']] }
    const browns = (s: NagarajaState) => s.players.map((p) => p.sticks.filter((x) => x.k === B).length)
    expect(browns(play(table(spec), 1, { t: 'lay' }))).toEqual([12, 2])
    expect(browns(play(table({ ...spec, config: { players: 2, options: { capSticks: true } } }), 1, { t: 'lay' }))).toEqual([12, 0])
  })

  it('N26: each player throws 2 brown sticks; more fate points becomes guide; ties are thrown again', () => {
    let s = fresh()
    expect(nagaraja.chanceOutcomes(s)).toEqual([0, 1, 2, 3].map((face) => ({ move: { t: 'face', face }, p: 0.25 })))
    s = chance(s, { t: 'face', face: 0 }, { t: 'face', face: 3 }, { t: 'face', face: 1 }, { t: 'face', face: 2 })
    expect(s.guide).toBe(-1) // 2+4 = 3+3: a tie
    expect(s.queue.filter((q) => q.q === 'guide').length).toBe(4)
    s = chance(s, { t: 'face', face: 0 }, { t: 'face', face: 0 }, { t: 'face', face: 3 }, { t: 'face', face: 0 })
    expect(s.guide).toBe(1)
  })
})

describe('Nagaraja exact configs (issue 15)', () => {
  it('an unknown option or config key is refused with BAD_CONFIG naming it and the key probably meant, instead of silently keeping the default', () => {
    const typo = nagaraja.setup({ players: 2, options: { showLaidCont: false } }, 's')
    expect(typo._tag === 'Left' && typo.left.code).toBe('BAD_CONFIG')
    expect(typo._tag === 'Left' && typo.left.message).toMatch(/unknown option 'showLaidCont' — did you mean 'showLaidCount'\?/)
    const top = nagaraja.setup({ players: 2, option: {} } as never, 's')
    expect(top._tag === 'Left' && top.left.message).toMatch(/unknown key 'option' — did you mean 'options'\?/)
    expect(nagaraja.setup({ players: 2, options: { showLaidCount: false } }, 's')._tag).toBe('Right')
  })
})
