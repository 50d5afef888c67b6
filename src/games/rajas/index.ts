/**
 * Rajas of the Ganges (Inka & Markus Brand) for 2–4 players, as a `Game` ({@link rajas}): the base game and,
 * through `config.variant`, the Navaratna, Ganga and mixed-experience variants (R133–R149).
 * The bundled component data is a labelled reconstruction (see `components/bundled.ts`).
 * @module
 */
export { rajas } from './game.js'
export { bundledComponents } from './components/bundled.js'
export * from './components/types.js'
export { validateComponents, componentProblems } from './components/validate.js'
export { defaultOptions, defaultVariant, Variant, VariantConfig, Experience } from './options.js'
export type { MoveType, Fields } from './moves.js'
export { MOVE_FIELDS, formatMove, parseMove } from './moves.js'
export type { Player, Task, TaskBase, TaskKind, TaskOf } from './state.js'
export { PlayerCodec } from './state.js'
export { resampleHidden, pendingDecision, type PendingDecision } from './view.js'
export { renderProvince } from './render.js'
export { fameBeside, margin } from './rules/tracks.js'

export type { RajasState } from './state.js'
export { RajasStateCodec } from './state.js'
export type { RajasMove } from './moves.js'
export { RajasMoveCodec } from './moves.js'
export type { RajasView } from './view.js'
export { RajasViewCodec } from './view.js'
export type { RajasConfig } from './setup.js'
export { RajasConfigCodec } from './setup.js'
export type { RajasOptions } from './options.js'
export { RajasOptionsCodec } from './options.js'

export type { RajasText } from './text.js'
export { rajasEnglish } from './text.js'
