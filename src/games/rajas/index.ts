/**
 * Rajas of the Ganges (Inka & Markus Brand) for 2–4 players, as a `Game` ({@link rajas}): the base game and,
 * through `config.variant`, the Navaratna, Ganga and mixed-experience variants (R133–R149).
 * The bundled component data is a labelled reconstruction (see `components/bundled.ts`).
 * @module
 */
import type { Move } from './moves.js'
import { MoveCodec } from './moves.js'
import { Options } from './options.js'
import type { Config } from './setup.js'
import { ConfigCodec } from './setup.js'
import type { State } from './state.js'
import { StateCodec } from './state.js'
import type { View } from './view.js'

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

/** The full state of a Rajas game (plain JSON). */
export type RajasState = State
/** A Rajas move: one small decision (see `MOVE_FIELDS` for the notation). */
export type RajasMove = Move
/** What a viewer sees of a Rajas state. */
export type RajasView = View
/** The config of a Rajas game: players, components, options, variants. */
export type RajasConfig = Config
/** The rule options of Rajas (the readings A1–A14 with alternatives). */
export type RajasOptions = Options

/** io-ts codec of {@link RajasState}: the shape only; `rajas.decodeState` also checks consistency. */
export const RajasStateCodec = StateCodec
/** io-ts codec of {@link RajasMove}. */
export const RajasMoveCodec = MoveCodec
/** io-ts codec of {@link RajasConfig}. */
export const RajasConfigCodec = ConfigCodec
/** io-ts codec of {@link RajasOptions}. */
export const RajasOptionsCodec = Options

/** @deprecated use {@link RajasState} */
export type { State }
/** @deprecated use {@link RajasMove} */
export type { Move }
/** @deprecated use {@link RajasView} */
export type { View }
/** @deprecated use {@link RajasConfig} */
export type { Config }
/** @deprecated use {@link RajasStateCodec} (and `rajas.decodeState` for stored states) */
export { StateCodec }
/** @deprecated use {@link RajasMoveCodec} */
export { MoveCodec }
/** @deprecated use {@link RajasConfigCodec} */
export { ConfigCodec }
/** @deprecated use {@link RajasOptionsCodec} (value) and {@link RajasOptions} (type) */
export { Options }
