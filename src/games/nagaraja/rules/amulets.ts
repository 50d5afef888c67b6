/**
 * Rulebook section 11, "Amulets" (N61–N64): the Draw amulet, used at any of its owner's decisions
 * (NQ15), and the Cancel amulet, answering an activation in its response window (N63).
 * VP amulets (N61) only score (`scoring.ts`).
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { componentsOf } from '../components/of.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { enqueue, patchPlayer, upd, withPlayer, type NagarajaState } from '../state.js'
import { beginAbility, nextTurn } from './clash.js'
import { holds, stepRefusal, type Ctx, type Refuser } from './context.js'

type AmuletMove = Extract<NagarajaMove, { t: 'drawAmulet' | 'cancel' | 'allow' }>

/** Candidate answers in the Cancel response window. */
export const respondCandidates = (out: NagarajaMove[]): void => {
  out.push(CANCEL, ALLOW)
}

/** The answers (shared: moves are immutable values; see `sharedMove`). */
const CANCEL: NagarajaMove = sharedMove({ t: 'cancel' })
const ALLOW: NagarajaMove = sharedMove({ t: 'allow' })

/** Why a `drawAmulet`, `cancel` or `allow` is illegal now, or null. */
export const refuseAmulet = (ctx: Ctx, m: AmuletMove, no: Refuser): RuleViolation | null => {
  // N62, NQ15: at any of its owner's decisions
  if (m.t === 'drawAmulet') return holds(ctx, 'draw') ? null : no('NO_DRAW_AMULET', 'noDrawAmulet', {}, 'N62')
  const ph = ctx.phase
  if (ph.p !== 'respond') return stepRefusal(ctx, m.t, 'respond', no)
  return m.t === 'allow' || holds(ctx, 'cancel') ? null : no('NO_CANCEL_AMULET', 'noCancelAmulet', {}, 'N63')
}

/** Reveals and discards the seat's first amulet with this effect (N64: for good). */
const dropAmulet = (s: NagarajaState, seat: number, effect: 'draw' | 'cancel'): NagarajaState => {
  const held = s.players[seat]?.amulets ?? []
  const i = held.findIndex((k) => componentsOf(s).amulets[k]?.effect === effect)
  if (i < 0) return s
  const kind = held[i] as number
  return withPlayer(upd(s, { usedAmulets: [...s.usedAmulets, kind] }), seat, (p) => patchPlayer(p, { amulets: [...held.slice(0, i), ...held.slice(i + 1)] }))
}

/** Applies a legal `drawAmulet`, `cancel` or `allow`. */
export const applyAmulet = (s: NagarajaState, seat: number, m: AmuletMove): NagarajaState => {
  // N62: reveal and discard the Draw amulet, draw one card (N17)
  if (m.t === 'drawAmulet') return enqueue(dropAmulet(s, seat, 'draw'), [{ q: 'draw', seat, give: false }])
  const ph = s.phase
  if (ph.p !== 'respond') return s
  // N63: the ability is not applied, card and Naga are lost; the Clash goes on (NQ15)
  if (m.t === 'cancel') return nextTurn(dropAmulet(s, seat, 'cancel'), ph.by)
  return beginAbility(s, ph.by, ph.card)
}
