import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { nagaraja, score, type NagarajaState } from '../../src/games/nagaraja/index.js'
import { amuletKind, card, chance, NAGA_W, play, relicKind, room, table, W, withRelics, withRooms } from './helpers.js'

const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
const cross9 = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => [i, room('cross')]))

/** Seat 0 is to place a cross room at space 7, which joins the given hiding places. */
const placing = (layout: number[], amulets: string[] = []): NagarajaState => {
  let s = table({ phase: { p: 'place', seat: 0 }, room: room('cross'), amulets: [amulets, []] })
  // crosses everywhere except space 7: placing there connects every hiding place
  const rooms = { ...cross9 } as Record<number, ReturnType<typeof room>>
  delete rooms[7]
  delete rooms[6]
  delete rooms[8]
  s = withRooms(s, 0, { 0: room('cross'), 1: room('cross'), 2: room('cross'), 3: room('cross'), 4: room('cross'), 5: room('cross') })
  return withRelics(s, 0, layout)
}

describe('Nagaraja end of the game (N65–N68, NQ6, NQ10)', () => {
  it('N65: revealing the third cursed relic loses at once, even with 25 VP or more in the same event', () => {
    let s = placing([C6, C6, C6, S5, S5, S4, S4, S3, S3])
    s = play(s, 0, { t: 'place', cell: 7, rot: 0 })
    // nine relics are revealed one chance step at a time; their identities are fixed already
    expect(score(s, 0)).toBeGreaterThanOrEqual(25)
    const o = nagaraja.outcome(s)
    expect(o?.winners).toEqual([1])
    expect(o?.reason).toMatch(/cursed/)
  })

  it('N65: 25 VP or more wins at once', () => {
    let s = placing([S5, S5, S4, S4, S3, S3, C6, -1, -1])
    s = play(s, 0, { t: 'place', cell: 7, rot: 0 })
    expect(nagaraja.actors(s)).toEqual([CHANCE]) // the unseen relic at R1 is revealed
    s = chance(s, { t: 'relic', kind: C6 })
    expect(score(s, 0)).toBe(21 + 12)
    expect(nagaraja.outcome(s)?.winners).toEqual([0])
    expect(nagaraja.outcome(s)?.reason).toMatch(/25 or more/)
  })

  it('N66: placing the ninth room ends the game — higher score wins; a tie goes to the placer', () => {
    const nine = (other: number) => {
      let s = table({ phase: { p: 'place', seat: 0 }, room: room('straight', 1) })
      s = withRooms(s, 0, Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, room('straight', 1)])))
      s = withRelics(s, 1, [S3, S3, S4, S4, S5, S5, C6, C6, C6], [other >= 3, false, false, false, false, false, false, false, false])
      return play(s, 0, { t: 'place', cell: 8, rot: 1 })
    }
    expect(nagaraja.outcome(nine(0))?.winners).toEqual([0]) // 0-0: the placer wins the tie
    expect(nagaraja.outcome(nine(3))?.winners).toEqual([1]) // 0-3: the higher score
    expect(nagaraja.outcome(nine(0))?.reason).toMatch(/N66/)
  })

  it('N67: an opponent\'s action can make you win (or lose) — their SWAP_RELICS on your temple', () => {
    let s = table({ guide: 1, hands: [[], ['RE10']], sticks: [[], [NAGA_W]], phase: { p: 'clash', turn: 1, passes: 0 } })
    s = withRooms(s, 0, { 6: room('cross'), 3: room('cross'), 0: room('cross') })
    s = withRelics(s, 0, [S5, S3, S4, C6, S5, S4, S3, C6, C6], [true, false, false, true, true, true, false, false, false])
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, amulets: [amuletKind('vp2'), amuletKind('vp1')] } : p)) }
    expect(score(s, 0)).toBe(5 + 6 + 5 + 4 + 3)
    s = play(s, 1, { t: 'activate', stick: 0, card: card('RE10') })
    s = play(s, 0, { t: 'allow' }) // seat 0 holds amulets: the response window opens
    s = play(s, 1, { t: 'swapRelics', temple: 0, a: 5, b: 7 }) // S4 out, C6 in: 25 VP, only two cursed up
    expect(nagaraja.outcome(s)?.winners).toEqual([0])
  })

  it('N68: the final score is face-up relics plus held VP amulets', () => {
    let s = placing([S5, S5, S4, S4, S3, S3, C6, C6, C6], ['vp2'])
    s = play(s, 0, { t: 'place', cell: 7, rot: 0 })
    const o = nagaraja.outcome(s)
    expect(o?.scores).toEqual([5 + 5 + 4 + 4 + 3 + 6 + 6 + 2, 0])
    expect(o?.breakdown[0]).toEqual({ relics: 33, amulets: 2 })
  })

  it('NQ6: by default the curse needs all three cursed relics face-up at once; the cumulative option counts every one ever revealed', () => {
    const run = (opts: object) => {
      let s = table({ hands: [['RO01'], []], sticks: [[NAGA_W], [{ k: W, f: 1 }]], config: { players: 2, options: opts } })
      s = withRooms(s, 0, { 6: room('cross'), 3: room('cross'), 0: room('corner', 2), 8: room('straight', 1) })
      s = withRelics(s, 0, [C6, S3, S4, C6, C6, S4, S3, S5, S5], [false, false, false, true, true, true, false, false, false])
      s = { ...s, temples: s.temples.map((t, i) => (i === 0 ? { ...t, ever: t.ever.map((e, j) => e || j === 0) } : t)) }
      s = play(s, 0, { t: 'activate', stick: 0, card: card('RO01') })
      return play(s, 0, { t: 'rotate', temple: 0, cell: 8, by: 1 }) // any temple event triggers the checks
    }
    expect(nagaraja.outcome(run({}))).toBeUndefined()
    expect(nagaraja.outcome(run({ curse: 'cumulative' }))?.winners).toEqual([1])
  })

  it('NQ10: when no room can be revealed the game ends on scores — a draw on a tie, or the last placer with the option', () => {
    const empty = (opts: object) => {
      let s: NagarajaState = { ...table({ room: null, config: { players: 2, options: opts } }), phase: { p: 'give', seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] }, queue: [] }
      s = { ...s, deck: s.deck.filter((c) => ![card('ST01'), card('ST02'), card('ST03')].includes(c)), roomStack: s.roomStack.map(() => 0), lastPlacer: 1 }
      return play(s, 0, { t: 'give', card: card('ST01') })
    }
    const draw = nagaraja.outcome(empty({}))
    expect(draw?.winners).toEqual([0, 1])
    expect(draw?.reason).toMatch(/NQ10/)
    expect(nagaraja.outcome(empty({ emptyStackTie: 'last-placer' }))?.winners).toEqual([1])
  })
})
