/**
 * Rajas of the Ganges (Inka & Markus Brand) for 2–4 players, as a {@link Game}: the base game and,
 * through `config.variant`, the Navaratna, Ganga and mixed-experience variants (R133–R149).
 * The bundled component data is a labelled reconstruction (see `components/bundled.ts`).
 * @module
 */
export { rajas } from './game.js'
export { bundledComponents } from './components/bundled.js'
export * from './components/types.js'
export { validateComponents, componentProblems } from './components/validate.js'
export { defaultOptions, Options, defaultVariant, Variant, VariantConfig, Experience } from './options.js'
export type { Move, MoveType, Fields } from './moves.js'
export { MoveCodec, MOVE_FIELDS } from './moves.js'
export type { State, Player, Task, TaskKind, TaskOf } from './state.js'
export { StateCodec, PlayerCodec } from './state.js'
export type { Config } from './setup.js'
export { ConfigCodec } from './setup.js'
export type { View } from './view.js'
export { resampleHidden, pendingDecision, type PendingDecision } from './view.js'
export { renderProvince } from './render.js'
export { fameBeside, margin } from './rules/tracks.js'
