/**
 * Rulebook section 5, "Round structure" (N29–N30): who decides in each step, and the one place
 * that sends a seat move to the rule of its step. Legality has one source per decision: the
 * legal moves are the candidates of the step filtered by the step's own refusal, so `apply`
 * accepts a move iff `legalMoves` lists it.
 * @module
 */
import { CHANCE, type Actor, type RuleViolation } from '../../../core/index.js'
import type { NagarajaMove } from '../moves.js'
import type { NagarajaState } from '../state.js'
import { applyAmulet, refuseAmulet, respondCandidates } from './amulets.js'
import { applyCall, callCandidates, refuseCall } from './call-of-fate.js'
import { abilityCandidates, applyChoice, applyClash, clashCandidates, refuseChoice, refuseClash } from './clash.js'
import { EXPLAIN, QUIET, type Ctx, type Refuser } from './context.js'
import { applyPlace, placeCandidates, refusePlace } from './exploration.js'
import { applyGive, giveCandidates, refuseGive } from './renewal.js'

/** Who acts now: chance while events are pending, else the seat whose decision the step awaits. */
export const actorsOf = (s: NagarajaState): Actor[] => {
  if (s.end !== null) return []
  if (s.queue.length > 0) return [CHANCE]
  const ph = s.phase
  switch (ph.p) {
    case 'call':
    case 'respond':
    case 'ability':
    case 'place':
    case 'give':
      return [ph.seat]
    case 'clash':
      return [ph.turn]
    default:
      return []
  }
}

/** Why a seat move is illegal now, or null when it is legal (`no` builds the refusal; default: explained). */
export const refuseSeatMove = (ctx: Ctx, m: NagarajaMove, no: Refuser = EXPLAIN): RuleViolation | null => {
  switch (m.t) {
    case 'drawAmulet':
    case 'cancel':
    case 'allow':
      return refuseAmulet(ctx, m, no)
    case 'select':
    case 'lay':
      return refuseCall(ctx, m, no)
    case 'activate':
    case 'pass':
      return refuseClash(ctx, m, no)
    case 'give':
      return refuseGive(ctx, m, no)
    case 'place':
      return refusePlace(ctx, m, no)
    case 'face':
    case 'card':
    case 'room':
    case 'relic':
    case 'amulet': {
      // chance outcomes: never a seat's choice (refused as an ability choice of the wrong kind)
      const r = refuseChoice(ctx, m, no)
      return r ?? no('WRONG_STEP', () => `"${m.t}" is not a seat move`, 'N29')
    }
    default:
      return refuseChoice(ctx, m, no)
  }
}

/** The legal moves of the acting seat described by `ctx`, in a fixed order (the step's candidates, then a Draw amulet). */
export const legalFromCtx = (ctx: Ctx): NagarajaMove[] => {
  const all: NagarajaMove[] = []
  switch (ctx.phase.p) {
    case 'call':
      callCandidates(ctx, all)
      break
    case 'clash':
      clashCandidates(ctx, all)
      break
    case 'respond':
      respondCandidates(all)
      break
    case 'give':
      giveCandidates(ctx, all)
      break
    case 'place':
      placeCandidates(ctx, all)
      break
    case 'ability':
      abilityCandidates(ctx, all)
      break
    default:
      break
  }
  all.push({ t: 'drawAmulet' })
  const out: NagarajaMove[] = []
  for (const m of all) if (refuseSeatMove(ctx, m, QUIET) === null) out.push(m)
  return out
}

/** Applies a seat move that {@link refuseSeatMove} accepted. */
export const applySeatMove = (s: NagarajaState, seat: number, m: NagarajaMove): NagarajaState => {
  switch (m.t) {
    case 'drawAmulet':
    case 'cancel':
    case 'allow':
      return applyAmulet(s, seat, m)
    case 'select':
    case 'lay':
      return applyCall(s, seat, m)
    case 'activate':
    case 'pass':
      return applyClash(s, seat, m)
    case 'give':
      return applyGive(s, seat, m)
    case 'place':
      return applyPlace(s, seat, m)
    case 'face':
    case 'card':
    case 'room':
    case 'relic':
    case 'amulet':
      return s
    default:
      return applyChoice(s, m)
  }
}
