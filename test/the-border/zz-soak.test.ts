import { it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { theBorder, type BorderState } from '../../src/games/the-border/index.js'
import { borderInvariants } from './invariants.js'
it('soak', () => {
  runHarness({ game: theBorder, config: fc.record({ players: fc.integer({ min: 2, max: 4 }), options: fc.record({ passiveChaining: fc.boolean() }) }), runs: 60, maxSteps: 3000, maxLegalMoves: 100,
    resampleHidden: (s: BorderState) => ({ ...s, rng: { ...s.rng, c: 0.5 } }), invariants: borderInvariants, checkEvery: 2, seed: 99 })
}, 600_000)
