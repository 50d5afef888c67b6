/**
 * The Nagaraja state: plain JSON, with lazy hidden identities.
 *
 * Hidden things are not fixed until someone needs them (DESIGN.md "lazy draws"):
 * - the card deck is the set of cards not elsewhere; a draw is a chance step uniform over it;
 * - a face-down relic whose identity nobody has seen is `-1`; its temple keeps a pool of the
 *   unseen relic kinds, and the identity is fixed by a chance step (uniform over the pool) when
 *   the relic is first revealed (N13) or peeked at (N52);
 * - an amulet lying on a room is unfixed too; its kind is drawn from the pool when it is collected.
 *
 * Why this equals a shuffle at setup: the relics of one temple are an exchangeable random
 * arrangement. Every decision that moves relics (SWAP_RELICS, N53) or rooms is made on public
 * information plus identities already fixed, never on unfixed identities, so after any sequence of
 * swaps the unfixed positions still hold a uniformly random arrangement of the unfixed pool; fixing
 * one of them by a uniform draw from the pool has the same law as looking at a pre-shuffled relic.
 * The same argument holds for amulets (stack and rooms) and for the card deck (hands are drawn
 * uniformly; nothing ever depends on deck order).
 * @module
 */
import * as t from 'io-ts'
import { NagarajaComponentsCodec } from './components/types.js'
import { NagarajaOptionsCodec } from './options.js'

const Int = t.number

/** A room on a space: kind, rotation (quarter turns clockwise), and whether an amulet lies on its special location. */
export const Room = t.type({ k: Int, r: Int, a: t.boolean })
/** A room on a space. */
export type Room = t.TypeOf<typeof Room>

/** One temple (N3): spaces, trap, relics at the hiding places. */
export const Temple = t.type({
  /** Room spaces, row by row from the far side: a room or `null` (empty or trap). */
  cells: t.array(t.union([Room, t.null])),
  /** The space holding the trap, or -1. */
  trap: Int,
  /** Relic kind at each hiding place, or -1 while nobody has seen it (lazy). */
  relic: t.array(Int),
  /** Who has seen each relic: bit 0 seat 0, bit 1 seat 1 (moves with the relic). */
  known: t.array(Int),
  /** Face-up relics (N13: exactly the connected hiding places). */
  up: t.array(t.boolean),
  /** Relics that have ever been face-up (for the cumulative curse option, NQ6). */
  ever: t.array(t.boolean),
  /** Counts of relic kinds not yet fixed. */
  pool: t.array(Int)
})
/** One temple. */
export type Temple = t.TypeOf<typeof Temple>

/** A thrown stick: its kind and face (-1 while being thrown). */
export const Stick = t.type({ k: Int, f: Int })
/** A thrown stick. */
export type Stick = t.TypeOf<typeof Stick>

/** One player's things. */
export const Player = t.type({
  /** Card indexes in hand, ascending. */
  hand: t.array(Int),
  /** Cards SELECTED this round (face-down until both laid, then revealed). */
  laid: t.array(Int),
  /** Cards ACTIVATED this round. */
  played: t.array(Int),
  /** Sticks in front of the player this round. */
  sticks: t.array(Stick),
  /** Fate bonus this round (N49). */
  bonus: Int,
  /** Amulet kinds held, in order of collection. */
  amulets: t.array(Int)
})
/** One player's things. */
export type Player = t.TypeOf<typeof Player>

/** The step the game is in. */
export const Phase = t.union([
  t.type({ p: t.literal('guideRoll'), rolls: t.array(Int) }),
  t.type({ p: t.literal('call'), seat: Int, picks: t.array(Int) }),
  t.type({ p: t.literal('clashStart') }),
  t.type({ p: t.literal('clash'), turn: Int, passes: Int }),
  t.type({ p: t.literal('respond'), seat: Int, by: Int, card: Int }),
  t.type({ p: t.literal('ability'), seat: Int, card: Int, target: Int, picked: t.array(Int), left: Int }),
  t.type({ p: t.literal('award') }),
  t.type({ p: t.literal('place'), seat: Int }),
  t.type({ p: t.literal('renewal'), loser: Int }),
  t.type({ p: t.literal('give'), seat: Int, drawn: t.array(Int) }),
  t.type({ p: t.literal('nextRoom') })
])
/** The step the game is in. */
export type Phase = t.TypeOf<typeof Phase>

/** A pending automatic or chance event, processed before the phase's decision. */
export const QueueItem = t.union([
  t.type({ q: t.literal('guide'), seat: Int }),
  t.type({ q: t.literal('draw'), seat: Int, give: t.boolean }),
  t.type({ q: t.literal('room') }),
  t.type({ q: t.literal('roll'), seat: Int, stick: Int }),
  t.type({ q: t.literal('relic'), seat: Int, place: Int, peek: Int }),
  t.type({ q: t.literal('amulet'), seat: Int }),
  t.type({ q: t.literal('rdiscard'), seat: Int }),
  t.type({ q: t.literal('check') })
])
/** A pending automatic or chance event. */
export type QueueItem = t.TypeOf<typeof QueueItem>

/** How the game ended. */
export const End = t.type({ winner: Int, reason: t.string })
/** How the game ended: the winning seat (-1 for a draw) and why. */
export type End = t.TypeOf<typeof End>

/** The whole state. */
export const NagarajaStateCodec = t.type({
  rng: t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number }),
  /** The component set, or null for the bundled set. */
  components: t.union([NagarajaComponentsCodec, t.null]),
  options: NagarajaOptionsCodec,
  /** The guide (N26, N47), -1 until decided. */
  guide: Int,
  round: Int,
  players: t.array(Player),
  temples: t.array(Temple),
  /** Cards in the deck (ascending card indexes; order is never stored). */
  deck: t.array(Int),
  /** The discard pile, bottom to top. */
  discard: t.array(Int),
  /** Rooms left in the stack, by kind. */
  roomStack: t.array(Int),
  /** The room contested this round. */
  room: t.union([Room, t.null]),
  /** Rooms discarded unplaced (NQ10). */
  roomsOut: Int,
  /** Amulets left in the stack. */
  amuletStack: Int,
  /** Unfixed amulet kinds (stack and rooms), by kind. */
  amuletPool: t.array(Int),
  /** Amulet kinds used and discarded (N64), public. */
  usedAmulets: t.array(Int),
  /** The winner of the last room, -1 before. */
  winner: Int,
  /** The seat that placed the last room, -1 before. */
  lastPlacer: Int,
  /** The seat that just placed its ninth room (N66), -1 otherwise. */
  ninth: Int,
  /**
   * The last complete first-guide throw (N26), public: its four fates (seat 0's two, then seat
   * 1's), kept once the throw is resolved (the guide decided, or a tie re-thrown); [] before.
   */
  guideRolls: t.array(Int),
  /**
   * Each seat's sticks as they lay when the last room was awarded (N41), public, kept after they
   * return to the supply (N42) so the throws stay on record; [] before the first award.
   */
  lastSticks: t.array(t.array(Stick)),
  phase: Phase,
  queue: t.array(QueueItem),
  end: t.union([End, t.null])
})
/** The whole state. */
export type NagarajaState = t.TypeOf<typeof NagarajaStateCodec>

// Immutable helpers over the state (fixed-shape copies: V8 builds them far faster than spreads).

/**
 * A copy of the state with some fields replaced. Written as one object literal (fixed shape),
 * which V8 builds far faster than an object spread of this many fields.
 */
const clone = (s: NagarajaState): NagarajaState => ({
  rng: s.rng,
  components: s.components,
  options: s.options,
  guide: s.guide,
  round: s.round,
  players: s.players,
  temples: s.temples,
  deck: s.deck,
  discard: s.discard,
  roomStack: s.roomStack,
  room: s.room,
  roomsOut: s.roomsOut,
  amuletStack: s.amuletStack,
  amuletPool: s.amuletPool,
  usedAmulets: s.usedAmulets,
  winner: s.winner,
  lastPlacer: s.lastPlacer,
  ninth: s.ninth,
  guideRolls: s.guideRolls,
  lastSticks: s.lastSticks,
  phase: s.phase,
  queue: s.queue,
  end: s.end
})

/**
 * A fresh copy of the state for a rule to set its changed fields in before it returns it (the
 * same fixed-shape copy as {@link upd}, without the patch object and `Object.assign`: speed only,
 * for the hot paths). Nobody else has seen the copy, so setting its fields mutates no state.
 */
export const copyState = (s: NagarajaState): NagarajaState => clone(s)

/** A copy of the players' list with one seat's record replaced by `f` of it. */
export const withSeat = (players: readonly Player[], seat: number, f: (p: Player) => Player): Player[] => {
  const out = players.slice()
  out[seat] = f(players[seat] as Player)
  return out
}

/** A copy of the state in another phase (speed only: {@link upd} without a patch object, for the most frequent patch). */
export const withPhase = (s: NagarajaState, phase: Phase): NagarajaState => {
  const next = clone(s)
  next.phase = phase
  return next
}

/** A copy of the state with another queue (speed only, as {@link withPhase}). */
export const withQueue = (s: NagarajaState, queue: QueueItem[]): NagarajaState => {
  const next = clone(s)
  next.queue = queue
  return next
}

/** A copy of the state with some fields replaced (a fixed-shape literal copy, then the patch). */
export const upd = (s: NagarajaState, p: Partial<NagarajaState>): NagarajaState => Object.assign(clone(s), p)

/**
 * A copy of a player's record with some fields replaced: a fixed-shape literal in the field order
 * of setup (V8 builds it far faster than an object spread; the fields are always all present).
 */
export const patchPlayer = (p: Player, patch: Partial<Player>): Player => ({
  hand: patch.hand ?? p.hand,
  laid: patch.laid ?? p.laid,
  played: patch.played ?? p.played,
  sticks: patch.sticks ?? p.sticks,
  bonus: patch.bonus ?? p.bonus,
  amulets: patch.amulets ?? p.amulets
})

/**
 * A copy of a temple with some fields replaced: a fixed-shape literal in the field order of setup
 * (speed only, as {@link patchPlayer}; every field is always present and never null).
 */
export const patchTemple = (tp: Temple, patch: Partial<Temple>): Temple => ({
  cells: patch.cells ?? tp.cells,
  trap: patch.trap ?? tp.trap,
  relic: patch.relic ?? tp.relic,
  known: patch.known ?? tp.known,
  up: patch.up ?? tp.up,
  ever: patch.ever ?? tp.ever,
  pool: patch.pool ?? tp.pool
})

/** Replaces one player's record. */
export const withPlayer = (s: NagarajaState, seat: number, f: (p: Player) => Player): NagarajaState => {
  const players = s.players.slice()
  players[seat] = f(s.players[seat] as Player)
  const c = clone(s)
  c.players = players
  return c
}

/** Replaces one temple. */
export const withTemple = (s: NagarajaState, seat: number, temple: Temple): NagarajaState => {
  const temples = s.temples.slice()
  temples[seat] = temple
  const c = clone(s)
  c.temples = temples
  return c
}

/**
 * A copy of a list without its entry at `i` (an index of the list): one native copy of all but the
 * last entry, then the entries after `i` moved down by one (speed only: a card draw's deck, copied
 * once per outcome when every outcome of a draw is applied — one allocation, and the copy stays
 * packed where `without`'s `new Array` fill made a holey one).
 */
export const withoutAt = (xs: readonly number[], i: number): number[] => {
  const n = xs.length - 1
  const out = xs.slice(0, n)
  for (let k = i; k < n; k++) out[k] = xs[k + 1] as number
  return out
}

/** A copy of a list without the first occurrence of `x` (a plain copy when it holds none). */
export const without = (xs: readonly number[], x: number): number[] => {
  const i = xs.indexOf(x)
  return i < 0 ? xs.slice() : withoutAt(xs, i)
}

/** Inserts into an ascending list. */
export const insertSorted = (xs: readonly number[], x: number): number[] => {
  let i = 0
  while (i < xs.length && (xs[i] as number) < x) i++
  // one fresh list filled by index (speed only, as `without`)
  const out = new Array<number>(xs.length + 1)
  for (let k = 0; k < i; k++) out[k] = xs[k] as number
  out[i] = x
  for (let k = i; k < xs.length; k++) out[k + 1] = xs[k] as number
  return out
}

/** The other seat. */
export const other = (seat: number): number => 1 - seat

/** Appends pending events to the queue. */
export const enqueue = (s: NagarajaState, items: readonly QueueItem[]): NagarajaState => {
  if (items.length === 0) return s
  const next = clone(s)
  next.queue = s.queue.concat(items)
  return next
}
