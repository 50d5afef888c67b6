import { describe, expect, it } from 'vitest'
import { measured, printed } from './claims-runs.js'

// Issue 30, finding 10: the page's figures come from runs. The quick tier checks the cheap row;
// the deep tier (./claims.deep.test.ts) the other greedy-vs-random rows.
describe('docs/bots.md: claims from runs', () => {
  it('Nagaraja, greedy vs random, 100 games: the study gives the figure the page prints', () => {
    const row = { game: 'nagaraja', players: 2, match: 'greedy vs random', games: 100 }
    expect(measured(row)).toBe(printed(row))
  })
})
