/**
 * The river: counting unoccupied spaces (R91), moves (R90, R92–R95), the bridge worker (R94, R113).
 * @module
 */
import { WORKER_BIT, type RajasState, type Task } from '../state.js'
import type { Reward } from '../components/types.js'
import { boardSide, comps, player, withPlayer } from './common.js'

/** Index of the final river space. */
export const finalSpace = (s: RajasState): number => boardSide(s).river.spaces.length - 1

/** Is river space `pos` occupied by another player's boat (start and final never are, R91)? */
export const occupied = (s: RajasState, i: number, pos: number): boolean =>
  pos > 0 && pos < finalSpace(s) && s.p.some((q, j) => j !== i && q.boat === pos)

/** Where the boat of `i` stops after exactly `steps` unoccupied spaces, or -1 if it cannot (R91, R93). */
export const boatTarget = (s: RajasState, i: number, steps: number): number => {
  const fin = finalSpace(s)
  let pos = player(s, i).boat
  let count = 0
  while (count < steps) {
    pos++
    if (pos > fin) return -1
    if (!occupied(s, i, pos)) count++
  }
  return pos
}

/** The rewards of river space `pos`: a Ganga river tile's replace the printed ones (R145). */
export const spaceRewards = (s: RajasState, pos: number): readonly Reward[] => {
  const tile = s.rtiles?.[pos] ?? -1
  if (tile >= 0) return comps(s).c.riverTiles?.[tile]?.rewards ?? []
  return boardSide(s).river.spaces[pos] ?? []
}

/** Moves the boat of `i` to `to`, queueing the bridge worker (R94) and the space's reward (R92). */
export const moveBoat = (s: RajasState, i: number, to: number): RajasState => {
  const p = player(s, i)
  const bridge = boardSide(s).river.bridgeAfter
  const tasks: Task[] = []
  if (p.boat <= bridge && to > bridge && (p.inactive & WORKER_BIT.bridge) !== 0) tasks.push({ k: 'worker', s: i, i: WORKER_BIT.bridge })
  for (const r of spaceRewards(s, to)) tasks.push({ k: 'reward', s: i, r })
  const next = withPlayer(s, i, { boat: to })
  return { ...next, tasks: [...tasks, ...next.tasks] }
}

/** Can the Portuguese move the boat of `i` (R87, A10)? */
export const portugueseOk = (s: RajasState, i: number): boolean => {
  const to = boatTarget(s, i, 6)
  if (to < 0) return false
  return s.options.portuguese === 'exactSix' || finalSpace(s) - player(s, i).boat > 6
}
