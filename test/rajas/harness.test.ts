import { describe, it } from 'vitest'
import { base } from './harness-runs.js'

// The quick tier: a few games. The deep tier (./harness.deep.test.ts) plays many more.
describe('rajas harness', () => {
  it('random games for 2, 3 and 4 players pass the shared harness with the game invariants', () => base({ runs: 3, seed: 1 }))
})
