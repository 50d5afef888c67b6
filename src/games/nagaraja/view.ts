/**
 * What a seat may know (N16, NQ16): the view, legality from a view, and (re-exported from
 * `rules/hidden-information.ts`) the determinization `resampleHidden`.
 * @module
 */
import { CHANCE, type Actor, type RedactedMove, type ScoreBreakdown, type ScoredView, type Seat } from '../../core/index.js'
import { derive } from './components/derived.js'
import type { NagarajaComponents } from './components/types.js'
import type { NagarajaMove } from './moves.js'
import type { NagarajaOptions } from './options.js'
import type { Ctx } from './rules/context.js'
import { laidHidden, takingFromDiscard } from './rules/hidden-information.js'
import { actorsOf, legalFromCtx } from './rules/round.js'
import { amuletScore, relicScore } from './scoring.js'
import type { End, NagarajaState, Phase, Room, Stick } from './state.js'
import { componentsOf } from './components/of.js'

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
    actors: actorsOf(s),
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
  d: derive(componentsOf(v)),
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
export const redactMove = (before: NagarajaState, actor: Actor, move: NagarajaMove, viewer: Seat | 'spectator'): NagarajaMove | RedactedMove => {
  const hide = (kind: string, text: string): RedactedMove => ({ redacted: true, kind, text })
  if (actor === CHANCE) {
    const head = before.queue[0]
    if (head === undefined) return move
    // N26: the first-guide throws are recorded by fate only (phase `rolls`, then `guideRolls`), so
    // brown faces of equal fate leave the same view: the move is redacted and `revealed` gives the
    // fate from the views. Every other stick throw (N35, N50) is public and stays in the view with
    // its face (`sticks`, then `lastSticks` once the room is awarded, N41), so it is logged in full.
    if (move.t === 'face' && head.q === 'guide') return hide('guide', `seat ${head.seat} throws a brown stick for the first guide`)
    // N16: a card drawn goes to one hand (or, at the Renewal, to the guide's cards drawn, N47)
    if (move.t === 'card' && head.q === 'draw' && viewer !== head.seat) return hide('draw', `seat ${head.seat} draws a card`)
    // N52: only the peeking seat learns a relic it turns over; a relic revealed face-up (N13) is public
    if (move.t === 'relic' && head.q === 'relic' && head.peek >= 0 && viewer !== head.peek && before.temples[head.seat]?.up[head.place] !== true) {
      return hide('peek', `seat ${head.peek} looks at the relic at hiding place ${head.place} of seat ${head.seat}'s temple`)
    }
    // N14: the owner looks at an amulet collected and keeps it face-down
    if (move.t === 'amulet' && head.q === 'amulet' && viewer !== head.seat) return hide('amulet', `seat ${head.seat} collects an amulet`)
    return move
  }
  if (viewer === actor) return move
  switch (move.t) {
    // N31, NQ16: SELECTED cards are face-down until both are revealed (N34)
    case 'select':
      return hide('select', 'selects a card face-down')
    // N58: the card taken is not shown
    case 'take':
      return hide('take', 'takes a card from the discard pile')
    // N47: the card given is seen by the two players only
    case 'give':
      return viewer === 'spectator' ? hide('give', 'gives a card to the other player') : move
    default:
      return move
  }
}

const cardIds = (c: NagarajaComponents, cards: readonly number[]): string => cards.map((i) => c.cards[i]?.id ?? String(i)).join(', ')
const relicName = (c: NagarajaComponents, k: number): string => {
  const r = c.relics[k]
  return r === undefined ? `relic ${k}` : `${r.cursed ? 'cursed' : 'sacred'} ${r.value}`
}

/**
 * What the step `before --(actor, move)--> after` makes newly known to `viewer`, in words,
 * beyond the move as redacted for it: a first-guide fate (N26), selections turned up (N34), relics identified (N13, N52),
 * the discard pile opened to its taker (N58), used amulets (N62, N63), every amulet at the end.
 * Computed from the viewer's two views and the redacted move only, so it never tells more than
 * the views do.
 */
export const revealed = (before: NagarajaState, actor: Actor, move: NagarajaMove, after: NagarajaState, viewer: Seat | 'spectator'): string[] => {
  const vb = viewOf(before, viewer)
  const va = viewOf(after, viewer)
  const c = va.components
  const shown = redactMove(before, actor, move, viewer)
  const out: string[] = []
  // N26: the fate of a first-guide throw (the redacted move does not name the face)
  if (vb.phase.p === 'guideRoll' && 'redacted' in shown && shown.kind === 'guide') {
    const n = vb.phase.rolls.length
    const fate = va.phase.p === 'guideRoll' && va.phase.rolls.length > n ? va.phase.rolls[n] : va.guideRolls[n]
    if (fate !== undefined) out.push(`the brown stick shows fate ${fate}`)
  }
  // N34: the face-down selections are turned up
  va.laid.forEach((laid, seat) => {
    const seen = vb.laid[seat]
    if (seat !== viewer && laid !== null && laid.length > 0 && (seen === null || seen === undefined || seen.length === 0)) out.push(`seat ${seat} selected ${cardIds(c, laid)}`)
  })
  // N13, N52: relic identities the viewer learns (a swap carries what was known with the relics, N53)
  va.temples.forEach((tp, t) => {
    let known = vb.temples[t]?.relic ?? []
    if (move.t === 'swapRelics' && move.temple === t) known = known.map((k, i) => (i === move.a ? known[move.b] ?? -1 : i === move.b ? known[move.a] ?? -1 : k))
    const head = before.queue[0]
    tp.relic.forEach((k, place) => {
      if (k < 0 || (known[place] ?? -1) >= 0) return
      // a relic outcome shown in full already names it
      if (actor === CHANCE && !('redacted' in shown) && shown.t === 'relic' && head?.q === 'relic' && head.seat === t && head.place === place) return
      out.push(`the relic at hiding place ${place} of seat ${t}'s temple is ${relicName(c, k)}`)
    })
  })
  // N58: the taker looks through the discard pile
  if (vb.discard === null && va.discard !== null) out.push(`the discard pile holds ${va.discard.length === 0 ? 'no card' : cardIds(c, va.discard)}`)
  // N62-N64: a used amulet is revealed
  if (actor !== viewer && va.usedAmulets.length > vb.usedAmulets.length) {
    out.push(`the amulet used is ${va.usedAmulets.slice(vb.usedAmulets.length).map((k) => c.amulets[k]?.kind ?? String(k)).join(', ')}`)
  }
  // the end: held amulets are turned up
  va.amulets.forEach((held, seat) => {
    if (vb.amulets[seat] === null && held !== null && held.length > 0) out.push(`seat ${seat} held the amulets ${held.map((k) => c.amulets[k]?.kind ?? String(k)).join(', ')}`)
  })
  return out
}
