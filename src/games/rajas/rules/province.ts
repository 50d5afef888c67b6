/**
 * The province board: road connectivity (R55–R59), legal placements, the architect's cover
 * check (R86), connected special incomes (R62) and visible markets (R77).
 * @module
 */
import { opposite, type Derived } from '../components/derived.js'

const EDGES = [1, 2, 4, 8] as const

const groupsAt = (d: Derived, code: number): readonly number[] =>
  (d.groups[code >> 2] as readonly (readonly number[])[])[code & 3] as readonly number[]

const groupWith = (d: Derived, code: number, edge: number): number => {
  for (const g of groupsAt(d, code)) if ((g & edge) !== 0) return g
  return 0
}

const reachCache = new WeakMap<readonly number[], { readonly d: Derived; readonly reach: readonly number[] }>()

/** Per cell, the union of the edge masks of its road groups connected to the residence (R59); cached per grid (shared, frozen). */
export const reachMasks = (d: Derived, grid: readonly number[]): readonly number[] => {
  const hit = reachCache.get(grid)
  if (hit !== undefined && hit.d === d) return hit.reach
  const reach: readonly number[] = Object.freeze(computeReach(d, grid))
  reachCache.set(grid, { d, reach })
  return reach
}

const computeReach = (d: Derived, grid: readonly number[]): number[] => {
  const res = d.c.province.residence
  const exits = d.c.province.exits
  const reach: number[] = new Array<number>(grid.length).fill(0)
  const stack: number[] = []
  const visit = (cell: number, edgeIn: number): void => {
    const code = grid[cell] ?? -1
    if (code < 0 || cell === res) return
    const g = groupWith(d, code, edgeIn)
    if (g === 0 || ((reach[cell] as number) & g) !== 0) return
    reach[cell] = (reach[cell] as number) | g
    stack.push(cell, g)
  }
  const nb = d.neighbour[res] as readonly number[]
  for (const e of EDGES) if ((exits & e) !== 0 && (nb[e] as number) >= 0) visit(nb[e] as number, opposite(e))
  while (stack.length > 0) {
    const g = stack.pop() as number
    const cell = stack.pop() as number
    const n = d.neighbour[cell] as readonly number[]
    for (const e of EDGES) if ((g & e) !== 0 && (n[e] as number) >= 0) visit(n[e] as number, opposite(e))
  }
  return reach
}

/** May a tile (code tile*4+rot) go on an empty cell: does one of its road ends meet the network (R55)? */
export const canPut = (d: Derived, grid: readonly number[], reach: readonly number[], cell: number, code: number): boolean => {
  const res = d.c.province.residence
  if (cell === res || (grid[cell] ?? 0) !== -1) return false
  const n = d.neighbour[cell] as readonly number[]
  for (const g of groupsAt(d, code)) {
    for (const e of EDGES) {
      if ((g & e) === 0) continue
      const o = n[e] as number
      if (o < 0) continue
      if (o === res ? (d.c.province.exits & opposite(e)) !== 0 : ((reach[o] as number) & opposite(e)) !== 0) return true
    }
  }
  return false
}

/** Is there an empty cell next to an open road end of the network (any tile fits it, R56)? */
export const hasFrontier = (d: Derived, grid: readonly number[], reach: readonly number[]): boolean => {
  const res = d.c.province.residence
  for (let cell = 0; cell < grid.length; cell++) {
    const m = cell === res ? d.c.province.exits : (reach[cell] as number)
    if (m === 0) continue
    const n = d.neighbour[cell] as readonly number[]
    for (const e of EDGES) {
      const o = n[e] as number
      if ((m & e) !== 0 && o >= 0 && o !== res && grid[o] === -1) return true
    }
  }
  return false
}

/** Every placed tile is connected to the residence by at least one road (R55, R86). */
export const allConnected = (_d: Derived, grid: readonly number[], reach: readonly number[]): boolean => {
  for (let cell = 0; cell < grid.length; cell++) if ((grid[cell] as number) >= 0 && reach[cell] === 0) return false
  return true
}

const coverCache = new WeakMap<readonly number[], { readonly d: Derived; readonly m: Map<number, readonly number[]> }>()

/** Rotations of `tile` on occupied `cell` that keep every tile connected (R86, A9); cached per grid (shared, frozen). */
export const coverRotations = (d: Derived, grid: readonly number[], cell: number, tile: number): readonly number[] => {
  let entry = coverCache.get(grid)
  if (entry === undefined || entry.d !== d) {
    entry = { d, m: new Map() }
    coverCache.set(grid, entry)
  }
  const m = entry.m
  const key = d.tiles.length * cell + tile
  const hit = m.get(key)
  if (hit !== undefined) return hit
  const out: number[] = []
  for (let rot = 0; rot < 4; rot++) {
    const g2 = grid.slice()
    g2[cell] = tile * 4 + rot
    if (allConnected(d, g2, computeReach(d, g2))) out.push(rot)
  }
  const rotations: readonly number[] = Object.freeze(out)
  m.set(key, rotations)
  return rotations
}

/** Indices of the special incomes connected to the residence now (R62). */
export const connectedIncomes = (d: Derived, reach: readonly number[]): number[] => {
  const out: number[] = []
  d.c.province.incomes.forEach((inc, i) => {
    if (((reach[inc.cell] ?? 0) & inc.edge) !== 0) out.push(i)
  })
  return out
}

/** A market on a visible tile (R77). */
export interface PlacedMarket {
  readonly cell: number
  readonly m: number
  readonly good: number
  readonly value: number
}

const marketCache = new WeakMap<readonly number[], { readonly d: Derived; readonly codes: readonly number[]; readonly markets: readonly PlacedMarket[] }>()

/**
 * The markets on the visible tiles of a grid, by cell then position on the tile (shared, frozen).
 * Kept per grid with a copy of the grid's codes, and used again only while the grid still holds
 * exactly those codes (speed only: a market step asked for them three or four times, building every
 * market object each time; a grid changed in place, against the contract, gets a fresh list).
 */
export const marketsOf = (d: Derived, grid: readonly number[]): readonly PlacedMarket[] => {
  const hit = marketCache.get(grid)
  if (hit !== undefined && hit.d === d && sameCodes(hit.codes, grid)) return hit.markets
  const out: PlacedMarket[] = []
  grid.forEach((code, cell) => {
    if (code < 0) return
    ;(d.tiles[code >> 2]?.markets ?? []).forEach((mk, m) => out.push(Object.freeze({ cell, m, good: mk.good, value: mk.value })))
  })
  const markets: readonly PlacedMarket[] = Object.freeze(out)
  marketCache.set(grid, { d, codes: grid.slice(), markets })
  return markets
}

const sameCodes = (a: readonly number[], b: readonly number[]): boolean => {
  if (a.length !== b.length) return false
  for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return false
  return true
}
