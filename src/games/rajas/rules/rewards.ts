/**
 * Rewards of river spaces, special incomes, income tiles and track bonuses (R97–R109) as steps.
 * @module
 */
import type { Reward } from '../components/types.js'
import { WORKER_BIT, type RajasState, type Task } from '../state.js'
import { compsFor, player, upgradesMade } from './common.js'
import { chamberReward } from './palace.js'
import { marketsOf } from './province.js'
import type { Derived } from '../components/derived.js'

/** Bend masks: two adjacent edges joined (N+E, E+S, S+W, W+N). */
const BENDS: ReadonlySet<number> = new Set([3, 6, 12, 9])

/** Counts over the visible tiles of a grid (R138): tiles with a market, buildings, road bends. */
const gridCounts = (d: Derived, grid: readonly number[]): { marketTiles: number; buildings: number; bends: number } => {
  let marketTiles = 0
  let buildings = 0
  let bends = 0
  for (const code of grid) {
    const tile = code >= 0 ? d.tiles[code >> 2] : undefined
    if (tile === undefined) continue
    if (tile.markets.length > 0) marketTiles++
    buildings += tile.buildings.length
    for (const g of tile.roads) if (BENDS.has(g)) bends++
  }
  return { marketTiles, buildings, bends }
}

/** Connected income spaces (A16): those holding an income tile (`tiles`), or all connected ones (`symbols`). */
export const connectedIncomeCount = (s: RajasState, seat: number): number => {
  const p = player(s, seat)
  const bySymbol = s.variant?.brownCount === 'symbols'
  let n = 0
  p.incomes.forEach((on, j) => {
    if (on && (bySymbol || (p.slots?.[j] ?? -1) >= 0)) n++
  })
  return n
}

/** Resolves a reward (river space, special income, income tile, track bonus) into tasks (R97–R109). */
export const rewardTasks = (s: RajasState, seat: number, r: Reward): Task[] => {
  const p = player(s, seat)
  switch (r.k) {
    case 'dice':
      return [{ k: 'gain', s: seat, n: r.n ?? 1, c: r.c ?? -1 }]
    case 'money':
      return [{ k: 'money', s: seat, n: r.n ?? 0 }]
    case 'fame':
      return [{ k: 'fame', s: seat, n: r.n ?? 0 }]
    case 'karma':
      return [{ k: 'karma', s: seat, n: r.n ?? 0 }]
    case 'upgrade':
      return [{ k: 'upgrade', s: seat }]
    case 'palace':
      return [{ k: 'palace', s: seat }]
    case 'dicePerKarma': // R101
      return [{ k: 'gain', s: seat, n: p.karma, c: r.c ?? -1 }]
    case 'moneyPerMarket': // R104
      return [{ k: 'money', s: seat, n: marketsOf(compsFor(s, p), p.grid).length }]
    case 'marketVarious': // R105
      return [{ k: 'market', s: seat, m: 'v', n: 3, i: -1, list: [], sum: 0 }]
    case 'marketSame': // R106
      return [{ k: 'market', s: seat, m: 's', n: r.n ?? 3, i: -1, list: [], sum: 0 }]
    case 'famePerUpgrade': // R107
      return [{ k: 'fame', s: seat, n: upgradesMade(p) }]
    case 'moneyPerUpgrade': // R108
      return [{ k: 'money', s: seat, n: 2 * upgradesMade(p) }]
    case 'famePerKarma': // R109
      return [{ k: 'fame', s: seat, n: 2 * p.karma }]
    case 'boat': // R95
      return [{ k: 'boat', s: seat, n: 0 }]
    case 'worker':
      return [{ k: 'worker', s: seat, i: r.n ?? WORKER_BIT.bridge }]
    case 'famePerMarketTile': // R138
      return [{ k: 'fame', s: seat, n: gridCounts(compsFor(s, p), p.grid).marketTiles }]
    case 'famePerRiver3': // R138: start space not counted, rounded down
      return [{ k: 'fame', s: seat, n: Math.floor(p.boat / 3) }]
    case 'moneyPerBuilding': // R138
      return [{ k: 'money', s: seat, n: gridCounts(compsFor(s, p), p.grid).buildings }]
    case 'moneyPerIncomeTile': // R138, A16
      return [{ k: 'money', s: seat, n: 2 * connectedIncomeCount(s, seat) }]
    case 'famePerBend': // R138
      return [{ k: 'fame', s: seat, n: 2 * gridCounts(compsFor(s, p), p.grid).bends }]
    case 'famePerWorker': // R138
      return [{ k: 'fame', s: seat, n: p.workers }]
    case 'riverMove': // R147: 1..n unoccupied spaces
      return [{ k: 'river', s: seat, n: r.n ?? 3 }]
    case 'chamber': // R147, R100, A11: the chamber shown, if it can be carried out; else the reward is lost.
      return chamberReward(s, seat, r.n ?? 2)
  }
}

