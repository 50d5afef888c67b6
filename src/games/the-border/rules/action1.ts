/**
 * Action 1 (rulebook section "Action 1 — crossing"): the active player completes whole colour
 * segments with the dice (D20–D26, DQ5, DQ15). One source of legality: {@link segmentBlock} decides
 * whether a segment can be completed now, for the list and for the check alike.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import { boardOf, segmentKey, type BorderIndex, type SheetIndex } from '../components/derived.js'
import type { Colour } from '../components/types.js'
import { DONE, type BorderMove, type CompleteMove } from '../moves.js'
import type { BorderState, SeatSheet } from '../state.js'
import { copyState } from './common.js'
import { crossBoxes } from './completing.js'
import { popcount, sheetBits } from './sheet-bits.js'

/** Uncrossed boxes of segment `k` on a sheet. */
export const openBoxes = (ix: BorderIndex, sheetNo: number, sheet: SeatSheet, k: number): readonly number[] =>
  (ix.sheets[sheetNo]?.segments[k]?.boxes ?? []).filter((b) => sheet.crossed.charCodeAt(b) !== 49)

/** The action stamp of Action 1 of a round (DQ7). */
export const action1Stamp = (round: number): number => 2 * round

/** Why the active player may not complete segment `k` now: already complete (D21), or too few dice (D21, D24). */
export type SegmentBlock = 'complete' | 'fewDice'

/**
 * Whether the active player may complete segment `k` of their sheet now: it has uncrossed boxes,
 * and no more than the unused dice of its colour (D21, D23, D24; DQ5: exactly that many are used).
 */
const segmentBlock = (s: BorderState, sheet: SeatSheet, seg: { readonly face: number; readonly boxes: readonly number[] }): SegmentBlock | undefined => {
  let open = 0
  for (const b of seg.boxes) if (sheet.crossed.charCodeAt(b) !== 49) open++
  if (open === 0) return 'complete' // D21
  return open > (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0) ? 'fewDice' : undefined // D21, D24
}

/**
 * Why the active player may not complete segment `k` of their sheet now ({@link segmentBlock}),
 * with the dice it needs and the unused dice of its colour — for a UI's answer to a click (issue 27).
 */
export const segmentBlockOf = (ix: BorderIndex, s: BorderState, k: number): { readonly block: SegmentBlock | undefined; readonly open: number; readonly free: number } | undefined => {
  const sheet = s.boards[s.active]
  const seg = ix.sheets[s.sheetOf[s.active] as number]?.segments[k]
  if (sheet === undefined || seg === undefined) return undefined
  let open = 0
  for (const b of seg.boxes) if (sheet.crossed.charCodeAt(b) !== 49) open++
  return { block: segmentBlock(s, sheet, seg), open, free: (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0) }
}

/** Whether segment `k` of sheet index `sh` has 1 to `free` uncrossed boxes on the bitsets `crossed` (D21, D24). */
const completableOn = (sh: SheetIndex, s: BorderState, crossed: Int32Array, words: number, k: number): boolean => {
  const face = (sh.segments[k] as (typeof sh.segments)[number]).face
  const free = (s.dice[face] ?? 0) - (s.spent[face] ?? 0)
  if (free <= 0) return false // D21, D24: no die of its colour left (no count needed)
  const seg = sh.segmentBits[k] as Int32Array
  let open = 0
  for (let w = 0; w < words; w++) open += popcount((seg[w] as number) & ~(crossed[w] as number))
  return open > 0 && open <= free // D21, D24
}

/**
 * The segments the active player can complete now (D21–D24), in component order; if `firstOnly`,
 * the first of them. Speed only: the same test as {@link segmentBlock}, counting a segment's
 * uncrossed boxes on the sheet's bitsets (rules/sheet-bits.ts).
 */
const scanSegments = (ix: BorderIndex, s: BorderState, firstOnly: boolean): number[] => {
  const out: number[] = []
  const sheet = s.boards[s.active]
  const sh = ix.sheets[s.sheetOf[s.active] as number]
  if (sheet === undefined || sh === undefined) return out
  const crossed = sheetBits(ix, sheet) // words 0 … words - 1: the crossed boxes
  const words = ix.words
  const ofFace = sh.segmentsOfFace
  if (ofFace !== undefined) {
    // Only the segments of colours with a die left, as a mask of segment indices, ascending (speed
    // only: most colours have none left after a roll; the others fail `completableOn` at once).
    let cand = 0
    for (let f = 0; f < ofFace.length; f++) if ((s.dice[f] ?? 0) - (s.spent[f] ?? 0) > 0) cand |= ofFace[f] as number
    while (cand !== 0) {
      const low = cand & -cand
      cand ^= low
      const k = 31 - Math.clz32(low)
      if (!completableOn(sh, s, crossed, words, k)) continue
      out.push(k)
      if (firstOnly) return out
    }
    return out
  }
  for (let k = 0; k < sh.segments.length; k++) {
    if (!completableOn(sh, s, crossed, words, k)) continue
    out.push(k)
    if (firstOnly) return out
  }
  return out
}

/** The segments the active player can complete now (D21–D24), in component order. */
export const completableSegments = (ix: BorderIndex, s: BorderState): readonly number[] => scanSegments(ix, s, false)

/** Whether the active player can complete any segment now ({@link completableSegments} is not empty). */
export const canCompleteAny = (ix: BorderIndex, s: BorderState): boolean => scanSegments(ix, s, true).length > 0

/** The active player's legal Action 1 moves: complete a segment (component order), then done (D25). */
export const action1Moves = (ix: BorderIndex, s: BorderState): readonly BorderMove[] => {
  const segs = ix.sheets[s.sheetOf[s.active] as number]?.segments ?? []
  const ks = scanSegments(ix, s, false)
  const out = new Array<BorderMove>(ks.length + 1)
  for (let i = 0; i < ks.length; i++) out[i] = (segs[ks[i] as number] as (typeof segs)[number]).move
  out[ks.length] = DONE
  return out
}

/**
 * The segment a complete move names on sheet `sheetNo` (D8), or `undefined`: a listed move is a
 * shared instance (frozen, `moves.ts`), found by identity (speed only); any other by its colour
 * and length — the same segment.
 */
const segmentOfMove = (ix: BorderIndex, sheetNo: number, move: CompleteMove): number | undefined => {
  const sh = ix.sheets[sheetNo]
  return sh === undefined ? undefined : (sh.byMove.get(move) ?? sh.byKey.get(segmentKey(move.colour, move.length)))
}

/**
 * Completes a segment: all its uncrossed boxes, one die each (D20–D23); the areas this completes
 * are stamped with this Action 1 (D34). The state after it; the flow decides what follows.
 */
export const applyComplete = (ix: BorderIndex, s: BorderState, move: CompleteMove): E.Either<RuleViolation, BorderState> => {
  const sheetNo = s.sheetOf[s.active] as number
  const k = segmentOfMove(ix, sheetNo, move)
  const seg = k === undefined ? undefined : ix.sheets[sheetNo]?.segments[k]
  if (k === undefined || seg === undefined) {
    return E.left(refuse('NO_SUCH_SEGMENT', 'noSuchSegment', { sheet: ix.components.sheets[sheetNo]?.id ?? String(sheetNo), colour: move.colour, length: move.length }, 'D8')) // D8
  }
  const sheet = s.boards[s.active] as SeatSheet
  // Speed only: the open boxes read on the sheet's bitsets (the same as `openBoxes`), and a move
  // they show legal accepted at once; a refusal still comes from segmentBlock.
  const crossed = sheetBits(ix, sheet)
  const open: number[] = []
  for (let i = 0; i < seg.boxes.length; i++) {
    const b = seg.boxes[i] as number
    if (((crossed[b >> 5] as number) & (1 << (b & 31))) === 0) open.push(b)
  }
  const free = (s.dice[seg.face] ?? 0) - (s.spent[seg.face] ?? 0)
  if (open.length === 0 || open.length > free) {
    switch (segmentBlock(s, sheet, seg)) {
      case 'complete':
        return E.left(refuse('SEGMENT_COMPLETE', 'segmentComplete', { colour: move.colour, length: move.length }, 'D21'))
      case 'fewDice':
        return E.left(refuse('CANNOT_COMPLETE', 'cannotComplete', { colour: move.colour, length: move.length, open: open.length, free }, 'D21'))
      case undefined:
        break
    }
  }
  const boards = s.boards.slice()
  boards[s.active] = crossBoxes(ix, sheet, open, action1Stamp(s.round)) // D20, D34
  const spent = s.spent.slice()
  spent[seg.face] = (spent[seg.face] as number) + open.length // DQ5: exactly the open boxes' worth
  const next = copyState(s)
  next.boards = boards
  next.spent = spent
  return E.right(next)
}

/** A segment as a bot or UI sees it on one seat's sheet. */
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

/** Every segment of a seat's sheet with its uncrossed boxes (public information). */
export const segmentStatus = (s: BorderState, seat: number): readonly SegmentStatus[] => {
  const ix = boardOf(s)
  const sheetNo = s.sheetOf[seat] ?? 0
  const sheet = s.boards[seat]
  const segs = ix.sheets[sheetNo]?.segments ?? []
  return sheet === undefined ? [] : segs.map((g, k) => ({ colour: g.colour, length: g.boxes.length, boxes: g.boxes, open: openBoxes(ix, sheetNo, sheet, k) }))
}

/**
 * The segments a roll (colour counts) could complete on a seat's sheet, each on its own (D21):
 * those with 1 to `count of its colour` uncrossed boxes.
 */
export const segmentsCompletableWith = (s: BorderState, seat: number, dice: Readonly<Partial<Record<Colour, number>>>): readonly SegmentStatus[] =>
  segmentStatus(s, seat).filter((g) => g.open.length > 0 && g.open.length <= (dice[g.colour] ?? 0))

/** The segments the active player can complete now with the unused dice (Action 1). */
export const completableNow = (s: BorderState): readonly SegmentStatus[] => {
  if (s.phase !== 'action1') return []
  const all = segmentStatus(s, s.active)
  return completableSegments(boardOf(s), s).map((k) => all[k] as SegmentStatus)
}
