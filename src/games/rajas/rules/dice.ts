/**
 * Dice (R38–R42) and karma (R43–R47): which colours a gain can take, paying and flipping a die.
 * @module
 */
import type { State, Task } from '../state.js'
import { colourCount, dieCode, dieColour, dieValue, flipped, player, update, withPlayer } from './common.js'

/** The colours seat may take for a gain step now (R41). */
export const gainColours = (s: State, task: Task): number[] => {
  const c = task.c ?? -1
  if (c >= 0) return (s.supply[c] ?? 0) > 0 ? [c] : []
  const out: number[] = []
  for (let k = 0; k < colourCount(s); k++) if ((s.supply[k] ?? 0) > 0) out.push(k)
  return out
}

/** Pays die `die` of `seat` (flipped first with 1 karma if `flip`): back to the supply (R35, R44). */
export const payDie = (s: State, seat: number, die: number, flip: boolean): { s: State; value: number } => {
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
export const flipDie = (s: State, seat: number, die: number): State => {
  const p = player(s, seat)
  return withPlayer(s, seat, {
    karma: p.karma - 1,
    dice: p.dice.map((d, k) => (k === die ? dieCode(dieColour(d), flipped(dieValue(d))) : d))
  })
}

