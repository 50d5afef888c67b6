/**
 * Indexes precomputed once per component set (cached by object identity).
 * @module
 */
import type { ChanceOutcome } from '../../../core/index.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import type { NagarajaComponents, Side } from './types.js'
import type { QueueItem } from '../state.js'

/** Side indexes: N 0, E 1, S 2, W 3; the special location is port bit 16. */
export const SIDES: readonly Side[] = ['N', 'E', 'S', 'W']
/** The port bit of the special location (crypt). */
export const CRYPT = 16

/** Derived, fast-access data of a component set. */
export interface Derived {
  /** The component set. */
  readonly c: NagarajaComponents
  /** Number of room spaces. */
  readonly cells: number
  /** Neighbour of each space across each side (N, E, S, W), or -1 at the edge. */
  readonly neighbours: readonly (readonly number[])[]
  /** Spaces touching an entrance (N43 a, NQ20). */
  readonly nearEntrance: readonly boolean[]
  /** Entrances as [space, side index]. */
  readonly entrances: readonly (readonly [number, number])[]
  /** Hiding places as [space, side index], in relic order. */
  readonly hiding: readonly (readonly [number, number])[]
  /** Corridor networks of each room kind in each rotation, as port bit masks. */
  readonly nets: readonly (readonly (readonly number[])[])[]
  /** Whether a room kind has a special location. */
  readonly special: readonly boolean[]
  /** Number of cursed relics per temple. */
  readonly cursedCount: number
  /** Index of the brown stick kind (first guide, N26). */
  readonly brown: number
  /** The outcomes of one throw of each stick kind: each face with equal probability (N35). */
  readonly throws: readonly (readonly ChanceOutcome<NagarajaMove>[])[]
  /**
   * The last legality context built from a state (speed only, `ctxOfState` in `rules/context.ts`):
   * `legalMoves` and then `apply` of the same state and seat build the same context, so the second
   * reuses the first — only after checking that every field it was built from is still the
   * state's (`ctxFits`), so it cannot go stale. One entry, overwritten: bounded memory, no weak
   * references for the garbage collector to trace.
   */
  readonly lastCtx: { ctx: object | null }
  /**
   * The last queue tail a chance step took (speed only, `queueRest` in `rules/chance.ts`): the
   * list it was taken from and the tail, shared by the outcomes of one chance step. One entry,
   * given again only after an item-by-item check, so it cannot go stale.
   */
  readonly queueRest: { of: readonly QueueItem[] | null; rest: QueueItem[] }
}

const sideIndex = (s: Side): number => SIDES.indexOf(s)

const portMask = (ports: string, rot: number): number => {
  let m = 0
  for (const ch of ports) {
    if (ch === 'C') m |= CRYPT
    else {
      const s = SIDES.indexOf(ch as Side)
      if (s >= 0) m |= 1 << ((s + rot) % 4)
    }
  }
  return m
}

/** Derived indexes by component set (a cache keyed by the set object). */
const cache = new WeakMap<NagarajaComponents, Derived>()

/** The derived indexes of a component set (computed once per object). */
export const derive = (c: NagarajaComponents): Derived => {
  const hit = cache.get(c)
  if (hit !== undefined) return hit
  const { rows, cols } = c.temple
  const cells = rows * cols
  const neighbours: number[][] = []
  for (let i = 0; i < cells; i++) {
    const r = Math.floor(i / cols)
    const k = i % cols
    neighbours.push([r > 0 ? i - cols : -1, k < cols - 1 ? i + 1 : -1, r < rows - 1 ? i + cols : -1, k > 0 ? i - 1 : -1])
  }
  const pos = (e: { row: number; col: number; side: Side }): readonly [number, number] => [e.row * cols + e.col, sideIndex(e.side)]
  const entrances = c.temple.entrances.map(pos)
  const nearEntrance = Array.from({ length: cells }, (_, i) => entrances.some(([cell]) => cell === i))
  const d: Derived = {
    c,
    cells,
    neighbours,
    nearEntrance,
    entrances,
    hiding: c.temple.hidingPlaces.map(pos),
    nets: c.rooms.map((k) => [0, 1, 2, 3].map((rot) => k.networks.map((n) => portMask(n, rot)))),
    special: c.rooms.map((k) => k.networks.some((n) => n.includes('C'))),
    cursedCount: c.relics.filter((r) => r.cursed).reduce((a, r) => a + r.count, 0),
    brown: Math.max(0, c.sticks.findIndex((s) => s.colour === 'brown')),
    // frozen, list and outcomes: `chanceOutcomes` hands these very lists to every caller
    throws: c.sticks.map((k) => Object.freeze(k.faces.map((_, face): ChanceOutcome<NagarajaMove> => Object.freeze({ move: sharedMove({ t: 'face', face }), p: 1 / k.faces.length })))),
    lastCtx: { ctx: null },
    queueRest: { of: null, rest: [] }
  }
  cache.set(c, d)
  return d
}
