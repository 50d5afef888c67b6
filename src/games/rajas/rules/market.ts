/**
 * The market (R72–R77): which markets a market step may still score.
 * @module
 */
import type { RajasMove } from '../moves.js'
import type { RajasState, TaskOf } from '../state.js'
import { compsFor, player } from './common.js'
import { marketsOf, type PlacedMarket } from './province.js'

/** Candidate markets of a market step (R74, R75), as indices into `marketsOf`. */
export const marketCandidates = (s: RajasState, task: TaskOf<'market'>): number[] => {
  const p = player(s, task.s)
  const all = marketsOf(compsFor(s, p), p.grid)
  const picked = task.list
  if (picked.length >= task.n) return []
  const out: number[] = []
  if (task.m === 'v') {
    // R74: one market per goods; the goods already scored as bits (loops, no Set or filter: speed only)
    let used = 0
    for (let j = 0; j < all.length; j++) {
      const x = all[j] as PlacedMarket
      if (picked.includes(x.cell * 2 + x.m)) used |= 1 << x.good
    }
    for (let j = 0; j < all.length; j++) if ((used & (1 << (all[j] as PlacedMarket).good)) === 0) out.push(j)
  } else {
    for (let j = 0; j < all.length; j++) {
      const x = all[j] as PlacedMarket
      if (x.good === task.i && !picked.includes(x.cell * 2 + x.m)) out.push(j)
    }
  }
  return out
}

/** The goods of which seat has at least one visible market (R75), in order. */
export const goodsPresent = (s: RajasState, seat: number): number[] => {
  const p = player(s, seat)
  const all = marketsOf(compsFor(s, p), p.grid)
  let present = 0 // the goods seen, as bits (no Set: speed only)
  for (let j = 0; j < all.length; j++) present |= 1 << (all[j] as PlacedMarket).good
  const out: number[] = []
  for (let g = 0; g < 3; g++) if ((present & (1 << g)) !== 0) out.push(g)
  return out
}


/**
 * Is `m` one of the moves of a market step (R74, R75): a goods present while they are chosen, then
 * a candidate market or `done`? Tried on the one move (speed only: the same answer as searching
 * the listed moves, test/rajas/rules/accepts.test.ts).
 */
export const marketAccepts = (s: RajasState, task: TaskOf<'market'>, m: RajasMove): boolean => {
  if (task.m === 's' && task.i < 0) return m.t === 'good' && goodsPresent(s, task.s).indexOf(m.g) >= 0
  if (m.t === 'done') return true
  if (m.t !== 'market') return false
  const p = player(s, task.s)
  const all = marketsOf(compsFor(s, p), p.grid)
  for (const j of marketCandidates(s, task)) if (all[j]?.cell === m.cell && all[j]?.m === m.m) return true
  return false
}
