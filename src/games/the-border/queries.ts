/**
 * Helper queries for bots and UIs (all pure, all public information).
 * @module
 */
import { boardOf } from './board.js'
import type { Colour } from './components/types.js'
import { completableSegments, openBoxes } from './rules/action1.js'
import { crossableBoxes } from './rules/action2.js'
import { completedCount } from './rules/crossing.js'
import type { BorderState } from './state.js'

/** A segment as a bot sees it on one seat's sheet. */
export interface SegmentStatus {
  /** Its colour. */
  readonly colour: Colour
  /** Its printed length. */
  readonly length: number
  /** Its boxes. */
  readonly boxes: readonly number[]
  /** Its uncrossed boxes. */
  readonly open: readonly number[]
}

/** Every segment of a seat's sheet with its uncrossed boxes. */
export const segmentStatus = (s: BorderState, seat: number): readonly SegmentStatus[] => {
  const ix = boardOf(s)
  const sheetNo = s.sheetOf[seat] ?? 0
  const sheet = s.boards[seat]
  const segs = ix.sheets[sheetNo]?.segments ?? []
  return sheet === undefined ? [] : segs.map((g, k) => ({ colour: g.colour, length: g.boxes.length, boxes: g.boxes, open: openBoxes(ix, sheetNo, sheet, k) }))
}

/**
 * The segments a roll (colour counts in dice face order) could complete on a seat's sheet, each on
 * its own (D21): those with 1 to `count of its colour` uncrossed boxes.
 */
export const segmentsCompletableWith = (s: BorderState, seat: number, dice: Readonly<Partial<Record<Colour, number>>>): readonly SegmentStatus[] =>
  segmentStatus(s, seat).filter((g) => g.open.length > 0 && g.open.length <= (dice[g.colour] ?? 0))

/** The segments the active player can complete now with the unused dice (Action 1). */
export const completableNow = (s: BorderState): readonly SegmentStatus[] => {
  if (s.phase !== 'action1') return []
  const all = segmentStatus(s, s.active)
  return completableSegments(boardOf(s), s).map((k) => all[k] as SegmentStatus)
}

/** The boxes a passive seat may cross now (Action 2). */
export const crossableNow = (s: BorderState, seat: number): readonly number[] =>
  s.phase === 'action2' && s.a2.waiting[seat] === true ? crossableBoxes(boardOf(s), s, seat) : []

/** The dice showing, by colour. */
export const diceShowing = (s: BorderState): Readonly<Partial<Record<Colour, number>>> => {
  const ix = boardOf(s)
  return Object.fromEntries(ix.faces.map((c, f) => [c, s.dice[f] ?? 0]).filter(([, n]) => (n as number) > 0))
}

/** The dice available in Action 2 by colour, and how many each passive player may use (D28). */
export const action2Dice = (s: BorderState): { readonly dice: Readonly<Partial<Record<Colour, number>>>; readonly limit: number } => {
  const ix = boardOf(s)
  return {
    dice: Object.fromEntries(ix.faces.map((c, f) => [c, s.a2.pool[f] ?? 0]).filter(([, n]) => (n as number) > 0)),
    limit: s.phase === 'action2' ? s.a2.limit : 0
  }
}

/** Areas each seat has completed (D41). */
export const areasCompleted = (s: BorderState): readonly number[] => s.boards.map(completedCount)
