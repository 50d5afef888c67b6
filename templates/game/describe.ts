/**
 * A move in words, for logs and UIs, in the locale of `say` (docs/locales.md).
 * @module
 */
import { CHANCE, type Actor, type Say } from '../../core/index.js'
import type { PigMove } from './moves.js'
import type { PigState } from './state.js'
import type { PigText } from './text.js'

/** "seat 1 rolls", "seat 0 holds 12 points", "the die shows 4". */
export const describeMove = (s: PigState, actor: Actor, m: PigMove, say: Say<PigText>): string => {
  if (actor === CHANCE || m.t === 'die') return m.t === 'die' ? say.text.dieShows(m.value) : `chance: ${m.t}`
  const who = say.core.seat(actor)
  return m.t === 'roll' ? say.text.rolls(who) : say.text.holds(who, s.turnTotal)
}
