/**
 * The Border (Michael Kiesling & Reinhard Staupe, NSV 2022): a roll-and-write for 2–4 players,
 * per rules/the-border.md (D1–D45). The bundled sheets are a labelled RECONSTRUCTION; supply the
 * printed ones as `config.components` (checked by {@link validateComponents}).
 * @module
 */
export { theBorder } from './game.js'
export type { BorderConfig } from './setup.js'
export { BorderConfigCodec, BORDER_PLAYERS } from './setup.js'
export type { BorderState, SeatSheet, Phase, Action2State } from './state.js'
export { BorderStateCodec } from './state.js'
export type { BorderMove, FirstMove, RollMove, StopMove, RerollMove, CompleteMove, CrossMove, DoneMove } from './moves.js'
export { BorderMoveCodec, formatMove, parseMove } from './moves.js'
export type { BorderView } from './view.js'
export { resampleHidden, viewAsState } from './view.js'
export { BorderViewCodec } from './view.js'
export type { BorderOptions } from './options.js'
export { defaultOptions, BorderOptionsCodec } from './options.js'
export * from './components/types.js'
export { validateComponents, componentProblems, BORDER_COUNTS, BORDER_RANGES } from './components/validate.js'
export { bundledComponents, EXAMPLE_SHEETS as BORDER_EXAMPLE_SHEETS } from './components/bundled.js'
export type { ExampleSheetRole } from './components/examples.js'
export type { BorderIndex, SheetIndex, SegmentIndex, SheetBits, SheetBitsCache } from './components/derived.js'
export { boardOf } from './components/derived.js'
export { renderSheet } from './render.js'
export { areaPoints, seatPoints } from './scoring.js'
export { ringsCrossed } from './rules/sheet-bits.js'
export type { SegmentStatus } from './rules/action1.js'
export { segmentStatus, segmentsCompletableWith, completableNow } from './rules/action1.js'
export { crossableNow, action2Dice } from './rules/action2.js'
export { diceShowing } from './rules/rolling.js'
export { areasCompleted } from './rules/completing.js'
export type { BorderText, BorderRefusalKey, BorderRefusalParams, BorderRefusals, BoxList } from './text.js'
export { borderEnglish } from './text.js'
