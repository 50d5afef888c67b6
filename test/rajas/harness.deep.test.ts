import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./harness-runs.ts', import.meta.url)

describe('rajas harness, deep tier', () => {
  it(`${deepGames(16)} random games for 2, 3 and 4 players pass the shared harness`, () => inChild(runs, 'base', { runs: deepGames(16), seed: 101 }))
  for (const seed of [102, 103]) it(`${deepGames(12)} random games of the variant combinations (seed ${seed}) pass the shared harness`, () => inChild(runs, 'variants', { runs: deepGames(12), seed }))
  it(`${deepGames(10)} games of variants with rule option values keep the game sound`, () => inChild(runs, 'variantsWithOptions', { runs: deepGames(10), seed: 104 }))
  it(`${deepGames(8)} games with rule option values (A1–A15) keep the game sound`, () => inChild(runs, 'withOptions', { runs: deepGames(8), seed: 105 }))
})
