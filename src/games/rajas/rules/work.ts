/**
 * One working copy per `apply` (issue 31, speed only): the state a move's chain of steps is
 * resolved on. `s` is a state built in this call and seen by nobody yet; the queue, the player list
 * and each player are copied on their first write within the step (copy-on-write) and then written
 * in place, so a chain of automatic steps costs one copy of each instead of one per step. What this
 * call copied is remembered by identity: a step resolved by the immutable rules (which build a new
 * state) hands back objects that are not in this record, and they are copied again before any write.
 * Nothing here outlives the call: the state is returned as plain JSON, and no array or player that
 * an earlier state holds is ever written.
 * @module
 */
import type { Player, RajasState, Task } from '../state.js'
import { copyPlayer, copyState, type Fresh } from './common.js'

/** A player being built in this call. */
export type FreshPlayer = { -readonly [K in keyof Player]: Player[K] }

/** The working copy of one `apply`. */
export interface Work {
  /** The state being built (a fresh object: its own fields may be written). */
  s: Fresh
  /** The queue copied in this call (`s.tasks` may be written while it is this array). */
  tasks: Task[] | undefined
  /** The player list copied in this call. */
  p: Player[] | undefined
  /** The players copied in this call, by seat (valid while `s.p` is `p`). */
  own: (Player | undefined)[]
}

/**
 * A working copy of `s`: `s` itself when the rules built it in this call (`s !== from`), else a
 * shallow copy (setup, or a step that changed nothing).
 */
export const work = (s: RajasState, from?: RajasState): Work => ({
  s: (from !== undefined && s !== from ? s : copyState(s, s.tasks, s.p)) as Fresh,
  tasks: undefined,
  p: undefined,
  own: []
})

/** The queue, writable (copied on its first write in this call). */
export const ownTasks = (w: Work): Task[] => {
  if (w.tasks !== w.s.tasks || w.tasks === undefined) {
    w.tasks = w.s.tasks.slice()
    w.s.tasks = w.tasks
  }
  return w.tasks
}

/** Drops the head step (R-less bookkeeping: `rest`). */
export const shift = (w: Work): void => {
  if (w.tasks === w.s.tasks && w.tasks !== undefined) w.tasks.shift()
  else {
    w.tasks = w.s.tasks.slice(1)
    w.s.tasks = w.tasks
  }
}

/** Replaces the head step by `tasks` (`replaceHead`). */
export const replaceHeadIn = (w: Work, tasks: readonly Task[]): void => {
  const q = ownTasks(w)
  if (tasks.length === 1) q[0] = tasks[0] as Task
  else q.splice(0, 1, ...tasks)
}

/** Player `i`, writable (the list and the player copied on their first write in this call). */
export const ownPlayer = (w: Work, i: number): FreshPlayer => {
  if (w.p !== w.s.p || w.p === undefined) {
    w.p = w.s.p.slice()
    w.s.p = w.p
    w.own = []
  }
  const q = w.p[i] as Player
  if (w.own[i] === q) return q as FreshPlayer
  const c = copyPlayer(q)
  w.p[i] = c
  w.own[i] = c
  return c as FreshPlayer
}
