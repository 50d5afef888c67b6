/**
 * Nagaraja's runs of the shared harness, by amount of work (`Work`: games and seed): the quick
 * tier calls them with a few games (./harness.test.ts), the deep tier with many, in child
 * processes (./harness.deep.test.ts).
 * @module
 */
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import type { Work } from '../support/child.js'
import { bundledComponents, nagaraja, resampleHidden, type NagarajaComponents } from '../../src/games/nagaraja/index.js'
import { invariants } from './invariants.js'

const configs = fc.constantFrom(
  { players: 2 },
  { players: 2, options: { capSticks: true } },
  { players: 2, options: { curse: 'cumulative', emptyStackTie: 'last-placer' } },
  { players: 2, options: { showLaidCount: false, allowNoEffect: false, amuletsOnLaterRooms: false } }
)

/** Every harness check at every 5th step, with the invariants and the resampler. */
export const dense = ({ runs, seed }: Work): void =>
  runHarness({ game: nagaraja, config: configs, runs, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 5, seed })

/** The expensive checks sparsely (every 101st step); invariants, the end and the replay of every game. */
export const sparse = ({ runs, seed }: Work): void =>
  runHarness({ game: nagaraja, config: configs, runs, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 101, seed })

/** Games with a user-supplied component set (other brown faces and rooms). */
export const customComponents = ({ runs, seed }: Work): void => {
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
  runHarness({ game: nagaraja, config: fc.constant({ players: 2, components: custom }), runs, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 23, seed })
}
