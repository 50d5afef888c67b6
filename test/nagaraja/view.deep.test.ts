import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./view-runs.ts', import.meta.url)

describe('Nagaraja per-seat information, deep tier', () => {
  for (const prefix of ['li-a', 'li-b']) {
    it(`non-interference of log entries over ${deepGames(6)} random games (seeds ${prefix}0…)`, () => inChild(runs, 'manyGames', { prefix, games: deepGames(6) }))
  }
})
