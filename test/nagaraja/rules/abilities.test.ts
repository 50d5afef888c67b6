import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../../src/core/index.js'
import { nagaraja, score, type Arrows, type NagarajaState, componentsOf } from '../../../src/games/nagaraja/index.js'
import { fateTotal } from '../../../src/games/nagaraja/rules/clash.js'
import { B, card, chance, G, movesOf, NAGA_W, play, refusal, relicKind, room, table, W, withRelics, withRooms } from '../helpers.js'

const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
const LAYOUT = [S3, S3, S4, S4, S5, S5, C6, C6, C6]

/** The same state with a card's arrows changed (a variant printing of the card). */
const arrows = (s: NagarajaState, id: string, a: Arrows): NagarajaState => ({
  ...s,
  components: { ...componentsOf(s), cards: componentsOf(s).cards.map((c) => (c.id === id ? { ...c, arrows: a } : c)) }
})

/** Seat 0 activates `id` with a Naga; seat 1 holds no amulet, so the ability starts at once. */
const activate = (id: string, a?: Arrows, spec: Parameters<typeof table>[0] = {}): NagarajaState => {
  let s = table({ hands: [[id], ['CA01', 'CA02', 'CA03']], sticks: [[NAGA_W, { k: B, f: 0 }], [{ k: B, f: 3 }, { k: W, f: 3 }, { k: G, f: 2 }]], ...spec })
  if (a !== undefined) s = arrows(s, id, a)
  return play(s, 0, { t: 'activate', stick: 0, card: card(id) })
}

describe('Nagaraja abilities (N49–N60) in every allowed direction', () => {
  it('N49 FATE_BONUS(x) (self): x fate points are added to your total for this room', () => {
    const s = activate('ST04')
    expect(s.players[0]!.bonus).toBe(3)
    expect(fateTotal(s, 0)).toBe(2 + 3)
  })

  it('N50 REROLL_TWO (opponent): two of the opponent\'s sticks are thrown again; new faces count for fate and Nagas', () => {
    let s = activate('ST05')
    expect(movesOf(s, 0, 'pickStick').map((m) => (m.t === 'pickStick' ? m.seat : -1))).toEqual([1, 1, 1])
    s = play(play(s, 0, { t: 'pickStick', seat: 1, stick: 0 }), 0, { t: 'pickStick', seat: 1, stick: 2 })
    expect(s.queue).toEqual([{ q: 'roll', seat: 1, stick: 0 }, { q: 'roll', seat: 1, stick: 2 }])
    s = chance(s, { t: 'face', face: 0 }, { t: 'face', face: 0 })
    expect(fateTotal(s, 1)).toBe(2 + 3 + 0)
    expect(s.players[1]!.sticks[2]).toEqual({ k: G, f: 0 }) // a new Naga the owner may spend
    expect(nagaraja.actors(s)).toEqual([1])
  })

  it('N50/NQ18 REROLL_TWO (either): you may choose your own sticks; both picks come from one player; re-rolled sticks stay targetable', () => {
    let s = activate('ST05', 'either')
    expect(movesOf(s, 0, 'pickStick').map((m) => (m.t === 'pickStick' ? m.seat : -1))).toEqual([0, 1, 1, 1])
    s = play(s, 0, { t: 'pickStick', seat: 0, stick: 0 })
    // seat 0 has only one stick left after the Naga: one stick is re-rolled (NQ14)
    expect(s.queue).toEqual([{ q: 'roll', seat: 0, stick: 0 }])
    const r = activate('ST05', 'either')
    expect(refusal(play(r, 0, { t: 'pickStick', seat: 1, stick: 0 }), 0, { t: 'pickStick', seat: 0, stick: 0 }).code).toBe('ILLEGAL_TARGET')
  })

  it('N51 DISCARD_STICKS(1) and (2) (opponent): you choose the sticks, they no longer count', () => {
    let one = activate('ST08')
    one = play(one, 0, { t: 'pickStick', seat: 1, stick: 1 })
    expect(one.players[1]!.sticks).toEqual([{ k: B, f: 3 }, { k: G, f: 2 }])
    let two = activate('ST12')
    two = play(two, 0, { t: 'pickStick', seat: 1, stick: 0 })
    expect(refusal(two, 0, { t: 'pickStick', seat: 1, stick: 0 }).code).toBe('ALREADY_PICKED')
    two = play(two, 0, { t: 'pickStick', seat: 1, stick: 2 })
    expect(two.players[1]!.sticks).toEqual([{ k: W, f: 3 }])
    expect(refusal(activate('ST08'), 0, { t: 'pickStick', seat: 0, stick: 0 }).code).toBe('ILLEGAL_TARGET')
  })

  it('N51 DISCARD_STICKS (either): your own sticks may be discarded too', () => {
    const s = play(activate('ST08', 'either'), 0, { t: 'pickStick', seat: 0, stick: 0 })
    expect(s.players[0]!.sticks).toEqual([])
  })

  it('N52 PEEK_RELICS(1) (self / opponent / either): look at a face-down relic; only you learn it; face-up relics cannot be peeked', () => {
    for (const [a, temples] of [['self', [0]], ['opponent', [1]], ['either', [0, 1]]] as const) {
      const s = activate('RE01', a)
      expect([...new Set(movesOf(s, 0, 'pickRelic').map((m) => (m.t === 'pickRelic' ? m.temple : -1)))]).toEqual(temples)
    }
    let s = activate('RE01')
    s = play(s, 0, { t: 'pickRelic', temple: 1, place: 4 })
    expect(nagaraja.chanceOutcomes(s).length).toBe(4)
    s = chance(s, { t: 'relic', kind: C6 })
    expect(nagaraja.view(s, 0).temples[1]!.relic[4]).toBe(C6)
    expect(nagaraja.view(s, 1).temples[1]!.relic[4]).toBe(-1)
    expect(nagaraja.view(s, 1).temples[1]!.known[4]).toBe(1) // it is public that seat 0 has seen it
    expect(s.temples[1]!.up[4]).toBe(false)
    let up = withRelics(table({ hands: [['RE01'], []], sticks: [[NAGA_W], []] }), 0, LAYOUT, [true, false, false, false, false, false, false, false, false])
    up = play(up, 0, { t: 'activate', stick: 0, card: card('RE01') })
    const v = refusal(up, 0, { t: 'pickRelic', temple: 0, place: 0 })
    expect(v.code).toBe('RELIC_FACE_UP')
    expect(v.rule).toBe('N52')
  })

  it('N52 PEEK_RELICS(2) (either): two different relics, possibly in different temples; an already-seen relic needs no chance step', () => {
    let s = activate('RE04')
    s = play(s, 0, { t: 'pickRelic', temple: 0, place: 0 })
    s = chance(s, { t: 'relic', kind: S5 })
    expect(refusal(s, 0, { t: 'pickRelic', temple: 0, place: 0 }).code).toBe('ALREADY_PICKED')
    s = play(s, 0, { t: 'pickRelic', temple: 1, place: 8 })
    s = chance(s, { t: 'relic', kind: S3 })
    expect(nagaraja.view(s, 0).temples.map((t) => [t.relic[0], t.relic[8]])).toEqual([[S5, -1], [-1, S3]])
    expect(s.phase.p).toBe('clash')
  })

  it('N53 SWAP_RELICS (self / opponent / either): relics swap places; N13 then reveals or re-hides them; what each seat saw follows the relic', () => {
    for (const [a, temples] of [['self', [0]], ['opponent', [1]], ['either', [0, 1]]] as const) {
      const s = activate('RE07', a)
      expect([...new Set(movesOf(s, 0, 'swapRelics').map((m) => (m.t === 'swapRelics' ? m.temple : -1)))]).toEqual(temples)
    }
    let s = activate('RE07')
    s = withRooms(withRelics(s, 0, [-1, -1, -1, -1, -1, S5, -1, -1, -1], [false, false, false, false, false, true, false, false, false]), 0, { 6: room('corner', 2) })
    // the face-up S5 at L2 (connected) swaps with the unseen relic at F0 (not connected)
    s = play(s, 0, { t: 'swapRelics', temple: 0, a: 0, b: 5 })
    expect(s.temples[0]!.up[0]).toBe(false)
    expect(s.temples[0]!.relic[0]).toBe(S5)
    expect(nagaraja.view(s, 1).temples[0]!.relic[0]).toBe(S5) // both saw it face-up
    expect(s.temples[0]!.up[5]).toBe(true)
    expect(nagaraja.actors(s)).toEqual([CHANCE]) // the unseen relic is revealed where it now lies
    s = chance(s, { t: 'relic', kind: S4 })
    expect(score(s, 0)).toBe(4)
  })

  it('N54/NQ13 ROTATE_ROOM (self / opponent / either): a room turns by 90, 180 or 270 degrees in place, never 0', () => {
    for (const [a, temples] of [['self', [0]], ['opponent', [1]], ['either', [0, 1]]] as const) {
      let s = table({ hands: [['RO01'], []], sticks: [[NAGA_W], []] })
      s = withRooms(withRooms(s, 0, { 7: room('tee') }), 1, { 8: room('tee') })
      s = play(arrows(s, 'RO01', a), 0, { t: 'activate', stick: 0, card: card('RO01') })
      const ms = movesOf(s, 0, 'rotate')
      expect([...new Set(ms.map((m) => (m.t === 'rotate' ? m.temple : -1)))]).toEqual(temples)
      expect(ms.length).toBe(3 * temples.length)
      expect(refusal(s, 0, { t: 'rotate', temple: temples[0]!, cell: temples[0] === 0 ? 7 : 8, by: 0 }).code).toBe('BAD_ROTATION')
      expect(refusal(s, 0, { t: 'rotate', temple: temples[0]!, cell: 0, by: 1 }).code).toBe('NOT_A_ROOM')
      const r = play(s, 0, { t: 'rotate', temple: temples[0]!, cell: temples[0] === 0 ? 7 : 8, by: 3 })
      expect(r.temples[temples[0]!]!.cells[temples[0] === 0 ? 7 : 8]!.r).toBe(3)
    }
  })

  it('N55 MOVE_ROOM (self): one of your rooms moves to any empty space of your temple, unrotated, with its amulet; not onto the trap', () => {
    let s = table({ hands: [['RO04'], []], sticks: [[NAGA_W], []] })
    s = withRooms(s, 0, { 6: room('corner-crypt', 1, true) }, 2)
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RO04') })
    expect(refusal(s, 0, { t: 'moveRoom', from: 6, to: 2 }).code).toBe('TRAP_SPACE')
    expect(refusal(s, 0, { t: 'moveRoom', from: 5, to: 0 }).code).toBe('NOT_A_ROOM')
    expect(movesOf(s, 0, 'moveRoom').length).toBe(7)
    s = play(s, 0, { t: 'moveRoom', from: 6, to: 0 }) // space 0 is not next to anything: N43 does not apply
    expect(s.temples[0]!.cells[0]).toEqual(room('corner-crypt', 1, true))
    expect(s.temples[0]!.cells[6]).toBeNull()
  })

  it('N56 SWAP_ROOMS (self / opponent / either): two rooms of one temple exchange spaces unrotated; never the trap or an empty space', () => {
    for (const [a, temples] of [['self', [0]], ['opponent', [1]], ['either', [0, 1]]] as const) {
      let s = table({ hands: [['RO07'], []], sticks: [[NAGA_W], []] })
      s = withRooms(withRooms(s, 0, { 6: room('tee', 1), 7: room('cross') }, 8), 1, { 6: room('tee', 1), 7: room('cross') }, -1)
      s = play(arrows(s, 'RO07', a), 0, { t: 'activate', stick: 0, card: card('RO07') })
      expect(movesOf(s, 0, 'swapRooms')).toEqual(temples.map((temple) => ({ t: 'swapRooms', temple, a: 6, b: 7 })))
      const t = temples[0]!
      expect(refusal(s, 0, { t: 'swapRooms', temple: t, a: 7, b: 8 }).code).toBe('NOT_A_ROOM')
      const r = play(s, 0, { t: 'swapRooms', temple: t, a: 6, b: 7 })
      expect(r.temples[t]!.cells[6]).toEqual(room('cross'))
      expect(r.temples[t]!.cells[7]).toEqual(room('tee', 1))
    }
  })

  it('N57/NQ12 TRAP (opponent): the trap goes to an empty space of the opponent, leaving your temple or moving within theirs; no empty space, no effect', () => {
    let s = table({ hands: [['RO10'], []], sticks: [[NAGA_W], []] })
    s = withRooms(withRooms(s, 0, {}, 4), 1, { 7: room('cross') })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RO10') })
    expect(movesOf(s, 0, 'trap').map((m) => (m.t === 'trap' ? m.cell : -1))).toEqual([0, 1, 2, 3, 4, 5, 6, 8])
    expect(refusal(s, 0, { t: 'trap', cell: 7 }).code).toBe('SPACE_OCCUPIED')
    s = play(s, 0, { t: 'trap', cell: 6 })
    expect(s.temples.map((t) => t.trap)).toEqual([-1, 6])
    // already in the opponent's temple: it moves to another empty space there
    let again = table({ hands: [['RO11'], []], sticks: [[NAGA_W], []] })
    again = play(withRooms(again, 1, {}, 6), 0, { t: 'activate', stick: 0, card: card('RO11') })
    expect(refusal(again, 0, { t: 'trap', cell: 6 }).code).toBe('TRAP_SPACE')
    expect(play(again, 0, { t: 'trap', cell: 3 }).temples[1]!.trap).toBe(3)
    // no empty space: the ability does nothing
    let full = table({ hands: [['RO12'], []], sticks: [[NAGA_W], []] })
    full = withRooms(full, 1, Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, room('cross')])))
    full = play(full, 0, { t: 'activate', stick: 0, card: card('RO12') })
    expect(full.phase).toEqual({ p: 'clash', turn: 1, passes: 0 })
  })

  it('N58 TAKE_FROM_DISCARD (self): only the taker looks through the discard pile and takes any card secretly', () => {
    let s = activate('CA01', undefined, { discard: ['RO01', 'ST05', 'RE02'] })
    expect(nagaraja.view(s, 0).discard).toEqual([card('RO01'), card('ST05'), card('RE02')])
    expect(nagaraja.view(s, 1).discard).toBeNull()
    expect(movesOf(s, 0, 'take').length).toBe(3)
    expect(refusal(s, 0, { t: 'take', card: card('CA09') }).code).toBe('NOT_IN_DISCARD')
    s = play(s, 0, { t: 'take', card: card('ST05') })
    expect(s.players[0]!.hand).toContain(card('ST05'))
    expect(s.discard).toEqual([card('RO01'), card('RE02')])
    // empty pile: nothing happens (NQ14)
    expect(activate('CA02').phase).toEqual({ p: 'clash', turn: 1, passes: 0 })
  })

  it('N59 DRAW_TWO (self): two cards are drawn into your hand', () => {
    let s = activate('CA05')
    expect(s.queue).toEqual([{ q: 'draw', seat: 0, give: false }, { q: 'draw', seat: 0, give: false }])
    s = chance(s, { t: 'card', card: s.deck[0]! }, { t: 'card', card: s.deck[1]! })
    expect(s.players[0]!.hand.length).toBe(2)
  })

  it('N60 RANDOM_DISCARD (opponent): a card of the opponent\'s hand, chosen uniformly at random, is discarded', () => {
    let s = activate('CA09')
    expect(nagaraja.chanceOutcomes(s)).toEqual(['CA01', 'CA02', 'CA03'].map((id) => ({ move: { t: 'card', card: card(id) }, p: 1 / 3 })))
    s = chance(s, { t: 'card', card: card('CA02') })
    expect(s.players[1]!.hand).toEqual([card('CA01'), card('CA03')])
    expect(s.discard[s.discard.length - 1]).toBe(card('CA02'))
  })

  it('NQ14: an ability that can do nothing may still be activated (default), or is refused with the allowNoEffect option off', () => {
    const s = table({ hands: [['RO07'], []], sticks: [[NAGA_W], []] })
    expect(play(s, 0, { t: 'activate', stick: 0, card: card('RO07') }).phase).toEqual({ p: 'clash', turn: 1, passes: 0 })
    const strict = table({ hands: [['RO07'], []], sticks: [[NAGA_W], []], config: { players: 2, options: { allowNoEffect: false } } })
    expect(refusal(strict, 0, { t: 'activate', stick: 0, card: card('RO07') }).code).toBe('NO_EFFECT')
    const take = table({ hands: [['CA01', 'CA05'], []], sticks: [[NAGA_W], []], config: { players: 2, options: { allowNoEffect: false } } })
    expect(refusal(take, 0, { t: 'activate', stick: 0, card: card('CA01') }).code).toBe('NO_EFFECT') // empty discard pile
    expect(movesOf(take, 0, 'activate')).toEqual([{ t: 'activate', stick: 0, card: card('CA05') }]) // the deck still has cards
  })
})
