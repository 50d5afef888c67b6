import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { nagaraja, resampleHidden } from '../../src/games/nagaraja/index.js'
import { invariants } from './invariants.js'

const configs = fc.constantFrom(
  { players: 2 },
  { players: 2, options: { capSticks: true } },
  { players: 2, options: { curse: 'cumulative', emptyStackTie: 'last-placer' } },
  { players: 2, options: { showLaidCount: false, allowNoEffect: false, amuletsOnLaterRooms: false } }
)

describe('nagaraja: the shared harness', () => {
  it('random games pass every harness check (dense checks), with invariants and the resampler', () => {
    runHarness({ game: nagaraja, config: configs, runs: 16, maxSteps: 5000, maxLegalMoves: 300, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 5, seed: 1 })
  }, 120_000)

  it('many more random games pass the harness (sparse expensive checks; invariants, end and replay every game)', () => {
    runHarness({ game: nagaraja, config: configs, runs: 150, maxSteps: 5000, maxLegalMoves: 300, resampleHidden, invariants: (s, prev) => invariants(s, prev), checkEvery: 101, seed: 2 })
  }, 120_000)
})
