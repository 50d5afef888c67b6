/**
 * The flow of a round: the automatic steps between decisions (D15, D16, D18, D27, D41–D43, DQ9,
 * DQ16). The rules (`rules/*.ts`) give the state right after a move; the flow then moves on —
 * to the next roll, to Action 1 or 2, to the next round or to the end — skipping decisions nobody
 * can make. Only this module moves between phases, so no rule module imports another phase's.
 * @module
 */
import type { BorderIndex } from './components/derived.js'
import { canCompleteAny } from './rules/action1.js'
import { action2Offer, canCrossAny } from './rules/action2.js'
import { endTriggered } from './rules/end.js'
import { copyState } from './rules/common.js'
import { MAX_ROLLS } from './rules/rolling.js'
import type { BorderState } from './state.js'

/** A new round for `active`: the first roll of all the dice is pending (D16, D17). */
export const startRound = (ix: BorderIndex, s: BorderState, active: number, round: number): BorderState => {
  const next = copyState(s)
  next.phase = 'roll'
  next.round = round
  next.active = active
  next.rolls = 1
  next.toRoll = ix.components.dice.count // D17: all five dice
  next.dice = ix.zeros
  next.spent = ix.zeros
  next.a2 = ix.emptyAction2(s.players)
  return next
}

/** Ends the round: game over if a 6th area was completed (D41–D43, DQ9), else the next player clockwise is active (D16). */
export const endRound = (ix: BorderIndex, s: BorderState): BorderState =>
  endTriggered(s)
    ? { ...s, phase: 'over', a2: { ...s.a2, waiting: s.a2.waiting.map(() => false) } }
    : startRound(ix, s, (s.active + 1) % s.players, s.round + 1)

/**
 * Action 1 is over: the dice for Action 2 are offered (D28). Passive seats with nothing they could
 * cross are finished at once (DQ16; every seat can tell, from the sheets and dice on the table);
 * if none remain the round ends (D16). A seat that has crossed finishes by its own `done` (see
 * D33, `applyBorderMove`).
 */
export const enterAction2 = (ix: BorderIndex, s: BorderState): BorderState => {
  const empty = ix.emptyAction2(s.players)
  const offer = action2Offer(s)
  const base = copyState(s)
  base.phase = 'action2'
  base.a2 = { pool: offer.pool, limit: offer.limit, used: empty.used, fresh: empty.fresh, waiting: empty.waiting }
  const waiting = base.a2.waiting.map((_, seat) => seat !== s.active && canCrossAny(ix, base, seat)) // D27, DQ16
  base.a2 = { pool: offer.pool, limit: offer.limit, used: empty.used, fresh: empty.fresh, waiting }
  return waiting.some((w) => w) ? base : endRound(ix, base)
}

/** Rolling is over (D18): Action 1 crossing begins, or Action 2 at once if nothing can be completed (D25). */
export const enterAction1 = (ix: BorderIndex, s: BorderState): BorderState => {
  const next = copyState(s)
  next.phase = 'action1'
  next.toRoll = 0
  return canCompleteAny(ix, next) ? next : enterAction2(ix, next)
}

/** After a die shows: the roll goes on; after its last die the active player decides, or after the third roll Action 1 begins (D18). */
export const afterRoll = (ix: BorderIndex, s: BorderState): BorderState => {
  if (s.toRoll > 0) return s
  if (s.rolls >= MAX_ROLLS) return enterAction1(ix, s)
  const next = copyState(s)
  next.phase = 'decide'
  return next
}

/** After a segment is completed: Action 2 once nothing more can be completed (D24, D25). */
export const afterComplete = (ix: BorderIndex, s: BorderState): BorderState => (canCompleteAny(ix, s) ? s : enterAction2(ix, s))

/** A passive seat is finished; when every passive seat is, the round ends (D16, D33). */
export const finishSeat = (ix: BorderIndex, s: BorderState, seat: number): BorderState => {
  const waiting = s.a2.waiting.slice()
  waiting[seat] = false
  const next = copyState(s)
  next.a2 = { pool: s.a2.pool, limit: s.a2.limit, used: s.a2.used, fresh: s.a2.fresh, waiting }
  return waiting.some((w) => w) ? next : endRound(ix, next)
}
