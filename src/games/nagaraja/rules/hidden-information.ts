/**
 * Hidden information (N16, NQ16): who may know what. The view, the redaction of moves and the
 * determinization (`resampleHidden`) all read these predicates.
 * @module
 */
import { seedRng, type Seat } from '../../../core/index.js'
import { componentsOf } from '../components/of.js'
import type { NagarajaComponents } from '../components/types.js'
import { score, WIN_SCORE } from '../scoring.js'
import type { NagarajaState, Phase } from '../state.js'

/** Whether `seat` is now looking through the discard pile to take a card (N58, the exception to N16). */
export const takingFromDiscard = (s: { readonly components: NagarajaComponents | null; readonly phase: Phase }, seat: number | 'spectator'): boolean =>
  s.phase.p === 'ability' && s.phase.seat === seat && componentsOf(s).cards[s.phase.card]?.ability === 'TAKE_FROM_DISCARD'

/** Whether a seat's SELECTED cards are still face-down (before the reveal of N34). */
export const laidHidden = (s: NagarajaState, owner: number): boolean => s.phase.p === 'call' && (s.players[owner]?.laid.length ?? 0) > 0

const shuffle = <T>(xs: readonly T[], rand: () => number): T[] => {
  const a = [...xs]
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.min(i, Math.floor(rand() * (i + 1)))
    const tmp = a[i] as T
    a[i] = a[j] as T
    a[j] = tmp
  }
  return a
}

const expand = (counts: readonly number[]): number[] => counts.flatMap((n, k) => Array.from({ length: n }, () => k))
const countsOf = (xs: readonly number[], n: number): number[] => {
  const c = new Array<number>(n).fill(0)
  for (const x of xs) c[x] = (c[x] as number) + 1
  return c
}

/**
 * Determinization: a state that `seat` cannot tell apart from `s` (the same view), with every
 * hidden part — the opponent's hand and face-down selection, the deck, the discard pile below its
 * top, relics the seat has not seen, the opponent's amulets and the amulet pool, the generator —
 * drawn afresh with `rand()` in [0, 1).
 */
export const resampleHidden = (s: NagarajaState, seat: Seat, rand: () => number): NagarajaState => {
  const opp = 1 - seat
  const ph = s.phase
  const oppP = s.players[opp]
  if (oppP === undefined) return s
  // Cards
  const hideLaid = laidHidden(s, opp)
  const hideDrawn = ph.p === 'give' && ph.seat === opp
  const takingSeat = takingFromDiscard(s, seat)
  const hiddenDiscard = takingSeat ? [] : s.discard.slice(0, Math.max(0, s.discard.length - 1))
  const pool = shuffle([...oppP.hand, ...s.deck, ...hiddenDiscard, ...(hideLaid ? oppP.laid : []), ...(hideDrawn ? ph.drawn : [])], rand)
  // n cards of one symbol (N31) drawn from the pool, or the actual ones if no symbol has n left
  const oneSymbol = (actual: readonly number[]): number[] => {
    const n = actual.length
    const sym = pool.map((c) => componentsOf(s).cards[c]?.symbol).find((x) => pool.filter((c) => componentsOf(s).cards[c]?.symbol === x).length >= n)
    const chosen = pool.filter((c) => componentsOf(s).cards[c]?.symbol === sym).slice(0, n)
    const out = chosen.length === n ? chosen : [...actual]
    for (const c of out) pool.splice(pool.indexOf(c), 1)
    return out
  }
  const laid = hideLaid ? oneSymbol(oppP.laid).sort((a, b) => a - b) : oppP.laid
  // NQ16: the cards the opponent is selecting now (still in its hand) are hidden too
  const picks = ph.p === 'call' && ph.seat === opp ? oneSymbol(ph.picks) : []
  let at = 0
  const take = (n: number): number[] => {
    const out = pool.slice(at, at + n)
    at += n
    return out
  }
  const hand = [...picks, ...take(oppP.hand.length - picks.length)].sort((a, b) => a - b)
  const drawn = hideDrawn ? take(ph.drawn.length) : []
  const below = take(hiddenDiscard.length)
  const deck = pool.slice(at).sort((a, b) => a - b)
  const discard = takingSeat ? s.discard : [...below, ...s.discard.slice(hiddenDiscard.length)]
  // Relics: identities the seat has not seen
  const bit = 1 << seat
  const temples = s.temples.map((tp) => {
    const hidden = tp.relic.map((k, i) => (k >= 0 && !tp.up[i] && ((tp.known[i] as number) & bit) === 0 ? i : -1)).filter((i) => i >= 0)
    if (hidden.length === 0) return tp
    const ids = shuffle([...hidden.map((i) => tp.relic[i] as number), ...expand(tp.pool)], rand)
    const relic = [...tp.relic]
    hidden.forEach((place, j) => {
      relic[place] = ids[j] as number
    })
    return { ...tp, relic, pool: countsOf(ids.slice(hidden.length), tp.pool.length) }
  })
  // Amulets: the opponent's and the pool (retry a few times to keep the state one the game could reach)
  let players: NagarajaState['players'] = s.players.map((p, i) => (i === opp ? { ...p, hand, laid } : p))
  let amuletPool = s.amuletPool
  for (let attempt = 0; attempt < 20 && s.end === null; attempt++) {
    const ids = shuffle([...oppP.amulets, ...expand(s.amuletPool)], rand)
    const held = ids.slice(0, oppP.amulets.length)
    const candPlayers = players.map((p, i) => (i === opp ? { ...p, amulets: held } : p))
    const cand: NagarajaState = { ...s, players: candPlayers, temples }
    players = candPlayers
    amuletPool = countsOf(ids.slice(held.length), s.amuletPool.length)
    if (s.end !== null || score(cand, opp) < WIN_SCORE || score(s, opp) >= WIN_SCORE) break
  }
  const phase = ph.p === 'call' && ph.seat === opp ? { ...ph, picks } : hideDrawn ? { ...ph, drawn } : ph
  return {
    ...s,
    rng: seedRng(`resample:${rand()}`),
    players,
    temples,
    deck,
    discard,
    amuletPool,
    phase
  }
}
