/**
 * Move notation: `first 2`, `roll red`, `stop`, `reroll grey grey blue`, `complete grey 3`,
 * `cross 17`, `done`. `parseMove(formatMove(m))` gives back `m`; the dice of a re-roll may be
 * named in any order and read as the canonical move (colour order).
 * @module
 */
import * as E from 'fp-ts/Either'
import { violation, ViolationCode, type RuleViolation } from '../../core/index.js'
import { COLOURS, colourRank, type Colour } from './components/types.js'
import type { BorderMove } from './moves.js'

/** A move in notation. */
export const formatBorderMove = (m: BorderMove): string => {
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

const isColour = (w: string): w is Colour => (COLOURS as readonly string[]).includes(w)
const isInt = (w: string): boolean => /^\d+$/.test(w)
const bad = (text: string, why: string): E.Either<RuleViolation, BorderMove> =>
  E.left(violation(ViolationCode.BAD_NOTATION, `cannot read "${text}" as a Border move: ${why}`))

/** Parses notation (case-insensitive, any white space). */
export const parseBorderMove = (text: string): E.Either<RuleViolation, BorderMove> => {
  if (typeof text !== 'string') return bad(String(text), 'not text')
  const words = text.trim().toLowerCase().split(/\s+/)
  const [head, ...rest] = words
  const colours = rest.filter(isColour)
  switch (head) {
    case 'first':
      return rest.length === 1 && isInt(rest[0] as string) ? E.right({ t: 'first', seat: Number(rest[0]) }) : bad(text, 'expected "first <seat>"')
    case 'roll':
      return rest.length === 1 && colours.length === 1 ? E.right({ t: 'roll', colour: colours[0] as Colour }) : bad(text, `expected "roll <colour>" with a colour of ${COLOURS.join(', ')}`)
    case 'stop':
      return rest.length === 0 ? E.right({ t: 'stop' }) : bad(text, 'expected just "stop"')
    case 'reroll':
      // The dice are a set (issue 13): any order reads as the canonical one, in colour order.
      return rest.length > 0 && colours.length === rest.length
        ? E.right({ t: 'reroll', dice: colours.slice().sort((x, y) => colourRank(x) - colourRank(y)) })
        : bad(text, `expected "reroll <colour>…" with colours of ${COLOURS.join(', ')}`)
    case 'complete':
      return rest.length === 2 && isColour(rest[0] as string) && isInt(rest[1] as string)
        ? E.right({ t: 'complete', colour: rest[0] as Colour, length: Number(rest[1]) })
        : bad(text, 'expected "complete <colour> <length>"')
    case 'cross':
      return rest.length === 1 && isInt(rest[0] as string) ? E.right({ t: 'cross', box: Number(rest[0]) }) : bad(text, 'expected "cross <box>"')
    case 'done':
      return rest.length === 0 ? E.right({ t: 'done' }) : bad(text, 'expected just "done"')
    default:
      return bad(text, 'moves are first, roll, stop, reroll, complete, cross and done')
  }
}
