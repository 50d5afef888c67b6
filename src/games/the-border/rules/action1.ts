/**
 * Action 1: the active player completes whole colour segments with the dice (D20–D26, DQ5, DQ15).
 * @module
 */
import * as E from 'fp-ts/Either'
import { violation, type RuleViolation } from '../../../core/index.js'
import { segmentKey, type BorderIndex } from '../board.js'
import type { BorderMove, CompleteMove } from '../moves.js'
import { DONE } from '../moves.js'
import type { BorderState, SeatSheet } from '../state.js'
import { crossBoxes } from './crossing.js'
import { enterAction2 } from './action2.js'

/** Uncrossed boxes of segment `k` on a sheet. */
export const openBoxes = (ix: BorderIndex, sheetNo: number, sheet: SeatSheet, k: number): readonly number[] =>
  (ix.sheets[sheetNo]?.segments[k]?.boxes ?? []).filter((b) => sheet.crossed.charCodeAt(b) !== 49)

/** The action stamp of Action 1 of a round (DQ7). */
export const action1Stamp = (round: number): number => 2 * round

/**
 * The segments the active player can complete now: not yet complete, and no more uncrossed boxes
 * than unused dice of its colour (D21, D23, D24). In component order.
 */
export const completableSegments = (ix: BorderIndex, s: BorderState): readonly number[] => {
  const sheetNo = s.sheetOf[s.active] as number
  const sheet = s.boards[s.active] as SeatSheet
  const segs = ix.sheets[sheetNo]?.segments ?? []
  const out: number[] = []
  for (let k = 0; k < segs.length; k++) {
    const seg = segs[k] as (typeof segs)[number]
    let open = 0
    for (const b of seg.boxes) if (sheet.crossed.charCodeAt(b) !== 49) open++
    if (open > 0 && open <= (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0)) out.push(k)
  }
  return out
}

/** Rolling is over: Action 1 crossing begins, or Action 2 at once if nothing can be completed. */
export const enterAction1 = (ix: BorderIndex, s: BorderState): BorderState => {
  const next: BorderState = { ...s, phase: 'action1', toRoll: 0 }
  return completableSegments(ix, next).length === 0 ? enterAction2(ix, next) : next
}

/** The active player's legal Action 1 moves: complete a segment (component order), then done. */
export const action1Moves = (ix: BorderIndex, s: BorderState): readonly BorderMove[] => {
  const segs = ix.sheets[s.sheetOf[s.active] as number]?.segments ?? []
  return [
    ...completableSegments(ix, s).map((k): BorderMove => {
      const seg = segs[k] as (typeof segs)[number]
      return { t: 'complete', colour: seg.colour, length: seg.boxes.length }
    }),
    DONE
  ]
}

/** Completes a segment: all its uncrossed boxes, one die each (D20–D23). */
export const applyComplete = (ix: BorderIndex, s: BorderState, move: CompleteMove): E.Either<RuleViolation, BorderState> => {
  const sheetNo = s.sheetOf[s.active] as number
  const k = ix.sheets[sheetNo]?.byKey.get(segmentKey(move.colour, move.length))
  if (k === undefined) {
    return E.left(violation('NO_SUCH_SEGMENT', `sheet ${ix.components.sheets[sheetNo]?.id ?? sheetNo} has no ${move.colour} segment of ${move.length} boxes (D8)`, 'D8'))
  }
  const seg = ix.sheets[sheetNo]?.segments[k]
  if (seg === undefined) return E.left(violation('NO_SUCH_SEGMENT', `no segment ${k} on sheet ${sheetNo}`, 'D8'))
  const sheet = s.boards[s.active] as SeatSheet
  const open = openBoxes(ix, sheetNo, sheet, k)
  if (open.length === 0) {
    return E.left(violation('SEGMENT_COMPLETE', `the ${move.colour} ${move.length}-segment is already fully crossed (D21)`, 'D21'))
  }
  const free = (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0)
  if (open.length > free) {
    return E.left(
      violation(
        'CANNOT_COMPLETE',
        `completing the ${move.colour} ${move.length}-segment needs ${open.length} ${move.colour} dice, only ${free} unused; a segment may be crossed in Action 1 only if it is completed (D21)`,
        'D21'
      )
    )
  }
  const boards = s.boards.map((b, i) => (i === s.active ? crossBoxes(ix, b, open, action1Stamp(s.round)) : b))
  const spent = s.spent.map((n, f) => (f === seg.face ? n + open.length : n))
  const next: BorderState = { ...s, boards, spent }
  return E.right(completableSegments(ix, next).length === 0 ? enterAction2(ix, next) : next)
}

/** The active player ends Action 1 (D25): the unused dice are the leftover dice (D26). */
export const applyDone1 = (ix: BorderIndex, s: BorderState): E.Either<RuleViolation, BorderState> => E.right(enterAction2(ix, s))
