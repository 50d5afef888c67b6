import { describe, expect, it } from 'vitest'
import { bundledComponents, componentProblems, formatMove, MOVE_FIELDS, nagaraja, parseMove, renderTemple, validateComponents, type NagarajaComponents, type NagarajaMove } from '../../../src/games/nagaraja/index.js'
import { amuletKind, relicKind, room, table, withRelics, withRooms } from '../helpers.js'
import { endKind, greedyGame } from '../playtest.js'

const mutate = (f: (c: NagarajaComponents) => NagarajaComponents): string[] => componentProblems(f(JSON.parse(JSON.stringify(bundledComponents)) as NagarajaComponents))

describe('Nagaraja component data', () => {
  it('the bundled set passes every check and labels every record with its provenance; most of it is reconstructed', () => {
    expect(componentProblems(bundledComponents)).toEqual([])
    const records = [bundledComponents.temple, ...bundledComponents.sticks, ...bundledComponents.cards, ...bundledComponents.rooms, ...bundledComponents.amulets, ...bundledComponents.relics]
    expect(records.every((r) => ['printed', 'inferred', 'reconstructed'].includes(r.provenance))).toBe(true)
    expect(bundledComponents.cards.filter((c) => c.provenance !== 'reconstructed').map((c) => c.id)).toEqual(['RE10', 'CA09'])
    expect(bundledComponents.note).toMatch(/RECONSTRUCTION/)
  })

  it('a JSON component file is accepted by setup; a broken one is refused with BAD_COMPONENTS naming every broken constraint', () => {
    expect(nagaraja.setup({ players: 2, components: JSON.parse(JSON.stringify(bundledComponents)) }, 's')._tag).toBe('Right')
    const bad = JSON.parse(JSON.stringify(bundledComponents)) as NagarajaComponents
    const r = nagaraja.setup({ players: 2, components: { ...bad, cards: bad.cards.slice(1), relics: [] } }, 's')
    expect(r._tag).toBe('Left')
    if (r._tag === 'Left') {
      expect(r.left.code).toBe('BAD_COMPONENTS')
      expect(r.left.message).toMatch(/48 cards/)
      expect(r.left.message).toMatch(/6 sacred relics/)
    }
    const shape = validateComponents({ name: 'x' })
    expect(shape._tag === 'Left' && shape.left.code).toBe('BAD_COMPONENTS')
  })

  it('each broken constraint has its own message', () => {
    expect(mutate((c) => ({ ...c, sticks: c.sticks.map((s, i) => (i === 0 ? { ...s, count: 11 } : s)) }))).toContain('sticks: there are 36 fate sticks (N8), got 35')
    expect(mutate((c) => ({ ...c, sticks: c.sticks.map((s, i) => (i === 1 ? { ...s, faces: s.faces.map((f) => (f.naga ? { ...f, fate: 1 } : f)) } : s)) })).join()).toMatch(/shows a Naga and 1 fate points/)
    expect(mutate((c) => ({ ...c, sticks: c.sticks.map((s, i) => (i === 0 ? { ...s, faces: s.faces.map(() => ({ fate: 2, naga: false })) } : s)) })).join()).toMatch(/NX2, NX3/)
    expect(mutate((c) => ({ ...c, relics: c.relics.map((r) => (r.cursed ? { ...r, value: 7 } : r)) })).join()).toMatch(/cursed relic is worth 6/)
    expect(mutate((c) => ({ ...c, relics: c.relics.map((r, i) => (i === 0 ? { ...r, value: 2 } : r)) })).join()).toMatch(/3 to 5 VP/)
    expect(mutate((c) => ({ ...c, rooms: c.rooms.slice(1) })).join()).toMatch(/17 room tiles/)
    // N5: tiles of one type may differ in their corridors — entries sharing a kind name are accepted
    const split = (c: NagarajaComponents): NagarajaComponents => ({
      ...c,
      rooms: c.rooms.flatMap((r) => (r.kind === 'tee' ? [{ ...r, count: 2 }, { ...r, count: 2, networks: ['NSW'] }] : [r]))
    })
    expect(mutate(split)).toEqual([])
    expect(mutate((c) => ({ ...c, rooms: c.rooms.map((r) => (r.kind === 'cross' ? { ...r, kind: 'tee' } : r)) })).join()).toMatch(/6 room types \(N5\), got 5 distinct kind names/)
    expect(mutate((c) => ({ ...c, rooms: c.rooms.map((r, i) => (i === 0 ? { ...r, networks: ['NX'] } : r)) })).join()).toMatch(/not 2 or more of the ports/)
    expect(mutate((c) => ({ ...c, amulets: c.amulets.map((a) => (a.effect === 'vp' ? { ...a, value: 1 } : a)) })).join()).toMatch(/NX4/)
    expect(mutate((c) => ({ ...c, cards: c.cards.map((x) => (x.id === 'RE10' ? { ...x, arrows: 'self' as const } : x)) })).join()).toMatch(/NX1 card/)
    expect(mutate((c) => ({ ...c, cards: c.cards.map((x) => (x.id === 'ST01' ? { ...x, symbol: 'rooms' as const } : x)) })).join()).toMatch(/belongs to sticks/)
    expect(mutate((c) => ({ ...c, cards: c.cards.map((x) => (x.id === 'RO10' ? { ...x, arrows: 'self' as const } : x)) })).join()).toMatch(/TRAP does not allow|which TRAP does not allow/)
    expect(mutate((c) => ({ ...c, cards: c.cards.map((x) => (x.id === 'ST09' ? { ...x, param: 3 } : x)) })).join()).toMatch(/parameter 3/)
    expect(mutate((c) => ({ ...c, temple: { ...c.temple, entrances: c.temple.entrances.slice(1) } })).join()).toMatch(/3 entrances/)
    expect(mutate((c) => ({ ...c, temple: { ...c.temple, hidingPlaces: c.temple.hidingPlaces.map((h, i) => (i === 0 ? { ...h, row: 1 } : h)) } })).join()).toMatch(/not on the outer edge/)
  })

  it('NQ2: the four amulet kinds are data — the bundled set reads the fourth kind as a second VP value (1 and 2 VP)', () => {
    expect(bundledComponents.amulets.map((a) => [a.effect, a.value])).toEqual([['vp', 1], ['vp', 2], ['draw', 0], ['cancel', 0]])
    expect(bundledComponents.amulets.filter((a) => a.effect === 'vp').map((a) => a.provenance)).toEqual(['inferred', 'inferred'])
    // a set with a different fourth kind (e.g. a second Draw kind) is accepted as data
    const alt = mutate((c) => ({ ...c, amulets: c.amulets.map((a) => (a.kind === 'vp1' ? { ...a, kind: 'draw2', effect: 'draw' as const, value: 0 } : a)) }))
    expect(alt).toEqual([])
  })

  it('options are validated (BAD_CONFIG) and only 2 players are allowed (N2)', () => {
    const r = nagaraja.setup({ players: 2, options: { curse: 'sometimes' } }, 's')
    expect(r._tag === 'Left' && r.left.code).toBe('BAD_CONFIG')
    const p = nagaraja.setup({ players: 3 }, 's')
    expect(p._tag === 'Left' && p.left.message).toMatch(/Nagaraja is played by 2 players; got/)
  })
})

describe('Nagaraja notation and rendering', () => {
  it('parseMove(formatMove(m)) gives m back for every move type; bad text is refused with BAD_NOTATION', () => {
    for (const [t, fields] of Object.entries(MOVE_FIELDS)) {
      const m = Object.fromEntries([['t', t], ...fields.map((f, i) => [f, i + 1])]) as NagarajaMove
      const p = parseMove(formatMove(m))
      expect(p._tag === 'Right' && p.right).toEqual(m)
    }
    expect(formatMove({ t: 'activate', stick: 0, card: 17 })).toBe('activate 0 17')
    for (const bad of ['jump', 'activate 1', 'place x 2']) {
      const p = parseMove(bad)
      expect(p._tag === 'Left' && p.left.code).toBe('BAD_NOTATION')
    }
  })

  it('renderTemple draws rooms, the trap, the entrances and the relics a viewer may see', () => {
    let s = withRooms(table(), 0, { 6: room('corner', 2), 7: room('corner-crypt', 0, true) }, 4)
    s = withRelics(s, 0, [-1, -1, -1, -1, -1, relicKind(false, 4), -1, -1, -1], [false, false, false, false, false, true, false, false, false])
    const text = renderTemple(s, 0)
    expect(text).toContain('s4')
    expect(text).toContain('##')
    expect(text).toContain('^^')
    expect(text).toContain('*')
    expect(renderTemple(nagaraja.view(s, 1), 0)).toBe(text.replace(/x/g, 'x'))
    expect(amuletKind('vp2')).toBeGreaterThanOrEqual(0)
  })

  it('describeMove reads like the rulebook', () => {
    const s = table()
    expect(nagaraja.describeMove(s, 0, { t: 'activate', stick: 0, card: 0 })).toMatch(/spends the Naga on stick 0 to activate ST01 \(FATE_BONUS\(2\), sticks\)/)
  })
})

describe('Nagaraja playtest of the reconstruction', () => {
  it('greedy games end by every end condition reasonably often (curse, 25 VP, ninth room, empty room stack)', () => {
    const counts: Record<string, number> = {}
    const N = 100
    for (let i = 0; i < N; i++) {
      const k = endKind(greedyGame(`playtest-${i}`).state)
      counts[k] = (counts[k] ?? 0) + 1
    }
    expect(counts['unfinished']).toBeUndefined()
    for (const k of ['curse (N65)', '25 VP (N65)', 'ninth room (N66)', 'room stack empty (NQ10)']) expect(counts[k] ?? 0).toBeGreaterThanOrEqual(N * 0.04)
  })
})
