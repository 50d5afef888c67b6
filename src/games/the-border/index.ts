/**
 * The Border (Michael Kiesling & Reinhard Staupe, NSV 2022): a roll-and-write for 2–4 players,
 * per rules/the-border.md (D1–D45). The bundled sheets are a labelled RECONSTRUCTION; supply the
 * printed ones as `config.components` (checked by {@link validateBorderComponents}).
 * @module
 */
export { theBorder } from './game.js'
export type { BorderConfig } from './config.js'
export { BorderConfigCodec, BORDER_PLAYERS } from './config.js'
export type { BorderState, SeatSheet, Phase, Action2State } from './state.js'
export { BorderStateCodec } from './state.js'
export type { BorderMove, FirstMove, RollMove, StopMove, RerollMove, CompleteMove, CrossMove, DoneMove } from './moves.js'
export { BorderMoveCodec } from './moves.js'
export type { BorderView } from './view.js'
export { resampleHidden } from './view.js'
export type { BorderOptions } from './options.js'
export { DEFAULT_OPTIONS as BORDER_DEFAULT_OPTIONS, BorderOptionsCodec } from './options.js'
export * from './components/types.js'
export { validateBorderComponents, componentProblems, BORDER_COUNTS } from './components/validate.js'
export { BUNDLED_COMPONENTS as BORDER_COMPONENTS, EXAMPLE_SHEETS as BORDER_EXAMPLE_SHEETS } from './components/bundled.js'
export type { ExampleSheetRole } from './components/examples.js'
export { renderSheet } from './render.js'
export type { BorderIndex, SheetIndex, SegmentIndex } from './board.js'
export { areaPoints } from './scoring.js'
export type { SegmentStatus } from './queries.js'
export { segmentStatus, segmentsCompletableWith, completableNow, crossableNow, diceShowing, action2Dice, areasCompleted } from './queries.js'
