import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./harness-runs.ts', import.meta.url)

describe('rajas harness, deep tier', () => {
  it('16 random games for 2, 3 and 4 players pass the shared harness', () => inChild(runs, 'base', { runs: 16, seed: 101 }))
  for (const seed of [102, 103]) it(`12 random games of every variant combination (seed ${seed}) pass the shared harness`, () => inChild(runs, 'variants', { runs: 12, seed }))
  it('10 games of variants with every rule option value keep the game sound', () => inChild(runs, 'variantsWithOptions', { runs: 10, seed: 104 }))
  it('8 games with every rule option value (A1–A15) keep the game sound', () => inChild(runs, 'withOptions', { runs: 8, seed: 105 }))
})
