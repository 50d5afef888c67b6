import { describe, expect, it } from 'vitest'
import { checkedGames } from './playout-runs.js'

// The quick tier: 12 games; the deep tier (./playouts.deep.test.ts) plays 120.
describe('random games with invariants at every step', () => {
  it('12 games (4 each for 2, 3, 4 players) end with an outcome; dice, tiles, fame, money, karma, levels, workers, boats and roads stay valid', () => {
    expect(checkedGames({ from: 0, count: 12 })).toBeGreaterThan(100)
  })
})
