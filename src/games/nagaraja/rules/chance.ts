/**
 * The chance steps of the rulebook's shuffles and throws, drawn lazily one at a time (see
 * `state.ts`): a stick thrown (N26, N35, N50), a card drawn (N17, N27, N47, N59, N62) or discarded
 * at random (N60), a room revealed (N28, N48), a relic identified when revealed or peeked at (N13,
 * N52), an amulet identified when collected (N14).
 * @module
 */
import * as E from 'fp-ts/Either'
import { pickUniform, pickWeighted, type ChanceOutcome, type RngState, type RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import { formatMove, sharedMove, type NagarajaMove } from '../moves.js'
import { copyState, insertSorted, patchPlayer, patchTemple, withSeat, without, withoutAt, type NagarajaState, type Phase, type QueueItem } from '../state.js'
import { componentsOf, derivedOf } from '../components/of.js'
import type { Derived } from '../components/derived.js'

/** Shared card moves by id (speed only: moves are immutable values). */
const CARD_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, card): NagarajaMove => sharedMove({ t: 'card', card }))
/** Shared room, relic and amulet moves by kind (speed only, as `CARD_MOVES`; kinds below 128, others built fresh). */
const ROOM_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, kind): NagarajaMove => sharedMove({ t: 'room', kind }))
const RELIC_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, kind): NagarajaMove => sharedMove({ t: 'relic', kind }))
const AMULET_MOVES: readonly NagarajaMove[] = Array.from({ length: 128 }, (_, kind): NagarajaMove => sharedMove({ t: 'amulet', kind }))

/**
 * Shared card outcomes by the number of cards drawn from, then by card (speed only: outcomes are
 * immutable values, and a draw from a deck of n cards built n fresh ones per chance step). Filled
 * lazily, for card ids and counts below 128 (`CARD_MOVES`); others are built fresh.
 */
const CARD_OUTCOMES: (ChanceOutcome<NagarajaMove> | undefined)[][] = Array.from({ length: 129 }, () => [])

/** Equally likely draws of these cards. */
const uniformCards = (cards: readonly number[]): ChanceOutcome<NagarajaMove>[] => {
  const n = cards.length
  const p = 1 / n
  const shared = CARD_OUTCOMES[n]
  const out = new Array<ChanceOutcome<NagarajaMove>>(n)
  for (let i = 0; i < n; i++) {
    const card = cards[i] as number
    const move = CARD_MOVES[card]
    if (shared === undefined || move === undefined) out[i] = { move: move ?? { t: 'card', card }, p }
    // frozen: one outcome object is handed to every caller listing a deck of this size
    else out[i] = shared[card] ?? (shared[card] = Object.freeze({ move, p }))
  }
  return out
}

const weighted = (counts: readonly number[], make: (k: number) => NagarajaMove): ChanceOutcome<NagarajaMove>[] => {
  const total = counts.reduce((a, n) => a + n, 0)
  const out: ChanceOutcome<NagarajaMove>[] = []
  counts.forEach((n, k) => {
    if (n > 0) out.push({ move: make(k), p: n / total })
  })
  return out
}


/** The rule of each kind of pending chance event (for refusals; what it draws, in words: `chanceStep` in `text.ts`). */
const CHANCE_RULE: { readonly [Q in QueueItem['q']]: string } = {
  guide: 'N26',
  roll: 'N35',
  draw: 'N17',
  rdiscard: 'N60',
  room: 'N48',
  relic: 'N13',
  amulet: 'N14',
  check: 'N65'
}

/** Whether a chance move is one of the pending step's outcomes (a direct check, no list built). */
const isOutcome = (s: NagarajaState, head: QueueItem, m: NagarajaMove): boolean => {
  const int = (x: number, n: number) => Number.isInteger(x) && x >= 0 && x < n
  switch (head.q) {
    case 'guide':
      return m.t === 'face' && int(m.face, componentsOf(s).sticks[derivedOf(s).brown]?.faces.length ?? 0)
    case 'roll': {
      const st = s.players[head.seat]?.sticks[head.stick]
      return m.t === 'face' && st !== undefined && int(m.face, componentsOf(s).sticks[st.k]?.faces.length ?? 0)
    }
    case 'draw':
      return m.t === 'card' && s.deck.includes(m.card)
    case 'rdiscard':
      return m.t === 'card' && (s.players[head.seat]?.hand.includes(m.card) ?? false)
    case 'room':
      return m.t === 'room' && int(m.kind, s.roomStack.length) && (s.roomStack[m.kind] as number) > 0
    case 'relic': {
      const pool = s.temples[head.seat]?.pool ?? []
      return m.t === 'relic' && int(m.kind, pool.length) && (pool[m.kind] as number) > 0
    }
    case 'amulet':
      return m.t === 'amulet' && int(m.kind, s.amuletPool.length) && (s.amuletPool[m.kind] as number) > 0
    default:
      return false
  }
}

/** The outcomes of the pending chance step (empty when none is pending). */
export const chanceOutcomes = (s: NagarajaState): readonly ChanceOutcome<NagarajaMove>[] => {
  const head = s.queue[0]
  if (s.end !== null || head === undefined) return []
  switch (head.q) {
    case 'guide': {
      // N26: two brown sticks each
      const d = derivedOf(s)
      return d.throws[d.brown] ?? []
    }
    case 'roll': {
      // N35: each stick comes to rest on one of its faces, uniformly
      const st = s.players[head.seat]?.sticks[head.stick]
      return st === undefined ? [] : derivedOf(s).throws[st.k] ?? []
    }
    case 'draw':
      return uniformCards(s.deck)
    case 'rdiscard':
      return uniformCards(s.players[head.seat]?.hand ?? [])
    case 'room':
      return weighted(s.roomStack, (kind) => ROOM_MOVES[kind] ?? { t: 'room', kind })
    case 'relic':
      return weighted(s.temples[head.seat]?.pool ?? [], (kind) => RELIC_MOVES[kind] ?? { t: 'relic', kind })
    case 'amulet':
      return weighted(s.amuletPool, (kind) => AMULET_MOVES[kind] ?? { t: 'amulet', kind })
    default:
      return []
  }
}

/**
 * The outcome of the pending chance step that `pickWeighted(u, chanceOutcomes(s))` picks, without
 * building the list for a card drawn or discarded at random (speed only, `Game.sampleOutcome`: a
 * draw lists every card of the deck, and a playout samples about sixty draws a game). `pickUniform`
 * walks as `pickWeighted` does, adding the same `1 / n` a card, so it stops at the same card; the other
 * steps' lists are shared or short, and are walked by `pickWeighted` itself.
 */
export const sampleOutcome = (s: NagarajaState, u: number): NagarajaMove | undefined => {
  const head = s.queue[0]
  if (s.end !== null || head === undefined) return undefined
  if (head.q !== 'draw' && head.q !== 'rdiscard') {
    const outcomes = chanceOutcomes(s)
    return outcomes[pickWeighted(u, outcomes)]?.move
  }
  const cards = head.q === 'draw' ? s.deck : (s.players[head.seat]?.hand ?? [])
  const n = cards.length
  if (n === 0) return undefined
  const card = cards[pickUniform(u, n)] as number
  return CARD_MOVES[card] ?? { t: 'card', card }
}

/** Whether chance acts now. */
export const chancePending = (s: NagarajaState): boolean => s.end === null && s.queue.length > 0

/**
 * The queue after its head, one list shared by every outcome of the same chance step (speed only:
 * applying each outcome of a draw copied the same tail once per outcome). The tail kept in the
 * component set's derived indexes (`Derived.queueRest`, one entry) is given again only when it was
 * taken from this very list and still holds exactly its items after the head (checked item by
 * item), so it cannot go stale, even for a list changed in place. Every rule builds a fresh queue
 * when it changes one (`enqueue`, `rest`), so a shared tail is never written.
 */
const queueRest = (d: Derived, queue: readonly QueueItem[]): QueueItem[] => {
  const kept = d.queueRest
  const rest = kept.rest
  if (kept.of === queue && rest.length === queue.length - 1) {
    let k = 0
    while (k < rest.length && rest[k] === queue[k + 1]) k++
    if (k === rest.length) return rest
  }
  const fresh = queue.slice(1)
  kept.of = queue
  kept.rest = fresh
  return fresh
}

/** Applies a chance outcome (it must be listed by {@link chanceOutcomes}); the automatic steps that follow are the caller's (`settle`). */
export const applyChance = (s: NagarajaState, move: NagarajaMove, rng: RngState = s.rng): E.Either<RuleViolation, NagarajaState> => {
  const head = s.queue[0]
  if (head === undefined || s.end !== null) throw new Error('applyChance: no chance step is pending, so the wrapper refuses first (NOT_YOUR_TURN or GAME_OVER)')
  // A card drawn (N17; most of the outcomes an expansion of every outcome applies) is found in the
  // deck once, for the check and the removal (speed only: `isOutcome` and `without` scanned twice).
  const at = head.q === 'draw' && move.t === 'card' ? s.deck.indexOf(move.card) : -1
  if (at < 0 && !isOutcome(s, head, move)) {
    return E.left(refuse('NOT_AN_OUTCOME', 'notAnOutcome', { move: `"${formatMove(move)}"`, step: head.q }, CHANCE_RULE[head.q]))
  }
  // One copy of the state per chance step, its changed fields set before it is returned (speed
  // only: the copies by `upd` and `withPlayer` were three per step). `rng` is the generator after
  // this draw, stored here so the wrapper need not copy the state again.
  const next = copyState(s)
  next.queue = queueRest(derivedOf(s), s.queue)
  next.rng = rng
  if (head.q === 'guide' && move.t === 'face') {
    const ph = s.phase
    const fate = componentsOf(s).sticks[derivedOf(s).brown]?.faces[move.face]?.fate ?? 0
    if (ph.p === 'guideRoll') next.phase = { p: 'guideRoll', rolls: [...ph.rolls, fate] }
  } else if (head.q === 'roll' && move.t === 'face') {
    // the stick list copied by slice and one entry set (speed only: the most frequent chance step)
    const p = s.players[head.seat]
    const st = p?.sticks[head.stick]
    if (p !== undefined && st !== undefined) {
      const sticks = p.sticks.slice()
      sticks[head.stick] = { k: st.k, f: move.face }
      const players = s.players.slice()
      players[head.seat] = patchPlayer(p, { sticks })
      next.players = players
    }
  } else if (head.q === 'draw' && move.t === 'card') {
    next.deck = at < 0 ? without(s.deck, move.card) : withoutAt(s.deck, at)
    const ph: Phase = s.phase
    const p = s.players[head.seat]
    if (head.give && ph.p === 'give') next.phase = { ...ph, drawn: [...ph.drawn, move.card] }
    else if (p !== undefined) {
      // the players' list copied by slice and one entry set (speed only: no closure per outcome)
      const players = s.players.slice()
      players[head.seat] = patchPlayer(p, { hand: insertSorted(p.hand, move.card) })
      next.players = players
    } else next.players = withSeat(s.players, head.seat, (q) => patchPlayer(q, { hand: insertSorted(q.hand, move.card) }))
  } else if (head.q === 'rdiscard' && move.t === 'card') {
    next.discard = [...s.discard, move.card]
    next.players = withSeat(s.players, head.seat, (p) => patchPlayer(p, { hand: without(p.hand, move.card) }))
  } else if (head.q === 'room' && move.t === 'room') {
    // N28/N48/NQ11: a revealed room with a special location gets an amulet from the stack
    const special = derivedOf(s).special[move.kind] === true
    const first = s.round === 0
    const amulet = special && s.amuletStack > 0 && (first || s.options.amuletsOnLaterRooms)
    next.roomStack = s.roomStack.map((n, k) => (k === move.kind ? n - 1 : n))
    next.room = { k: move.kind, r: 0, a: amulet }
    next.amuletStack = s.amuletStack - (amulet ? 1 : 0)
  } else if (head.q === 'relic' && move.t === 'relic') {
    const temple = s.temples[head.seat]
    if (temple !== undefined) {
      const relic = temple.relic.map((k, i) => (i === head.place ? move.kind : k))
      const pool = temple.pool.map((n, k) => (k === move.kind ? n - 1 : n))
      const faceUp = temple.up[head.place] === true
      const bits = faceUp ? 3 : head.peek >= 0 ? 1 << head.peek : 0
      const known = temple.known.map((b, i) => (i === head.place ? b | bits : b))
      const ever = temple.ever.map((e, i) => (i === head.place ? e || faceUp : e))
      const temples = s.temples.slice()
      // a fixed-shape literal, not a spread (speed only)
      temples[head.seat] = patchTemple(temple, { relic, pool, known, ever })
      next.temples = temples
    }
  } else if (head.q === 'amulet' && move.t === 'amulet') {
    next.amuletPool = s.amuletPool.map((n, k) => (k === move.kind ? n - 1 : n))
    next.players = withSeat(s.players, head.seat, (p) => patchPlayer(p, { amulets: [...p.amulets, move.kind] }))
  }
  return E.right(next)
}

/** Structural equality of two moves. */
export const sameMove = (a: NagarajaMove, b: NagarajaMove): boolean => {
  if (a.t !== b.t) return false
  const ra = a as unknown as Record<string, unknown>
  const rb = b as unknown as Record<string, unknown>
  for (const k of Object.keys(ra)) if (ra[k] !== rb[k]) return false
  return Object.keys(rb).length === Object.keys(ra).length
}
