import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { bundledComponents, nagaraja, resampleHidden, type NagarajaComponents } from '../../src/games/nagaraja/index.js'
import { invariants } from './invariants.js'

const configs = fc.constantFrom(
  { players: 2 },
  { players: 2, options: { capSticks: true } },
  { players: 2, options: { curse: 'cumulative', emptyStackTie: 'last-placer' } },
  { players: 2, options: { showLaidCount: false, allowNoEffect: false, amuletsOnLaterRooms: false } }
)

describe('nagaraja: the shared harness', () => {
  it('random games pass every harness check (dense checks), with invariants and the resampler', () => {
    runHarness({ game: nagaraja, config: configs, runs: 12, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 5, seed: 1 })
  }, 120_000)

  it('many more random games pass the harness (sparse expensive checks; invariants, end and replay every game)', () => {
    runHarness({ game: nagaraja, config: configs, runs: 100, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 101, seed: 2 })
  }, 120_000)

  it('games with a user-supplied component set (other brown faces and rooms) pass the harness too', () => {
    const custom: NagarajaComponents = {
      ...JSON.parse(JSON.stringify(bundledComponents)),
      name: 'test-variant',
      sticks: bundledComponents.sticks.map((k) => (k.colour === 'brown' ? { ...k, faces: [1, 2, 3, 4].map((fate) => ({ fate, naga: false })) } : k)),
      rooms: [
        { kind: 'straight', count: 3, networks: ['NS'], provenance: 'reconstructed' },
        { kind: 'corner', count: 3, networks: ['NE'], provenance: 'reconstructed' },
        { kind: 'tee', count: 3, networks: ['NES'], provenance: 'reconstructed' },
        { kind: 'cross', count: 2, networks: ['NESW'], provenance: 'reconstructed' },
        { kind: 'corner-crypt', count: 3, networks: ['NE', 'SC'], provenance: 'reconstructed' },
        { kind: 'straight-crypt', count: 3, networks: ['NS', 'EC'], provenance: 'reconstructed' }
      ]
    }
    runHarness({ game: nagaraja, config: fc.constant({ players: 2, components: custom }), runs: 6, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 23, seed: 3 })
  }, 120_000)
})
