import { describe, expect, it } from 'vitest'
import { B, movesOf, play, refusal, relicKind, room, table, W, withRelics, withRooms } from '../helpers.js'

/** A full temple layout of relic kinds: hiding places F0 F1 F2 L0 L1 L2 R0 R1 R2. */
const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
const LAYOUT = [S3, S3, S4, S4, S5, S5, C6, C6, C6]

describe('Nagaraja rules: Exploration (N43–N46)', () => {
  it('N43/NQ4/NQ20: the winner places on an empty space touching an entrance or next to an own room, any of 4 rotations, corridors need not match', () => {
    let s = table({ phase: { p: 'place', seat: 0 }, room: room('tee') })
    expect(movesOf(s, 0, 'place').map((m) => (m.t === 'place' ? m.cell : -1))).toEqual([6, 6, 6, 6, 7, 7, 7, 7, 8, 8, 8, 8])
    expect(refusal(s, 0, { t: 'place', cell: 4, rot: 0 }).code).toBe('NOT_REACHABLE')
    s = withRooms(s, 0, { 8: room('straight', 1) })
    const cells = new Set(movesOf(s, 0, 'place').map((m) => (m.t === 'place' ? m.cell : -1)))
    expect(cells).toEqual(new Set([5, 6, 7]))
    expect(refusal(s, 0, { t: 'place', cell: 8, rot: 0 }).code).toBe('SPACE_OCCUPIED')
    expect(refusal(s, 0, { t: 'place', cell: 5, rot: 4 }).code).toBe('BAD_ROTATION')
  })

  it('N44/N45: an amulet stays on its room until connected; after placing, reveals then pickups then end checks', () => {
    let s = withRelics(table({ phase: { p: 'place', seat: 0 }, room: room('tee-crypt', 0, true) }), 0, LAYOUT)
    s = play(s, 0, { t: 'place', cell: 8, rot: 1 }) // NEW->ESN... rot 1: N->E,E->S,W->N : E S N ; SC -> WC
    expect(s.temples[0]!.cells[8]!.a).toBe(true)
    expect(s.temples[0]!.up[8]).toBe(true) // R2 reached by E
    let t = withRelics(table({ phase: { p: 'place', seat: 0 }, room: room('tee-crypt', 0, true) }), 0, new Array(9).fill(-1))
    t = play(t, 0, { t: 'place', cell: 8, rot: 0 })
    expect(t.queue.map((q) => q.q)).toEqual(['amulet', 'check'])
  })

  it('N46/NQ10: a winner with no legal space discards the room unplaced', () => {
    const rooms = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, room('corner', 0)]))
    let s = withRooms(table({ guide: 0, sticks: [[{ k: B, f: 3 }], [{ k: W, f: 1 }]] }), 0, rooms, 8)
    s = play(play(s, 0, { t: 'pass' }), 1, { t: 'pass' })
    expect(s.roomsOut).toBe(1)
    expect(s.room).toBeNull()
    expect(s.guide).toBe(1)
    expect(s.phase.p).toBe('give')
  })
})
