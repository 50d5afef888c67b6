/**
 * A plain-text picture of the table, for the command.
 * @module
 */
import type { PigState } from './state.js'

/** Each seat's banked points, the given seat marked. */
export const renderScores = (s: PigState, seat: number): string =>
  s.banked.map((x, i) => `${i === seat ? '>' : ' '} seat ${i}: ${x} / ${s.options.target}`).join('\n')
