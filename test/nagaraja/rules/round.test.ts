import { describe, expect, it } from 'vitest'
import { score } from '../../../src/games/nagaraja/index.js'
import { card, movesOf, NAGA_W, play, relicKind, room, table, W, withRelics, withRooms } from '../helpers.js'

const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
const ALL_UP = new Array(9).fill(true)

describe('Nagaraja: further checks from the spec (section 13)', () => {
  it('check: on equal fate totals the guide wins the room (N41)', () => {
    const s = play(play(table({ guide: 1, sticks: [[{ k: W, f: 2 }], [{ k: W, f: 2 }]], phase: { p: 'clash', turn: 1, passes: 0 } }), 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(s.winner).toBe(1)
  })

  it('check: a relic disconnected by ROTATE_ROOM is re-hidden and its VP are subtracted (N13)', () => {
    let s = table({ hands: [['RO01'], []], sticks: [[NAGA_W], []] })
    s = withRelics(withRooms(s, 0, { 6: room('corner', 2) }), 0, [S3, S3, S4, S4, S5, S4, C6, C6, C6], [false, false, false, false, false, true, false, false, false])
    expect(score(s, 0)).toBe(4)
    s = play(play(s, 0, { t: 'activate', stick: 0, card: card('RO01') }), 0, { t: 'rotate', temple: 0, cell: 6, by: 1 })
    expect(s.temples[0]!.up[5]).toBe(false)
    expect(score(s, 0)).toBe(0)
  })

  it('check: TRAP moves the trap out of the activating player\'s own temple (N57)', () => {
    let s = withRooms(table({ hands: [['RO10'], []], sticks: [[NAGA_W], []] }), 0, {}, 7)
    s = play(play(s, 0, { t: 'activate', stick: 0, card: card('RO10') }), 0, { t: 'trap', cell: 7 })
    expect(s.temples.map((t) => t.trap)).toEqual([-1, 7])
  })

  it('check: a listed move never includes illegal placements; all 4 rotations are offered (N43)', () => {
    const s = table({ phase: { p: 'place', seat: 0 }, room: room('cross') })
    expect(movesOf(s, 0, 'place').filter((m) => m.t === 'place' && m.cell === 6).map((m) => (m.t === 'place' ? m.rot : -1))).toEqual([0, 1, 2, 3])
    expect(ALL_UP.length).toBe(9)
  })
})
