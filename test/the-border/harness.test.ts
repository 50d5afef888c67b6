import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { theBorder, resampleHidden, type BorderConfig, type BorderState } from '../../src/games/the-border/index.js'
import { borderStateInvariants } from './invariants.js'

/** The generator and the other passive seats' pending Action 2 differ: the view must not change. */
const resample = (s: BorderState, seat: number, rand: () => number): BorderState => resampleHidden(s, seat, rand)

describe('The Border under the random-playout harness', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players, default options: every harness check and the game invariants`, () => {
      runHarness({
        game: theBorder,
        config: fc.constant<BorderConfig>({ players }),
        runs: 12,
        resampleHidden: resample,
        invariants: borderStateInvariants,
        checkEvery: 10,
        seed: 20260126 + players
      })
    }, 120_000)
  }

  it('rule options (DQ3 chaining, DQ7 unit, DQ10 tie-break, D35 announce), fixed first players and sheet assignments', () => {
    runHarness({
      game: theBorder,
      config: fc
        .record({
          players: fc.integer({ min: 2, max: 4 }),
          options: fc.record({
            passiveChaining: fc.boolean(),
            firstCompletion: fc.constantFrom<'action' | 'round'>('action', 'round'),
            tieBreak: fc.constantFrom<'printedValue' | 'scoredValue'>('printedValue', 'scoredValue'),
            tieBreakCascade: fc.boolean(),
            announce: fc.constantFrom<'atOnce' | 'endOfAction'>('atOnce', 'endOfAction')
          })
        })
        .chain((c) =>
          fc.record({
            players: fc.constant(c.players),
            options: fc.constant(c.options),
            firstPlayer: fc.integer({ min: 0, max: c.players - 1 }),
            sheets: fc.shuffledSubarray([0, 1, 2, 3], { minLength: c.players, maxLength: c.players })
          })
        ),
      runs: 15,
      resampleHidden: resample,
      invariants: borderStateInvariants,
      checkEvery: 13,
      seed: 7
    })
  }, 120_000)
})
