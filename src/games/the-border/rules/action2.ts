/**
 * Action 2: every passive player, independently and simultaneously, crosses boxes with the
 * available dice, each box next to a crossed box (D27–D33, DQ1, DQ3, DQ6, DQ16).
 * @module
 */
import * as E from 'fp-ts/Either'
import { violation, type RuleViolation } from '../../../core/index.js'
import type { BorderIndex } from '../board.js'
import { DONE, type BorderMove, type CrossMove } from '../moves.js'
import type { BorderState } from '../state.js'
import { crossBoxes } from './crossing.js'
import { endRound } from './round.js'

/** The action stamp of Action 2 of a round (DQ7). */
export const action2Stamp = (round: number): number => 2 * round + 1

/**
 * Why `seat` may not cross box `b` now, or `undefined` if it may: the box exists and is uncrossed
 * and coloured (D7, D30), a die of its colour is available and unused by this seat (D28–D30), the
 * seat is under its die limit (D28b), and a neighbour is crossed (D31; with `passiveChaining`
 * off, boxes crossed in this Action 2 do not count, DQ3).
 */
export const crossProblem = (ix: BorderIndex, s: BorderState, seat: number, b: number): RuleViolation | undefined => {
  const sheetNo = s.sheetOf[seat] as number
  const sheet = s.boards[seat]
  const sh = ix.sheets[sheetNo]
  if (sheet === undefined || sh === undefined || b < 0 || b >= sh.faceOf.length) {
    return violation('NO_SUCH_BOX', `there is no box ${b} (boxes are 0–${ix.neighbours.length - 1})`, 'D5')
  }
  const face = sh.faceOf[b] as number
  if (face < 0) return violation('WHITE_BOX', `box ${b} is white: it is pre-crossed and no die can cross it (D7)`, 'D7')
  if (sheet.crossed.charCodeAt(b) === 49) return violation('ALREADY_CROSSED', `box ${b} is already crossed (D30)`, 'D30')
  const used = s.a2.used[seat] ?? []
  let total = 0
  for (const n of used) total += n
  if (total >= s.a2.limit) {
    return s.a2.limit === 1 && s.a2.pool.reduce((a, n) => a + n, 0) > 1
      ? violation('DIE_LIMIT', `the active player used all the dice, so each passive player may use only one of them (D28b)`, 'D28')
      : violation('NO_DIE_LEFT', `seat ${seat} has used all ${s.a2.limit} available dice (D28, D30)`, 'D30')
  }
  const colour = ix.faces[face] as string
  if ((s.a2.pool[face] ?? 0) === 0) return violation('DIE_NOT_AVAILABLE', `no ${colour} die is available in this Action 2 (D28)`, 'D28')
  if ((used[face] ?? 0) >= (s.a2.pool[face] ?? 0)) {
    return violation('DIE_NOT_AVAILABLE', `seat ${seat} has already used the available ${colour} dice; each die is used at most once per player (D30)`, 'D30')
  }
  const fresh = s.a2.fresh[seat] ?? []
  for (const j of ix.neighbours[b] ?? []) {
    if (sheet.crossed.charCodeAt(j) === 49 && (s.options.passiveChaining || !fresh.includes(j))) return undefined
  }
  return violation(
    'NOT_ADJACENT',
    s.options.passiveChaining
      ? `box ${b} touches no crossed box; a box crossed in Action 2 must be adjacent to a crossed box (D31)`
      : `box ${b} touches no box crossed before this Action 2 (D31; passiveChaining is off)`,
    'D31'
  )
}

/** Scans the boxes `seat` may cross now, ascending; stops at the first if `firstOnly`. */
const scanCrossable = (ix: BorderIndex, s: BorderState, seat: number, firstOnly: boolean): number[] => {
  const out: number[] = []
  const sheet = s.boards[seat]
  const sh = ix.sheets[s.sheetOf[seat] as number]
  if (sheet === undefined || sh === undefined) return out
  const used = s.a2.used[seat] ?? []
  let total = 0
  for (const n of used) total += n
  if (total >= s.a2.limit) return out
  const fresh = s.a2.fresh[seat] ?? []
  const chaining = s.options.passiveChaining
  const crossed = sheet.crossed
  const faceOf = sh.faceOf
  const pool = s.a2.pool
  for (let b = 0; b < faceOf.length; b++) {
    if (crossed.charCodeAt(b) === 49) continue
    const face = faceOf[b] as number
    if (face < 0 || (used[face] as number) >= (pool[face] as number)) continue
    const nb = ix.neighbours[b] as readonly number[]
    for (let k = 0; k < nb.length; k++) {
      const j = nb[k] as number
      if (crossed.charCodeAt(j) === 49 && (chaining || !fresh.includes(j))) {
        out.push(b)
        if (firstOnly) return out
        break
      }
    }
  }
  return out
}

/** The boxes `seat` may cross now, ascending. */
export const crossableBoxes = (ix: BorderIndex, s: BorderState, seat: number): readonly number[] => scanCrossable(ix, s, seat, false)

/** Whether `seat` may cross any box now. */
export const canCrossAny = (ix: BorderIndex, s: BorderState, seat: number): boolean => scanCrossable(ix, s, seat, true).length > 0

/** A passive seat's legal moves: cross a box (ascending), then done. */
export const action2Moves = (ix: BorderIndex, s: BorderState, seat: number): readonly BorderMove[] => {
  const boxes = scanCrossable(ix, s, seat, false)
  const out: BorderMove[] = new Array<BorderMove>(boxes.length + 1)
  for (let i = 0; i < boxes.length; i++) out[i] = ix.crossMoves[boxes[i] as number] as BorderMove
  out[boxes.length] = DONE
  return out
}

/**
 * Action 1 is over: the dice for Action 2 are set (D28) — the leftover dice if 1–4 were used,
 * any one of the five if all were used, all five if none were. Passive seats with nothing they
 * could cross are finished at once (DQ16); if none remain the round ends.
 */
export const enterAction2 = (ix: BorderIndex, s: BorderState): BorderState => {
  const total = s.dice.reduce((a, n) => a + n, 0)
  const spent = s.spent.reduce((a, n) => a + n, 0)
  const allUsed = spent === total
  const pool = allUsed ? s.dice : s.dice.map((n, f) => n - (s.spent[f] ?? 0))
  const limit = allUsed ? 1 : total - spent
  const base: BorderState = {
    ...s,
    phase: 'action2',
    a2: { ...ix.emptyAction2(s.players), pool, limit }
  }
  const waiting = base.a2.waiting.map((_, seat) => seat !== s.active && canCrossAny(ix, base, seat))
  const next: BorderState = { ...base, a2: { ...base.a2, waiting } }
  return waiting.some((w) => w) ? next : endRound(ix, next)
}

const finishSeat = (ix: BorderIndex, s: BorderState, seat: number): BorderState => {
  const waiting = s.a2.waiting.map((w, i) => (i === seat ? false : w))
  const next: BorderState = { ...s, a2: { ...s.a2, waiting } }
  return waiting.some((w) => w) ? next : endRound(ix, next)
}

/** A passive seat crosses a box with a die of its colour (D30–D32); areas may complete (D34). */
export const applyCross = (ix: BorderIndex, s: BorderState, seat: number, move: CrossMove): E.Either<RuleViolation, BorderState> => {
  const problem = crossProblem(ix, s, seat, move.box)
  if (problem !== undefined) return E.left(problem)
  const face = ix.sheets[s.sheetOf[seat] as number]?.faceOf[move.box] as number
  const next: BorderState = {
    ...s,
    boards: s.boards.map((b, i) => (i === seat ? crossBoxes(ix, b, [move.box], action2Stamp(s.round)) : b)),
    a2: {
      ...s.a2,
      used: s.a2.used.map((u, i) => (i === seat ? u.map((n, f) => (f === face ? n + 1 : n)) : u)),
      fresh: s.a2.fresh.map((f, i) => (i === seat ? [...f, move.box] : f))
    }
  }
  return E.right(canCrossAny(ix, next, seat) ? next : finishSeat(ix, next, seat))
}

/** A passive seat ends its Action 2 (D32: using dice is optional). */
export const applyDone2 = (ix: BorderIndex, s: BorderState, seat: number): E.Either<RuleViolation, BorderState> =>
  E.right(finishSeat(ix, s, seat))
