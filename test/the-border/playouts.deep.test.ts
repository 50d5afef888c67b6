import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./playout-runs.ts', import.meta.url)

describe('hundreds of random games, deep tier', () => {
  for (const from of [0, 150]) it(`games ${from} to ${from + deepGames(150) - 1} (2, 3 and 4 players): invariants hold every step; every game ends with a 6th area`, () => inChild(runs, 'checkedGames', { from, count: deepGames(150) }))
})
