import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { nagaraja, score, type NagarajaState, componentsOf } from '../../src/games/nagaraja/index.js'
import { fateTotal, hasNaga } from '../../src/games/nagaraja/rules/clash.js'
import { amuletKind, card, chance, play, relicKind, room, table } from './helpers.js'

const CLAIRE = 0
const MARIANNE = 1

/** NX2: Claire (guide) lays 1 card (3 white), Marianne 2 cards of one symbol (3 brown, 1 white, 1 green). */
const nx2 = (): NagarajaState => {
  let s = table({
    guide: CLAIRE,
    hands: [['RE01', 'ST11', 'CA05'], ['ST04', 'ST06', 'RO01']],
    phase: { p: 'call', seat: CLAIRE, picks: [] }
  })
  s = play(s, CLAIRE, { t: 'select', card: card('RE01') })
  s = play(s, CLAIRE, { t: 'lay' })
  s = play(s, MARIANNE, { t: 'select', card: card('ST04') })
  s = play(s, MARIANNE, { t: 'select', card: card('ST06') })
  s = play(s, MARIANNE, { t: 'lay' })
  // Claire: white 2, white 3, white Naga; Marianne: brown 4, 3, 3, white 1, green Naga
  return chance(s, ...[2, 3, 0, 3, 1, 2, 1, 0].map((face) => ({ t: 'face' as const, face })))
}

/** NX3: Claire spends her Naga on DISCARD_STICKS(2) and removes Marianne's two brown sticks showing 4 and 3. */
const nx3 = (): NagarajaState => {
  let s = nx2()
  s = play(s, CLAIRE, { t: 'activate', stick: 2, card: card('ST11') })
  s = play(s, CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 0 })
  s = play(s, CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 1 })
  s = play(s, MARIANNE, { t: 'pass' })
  return play(s, CLAIRE, { t: 'pass' })
}

describe('Nagaraja worked examples', () => {
  it('NX1: one card, two uses — RE10 throws 3 green + 1 white when SELECTED, swaps 2 opponent relics when ACTIVATED; discarded either way', () => {
    const def = nagaraja.setup({ players: 2 }, 'x')
    expect(def._tag).toBe('Right')
    const s0 = (def as { right: NagarajaState }).right
    const re10 = componentsOf(s0).cards[card('RE10')]!
    expect(re10.sticks).toEqual({ brown: 0, white: 1, green: 3 })
    expect(re10.ability).toBe('SWAP_RELICS')
    expect(re10.arrows).toBe('opponent')
    // SELECTED: 4 sticks are thrown
    let s = table({ guide: 0, hands: [['RE10'], ['ST01']], phase: { p: 'call', seat: 0, picks: [] } })
    s = play(play(s, 0, { t: 'select', card: card('RE10') }), 0, { t: 'lay' })
    s = play(play(s, 1, { t: 'select', card: card('ST01') }), 1, { t: 'lay' })
    expect(s.players[0]!.sticks.map((x) => x.k)).toEqual([1, 2, 2, 2])
    // ACTIVATED: swaps two relics of the opponent's temple, then it is discarded at clean-up
    let a = table({ guide: 0, hands: [['RE10'], []], sticks: [[{ k: 1, f: 0 }], []] })
    a = play(a, 0, { t: 'activate', stick: 0, card: card('RE10') })
    expect(nagaraja.legalMoves(a, 0).every((m) => m.t !== 'swapRelics' || m.temple === 1)).toBe(true)
    a = play(a, 0, { t: 'swapRelics', temple: 1, a: 0, b: 1 })
    a = play(play(a, 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(a.discard).toContain(card('RE10'))
  })

  it('NX2: Claire throws 3 white = 5 fate points + 1 Naga; Marianne 3 brown + 1 white + 1 green = 11 fate points + 1 Naga', () => {
    const s = nx2()
    expect(s.players[CLAIRE]!.sticks.map((x) => componentsOf(s).sticks[x.k]!.colour)).toEqual(['white', 'white', 'white'])
    expect(s.players[MARIANNE]!.sticks.map((x) => componentsOf(s).sticks[x.k]!.colour)).toEqual(['brown', 'brown', 'brown', 'white', 'green'])
    expect(fateTotal(s, CLAIRE)).toBe(5)
    expect(fateTotal(s, MARIANNE)).toBe(11)
    const nagas = (seat: number) => s.players[seat]!.sticks.filter((x) => componentsOf(s).sticks[x.k]!.faces[x.f]!.naga).length
    expect([nagas(CLAIRE), nagas(MARIANNE)]).toEqual([1, 1])
    expect(s.phase).toEqual({ p: 'clash', turn: CLAIRE, passes: 0 })
  })

  it('NX3: Claire discards 2 brown sticks of Marianne; Marianne passes; Claire must pass; totals Claire 5, Marianne 4; Claire wins; cards discarded', () => {
    let s = nx2()
    s = play(s, CLAIRE, { t: 'activate', stick: 2, card: card('ST11') })
    // the Naga stick showed 0 fate points: Claire still has 5
    expect(fateTotal(s, CLAIRE)).toBe(5)
    s = play(s, CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 0 })
    s = play(s, CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 1 })
    // the two brown sticks showed 7 together: 11 -> 4
    expect(fateTotal(s, MARIANNE)).toBe(4)
    expect(hasNaga(s, MARIANNE)).toBe(true)
    s = play(s, MARIANNE, { t: 'pass' })
    expect(nagaraja.legalMoves(s, CLAIRE)).toEqual([{ t: 'pass' }])
    const before = s
    s = play(s, CLAIRE, { t: 'pass' })
    expect([fateTotal(before, CLAIRE), fateTotal(before, MARIANNE)]).toEqual([5, 4])
    expect(s.winner).toBe(CLAIRE)
    expect(s.phase).toEqual({ p: 'place', seat: CLAIRE })
    expect([...s.discard].sort((a, b) => a - b)).toEqual([card('RE01'), card('ST11'), card('ST04'), card('ST06')].sort((a, b) => a - b))
    expect(s.players.every((p) => p.sticks.length === 0 && p.laid.length === 0 && p.played.length === 0)).toBe(true)
  })

  it('NX4: one room, two orientations — to the leftmost relic (revealed, amulet unclaimed) or to the amulet (taken: 2 VP, relic stays face-down)', () => {
    const s = { ...nx3(), room: room('corner-crypt', 0, true) }
    // option 1: corridor from the entrance to the left-hand relic L2 (hiding place 5)
    let o1 = play(s, CLAIRE, { t: 'place', cell: 6, rot: 2 })
    expect(o1.temples[CLAIRE]!.up[5]).toBe(true)
    o1 = chance(o1, { t: 'relic', kind: relicKind(false, 4) })
    expect(score(o1, CLAIRE)).toBe(4)
    expect(o1.temples[CLAIRE]!.cells[6]!.a).toBe(true)
    expect(o1.players[CLAIRE]!.amulets).toEqual([])
    // option 2: corridor from the entrance to the amulet
    let o2 = play(s, CLAIRE, { t: 'place', cell: 6, rot: 0 })
    expect(o2.temples[CLAIRE]!.up.every((u) => !u)).toBe(true)
    expect(nagaraja.actors(o2)).toEqual([CHANCE])
    o2 = chance(o2, { t: 'amulet', kind: amuletKind('vp2') })
    expect(o2.players[CLAIRE]!.amulets).toEqual([amuletKind('vp2')])
    expect(score(o2, CLAIRE)).toBe(2)
    // kept face-down: Marianne sees only that Claire holds one amulet
    const v = nagaraja.view(o2, MARIANNE)
    expect(v.amulets[CLAIRE]).toBeNull()
    expect(v.amuletCounts[CLAIRE]).toBe(1)
    expect(nagaraja.view(o2, CLAIRE).amulets[CLAIRE]).toEqual([amuletKind('vp2')])
  })

  it('NX5: Marianne becomes guide, draws 3, keeps 2, gives 1 to Claire, reveals a new room; the next round starts', () => {
    let s = chance(play({ ...nx3(), room: room('corner-crypt', 0, true) }, CLAIRE, { t: 'place', cell: 6, rot: 0 }), { t: 'amulet', kind: amuletKind('vp2') })
    expect(s.guide).toBe(MARIANNE)
    const handC = s.players[CLAIRE]!.hand.length
    const handM = s.players[MARIANNE]!.hand.length
    const [c1, c2, c3] = s.deck
    s = chance(s, { t: 'card', card: c1! }, { t: 'card', card: c2! }, { t: 'card', card: c3! })
    expect(s.phase).toEqual({ p: 'give', seat: MARIANNE, drawn: [c1, c2, c3] })
    expect(nagaraja.view(s, CLAIRE).phase).toEqual({ p: 'give', seat: MARIANNE, drawn: [-1, -1, -1] })
    s = play(s, MARIANNE, { t: 'give', card: c2! })
    expect(s.players[CLAIRE]!.hand).toContain(c2)
    expect(s.players[CLAIRE]!.hand.length).toBe(handC + 1)
    expect(s.players[MARIANNE]!.hand.length).toBe(handM + 2)
    expect(nagaraja.actors(s)).toEqual([CHANCE])
    s = chance(s, { t: 'room', kind: 0 })
    expect(s.room).toEqual({ k: 0, r: 0, a: false })
    expect(s.phase).toEqual({ p: 'call', seat: MARIANNE, picks: [] })
  })
})
