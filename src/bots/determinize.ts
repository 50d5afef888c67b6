/**
 * From a seat's view to a full state consistent with it: what a bot that searches needs before it
 * can call `game.resampleHidden` (which takes a state). Built from the view alone, with the bot's
 * own generator; the real hidden information is never read.
 * @module
 */
import { pickIndex, seedRng, type RngState, type Seat } from '../core/index.js'
import { bundledComponents, type NagarajaState, type NagarajaView } from '../games/nagaraja/index.js'

/** A placeholder generator: `resampleHidden` replaces it with one drawn from the bot's own stream. */
const placeholderRng = (rand: () => number): RngState => seedRng(`determinize:${rand()}`)

/**
 * For games whose view is the state without its generator (Rajas; The Border, whose view also rolls
 * back the other passive seats' pending Action 2 choices, which leaves a state where they have not
 * chosen yet): the view plus a generator of the bot's own.
 */
export const withOwnRng = <V extends object>(view: V, rand: () => number): V & { readonly rng: RngState } => ({ ...view, rng: placeholderRng(rand) })

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
    rng: placeholderRng(rand),
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
