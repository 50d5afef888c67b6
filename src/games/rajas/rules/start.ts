/**
 * The end of setup: the first player (R21, A1) and the starting money (R22).
 * @module
 */
import type { RajasState } from '../state.js'
import { dieValue, front } from './common.js'

/** Setup end: the first player by lowest dice total (R21, A1). */
export const startGame = (s: RajasState): RajasState => {
  const totals = s.p.map((q) => q.dice.reduce((a, d) => a + dieValue(d), 0))
  const low = Math.min(...totals)
  const tied = totals.flatMap((t, i) => (t === low ? [i] : []))
  if (tied.length > 1 && s.options.firstPlayerTie === 'random') return front(s, [{ k: 'first', s: -1, list: tied }])
  return assignFirst(s, tied[0] ?? 0)
}

/** Makes `first` the first player, with starting money 3/4/5/6 in turn order (R22). */
export const assignFirst = (s: RajasState, first: number): RajasState => {
  const n = s.players
  return {
    ...s,
    first,
    turn: first,
    phase: 'play',
    p: s.p.map((q, i) => ({ ...q, money: 3 + ((i - first + n) % n) })),
    tasks: [{ k: 'place', s: first }, ...s.tasks]
  }
}

