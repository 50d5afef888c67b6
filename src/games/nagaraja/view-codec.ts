/**
 * Views passed back in (a client's, a bot's, a stored one): the view codec and the consistency
 * check that `nagaraja.decodeView` and `legalMovesFromView` run before reading a view. The check
 * bounds everything legality iterates over by the view's own component set (itself validated
 * within `COMPONENT_RANGES`): 2 seats and 2 temples (N2, N3), as many room spaces and hiding
 * places as the temple has, card ids that exist and are in one place at most (N9, N17), sticks of
 * existing kinds and faces (N8, N35), counts within the set. A view with `temple.rows` raised to
 * 10⁹ is refused before any move is listed.
 * @module
 */
import * as t from 'io-ts'
import { ActorCodec, CHANCE } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { Components } from './components/types.js'
import { componentProblems } from './components/validate.js'
import { Options } from './options.js'
import { End, Phase, Room, Stick } from './state.js'
import type { NagarajaView } from './view.js'

const Cards = t.array(t.number)

/** io-ts codec of a temple as a viewer sees it. */
const TempleViewCodec = t.type({ cells: t.array(t.union([Room, t.null])), trap: t.number, up: t.array(t.boolean), relic: t.array(t.number), known: t.array(t.number) })

/** io-ts codec of {@link NagarajaView}. */
export const NagarajaViewCodec: t.Type<NagarajaView, unknown> = t.type(
  {
    viewer: t.union([t.literal('spectator'), t.number]),
    components: Components,
    options: Options,
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
