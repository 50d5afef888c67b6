/**
 * Rulebook section 5, "Round structure" (N29–N30): who decides in each step, and the one place
 * that sends a seat move to the rule of its step. Legality has one source per decision: the
 * legal moves are the candidates of the step filtered by the step's own refusal, so `apply`
 * accepts a move iff `legalMoves` lists it.
 * @module
 */
import { CHANCE, type Actor, type RuleViolation } from '../../../core/index.js'
import { sharedMove, type MoveType, type NagarajaMove } from '../moves.js'
import type { NagarajaState, Phase } from '../state.js'
import type { ChoiceMove } from './abilities.js'
import { applyAmulet, refuseAmulet, respondCandidates } from './amulets.js'
import { applyCall, callCandidates, refuseCall } from './call-of-fate.js'
import { abilityCandidates, applyChoice, applyClash, clashCandidates, refuseChoice, refuseClash } from './clash.js'
import { EXPLAIN, QUIET, type Ctx, type Refuser } from './context.js'
import { applyPlace, placeCandidates, refusePlace } from './exploration.js'
import { applyGive, giveCandidates, refuseGive } from './renewal.js'

// Shared, never written (speed only): `actors` is called several times per step (the caller, the
// core's move guard, `legalMoves`), and a fresh list each time was a measurable part of a step.
const NOBODY: readonly Actor[] = []
const CHANCE_ONLY: readonly Actor[] = [CHANCE]
const SEAT_ONLY: readonly (readonly Actor[])[] = [[0], [1]]

/** Who acts now: chance while events are pending, else the seat whose decision the step awaits (a shared list: read it only). */
export const actorsOf = (s: NagarajaState): readonly Actor[] => {
  if (s.end !== null) return NOBODY
  if (s.queue.length > 0) return CHANCE_ONLY
  const ph = s.phase
  switch (ph.p) {
    case 'call':
    case 'respond':
    case 'ability':
    case 'place':
    case 'give':
      return SEAT_ONLY[ph.seat] ?? [ph.seat]
    case 'clash':
      return SEAT_ONLY[ph.turn] ?? [ph.turn]
    default:
      return NOBODY
  }
}

/** The rule of one kind of seat move: why it is refused now (null when legal), and what it does once accepted. */
interface SeatMoveRule<M extends NagarajaMove> {
  readonly refuse: (ctx: Ctx, m: M, no: Refuser) => RuleViolation | null
  readonly apply: (s: NagarajaState, seat: number, m: M) => NagarajaState
}

/** The moves of one kind. */
type MoveOf<K extends MoveType> = Extract<NagarajaMove, { readonly t: K }>

const amulet = { refuse: refuseAmulet, apply: applyAmulet }
const call = { refuse: refuseCall, apply: applyCall }
const clash = { refuse: refuseClash, apply: applyClash }
/** A choice of an ability being resolved (N45–N57, `abilities.ts`). */
const choice: SeatMoveRule<ChoiceMove> = { refuse: refuseChoice, apply: (s, _seat, m) => applyChoice(s, m) }
/** A chance outcome (a stick face, a card, a room, a relic, an amulet): never a seat's move (N29). */
const chanceOutcome: SeatMoveRule<NagarajaMove> = {
  refuse: (_ctx, m, no) => no('CHANCE_ONLY', 'chanceOnly', { move: m.t }, 'N29'),
  apply: (s) => s // never reached: always refused
}

/** Every kind of move and the rule a seat's move of that kind follows: the one place a seat move is sent to its step. */
const SEAT_MOVES = {
  drawAmulet: amulet,
  cancel: amulet,
  allow: amulet,
  select: call,
  lay: call,
  activate: clash,
  pass: clash,
  give: { refuse: refuseGive, apply: applyGive },
  place: { refuse: refusePlace, apply: applyPlace },
  pickStick: choice,
  pickRelic: choice,
  swapRelics: choice,
  rotate: choice,
  moveRoom: choice,
  swapRooms: choice,
  trap: choice,
  take: choice,
  face: chanceOutcome,
  card: chanceOutcome,
  room: chanceOutcome,
  relic: chanceOutcome,
  amulet: chanceOutcome
} satisfies { readonly [K in MoveType]: SeatMoveRule<MoveOf<K>> }

/** The rule of a move's kind (the table is checked kind by kind above; a move is of its own kind). */
const ruleOf = (m: NagarajaMove): SeatMoveRule<NagarajaMove> => SEAT_MOVES[m.t] as SeatMoveRule<NagarajaMove>

/** Why a seat move is illegal now, or null when it is legal (`no` builds the refusal; default: explained). */
export const refuseSeatMove = (ctx: Ctx, m: NagarajaMove, no: Refuser = EXPLAIN): RuleViolation | null => ruleOf(m).refuse(ctx, m, no)

/**
 * The candidate moves of each step a seat decides in (the others have none). A step whose
 * candidates function has already put each candidate to the step's own refusal returns true
 * (the Clash: one refusal per card, not per stick and card), and its list is taken as it is.
 */
const CANDIDATES = {
  call: callCandidates,
  clash: clashCandidates,
  respond: (_ctx, out) => respondCandidates(out),
  give: giveCandidates,
  place: placeCandidates,
  ability: abilityCandidates,
  guideRoll: () => undefined,
  clashStart: () => undefined,
  award: () => undefined,
  renewal: () => undefined,
  nextRoom: () => undefined
} satisfies Record<Phase['p'], (ctx: Ctx, out: NagarajaMove[]) => boolean | void>

/** The Draw amulet move (shared: moves are immutable values). */
const DRAW_AMULET: NagarajaMove = sharedMove({ t: 'drawAmulet' })

/** The legal moves of the acting seat described by `ctx`, in a fixed order (the step's candidates, then a Draw amulet). */
export const legalFromCtx = (ctx: Ctx): NagarajaMove[] => {
  const all: NagarajaMove[] = []
  const filtered = CANDIDATES[ctx.phase.p](ctx, all) === true
  if (filtered) {
    if (refuseSeatMove(ctx, DRAW_AMULET, QUIET) === null) all.push(DRAW_AMULET)
    return all
  }
  // The rule looked up once per run of one kind (speed only: a step's candidates are mostly of one kind).
  const out: NagarajaMove[] = []
  let kind = ''
  let rule: SeatMoveRule<NagarajaMove> = chanceOutcome
  for (let i = 0; i < all.length; i++) {
    const m = all[i] as NagarajaMove
    if (m.t !== kind) {
      kind = m.t
      rule = ruleOf(m)
    }
    if (rule.refuse(ctx, m, QUIET) === null) out.push(m)
  }
  if (refuseSeatMove(ctx, DRAW_AMULET, QUIET) === null) out.push(DRAW_AMULET)
  return out
}

/** Applies a seat move that {@link refuseSeatMove} accepted. */
export const applySeatMove = (s: NagarajaState, seat: number, m: NagarajaMove): NagarajaState => ruleOf(m).apply(s, seat, m)
