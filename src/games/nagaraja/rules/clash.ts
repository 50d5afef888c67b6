/**
 * Rulebook section 7, "Step 2: Clash" (N37–N42): Clash turns from the guide, a Naga spent to
 * ACTIVATE a card (its ability then runs from the table in `abilities.ts`), passes, and the award
 * of the room with the clean-up.
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import type { Derived } from '../components/derived.js'
import { componentsOf } from '../components/of.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { other, patchPlayer, upd, without, withPhase, withPlayer, type NagarajaState } from '../state.js'
import { abilitySpec, cardHasEffect, type AbilityPhase, type ChoiceMove, type Chosen } from './abilities.js'
import { isNaga, QUIET, stepRefusal, targetTemples, tableOf, type Ctx, type Refuser } from './context.js'
import { canPlaceAt } from './corridors.js'

type ClashMove = Extract<NagarajaMove, { t: 'activate' | 'pass' }>

/** Whether a seat has a stick showing a Naga. */
export const hasNaga = (s: NagarajaState, seat: number): boolean => (s.players[seat]?.sticks ?? []).some((st) => isNaga(componentsOf(s), st))

/** Fate total of a seat (N41): fate on its sticks plus its bonus (N49). */
export const fateTotal = (s: NagarajaState, seat: number): number => {
  const p = s.players[seat]
  if (p === undefined) return 0
  return p.sticks.reduce((a, st) => a + (componentsOf(s).sticks[st.k]?.faces[st.f]?.fate ?? 0), 0) + p.bonus
}

/** The next Clash turn after an activation by `seat` (N38, N40; a cancelled one counts too, NQ15). */
export const nextTurn = (s: NagarajaState, seat: number): NagarajaState => withPhase(s, { p: 'clash', turn: other(seat), passes: 0 })

/**
 * Shared `activate` moves by stick, then card, filled as they are first listed, and `pass` (speed
 * only: moves are immutable values, and a Clash turn lists sticks × cards of them). Sticks below
 * 64 and cards below 128; others are built fresh.
 */
const ACTIVATE_MOVES: (NagarajaMove | undefined)[][] = Array.from({ length: 64 }, () => [])
const PASS_MOVE: ClashMove = sharedMove({ t: 'pass' })
const PASS: NagarajaMove = PASS_MOVE

/** An `activate` move (shared when its numbers are in the table's range). */
const activateMove = (stick: number, card: number): NagarajaMove => {
  const shared = ACTIVATE_MOVES[stick]
  return shared === undefined || !(card >= 0 && card < 128) ? { t: 'activate', stick, card } : (shared[card] ??= sharedMove({ t: 'activate', stick, card }))
}

/**
 * The legal moves of a Clash turn, already filtered by {@link refuseClash} (returns true to say so):
 * every Naga stick with every card in hand whose activation is allowed, then `pass`. Each card is
 * put to `refuseClash` once, with the first Naga stick (speed only: for a stick that shows a Naga,
 * the refusal reads only the card — in hand, and an effect under NQ14 — so its answer holds for
 * every Naga stick, and the effect check is not repeated per stick).
 */
export const clashCandidates = (ctx: Ctx, out: NagarajaMove[]): true => {
  const sticks = ctx.sticks[ctx.seat] ?? []
  let ok: boolean[] | undefined
  for (let stick = 0; stick < sticks.length; stick++) {
    if (!isNaga(ctx.c, sticks[stick])) continue
    if (ok === undefined) {
      ok = new Array<boolean>(ctx.hand.length)
      for (let i = 0; i < ctx.hand.length; i++) {
        const m = activateMove(stick, ctx.hand[i] as number)
        ok[i] = m.t === 'activate' && refuseClash(ctx, m, QUIET) === null
      }
    }
    for (let i = 0; i < ctx.hand.length; i++) if (ok[i] === true) out.push(activateMove(stick, ctx.hand[i] as number))
  }
  if (refuseClash(ctx, PASS_MOVE, QUIET) === null) out.push(PASS)
  return true
}

/** Why an `activate` or `pass` is illegal now, or null. */
export const refuseClash = (ctx: Ctx, m: ClashMove, no: Refuser): RuleViolation | null => {
  const ph = ctx.phase
  if (ph.p !== 'clash') return stepRefusal(ctx, m.t, 'clash', no)
  if (m.t === 'pass') return null
  // N39: a stick showing a Naga, a card still in hand (never a SELECTED one, N18)
  const st = ctx.sticks[ctx.seat]?.[m.stick]
  if (st === undefined) return no('NO_SUCH_STICK', 'noOwnStick', { stick: m.stick }, 'N39')
  if (!isNaga(ctx.c, st)) return no('NOT_A_NAGA', 'notANaga', { stick: m.stick }, 'N39')
  if (!ctx.hand.includes(m.card)) return no('NOT_IN_HAND', 'notInHandActivate', { card: m.card }, 'N18')
  // NQ14 option: refuse an activation that can do nothing
  if (!ctx.o.allowNoEffect && !cardHasEffect(ctx, ctx.c, ctx.seat, m.card, true)) {
    return no('NO_EFFECT', 'noEffect', { card: ctx.c.cards[m.card]?.id ?? String(m.card) }, 'NQ14')
  }
  return null
}

/** Starts applying an activated card's ability (N39 step 4); one that can do nothing does nothing (NQ14). */
export const beginAbility = (s: NagarajaState, seat: number, card: number): NagarajaState => {
  const c = componentsOf(s)
  const def = c.cards[card]
  if (def === undefined) return nextTurn(s, seat)
  const spec = abilitySpec(def.ability)
  const targets = targetTemples(c, seat, card)
  if (spec.choice === null) return spec.apply(nextTurn(s, seat), seat, def.param, targets[0] as number)
  if (!spec.hasEffect(tableOf(s), seat, targets, false)) return nextTurn(s, seat)
  const ask: AbilityPhase = { p: 'ability', seat, card, target: -1, picked: [], left: def.param }
  return withPhase(s, spec.ask === undefined ? ask : spec.ask(ask, s, targets))
}

/** Applies a legal `activate` or `pass`. */
export const applyClash = (s: NagarajaState, seat: number, m: ClashMove): NagarajaState => {
  const ph = s.phase
  if (m.t === 'pass') {
    if (ph.p !== 'clash') return s
    // N40: two passes in a row end the Clash
    return ph.passes >= 1 ? withPhase(s, { p: 'award' }) : withPhase(s, { p: 'clash', turn: other(seat), passes: 1 })
  }
  // N39: discard the Naga stick, put the card face-up
  const next = withPlayer(s, seat, (p) => patchPlayer(p, { sticks: p.sticks.filter((_, i) => i !== m.stick), hand: without(p.hand, m.card), played: [...p.played, m.card] }))
  // N63: the opponent may answer with a Cancel amulet (a window opens whenever they hold any amulet, so it reveals nothing)
  const opp = other(seat)
  if ((next.players[opp]?.amulets.length ?? 0) > 0) return withPhase(next, { p: 'respond', seat: opp, by: seat, card: m.card })
  return beginAbility(next, seat, m.card)
}

/**
 * The legal choices of the pending ability (section 10), already filtered (returns true to say so):
 * its candidates, each put to the ability's own refusal as {@link refuseChoice} puts it. Filtered
 * here with the targets computed once (speed only: the caller's filter looked the ability up and
 * built its target list again for each of up to 81 candidates).
 */
export const abilityCandidates = (ctx: Ctx, out: NagarajaMove[]): true => {
  const ph = ctx.phase
  if (ph.p !== 'ability') return true
  const a = ctx.c.cards[ph.card]?.ability
  if (a === undefined) return true
  const spec = abilitySpec(a)
  if (spec.choice === null) return true
  const targets = targetTemples(ctx.c, ctx.seat, ph.card)
  // As in refuseChoice: every candidate is of the ability's choice type.
  const refuse = spec.refuse as (ctx: Ctx, ph: AbilityPhase, m: ChoiceMove, targets: readonly number[], no: Refuser) => RuleViolation | null
  const candidates: readonly ChoiceMove[] = spec.candidates(ctx, ph, targets)
  for (let i = 0; i < candidates.length; i++) {
    const m = candidates[i] as ChoiceMove
    if (refuse(ctx, ph, m, targets, QUIET) === null) out.push(m)
  }
  return true
}

/** Why an ability choice is illegal now, or null (section 10). */
export const refuseChoice = (ctx: Ctx, m: NagarajaMove, no: Refuser): RuleViolation | null => {
  const ph = ctx.phase
  if (ph.p !== 'ability') return stepRefusal(ctx, m.t, 'ability', no)
  const a = ctx.c.cards[ph.card]?.ability
  const spec = a === undefined ? null : abilitySpec(a)
  if (spec === null || spec.choice !== m.t) return no('WRONG_TARGET_KIND', 'wrongTargetKind', { ability: a ?? '?', move: m.t }, 'N39')
  // The record's choice type is m.t (checked above); TypeScript cannot correlate the union members.
  const refuse = spec.refuse as (ctx: Ctx, ph: AbilityPhase, m: ChoiceMove, targets: readonly number[], no: Refuser) => RuleViolation | null
  return refuse(ctx, ph, m as ChoiceMove, targetTemples(ctx.c, ctx.seat, ph.card), no)
}

/** Applies a legal ability choice; when the ability is done, the Clash goes on (N38). */
export const applyChoice = (s: NagarajaState, m: ChoiceMove): NagarajaState => {
  const ph = s.phase
  if (ph.p !== 'ability') return s
  const c = componentsOf(s)
  const a = c.cards[ph.card]?.ability
  const spec = a === undefined ? null : abilitySpec(a)
  if (spec === null || spec.choice !== m.t) return s
  // As in refuseChoice: the record's choice type is m.t.
  const choose = spec.choose as (s: NagarajaState, ph: AbilityPhase, m: ChoiceMove, targets: readonly number[]) => Chosen
  const r = choose(s, ph, m, targetTemples(c, ph.seat, ph.card))
  return r.done ? nextTurn(r.s, ph.seat) : r.s
}

/** Awards the room (N41: the higher fate total, the guide on a tie) and cleans up (N42). */
export const award = (s: NagarajaState, d: Derived): NagarajaState => {
  const g = s.guide
  const tg = fateTotal(s, g)
  const to = fateTotal(s, other(g))
  const winner = to > tg ? other(g) : g
  // N42: SELECTED then ACTIVATED cards to the discard pile, guide first
  const discard = [...s.discard]
  for (const seat of [g, other(g)]) {
    const p = s.players[seat]
    if (p !== undefined) discard.push(...p.laid, ...p.played)
  }
  const players = s.players.map((p) => patchPlayer(p, { laid: [], played: [], sticks: [], bonus: 0 }))
  // the sticks go back to the supply, but how they lay at the award stays on record (public)
  const lastSticks = s.players.map((p) => p.sticks)
  const next: NagarajaState = upd(s, { players, discard, winner, lastSticks })
  const temple = next.temples[winner]
  let any = false
  for (let i = 0; temple !== undefined && !any && i < d.cells; i++) any = canPlaceAt(d, temple, i)
  if (any) return withPhase(next, { p: 'place', seat: winner })
  // N46/NQ10: no legal space, the room is discarded unplaced
  return upd(next, { room: null, roomsOut: next.roomsOut + 1, phase: { p: 'renewal', loser: other(winner) } })
}
