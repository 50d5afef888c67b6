import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { canonicalJson, CHANCE, logEntry, randomPlayout, sampler, type RedactedMove } from '../../src/core/index.js'
import { legalMovesFromView, nagaraja, resampleHidden } from '../../src/games/nagaraja/index.js'
import { amuletKind, card, chance, NAGA_W, ok, play, relicKind, room, statesOf, table, withRelics, withRooms } from './helpers.js'
import { invariants } from './invariants.js'
import { nonInterference } from './view-runs.js'

describe('Nagaraja hidden information', () => {
  it('legalMovesFromView(view(s, seat), seat) equals legalMoves(s, seat) on random reachable states', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom({}, { showLaidCount: false }, { allowNoEffect: false }), (n, options) => {
        for (const s of statesOf(`v${n}`, 3, options)) {
          for (const seat of [0, 1]) {
            const fromView = legalMovesFromView(nagaraja.view(s, seat), seat)
            expect(canonicalJson(fromView)).toBe(canonicalJson(nagaraja.legalMoves(s, seat)))
          }
        }
      }),
      { numRuns: 12 }
    )
  })

  it('resampleHidden keeps the seat\'s view and legal moves, changes only hidden parts, and gives a consistent state', () => {
    const rand = sampler('resample')
    let changedHands = 0
    for (const seed of ['r1', 'r2', 'r3']) {
      for (const s of statesOf(seed, 5)) {
        for (const seat of [0, 1]) {
          const o = resampleHidden(s, seat, rand.next)
          expect(canonicalJson(nagaraja.view(o, seat))).toBe(canonicalJson(nagaraja.view(s, seat)))
          expect(canonicalJson(nagaraja.legalMoves(o, seat))).toBe(canonicalJson(nagaraja.legalMoves(s, seat)))
          expect(nagaraja.actors(o)).toEqual(nagaraja.actors(s))
          expect(invariants(o, undefined)).toBeUndefined()
          if (canonicalJson(o.players[1 - seat]!.hand) !== canonicalJson(s.players[1 - seat]!.hand)) changedHands++
        }
      }
    }
    expect(changedHands).toBeGreaterThan(10)
  })

  it('views never contain the generator, and a spectator sees no hand and no amulet', () => {
    for (const s of statesOf('spec', 25)) {
      const v = nagaraja.view(s, 'spectator')
      expect(JSON.stringify(v)).not.toMatch(/"rng"|"s0"/)
      expect(v.hands).toEqual([null, null])
      if (s.end === null) expect(v.amulets).toEqual([null, null])
    }
  })

  it('lazy relics: an identity fixed by a peek leaves the others uniform over the rest (as a setup shuffle would)', () => {
    let s = table({ hands: [['RE01'], []], sticks: [[NAGA_W], []] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RE01') })
    s = play(s, 0, { t: 'pickRelic', temple: 1, place: 0 })
    s = chance(s, { t: 'relic', kind: relicKind(true, 6) })
    // the next unseen relic of that temple: cursed with probability 2/8
    let t = table({ hands: [['RE01'], []], sticks: [[NAGA_W], []] })
    t = { ...t, temples: s.temples }
    t = play(t, 0, { t: 'activate', stick: 0, card: card('RE01') })
    t = play(t, 0, { t: 'pickRelic', temple: 1, place: 1 })
    const cursed = nagaraja.chanceOutcomes(t).find((o) => o.move.t === 'relic' && o.move.kind === relicKind(true, 6))
    expect(cursed?.p).toBeCloseTo(2 / 8)
    expect(nagaraja.actors(t)).toEqual([CHANCE])
  })
})

const isRedacted = (x: unknown): x is RedactedMove => typeof x === 'object' && x !== null && 'redacted' in x

describe('Nagaraja per-seat information (issue 16): redacted moves, reveals, per-seat scores', () => {
  it('N31/NQ16: "seat 1 selects CA08" is redacted for seat 0 and the spectator, whose views show no pick', () => {
    const s = table({ guide: 0, phase: { p: 'call', seat: 1, picks: [] }, hands: [['ST01'], ['CA08', 'CA07']], laid: [['ST02'], []] })
    const m = { t: 'select', card: card('CA08') } as const
    for (const viewer of [0, 'spectator'] as const) {
      const r = nagaraja.redactMove!(s, 1, m, viewer)
      expect(r).toEqual({ redacted: true, kind: 'select', text: 'selects a card face-down' })
      expect(JSON.stringify(r)).not.toContain('CA08')
      expect(nagaraja.view(play(s, 1, m), viewer).phase).toEqual({ p: 'call', seat: 1, picks: [] })
    }
    expect(nagaraja.redactMove!(s, 1, m, 1)).toEqual(m)
  })

  it('N31/NQ16 with showLaidCount: false: every select of the other seat reads the same, whichever card', () => {
    const s = table({ config: { players: 2, options: { showLaidCount: false } }, guide: 0, phase: { p: 'call', seat: 0, picks: [] }, hands: [['ST01', 'ST02', 'RE01'], ['CA08']] })
    const texts = ['ST01', 'ST02', 'RE01'].map((id) => nagaraja.redactMove!(s, 0, { t: 'select', card: card(id) }, 1))
    expect(new Set(texts.map((x) => JSON.stringify(x))).size).toBe(1)
    const laid = play(play(s, 0, { t: 'select', card: card('ST01') }), 0, { t: 'lay' })
    expect(nagaraja.view(laid, 1).laidCounts[0]).toBeNull()
    expect(nagaraja.redactMove!(play(s, 0, { t: 'select', card: card('ST01') }), 0, { t: 'lay' }, 1)).toEqual({ t: 'lay' })
  })

  it('N16/N17: "the card is ST09" is redacted when the other seat draws; the drawing seat sees it', () => {
    const s = { ...table({ hands: [['RE01'], ['CA01']] }), queue: [{ q: 'draw' as const, seat: 1, give: false }] }
    const m = { t: 'card', card: card('ST09') } as const
    expect(nagaraja.redactMove!(s, CHANCE, m, 0)).toEqual({ redacted: true, kind: 'draw', text: 'seat 1 draws a card' })
    expect(isRedacted(nagaraja.redactMove!(s, CHANCE, m, 'spectator'))).toBe(true)
    expect(nagaraja.redactMove!(s, CHANCE, m, 1)).toEqual(m)
    // N47: the three Renewal cards are the guide's alone
    const g = { ...table({ phase: { p: 'give', seat: 0, drawn: [] } }), queue: [{ q: 'draw' as const, seat: 0, give: true }] }
    expect(isRedacted(nagaraja.redactMove!(g, CHANCE, m, 1))).toBe(true)
    expect(nagaraja.redactMove!(g, CHANCE, m, 0)).toEqual(m)
  })

  it('N52: "the relic is sacred 4" after seat 0\'s peek is redacted for seat 1 and the spectator', () => {
    let s = table({ hands: [['RE01'], []], sticks: [[NAGA_W], []] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RE01') })
    s = play(s, 0, { t: 'pickRelic', temple: 1, place: 0 })
    const m = { t: 'relic', kind: relicKind(false, 4) } as const
    expect(nagaraja.redactMove!(s, CHANCE, m, 1)).toEqual({ redacted: true, kind: 'peek', text: "seat 0 looks at the relic at hiding place 0 of seat 1's temple" })
    expect(isRedacted(nagaraja.redactMove!(s, CHANCE, m, 'spectator'))).toBe(true)
    expect(nagaraja.redactMove!(s, CHANCE, m, 0)).toEqual(m)
  })

  it('N14: "the amulet is vp2" is redacted for the other seat and the spectator', () => {
    const s = { ...table(), queue: [{ q: 'amulet' as const, seat: 0 }] }
    const m = { t: 'amulet', kind: amuletKind('vp2') } as const
    expect(nagaraja.redactMove!(s, CHANCE, m, 1)).toEqual({ redacted: true, kind: 'amulet', text: 'seat 0 collects an amulet' })
    expect(isRedacted(nagaraja.redactMove!(s, CHANCE, m, 'spectator'))).toBe(true)
    expect(nagaraja.redactMove!(s, CHANCE, m, 0)).toEqual(m)
  })

  it('N58: the card taken secretly from the discard pile is redacted; the taker sees the pile as a reveal', () => {
    let s = table({ hands: [['CA01'], []], sticks: [[NAGA_W], []], discard: ['ST01', 'RE03', 'RO01'] })
    const before = s
    s = play(s, 0, { t: 'activate', stick: 0, card: card('CA01') })
    expect(nagaraja.revealed!(before, 0, { t: 'activate', stick: 0, card: card('CA01') }, s, 0)).toEqual(['the discard pile holds ST01, RE03, RO01'])
    expect(nagaraja.revealed!(before, 0, { t: 'activate', stick: 0, card: card('CA01') }, s, 1)).toEqual([])
    const m = { t: 'take', card: card('RE03') } as const
    expect(nagaraja.redactMove!(s, 0, m, 1)).toEqual({ redacted: true, kind: 'take', text: 'takes a card from the discard pile' })
    expect(isRedacted(nagaraja.redactMove!(s, 0, m, 'spectator'))).toBe(true)
    expect(nagaraja.redactMove!(s, 0, m, 0)).toEqual(m)
  })

  it('N47: the card given is known to both players, not to a spectator', () => {
    const s = table({ phase: { p: 'give', seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] } })
    const m = { t: 'give', card: card('ST02') } as const
    expect(nagaraja.redactMove!(s, 0, m, 1)).toEqual(m)
    expect(nagaraja.redactMove!(s, 0, m, 'spectator')).toEqual({ redacted: true, kind: 'give', text: 'gives a card to the other player' })
  })

  it('N34: the Call of Fate turns both selections up — `revealed` names them for every viewer that had not seen them', () => {
    let s = table({ guide: 0, phase: { p: 'call', seat: 0, picks: [] }, hands: [['ST01', 'RE01'], ['CA08', 'RO01']] })
    s = play(play(s, 0, { t: 'select', card: card('ST01') }), 0, { t: 'lay' })
    s = play(s, 1, { t: 'select', card: card('CA08') })
    const after = play(s, 1, { t: 'lay' })
    expect(nagaraja.revealed!(s, 1, { t: 'lay' }, after, 0)).toEqual(['seat 1 selected CA08'])
    expect(nagaraja.revealed!(s, 1, { t: 'lay' }, after, 1)).toEqual(['seat 0 selected ST01'])
    expect(nagaraja.revealed!(s, 1, { t: 'lay' }, after, 'spectator')).toEqual(['seat 0 selected ST01', 'seat 1 selected CA08'])
  })

  it('N13/N52/N53: a relic one seat had peeked at, moved face-up by a swap, is a reveal for the other seat and the spectator only', () => {
    const S3 = relicKind(false, 3)
    const S4 = relicKind(false, 4)
    const S5 = relicKind(false, 5)
    const C6 = relicKind(true, 6)
    let s = table({ hands: [['RE11'], []], sticks: [[NAGA_W], []] })
    // temple 1: crosses down the left column connect hiding places 0 (far) and 3, 4, 5 (left side)
    s = withRooms(s, 1, { 0: room('cross'), 3: room('cross'), 6: room('cross') })
    s = withRelics(s, 1, [S3, S4, -1, S5, S5, C6, -1, -1, -1], [true, false, false, true, true, true, false, false, false])
    s = { ...s, temples: s.temples.map((t, i) => (i === 1 ? { ...t, known: t.known.map((k, j) => (j === 1 ? 1 : k)) } : t)) }
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RE11') })
    const m = { t: 'swapRelics', temple: 1, a: 0, b: 1 } as const
    const after = play(s, 0, m)
    expect(after.temples[1]!.up[0]).toBe(true)
    expect(nagaraja.revealed!(s, 0, m, after, 1)).toEqual(["the relic at hiding place 0 of seat 1's temple is sacred 4"])
    expect(nagaraja.revealed!(s, 0, m, after, 'spectator')).toEqual(["the relic at hiding place 0 of seat 1's temple is sacred 4"])
    expect(nagaraja.revealed!(s, 0, m, after, 0)).toEqual([])
  })

  it('N15/N61: per-seat scores leave out the other seat\'s face-down VP amulets until the end; game.scores is the full truth', () => {
    const s = table({ amulets: [['vp1'], ['vp2']] })
    expect(nagaraja.scores(s)).toEqual([1, 2])
    expect(nagaraja.view(s, 0).scores).toEqual([1, 0])
    expect(nagaraja.view(s, 1).scores).toEqual([0, 2])
    expect(nagaraja.view(s, 'spectator').scores).toEqual([0, 0])
    expect(nagaraja.view(s, 0).scoreBreakdown).toEqual([{ relics: 0, amulets: 1 }, { relics: 0, amulets: 0 }])
    const ended = { ...s, end: { winner: 1, reason: 'test' } }
    expect(nagaraja.view(ended, 'spectator').scores).toEqual([1, 2])
    // the end turns every held amulet up
    expect(nagaraja.revealed!(s, 0, { t: 'pass' }, ended, 0)).toEqual(['seat 1 held the amulets vp2'])
    expect(nagaraja.revealed!(s, 0, { t: 'pass' }, ended, 'spectator')).toEqual(['seat 0 held the amulets vp1', 'seat 1 held the amulets vp2'])
  })

  it('legalMovesFromView is the contract member and equals legalMoves for every acting seat of random games', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.constantFrom({}, { showLaidCount: false }, { allowNoEffect: false }), (n, options) => {
        for (const s of statesOf(`lv${n}`, 2, options)) {
          for (const a of nagaraja.actors(s)) {
            if (a === CHANCE) continue
            expect(canonicalJson(nagaraja.legalMovesFromView!(nagaraja.view(s, a), a))).toBe(canonicalJson(nagaraja.legalMoves(s, a)))
          }
        }
      }),
      { numRuns: 6 }
    )
  })

  it('non-interference: redacted moves and reveals do not change when only what the viewer may not know changes (resampleHidden)', () => {
    // The quick tier: two games; the deep tier (./view.deep.test.ts) plays many more.
    const { redactions, reveals } = nonInterference({ games: [['li1', {}], ['li2', { showLaidCount: false }]] })
    expect(redactions).toBeGreaterThan(25)
    expect(reveals).toBeGreaterThan(2)
  })

  it('N26, N35, N41: a throw resolved at once (the last stick before a skipped Clash, the last first-guide stick) stays in the view; outcomes the view cannot tell apart give one log entry', () => {
    let resolvedThrows = 0
    let guideThrows = 0
    for (const seed of ['thr1', 'thr2', 'thr3']) {
      const r = randomPlayout(nagaraja, { players: 2 }, seed)
      if (r._tag === 'Left') throw new Error(r.left.message)
      let s = ok(nagaraja.setup({ players: 2 }, seed))
      for (const [index, { actor, move }] of r.right.transcript.moves.entries()) {
        const head = s.queue[0]
        if (actor === CHANCE && move.t === 'face' && head !== undefined) {
          const outcomes = nagaraja.chanceOutcomes(s).map((o) => ({ m: o.move, next: ok(nagaraja.apply(s, CHANCE, o.move)) }))
          // the outcomes after which the Clash is skipped and the room awarded (N37, N41): the sticks are back in the supply (N42)
          const resolved = head.q === 'roll' ? outcomes.filter((o) => o.next.players.every((p) => p.sticks.length === 0)) : []
          if (head.q === 'roll' && resolved.length > 0) {
            resolvedThrows++
            const seen = new Set(resolved.map((o) => canonicalJson(nagaraja.view(o.next, 1 - head.seat).lastSticks)))
            expect(seen.size).toBe(resolved.length)
          }
          if (head.q === 'guide') guideThrows++
          for (const viewer of [0, 1, 'spectator'] as const) {
            const byView = new Map<string, string>()
            for (const o of outcomes) {
              const v = canonicalJson(nagaraja.view(o.next, viewer))
              const e = canonicalJson(logEntry(nagaraja, s, CHANCE, o.m, o.next, viewer, index))
              const prev = byView.get(v)
              if (prev !== undefined) expect(e).toBe(prev)
              byView.set(v, e)
            }
          }
        }
        s = ok(nagaraja.apply(s, actor, move))
      }
    }
    expect(resolvedThrows).toBeGreaterThan(0)
    expect(guideThrows).toBeGreaterThan(0)
  })

  it('N26: a first-guide throw is logged redacted, and its fate is revealed to everyone from the view', () => {
    const s = ok(nagaraja.setup({ players: 2 }, 'guide-log'))
    expect(s.queue[0]?.q).toBe('guide')
    const outcomes = nagaraja.chanceOutcomes(s)
    const fates = new Set<string>()
    for (const o of outcomes) {
      const after = ok(nagaraja.apply(s, CHANCE, o.move))
      const shown = nagaraja.redactMove!(s, CHANCE, o.move, 0)
      expect(isRedacted(shown)).toBe(true)
      const texts = nagaraja.revealed!(s, CHANCE, o.move, after, 'spectator')
      expect(texts).toHaveLength(1)
      fates.add(texts[0] ?? '')
    }
    expect(fates.size).toBeGreaterThan(1)
  })
})
