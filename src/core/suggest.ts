/**
 * "Did you mean …?": the closest known name to a misspelt one, by edit distance.
 * @module
 */

/**
 * Edit distance between two strings (insertions, deletions, substitutions, and two neighbouring
 * letters swapped: "plya" is one edit from "play"), giving up (returning `limit + 1`) beyond `limit`.
 */
export const editDistance = (a: string, b: string, limit = Infinity): number => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1
  let before: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] as number) + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > limit) return limit + 1
    before = prev
    prev = row
  }
  return prev[b.length] as number
}

/**
 * The known name closest to `name` when it is close enough to be a typo (at most a third of its
 * letters differ, case ignored, at least one edit allowed, names of 3 letters or more); `undefined` when none is.
 */
export const closestName = (name: string, known: Iterable<string>): string | undefined => {
  if (name.length < 3 || name.length > 200) return undefined
  const limit = Math.max(1, Math.floor(name.length / 3))
  let best: string | undefined
  let bestDistance = limit + 1
  for (const k of known) {
    const d = editDistance(name.toLowerCase(), k.toLowerCase(), limit)
    if (d < bestDistance) {
      best = k
      bestDistance = d
    }
  }
  return best
}
