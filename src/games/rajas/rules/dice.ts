/**
 * Dice (R38–R42) and karma (R43–R47): which colours a gain can take, paying and flipping a die.
 * @module
 */
import type { RajasState, TaskOf } from '../state.js'
import { capacity, colourCount, dieCode, dieColour, dieValue, flipped, player, update, withPlayer } from './common.js'

/** The colours seat may take for a gain step now (R41). */
export const gainColours = (s: RajasState, task: TaskOf<'gain'>): number[] => {
  const c = task.c
  if (c >= 0) return (s.supply[c] ?? 0) > 0 ? [c] : []
  const out: number[] = []
  for (let k = 0; k < colourCount(s); k++) if ((s.supply[k] ?? 0) > 0) out.push(k)
  return out
}

/** Is {@link gainColours} not empty? Asked without listing them (speed only: every gain step asks it). */
export const canGain = (s: RajasState, task: TaskOf<'gain'>): boolean => {
  if (task.c >= 0) return (s.supply[task.c] ?? 0) > 0
  const n = colourCount(s)
  for (let k = 0; k < n; k++) if ((s.supply[k] ?? 0) > 0) return true
  return false
}

/** How many dice the supply can give a gain step now (R41): of its colour, or of any colour. */
const gainable = (s: RajasState, task: TaskOf<'gain'>): number => {
  const available = task.c >= 0 ? (s.supply[task.c] ?? 0) : s.supply.reduce((a, x) => a + x, 0)
  return Math.min(task.n, available)
}

/**
 * R40: how many dice a gain step would put beyond the Kali statue's capacity (0 when they fit).
 * While it is positive the player decides first — before any new die is taken or rolled — which
 * held dice to return (`discard`) or to take only what fits (`stop`).
 */
export const gainOverflow = (s: RajasState, task: TaskOf<'gain'>): number => Math.max(0, player(s, task.s).dice.length + gainable(s, task) - capacity(s, task.s))

/** Pays die `die` of `seat` (flipped first with 1 karma if `flip`): back to the supply (R35, R44). */
export const payDie = (s: RajasState, seat: number, die: number, flip: boolean): { s: RajasState; value: number } => {
  const p = player(s, seat)
  const d = p.dice[die] ?? 0
  const c = dieColour(d)
  const value = flip ? flipped(dieValue(d)) : dieValue(d)
  const supply = s.supply.map((x, k) => (k === c ? x + 1 : x))
  return {
    s: update(s, { supply }, seat, { dice: p.dice.filter((_, k) => k !== die), karma: p.karma - (flip ? 1 : 0) }),
    value
  }
}

/** Flips die `die` of `seat` with 1 karma (R44). */
export const flipDie = (s: RajasState, seat: number, die: number): RajasState => {
  const p = player(s, seat)
  return withPlayer(s, seat, {
    karma: p.karma - 1,
    dice: p.dice.map((d, k) => (k === die ? dieCode(dieColour(d), flipped(dieValue(d))) : d))
  })
}

