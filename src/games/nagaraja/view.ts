/**
 * What a seat may know (N16, NQ16): the view, legality from a view, and (re-exported from
 * `rules/hidden-information.ts`) the determinization `resampleHidden`.
 * @module
 */
import * as t from 'io-ts'
import { ActorCodec, CHANCE, type Actor, type RedactedMove, type Say, type ScoreBreakdown, type ScoredView, type Seat } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { NagarajaComponentsCodec, type NagarajaComponents } from './components/types.js'
import { componentProblems } from './components/validate.js'
import type { NagarajaMove } from './moves.js'
import { NagarajaOptionsCodec, type NagarajaOptions } from './options.js'
import type { Ctx } from './rules/context.js'
import { laidHidden, takingFromDiscard } from './rules/hidden-information.js'
import { actorsOf, legalFromCtx } from './rules/round.js'
import { amuletScore, relicScore } from './scoring.js'
import { End, Phase, Room, Stick, type NagarajaState } from './state.js'
import { componentsOf, derivedOf } from './components/of.js'
import { nagarajaSayEnglish, type NagarajaText } from './text.js'

export { resampleHidden } from './rules/hidden-information.js'

/** A temple as a viewer sees it. */
export interface TempleView {
  /** Room spaces (public). */
  readonly cells: readonly (Room | null)[]
  /** Trap space or -1. */
  readonly trap: number
  /** Face-up relics (public). */
  readonly up: readonly boolean[]
  /** Relic kind at each hiding place if the viewer may know it (face-up, or seen before), else -1. */
  readonly relic: readonly number[]
  /** Who has seen each relic (bit per seat; public, since peeks are done in the open). */
  readonly known: readonly number[]
}

/** The view of a seat (or a spectator). */
export interface NagarajaView extends ScoredView {
  /** Who sees this. */
  readonly viewer: Seat | 'spectator'
  /** The component set. */
  readonly components: NagarajaComponents
  /** Rule options. */
  readonly options: NagarajaOptions
  /** Who acts now. */
  readonly actors: readonly Actor[]
  /** The guide, -1 before the first throw decides it. */
  readonly guide: number
  /** Round number (0-based). */
  readonly round: number
  /** The phase, with other seats' pending secrets removed (their picks; the drawn cards shown as -1). */
  readonly phase: Phase
  /** The kind of the pending chance or automatic step, if any. */
  readonly pending: string | null
  /** The contested room (its amulet, if any, is face-down). */
  readonly room: Room | null
  /** Temples. */
  readonly temples: readonly TempleView[]
  /** Hands: the viewer's own, others null. */
  readonly hands: readonly (readonly number[] | null)[]
  /** Hand sizes. */
  readonly handSizes: readonly number[]
  /** SELECTED cards: own always; the opponent's once revealed (N34), else null. */
  readonly laid: readonly (readonly number[] | null)[]
  /** How many cards each seat laid face-down (NQ16), null if not shown. */
  readonly laidCounts: readonly (number | null)[]
  /** ACTIVATED cards this round (face-up). */
  readonly played: readonly (readonly number[])[]
  /** Sticks in play (public). */
  readonly sticks: readonly (readonly Stick[])[]
  /** The last complete first-guide throw, four fates (N26; public), [] before. */
  readonly guideRolls: readonly number[]
  /** Each seat's sticks as they lay when the last room was awarded (N41; public), [] before. */
  readonly lastSticks: readonly (readonly Stick[])[]
  /** The seat that won the last room (N41; public), -1 before. */
  readonly winner: number
  /** Fate bonuses this round. */
  readonly bonus: readonly number[]
  /** Amulet kinds held: own, others null (N14) until the game ends. */
  readonly amulets: readonly (readonly number[] | null)[]
  /** Amulets held, by seat. */
  readonly amuletCounts: readonly number[]
  /** Amulets used and discarded (N64). */
  readonly usedAmulets: readonly number[]
  /** Cards in the deck. */
  readonly deckSize: number
  /** Cards in the discard pile. */
  readonly discardSize: number
  /** The top card of the discard pile, or -1. */
  readonly discardTop: number
  /** The whole discard pile, only while the viewer takes a card from it (N58); else null (N16). */
  readonly discard: readonly number[] | null
  /** Rooms left in the stack by kind (public: all others have been revealed). */
  readonly roomStack: readonly number[]
  /** Amulets left in the stack. */
  readonly amuletStack: number
  /**
   * Scores as the viewer can count them (N15): face-up relics of every temple, plus the VP
   * amulets the viewer may see — its own, and everyone's once the game is over. A seat's
   * face-down VP amulets are left out of the other seat's and the spectator's count; the full
   * truth (`game.scores`) is for servers only.
   */
  readonly scores: readonly number[]
  /** The same scores by part: `relics` and `amulets` (the amulets the viewer may see). */
  readonly scoreBreakdown: readonly ScoreBreakdown[]
  /** How the game ended, or null. */
  readonly end: End | null
}

/** The view of a seat or spectator. */
export const viewOf = (s: NagarajaState, viewer: Seat | 'spectator'): NagarajaView => {
  const mine = (seat: number) => viewer === seat
  const ph = s.phase
  const phase: Phase =
    ph.p === 'call' && !mine(ph.seat) ? { ...ph, picks: [] } : ph.p === 'give' && !mine(ph.seat) ? { ...ph, drawn: ph.drawn.map(() => -1) } : ph
  const bit = typeof viewer === 'number' ? 1 << viewer : 0
  // N15, N16: the VP amulets a seat holds are face-down to everyone else until the end
  const breakdown = [0, 1].map((i) => ({ relics: relicScore(s, i), amulets: mine(i) || s.end !== null ? amuletScore(s, i) : 0 }))
  return {
    viewer,
    components: componentsOf(s),
    options: s.options,
    actors: actorsOf(s).slice(), // a view's own copy of the shared list
    guide: s.guide,
    round: s.round,
    phase,
    pending: s.queue[0]?.q ?? null,
    room: s.room,
    temples: s.temples.map((tp) => ({
      cells: tp.cells,
      trap: tp.trap,
      up: tp.up,
      known: tp.known,
      relic: tp.relic.map((k, i) => (tp.up[i] === true || ((tp.known[i] as number) & bit) !== 0 ? k : -1))
    })),
    hands: s.players.map((p, i) => (mine(i) ? p.hand : null)),
    handSizes: s.players.map((p, i) => p.hand.length + (!mine(i) && laidHidden(s, i) && !s.options.showLaidCount ? p.laid.length : 0)),
    laid: s.players.map((p, i) => (mine(i) || !laidHidden(s, i) ? p.laid : null)),
    laidCounts: s.players.map((p, i) => (mine(i) || !laidHidden(s, i) || s.options.showLaidCount ? p.laid.length : null)),
    played: s.players.map((p) => p.played),
    sticks: s.players.map((p) => p.sticks),
    guideRolls: s.guideRolls,
    lastSticks: s.lastSticks,
    winner: s.winner,
    bonus: s.players.map((p) => p.bonus),
    amulets: s.players.map((p, i) => (mine(i) || s.end !== null ? p.amulets : null)),
    amuletCounts: s.players.map((p) => p.amulets.length),
    usedAmulets: s.usedAmulets,
    deckSize: s.deck.length,
    discardSize: s.discard.length,
    discardTop: s.discard[s.discard.length - 1] ?? -1,
    discard: takingFromDiscard(s, viewer) ? s.discard : null,
    roomStack: s.roomStack,
    amuletStack: s.amuletStack,
    scores: breakdown.map((b) => b.relics + b.amulets),
    scoreBreakdown: breakdown,
    end: s.end
  }
}

/** The legality context of a seat from its own view. */
export const ctxOfView = (v: NagarajaView, seat: number): Ctx => ({
  c: componentsOf(v),
  d: derivedOf(v),
  o: v.options,
  phase: v.phase,
  seat,
  hand: v.hands[seat] ?? [],
  amulets: v.amulets[seat] ?? [],
  handSizes: v.handSizes,
  sticks: v.sticks,
  temples: v.temples,
  discard: v.discard ?? [],
  drawable: v.deckSize + v.discardSize,
  discardSize: v.discardSize
})

/** The legal moves of `seat` computed from that seat's view only; equals `legalMoves(state, seat)`. */
export const legalMovesFromView = (view: NagarajaView, seat: Seat): NagarajaMove[] =>
  view.end === null && view.actors.includes(seat) && view.viewer === seat ? legalFromCtx(ctxOfView(view, seat)) : []

/** The move as `viewer` may know it: the move itself, or a {@link RedactedMove} where it carries what the viewer's view hides (N16). */
export const redactMove = (
  before: NagarajaState,
  actor: Actor,
  move: NagarajaMove,
  viewer: Seat | 'spectator',
  say: Say<NagarajaText> = nagarajaSayEnglish
): NagarajaMove | RedactedMove => {
  const hide = (kind: string, text: string): RedactedMove => ({ redacted: true, kind, text })
  const r = say.text.redacted
  if (actor === CHANCE) {
    const head = before.queue[0]
    if (head === undefined) return move
    // N26: the first-guide throws are recorded by fate only (phase `rolls`, then `guideRolls`), so
    // brown faces of equal fate leave the same view: the move is redacted and `revealed` gives the
    // fate from the views. Every other stick throw (N35, N50) is public and stays in the view with
    // its face (`sticks`, then `lastSticks` once the room is awarded, N41), so it is logged in full.
    if (move.t === 'face' && head.q === 'guide') return hide('guide', r.guideThrow(head.seat))
    // N16: a card drawn goes to one hand (or, at the Renewal, to the guide's cards drawn, N47)
    if (move.t === 'card' && head.q === 'draw' && viewer !== head.seat) return hide('draw', r.draws(head.seat))
    // N52: only the peeking seat learns a relic it turns over; a relic revealed face-up (N13) is public
    if (move.t === 'relic' && head.q === 'relic' && head.peek >= 0 && viewer !== head.peek && before.temples[head.seat]?.up[head.place] !== true) {
      return hide('peek', r.peeks(head.peek, head.place, head.seat))
    }
    // N14: the owner looks at an amulet collected and keeps it face-down
    if (move.t === 'amulet' && head.q === 'amulet' && viewer !== head.seat) return hide('amulet', r.collects(head.seat))
    return move
  }
  if (viewer === actor) return move
  switch (move.t) {
    // N31, NQ16: SELECTED cards are face-down until both are revealed (N34)
    case 'select':
      return hide('select', r.selects)
    // N58: the card taken is not shown
    case 'take':
      return hide('take', r.takes)
    // N47: the card given is seen by the two players only
    case 'give':
      return viewer === 'spectator' ? hide('give', r.gives) : move
    default:
      return move
  }
}

const cardIds = (c: NagarajaComponents, cards: readonly number[]): string[] => cards.map((i) => c.cards[i]?.id ?? String(i))
const relicName = (c: NagarajaComponents, k: number, t: NagarajaText): string => {
  const r = c.relics[k]
  return r === undefined ? t.words.relicNo(k) : t.words.relic(r.cursed, r.value)
}

/**
 * What the step `before --(actor, move)--> after` makes newly known to `viewer`, in words,
 * beyond the move as redacted for it: a first-guide fate (N26), selections turned up (N34), relics identified (N13, N52),
 * the discard pile opened to its taker (N58), used amulets (N62, N63), every amulet at the end.
 * Computed from the viewer's two views and the redacted move only, so it never tells more than
 * the views do.
 */
export const revealed = (
  before: NagarajaState,
  actor: Actor,
  move: NagarajaMove,
  after: NagarajaState,
  viewer: Seat | 'spectator',
  say: Say<NagarajaText> = nagarajaSayEnglish
): string[] => {
  const t = say.text
  const w = t.revealed
  const vb = viewOf(before, viewer)
  const va = viewOf(after, viewer)
  const c = va.components
  const shown = redactMove(before, actor, move, viewer)
  const out: string[] = []
  // N26: the fate of a first-guide throw (the redacted move does not name the face)
  if (vb.phase.p === 'guideRoll' && 'redacted' in shown && shown.kind === 'guide') {
    const n = vb.phase.rolls.length
    const fate = va.phase.p === 'guideRoll' && va.phase.rolls.length > n ? va.phase.rolls[n] : va.guideRolls[n]
    if (fate !== undefined) out.push(w.guideFate(fate))
  }
  // N34: the face-down selections are turned up
  va.laid.forEach((laid, seat) => {
    const seen = vb.laid[seat]
    if (seat !== viewer && laid !== null && laid.length > 0 && (seen === null || seen === undefined || seen.length === 0)) out.push(w.selected(seat, cardIds(c, laid)))
  })
  // N13, N52: relic identities the viewer learns (a swap carries what was known with the relics, N53)
  va.temples.forEach((tp, ti) => {
    let known = vb.temples[ti]?.relic ?? []
    if (move.t === 'swapRelics' && move.temple === ti) known = known.map((k, i) => (i === move.a ? known[move.b] ?? -1 : i === move.b ? known[move.a] ?? -1 : k))
    const head = before.queue[0]
    tp.relic.forEach((k, place) => {
      if (k < 0 || (known[place] ?? -1) >= 0) return
      // a relic outcome shown in full already names it
      if (actor === CHANCE && !('redacted' in shown) && shown.t === 'relic' && head?.q === 'relic' && head.seat === ti && head.place === place) return
      out.push(w.relic(place, ti, relicName(c, k, t)))
    })
  })
  // N58: the taker looks through the discard pile
  if (vb.discard === null && va.discard !== null) out.push(w.discard(cardIds(c, va.discard)))
  // N62-N64: a used amulet is revealed
  if (actor !== viewer && va.usedAmulets.length > vb.usedAmulets.length) {
    out.push(w.amuletUsed(va.usedAmulets.slice(vb.usedAmulets.length).map((k) => t.words.amuletKind(c.amulets[k], k))))
  }
  // the end: held amulets are turned up
  va.amulets.forEach((held, seat) => {
    if (vb.amulets[seat] === null && held !== null && held.length > 0) out.push(w.amuletsHeld(seat, held.map((k) => t.words.amuletKind(c.amulets[k], k))))
  })
  return out
}

// Views passed back in (issue 26): the view codec and the consistency check that `decodeView`
// and `legalMovesFromView` run before reading a view.

const Cards = t.array(t.number)

/** io-ts codec of a temple as a viewer sees it. */
const TempleViewCodec = t.type({ cells: t.array(t.union([Room, t.null])), trap: t.number, up: t.array(t.boolean), relic: t.array(t.number), known: t.array(t.number) })

/** io-ts codec of {@link NagarajaView}. */
export const NagarajaViewCodec: t.Type<NagarajaView, unknown> = t.type(
  {
    viewer: t.union([t.literal('spectator'), t.number]),
    components: NagarajaComponentsCodec,
    options: NagarajaOptionsCodec,
    actors: t.array(ActorCodec),
    guide: t.number,
    round: t.number,
    phase: Phase,
    pending: t.union([t.string, t.null]),
    room: t.union([Room, t.null]),
    temples: t.array(TempleViewCodec),
    hands: t.array(t.union([Cards, t.null])),
    handSizes: t.array(t.number),
    laid: t.array(t.union([Cards, t.null])),
    laidCounts: t.array(t.union([t.number, t.null])),
    played: t.array(Cards),
    sticks: t.array(t.array(Stick)),
    guideRolls: t.array(t.number),
    lastSticks: t.array(t.array(Stick)),
    winner: t.number,
    bonus: t.array(t.number),
    amulets: t.array(t.union([t.array(t.number), t.null])),
    amuletCounts: t.array(t.number),
    usedAmulets: t.array(t.number),
    deckSize: t.number,
    discardSize: t.number,
    discardTop: t.number,
    discard: t.union([Cards, t.null]),
    roomStack: t.array(t.number),
    amuletStack: t.number,
    scores: t.array(t.number),
    scoreBreakdown: t.array(t.record(t.string, t.number)),
    end: t.union([End, t.null])
  },
  'NagarajaView'
) as unknown as t.Type<NagarajaView, unknown>

/** The bundled component set as JSON (a view whose set is written otherwise is simply validated). */
const BUNDLED = JSON.stringify(bundledComponents)

const within = (x: number, n: number): boolean => Number.isInteger(x) && x >= 0 && x < n
const isSeat = (x: number): boolean => x === 0 || x === 1
const pair = (xs: { readonly length: number }): boolean => xs.length === 2

/**
 * The first problem of a decoded view, or `undefined`. Everything `legalMovesFromView` reads is
 * bounded by the view's component set (validated first), so listing moves from an accepted view
 * takes no more than from a state.
 */
export const checkNagarajaView = (v: NagarajaView): string | undefined => {
  // The bundled set (every view of a game on it carries it) is valid: only another set is validated.
  const problems = JSON.stringify(v.components) === BUNDLED ? [] : componentProblems(v.components)
  if (problems.length > 0) return `its component set is invalid: ${problems[0] ?? ''}`
  const c = v.components
  const d = { cells: c.temple.rows * c.temple.cols }
  const cards = c.cards.length
  const places = c.temple.hidingPlaces.length
  const amulets = c.amulets.reduce((a, x) => a + x.count, 0)
  const sticks = c.sticks.reduce((a, x) => a + x.count, 0)
  if (!(v.viewer === 'spectator' || isSeat(v.viewer))) return `the viewer ${String(v.viewer)} is not a seat or the spectator`
  if (v.actors.length > 2 || new Set(v.actors).size !== v.actors.length || !v.actors.every((a) => a === CHANCE || isSeat(a))) return 'the actors are not distinct seats 0, 1 or chance'
  if (!(v.guide === -1 || isSeat(v.guide)) || !(v.winner === -1 || isSeat(v.winner))) return 'the guide or the last winner is not a seat or -1'
  if (!within(v.round, 18)) return `round ${v.round} is not 0 to 17 (N5)`
  if (v.end !== null && !(v.end.winner === -1 || isSeat(v.end.winner))) return 'the winner is not a seat or -1 (a draw)'
  // N2, N3: two seats, two temples of the set's geometry
  const perSeat: readonly { readonly length: number }[] = [v.hands, v.handSizes, v.laid, v.laidCounts, v.played, v.sticks, v.bonus, v.amulets, v.amuletCounts, v.scores, v.scoreBreakdown]
  if (!perSeat.every(pair) || !pair(v.temples)) return 'Nagaraja has 2 seats and 2 temples (N2, N3): a list of the view has another length'
  for (const [i, tp] of v.temples.entries()) {
    if (tp.cells.length !== d.cells) return `temple ${i} has ${tp.cells.length} room spaces, not ${d.cells} (N3)`
    if (tp.relic.length !== places || tp.up.length !== places || tp.known.length !== places) return `temple ${i} does not have one relic per hiding place (N20)`
    if (!(tp.trap === -1 || within(tp.trap, d.cells))) return `the trap of temple ${i} is not on a space`
    if (tp.cells.some((r) => r !== null && !(within(r.k, c.rooms.length) && within(r.r, 4)))) return `temple ${i} holds a room that does not exist`
    if (!tp.relic.every((k) => k === -1 || within(k, c.relics.length)) || !tp.known.every((b) => within(b, 4))) return `temple ${i} holds a relic kind or a seen-by value that does not exist`
  }
  if (v.room !== null && !(within(v.room.k, c.rooms.length) && within(v.room.r, 4))) return 'the contested room does not exist'
  // N9, N17: every card shown is a card of the set, in one place at most
  const seen = new Set<number>()
  const place = (where: string, xs: readonly number[] | null): string | undefined => {
    for (const x of xs ?? []) {
      if (!within(x, cards)) return `${where} holds card ${x}, which is not in the component set`
      if (seen.has(x)) return `card ${x} is in two places (found again in ${where})`
      seen.add(x)
    }
    return undefined
  }
  for (const [where, xs] of [
    ...v.hands.map((h, i) => [`seat ${i}'s hand`, h] as const),
    ...v.laid.map((h, i) => [`seat ${i}'s selected cards`, h] as const),
    ...v.played.map((h, i) => [`seat ${i}'s activated cards`, h] as const),
    ['the discard pile', v.discard] as const
  ]) {
    const bad = place(where, xs)
    if (bad !== undefined) return bad
  }
  if (v.hands.some((h, i) => h !== null && i !== v.viewer)) return "the view shows a hand other than the viewer's (N16)"
  const count = (n: number | null, max: number): boolean => n === null || within(n, max + 1)
  if (!v.handSizes.every((n) => count(n, cards)) || !v.laidCounts.every((n) => count(n, cards)) || !count(v.deckSize, cards) || !count(v.discardSize, cards)) return 'a card count is not 0 to the number of cards'
  if (!(v.discardTop === -1 || within(v.discardTop, cards)) || (v.discard !== null && v.discard.length !== v.discardSize)) return 'the discard pile does not match its size or top card'
  // N8, N35: sticks of the set's kinds, on faces they have (-1 while thrown)
  for (const list of [...v.sticks, ...v.lastSticks]) {
    if (list.length > sticks * 5 + 5) return 'a seat has more sticks than the game can give it (N8)'
    if (!list.every((st) => c.sticks[st.k] !== undefined && (st.f === -1 || within(st.f, c.sticks[st.k]?.faces.length ?? 0)))) return 'a stick is of a kind or on a face that the set does not have'
  }
  if (!(v.guideRolls.length === 0 || v.guideRolls.length === 4) || !(v.lastSticks.length === 0 || v.lastSticks.length === 2)) return 'the throws on record are not 4 fates and 2 seats of sticks (N26, N41)'
  if (!v.bonus.every((b) => within(b, 1000))) return 'a fate bonus is not a whole number from 0 (N49)'
  const kinds = (xs: readonly number[] | null): boolean => xs === null || (xs.length <= amulets && xs.every((k) => within(k, c.amulets.length)))
  if (!v.amulets.every(kinds) || !kinds(v.usedAmulets) || !v.amuletCounts.every((n) => within(n, amulets + 1)) || !within(v.amuletStack, amulets + 1)) return 'an amulet kind or count is not in the component set (N7)'
  if (v.roomStack.length !== c.rooms.length || v.roomStack.some((n, k) => !within(n, (c.rooms[k]?.count ?? 0) + 1))) return 'the room stack is not a count of each room kind within the set'
  if (v.pending !== null && v.pending.length > 20) return 'the pending step is not a step name'
  return phaseProblem(v, cards)
}

/** The first problem of the view's phase: seats are seats, cards are cards of the set, counts are small. */
const phaseProblem = (v: NagarajaView, cards: number): string | undefined => {
  const ph = v.phase
  const ids = (xs: readonly number[], allowHidden: boolean): boolean => xs.length <= cards && xs.every((x) => (allowHidden && x === -1) || within(x, cards))
  switch (ph.p) {
    case 'guideRoll':
      return ph.rolls.length <= 4 && ph.rolls.every((r) => within(r, 100)) ? undefined : 'the first-guide throws are not up to 4 fates (N26)'
    case 'call':
      return isSeat(ph.seat) && ids(ph.picks, false) ? undefined : 'the Call of Fate names no seat or no cards (N31)'
    case 'clash':
      return isSeat(ph.turn) && (ph.passes === 0 || ph.passes === 1) ? undefined : 'the Clash turn names no seat (N38)'
    case 'respond':
      return isSeat(ph.seat) && isSeat(ph.by) && within(ph.card, cards) ? undefined : 'the Cancel window names no seat or card (N63)'
    case 'ability':
      return isSeat(ph.seat) && within(ph.card, cards) && (ph.target === -1 || isSeat(ph.target)) && within(ph.left, 10) && ph.picked.length <= 100 && ph.picked.every((x) => within(x, 1000))
        ? undefined
        : 'the ability choice has a bad seat, card, target or picks (section 10)'
    case 'place':
      return isSeat(ph.seat) ? undefined : 'the Exploration names no seat (N43)'
    case 'renewal':
      return isSeat(ph.loser) ? undefined : 'the Renewal names no seat (N47)'
    case 'give':
      return isSeat(ph.seat) && ph.drawn.length <= 3 && ids(ph.drawn, true) ? undefined : 'the Renewal gift is not a seat choosing among at most 3 cards (N47)'
    default:
      return undefined
  }
}
