import { describe, it } from 'vitest'
import { inChild } from '../support/child.js'
import { deepGames } from '../support/depth.js'

// The deep tier (TABLETOP_TEST_DEPTH=deep): many games, in child processes (see ../support/child.ts).
const runs = new URL('./harness-runs.ts', import.meta.url)

describe('nagaraja: the shared harness, deep tier', () => {
  for (const seed of [1, 11, 21]) it(`${deepGames(4)} random games (seed ${seed}) pass every harness check (dense checks)`, () => inChild(runs, 'dense', { runs: deepGames(4), seed }))
  for (const seed of [2, 12, 22, 32]) it(`${deepGames(25)} random games (seed ${seed}) pass the harness (sparse expensive checks)`, () => inChild(runs, 'sparse', { runs: deepGames(25), seed }))
  it(`${deepGames(6)} games with a user-supplied component set pass the harness`, () => inChild(runs, 'customComponents', { runs: deepGames(6), seed: 3 }))
})
