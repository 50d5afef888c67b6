/**
 * Game invariants of The Border, checked after every harness step.
 */
import { CHANCE, type Step } from '../../src/core/index.js'
import * as E from 'fp-ts/Either'
import { bundledComponents, theBorder, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'

const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0)

/** A message when an invariant is broken. */
export const borderInvariants = (s: BorderState, prev: BorderState | undefined, step: Step<BorderMove> | undefined): string | undefined => {
  const c = s.components ?? bundledComponents
  // dice: five showing once a roll is complete; never more
  if (sum(s.dice) + s.toRoll > c.dice.count) return `more than ${c.dice.count} dice`
  if (s.phase === 'action2') {
    // D28: the dice offered to passive players
    const total = sum(s.dice)
    const spent = sum(s.spent)
    if (total !== c.dice.count) return 'Action 2 before all dice were rolled'
    if (spent === total) {
      if (s.a2.limit !== 1 || s.a2.pool.join() !== s.dice.join()) return 'D28b: all dice used, but the offer is not "one of the five"'
    } else if (s.a2.limit !== total - spent || s.a2.pool.join() !== s.dice.map((n, f) => n - (s.spent[f] ?? 0)).join()) {
      return 'D28a/c: the offer is not exactly the leftover dice'
    }
    for (let seat = 0; seat < s.players; seat++) {
      const used = s.a2.used[seat] ?? []
      if (sum(used) > s.a2.limit) return `seat ${seat} used more dice than allowed`
      if (used.some((n, f) => n > (s.a2.pool[f] ?? 0))) return `seat ${seat} used a die that is not available`
      if (seat === s.active && (sum(used) > 0 || s.a2.waiting[seat] === true)) return 'the active player takes part in Action 2'
    }
  }
  if (prev === undefined) return undefined
  for (let seat = 0; seat < s.players; seat++) {
    const a = prev.boards[seat]
    const b = s.boards[seat]
    if (a === undefined || b === undefined) return 'a board vanished'
    // crossed boxes only grow
    for (let i = 0; i < a.crossed.length; i++) if (a.crossed[i] === '1' && b.crossed[i] !== '1') return `seat ${seat}: box ${i} was uncrossed`
    for (let k = 0; k < a.completed.length; k++) {
      const before = a.completed[k] ?? -1
      const after = b.completed[k] ?? -1
      // an area is completed (and scored) at most once
      if (before >= 0 && after !== before) return `seat ${seat}: area ${k} completed twice`
      if (before < 0 && after >= 0) {
        // only the player who moved completes areas, stamped with the current action
        if (step === undefined || step.actor === CHANCE || step.actor !== seat) return `seat ${seat} completed area ${k} on another's move`
        const expected = prev.phase === 'action1' ? 2 * prev.round : 2 * prev.round + 1
        if (after !== expected) return `seat ${seat}: area ${k} stamped ${after}, expected ${expected}`
        // the ring really is crossed
        if ((c.areas[k]?.ring ?? []).some((id) => b.crossed[id] !== '1')) return `seat ${seat}: area ${k} completed with open boxes`
      }
    }
    // high values only to first completers (or same-action ties)
    for (let k = 0; k < b.completed.length; k++) {
      const mine = b.completed[k] ?? -1
      if (mine < 0) continue
      const first = Math.min(...s.boards.map((o) => o.completed[k] ?? -1).filter((x) => x >= 0))
      const unit = (x: number): number => (s.options.firstCompletion === 'round' ? Math.floor(x / 2) : x)
      const high = unit(mine) === unit(first)
      const earlier = s.boards.some((o) => { const x = o.completed[k] ?? -1; return x >= 0 && unit(x) < unit(mine) })
      if (high === earlier) return `seat ${seat}: area ${k} high/low value inconsistent with the completion order`
    }
  }
  return undefined
}

/** The invariants above, and (issue 15) every reachable state passes the game's own `decodeState`. */
export const borderStateInvariants = (s: BorderState, prev: BorderState | undefined, step: Step<BorderMove> | undefined): string | undefined => {
  const decoded = theBorder.decodeState(s)
  return E.isLeft(decoded) ? decoded.left.message : borderInvariants(s, prev, step)
}
