/**
 * Nagaraja (Bruno Cathala & Théo Rivière): the complete 2-player game, with hidden information
 * modelled by lazy chance draws. The bundled component set is a reconstruction (see
 * `bundledComponents` and each record's provenance), not the printed game.
 * @module
 */
export { nagaraja, legalMovesFromView } from './game.js'
export { viewOf, resampleHidden, redactMove, revealed, type NagarajaView, type TempleView } from './view.js'
export { NagarajaViewCodec } from './view.js'
export { renderTemple } from './render.js'
export { defaultOptions, NagarajaOptionsCodec, type NagarajaOptions } from './options.js'
export { NagarajaConfigCodec, type NagarajaConfig } from './setup.js'
export { NagarajaStateCodec, type NagarajaState, type Room, type Temple, type Player, type Stick, type Phase, type QueueItem, type End } from './state.js'
export { NagarajaMoveCodec, MoveUnion, type NagarajaMove, formatMove, parseMove, MOVE_FIELDS, type MoveType } from './moves.js'
export { bundledComponents } from './components/bundled.js'
export { componentsOf } from './components/of.js'
export { validateComponents, componentProblems, ABILITY_SYMBOL, ABILITY_ARROWS, COMPONENT_RANGES } from './components/validate.js'
export * from './components/types.js'
export { score, relicScore, amuletScore, WIN_SCORE } from './scoring.js'
export { connectedPlaces, reach } from './rules/corridors.js'
export { derive, CRYPT, SIDES, type Derived } from './components/derived.js'
export type { NagarajaText, NagarajaRefusalKey, NagarajaRefusalParams, NagarajaRefusals, EndReason, CardFace, AmuletFace, StickFaceWords, CardZone, HiddenZone } from './text.js'
export { nagarajaEnglish } from './text.js'
