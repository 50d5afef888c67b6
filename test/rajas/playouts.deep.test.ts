import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./playout-runs.ts', import.meta.url)

describe('random games with invariants at every step, deep tier', () => {
  for (const from of [0, 60]) it(`games ${from} to ${from + deepGames(60) - 1} (2, 3 and 4 players) end with an outcome; every invariant holds`, () => inChild(runs, 'checkedGames', { from, count: deepGames(60) }))
})
