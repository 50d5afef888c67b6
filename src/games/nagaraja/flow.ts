/**
 * The automatic steps (the one name for the concept in every game): everything between two
 * decisions that needs no chance — the pending events of the queue that chance need not draw,
 * the end checks, and the phase steps nobody decides (the first guide, the reveal when a seat has
 * no card, the Clash skip, the award, the Renewal and the next room).
 * @module
 */
import type { Derived } from './components/derived.js'
import { derivedOf } from './components/of.js'
import { revealSelections } from './rules/call-of-fate.js'
import { award, hasNaga, nextTurn } from './rules/clash.js'
import { pendingAbility } from './rules/abilities.js'
import { endNow, score } from './scoring.js'
import { nagarajaEnglish } from './text.js'
import { enqueue, insertSorted, other, patchPlayer, upd, withPhase, withPlayer, withQueue, withTemple, type NagarajaState, type Phase, type QueueItem } from './state.js'

/**
 * The queue without its head: copied only where a step is taken here (speed only: most heads are
 * chance's, and `settle` runs after every step).
 */
const rest = (s: NagarajaState): QueueItem[] => s.queue.slice(1)

/** The queue head, processed automatically when it needs no chance (returns null if chance must act). */
const autoQueue = (s: NagarajaState, head: QueueItem): NagarajaState | null => {
  switch (head.q) {
    case 'check': {
      const e = endNow(s, derivedOf(s).cursedCount)
      return upd(s, { queue: rest(s), end: e, ninth: -1 })
    }
    case 'draw':
      if (s.deck.length > 0) return null
      // N17: reshuffle the discard pile into a new deck; NQ19: skip when both are empty
      return s.discard.length > 0 ? upd(s, { deck: [...s.discard].sort((a, b) => a - b), discard: [] }) : withQueue(s, rest(s))
    case 'relic': {
      const temple = s.temples[head.seat]
      if (temple === undefined || (temple.relic[head.place] ?? -1) < 0) return null
      if (head.peek < 0) return withQueue(s, rest(s))
      const known = [...temple.known]
      known[head.place] = (known[head.place] as number) | (1 << head.peek)
      return withTemple(withQueue(s, rest(s)), head.seat, { ...temple, known })
    }
    case 'rdiscard':
      return (s.players[head.seat]?.hand.length ?? 0) > 0 ? null : withQueue(s, rest(s))
    case 'amulet':
      return s.amuletPool.some((n) => n > 0) ? null : withQueue(s, rest(s))
    case 'room':
      return s.roomStack.some((n) => n > 0) ? null : withQueue(s, rest(s))
    default:
      return null
  }
}

const phaseIs = <P extends Phase['p']>(ph: Phase, p: P): ph is Extract<Phase, { p: P }> => ph.p === p

/** An automatic phase step, or null when a seat decides. */
const autoPhase = (s: NagarajaState, d: Derived): NagarajaState | null => {
  const ph = s.phase
  if (phaseIs(ph, 'ability')) {
    // NQ14: a choice left with nothing to choose from ends (see each ability's `lapses`)
    const spec = pendingAbility(s)
    return spec !== null && spec.choice !== null && spec.lapses?.(s) === true ? nextTurn(s, ph.seat) : null
  }
  if (phaseIs(ph, 'guideRoll')) {
    if (ph.rolls.length < 4) return null
    const a = (ph.rolls[0] as number) + (ph.rolls[1] as number)
    const b = (ph.rolls[2] as number) + (ph.rolls[3] as number)
    // the resolved throw stays on record (public, N26)
    const guideRolls = ph.rolls.slice(0, 4)
    // N26: re-throw ties
    if (a === b) return enqueue(upd(s, { guideRolls, phase: { p: 'guideRoll', rolls: [] } }), guideThrows)
    const guide = a > b ? 0 : 1
    const deal: QueueItem[] = []
    for (const seat of [guide, other(guide)]) for (let i = 0; i < 5; i++) deal.push({ q: 'draw', seat, give: false })
    return enqueue(upd(s, { guide, guideRolls, phase: { p: 'call', seat: guide, picks: [] } }), [...deal, { q: 'room' }])
  }
  if (phaseIs(ph, 'call')) {
    // NQ21/NQ19: a seat with no card lays nothing
    if ((s.players[ph.seat]?.hand.length ?? 0) > 0) return null
    return ph.seat === s.guide ? withPhase(s, { p: 'call', seat: other(s.guide), picks: [] }) : revealSelections(s)
  }
  if (phaseIs(ph, 'clashStart')) {
    // N37: skip the Clash when nobody shows a Naga
    return hasNaga(s, 0) || hasNaga(s, 1) ? withPhase(s, { p: 'clash', turn: s.guide, passes: 0 }) : withPhase(s, { p: 'award' })
  }
  if (phaseIs(ph, 'award')) return award(s, d)
  if (phaseIs(ph, 'renewal')) {
    // N47: the loser becomes guide, draws 3, keeps 2, gives 1
    const guide = ph.loser
    const draws: QueueItem[] = [0, 1, 2].map(() => ({ q: 'draw', seat: guide, give: true }))
    return enqueue(upd(s, { guide, phase: { p: 'give', seat: guide, drawn: [] } }), draws)
  }
  if (phaseIs(ph, 'give')) {
    if (ph.drawn.length >= 3) return null
    // NQ19: fewer than 3 drawn, the guide keeps them all
    let hand = s.players[ph.seat]?.hand ?? []
    for (const c of ph.drawn) hand = insertSorted(hand, c)
    return upd(withPlayer(s, ph.seat, (p) => patchPlayer(p, { hand })), { phase: { p: 'nextRoom' } })
  }
  if (phaseIs(ph, 'nextRoom')) {
    if (!s.roomStack.some((n) => n > 0)) {
      // NQ10 (suggested reading, not the rulebook): no room left, compare scores
      const a = score(s, 0)
      const b = score(s, 1)
      const tie = s.options.emptyStackTie === 'last-placer' && s.lastPlacer >= 0 ? s.lastPlacer : -1
      const winner = a === b ? tie : a > b ? 0 : 1
      return upd(s, { end: { winner, reason: nagarajaEnglish.end({ k: 'stackEmpty', a, b, draw: winner < 0 }) } })
    }
    return enqueue(upd(s, { round: s.round + 1, phase: { p: 'call', seat: s.guide, picks: [] } }), [{ q: 'room' }])
  }
  return null
}

/** The four first-guide throws (N26): two brown sticks each. */
export const guideThrows: readonly QueueItem[] = [
  { q: 'guide', seat: 0 },
  { q: 'guide', seat: 0 },
  { q: 'guide', seat: 1 },
  { q: 'guide', seat: 1 }
]

/** Runs automatic steps until chance or a seat must decide, or the game ends. */
export const settle = (state: NagarajaState): NagarajaState => {
  const d = derivedOf(state)
  let s = state
  for (let guard = 0; guard < 10_000 && s.end === null; guard++) {
    const head = s.queue[0]
    const next = head !== undefined ? autoQueue(s, head) : autoPhase(s, d)
    if (next === null) break
    s = next
  }
  return s
}
