/**
 * The moves of The Border: one decision each (DESIGN.md section 1).
 * @module
 */
import * as t from 'io-ts'
import { ColourCodec, type Colour } from './components/types.js'

const Int = t.refinement(t.number, (n) => Number.isInteger(n), 'Integer')

/** Chance picks the first active player (D13). */
export interface FirstMove {
  /** Kind. */
  readonly t: 'first'
  /** The seat chosen. */
  readonly seat: number
}
/** Chance rolls one die (D17, D18). */
export interface RollMove {
  /** Kind. */
  readonly t: 'roll'
  /** The colour the die shows. */
  readonly colour: Colour
}
/** The active player stops rolling (D18). */
export interface StopMove {
  /** Kind. */
  readonly t: 'stop'
}
/** The active player re-rolls these dice, listed in colour order (D18, D19). */
export interface RerollMove {
  /** Kind. */
  readonly t: 'reroll'
  /** The dice to roll again, by colour, in colour order (`COLOURS`: grey, red, yellow, blue, orange, green). */
  readonly dice: readonly Colour[]
}
/** The active player completes their segment of this colour and length (D20–D24). */
export interface CompleteMove {
  /** Kind. */
  readonly t: 'complete'
  /** The segment's colour. */
  readonly colour: Colour
  /** The segment's printed length (2–5). */
  readonly length: number
}
/** A passive player crosses this box with a die of its colour (D30, D31). */
export interface CrossMove {
  /** Kind. */
  readonly t: 'cross'
  /** The box id. */
  readonly box: number
}
/** The active player ends Action 1, or a passive player ends their Action 2 (D25, D32). */
export interface DoneMove {
  /** Kind. */
  readonly t: 'done'
}

/** Any move of The Border. */
export type BorderMove = FirstMove | RollMove | StopMove | RerollMove | CompleteMove | CrossMove | DoneMove

const BorderMoveUnion = t.union(
  [
    t.readonly(t.type({ t: t.literal('first'), seat: Int })),
    t.readonly(t.type({ t: t.literal('roll'), colour: ColourCodec })),
    t.readonly(t.type({ t: t.literal('stop') })),
    t.readonly(t.type({ t: t.literal('reroll'), dice: t.readonlyArray(ColourCodec) })),
    t.readonly(t.type({ t: t.literal('complete'), colour: ColourCodec, length: Int })),
    t.readonly(t.type({ t: t.literal('cross'), box: Int })),
    t.readonly(t.type({ t: t.literal('done') }))
  ],
  'BorderMove'
)

const COLOUR_NAMES = new Set(['grey', 'red', 'yellow', 'blue', 'orange', 'green'])
const isColour = (v: unknown): boolean => typeof v === 'string' && COLOUR_NAMES.has(v)
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v)

/** A fast type guard equal to the union codec's `is` (the wrapper checks every move with it). */
const isBorderMove = (m: unknown): m is BorderMove => {
  if (typeof m !== 'object' || m === null) return false
  const o = m as Record<string, unknown>
  // Exactly the move's fields: a listed move with an extra field is not that move.
  const keys = Object.keys(o).length
  switch (o.t) {
    case 'first':
      return keys === 2 && isInt(o.seat)
    case 'roll':
      return keys === 2 && isColour(o.colour)
    case 'stop':
    case 'done':
      return keys === 1
    case 'reroll':
      return keys === 2 && Array.isArray(o.dice) && o.dice.every(isColour)
    case 'complete':
      return keys === 3 && isColour(o.colour) && isInt(o.length)
    case 'cross':
      return keys === 2 && isInt(o.box)
    default:
      return false
  }
}

/** io-ts codec of {@link BorderMove} (decoding by the union; `is` by a fast guard). */
export const BorderMoveCodec: t.Type<BorderMove, unknown> = new t.Type<BorderMove, unknown>(
  'BorderMove',
  isBorderMove,
  (u, c) => BorderMoveUnion.validate(u, c),
  (m) => BorderMoveUnion.encode(m)
)

/** The stop move (shared instance). */
export const STOP: StopMove = { t: 'stop' }
/** The done move (shared instance). */
export const DONE: DoneMove = { t: 'done' }
