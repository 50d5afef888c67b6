import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { nagaraja, resampleHidden } from '../../src/games/nagaraja/index.js'
import { invariants } from './invariants.js'

describe('nagaraja: the shared harness', () => {
  it('random games pass every harness check with invariants and the resampler', () => {
    runHarness({
      game: nagaraja,
      config: fc.constantFrom({ players: 2 }, { players: 2, options: { capSticks: true } }, { players: 2, options: { curse: 'cumulative', emptyStackTie: 'last-placer' } }),
      runs: 40,
      maxSteps: 5000,
      maxLegalMoves: 300,
      resampleHidden,
      invariants: (s, prev) => invariants(s, prev),
      checkEvery: 7,
      seed: 1
    })
  }, 120_000)
})
