import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { theBorder, type BorderConfig, type BorderState } from '../../src/games/the-border/index.js'
import { borderInvariants } from './invariants.js'

describe('The Border under the random-playout harness', () => {
  it('2, 3 and 4 players, default options: every harness check and the game invariants', () => {
    runHarness({
      game: theBorder,
      config: fc.constantFrom<BorderConfig>({ players: 2 }, { players: 3 }, { players: 4 }),
      runs: 30,
      maxSteps: 3000,
      maxLegalMoves: 100,
      resampleHidden: (s: BorderState) => ({ ...s, rng: { ...s.rng, c: (s.rng.c + 1) % 2 } }),
      invariants: borderInvariants,
      checkEvery: 10,
      seed: 20260126
    })
  }, 120_000)

  it('rule options (DQ3 chaining off, DQ7 round unit, DQ10 scored tie-break) and fixed first players', () => {
    runHarness({
      game: theBorder,
      config: fc.record({
        players: fc.integer({ min: 2, max: 4 }),
        options: fc.record({
          passiveChaining: fc.boolean(),
          firstCompletion: fc.constantFrom<'action' | 'round'>('action', 'round'),
          tieBreak: fc.constantFrom<'printedValue' | 'scoredValue'>('printedValue', 'scoredValue'),
          tieBreakCascade: fc.boolean()
        })
      }).chain((c) => fc.record({ players: fc.constant(c.players), options: fc.constant(c.options), firstPlayer: fc.integer({ min: 0, max: c.players - 1 }), sheets: fc.shuffledSubarray([0, 1, 2, 3], { minLength: c.players, maxLength: c.players }) })),
      runs: 15,
      maxSteps: 3000,
      maxLegalMoves: 100,
      resampleHidden: (s: BorderState) => ({ ...s, rng: { ...s.rng, s0: s.rng.s0 / 2 } }),
      invariants: borderInvariants,
      checkEvery: 13,
      seed: 7
    })
  }, 120_000)
})
