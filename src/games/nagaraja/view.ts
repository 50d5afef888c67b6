/**
 * What a seat may know (N16, NQ16): the view, legality from a view, and (re-exported from
 * `rules/hidden-information.ts`) the determinization `resampleHidden`.
 * @module
 */
import type { Actor, Seat } from '../../core/index.js'
import { derive } from './components/derived.js'
import type { Components } from './components/types.js'
import type { NagarajaMove } from './moves.js'
import type { Options } from './options.js'
import type { Ctx } from './rules/context.js'
import { laidHidden, takingFromDiscard } from './rules/hidden-information.js'
import { actorsOf, legalFromCtx } from './rules/round.js'
import { relicScore, score } from './scoring.js'
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
export interface NagarajaView {
  /** Who sees this. */
  readonly viewer: Seat | 'spectator'
  /** The component set. */
  readonly components: Components
  /** Rule options. */
  readonly options: Options
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
  /** Scores as the viewer can count them: own in full, others' face-up relics only. */
  readonly scores: readonly number[]
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
    scores: [0, 1].map((i) => (mine(i) || s.end !== null ? score(s, i) : relicScore(s, i))),
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
