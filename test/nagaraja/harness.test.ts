import { describe, it } from 'vitest'
import { customComponents, dense, sparse } from './harness-runs.js'

// The quick tier: a few games. The deep tier (./harness.deep.test.ts) plays many more.
describe('nagaraja: the shared harness', () => {
  it('a random game passes every harness check (dense checks), with invariants and the resampler', () => dense({ runs: 1, seed: 1 }))
  it('random games pass the harness (sparse expensive checks; invariants, end and replay every game)', () => sparse({ runs: 2, seed: 2 }))
  it('a game with a user-supplied component set (other brown faces and rooms) passes the harness too', () => customComponents({ runs: 1, seed: 3 }))
})
