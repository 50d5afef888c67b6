/**
 * Transpositions of the search tree (`MctsOptions.commutes`): the key of a node as the moves of its
 * path, where each run of commuting moves of one seat (The Border's crossings in one Action 2)
 * counts as the set of its moves, so the orders of one set reach one node. Internal to `mcts`.
 * @module
 */
import type { Seat } from '../core/index.js'

/**
 * The key of a node under transpositions: the moves of the path, where each run of commuting moves
 * of one seat counts as the set of its moves (sorted), not their order.
 */
export interface PathKey {
  /** The key of the path before the current run. */
  prefix: string
  /** The seat of the current run (-1: none). */
  runActor: number
  /** The current run's moves, in notation. */
  run: string[]
}

/** A move in a key: its length first, so no notation can run into the next (keys stay unambiguous). */
const token = (move: string): string => `${move.length}:${move}`

/** The key of the node the path has reached. */
export const pathKey = (p: PathKey): string => (p.run.length === 0 ? p.prefix : `${p.prefix}/${p.runActor}{${p.run.slice().sort().map(token).join('')}}`)

/** Adds one move of `actor` to the path (in place: the search's own bookkeeping, local to one iteration). */
export const extendPath = (p: PathKey, actor: Seat, move: string, commutes: boolean): void => {
  if (commutes && p.runActor === actor && p.run.length > 0) {
    p.run.push(move)
    return
  }
  p.prefix = pathKey(p)
  p.run = []
  p.runActor = -1
  if (commutes) {
    p.runActor = actor
    p.run.push(move)
  } else p.prefix = `${p.prefix}/${actor}:${token(move)}`
}
