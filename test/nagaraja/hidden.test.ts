import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { canonicalJson, CHANCE, sampler } from '../../src/core/index.js'
import { legalMovesFromView, nagaraja, resampleHidden } from '../../src/games/nagaraja/index.js'
import { card, chance, NAGA_W, play, relicKind, statesOf, table } from './helpers.js'
import { invariants } from './invariants.js'

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
