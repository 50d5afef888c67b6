/**
 * The market (R72–R77): which markets a market step may still score.
 * @module
 */
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

