/**
 * Indexes derived once per component set (cached by object identity).
 * @module
 */
import type { RajasComponents, Tile } from './types.js'
import { bundledComponents } from './bundled.js'

/** Rotates an edge mask clockwise `rot` quarter turns (N→E→S→W). */
export const rotateMask = (mask: number, rot: number): number => {
  let m = mask
  for (let i = 0; i < rot; i++) m = ((m << 1) | (m >> 3)) & 15
  return m
}

/** The opposite edge bit. */
export const opposite = (edge: number): number => ((edge << 2) | (edge >> 2)) & 15

/** Derived data of a component set. */
export interface Derived {
  /** The component set. */
  readonly c: RajasComponents
  /** Road groups by tile id and rotation. */
  readonly groups: readonly (readonly (readonly number[])[])[]
  /** Tile ids of each of the 12 stacks (colour × 3 + back). */
  readonly stacks: readonly (readonly number[])[]
  /** Neighbour cell across each edge bit (index 1, 2, 4, 8) of each cell; -1 off the board. */
  readonly neighbour: readonly (readonly number[])[]
  /** Number of grid cells. */
  readonly cells: number
  /** Tiles by id. */
  readonly tiles: readonly Tile[]
}

const cache = new WeakMap<RajasComponents, Derived>()

const sideCache = new WeakMap<RajasComponents, Derived>()

/** A province board side: the base side, or the Navaratna side where the set has one (variant). */
export type BoardSideName = 'base' | 'navaratna'

/** The derived data of a component set for one province side (the base side by default; cached). */
export const derive = (c: RajasComponents, board: BoardSideName = 'base'): Derived => {
  if (c === bundledComponents && board === 'base') return BUNDLED // the common case, without a lookup
  if (board === 'navaratna' && c.navaratnaProvince !== undefined) {
    const hit = sideCache.get(c)
    if (hit !== undefined) return hit
    const d = deriveBase({ ...c, province: c.navaratnaProvince })
    sideCache.set(c, d)
    return d
  }
  return deriveBase(c)
}

const deriveBase = (c: RajasComponents): Derived => {
  const hit = cache.get(c)
  if (hit !== undefined) return hit
  const groups = c.tiles.map((tile) => [0, 1, 2, 3].map((rot) => tile.roads.map((m) => rotateMask(m, rot))))
  const stacks: number[][] = Array.from({ length: c.diceColours.length * 3 }, () => [])
  for (const tile of c.tiles) stacks[tile.colour * 3 + tile.back]?.push(tile.id)
  const { cols, rows } = c.province
  const neighbour: number[][] = []
  for (let cell = 0; cell < cols * rows; cell++) {
    const row = Math.floor(cell / cols)
    const col = cell % cols
    const n: number[] = Array.from({ length: 9 }, () => -1)
    n[1] = row > 0 ? cell - cols : -1
    n[2] = col < cols - 1 ? cell + 1 : -1
    n[4] = row < rows - 1 ? cell + cols : -1
    n[8] = col > 0 ? cell - 1 : -1
    neighbour.push(n)
  }
  const d: Derived = { c, groups, stacks, neighbour, cells: cols * rows, tiles: c.tiles }
  cache.set(c, d)
  return d
}


/** The derived data of the bundled set's base side, computed once. */
const BUNDLED: Derived = deriveBase(bundledComponents)

/** The derived data of the bundled set. */
export const bundledDerived = (): Derived => derive(bundledComponents)
