/**
 * Pig (a folk dice game), for 2–4 players: roll or hold, the first to the target wins. A
 * throwaway game that shows the house layout; it is never published.
 * @module
 */
export { pig } from './game.js'
export type { PigState } from './state.js'
export { PigStateCodec } from './state.js'
export type { PigMove, RollMove, HoldMove, DieMove } from './moves.js'
export { PigMoveCodec, formatMove, parseMove } from './moves.js'
export type { PigView } from './view.js'
export { PigViewCodec, resampleHidden } from './view.js'
export type { PigConfig } from './setup.js'
export { PigConfigCodec } from './setup.js'
export type { PigOptions } from './options.js'
export { PigOptionsCodec, defaultOptions } from './options.js'
export * from './components/types.js'
export { validateComponents, componentProblems } from './components/validate.js'
export { bundledComponents } from './components/bundled.js'
export { renderScores } from './render.js'
export type { PigText } from './text.js'
export { pigEnglish } from './text.js'
