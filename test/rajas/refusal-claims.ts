/**
 * What the refusal codes of Rajas of the Ganges assert about the state, checked from the state and
 * the component data directly (issue 33: a "cannot afford" must be about paying, a "disconnects"
 * about placement, a limit about that limit). Payments are recomputed by brute force over which
 * dice are flipped with karma, independently of the rules' `canReach`/`maxReach`.
 */
import type { RuleViolation } from '../../src/core/index.js'
import type { RajasMove, RajasState } from '../../src/games/rajas/index.js'
import { boardSide, comps, compsFor } from '../../src/games/rajas/rules/common.js'
import type { Claims } from '../support/refusals.js'

type Claim = (s: RajasState, actor: unknown, m: RajasMove, v: RuleViolation) => string | undefined

/** The most a seat can pay in dice of `colour`, each die flipped (7 − v, one karma each) or not. */
export const bestPayment = (dice: readonly number[], karma: number, colour: number): number => {
  const values = dice.filter((d) => Math.floor(d / 10) === colour).map((d) => d % 10)
  let best = 0
  for (let mask = 0; mask < 1 << values.length; mask++) {
    let flips = 0
    let sum = 0
    values.forEach((v, i) => {
      const f = (mask >> i) & 1
      flips += f
      sum += f === 1 ? 7 - v : v
    })
    if (flips <= karma) best = Math.max(best, sum)
  }
  return best
}

interface TileChoice {
  readonly cost: number
  readonly colour: number
}

const headOf = (s: RajasState) => s.tasks[0]

/** The tile on top of stack i and the tile the architect covers (if any) for the pending `buy`. */
const buyTiles = (s: RajasState, i: number): { readonly tile: TileChoice | undefined; readonly old: TileChoice | undefined; readonly seat: number } => {
  const t = headOf(s)
  const seat = t?.s ?? 0
  const p = s.p[seat]
  const d = p === undefined ? comps(s) : compsFor(s, p)
  const top = s.tops[i] ?? -1
  const cell = t !== undefined && t.k === 'buy' ? (t.cell ?? -1) : -1
  const old = cell >= 0 && p !== undefined ? d.tiles[(p.grid[cell] ?? 0) >> 2] : undefined
  return { tile: top >= 0 ? d.tiles[top] : undefined, old, seat }
}

/** Whether the pending seat can pay `need` in dice of `colour`. */
const payable = (s: RajasState, seat: number, colour: number, need: number): boolean => {
  const p = s.p[seat]
  return p !== undefined && bestPayment(p.dice, p.karma, colour) >= need
}

/** The dearer top tiles for the architect on `cell`, and which of them the seat can pay. */
const dearerTops = (s: RajasState, seat: number, cell: number): { readonly dearer: number; readonly payable: number } => {
  const p = s.p[seat]
  if (p === undefined) return { dearer: 0, payable: 0 }
  const d = compsFor(s, p)
  const old = d.tiles[(p.grid[cell] ?? 0) >> 2]
  const tops = s.tops.flatMap((top) => (top >= 0 && (d.tiles[top]?.cost ?? 0) > (old?.cost ?? 0) ? [d.tiles[top] as TileChoice] : []))
  return { dearer: tops.length, payable: tops.filter((tile) => payable(s, seat, tile.colour, tile.cost - (old?.cost ?? 0))).length }
}

const claims: Readonly<Record<string, Claim>> = {
  CANNOT_AFFORD_TILE: (s, _a, m) => {
    const t = headOf(s)
    if (m.t === 'stack' && t?.k === 'buy') {
      const { tile, old, seat } = buyTiles(s, m.i)
      if (tile === undefined) return 'no tile'
      return payable(s, seat, tile.colour, tile.cost - (old?.cost ?? 0)) ? `the tile (cost ${tile.cost}, covering ${old?.cost ?? '-'}) can be paid` : undefined
    }
    if (m.t === 'cover' && t?.k === 'cover') return dearerTops(s, t.s, m.cell).payable === 0 ? undefined : 'a dearer tile can be paid'
    return `${m.t} in ${t?.k ?? '-'}`
  },
  NOT_MORE_EXPENSIVE: (s, _a, m) => {
    const t = headOf(s)
    if (m.t === 'stack') {
      const { tile, old } = buyTiles(s, m.i)
      return tile !== undefined && old !== undefined && tile.cost <= old.cost ? undefined : 'the tile costs more'
    }
    if (m.t === 'cover' && t?.k === 'cover') return dearerTops(s, t.s, m.cell).dearer === 0 ? undefined : 'a top tile costs more'
    return m.t
  },
  DISCONNECTS: (s, _a, m) => {
    const t = headOf(s)
    if (m.t === 'stack') {
      const { tile, old, seat } = buyTiles(s, m.i)
      if (tile === undefined || old === undefined) return 'not the architect'
      if (tile.cost <= old.cost) return 'the tile is not dearer'
      return payable(s, seat, tile.colour, tile.cost - old.cost) ? undefined : 'the difference cannot be paid'
    }
    if (m.t === 'cover' && t?.k === 'cover') return dearerTops(s, t.s, m.cell).payable > 0 ? undefined : 'no dearer tile can be paid'
    return m.t === 'put' && t?.k === 'put' && t.cell >= 0 ? undefined : `${m.t} in ${t?.k ?? '-'}`
  },
  NO_AFFORDABLE_TILE: (s, a) => {
    const d = comps(s)
    const cheap = s.tops.some((top) => top >= 0 && payable(s, a as number, d.tiles[top]?.colour ?? 0, d.tiles[top]?.cost ?? 0))
    return cheap ? 'a top tile can be paid' : undefined
  },
  NOT_ENOUGH_MONEY: (s, a, m) => (m.t === 'space' && (boardSide(s).spaces[m.i]?.money ?? 0) > (s.p[a as number]?.money ?? 0) ? undefined : 'the money suffices'),
  SPACE_OCCUPIED: (s, _a, m) => (m.t === 'space' && (s.spaces[m.i] ?? -1) >= 0 ? undefined : 'the space is free'),
  NO_KARMA: (s, a) => ((s.p[a as number]?.karma ?? 0) < 1 ? undefined : 'the seat has karma'),
  RIVER_DISTANCE: (s, _a, m) => {
    const t = headOf(s)
    return m.t === 'river' && t?.k === 'river' && !(m.n >= 1 && m.n <= t.n) ? undefined : 'within the die'
  },
  BEYOND_FINAL: (s, _a, m) => {
    const t = headOf(s)
    return m.t === 'river' && t?.k === 'river' && m.n >= 1 && m.n <= t.n ? undefined : 'beyond the die'
  },
  NO_SUCH_MARKET: (s, a, m) => {
    if (m.t !== 'market') return m.t
    const p = s.p[a as number]
    const tile = p !== undefined && (p.grid[m.cell] ?? -1) >= 0 ? comps(s).tiles[(p.grid[m.cell] ?? 0) >> 2] : undefined
    return tile?.markets[m.m] === undefined ? undefined : 'the market exists'
  },
  ONE_PER_GOODS: (s, a, m) => (m.t === 'market' && claims.NO_SUCH_MARKET?.(s, a, m, { code: '', message: '' }) !== undefined ? undefined : 'no such market'),
  MARKET_LIMIT: (s, a, m) => (m.t === 'market' && claims.NO_SUCH_MARKET?.(s, a, m, { code: '', message: '' }) !== undefined ? undefined : 'no such market')
}

/** The claims of Rajas's refusal codes (types erased for the generic hunt). */
export const rajasClaims = claims as unknown as Claims
