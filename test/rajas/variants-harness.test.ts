import { describe, it } from 'vitest'
import { variants, variantsWithOptions } from './harness-runs.js'

// The quick tier: a few games. The deep tier (./harness.deep.test.ts) plays many more.
describe('rajas variants harness (R133–R149)', () => {
  it('random games of variant combinations and player counts pass the shared harness; income and river tiles are conserved', () => variants({ runs: 3, seed: 1 }))
})

describe('rajas variants with the rule options (A1–A19)', () => {
  it('variants combined with rule option values keep the game sound', () => variantsWithOptions({ runs: 1, seed: 2 }))
})
