/**
 * A sheet as bitsets (speed only): its crossed boxes and its frontier — the uncrossed boxes with a
 * crossed neighbour, the boxes D31 lets a passive player cross — as `BorderIndex.words` 32-bit
 * words (bit `b & 31` of word `b >> 5`). A sheet is immutable, so its bitsets are computed once per
 * sheet object and kept in a small ring in the component set's index (`BorderIndex.bitsCache`, the
 * last 16 sheets: bounded memory, no weak references for the garbage collector to trace); crossing
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
  const bits = new Int32Array(words)
  for (let b = 0; b < n; b++) if (crossed.charCodeAt(b) === 49) bits[b >> 5] = (bits[b >> 5] as number) | (1 << (b & 31))
  const frontier = new Int32Array(words)
  const nb = ix.neighbourBits
  for (let b = 0; b < n; b++) {
    if (((bits[b >> 5] as number) & (1 << (b & 31))) !== 0) continue
    for (let u = 0; u < words; u++) {
      if (((nb[b * words + u] as number) & (bits[u] as number)) !== 0) {
        frontier[b >> 5] = (frontier[b >> 5] as number) | (1 << (b & 31))
        break
      }
    }
  }
  return { crossed: bits, frontier }
}

const find = (c: SheetBitsCache, sheet: SeatSheet): SheetBits | undefined => {
  for (let i = 0; i < c.sheets.length; i++) if (c.sheets[i] === sheet) return c.bits[i]
  return undefined
}

const keep = (c: SheetBitsCache, sheet: SeatSheet, bits: SheetBits): void => {
  c.sheets[c.next] = sheet
  c.bits[c.next] = bits
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

/**
 * The bitsets of `sheet` with `boxes` crossed, from `sheet`'s when they are known (else
 * `undefined`): the crossed boxes leave the frontier, and their uncrossed neighbours join it.
 */
export const carriedBits = (ix: BorderIndex, sheet: SeatSheet, boxes: readonly number[]): SheetBits | undefined => {
  const old = find(ix.bitsCache, sheet)
  if (old === undefined) return undefined
  const crossed = old.crossed.slice()
  const frontier = old.frontier.slice()
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i] as number
    crossed[b >> 5] = (crossed[b >> 5] as number) | (1 << (b & 31))
    frontier[b >> 5] = (frontier[b >> 5] as number) & ~(1 << (b & 31))
  }
  for (let i = 0; i < boxes.length; i++) {
    const around = ix.adjacentTo[boxes[i] as number] ?? []
    for (let k = 0; k < around.length; k++) {
      const j = around[k] as number
      if (((crossed[j >> 5] as number) & (1 << (j & 31))) === 0) frontier[j >> 5] = (frontier[j >> 5] as number) | (1 << (j & 31))
    }
  }
  return { crossed, frontier }
}

/** Keeps the bitsets of a new sheet (from {@link carriedBits}). */
export const keepSheetBits = (ix: BorderIndex, sheet: SeatSheet, bits: SheetBits): void => keep(ix.bitsCache, sheet, bits)

/** Whether every box of an area's ring is crossed, on the bitsets (D34; white boxes count). */
export const ringCrossedBits = (ix: BorderIndex, crossed: Int32Array, area: number): boolean => {
  const words = ix.words
  const base = area * words
  for (let w = 0; w < words; w++) if (((ix.ringBits[base + w] as number) & ~(crossed[w] as number)) !== 0) return false
  return true
}
