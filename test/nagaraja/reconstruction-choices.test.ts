/**
 * The Nagaraja reconstruction choices of the end-reason study (issue 33, scripts/nagaraja-choices.ts):
 * each is a valid component set within the known facts, differs from the bundled set only where it
 * says, and the trap reading's test (N57, NQ10, NQ12) sees exactly a temple filled by the trap.
 */
import { describe, expect, it } from 'vitest'
import { bundledComponents, componentProblems, nagaraja, type NagarajaComponents } from '../../src/games/nagaraja/index.js'
import { nagarajaChoices, trapFull } from '../../scripts/nagaraja-choices.js'
import { fresh, room, withRooms } from './helpers.js'

const choice = (name: string): NagarajaComponents => {
  const c = nagarajaChoices.find((x) => x.name === name)
  if (c === undefined) throw new Error(`no choice ${name}`)
  return c.components
}
const sacredValues = (c: NagarajaComponents): number[] => c.relics.filter((r) => !r.cursed).flatMap((r) => Array.from({ length: r.count }, () => r.value))
const vpValues = (c: NagarajaComponents): number[] => c.amulets.filter((a) => a.effect === 'vp').flatMap((a) => Array.from({ length: a.count }, () => a.value))
const nagaFaces = (c: NagarajaComponents): number =>
  c.cards.reduce((a, x) => a + (['brown', 'white', 'green'] as const).reduce((b, k) => b + x.sticks[k] * (c.sticks.find((s) => s.colour === k)?.faces.filter((f) => f.naga).length ?? 0), 0), 0)

describe('Nagaraja reconstruction choices (issue 33)', () => {
  it('every choice passes the component checks (N3–N10, NX1–NX4) and sets up a game; the bundled one is the bundled set', () => {
    expect(nagarajaChoices[0]?.name).toBe('bundled')
    expect(nagarajaChoices[0]?.components).toBe(bundledComponents)
    for (const c of nagarajaChoices) {
      expect(componentProblems(c.components), c.name).toEqual([])
      expect(nagaraja.setup({ players: 2, components: c.components }, `choice-${c.name}`)._tag, c.name).toBe('Right')
    }
    expect(new Set(nagarajaChoices.map((c) => c.name)).size).toBe(nagarajaChoices.length)
  })

  it('each choice changes only its own group of reconstructed data, within the known ranges (N4, N61, NX4)', () => {
    const same = (c: NagarajaComponents, keys: readonly (keyof NagarajaComponents)[]) => {
      for (const k of keys) expect(c[k], k).toEqual(bundledComponents[k])
    }
    expect(sacredValues(bundledComponents)).toEqual([3, 3, 4, 4, 5, 5])
    expect(sacredValues(choice('sacred-3'))).toEqual([3, 3, 3, 3, 3, 3])
    expect(sacredValues(choice('sacred-5'))).toEqual([5, 5, 5, 5, 5, 5])
    same(choice('sacred-5'), ['temple', 'sticks', 'cards', 'rooms', 'amulets'])
    expect(vpValues(choice('amulets-2-3')).sort()).toEqual([2, 2, 2, 3, 3, 3])
    same(choice('amulets-2-3'), ['temple', 'sticks', 'cards', 'rooms', 'relics'])
    same(choice('sticks-fate'), ['temple', 'sticks', 'rooms', 'amulets', 'relics'])
    const both = choice('sacred-5+amulets-2-3')
    expect([sacredValues(both), vpValues(both).sort()]).toEqual([[5, 5, 5, 5, 5, 5], [2, 2, 2, 3, 3, 3]])
    // N4: the cursed relics are printed (6 VP, 3 of them) and never change
    for (const c of nagarajaChoices) expect(c.components.relics.filter((r) => r.cursed)).toEqual(bundledComponents.relics.filter((r) => r.cursed))
  })

  it('sticks-fate keeps the example cards (NX1–NX3, CA09) and every card\'s stick total, and throws fewer Naga faces', () => {
    const fate = choice('sticks-fate')
    for (const id of ['RE10', 'CA09', 'ST03', 'ST04', 'ST01']) expect(fate.cards.find((x) => x.id === id)).toEqual(bundledComponents.cards.find((x) => x.id === id))
    fate.cards.forEach((x, i) => {
      const b = bundledComponents.cards[i]
      expect(x.sticks.brown + x.sticks.white + x.sticks.green).toBe((b?.sticks.brown ?? 0) + (b?.sticks.white ?? 0) + (b?.sticks.green ?? 0))
    })
    expect(nagaFaces(fate)).toBeLessThan(nagaFaces(bundledComponents))
  })

  it('trapFull: a temple holding the trap and 8 rooms is full (NQ10, NQ12); 8 rooms without the trap, or the trap with 7 rooms, is not', () => {
    const eight = Object.fromEntries([0, 1, 2, 3, 4, 5, 6, 7].map((i) => [i, room('cross')]))
    expect(trapFull(fresh())).toBe(false)
    expect(trapFull(withRooms(fresh(), 1, eight, 8))).toBe(true)
    expect(trapFull(withRooms(fresh(), 0, eight))).toBe(false)
    const seven = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((i) => [i, room('cross')]))
    expect(trapFull(withRooms(fresh(), 0, seven, 8))).toBe(false)
  })
})
