/**
 * A sheet as bitsets (speed only): its crossed boxes and its frontier — the uncrossed boxes with a
 * crossed neighbour, the boxes D31 lets a passive player cross — as `BorderIndex.words` 32-bit
 * words (bit `b & 31` of word `b >> 5`). A sheet is immutable, so its bitsets are computed once per
 * sheet object and kept in a small ring in the component set's index (`BorderIndex.bitsCache`, the
 * last 32 sheets: bounded memory, no weak references for the garbage collector to trace); crossing
 * boxes carries them over to the new sheet by updating only the boxes crossed and their
 * neighbours. The state stays the plain JSON it was: these are a cache beside it.
 * @module
 */
import type { BorderIndex, SheetBits, SheetBitsCache } from '../components/derived.js'
import type { SeatSheet } from '../state.js'

/** The bitsets of a crossed string, from scratch. */
const scan = (ix: BorderIndex, crossed: string): SheetBits => {
  const words = ix.words
  const n = ix.neighbours.length
  const bits = new Int32Array(2 * words)
  for (let b = 0; b < n; b++) if (crossed.charCodeAt(b) === 49) bits[b >> 5] = (bits[b >> 5] as number) | (1 << (b & 31))
  const nb = ix.neighbourBits
  for (let b = 0; b < n; b++) {
    if (((bits[b >> 5] as number) & (1 << (b & 31))) !== 0) continue
    for (let u = 0; u < words; u++) {
      if (((nb[b * words + u] as number) & (bits[u] as number)) !== 0) {
        bits[words + (b >> 5)] = (bits[words + (b >> 5)] as number) | (1 << (b & 31))
        break
      }
    }
  }
  return bits
}

/** The most recent entry for `sheet` (searched from the newest: a playout reads the sheets it just made). */
const find = (c: SheetBitsCache, sheet: SeatSheet): SheetBits | undefined => {
  // Two loops instead of an index modulo the size (speed only: this runs several times a step).
  // A slot answers only while the sheet still has the crossed string it was made from (the same
  // string object in practice: one identity check).
  const sheets = c.sheets
  // The slot of the last hit first (speed only: a step reads its sheet several times).
  const last = c.last
  if (sheets[last] === sheet) return c.crossed[last] === sheet.crossed ? c.bits[last] : undefined
  for (let i = c.next - 1; i >= 0; i--) if (sheets[i] === sheet) return hit(c, sheet, i)
  for (let i = sheets.length - 1; i >= c.next; i--) if (sheets[i] === sheet) return hit(c, sheet, i)
  return undefined
}

/** Slot `i` holds `sheet`: its bits while the sheet keeps the crossed string they were made from; remembered as the last hit. */
const hit = (c: SheetBitsCache, sheet: SeatSheet, i: number): SheetBits | undefined => {
  c.last = i
  return c.crossed[i] === sheet.crossed ? c.bits[i] : undefined
}

const keep = (c: SheetBitsCache, sheet: SeatSheet, bits: SheetBits): void => {
  c.sheets[c.next] = sheet
  c.bits[c.next] = bits
  c.crossed[c.next] = sheet.crossed
  c.last = c.next
  c.next = (c.next + 1) % c.sheets.length
}

/** The bitsets of a sheet. Read them only: they are shared. */
export const sheetBits = (ix: BorderIndex, sheet: SeatSheet): SheetBits => {
  const hit = find(ix.bitsCache, sheet)
  if (hit !== undefined) return hit
  const made = scan(ix, sheet.crossed)
  keep(ix.bitsCache, sheet, made)
  return made
}

/** Box `b` crossed on `bits`: it joins the crossed boxes and leaves the frontier. */
const crossBit = (bits: SheetBits, words: number, b: number): void => {
  bits[b >> 5] = (bits[b >> 5] as number) | (1 << (b & 31))
  bits[words + (b >> 5)] = (bits[words + (b >> 5)] as number) & ~(1 << (b & 31))
}

/** The uncrossed boxes next to box `b` join the frontier of `bits`. */
const frontierAround = (ix: BorderIndex, bits: SheetBits, words: number, b: number): void => {
  const around = ix.adjacentTo[b] ?? []
  for (let k = 0; k < around.length; k++) {
    const j = around[k] as number
    if (((bits[j >> 5] as number) & (1 << (j & 31))) === 0) bits[words + (j >> 5)] = (bits[words + (j >> 5)] as number) | (1 << (j & 31))
  }
}

/**
 * The bitsets of `sheet` with `boxes` crossed, from `sheet`'s when they are known (else
 * `undefined`): the crossed boxes leave the frontier, and their uncrossed neighbours join it.
 */
export const carriedBits = (ix: BorderIndex, sheet: SeatSheet, boxes: readonly number[]): SheetBits | undefined => {
  const old = find(ix.bitsCache, sheet)
  if (old === undefined) return undefined
  const words = ix.words
  const bits = new Int32Array(old) // a copy (speed only: the constructor copies faster than `slice`)
  for (let i = 0; i < boxes.length; i++) crossBit(bits, words, boxes[i] as number)
  for (let i = 0; i < boxes.length; i++) frontierAround(ix, bits, words, boxes[i] as number)
  return bits
}

/** {@link carriedBits} of one box (speed only: no list). */
export const carriedBit = (ix: BorderIndex, sheet: SeatSheet, b: number): SheetBits | undefined => {
  const old = find(ix.bitsCache, sheet)
  if (old === undefined) return undefined
  const words = ix.words
  const bits = new Int32Array(old)
  crossBit(bits, words, b)
  frontierAround(ix, bits, words, b)
  return bits
}

/** Keeps the bitsets of a new sheet (from {@link carriedBits}). */
export const keepSheetBits = (ix: BorderIndex, sheet: SeatSheet, bits: SheetBits): void => keep(ix.bitsCache, sheet, bits)

/** Whether every box of an area's ring is crossed, on the bitsets (D34; white boxes count). */
export const ringCrossedBits = (ix: BorderIndex, bits: SheetBits, area: number): boolean => {
  const words = ix.words
  const base = area * words
  for (let w = 0; w < words; w++) if (((ix.ringBits[base + w] as number) & ~(bits[w] as number)) !== 0) return false
  return true
}

/** The number of set bits of a 32-bit word. */
export const popcount = (x: number): number => {
  let v = x - ((x >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff
}

/**
 * How many boxes of each area's ring are crossed on `sheet`, by area index (D34's progress; the
 * bots' evaluation reads it). From the sheet's bitsets, one AND and popcount a word per ring (speed
 * only: a search evaluates every state it makes, and reading each ring's boxes off the crossed
 * string was its largest cost); counted off the string as before when a ring of the component set
 * repeats a box or names one off the sheet (`ringsExact`), which its bitset could not count.
 */
export const ringsCrossed = (ix: BorderIndex, sheet: SeatSheet): number[] => {
  const rings = ix.rings
  const out = new Array<number>(rings.length)
  if (!ix.ringsExact) {
    for (let a = 0; a < rings.length; a++) {
      let n = 0
      for (const box of rings[a] as readonly number[]) if (sheet.crossed[box] === '1') n++
      out[a] = n
    }
    return out
  }
  const bits = sheetBits(ix, sheet)
  const words = ix.words
  const ringBits = ix.ringBits
  for (let a = 0; a < rings.length; a++) {
    let n = 0
    for (let w = 0; w < words; w++) n += popcount((ringBits[a * words + w] as number) & (bits[w] as number))
    out[a] = n
  }
  return out
}
