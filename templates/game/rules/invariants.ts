/**
 * The consistency of a state decoded from outside: what every reachable state satisfies
 * (`pig.decodeState` refuses any other with `BAD_STATE`).
 * @module
 */
import { componentProblems } from '../components/validate.js'
import { PIG_PLAYERS } from '../setup.js'
import type { PigState } from '../state.js'

/** The first broken invariant of a decoded state, in words, or `undefined`. */
export const checkState = (s: PigState): string | undefined => {
  const n = s.banked.length
  if (n < PIG_PLAYERS.min || n > PIG_PLAYERS.max) return `Pig is played by ${PIG_PLAYERS.min} to ${PIG_PLAYERS.max} players (P1); the state has ${n}`
  if (s.components !== undefined && componentProblems(s.components).length > 0) return `its component set is invalid (${componentProblems(s.components)[0]})`
  if (!Number.isInteger(s.turn) || s.turn < 0 || s.turn >= n) return `turn ${s.turn} is not a seat`
  if (!Number.isInteger(s.round) || s.round < 1) return `round ${s.round} is not a round`
  if ([...s.banked, s.turnTotal, s.options.target].some((x) => !Number.isInteger(x) || x < 0)) return 'a score, the turn total or the target is not a whole number of points'
  if (s.phase !== 'over' && s.banked.some((x) => x >= s.options.target)) return 'a seat reached the target but the game is not over (P6)'
  return undefined
}
