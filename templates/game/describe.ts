/**
 * A move in words, for logs and UIs.
 * @module
 */
import { CHANCE, type Actor } from '../../core/index.js'
import type { PigMove } from './moves.js'
import type { PigState } from './state.js'

/** "seat 1 rolls", "seat 0 holds 12 points", "the die shows 4". */
export const describeMove = (s: PigState, actor: Actor, m: PigMove): string => {
  if (actor === CHANCE || m.t === 'die') return m.t === 'die' ? `the die shows ${m.value}` : `chance: ${m.t}`
  return m.t === 'roll' ? `seat ${actor} rolls` : `seat ${actor} holds ${s.turnTotal} points`
}
