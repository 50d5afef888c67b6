/**
 * Rulebook section 8, "Step 3: Exploration" (N43–N46): the room winner places the room.
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { copyState, other, patchTemple, type NagarajaState } from '../state.js'
import { stepRefusal, type Ctx, type Refuser } from './context.js'
import { canPlaceAt, touchTemple } from './corridors.js'

type PlaceMove = Extract<NagarajaMove, { t: 'place' }>

/** Shared `place` moves by space × 4 + rotation (speed only: moves are immutable values; spaces below 64, others built fresh). */
const PLACE_MOVES: readonly NagarajaMove[] = Array.from({ length: 256 }, (_, i): NagarajaMove => sharedMove({ t: 'place', cell: i >> 2, rot: i & 3 }))

/** Candidate placements: every space in every orientation. */
export const placeCandidates = (ctx: Ctx, out: NagarajaMove[]): void => {
  const tp = ctx.phase.p === 'place' ? ctx.temples[ctx.seat] : undefined
  for (let cell = 0; cell < ctx.d.cells; cell++) {
    // A space `refusePlace` refuses in every orientation (a room or the trap on it) is not listed (speed only).
    if (tp !== undefined && (tp.cells[cell] !== null || tp.trap === cell)) continue
    for (let rot = 0; rot < 4; rot++) out.push(PLACE_MOVES[cell * 4 + rot] ?? { t: 'place', cell, rot })
  }
}

/** Why a `place` is illegal now, or null. */
export const refusePlace = (ctx: Ctx, m: PlaceMove, no: Refuser): RuleViolation | null => {
  const ph = ctx.phase
  if (ph.p !== 'place') return stepRefusal(ctx, m.t, 'place', no)
  const tp = ctx.temples[ctx.seat]
  // N43: each of the 4 orientations
  if (!Number.isInteger(m.rot) || m.rot < 0 || m.rot > 3) return no('BAD_ROTATION', 'badRotation', { rot: m.rot }, 'N43')
  if (tp === undefined || !Number.isInteger(m.cell) || m.cell < 0 || m.cell >= ctx.d.cells) return no('NO_SUCH_SPACE', 'noSuchSpace', { cell: m.cell }, 'N43')
  if (tp.trap === m.cell) return no('TRAP_SPACE', 'trapNoPlace', { cell: m.cell }, 'N57')
  if (tp.cells[m.cell] !== null) return no('SPACE_OCCUPIED', 'occupied', { cell: m.cell }, 'N43')
  // N43 (a)/(b)
  return canPlaceAt(ctx.d, tp, m.cell) ? null : no('NOT_REACHABLE', 'notReachable', { cell: m.cell }, 'N43')
}

/** Applies a legal `place`: the room goes in, then N13/N14 and the end checks including N66 (N45). */
export const applyPlace = (s: NagarajaState, seat: number, m: PlaceMove): NagarajaState => {
  const tp = s.temples[seat]
  const room = s.room
  if (tp === undefined || room === null) return s
  const cells = tp.cells.map((c, i) => (i === m.cell ? { ...room, r: m.rot } : c))
  const full = cells.every((c) => c !== null)
  // N44: an amulet on the room stays on it; N45: reveal/re-hide, collect, then the end checks incl. N66
  // one fresh copy, its fields set before it is passed on (speed only: `upd` then `withTemple` made two)
  const next = copyState(s)
  next.room = null
  next.lastPlacer = seat
  next.ninth = full ? seat : -1
  next.phase = { p: 'renewal', loser: other(seat) }
  const temples = s.temples.slice()
  temples[seat] = patchTemple(tp, { cells })
  next.temples = temples
  return touchTemple(next, seat)
}
