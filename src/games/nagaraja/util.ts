/**
 * Small immutable helpers over the state.
 * @module
 */
import type { NagarajaState, Player, Temple } from './state.js'

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
  phase: s.phase,
  queue: s.queue,
  end: s.end
})

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

/** A copy of a list without the first occurrence of `x`. */
export const without = (xs: readonly number[], x: number): number[] => {
  const i = xs.indexOf(x)
  return i < 0 ? [...xs] : [...xs.slice(0, i), ...xs.slice(i + 1)]
}

/** Inserts into an ascending list. */
export const insertSorted = (xs: readonly number[], x: number): number[] => {
  let i = 0
  while (i < xs.length && (xs[i] as number) < x) i++
  return [...xs.slice(0, i), x, ...xs.slice(i)]
}

/** The other seat. */
export const other = (seat: number): number => 1 - seat
