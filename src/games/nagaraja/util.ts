/**
 * Small immutable helpers over the state.
 * @module
 */
import type { NagarajaState, Player, Temple } from './state.js'

/** Replaces one player's record. */
export const withPlayer = (s: NagarajaState, seat: number, f: (p: Player) => Player): NagarajaState => {
  const players = [...s.players]
  players[seat] = f(s.players[seat] as Player)
  return { ...s, players }
}

/** Replaces one temple. */
export const withTemple = (s: NagarajaState, seat: number, temple: Temple): NagarajaState => {
  const temples = [...s.temples]
  temples[seat] = temple
  return { ...s, temples }
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
