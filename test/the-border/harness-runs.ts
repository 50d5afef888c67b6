/**
 * The Border's runs of the shared harness, by amount of work (`Work`: games and seed): the quick
 * tier calls them with a few games (./harness.test.ts), the deep tier with many, in child
 * processes (./harness.deep.test.ts).
 * @module
 */
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import type { Work } from '../support/child.js'
import { theBorder, resampleHidden, type BorderConfig, type BorderState } from '../../src/games/the-border/index.js'
import { borderStateInvariants } from './invariants.js'

/** The generator and the other passive seats' pending Action 2 differ: the view must not change. */
const resample = (s: BorderState, seat: number, rand: () => number): BorderState => resampleHidden(s, seat, rand)

/** Default options for `players` players: every harness check (every 10th step) and the game invariants. */
export const byPlayers = ({ runs, seed, players }: Work & { readonly players: number }): void =>
  runHarness({ game: theBorder, config: fc.constant<BorderConfig>({ players }), runs, resampleHidden: resample, invariants: borderStateInvariants, checkEvery: 10, seed })

/** Rule options (DQ3 chaining, DQ7 unit, DQ10 tie-break, D35 announce), fixed first players and sheet assignments. */
export const withOptions = ({ runs, seed }: Work): void =>
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
    runs,
    resampleHidden: resample,
    invariants: borderStateInvariants,
    checkEvery: 13,
    seed
  })
