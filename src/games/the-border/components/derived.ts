/**
 * Indexes derived from a component set, built once per set and cached (WeakMap keyed by the set):
 * the rules read these instead of scanning the component lists.
 * @module
 */
import type { ChanceOutcome } from '../../../core/index.js'
import { completeMove, crossMove, firstMove, rollMove, type BorderMove } from '../moves.js'
import type { Action2State, BorderState, SeatSheet } from '../state.js'
import { BUNDLED_COMPONENTS } from './bundled.js'
import { COLOURS, colourRank, type BorderComponents, type Colour } from './types.js'

/** One colour segment of a sheet, indexed. */
export interface SegmentIndex {
  /** Face index of its colour. */
  readonly face: number
  /** Its colour. */
  readonly colour: Colour
  /** Its boxes. */
  readonly boxes: readonly number[]
  /** The move completing it (a shared instance, speed only). */
  readonly move: BorderMove
}

/** One sheet's colouring, indexed. */
export interface SheetIndex {
  /** Face index of each box's colour, -1 for white boxes. */
  readonly faceOf: readonly number[]
  /** Segment index of each box, -1 for white boxes. */
  readonly segmentOf: readonly number[]
  /** The segments, in component order. */
  readonly segments: readonly SegmentIndex[]
  /** Segment index by `colour/length`. */
  readonly byKey: ReadonlyMap<string, number>
  /** The same by the segments' shared complete moves (speed only: a listed move is found without building its key). */
  readonly byMove: ReadonlyMap<BorderMove, number>
  /** The boxes of each face's colour, ascending. */
  readonly boxesOfFace: readonly (readonly number[])[]
  /** The same as bitsets of `BorderIndex.words` 32-bit words, bit `b & 31` of word `b >> 5` (speed only). */
  readonly faceBits: readonly Int32Array[]
  /** Each segment's boxes as a bitset, the same way (speed only). */
  readonly segmentBits: readonly Int32Array[]
  /** Per face, the mask of the segments of its colour (bit k: segment k), when there are at most 31 segments (speed only). */
  readonly segmentsOfFace: readonly number[] | undefined
  /** The boxes of each set of faces (bit f: face f) as bitsets: set `k`'s are the words from `k × words` (speed only). */
  readonly colourSetBits: Int32Array
}

/** Everything the rules need from a component set. */
export interface BorderIndex {
  /** The set itself. */
  readonly components: BorderComponents
  /** Face colours in order. */
  readonly faces: readonly Colour[]
  /** The face indices sorted by colour order (`COLOURS`): the canonical order of dice in a move. */
  readonly facesInColourOrder: readonly number[]
  /** Face index of a colour (-1 if no face shows it). */
  readonly faceIndex: (c: Colour) => number
  /** Face index of each colour by its rank in `COLOURS` (-1 if no face shows it): `faceIndex` without a lookup by the colour (speed only). */
  readonly faceByRank: readonly number[]
  /** Neighbours of each box. */
  readonly neighbours: readonly (readonly number[])[]
  /** Areas (indices) each box borders. */
  readonly areasOf: readonly (readonly number[])[]
  /** Each area's ring. */
  readonly rings: readonly (readonly number[])[]
  /** Crossed string at the start (white boxes crossed, D7, D14). */
  readonly initialCrossed: string
  /** The sheets. */
  readonly sheets: readonly SheetIndex[]
  /** Chance outcomes of one die (D3). */
  readonly rollOutcomes: readonly ChanceOutcome<BorderMove>[]
  /** The same moves. */
  readonly rollMoves: readonly BorderMove[]
  /** Each box's id, `boxIds[b] = b` (for `scanCrossable`'s table). */
  readonly boxIds: readonly number[]
  /** The cross move of each box (shared instances). */
  readonly crossMoves: readonly BorderMove[]
  /** All-zero counts per face. */
  readonly zeros: readonly number[]
  /** The Action 2 bookkeeping of a round start (shared, per player count). */
  readonly emptyAction2: (players: number) => Action2State
  /** The chance outcomes of choosing the first player among `players` seats (D13; shared). */
  readonly firstOutcomes: (players: number) => readonly ChanceOutcome<BorderMove>[]
  /** Memo of re-roll move lists by dice counts (see `rerollOptions`). */
  readonly rerollMemo: Map<number, readonly BorderMove[]>
  /** 32-bit words in a bitset of the boxes (speed only). */
  readonly words: number
  /** The neighbours of each box as bitsets: box `b`'s are the `words` words from `b × words` (speed only). */
  readonly neighbourBits: Int32Array
  /** The boxes that have each box as a neighbour (the reverse of `neighbours`). */
  readonly adjacentTo: readonly (readonly number[])[]
  /** Each area's ring as a bitset: area `a`'s are the `words` words from `a × words` (speed only). */
  readonly ringBits: Int32Array
  /** Whether every ring's boxes are distinct boxes of the sheet, so that a ring's bitset has a bit per entry of the ring (speed only). */
  readonly ringsExact: boolean
  /** The bitsets of the sheets seen last (speed only; see `rules/sheet-bits.ts`). */
  readonly bitsCache: SheetBitsCache
}

/**
 * A sheet's crossed boxes and frontier (the uncrossed boxes with a crossed neighbour, D31) as
 * bitsets of `BorderIndex.words` words each, bit `b & 31` of word `b >> 5`, in one array: the
 * crossed boxes in words `0 … words - 1`, the frontier in words `words … 2 × words - 1`.
 */
export type SheetBits = Int32Array

/** A small cache of {@link SheetBits} by sheet object, the last `sheets.length` sheets seen (a ring). */
export interface SheetBitsCache {
  /** The sheet objects seen last, by slot (compared by identity: states are immutable). */
  readonly sheets: (SeatSheet | undefined)[]
  /** The bitsets of the sheet in the same slot. */
  readonly bits: (SheetBits | undefined)[]
  /**
   * The sheet's crossed string when its bitsets were made: a slot is used only while the sheet
   * still has it, so a sheet changed in place (against the contract) is scanned anew, never
   * answered from stale bits.
   */
  readonly crossed: (string | undefined)[]
  /** The slot written next. */
  next: number
  /**
   * The slot last found or written (speed only: a step reads the same sheet two or three times —
   * its listing, its check, its cross — so it is tried before the ring is walked).
   */
  last: number
}

const cache = new WeakMap<BorderComponents, BorderIndex>()

/**
 * How many sheets' bitsets the index keeps (a game has at most 4 sheets in play; a search
 * interleaves a few games). 32, not 16 (issue 31 round six: at 4 players a sheet that did not
 * change for a few rounds fell out of 16 and was scanned again; 1.03-1.04x at 4 players, 2 players
 * unchanged; 64 gave nothing more). The slot of the last hit is tried first, so the longer ring
 * is walked only for an older sheet.
 */
const BITS_CACHE_SIZE = 32

/** Segment key: colour and length. */
export const segmentKey = (colour: string, length: number): string => `${colour}/${length}`

const build = (c: BorderComponents): BorderIndex => {
  const faces = c.dice.faces
  const faceMap = new Map<string, number>(faces.map((f, i) => [f, i]))
  const faceIndex = (col: Colour): number => faceMap.get(col) ?? -1
  const n = c.boxes.length
  const words = (n + 31) >> 5
  const neighbourBits = new Int32Array(n * words)
  c.boxes.forEach((box, b) =>
    box.neighbours.forEach((j) => {
      if (j >= 0 && j < n) neighbourBits[b * words + (j >> 5)] = (neighbourBits[b * words + (j >> 5)] as number) | (1 << (j & 31))
    })
  )
  const ringBits = new Int32Array(c.areas.length * words)
  c.areas.forEach((a, i) =>
    a.ring.forEach((b) => {
      if (b >= 0 && b < n) ringBits[i * words + (b >> 5)] = (ringBits[i * words + (b >> 5)] as number) | (1 << (b & 31))
    })
  )
  const adjacentTo: number[][] = c.boxes.map(() => [])
  c.boxes.forEach((box, b) => box.neighbours.forEach((j) => adjacentTo[j]?.push(b)))
  const areasOf: number[][] = c.boxes.map(() => [])
  c.areas.forEach((a, i) => a.ring.forEach((b) => areasOf[b]?.push(i)))
  const sheets: SheetIndex[] = c.sheets.map((s) => {
    const faceOf = new Array<number>(n).fill(-1)
    const segmentOf = new Array<number>(n).fill(-1)
    const byKey = new Map<string, number>()
    const byMove = new Map<BorderMove, number>()
    const segments = s.segments.map((seg, k) => {
      const face = faceIndex(seg.colour)
      for (const b of seg.boxes) {
        faceOf[b] = face
        segmentOf[b] = k
      }
      const move = completeMove(seg.colour, seg.boxes.length)
      byKey.set(segmentKey(seg.colour, seg.boxes.length), k)
      byMove.set(move, k)
      return { face, colour: seg.colour, boxes: seg.boxes, move }
    })
    const boxesOfFace = faces.map((_, f) => faceOf.flatMap((g, b) => (g === f ? [b] : [])))
    const faceBits = boxesOfFace.map((boxes) => {
      const bits = new Int32Array(words)
      for (const b of boxes) bits[b >> 5] = (bits[b >> 5] as number) | (1 << (b & 31))
      return bits
    })
    const segmentBits = segments.map((seg) => {
      const bits = new Int32Array(words)
      for (const b of seg.boxes) if (b >= 0 && b < n) bits[b >> 5] = (bits[b >> 5] as number) | (1 << (b & 31))
      return bits
    })
    const colourSetBits = new Int32Array((1 << faces.length) * words)
    for (let set = 0; set < 1 << faces.length; set++) {
      for (let f = 0; f < faces.length; f++) {
        if ((set & (1 << f)) === 0) continue
        for (let w = 0; w < words; w++) colourSetBits[set * words + w] = (colourSetBits[set * words + w] as number) | ((faceBits[f] as Int32Array)[w] as number)
      }
    }
    const segmentsOfFace = segments.length <= 31 ? faces.map((_, f) => segments.reduce((m, g, k) => (g.face === f ? m | (1 << k) : m), 0)) : undefined
    return { faceOf, segmentOf, segments, byKey, byMove, boxesOfFace, faceBits, segmentBits, colourSetBits, segmentsOfFace }
  })
  const zeros = faces.map(() => 0)
  const emptyA2 = new Map<number, Action2State>()
  const firsts = new Map<number, readonly ChanceOutcome<BorderMove>[]>()
  const rollMoves: BorderMove[] = faces.map(rollMove)
  return {
    components: c,
    faces,
    facesInColourOrder: faces.map((_, f) => f).sort((x, y) => colourRank(faces[x] as Colour) - colourRank(faces[y] as Colour)),
    faceIndex,
    faceByRank: COLOURS.map(faceIndex),
    neighbours: c.boxes.map((b) => b.neighbours),
    areasOf,
    rings: c.areas.map((a) => a.ring),
    initialCrossed: c.boxes.map((b) => (b.white ? '1' : '0')).join(''),
    sheets,
    rollMoves,
    rollOutcomes: rollMoves.map((move) => ({ move, p: 1 / faces.length })),
    crossMoves: c.boxes.map((_, box) => crossMove(box)),
    boxIds: c.boxes.map((_, box) => box),
    rerollMemo: new Map(),
    words,
    neighbourBits,
    adjacentTo,
    ringBits,
    ringsExact: c.areas.every((a) => a.ring.every((b) => Number.isInteger(b) && b >= 0 && b < n) && new Set(a.ring).size === a.ring.length),
    bitsCache: { sheets: new Array<SeatSheet | undefined>(BITS_CACHE_SIZE).fill(undefined), bits: new Array<SheetBits | undefined>(BITS_CACHE_SIZE).fill(undefined), crossed: new Array<string | undefined>(BITS_CACHE_SIZE).fill(undefined), next: 0, last: 0 },
    zeros,
    firstOutcomes: (players) => {
      const hit = firsts.get(players)
      if (hit !== undefined) return hit
      const made = Array.from({ length: players }, (_, seat): ChanceOutcome<BorderMove> => ({ move: firstMove(seat), p: 1 / players }))
      firsts.set(players, made)
      return made
    },
    emptyAction2: (players) => {
      const hit = emptyA2.get(players)
      if (hit !== undefined) return hit
      const seats = Array.from({ length: players }, () => 0)
      const made: Action2State = { pool: zeros, limit: 0, used: seats.map(() => zeros), fresh: seats.map(() => []), waiting: seats.map(() => false) }
      emptyA2.set(players, made)
      return made
    }
  }
}

/** The index of a component set (cached). */
export const indexOf = (c: BorderComponents): BorderIndex => {
  const hit = cache.get(c)
  if (hit !== undefined) return hit
  const made = build(c)
  cache.set(c, made)
  return made
}

/** The component set a state plays with. */
export const componentsOf = (s: Pick<BorderState, 'components'>): BorderComponents => s.components ?? BUNDLED_COMPONENTS

/** The bundled set's index (built once, when the module loads). */
const BUNDLED_INDEX: BorderIndex = indexOf(BUNDLED_COMPONENTS)

/** The index of the component set a state plays with. */
export const boardOf = (s: Pick<BorderState, 'components'>): BorderIndex => (s.components === undefined ? BUNDLED_INDEX : indexOf(s.components))
