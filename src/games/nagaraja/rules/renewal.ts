/**
 * Rulebook section 9, "Step 4: Renewal" (N47–N48): the guide keeps 2 of the 3 cards drawn and
 * gives the third to the other player. (The new guide, the draws and the next room are automatic
 * steps in `flow.ts`.)
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { insertSorted, other, patchPlayer, without, withPhase, withPlayer, type NagarajaState } from '../state.js'
import { stepRefusal, type Ctx, type Refuser } from './context.js'

type GiveMove = Extract<NagarajaMove, { t: 'give' }>

/** Shared `give` moves by card (speed only: moves are immutable values; cards below 128, others built fresh). */
const GIVE_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, card): NagarajaMove => sharedMove({ t: 'give', card }))

/** Candidate gifts: each card just drawn. */
export const giveCandidates = (ctx: Ctx, out: NagarajaMove[]): void => {
  if (ctx.phase.p === 'give') for (const card of ctx.phase.drawn) out.push(GIVE_MOVES[card] ?? { t: 'give', card })
}

/** Why a `give` is illegal now, or null. */
export const refuseGive = (ctx: Ctx, m: GiveMove, no: Refuser): RuleViolation | null => {
  const ph = ctx.phase
  if (ph.p !== 'give') return stepRefusal(ctx, m.t, 'give', no)
  return ph.drawn.includes(m.card) ? null : no('NOT_DRAWN', 'notDrawn', { card: m.card }, 'N47')
}

/** Applies a legal `give` (N47 step 2): the guide keeps the other cards drawn. */
export const applyGive = (s: NagarajaState, seat: number, m: GiveMove): NagarajaState => {
  const ph = s.phase
  if (ph.p !== 'give') return s
  const keep = without(ph.drawn, m.card)
  let next = withPlayer(s, seat, (p) => patchPlayer(p, { hand: keep.reduce(insertSorted, p.hand) }))
  next = withPlayer(next, other(seat), (p) => patchPlayer(p, { hand: insertSorted(p.hand, m.card) }))
  return withPhase(next, { p: 'nextRoom' })
}
