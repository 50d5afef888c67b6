/**
 * Completing areas (rulebook section "Completing areas and scoring"): crossing boxes completes
 * every area whose ring is then fully crossed (D34, D39, DQ8). The points are in `scoring.ts`.
 * @module
 */
import type { BorderIndex } from '../components/derived.js'
import type { BorderState, SeatSheet } from '../state.js'
import { carriedBit, carriedBits, keepSheetBits, ringCrossedBits } from './sheet-bits.js'

/** Whether box `b` is crossed on a sheet. */
export const isCrossed = (sheet: SeatSheet, b: number): boolean => sheet.crossed.charCodeAt(b) === 49

/** Whether every box of an area's ring is crossed on a sheet (D34; white boxes count). */
export const ringCrossed = (ix: BorderIndex, sheet: SeatSheet, area: number): boolean => {
  const ring = ix.rings[area] ?? []
  for (let i = 0; i < ring.length; i++) if (sheet.crossed.charCodeAt(ring[i] as number) !== 49) return false
  return true
}

/**
 * The crossed string with `boxes` crossed too ('1'). Built in one pass from slices of the old
 * string, boxes in ascending order (speed only: slicing a string built by an earlier slice makes V8
 * flatten it first, once per box when they were crossed one at a time).
 */
const crossedWith = (crossed: string, boxes: readonly number[]): string => {
  if (boxes.length === 1) {
    const b = boxes[0] as number
    return `${crossed.slice(0, b)}1${crossed.slice(b + 1)}`
  }
  let ascending = true
  for (let i = 1; i < boxes.length; i++) if ((boxes[i] as number) < (boxes[i - 1] as number)) ascending = false
  const sorted = ascending ? boxes : boxes.slice().sort((x, y) => x - y)
  let out = ''
  let from = 0
  for (let i = 0; i < sorted.length; i++) {
    const b = sorted[i] as number
    if (b < from) continue // a box named twice
    out += `${crossed.slice(from, b)}1`
    from = b + 1
  }
  return out + crossed.slice(from)
}

/**
 * Crosses boxes on a sheet and stamps every area this completes with `stamp` (the action).
 * One box may complete two areas (D34, DQ8); an area is completed at most once (D39).
 */
export const crossBoxes = (ix: BorderIndex, sheet: SeatSheet, boxes: readonly number[], stamp: number): SeatSheet => {
  const next: SeatSheet = { crossed: crossedWith(sheet.crossed, boxes), completed: sheet.completed }
  const bits = carriedBits(ix, sheet, boxes) // speed only: the rings read on bitsets when known
  let completed: number[] | undefined
  for (let i = 0; i < boxes.length; i++) {
    const areas = ix.areasOf[boxes[i] as number] ?? []
    for (let k = 0; k < areas.length; k++) {
      const a = areas[k] as number
      if ((completed ?? sheet.completed)[a] !== -1) continue
      if (!(bits === undefined ? ringCrossed(ix, next, a) : ringCrossedBits(ix, bits, a))) continue
      completed ??= [...sheet.completed]
      completed[a] = stamp
    }
  }
  const out = completed === undefined ? next : { crossed: next.crossed, completed }
  if (bits !== undefined) keepSheetBits(ix, out, bits)
  return out
}

/**
 * {@link crossBoxes} of one box, as Action 2 crosses them (speed only: no list of boxes, no order
 * check, one box's carried bitsets). The same sheet as `crossBoxes(ix, sheet, [b], stamp)`.
 */
export const crossBox = (ix: BorderIndex, sheet: SeatSheet, b: number, stamp: number): SeatSheet => {
  const next: SeatSheet = { crossed: `${sheet.crossed.slice(0, b)}1${sheet.crossed.slice(b + 1)}`, completed: sheet.completed }
  const bits = carriedBit(ix, sheet, b)
  let completed: number[] | undefined
  const areas = ix.areasOf[b] ?? []
  for (let k = 0; k < areas.length; k++) {
    const a = areas[k] as number
    if ((completed ?? sheet.completed)[a] !== -1) continue
    if (!(bits === undefined ? ringCrossed(ix, next, a) : ringCrossedBits(ix, bits, a))) continue
    completed ??= sheet.completed.slice() // D34, DQ8: one box may complete two areas
    completed[a] = stamp
  }
  const out = completed === undefined ? next : { crossed: next.crossed, completed }
  if (bits !== undefined) keepSheetBits(ix, out, bits)
  return out
}

/** The number of areas a sheet has completed (D41). */
export const completedCount = (sheet: SeatSheet): number => {
  let n = 0
  for (const s of sheet.completed) if (s >= 0) n++
  return n
}

/** Areas each seat has completed (D41). */
export const areasCompleted = (s: BorderState): readonly number[] => s.boards.map(completedCount)
