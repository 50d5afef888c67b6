/**
 * The market (R72–R77): which markets a market step may still score.
 * @module
 */
import type { RajasMove } from '../moves.js'
import type { RajasState, TaskOf } from '../state.js'
import { compsFor, player } from './common.js'
import { marketsOf } from './province.js'

/** Candidate markets of a market step (R74, R75), as indices into `marketsOf`. */
export const marketCandidates = (s: RajasState, task: TaskOf<'market'>): number[] => {
  const p = player(s, task.s)
  const all = marketsOf(compsFor(s, p), p.grid)
  const picked = task.list
  if (picked.length >= task.n) return []
  const key = (cell: number, m: number): number => cell * 2 + m
  const out: number[] = []
  if (task.m === 'v') {
    const goods = new Set(all.filter((x) => picked.includes(key(x.cell, x.m))).map((x) => x.good))
    all.forEach((x, j) => {
      if (!goods.has(x.good)) out.push(j)
    })
  } else {
    all.forEach((x, j) => {
      if (x.good === task.i && !picked.includes(key(x.cell, x.m))) out.push(j)
    })
  }
  return out
}

/** The goods of which seat has at least one visible market (R75). */
export const goodsPresent = (s: RajasState, seat: number): number[] => {
  const set = new Set(marketsOf(compsFor(s, player(s, seat)), player(s, seat).grid).map((x) => x.good))
  return [0, 1, 2].filter((g) => set.has(g))
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
