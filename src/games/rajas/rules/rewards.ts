/**
 * Rewards of river spaces, special incomes, income tiles and track bonuses (R97–R109) as steps.
 * @module
 */
import type { Reward } from '../components/types.js'
import { WORKER_BIT, type State, type Task } from '../state.js'
import { compsFor, player, upgradesMade } from './common.js'
import { marketsOf } from './province.js'

/** Resolves a reward (river space, special income, income tile, track bonus) into tasks (R97–R109). */
export const rewardTasks = (s: State, seat: number, r: Reward): Task[] => {
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
  }
}

