/**
 * The moves of The Border: one decision each (DESIGN.md section 1) — their types, codec and
 * notation: `first 2`, `roll red`, `stop`, `reroll grey grey blue`, `complete grey 3`, `cross 17`,
 * `done`. `parseMove(formatMove(m))` gives back `m`; the dice of a re-roll may be named in any
 * order and read as the canonical move (colour order).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { hasKeyCount, sharedMoves, notationNumber, notationWords, violation, ViolationCode, type RuleViolation } from '../../core/index.js'
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

/*
 * The shared move objects (speed only, issue 31). Every move the game lists — `legalMoves`,
 * `chanceOutcomes` — is one of these instances, frozen (a re-roll's list of dice too), so a move
 * that *is* one of them has exactly its fields: the guard below accepts it by identity, without
 * listing its keys (`hasKeyCount` cost more than the rest of a step's guard). Any other object —
 * a copy, a parsed or decoded move, a proxy — gets the full check, as before.
 */

/** The most boxes, seats and segment lengths with a shared move (a validated set has 86 boxes, 2–4 seats, segments of 2–5 boxes: `BORDER_RANGES`); beyond them moves are made fresh (still frozen). */
const SHARED_BOXES = 128
const SHARED_SEATS = 8
/** The registry of the shared moves and listed re-rolls (core `sharedMoves`): frozen, known to the guard. */
const SHARED = sharedMoves()
const SHARED_LENGTHS = 8

/** The stop move (shared instance). */
export const STOP: StopMove = SHARED.share({ t: 'stop' })
/** The done move (shared instance). */
export const DONE: DoneMove = SHARED.share({ t: 'done' })

const CROSS_MOVES: readonly CrossMove[] = Array.from({ length: SHARED_BOXES }, (_, box): CrossMove => SHARED.share({ t: 'cross', box }))
const FIRST_MOVES: readonly FirstMove[] = Array.from({ length: SHARED_SEATS }, (_, seat): FirstMove => SHARED.share({ t: 'first', seat }))
const ROLL_MOVES: readonly RollMove[] = COLOURS.map((colour): RollMove => SHARED.share({ t: 'roll', colour }))
/** By colour rank, then length. */
const COMPLETE_MOVES: readonly (readonly CompleteMove[])[] = COLOURS.map((colour) =>
  Array.from({ length: SHARED_LENGTHS }, (_, length): CompleteMove => SHARED.share({ t: 'complete', colour, length }))
)
/** The cross move of box `box` (shared, frozen). */
export const crossMove = (box: number): CrossMove => CROSS_MOVES[box] ?? Object.freeze({ t: 'cross', box })
/** The first-player outcome for `seat` (shared, frozen). */
export const firstMove = (seat: number): FirstMove => FIRST_MOVES[seat] ?? Object.freeze({ t: 'first', seat })
/** The roll of a die showing `colour` (shared, frozen). */
export const rollMove = (colour: Colour): RollMove => ROLL_MOVES[colourRank(colour)] ?? Object.freeze({ t: 'roll', colour })
/** The completion of the segment of `colour` and `length` (shared, frozen). */
export const completeMove = (colour: Colour, length: number): CompleteMove =>
  COMPLETE_MOVES[colourRank(colour)]?.[length] ?? Object.freeze({ t: 'complete', colour, length })
/**
 * A re-roll of `dice` (a non-empty list in colour order) to list: frozen, its list too, and known to
 * the guard. Not one shared instance per set of dice: a listed re-roll belongs to the one tray it was
 * listed for (`decideMoves` memoises per dice counts; the interaction finds a re-roll's pick paths by
 * the move itself).
 */
export const listedReroll = (dice: readonly Colour[]): RerollMove => {
  return SHARED.share<RerollMove>({ t: 'reroll', dice: dice.slice() })
}

/** A fast type guard equal to the union codec's `is` (the wrapper checks every move with it). */
const isBorderMove = (m: unknown): m is BorderMove => {
  if (typeof m !== 'object' || m === null) return false
  // A die's step is the most frequent (about half of a playout's): its shared move by identity
  // before any field is read (speed only: the read of `t` over seven move shapes is a slow,
  // megamorphic load, and then the colour lookups).
  for (let i = 0; i < ROLL_MOVES.length; i++) if (ROLL_MOVES[i] === m) return true
  const o = m as Record<string, unknown>
  // Exactly the move's fields: a listed move with an extra field is not that move. A shared
  // instance (frozen: its fields cannot change) is accepted by identity; any other object by its
  // fields and key count (hasKeyCount: a proxy or an object with 10⁶ keys runs no trap or getter
  // past the count).
  switch (o.t) {
    case 'first': {
      const seat = o.seat
      return isInt(seat) && (FIRST_MOVES[seat as number] === m || hasKeyCount(o, 2))
    }
    case 'roll':
      return isColour(o.colour) && hasKeyCount(o, 2) // not a shared move (those returned above)
    case 'stop':
      return m === STOP || hasKeyCount(o, 1)
    case 'done':
      return m === DONE || hasKeyCount(o, 1)
    case 'reroll':
      // A listed re-roll (frozen, its dice a frozen list of colours) first, by identity (speed only:
      // its dice are not read again); any other by its fields and key count.
      return SHARED.has(m) || (isDiceList(o.dice) && hasKeyCount(o, 2))
    case 'complete': {
      const colour = o.colour
      const length = o.length
      return isColour(colour) && isInt(length) && (COMPLETE_MOVES[colourRank(colour as string)]?.[length as number] === m || hasKeyCount(o, 3))
    }
    case 'cross': {
      const box = o.box
      return isInt(box) && (CROSS_MOVES[box as number] === m || hasKeyCount(o, 2))
    }
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
