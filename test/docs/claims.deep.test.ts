import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): longer studies, in child processes (see ../support/child.ts).
const runs = new URL('./claims-runs.ts', import.meta.url)

describe('docs/bots.md: claims from runs, deep tier', () => {
  for (const game of ['the-border', 'rajas']) {
    it(`${game}, greedy vs random, 100 games: the study gives the figure the page prints`, () => inChild(runs, 'sameAsPrinted', { game, players: 2, match: 'greedy vs random', games: 100 }))
  }
})
