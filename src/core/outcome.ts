/**
 * The outcome of a finished game.
 * @module
 */
import type { ScoreBreakdown, Seat } from './seat.js'

/** Final scores, ranking with ties grouped, winners, the reason the game ended and the breakdown. */
export interface Outcome {
  /** Final score by seat. */
  readonly scores: readonly number[]
  /** Groups of seats, best first; seats in one group are tied after every tie-break. */
  readonly ranking: readonly (readonly Seat[])[]
  /** The winning seats (the first ranking group). */
  readonly winners: readonly Seat[]
  /** Why the game ended, in words, citing the rule (e.g. "a sixth area was completed (D41)"). */
  readonly reason: string
  /** Score breakdown by seat. */
  readonly breakdown: readonly ScoreBreakdown[]
}

/**
 * Ranks seats by one or more keys compared in order (higher is better for every key);
 * seats equal on every key share a group. Groups are ordered best first, seats ascending in a group.
 */
export const rankByKeys = (keys: readonly (readonly number[])[]): readonly (readonly Seat[])[] => {
  const n = keys.length
  const seats = Array.from({ length: n }, (_, i) => i)
  const cmp = (a: Seat, b: Seat): number => {
    const ka = keys[a] as readonly number[]
    const kb = keys[b] as readonly number[]
    for (let i = 0; i < Math.max(ka.length, kb.length); i++) {
      const d = (kb[i] ?? 0) - (ka[i] ?? 0)
      if (d !== 0) return d
    }
    return a - b
  }
  const sorted = [...seats].sort(cmp)
  const groups: Seat[][] = []
  for (const s of sorted) {
    const last = groups[groups.length - 1]
    const head = last?.[0]
    if (last !== undefined && head !== undefined && sameKeys(keys[head] as readonly number[], keys[s] as readonly number[])) {
      last.push(s)
    } else {
      groups.push([s])
    }
  }
  return groups
}

const sameKeys = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** Builds an {@link Outcome} from scores, tie-break keys (score first), reason and breakdown. */
export const makeOutcome = (
  scores: readonly number[],
  keys: readonly (readonly number[])[],
  reason: string,
  breakdown: readonly ScoreBreakdown[]
): Outcome => {
  const ranking = rankByKeys(keys)
  return { scores, ranking, winners: ranking[0] ?? [], reason, breakdown }
}

/**
 * Whether two sets of per-seat scores and breakdowns are equal, part by part (key order aside):
 * how a game's `checkView` tells that a view's scores are the ones its table counts.
 */
export const sameScores = (
  a: { readonly scores: readonly number[]; readonly scoreBreakdown: readonly ScoreBreakdown[] },
  b: { readonly scores: readonly number[]; readonly scoreBreakdown: readonly ScoreBreakdown[] }
): boolean => {
  if (a.scores.length !== b.scores.length || a.scoreBreakdown.length !== b.scoreBreakdown.length) return false
  if (a.scores.some((x, i) => x !== b.scores[i])) return false
  return a.scoreBreakdown.every((parts, i) => {
    const other = b.scoreBreakdown[i] ?? {}
    const keys = Object.keys(parts)
    return keys.length === Object.keys(other).length && keys.every((k) => Object.hasOwn(other, k) && other[k] === parts[k])
  })
}
