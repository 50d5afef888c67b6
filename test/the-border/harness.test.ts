import { describe, it } from 'vitest'
import { byPlayers, withOptions } from './harness-runs.js'

// The quick tier: a game per case. The deep tier (./harness.deep.test.ts) plays many more.
describe('The Border under the random-playout harness', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players, default options: every harness check and the game invariants`, () => byPlayers({ runs: 1, seed: 20260126 + players, players }))
  }
  it('rule options (DQ3 chaining, DQ7 unit, DQ10 tie-break, D35 announce), fixed first players and sheet assignments', () => withOptions({ runs: 2, seed: 7 }))
})
