import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../../src/core/index.js'
import { bundledComponents, connectedPlaces, nagaraja, score, componentsOf } from '../../../src/games/nagaraja/index.js'
import { derive } from '../../../src/games/nagaraja/components/derived.js'
import { amuletKind, B, card, chance, relicKind, fresh, G, movesOf, NAGA_G, NAGA_W, play, refusal, room, settleFirst, table, W, withRelics, withRooms } from '../helpers.js'

const d = derive(bundledComponents)
/** A full temple layout of relic kinds: hiding places F0 F1 F2 L0 L1 L2 R0 R1 R2. */
const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
const LAYOUT = [S3, S3, S4, S4, S5, S5, C6, C6, C6]

describe('Nagaraja rules: goal, components, definitions (N1–N18)', () => {
  it('N1/N15: a player scores face-up relics of their temple plus held VP amulets', () => {
    let s = withRelics(table(), 0, LAYOUT)
    s = withRooms(s, 0, { 6: room('straight', 1) }) // W-E corridor: entrance? no — opens W and E only
    expect(score(s, 0)).toBe(0)
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, amulets: [amuletKind('vp2'), amuletKind('vp1'), amuletKind('draw')] } : p)) }
    expect(score(s, 0)).toBe(3)
    s = withRelics(s, 0, LAYOUT, [false, false, false, false, false, true, false, false, false])
    expect(score(s, 0)).toBe(5 + 3)
    expect(nagaraja.scoreBreakdown(s)[0]).toEqual({ relics: 5, amulets: 3 })
  })

  it('N2/N65/N66: the game ends in one of three ways and then nobody acts', () => {
    const s = table({ phase: { p: 'place', seat: 0 } })
    const full = withRooms(s, 0, Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, room('corner', 3)])))
    const end = play(full, 0, { t: 'place', cell: 8, rot: 3 })
    expect(nagaraja.actors(end)).toEqual([])
    expect(nagaraja.outcome(end)?.reason).toMatch(/N66/)
  })

  it('N3/NQ1/NQ20: the temple is a 3x3 grid; 3 entrances under the near row; 9 hiding places on the other sides', () => {
    expect(d.cells).toBe(9)
    expect(d.entrances.map(([c, s]) => [c, s])).toEqual([[6, 2], [7, 2], [8, 2]])
    expect(d.nearEntrance).toEqual([false, false, false, false, false, false, true, true, true])
    expect(d.hiding.length).toBe(9)
    expect(d.hiding.every(([c, s]) => (s === 0 && c < 3) || (s === 3 && c % 3 === 0) || (s === 1 && c % 3 === 2))).toBe(true)
  })

  it('N4: each temple has 6 sacred relics of 3–5 VP and 3 cursed relics of 6 VP, face-down and indistinguishable', () => {
    const s = fresh()
    const rel = componentsOf(s).relics
    expect(rel.filter((r) => !r.cursed).reduce((a, r) => a + r.count, 0)).toBe(6)
    expect(rel.filter((r) => r.cursed).every((r) => r.value === 6)).toBe(true)
    expect(rel.filter((r) => !r.cursed).every((r) => r.value >= 3 && r.value <= 5)).toBe(true)
    for (const t of s.temples) expect(t.relic).toEqual(new Array(9).fill(-1))
    expect(nagaraja.view(s, 0).temples[0]!.relic).toEqual(new Array(9).fill(-1))
  })

  it('N5/N6/N7: 17 rooms of 6 types, one trap (in no temple at first), 12 amulets of 4 kinds of 3', () => {
    const s = fresh()
    expect(s.roomStack.reduce((a, n) => a + n, 0)).toBe(17)
    expect(s.roomStack.length).toBe(6)
    expect(s.temples.map((t) => t.trap)).toEqual([-1, -1])
    expect(s.amuletStack).toBe(12)
    expect(componentsOf(s).amulets.map((a) => a.count)).toEqual([3, 3, 3, 3])
  })

  it('N8/NQ3: 36 sticks of brown, white, green with 4 faces; brown is fate-heavy and green Naga-heavy', () => {
    const st = bundledComponents.sticks
    expect(st.reduce((a, x) => a + x.count, 0)).toBe(36)
    expect(st.every((x) => x.faces.length === 4)).toBe(true)
    const fate = (i: number) => st[i]!.faces.reduce((a, f) => a + f.fate, 0)
    const nagas = (i: number) => st[i]!.faces.filter((f) => f.naga).length
    expect(fate(B) > fate(W) && fate(W) > fate(G)).toBe(true)
    expect(nagas(B) < nagas(W) && nagas(W) < nagas(G)).toBe(true)
  })

  it('N9: 48 cards, each with a stick set, one of 4 symbols, arrows and one of the 12 abilities', () => {
    const c = bundledComponents.cards
    expect(c.length).toBe(48)
    expect(new Set(c.map((x) => x.symbol))).toEqual(new Set(['sticks', 'relics', 'rooms', 'cards']))
    expect(new Set(c.map((x) => x.ability)).size).toBe(12)
    expect(c.every((x) => ['self', 'opponent', 'either'].includes(x.arrows))).toBe(true)
  })

  it('N10/N21: the scroll is the guide (one seat at a time); the player aids have no rules effect', () => {
    const s = settleFirst(fresh())
    expect([0, 1]).toContain(s.guide)
    expect(nagaraja.view(s, 1).guide).toBe(s.guide)
  })

  it('N11: a space holding the trap is not empty — no room may be placed on it', () => {
    const s = withRooms(table({ phase: { p: 'place', seat: 0 } }), 0, {}, 7)
    const v = refusal(s, 0, { t: 'place', cell: 7, rot: 0 })
    expect(v.code).toBe('TRAP_SPACE')
    expect(movesOf(s, 0, 'place').some((m) => m.t === 'place' && m.cell === 7)).toBe(false)
  })

  it('N12/NQ4: corridors link only where openings meet on both sides; a room next to an entrance must open toward it', () => {
    // straight N-S at 6 (open to entrance and north), straight turned W-E at 3: no link between 6 and 3
    const cells = new Array(9).fill(null)
    cells[6] = room('straight', 0)
    cells[3] = room('straight', 1)
    let up = connectedPlaces(d, cells)
    expect(up.some(Boolean)).toBe(false)
    cells[3] = room('straight', 0)
    cells[0] = room('tee', 2) // NES turned twice: S, W, N
    up = connectedPlaces(d, cells)
    expect(up[0]).toBe(true) // F0 at cell 0 north
    expect(up[3]).toBe(true) // L0 at cell 0 west
    // a room next to an entrance that does not open south reaches nothing
    cells[6] = room('straight', 1)
    expect(connectedPlaces(d, cells).some(Boolean)).toBe(false)
  })

  it('N13: a relic is face-up exactly while connected — revealed when joined, re-hidden when the corridor breaks (ROTATE_ROOM)', () => {
    let s = withRelics(table({ hands: [['RO01'], []], sticks: [[NAGA_W], []] }), 0, LAYOUT)
    s = withRooms(s, 0, { 6: room('corner', 3) }) // W and N: entrance? no S — nothing
    s = withRooms(s, 0, { 6: room('corner', 2) }) // rot 2: NE -> SW: entrance S to L2 (hiding 5)
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RO01') })
    s = play(s, 0, { t: 'rotate', temple: 0, cell: 6, by: 2 }) // now NE: broken
    expect(s.temples[0]!.up[5]).toBe(false)
    s = { ...s, phase: { p: 'ability', seat: 0, card: card('RO02'), target: -1, picked: [], left: 0 } }
    s = play(s, 0, { t: 'rotate', temple: 0, cell: 6, by: 2 }) // SW again: revealed
    expect(s.temples[0]!.up[5]).toBe(true)
    expect(score(s, 0)).toBe(5)
  })

  it('N14/NQ5: an amulet reached in a temple goes to that temple\'s owner, whoever caused it', () => {
    // seat 1 rotates the crypt room in seat 0's temple so that the entrance reaches the crypt
    let s = table({ guide: 1, hands: [[], ['RO01']], sticks: [[], [NAGA_W]], phase: { p: 'clash', turn: 1, passes: 0 } })
    s = withRooms(s, 0, { 7: room('corner-crypt', 2, true) }) // SC rotated 2 -> NC: crypt not reached
    s = play(s, 1, { t: 'activate', stick: 0, card: card('RO01') })
    s = play(s, 1, { t: 'rotate', temple: 0, cell: 7, by: 2 })
    expect(nagaraja.actors(s)).toEqual([CHANCE])
    s = chance(s, { t: 'amulet', kind: amuletKind('cancel') })
    expect(s.players[0]!.amulets).toEqual([amuletKind('cancel')])
    expect(s.players[1]!.amulets).toEqual([])
    expect(s.temples[0]!.cells[7]!.a).toBe(false)
  })

  it('N16: a view hides the other hand, unseen relics, held amulets, the deck and all but the top of the discard pile', () => {
    const s = table({ hands: [['ST01', 'ST02'], ['CA01']], amulets: [['draw'], ['vp2']], discard: ['RO01', 'RO02'] })
    const v = nagaraja.view(s, 0)
    expect(v.hands).toEqual([[card('ST01'), card('ST02')], null])
    expect(v.handSizes).toEqual([2, 1])
    expect(v.amulets).toEqual([[amuletKind('draw')], null])
    expect(v.discard).toBeNull()
    expect(v.discardTop).toBe(card('RO02'))
    expect(v.deckSize).toBe(s.deck.length)
    expect(JSON.stringify(v)).not.toContain('"rng"')
    expect(v.scores).toEqual([0, 0])
  })

  it('N17/NQ19: an empty deck is replaced by the shuffled discard pile; with both empty the draw is skipped', () => {
    let s = table({ hands: [['CA05'], []], sticks: [[NAGA_W], []], discard: ['RO01', 'RO02'] })
    s = { ...s, deck: [], players: s.players.map((p, i) => (i === 1 ? { ...p, hand: p.hand.concat(s.deck.filter((c) => c !== card('CA05'))) } : p)) }
    s = play(s, 0, { t: 'activate', stick: 0, card: card('CA05') })
    expect(s.deck).toEqual([card('RO01'), card('RO02')].sort((a, b) => a - b))
    expect(s.discard).toEqual([])
    s = chance(s, { t: 'card', card: card('RO01') }, { t: 'card', card: card('RO02') })
    expect(s.players[0]!.hand).toEqual([card('RO01'), card('RO02')].sort((a, b) => a - b))
    // both empty: DRAW_TWO draws nothing
    let e = table({ hands: [['CA06'], []], sticks: [[NAGA_W], []] })
    e = { ...e, deck: [], players: e.players.map((p, i) => (i === 1 ? { ...p, hand: e.deck } : p)) }
    e = play(e, 0, { t: 'activate', stick: 0, card: card('CA06') })
    expect(nagaraja.actors(e)).toEqual([1])
  })

  it('N18: a card SELECTED in Step 1 cannot be ACTIVATED in Step 2', () => {
    const s = table({ hands: [['ST02'], []], laid: [['ST01'], ['ST03']], sticks: [[NAGA_W], [NAGA_G]] })
    const v = refusal(s, 0, { t: 'activate', stick: 0, card: card('ST01') })
    expect(v.code).toBe('NOT_IN_HAND')
    expect(v.rule).toBe('N18')
  })
})
