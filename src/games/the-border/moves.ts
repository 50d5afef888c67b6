/**
 * The moves of The Border: one decision each (DESIGN.md section 1) — their types, codec and
 * notation: `first 2`, `roll red`, `stop`, `reroll grey grey blue`, `complete grey 3`, `cross 17`,
 * `done`. `parseMove(formatMove(m))` gives back `m`; the dice of a re-roll may be named in any
 * order and read as the canonical move (colour order).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { hasKeyCount, notationNumber, notationWords, violation, ViolationCode, type RuleViolation } from '../../core/index.js'
import { COLOURS, ColourCodec, colourRank, type Colour } from './components/types.js'

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

const COLOUR_NAMES: ReadonlySet<string> = new Set(COLOURS)
const isColour = (v: unknown): boolean => typeof v === 'string' && COLOUR_NAMES.has(v)
const isInt = (v: unknown): boolean => typeof v === 'number' && Number.isInteger(v)

/** The most dice a re-roll names: the dice of the game (D3); more are refused before any is read. */
const MAX_REROLL = 5

/** A list of at most 5 colours, every entry given (a sparse list or one claiming 10⁹ entries is refused unread). */
const isDiceList = (v: unknown): boolean => {
  if (!Array.isArray(v) || !(v.length <= MAX_REROLL)) return false
  for (let i = 0; i < v.length; i++) if (!isColour(v[i])) return false
  return true
}

/** A fast type guard equal to the union codec's `is` (the wrapper checks every move with it). */
const isBorderMove = (m: unknown): m is BorderMove => {
  if (typeof m !== 'object' || m === null) return false
  const o = m as Record<string, unknown>
  // Exactly the move's fields: a listed move with an extra field is not that move.
  // (hasKeyCount: a proxy or an object with 10⁶ keys runs no trap or getter past the count.)
  switch (o.t) {
    case 'first':
      return isInt(o.seat) && hasKeyCount(o, 2)
    case 'roll':
      return isColour(o.colour) && hasKeyCount(o, 2)
    case 'stop':
    case 'done':
      return hasKeyCount(o, 1)
    case 'reroll':
      return isDiceList(o.dice) && hasKeyCount(o, 2)
    case 'complete':
      return isColour(o.colour) && isInt(o.length) && hasKeyCount(o, 3)
    case 'cross':
      return isInt(o.box) && hasKeyCount(o, 2)
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

/** A move in notation. */
export const formatMove = (m: BorderMove): string => {
  switch (m.t) {
    case 'first':
      return `first ${m.seat}`
    case 'roll':
      return `roll ${m.colour}`
    case 'stop':
      return 'stop'
    case 'reroll':
      return ['reroll', ...m.dice].join(' ')
    case 'complete':
      return `complete ${m.colour} ${m.length}`
    case 'cross':
      return `cross ${m.box}`
    case 'done':
      return 'done'
  }
}

const isColourWord = (w: string): w is Colour => COLOUR_NAMES.has(w)
/** A bounded excerpt of the input for messages (untrusted input may be huge). */
const excerpt = (text: string): string => (text.length > 40 ? `${text.slice(0, 40)}…` : text)
const bad = (text: string, why: string): E.Either<RuleViolation, BorderMove> =>
  E.left(violation(ViolationCode.BAD_NOTATION, `cannot read "${excerpt(text)}" as a Border move: ${why}`))

/** Parses notation (docs/notation.md: words in any case of ASCII letters, white space of notation, numbers in decimal without sign or leading zeros). */
export const parseMove = (text: string): E.Either<RuleViolation, BorderMove> => {
  if (typeof text !== 'string') return E.left(violation(ViolationCode.BAD_NOTATION, `cannot read a Border move from a ${text === null ? 'null' : typeof text}: notation is text`))
  // Only ASCII letters change case: no other character reads as a letter of a word.
  const words = notationWords(text.replace(/[A-Z]+/g, (w) => w.toLowerCase()))
  const [head, ...rest] = words
  const colours = rest.filter(isColourWord)
  switch (head) {
    case 'first': {
      const seat = notationNumber(rest[0])
      return rest.length === 1 && seat !== undefined ? E.right({ t: 'first', seat }) : bad(text, 'expected "first <seat>"')
    }
    case 'roll':
      return rest.length === 1 && colours.length === 1 ? E.right({ t: 'roll', colour: colours[0] as Colour }) : bad(text, `expected "roll <colour>" with a colour of ${COLOURS.join(', ')}`)
    case 'stop':
      return rest.length === 0 ? E.right({ t: 'stop' }) : bad(text, 'expected just "stop"')
    case 'reroll':
      // The dice are a set (issue 13): every order reads as the canonical one, in colour order.
      return rest.length > 0 && colours.length === rest.length
        ? E.right({ t: 'reroll', dice: colours.slice().sort((x, y) => colourRank(x) - colourRank(y)) })
        : bad(text, `expected "reroll <colour>…" with colours of ${COLOURS.join(', ')}`)
    case 'complete': {
      const length = notationNumber(rest[1])
      return rest.length === 2 && isColourWord(rest[0] as string) && length !== undefined
        ? E.right({ t: 'complete', colour: rest[0] as Colour, length })
        : bad(text, 'expected "complete <colour> <length>"')
    }
    case 'cross': {
      const box = notationNumber(rest[0])
      return rest.length === 1 && box !== undefined ? E.right({ t: 'cross', box }) : bad(text, 'expected "cross <box>"')
    }
    case 'done':
      return rest.length === 0 ? E.right({ t: 'done' }) : bad(text, 'expected just "done"')
    default:
      return bad(text, 'moves are first, roll, stop, reroll, complete, cross and done')
  }
}
