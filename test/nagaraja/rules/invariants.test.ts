import { describe, expect, it } from 'vitest'
import { bundledComponents, nagaraja, type NagarajaState } from '../../../src/games/nagaraja/index.js'
import { card, NAGA_W, relicKind, room, statesOf, table, withRelics, withRooms } from '../helpers.js'

const decodes = (s: NagarajaState): void => {
  const r = nagaraja.decodeState(JSON.parse(JSON.stringify(s)))
  if (r._tag === 'Left') throw new Error(`${r.left.message} (phase ${s.phase.p})`)
}
const broken = (s: unknown): string => {
  const r = nagaraja.decodeState(JSON.parse(JSON.stringify(s)))
  if (r._tag === 'Right') throw new Error('a corrupted state decoded')
  expect(r.left.code).toBe('BAD_STATE')
  return r.left.message
}

describe('Nagaraja checkState (issue 15): every reachable state decodes; each corruption is named', () => {
  it('every state of random games (every option, a custom component set) passes decodeState(JSON of the state)', () => {
    let n = 0
    for (const [seed, options] of [['cs1', {}], ['cs2', { capSticks: true }], ['cs3', { curse: 'cumulative', emptyStackTie: 'last-placer' }], ['cs4', { showLaidCount: false, allowNoEffect: false, amuletsOnLaterRooms: false }], ['cs5', {}], ['cs6', {}]] as const) {
      for (const s of statesOf(seed, 1, options)) {
        decodes(s)
        n++
      }
    }
    const custom = { ...JSON.parse(JSON.stringify(bundledComponents)), name: 'custom' }
    const s = nagaraja.setup({ players: 2, components: custom }, 'c')
    if (s._tag === 'Left') throw new Error(s.left.message)
    decodes(s.right)
    expect(n).toBeGreaterThan(1000)
  })

  it('targeted corruptions each fail with BAD_STATE naming the broken invariant', () => {
    const base = table({ hands: [['ST01', 'RE01'], ['CA01']], sticks: [[NAGA_W], []], discard: ['RO01'] })
    decodes(base)
    const cases: [string, (s: NagarajaState) => unknown, RegExp][] = [
      ['N9: a card in a hand and in the deck', (s) => ({ ...s, deck: [...s.deck, card('ST01')].sort((a, b) => a - b) }), /card \d+ \(ST01\) is in two places/],
      ['N9: a card nowhere', (s) => ({ ...s, discard: [] }), /\(RO01\) is nowhere/],
      ['N9: a card that does not exist', (s) => ({ ...s, discard: [...s.discard, 999] }), /card 999, which is not in the component set/],
      ['N2: one player', (s) => ({ ...s, players: s.players.slice(0, 1) }), /exactly 2 players; the state has 1/],
      ['N2: three players', (s) => ({ ...s, players: [...s.players, s.players[0]!] }), /exactly 2 players; the state has 3/],
      ['N3: three temples', (s) => ({ ...s, temples: [...s.temples, s.temples[0]!] }), /2 temples/],
      ['N6: two traps', (s) => ({ ...s, temples: s.temples.map((t) => ({ ...t, trap: 4 })) }), /more than one trap/],
      ['N57: the trap on a room', (s) => withRooms(s, 0, { 7: room('cross') }, 7), /trap of temple 0 is not on an empty space/],
      ['N20: a relic doubled', (s) => ({ ...s, temples: s.temples.map((t, i) => (i === 0 ? { ...t, relic: [relicKind(true, 6), ...t.relic.slice(1)] } : t)) }), /relic is missing or doubled/],
      ['N13: a face-up relic at an unconnected hiding place', (s) => withRelics(s, 0, [relicKind(false, 3), -1, -1, -1, -1, -1, -1, -1, -1], [true, false, false, false, false, false, false, false, false]), /face-up but its hiding place is not connected \(N13\)/],
      ['N7: an amulet held twice too often', (s) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, amulets: [0, 0, 0, 0] } : p)) }), /amulets are not all accounted for|held or used more often/],
      ['N8: a stick on a face it does not have', (s) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, sticks: [{ k: 1, f: 9 }] } : p)) }), /stick on face 9/],
      ['N35: a stick being thrown with no throw pending', (s) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, sticks: [{ k: 1, f: -1 }] } : p)) }), /no throw pending/],
      ['N26: a guide that is no seat', (s) => ({ ...s, guide: 5 }), /guide 5 is not a seat/],
      ['N26: a first-guide throw on record that is not four brown fates', (s) => ({ ...s, guideRolls: [3, 3, 9, 1] }), /first-guide throw on record/],
      ['N41: sticks on record from the last award on a face they do not have', (s) => ({ ...s, lastSticks: [[{ k: 1, f: 9 }], []] }), /sticks on record from the last award/],
      ['N43: placing by a seat that did not win the room', (s) => ({ ...s, winner: 1, phase: { p: 'place', seat: 0 } }), /not the room winner/],
      ['N63: a Cancel window for a card nobody activated', (s) => ({ ...s, phase: { p: 'respond', seat: 1, by: 0, card: card('ST01') } }), /Cancel window/],
      ['N31: selecting a card not in hand', (s) => ({ ...s, phase: { p: 'call', seat: 0, picks: [card('CA01')] } }), /selecting hand/],
      ['N5: a room that does not exist', (s) => ({ ...s, room: { k: 99, r: 0, a: false } }), /contested room of kind 99/],
      ['N5: a room too many', (s) => withRooms(s, 0, { 7: room('cross') }), /rooms are not all accounted for/],
      ['N14: amulets unaccounted', (s) => ({ ...s, amuletStack: s.amuletStack - 1 }), /unseen amulets/],
      ['N66: a ninth room placed and the game goes on with no end check pending', (s) => ({ ...s, ninth: 0 }), /an end condition holds but the game goes on/],
      ['N16: an unsorted hand', (s) => ({ ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, hand: [...p.hand].reverse() } : p)) }), /not in ascending order/],
      ['a bad component set inside the state', (s) => ({ ...s, components: { ...bundledComponents, cards: bundledComponents.cards.map((x, i) => (i === 0 ? { ...x, sticks: { brown: 1e9, white: 0, green: 0 } } : x)) } }), /component set is invalid: cards\[0\]\.sticks\.brown/],
      ['the generator', (s) => ({ ...s, rng: { ...s.rng, s0: null } }), /BAD_STATE|s0|rng|generator|nagaraja state/]
    ]
    for (const [what, corrupt, want] of cases) {
      let message = ''
      try {
        message = broken(corrupt(base))
      } catch (e) {
        throw new Error(`${what}: ${(e as Error).message}`)
      }
      expect(message, what).toMatch(want)
    }
  })
})
