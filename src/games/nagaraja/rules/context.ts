/**
 * What every rule module shares: the legality context of the acting seat (built from the state or
 * from that seat's view, so `legalMoves` and `legalMovesFromView` agree), how a refusal is built,
 * and the temples a card's arrows allow (N9).
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { refuse, type NagarajaRefusalKey, type NagarajaRefusalParams } from '../text.js'
import type { Derived } from '../components/derived.js'
import { componentsOf, derivedOf } from '../components/of.js'
import type { NagarajaComponents } from '../components/types.js'
import type { NagarajaOptions } from '../options.js'
import type { NagarajaState, Phase, Room, Stick } from '../state.js'
import { takingFromDiscard } from './hidden-information.js'

/** The public part of a temple that legality reads. */
export interface TempleLike {
  /** Room spaces. */
  readonly cells: readonly (Room | null)[]
  /** Trap space or -1. */
  readonly trap: number
  /** Face-up relics. */
  readonly up: readonly boolean[]
}

/**
 * The public table that decides whether an ability can do anything (NQ14): the same shape from a
 * state, a view or a legality context, so one function answers for the activation check and the
 * ability's start.
 */
export interface Table {
  /** Derived indexes of the component set. */
  readonly d: Derived
  /** Sticks in play by seat. */
  readonly sticks: readonly (readonly Stick[])[]
  /** Temples (public part). */
  readonly temples: readonly TempleLike[]
  /** Hand sizes by seat. */
  readonly handSizes: readonly number[]
  /** Cards left in the deck plus the discard pile. */
  readonly drawable: number
  /** Cards in the discard pile. */
  readonly discardSize: number
}

/** What a seat may know that legality needs. */
export interface Ctx extends Table {
  /** NagarajaComponents. */
  readonly c: NagarajaComponents
  /** Options. */
  readonly o: NagarajaOptions
  /** The phase (with other seats' secrets removed). */
  readonly phase: Phase
  /** The acting seat. */
  readonly seat: number
  /** The acting seat's hand. */
  readonly hand: readonly number[]
  /** The acting seat's amulet kinds. */
  readonly amulets: readonly number[]
  /** Discard pile contents as far as the seat may see them (all of it while it takes from it, N58). */
  readonly discard: readonly number[]
}

/**
 * Builds a refusal from its code, catalogue key, params and rule (`refuse` in `text.ts`). Listing
 * legal moves needs only legal-or-not, so it passes {@link QUIET} (no message text is built);
 * `apply` passes {@link EXPLAIN}.
 */
export type Refuser = <K extends NagarajaRefusalKey>(code: string, key: K, params: NagarajaRefusalParams[K], rule: string) => RuleViolation

/** The refusal listing sees: never returned by `apply`, so it names no code (no message is built). */
const REFUSED: RuleViolation = { code: '', message: '' }
/** A refuser that builds the full violation (for `apply`): the English message, and the key and params for any locale. */
export const EXPLAIN: Refuser = (code, key, params, rule) => refuse(code, key, params, rule)
/** A refuser that only says "illegal" (for listing legal moves: no message is built). */
export const QUIET: Refuser = () => REFUSED

/** The steps a seat decides in, in the order of the round (N29), with the rule in force while each is pending. */
const ROUND_STEPS = {
  call: { order: 1, rule: 'N31' },
  clash: { order: 2, rule: 'N38' },
  respond: { order: 2, rule: 'N63' },
  ability: { order: 2, rule: 'N39' },
  place: { order: 3, rule: 'N43' },
  give: { order: 4, rule: 'N47' }
} as const

/** A step a seat decides in. */
export type SeatStep = keyof typeof ROUND_STEPS

/** The rule that closed the steps of each place in the round's order (the round has moved on, N29; the words: `stepOver` in `text.ts`). */
const CLOSED_BY: Readonly<Record<number, string>> = { 1: 'N32', 2: 'N40', 3: 'N43' }

/**
 * The refusal of a move of a step that is not pending (precedence step 4, docs/refusals.md): when
 * the move's step comes earlier in the round than the pending one, it is over for this round
 * (`STEP_OVER`, naming the rule that closed it: each player lays cards once, N32; two passes end
 * the Clash, N40; the room is placed once, N43); otherwise `WRONG_STEP`, naming the rule of the
 * pending step.
 */
export const stepRefusal = (ctx: Ctx, kind: string, step: SeatStep, no: Refuser): RuleViolation => {
  const ph = ctx.phase
  const now = (ROUND_STEPS as Readonly<Record<string, { readonly order: number; readonly rule: string }>>)[ph.p]
  const order = ROUND_STEPS[step].order
  const closed = now !== undefined && order < now.order ? CLOSED_BY[order] : undefined
  if (closed !== undefined) return no('STEP_OVER', 'stepOver', { move: kind, closed: order, now: ph.p }, closed)
  return no('WRONG_STEP', 'wrongStep', { move: kind, step, now: ph.p }, now?.rule ?? 'N29')
}

/** Temples an ability of `card` may target, by its arrows (N9 item 3). */
export const targetTemples = (c: NagarajaComponents, seat: number, card: number): number[] => {
  const a = c.cards[card]?.arrows
  return a === 'self' ? [seat] : a === 'opponent' ? [1 - seat] : [0, 1]
}

/** The public table of a state. */
export const tableOf = (s: NagarajaState): Table => ({
  d: derivedOf(s),
  sticks: s.players.map((p) => p.sticks),
  temples: s.temples,
  handSizes: s.players.map((p) => p.hand.length),
  drawable: s.deck.length + s.discard.length,
  discardSize: s.discard.length
})

/**
 * The legality context of a seat from the state. The last one built is kept in the component set's
 * derived indexes (`Derived.lastCtx`) and given again when it fits the state it is asked for
 * (speed only: `legalMoves` then `apply` of one step asked for it twice).
 *
 * It is given again only when {@link ctxFits} finds every reference and number it was built from
 * equal to the state's (about twenty comparisons, no allocation). Its other fields are references
 * into the state (the phase, the hand, the temples, …), through which a fresh context would see
 * exactly what the kept one sees. So the kept context is always the one a fresh build would give,
 * even for a caller who changed a state in place between `legalMoves` and `apply` (against the
 * contract, but states are plain unfrozen JSON): such a move is checked against the state as it is.
 */
export const ctxOfState = (s: NagarajaState, seat: number): Ctx => {
  const d = derivedOf(s)
  const last = d.lastCtx
  const kept = last.ctx as Ctx | null
  if (kept !== null && ctxFits(kept, s, seat)) return kept
  const ctx = buildCtx(s, seat, d)
  last.ctx = ctx
  return ctx
}

/** The discard pile a seat that is not taking from it sees in a context (shared, never written). */
const NO_DISCARD: readonly number[] = []

/**
 * Whether `ctx` is what {@link buildCtx} would build from `s` for `seat`: the same references for
 * the fields it copies by reference and the same numbers for those it computes.
 */
const ctxFits = (ctx: Ctx, s: NagarajaState, seat: number): boolean => {
  const players = s.players
  const p = players[seat]
  if (ctx.seat !== seat || ctx.phase !== s.phase || ctx.o !== s.options || ctx.temples !== s.temples || ctx.c !== componentsOf(s)) return false
  if (p === undefined || ctx.hand !== p.hand || ctx.amulets !== p.amulets || ctx.handSizes.length !== players.length) return false
  for (let i = 0; i < players.length; i++) {
    const q = players[i]
    if (q === undefined || ctx.handSizes[i] !== q.hand.length || ctx.sticks[i] !== q.sticks) return false
  }
  const discarded = s.discard.length
  if (ctx.drawable !== s.deck.length + discarded || ctx.discardSize !== discarded) return false
  return ctx.discard === (takingFromDiscard(s, seat) ? s.discard : NO_DISCARD)
}

/** The legality context of a seat from the state, built afresh. */
const buildCtx = (s: NagarajaState, seat: number, d: Derived): Ctx => {
  const c = componentsOf(s)
  return {
    c,
    d,
    o: s.options,
    phase: s.phase,
    seat,
    hand: s.players[seat]?.hand ?? [],
    amulets: s.players[seat]?.amulets ?? [],
    handSizes: s.players.map((p) => p.hand.length),
    sticks: s.players.map((p) => p.sticks),
    temples: s.temples,
    discard: takingFromDiscard(s, seat) ? s.discard : NO_DISCARD,
    drawable: s.deck.length + s.discard.length,
    discardSize: s.discard.length
  }
}

/** Whether the seat described by `ctx` holds an amulet with this effect. */
export const holds = (ctx: Ctx, effect: 'draw' | 'cancel'): boolean => ctx.amulets.some((k) => ctx.c.amulets[k]?.effect === effect)

/** Whether a stick shows a Naga. */
export const isNaga = (c: NagarajaComponents, st: Stick | undefined): boolean => st !== undefined && c.sticks[st.k]?.faces[st.f]?.naga === true

/** 0, 1, …, n - 1. */
export const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i)
