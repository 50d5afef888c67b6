/**
 * Rulebook section 6, "Step 1: Call of Fate" (N31–N36): the guide, then the opponent, SELECT
 * cards of one symbol face-down, one `select` at a time, then `lay` them; both are revealed and
 * the sticks of every revealed card are thrown.
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { componentsOf } from '../components/of.js'
import { sharedMove, type NagarajaMove } from '../moves.js'
import { copyState, enqueue, other, patchPlayer, withPhase, withPlayer, type NagarajaState, type QueueItem, type Stick } from '../state.js'
import { QUIET, stepRefusal, type Ctx, type Refuser } from './context.js'

type CallMove = Extract<NagarajaMove, { t: 'select' | 'lay' }>

/** Shared `select` moves by card, and `lay` (speed only: moves are immutable values, listed on every Call of Fate step). */
const SELECT_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, card): NagarajaMove => sharedMove({ t: 'select', card }))
const LAY_MOVE: CallMove = sharedMove({ t: 'lay' })

/**
 * The legal moves of the seat laying cards, already put to {@link refuseCall} (returns true to say
 * so): every card in hand it accepts, then `lay` if accepted. Filtered here, not by the caller
 * (speed only: the Call of Fate is the most frequent seat step, and the caller's filter built a
 * second list).
 */
export const callCandidates = (ctx: Ctx, out: NagarajaMove[]): true => {
  for (const card of ctx.hand) {
    const m = SELECT_MOVES[card] ?? { t: 'select', card }
    if (m.t === 'select' && refuseCall(ctx, m, QUIET) === null) out.push(m)
  }
  if (refuseCall(ctx, LAY_MOVE, QUIET) === null) out.push(LAY_MOVE)
  return true
}

/** Why a `select` or `lay` is illegal now, or null. */
export const refuseCall = (ctx: Ctx, m: CallMove, no: Refuser): RuleViolation | null => {
  const ph = ctx.phase
  if (ph.p !== 'call') return stepRefusal(ctx, m.t, 'call', no)
  // N33: at least one card
  if (m.t === 'lay') return ph.picks.length > 0 ? null : no('NO_SELECTION', 'noSelection', {}, 'N33')
  if (!ctx.hand.includes(m.card)) return no('NOT_IN_HAND', 'notInHand', { card: m.card }, 'N31')
  if (ph.picks.includes(m.card)) return no('ALREADY_SELECTED', 'alreadySelected', { card: m.card }, 'N31')
  // N31: all of one symbol (arrows ignored)
  const first = ph.picks[0]
  if (first !== undefined && ctx.c.cards[first]?.symbol !== ctx.c.cards[m.card]?.symbol) {
    return no('MIXED_SYMBOLS', 'mixedSymbols', { card: ctx.c.cards[m.card]?.id ?? String(m.card), symbol: ctx.c.cards[m.card]?.symbol ?? '?', chosen: ctx.c.cards[first]?.symbol ?? '?' }, 'N31')
  }
  return null
}

/** Reveals both selections and queues the stick throws (N34, N35; NQ7 cap option, guide served first). */
export const revealSelections = (s: NagarajaState): NagarajaState => {
  const c = componentsOf(s)
  const order = [s.guide, other(s.guide)]
  const left = c.sticks.map((k) => k.count)
  let next = s
  const queue: QueueItem[] = []
  for (const seat of order) {
    const p = next.players[seat]
    if (p === undefined) continue
    const sticks: Stick[] = []
    for (const card of p.laid) {
      const def = c.cards[card]
      if (def === undefined) continue
      c.sticks.forEach((kind, k) => {
        const want = def.sticks[kind.colour]
        for (let i = 0; i < want; i++) {
          if (s.options.capSticks) {
            if ((left[k] as number) <= 0) continue
            left[k] = (left[k] as number) - 1
          }
          queue.push({ q: 'roll', seat, stick: sticks.length })
          sticks.push({ k, f: -1 })
        }
      })
    }
    next = withPlayer(next, seat, (pl) => patchPlayer(pl, { sticks }))
  }
  return enqueue(withPhase(next, { p: 'clashStart' }), queue)
}

/** Applies a legal `select` or `lay`. */
export const applyCall = (s: NagarajaState, seat: number, m: CallMove): NagarajaState => {
  const ph = s.phase
  if (ph.p !== 'call') return s
  if (m.t === 'select') {
    // a fresh copy with its phase set (speed only: `upd`'s patch and Object.assign on the most frequent seat move)
    const next = copyState(s)
    next.phase = { p: 'call', seat: ph.seat, picks: [...ph.picks, m.card] }
    return next
  }
  const laid = [...ph.picks].sort((a, b) => a - b)
  const next = withPlayer(s, seat, (p) => patchPlayer(p, { laid, hand: p.hand.filter((c) => !laid.includes(c)) }))
  // N32: then the opponent; N34: both revealed
  return seat === s.guide ? withPhase(next, { p: 'call', seat: other(seat), picks: [] }) : revealSelections(next)
}
