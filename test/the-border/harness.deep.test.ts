import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./harness-runs.ts', import.meta.url)

describe('The Border under the random-playout harness, deep tier', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players, ${deepGames(12)} games: every harness check and the game invariants`, () => inChild(runs, 'byPlayers', { runs: deepGames(12), seed: 20260126 + players, players }))
  }
  it(`rule options, fixed first players and sheet assignments: ${deepGames(15)} games`, () => inChild(runs, 'withOptions', { runs: deepGames(15), seed: 7 }))
})
