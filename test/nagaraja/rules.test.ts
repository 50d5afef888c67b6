import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { bundledComponents, connectedPlaces, nagaraja, score, type NagarajaState, componentsOf } from '../../src/games/nagaraja/index.js'
import { derive } from '../../src/games/nagaraja/components/derived.js'
import { fateTotal } from '../../src/games/nagaraja/flow.js'
import { amuletKind, B, card, chance, fresh, G, movesOf, NAGA_G, NAGA_W, play, refusal, relicKind, room, settleFirst, table, W, withRelics, withRooms } from './fixtures.js'

const d = derive(bundledComponents)
const S3 = relicKind(false, 3)
const S4 = relicKind(false, 4)
const S5 = relicKind(false, 5)
const C6 = relicKind(true, 6)
/** A full temple layout of relic kinds: hiding places F0 F1 F2 L0 L1 L2 R0 R1 R2. */
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

describe('Nagaraja rules: round, Call of Fate (N29–N36)', () => {
  it('N29/N30: rounds run Call of Fate → Clash → Exploration → Renewal, and the game ends at once even mid-Clash', () => {
    const s = settleFirst(fresh())
    expect(s.phase.p).toBe('call')
    // mid-Clash: a swap that reveals the third cursed relic ends the game at once
    let c = withRelics(table({ hands: [['RE07'], []], sticks: [[NAGA_W], [NAGA_G]] }), 0, [C6, S3, S4, C6, S3, S4, S5, S5, C6], [true, false, false, true, true, true, false, false, false])
    c = withRooms(c, 0, { 6: room('cross'), 3: room('cross'), 0: room('cross') })
    expect(connectedPlaces(d, c.temples[0]!.cells)).toEqual(c.temples[0]!.up)
    c = play(c, 0, { t: 'activate', stick: 0, card: card('RE07') })
    c = play(c, 0, { t: 'swapRelics', temple: 0, a: 4, b: 8 })
    expect(nagaraja.actors(c)).toEqual([])
    expect(nagaraja.outcome(c)?.winners).toEqual([1])
  })

  it('N31/N32/NQ21: the guide lays one or more cards of one symbol (arrows ignored), then the opponent', () => {
    let s = table({ guide: 1, hands: [['ST01'], ['RE01', 'RE07', 'RE10', 'ST02']], phase: { p: 'call', seat: 1, picks: [] } })
    expect(nagaraja.actors(s)).toEqual([1])
    s = play(s, 1, { t: 'select', card: card('RE01') }) // either arrows
    s = play(s, 1, { t: 'select', card: card('RE10') }) // opponent arrows: same symbol, allowed
    expect(movesOf(s, 1, 'select')).toEqual([{ t: 'select', card: card('RE07') }])
    const mixed = refusal(s, 1, { t: 'select', card: card('ST02') })
    expect(mixed.code).toBe('MIXED_SYMBOLS')
    expect(mixed.rule).toBe('N31')
    s = play(s, 1, { t: 'lay' })
    expect(nagaraja.actors(s)).toEqual([0])
    expect(s.players[1]!.laid).toEqual([card('RE01'), card('RE10')])
  })

  it('N33/NQ16: at least one card must be laid; the opponent sees how many, not which', () => {
    let s = table({ guide: 0, hands: [['ST01', 'ST02', 'RO01'], ['CA01']], phase: { p: 'call', seat: 0, picks: [] } })
    expect(refusal(s, 0, { t: 'lay' }).code).toBe('NO_SELECTION')
    s = play(s, 0, { t: 'select', card: card('ST01') })
    expect(nagaraja.view(s, 1).phase).toEqual({ p: 'call', seat: 0, picks: [] })
    s = play(play(s, 0, { t: 'select', card: card('ST02') }), 0, { t: 'lay' })
    const v = nagaraja.view(s, 1)
    expect(v.laid[0]).toBeNull()
    expect(v.laidCounts[0]).toBe(2)
    expect(v.handSizes[0]).toBe(1)
    const hidden = nagaraja.view(table({ guide: 0, hands: [['RO01'], ['CA01']], laid: [['ST01', 'ST02'], []], phase: { p: 'call', seat: 1, picks: [] }, config: { players: 2, options: { showLaidCount: false } } }), 1)
    expect(hidden.laidCounts[0]).toBeNull()
    expect(hidden.handSizes[0]).toBe(3)
  })

  it('N34/N35/N36: both selections are revealed, all their sticks thrown one stick per chance step with uniform faces; selected abilities never apply', () => {
    let s = table({ guide: 0, hands: [[], ['CA01']], laid: [['ST01', 'ST02'], []], phase: { p: 'call', seat: 1, picks: [] } })
    s = play(play(s, 1, { t: 'select', card: card('CA01') }), 1, { t: 'lay' })
    expect(nagaraja.view(s, 1).laid[0]).toEqual([card('ST01'), card('ST02')])
    expect(s.players[0]!.sticks.map((x) => x.k)).toEqual([W, W, W, W, G, G, G])
    expect(s.players[1]!.sticks.map((x) => x.k)).toEqual([W, W, W])
    expect(s.queue.length).toBe(10)
    expect(nagaraja.chanceOutcomes(s).map((o) => o.p)).toEqual([0.25, 0.25, 0.25, 0.25])
    s = settleFirst(s)
    expect(s.players[0]!.bonus).toBe(0) // FATE_BONUS of a selected card is not applied
  })
})

describe('Nagaraja rules: Clash (N37–N42)', () => {
  it('N37: with no Naga showing on either side the Clash is skipped', () => {
    let s = table({ guide: 0, hands: [['ST03'], ['CA01']], laid: [['ST01'], []], phase: { p: 'call', seat: 1, picks: [] } })
    s = play(play(s, 1, { t: 'select', card: card('CA01') }), 1, { t: 'lay' })
    s = chance(s, ...[1, 2, 3, 1, 2, 3].map((face) => ({ t: 'face' as const, face })))
    expect(s.phase).toEqual({ p: 'place', seat: 0 }) // 1+2+3 = 6 each: the guide wins the tie
  })

  it('N38: turns alternate from the guide; a seat without a Naga must pass', () => {
    const s = table({ guide: 1, hands: [['ST03'], ['CA01']], sticks: [[NAGA_W], [{ k: W, f: 2 }]], phase: { p: 'clash', turn: 1, passes: 0 } })
    expect(nagaraja.actors(s)).toEqual([1])
    expect(nagaraja.legalMoves(s, 1)).toEqual([{ t: 'pass' }])
    const after = play(s, 1, { t: 'pass' })
    expect(nagaraja.actors(after)).toEqual([0])
    expect(movesOf(after, 0, 'activate')).toEqual([{ t: 'activate', stick: 0, card: card('ST03') }])
  })

  it('N39/NQ8: using a Naga discards that whole stick and puts a hand card face-up; its ability applies', () => {
    let s = table({ hands: [['ST03'], []], sticks: [[NAGA_W, { k: B, f: 3 }], [{ k: W, f: 2 }]] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    expect(s.players[0]!.sticks).toEqual([{ k: B, f: 3 }])
    expect(s.players[0]!.played).toEqual([card('ST03')])
    expect(s.players[0]!.bonus).toBe(3)
    expect(fateTotal(s, 0)).toBe(4 + 3)
    expect(refusal(table({ hands: [['ST03'], []], sticks: [[{ k: B, f: 3 }], []] }), 0, { t: 'activate', stick: 0, card: card('ST03') }).code).toBe('NOT_A_NAGA')
  })

  it('N40: two passes in a row end the Clash; a pass is not final', () => {
    let s = table({ guide: 0, hands: [['ST03'], ['ST04']], sticks: [[NAGA_W], [NAGA_G]] })
    s = play(s, 0, { t: 'pass' })
    s = play(s, 1, { t: 'activate', stick: 0, card: card('ST04') })
    expect(s.phase).toEqual({ p: 'clash', turn: 0, passes: 0 })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    s = play(s, 1, { t: 'pass' })
    expect(s.phase.p).toBe('clash')
    s = play(s, 0, { t: 'pass' })
    expect(s.phase.p).toBe('place')
  })

  it('N41: fate totals include bonuses; the higher wins, the guide wins ties', () => {
    const tie = play(play(table({ guide: 1, sticks: [[{ k: B, f: 0 }], [{ k: W, f: 2 }]], phase: { p: 'clash', turn: 1, passes: 0 } }), 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(tie.winner).toBe(1)
    let s = table({ guide: 1, sticks: [[{ k: B, f: 0 }], [{ k: B, f: 3 }]], phase: { p: 'clash', turn: 1, passes: 0 } })
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, bonus: 3 } : p)) }
    s = play(play(s, 1, { t: 'pass' }), 0, { t: 'pass' })
    expect(s.winner).toBe(0)
  })

  it('N42/NQ9/NQ17: at clean-up selected and activated cards (cancelled ones too) are discarded, sticks and unused Nagas are gone', () => {
    let s = table({ guide: 0, hands: [['ST03'], []], laid: [['ST01'], ['CA01']], sticks: [[NAGA_W, NAGA_W], [NAGA_G]], amulets: [[], ['cancel']] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('ST03') })
    s = play(s, 1, { t: 'cancel' })
    s = play(play(s, 1, { t: 'pass' }), 0, { t: 'pass' })
    expect([...s.discard].sort((a, b) => a - b)).toEqual([card('ST01'), card('ST03'), card('CA01')].sort((a, b) => a - b))
    expect(s.players.every((p) => p.sticks.length === 0 && p.bonus === 0)).toBe(true)
  })
})

describe('Nagaraja rules: Exploration and Renewal (N43–N48)', () => {
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
