/**
 * Moves: one small decision each, with a compact notation (`space 3`, `pay 2 flip`, `put 4 1`).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { hasKeyCount, sharedMoves, notationNumber, notationWords, violation, ViolationCode, type RuleViolation } from '../../core/index.js'

/** The numeric fields of each move type, in notation order (`flip` is the only boolean). */
export const MOVE_FIELDS = {
  space: ['i'], // place a worker on action space i
  stack: ['i'], // choose the top tile of stack i
  cover: ['cell'], // architect: the tile to cover
  pay: ['die', 'flip'], // pay die (index on the Kali statue), flipping it with 1 karma first
  put: ['cell', 'rot'], // place the tile on a cell with a rotation (quarter turns clockwise)
  take: ['c'], // take a die of colour c
  discard: ['die'], // return a die to the supply to make room (R40)
  stop: [], // take fewer dice (R40)
  upgrade: ['b'], // upgrade building type b
  yes: [], // take the optional bonus
  no: [], // decline it
  river: ['n'], // move the boat n unoccupied spaces
  chamber: ['v'], // river palace reward: chamber v (2–6)
  good: ['g'], // same goods: choose the goods
  market: ['cell', 'm'], // score market m of the tile on cell
  done: [], // finish scoring markets / re-rolling
  reroll: ['die'], // terrace: re-roll a die
  order: ['i'], // resolve effect group i next
  flip: ['die'], // karma at any time (option A4 'anyTimeInTurn')
  roll: ['v'], // chance: a die shows v
  draw: ['id'], // chance: tile or income tile id drawn
  first: ['seat'], // chance: first player among the tied
  income: ['id', 'slot'] // Navaratna: put income tile id on border slot `slot` (R136, R141, R142)
} as const

/** A move type. */
export type MoveType = keyof typeof MOVE_FIELDS

/** The fields of a move of type `T` (numbers, `flip` a boolean). */
export type Fields<T extends MoveType> = { readonly [K in (typeof MOVE_FIELDS)[T][number]]: K extends 'flip' ? boolean : number }

/** A move: its type `t` and its fields. */
export type RajasMove = { [T in MoveType]: { readonly t: T } & Fields<T> }[MoveType]

const types = Object.keys(MOVE_FIELDS) as MoveType[]

/**
 * The shared move objects the listings hand out for the frequent moves, frozen (moves are immutable
 * values). A move that is one of them is well formed, so the move guard takes it without walking its
 * keys (speed only: a Set lookup by identity runs no getter or proxy trap; any other object is
 * checked in full; core `sharedMoves`).
 */
const SHARED = sharedMoves()
const known = <M extends RajasMove>(m: M): M => SHARED.share(m)
/** A table of shared moves built from their index (a shared move is taken by the guard without walking its keys, and no object is built per listing). */
const table = (n: number, f: (k: number) => RajasMove): readonly RajasMove[] => Array.from({ length: n }, (_, k) => known(f(k)))
const SPACES = table(64, (i) => ({ t: 'space', i }))
const PUTS = table(64 * 4, (k) => ({ t: 'put', cell: k >> 2, rot: k & 3 }))
const REROLLS = table(16, (die) => ({ t: 'reroll', die }))
const PAYS = table(32, (k) => ({ t: 'pay', die: k >> 1, flip: (k & 1) === 1 }))
const DRAWS = table(128, (id) => ({ t: 'draw', id }))
const ROLLS = table(7, (v) => ({ t: 'roll', v }))
/** The shared `space i` move. */
export const spaceMove = (i: number): RajasMove => SPACES[i] ?? { t: 'space', i }
/** The shared `put cell rot` move. */
export const putMove = (cell: number, rot: number): RajasMove => PUTS[cell * 4 + rot] ?? { t: 'put', cell, rot }
/** The shared `reroll die` move. */
export const rerollMove = (die: number): RajasMove => REROLLS[die] ?? { t: 'reroll', die }
/** The shared `pay die [flip]` move. */
export const payMove = (die: number, flip: boolean): RajasMove => PAYS[die * 2 + (flip ? 1 : 0)] ?? { t: 'pay', die, flip }
/** The shared `draw id` move. */
export const drawMove = (id: number): RajasMove => DRAWS[id] ?? { t: 'draw', id }
/** The shared `roll v` move. */
export const rollMove = (v: number): RajasMove => ROLLS[v] ?? { t: 'roll', v }
const STACKS = table(16, (i) => ({ t: 'stack', i }))
const COVERS = table(64, (cell) => ({ t: 'cover', cell }))
const TAKES = table(8, (c) => ({ t: 'take', c }))
const DISCARDS = table(16, (die) => ({ t: 'discard', die }))
const UPGRADES = table(8, (b) => ({ t: 'upgrade', b }))
const RIVERS = table(16, (n) => ({ t: 'river', n }))
const CHAMBER_MOVES = table(8, (v) => ({ t: 'chamber', v }))
const GOODS = table(8, (g) => ({ t: 'good', g }))
const MARKETS = table(64 * 2, (k) => ({ t: 'market', cell: k >> 1, m: k & 1 }))
const ORDERS = table(16, (i) => ({ t: 'order', i }))
/** The shared `stack i` move. */
export const stackMove = (i: number): RajasMove => STACKS[i] ?? { t: 'stack', i }
/** The shared `cover cell` move. */
export const coverMove = (cell: number): RajasMove => COVERS[cell] ?? { t: 'cover', cell }
/** The shared `take c` move. */
export const takeMove = (c: number): RajasMove => TAKES[c] ?? { t: 'take', c }
/** The shared `discard die` move. */
export const discardMove = (die: number): RajasMove => DISCARDS[die] ?? { t: 'discard', die }
/** The shared `upgrade b` move. */
export const upgradeMove = (b: number): RajasMove => UPGRADES[b] ?? { t: 'upgrade', b }
/** The shared `river n` move. */
export const riverMove = (n: number): RajasMove => RIVERS[n] ?? { t: 'river', n }
/** The shared `chamber v` move. */
export const chamberMove = (v: number): RajasMove => CHAMBER_MOVES[v] ?? { t: 'chamber', v }
/** The shared `good g` move. */
export const goodMove = (g: number): RajasMove => GOODS[g] ?? { t: 'good', g }
/** The shared `market cell m` move (m 0 or 1: a tile has at most two markets). */
export const marketMove = (cell: number, m: number): RajasMove => (m === 0 || m === 1 ? MARKETS[cell * 2 + m] : undefined) ?? { t: 'market', cell, m }
/** The shared `order i` move. */
export const orderMove = (i: number): RajasMove => ORDERS[i] ?? { t: 'order', i }
/** The shared `yes` and `no` moves, as the `opt` step lists them. */
export const YES_NO: readonly RajasMove[] = Object.freeze([known({ t: 'yes' }), known({ t: 'no' })])
/** The shared `done` and `stop` moves. */
export const DONE_MOVE: RajasMove = known({ t: 'done' })
export const STOP_MOVE: RajasMove = known({ t: 'stop' })

const isMove = (u: unknown): u is RajasMove => {
  if (SHARED.has(u)) return true
  if (typeof u !== 'object' || u === null || Array.isArray(u)) return false
  const rec = u as Record<string, unknown>
  const type = rec.t
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(MOVE_FIELDS, type)) return false
  const fields = MOVE_FIELDS[type as MoveType] as readonly string[]
  // No extra fields: a move is exactly its fields (hasKeyCount: a proxy or an object with 10⁶
  // keys runs no trap or getter past the count).
  if (!hasKeyCount(rec, fields.length + 1)) return false
  for (const f of fields) {
    if (f === 'flip' ? typeof rec[f] !== 'boolean' : typeof rec[f] !== 'number') return false
  }
  return true
}

/** io-ts codec of a move: `{ t: <type>, ...fields }` with the fields of {@link MOVE_FIELDS} (dispatching on `t`). */
export const RajasMoveCodec: t.Type<RajasMove> = new t.Type<RajasMove>(
  'RajasMove',
  isMove,
  (u, c) => (isMove(u) ? t.success(u) : t.failure(u, c, `a Rajas move { t: ${types.join(' | ')}, ...fields }`)),
  t.identity
)

/** The move in notation: the type, then its fields in order (`flip` written as the word). */
export const formatMove = (m: RajasMove): string => {
  const rec = m as unknown as Record<string, number | boolean>
  let s: string = m.t
  for (const f of MOVE_FIELDS[m.t] as readonly string[]) {
    const v = rec[f]
    if (f === 'flip') {
      if (v === true) s += ' flip'
    } else s += ` ${String(v)}`
  }
  return s
}

/** Parses the notation of {@link formatMove} (docs/notation.md: white space of notation, numbers in decimal without sign or leading zeros). */
export const parseMove = (input: string): E.Either<RuleViolation, RajasMove> => {
  // Untrusted input (issue 15): a non-string is refused, and a long text is echoed as an excerpt.
  if (typeof input !== 'string') return E.left(violation(ViolationCode.BAD_NOTATION, `a Rajas move in notation is a string, got ${Array.isArray(input) ? 'an array' : typeof input}`))
  const text = input.length > 60 ? `${input.slice(0, 57)}...` : input
  if (input.length > 200) return E.left(violation(ViolationCode.BAD_NOTATION, `'${text}' is too long for a Rajas move`))
  const parts = notationWords(input)
  const type = parts[0] as MoveType
  if (!Object.prototype.hasOwnProperty.call(MOVE_FIELDS, type)) {
    return E.left(violation(ViolationCode.BAD_NOTATION, `'${text}' does not start with a Rajas move type (${types.join(', ')})`))
  }
  const fields = MOVE_FIELDS[type] as readonly string[]
  const out: Record<string, unknown> = { t: type }
  let k = 1
  for (const f of fields) {
    if (f === 'flip') {
      out[f] = parts[k] === 'flip'
      if (parts[k] === 'flip') k++
    } else {
      const v = notationNumber(parts[k])
      if (v === undefined) {
        return E.left(violation(ViolationCode.BAD_NOTATION, `'${text}': ${type} needs a number ${f} (decimal digits without sign or leading zeros)`))
      }
      out[f] = v
      k++
    }
  }
  if (k !== parts.length) return E.left(violation(ViolationCode.BAD_NOTATION, `'${text}' has extra words`))
  return E.right(out as unknown as RajasMove)
}

/** Are two moves the same (type and every field)? */
export const sameMove = (a: RajasMove, b: RajasMove): boolean => {
  if (a.t !== b.t) return false
  const ra = a as unknown as Record<string, unknown>
  const rb = b as unknown as Record<string, unknown>
  for (const f of MOVE_FIELDS[a.t] as readonly string[]) if (ra[f] !== rb[f]) return false
  return true
}

