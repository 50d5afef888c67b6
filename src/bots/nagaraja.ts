/**
 * The bots of Nagaraja: the greedy bot (one-step heuristics over the seat's view: it never sees
 * the opponent's hand, the deck or relics it has not seen), the state a search bot builds from a
 * view, and the search spec of `mcts`. They use the game's public entry only.
 * @module
 */
import { pickIndex, seedRng, type Seat } from '../core/index.js'
import {
  bundledComponents,
  connectedPlaces,
  derive,
  nagaraja,
  type NagarajaComponents,
  type NagarajaConfig,
  type NagarajaMove,
  type NagarajaState,
  type NagarajaView
} from '../games/nagaraja/index.js'
import type { Bot, BotInput } from './bot.js'
import type { MctsSpec } from './mcts.js'

/** Expected fate points of one card's sticks (mean face of each colour times the count). */
export const expectedFate = (c: NagarajaComponents, card: number): number => {
  const def = c.cards[card]
  if (def === undefined) return 0
  const mean = (colour: 'brown' | 'white' | 'green'): number => {
    const kind = c.sticks.find((k) => k.colour === colour)
    return kind === undefined || kind.faces.length === 0 ? 0 : kind.faces.reduce((a, f) => a + f.fate, 0) / kind.faces.length
  }
  return def.sticks.brown * mean('brown') + def.sticks.white * mean('white') + def.sticks.green * mean('green')
}

/** Expected value of a face-down relic the viewer has not seen (mean over all relic kinds). */
const unknownRelicValue = (c: NagarajaComponents): number => {
  const total = c.relics.reduce((a, r) => a + r.count, 0)
  return total === 0 ? 0 : c.relics.reduce((a, r) => a + r.count * (r.cursed ? -r.value : r.value), 0) / total
}

/** The value of placing the contested room at `cell` with `rot` quarter turns in the seat's temple. */
const placeValue = (v: NagarajaView, seat: Seat, cell: number, rot: number): number => {
  const temple = v.temples[seat]
  if (temple === undefined || v.room === null) return 0
  const d = derive(v.components)
  const cells = temple.cells.map((r, i) => (i === cell ? { ...(v.room as NonNullable<NagarajaView['room']>), r: rot } : r))
  const connected = connectedPlaces(d, cells)
  let value = 0
  connected.forEach((on, i) => {
    if (!on || temple.up[i] === true) return
    const kind = temple.relic[i] ?? -1
    const relic = kind >= 0 ? v.components.relics[kind] : undefined
    value += relic === undefined ? unknownRelicValue(v.components) : relic.cursed ? -relic.value : relic.value
  })
  return value
}

/** How good a move looks to the seat (higher is better). */
export const nagarajaMoveValue = (v: NagarajaView, seat: Seat, m: NagarajaMove): number => {
  const c = v.components
  const hand = v.hands[seat] ?? []
  switch (m.t) {
    case 'select': {
      // The first card fixes the symbol: value the whole symbol group it opens.
      const symbol = c.cards[m.card]?.symbol
      const laid = v.laid[seat] ?? []
      if (laid.length > 0) return expectedFate(c, m.card)
      return hand.filter((k) => c.cards[k]?.symbol === symbol).reduce((a, k) => a + expectedFate(c, k), 0)
    }
    case 'lay':
      return 0.5
    case 'activate':
      return 2
    case 'cancel':
      return 1
    case 'drawAmulet':
      return 0.25
    case 'place':
      return placeValue(v, seat, m.cell, m.rot)
    case 'take':
    case 'card':
      return expectedFate(c, m.card)
    case 'give':
      return -expectedFate(c, m.card)
    default:
      return 0
  }
}

/** Picks the move with the best {@link nagarajaMoveValue}; ties broken by the bot's generator. */
export const nagarajaGreedyBot: Bot<NagarajaView, NagarajaMove> = {
  name: 'greedy',
  choose: ({ view, seat, legal, rand }: BotInput<NagarajaView, NagarajaMove>): NagarajaMove => {
    let bestValue = -Infinity
    let best: NagarajaMove[] = []
    for (const m of legal) {
      const value = nagarajaMoveValue(view, seat, m)
      if (value > bestValue + 1e-12) {
        bestValue = value
        best = [m]
      } else if (Math.abs(value - bestValue) <= 1e-12) best.push(m)
    }
    return best[pickIndex(rand(), best.length)] ?? (legal[0] as NagarajaMove)
  }
}

const shuffled = <T>(xs: readonly T[], rand: () => number): T[] => {
  const a = [...xs]
  for (let i = a.length - 1; i > 0; i--) {
    const j = pickIndex(rand(), i + 1)
    const tmp = a[i] as T
    a[i] = a[j] as T
    a[j] = tmp
  }
  return a
}

const countsOf = (xs: readonly number[], kinds: number): number[] => {
  const c = new Array<number>(kinds).fill(0)
  for (const x of xs) if (x >= 0 && x < kinds) c[x] = (c[x] as number) + 1
  return c
}

/** Removes one occurrence of each of `xs` from the multiset `counts` (never below 0). */
const minus = (counts: readonly number[], xs: readonly number[]): number[] => {
  const c = [...counts]
  for (const x of xs) if ((c[x] ?? 0) > 0) c[x] = (c[x] as number) - 1
  return c
}

const expand = (counts: readonly number[]): number[] => counts.flatMap((n, k) => Array.from({ length: Math.max(0, n) }, () => k))

/**
 * Nagaraja: a state consistent with `view` (seat `seat`'s). The cards whose place the seat does not
 * know (the opponent's hand and face-down selection, the deck, the discard pile below its top card,
 * cards the opponent drew to give) are dealt at random from the cards it cannot see; face-down
 * relics nobody has seen stay unfixed (drawn from their temple's pool when revealed), relics only
 * the opponent has seen are drawn from the pool; the opponent's amulets are drawn from the amulets
 * not accounted for. Public counters the view leaves out are rebuilt (rooms discarded) or reset
 * (the last placer, who only breaks a tie under an option). `nagaraja.resampleHidden` then redraws
 * the hidden parts again (and gives a face-down selection one symbol, as N31 requires).
 */
export const nagarajaStateFromView = (view: NagarajaView, seat: Seat, rand: () => number): NagarajaState => {
  const c = view.components
  const opp = 1 - seat
  const seen = new Set<number>()
  const see = (xs: readonly number[] | null | undefined): void => {
    for (const x of xs ?? []) if (x >= 0) seen.add(x)
  }
  see(view.hands[seat])
  for (const l of view.laid) see(l)
  for (const p of view.played) see(p)
  const discardKnown = view.discard !== null
  if (discardKnown) see(view.discard)
  else if (view.discardTop >= 0) seen.add(view.discardTop)
  const ph = view.phase
  if (ph.p === 'give') see(ph.drawn)
  const unseen = shuffled(
    c.cards.map((_, i) => i).filter((i) => !seen.has(i)),
    rand
  )
  let at = 0
  const deal = (n: number): number[] => {
    const out = unseen.slice(at, at + Math.max(0, n))
    at += out.length
    return out
  }
  // The opponent's face-down selection: its size is shown unless an option hides it (then a guess).
  const laidHidden = view.laid[opp] === null
  const laidCount = laidHidden ? (view.laidCounts[opp] ?? Math.min(view.handSizes[opp] ?? 0, 1 + pickIndex(rand(), 2))) : 0
  const handCount = Math.max(0, (view.handSizes[opp] ?? 0) - (laidHidden && view.laidCounts[opp] === null ? laidCount : 0))
  const oppLaid = laidHidden ? deal(laidCount).sort((a, b) => a - b) : (view.laid[opp] ?? [])
  const oppHand = deal(handCount).sort((a, b) => a - b)
  const phase = ph.p === 'give' && ph.drawn.some((x) => x < 0) ? { ...ph, drawn: ph.drawn.map((x) => (x >= 0 ? x : (deal(1)[0] ?? x))) } : ph
  const below = discardKnown ? [] : deal(Math.max(0, view.discardSize - 1))
  const discard = discardKnown ? [...(view.discard ?? [])] : view.discardTop >= 0 ? [...below, view.discardTop] : below
  const deck = unseen.slice(at).sort((a, b) => a - b)
  // Relics: the seat's knowledge kept; relics seen only by the opponent fixed from the pool.
  const kinds = c.relics.length
  const temples = view.temples.map((tp) => {
    let pool = minus(
      c.relics.map((r) => r.count),
      tp.relic.filter((k) => k >= 0)
    )
    const relic = tp.relic.map((k, i) => {
      if (k >= 0 || (tp.known[i] ?? 0) === 0) return k
      const bag = expand(pool)
      const drawn = bag[pickIndex(rand(), bag.length)]
      if (drawn === undefined) return k
      pool = minus(pool, [drawn])
      return drawn
    })
    return { cells: [...tp.cells], trap: tp.trap, relic, known: [...tp.known], up: [...tp.up], ever: [...tp.up], pool: countsOf(expand(pool), kinds) }
  })
  // Amulets: every amulet not held by the seat nor used is the opponent's or in the pool.
  const amuletKinds = c.amulets.length
  const own = view.amulets[seat] ?? []
  const oppKnown = view.amulets[opp]
  const free = shuffled(expand(minus(minus(c.amulets.map((a) => a.count), own), [...view.usedAmulets, ...(oppKnown ?? [])])), rand)
  const oppAmulets = oppKnown ?? free.slice(0, view.amuletCounts[opp] ?? 0)
  const amuletPool = countsOf(oppKnown === null ? free.slice(oppAmulets.length) : free, amuletKinds)
  const placed = view.temples.reduce((a, tp) => a + tp.cells.filter((x) => x !== null).length, 0)
  const roomsTotal = c.rooms.reduce((a, r) => a + r.count, 0)
  const roomsLeft = view.roomStack.reduce((a, n) => a + n, 0)
  const player = (i: number, hand: readonly number[], laid: readonly number[], amulets: readonly number[]): NagarajaState['players'][number] => ({
    hand: [...hand],
    laid: [...laid],
    played: [...(view.played[i] ?? [])],
    sticks: [...(view.sticks[i] ?? [])],
    bonus: view.bonus[i] ?? 0,
    amulets: [...amulets]
  })
  const players = [0, 1].map((i) =>
    i === seat ? player(i, view.hands[seat] ?? [], view.laid[seat] ?? [], own) : player(i, oppHand, oppLaid, oppAmulets)
  )
  return {
    rng: seedRng(`determinize:${rand()}`), // a placeholder, as `withOwnRng`'s: `resampleHidden` replaces it
    components: c === bundledComponents ? null : c,
    options: view.options,
    guide: view.guide,
    round: view.round,
    guideRolls: [...view.guideRolls],
    lastSticks: view.lastSticks.map((x) => [...x]),
    players,
    temples,
    deck,
    discard,
    roomStack: [...view.roomStack],
    room: view.room,
    roomsOut: Math.max(0, roomsTotal - roomsLeft - placed - (view.room === null ? 0 : 1)),
    amuletStack: view.amuletStack,
    amuletPool,
    usedAmulets: [...view.usedAmulets],
    winner: view.winner,
    lastPlacer: -1,
    ninth: -1,
    phase,
    queue: [],
    end: view.end
  }
}

/**
 * Nagaraja's `mcts`: the score (relics and amulets) only moves when a room is placed, so rollouts
 * run on through about a round (15 decisions), played by the greedy bot (it scores moves from the
 * view, at almost no cost).
 */
export const nagarajaMctsSpec: MctsSpec<NagarajaConfig, NagarajaState, NagarajaMove, NagarajaView> = {
  game: nagaraja,
  stateFromView: nagarajaStateFromView,
  evaluate: (s: NagarajaState, seat: Seat) => nagaraja.scores(s)[seat] ?? 0,
  scale: 4,
  rolloutBot: nagarajaGreedyBot,
  rolloutDecisions: 15
}
