/**
 * The round machine: automatic steps between decisions (queue of pending events, then phase).
 * @module
 */
import { derive, type Derived } from './components/derived.js'
import { endNow, score } from './scoring.js'
import type { NagarajaState, Phase, QueueItem, Stick } from './state.js'
import { canPlaceAt, refreshTemple } from './temple.js'
import { insertSorted, other, withPlayer, withTemple, upd, patchPlayer } from './util.js'
import { componentsOf } from './components/of.js'

/** Appends events to the queue. */
export const enqueue = (s: NagarajaState, items: readonly QueueItem[]): NagarajaState =>
  items.length === 0 ? s : upd(s, { queue: [...s.queue, ...items] })

/** Refreshes a temple (N13, N14) and queues its reveals, pickups and end check. */
export const touchTemple = (s: NagarajaState, seat: number): NagarajaState => {
  const d = derive(componentsOf(s))
  const r = refreshTemple(d, s.temples[seat] as NagarajaState['temples'][number], seat)
  return enqueue(withTemple(s, seat, r.temple), r.queue)
}

/** Whether a seat has a stick showing a Naga. */
export const hasNaga = (s: NagarajaState, seat: number): boolean =>
  (s.players[seat]?.sticks ?? []).some((st) => componentsOf(s).sticks[st.k]?.faces[st.f]?.naga === true)

/** Fate total of a seat (N41): fate on its sticks plus its bonus. */
export const fateTotal = (s: NagarajaState, seat: number): number => {
  const p = s.players[seat]
  if (p === undefined) return 0
  return p.sticks.reduce((a, st) => a + (componentsOf(s).sticks[st.k]?.faces[st.f]?.fate ?? 0), 0) + p.bonus
}

/** The next Clash turn after an activation by `seat` (N38, N40; a cancelled one counts too, NQ15). */
export const nextTurn = (s: NagarajaState, seat: number): NagarajaState => (upd(s, { phase: { p: 'clash', turn: other(seat), passes: 0 } }))

/** Reveals both selections and queues the stick throws (N34, N35; NQ7 cap option). */
export const revealSelections = (s: NagarajaState): NagarajaState => {
  const order = [s.guide, other(s.guide)]
  const left = componentsOf(s).sticks.map((k) => k.count)
  let next = s
  const queue: QueueItem[] = []
  for (const seat of order) {
    const p = next.players[seat]
    if (p === undefined) continue
    const sticks: Stick[] = []
    for (const card of p.laid) {
      const def = componentsOf(s).cards[card]
      if (def === undefined) continue
      componentsOf(s).sticks.forEach((kind, k) => {
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
  return enqueue(upd(next, { phase: { p: 'clashStart' } }), queue)
}

/** Awards the room (N41) and cleans up (N42). */
const award = (s: NagarajaState, d: Derived): NagarajaState => {
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
  const next: NagarajaState = upd(s, { players, discard, winner })
  const temple = next.temples[winner]
  const any = temple !== undefined && Array.from({ length: d.cells }, (_, i) => i).some((i) => canPlaceAt(d, temple, i))
  if (any) return upd(next, { phase: { p: 'place', seat: winner } })
  // N46/NQ10: no legal space, the room is discarded unplaced
  return upd(next, { room: null, roomsOut: next.roomsOut + 1, phase: { p: 'renewal', loser: other(winner) } })
}

/** The queue head, processed automatically when it needs no chance (returns null if chance must act). */
const autoQueue = (s: NagarajaState, head: QueueItem): NagarajaState | null => {
  const rest = s.queue.slice(1)
  switch (head.q) {
    case 'check': {
      const e = endNow(s, derive(componentsOf(s)).cursedCount)
      return upd(s, { queue: rest, end: e, ninth: -1 })
    }
    case 'draw':
      if (s.deck.length > 0) return null
      // N17: reshuffle the discard pile into a new deck; NQ19: skip when both are empty
      return s.discard.length > 0 ? upd(s, { deck: [...s.discard].sort((a, b) => a - b), discard: [] }) : upd(s, { queue: rest })
    case 'relic': {
      const temple = s.temples[head.seat]
      if (temple === undefined || (temple.relic[head.place] ?? -1) < 0) return null
      if (head.peek < 0) return upd(s, { queue: rest })
      const known = [...temple.known]
      known[head.place] = (known[head.place] as number) | (1 << head.peek)
      return withTemple(upd(s, { queue: rest }), head.seat, { ...temple, known })
    }
    case 'rdiscard':
      return (s.players[head.seat]?.hand.length ?? 0) > 0 ? null : upd(s, { queue: rest })
    case 'amulet':
      return s.amuletPool.some((n) => n > 0) ? null : upd(s, { queue: rest })
    case 'room':
      return s.roomStack.some((n) => n > 0) ? null : upd(s, { queue: rest })
    default:
      return null
  }
}

const phaseIs = <P extends Phase['p']>(ph: Phase, p: P): ph is Extract<Phase, { p: P }> => ph.p === p

/** An automatic phase step, or null when a seat decides. */
const autoPhase = (s: NagarajaState, d: Derived): NagarajaState | null => {
  const ph = s.phase
  if (phaseIs(ph, 'ability')) {
    // N58 with NQ14: a TAKE_FROM_DISCARD choice whose pile was emptied meanwhile (a Draw amulet
    // used during the choice reshuffled it into the deck, N62 + N17) does what it can — nothing —
    // and ends, instead of leaving its owner with no legal move.
    const taking = componentsOf(s).cards[ph.card]?.ability === 'TAKE_FROM_DISCARD'
    return taking && s.discard.length === 0 ? nextTurn(s, ph.seat) : null
  }
  if (phaseIs(ph, 'guideRoll')) {
    if (ph.rolls.length < 4) return null
    const a = (ph.rolls[0] as number) + (ph.rolls[1] as number)
    const b = (ph.rolls[2] as number) + (ph.rolls[3] as number)
    // N26: re-throw ties
    if (a === b) return enqueue(upd(s, { phase: { p: 'guideRoll', rolls: [] } }), guideThrows)
    const guide = a > b ? 0 : 1
    const deal: QueueItem[] = []
    for (const seat of [guide, other(guide)]) for (let i = 0; i < 5; i++) deal.push({ q: 'draw', seat, give: false })
    return enqueue(upd(s, { guide, phase: { p: 'call', seat: guide, picks: [] } }), [...deal, { q: 'room' }])
  }
  if (phaseIs(ph, 'call')) {
    // NQ21/NQ19: a seat with no card lays nothing
    if ((s.players[ph.seat]?.hand.length ?? 0) > 0) return null
    return ph.seat === s.guide ? upd(s, { phase: { p: 'call', seat: other(s.guide), picks: [] } }) : revealSelections(s)
  }
  if (phaseIs(ph, 'clashStart')) {
    // N37: skip the Clash when nobody shows a Naga
    return hasNaga(s, 0) || hasNaga(s, 1) ? upd(s, { phase: { p: 'clash', turn: s.guide, passes: 0 } }) : upd(s, { phase: { p: 'award' } })
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
      return upd(s, { end: { winner, reason: `the room stack is empty; ${a}-${b}${a === b ? (winner < 0 ? ', a draw' : ', the last placer wins the tie') : ''} (NQ10)` } })
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
  const d = derive(componentsOf(state))
  let s = state
  for (let guard = 0; guard < 10_000 && s.end === null; guard++) {
    const head = s.queue[0]
    const next = head !== undefined ? autoQueue(s, head) : autoPhase(s, d)
    if (next === null) break
    s = next
  }
  return s
}
