/**
 * Action 2 (rulebook section "Action 2"): every passive player, independently and simultaneously,
 * crosses boxes with the available dice, each box next to a crossed box (D27–D33, DQ1, DQ3, DQ6,
 * DQ16). One source of legality: {@link crossBlock} decides whether a seat may cross a box, for
 * the list ({@link crossableBoxes}) and for the check ({@link crossProblem}) alike.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import { boardOf, type BorderIndex } from '../components/derived.js'
import type { Colour } from '../components/types.js'
import { DONE, type BorderMove, type CrossMove } from '../moves.js'
import type { BorderState, SeatSheet } from '../state.js'
import { copyState } from './common.js'
import { crossBox } from './completing.js'
import { sheetBits } from './sheet-bits.js'

/** The action stamp of Action 2 of a round (DQ7). */
export const action2Stamp = (round: number): number => 2 * round + 1

/**
 * The dice offered to the passive players once Action 1 is over (D28): the leftover dice if 1–4
 * were used (a), any one of the five if all were used (b), all five if none were (c). `pool` per
 * face, `limit` = how many one passive player may use.
 */
export const action2Offer = (s: BorderState): { readonly pool: readonly number[]; readonly limit: number } => {
  const total = s.dice.reduce((a, n) => a + n, 0)
  const spent = s.spent.reduce((a, n) => a + n, 0)
  return spent === total
    ? { pool: s.dice, limit: 1 } // D28b: all five used — any one of them
    : { pool: s.dice.map((n, f) => n - (s.spent[f] ?? 0)), limit: total - spent } // D28a: the leftover dice; D28c: none used — all five
}

/** One seat's Action 2 situation, read once per list or check. */
interface SeatContext {
  readonly sheet: SeatSheet
  readonly faceOf: readonly number[]
  readonly used: readonly number[]
  readonly fresh: readonly number[]
  /** The seat has used as many dice as it may (D28, D30). */
  readonly atLimit: boolean
  /** Dice available per face (D28). */
  readonly pool: readonly number[]
  /** Neighbours of each box (D9). */
  readonly neighbours: readonly (readonly number[])[]
  /** Whether boxes crossed in this Action 2 count for adjacency (DQ3). */
  readonly chaining: boolean
}

/** An empty list (shared). */
const NONE: readonly number[] = []

const seatContext = (ix: BorderIndex, s: BorderState, seat: number): SeatContext | undefined => {
  const sheet = s.boards[seat]
  const sh = ix.sheets[s.sheetOf[seat] as number]
  if (sheet === undefined || sh === undefined) return undefined
  const used = s.a2.used[seat] ?? []
  let total = 0
  for (const n of used) total += n
  return {
    sheet,
    faceOf: sh.faceOf,
    used,
    fresh: s.a2.fresh[seat] ?? [],
    atLimit: total >= s.a2.limit,
    pool: s.a2.pool,
    neighbours: ix.neighbours,
    chaining: s.options.passiveChaining
  }
}

/** Why a seat may not cross a box now (each maps to one violation in {@link crossProblem}). */
export type CrossBlock = 'noSuchBox' | 'white' | 'crossed' | 'limit' | 'noDie' | 'dieUsed' | 'notAdjacent'

/**
 * Why the seat of `ctx` may not cross box `b` now, or `undefined` if it may: the box exists (D5),
 * is coloured (D7) and uncrossed (D30); the seat is under its die limit (D28, D30); a die of its
 * colour is available (D28) and not yet used by this seat (D30); and a neighbour is crossed (D31;
 * with `passiveChaining` off, boxes crossed in this Action 2 do not count, DQ3).
 */
const crossBlock = (ctx: SeatContext, b: number): CrossBlock | undefined => {
  if (!(b >= 0 && b < ctx.faceOf.length)) return 'noSuchBox' // D5
  const face = ctx.faceOf[b] as number
  if (face < 0) return 'white' // D7
  const crossed = ctx.sheet.crossed
  if (crossed.charCodeAt(b) === 49) return 'crossed' // D30
  if (ctx.atLimit) return 'limit' // D28, D30
  const pool = ctx.pool[face] ?? 0
  if (pool === 0) return 'noDie' // D28
  if ((ctx.used[face] ?? 0) >= pool) return 'dieUsed' // D30: each die once per player
  const nb = ctx.neighbours[b] as readonly number[]
  for (let k = 0; k < nb.length; k++) {
    const j = nb[k] as number
    if (crossed.charCodeAt(j) === 49 && (ctx.chaining || !ctx.fresh.includes(j))) return undefined // D31, DQ3
  }
  return 'notAdjacent' // D31
}

/** The violation for a {@link CrossBlock}. */
const blockViolation = (ix: BorderIndex, s: BorderState, seat: number, b: number, block: CrossBlock): RuleViolation => {
  const face = ix.sheets[s.sheetOf[seat] as number]?.faceOf[b] ?? -1
  const colour = ix.faces[face] ?? '?'
  switch (block) {
    case 'noSuchBox':
      return refuse('NO_SUCH_BOX', 'noSuchBox', { box: b, last: ix.neighbours.length - 1 }, 'D5')
    case 'white':
      return refuse('WHITE_BOX', 'whiteBox', { box: b }, 'D7')
    case 'crossed':
      return refuse('ALREADY_CROSSED', 'alreadyCrossed', { box: b }, 'D30')
    case 'limit':
      return s.a2.limit === 1 && s.a2.pool.reduce((a, n) => a + n, 0) > 1
        ? refuse('DIE_LIMIT', 'dieLimit', {}, 'D28')
        : refuse('NO_DIE_LEFT', 'noDieLeft', { seat, limit: s.a2.limit }, 'D30')
    case 'noDie':
      return refuse('DIE_NOT_AVAILABLE', 'dieNotAvailable', { colour }, 'D28')
    case 'dieUsed':
      return refuse('DIE_NOT_AVAILABLE', 'dieUsedUp', { seat, colour }, 'D30')
    case 'notAdjacent':
      return refuse('NOT_ADJACENT', 'notAdjacent', { box: b, chaining: s.options.passiveChaining ? 1 : 0 }, 'D31')
  }
}

/** Why `seat` may not cross box `b` now, as a {@link CrossBlock}, or `undefined` if it may (for a UI's answer to a click, issue 27). */
export const crossBlockOf = (ix: BorderIndex, s: BorderState, seat: number, b: number): CrossBlock | undefined => {
  const ctx = seatContext(ix, s, seat)
  return ctx === undefined ? 'noSuchBox' : crossBlock(ctx, b)
}

/** Why `seat` may not cross box `b` now, or `undefined` if it may (see {@link crossBlock}). */
export const crossProblem = (ix: BorderIndex, s: BorderState, seat: number, b: number): RuleViolation | undefined => {
  const ctx = seatContext(ix, s, seat)
  if (ctx === undefined) return refuse('NO_SUCH_BOX', 'noSuchBox', { box: b, last: ix.neighbours.length - 1 }, 'D5')
  const block = crossBlock(ctx, b)
  return block === undefined ? undefined : blockViolation(ix, s, seat, b, block)
}

/**
 * Speed only: true when, with passiveChaining on (DQ3), box `b` is on the seat's frontier (D31) in a
 * colour with a die left for the seat (D28, D30) under its limit — then {@link crossBlock} finds
 * nothing; false means "ask crossBlock".
 */
const frontierCrossable = (ix: BorderIndex, s: BorderState, seat: number, b: number): boolean => {
  const sheet = s.boards[seat]
  const sh = ix.sheets[s.sheetOf[seat] as number]
  if (!s.options.passiveChaining || sheet === undefined || sh === undefined || !(b >= 0 && b < sh.faceOf.length)) return false
  const face = sh.faceOf[b] as number
  const used = s.a2.used[seat]
  if (face < 0 || used === undefined) return false
  let total = 0
  for (let f = 0; f < used.length; f++) total += used[f] as number
  if (total >= s.a2.limit || (used[face] ?? 0) >= (s.a2.pool[face] ?? 0)) return false
  return ((sheetBits(ix, sheet)[ix.words + (b >> 5)] as number) & (1 << (b & 31))) !== 0
}

/**
 * The boxes `seat` may cross now ({@link crossBlock} is undefined), ascending, each as its entry of
 * `table` (box `b` as `table[b]`: the box ids, or their cross moves — speed only: the listing gets
 * its moves without a list of boxes between); if `firstOnly`, one of them (any).
 */
const scanCrossable = <T>(ix: BorderIndex, s: BorderState, seat: number, firstOnly: boolean, table: readonly T[]): T[] => {
  const out: T[] = []
  // What seatContext reads, read here without building it (speed only: this runs for every
  // Action 2 listing, and for every seat when Action 2 begins).
  const sheet = s.boards[seat]
  const sh = ix.sheets[s.sheetOf[seat] as number]
  if (sheet === undefined || sh === undefined) return out
  const used = s.a2.used[seat] ?? NONE
  let total = 0
  for (let f = 0; f < used.length; f++) total += used[f] as number
  // At the limit every box is blocked ('limit' or an earlier reason): nothing to scan.
  if (total >= s.a2.limit) return out
  const faceOf = sh.faceOf
  const pool = s.a2.pool
  // Speed only, the same boxes as crossBlock, from bitsets (rules/sheet-bits.ts): the candidates
  // are the uncrossed boxes of the colours with a die left for the seat (D28, D30) next to a
  // crossed box (D31) — the sheet's frontier; with passiveChaining off, next to a box crossed
  // before this Action 2 (DQ3).
  const words = ix.words
  const bits = sheetBits(ix, sheet)
  const fresh = s.a2.fresh[seat] ?? NONE
  let counted: Int32Array | undefined
  if (!s.options.passiveChaining && fresh.length > 0) {
    counted = bits.slice(0, words)
    for (const j of fresh) if (j >= 0 && j < faceOf.length) counted[j >> 5] = (counted[j >> 5] as number) & ~(1 << (j & 31))
  }
  const nb = ix.neighbourBits
  let set = 0
  for (let f = 0; f < pool.length && f < ix.faces.length; f++) if ((used[f] ?? 0) < (pool[f] ?? 0)) set |= 1 << f
  const colours = set * words
  for (let w = 0; w < words; w++) {
    let m = sh.colourSetBits[colours + w] ?? 0
    if (counted === undefined) m &= bits[words + w] as number
    else m &= ~(bits[w] as number)
    while (m !== 0) {
      const low = m & -m
      m ^= low
      const b = (w << 5) + 31 - Math.clz32(low)
      if (counted !== undefined) {
        let touches = false
        for (let u = 0; u < words && !touches; u++) touches = ((nb[b * words + u] as number) & (counted[u] as number)) !== 0
        if (!touches) continue
      }
      out.push(table[b] as T)
      if (firstOnly) return out
    }
  }
  return out
}

/** The boxes `seat` may cross now, ascending. */
export const crossableBoxes = (ix: BorderIndex, s: BorderState, seat: number): readonly number[] => scanCrossable(ix, s, seat, false, ix.boxIds)

/** Whether `seat` may cross any box now. */
export const canCrossAny = (ix: BorderIndex, s: BorderState, seat: number): boolean => scanCrossable(ix, s, seat, true, ix.boxIds).length > 0

/** A passive seat's legal moves: cross a box (ascending), then done (D32). */
export const action2Moves = (ix: BorderIndex, s: BorderState, seat: number): readonly BorderMove[] => {
  const out = scanCrossable(ix, s, seat, false, ix.crossMoves)
  out.push(DONE)
  return out
}

/**
 * A passive seat crosses a box with a die of its colour (D30–D32); areas may complete (D34). The
 * state after it; the seat stays in Action 2 until its own `done` (D33).
 */
export const applyCross = (ix: BorderIndex, s: BorderState, seat: number, move: CrossMove): E.Either<RuleViolation, BorderState> => {
  if (!frontierCrossable(ix, s, seat, move.box)) {
    const problem = crossProblem(ix, s, seat, move.box)
    if (problem !== undefined) return E.left(problem)
  }
  const face = ix.sheets[s.sheetOf[seat] as number]?.faceOf[move.box] as number
  // copies by slice and a literal of Action2State's fields (speed only)
  const boards = s.boards.slice()
  boards[seat] = crossBox(ix, s.boards[seat] as SeatSheet, move.box, action2Stamp(s.round))
  const used = s.a2.used.slice()
  const mine = (s.a2.used[seat] as readonly number[]).slice()
  mine[face] = (mine[face] as number) + 1
  used[seat] = mine
  const fresh = s.a2.fresh.slice()
  const before = s.a2.fresh[seat] as readonly number[]
  const mineFresh = before.slice() // slice and push (speed only: `concat` and a spread were slower here)
  mineFresh.push(move.box)
  fresh[seat] = mineFresh
  const next = copyState(s)
  next.boards = boards
  next.a2 = { pool: s.a2.pool, limit: s.a2.limit, used, fresh, waiting: s.a2.waiting }
  return E.right(next)
}

/** The boxes a passive seat may cross now (Action 2; for bots and UIs). */
export const crossableNow = (s: BorderState, seat: number): readonly number[] =>
  s.phase === 'action2' && s.a2.waiting[seat] === true ? crossableBoxes(boardOf(s), s, seat) : []

/** The dice available in Action 2 by colour, and how many each passive player may use (D28). */
export const action2Dice = (s: BorderState): { readonly dice: Readonly<Partial<Record<Colour, number>>>; readonly limit: number } => {
  const ix = boardOf(s)
  return {
    dice: Object.fromEntries(ix.faces.map((c, f) => [c, s.a2.pool[f] ?? 0]).filter(([, n]) => (n as number) > 0)),
    limit: s.phase === 'action2' ? s.a2.limit : 0
  }
}
