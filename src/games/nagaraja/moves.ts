/**
 * Moves of the seats and of chance, and their text notation.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { hasKeyCount, sharedMoves, notationNumber, notationWords, violation, ViolationCode, type RuleViolation } from '../../core/index.js'

const N = t.number

/** Field order of every move type (also the notation: `type field1 field2 …`). */
export const MOVE_FIELDS = {
  select: ['card'],
  lay: [],
  activate: ['stick', 'card'],
  pass: [],
  cancel: [],
  allow: [],
  drawAmulet: [],
  pickStick: ['seat', 'stick'],
  pickRelic: ['temple', 'place'],
  swapRelics: ['temple', 'a', 'b'],
  rotate: ['temple', 'cell', 'by'],
  moveRoom: ['from', 'to'],
  swapRooms: ['temple', 'a', 'b'],
  trap: ['cell'],
  take: ['card'],
  give: ['card'],
  place: ['cell', 'rot'],
  face: ['face'],
  card: ['card'],
  room: ['kind'],
  relic: ['kind'],
  amulet: ['kind']
} as const

/** A move type. */
export type MoveType = keyof typeof MOVE_FIELDS

const m = <K extends MoveType, P extends t.Props>(k: K, props: P) => t.type({ t: t.literal(k), ...props })

/** The io-ts union of the move shapes (decoding with readable errors). */
export const MoveUnion = t.union([
  m('select', { card: N }),
  m('lay', {}),
  m('activate', { stick: N, card: N }),
  m('pass', {}),
  m('cancel', {}),
  m('allow', {}),
  m('drawAmulet', {}),
  m('pickStick', { seat: N, stick: N }),
  m('pickRelic', { temple: N, place: N }),
  m('swapRelics', { temple: N, a: N, b: N }),
  m('rotate', { temple: N, cell: N, by: N }),
  m('moveRoom', { from: N, to: N }),
  m('swapRooms', { temple: N, a: N, b: N }),
  m('trap', { cell: N }),
  m('take', { card: N }),
  m('give', { card: N }),
  m('place', { cell: N, rot: N }),
  m('face', { face: N }),
  m('card', { card: N }),
  m('room', { kind: N }),
  m('relic', { kind: N }),
  m('amulet', { kind: N })
])
/** A move of a seat or of chance. */
export type NagarajaMove = t.TypeOf<typeof MoveUnion>

/**
 * The moves the rules list from shared tables (speed only: a step lists them without building
 * fresh objects). Each is frozen when it is made, so it is exactly its fields for good, and the move
 * guard knows it by identity (one `WeakSet` lookup, core `sharedMoves`) instead of listing its keys (`hasKeyCount`,
 * a measurable part of every step). A proxy or any object made elsewhere is never in the set, so it
 * is checked in full as before.
 */
const SHARED = sharedMoves()

/** Freezes a move made once for sharing and registers it with the move guard (core `sharedMoves`). */
export const sharedMove = <M extends NagarajaMove>(m: M): M => SHARED.share(m)

/** A fast shape test: the type tag, then exactly its numeric fields. */
const isMove = (u: unknown): u is NagarajaMove => {
  if (typeof u !== 'object' || u === null) return false
  // One of the rules' own frozen moves: exactly its fields (no trap or getter can run: never a proxy).
  if (SHARED.has(u)) return true
  const rec = u as Record<string, unknown>
  const tag = rec['t']
  if (typeof tag !== 'string' || !Object.prototype.hasOwnProperty.call(MOVE_FIELDS, tag)) return false
  const fields = MOVE_FIELDS[tag as MoveType] as readonly string[]
  for (const f of fields) if (typeof rec[f] !== 'number') return false
  // Exactly the move's fields: a listed move with an extra field is not that move.
  // (hasKeyCount: a proxy or an object with 10⁶ keys runs no trap or getter past the count.)
  return hasKeyCount(rec, 1 + fields.length)
}

/** The move codec (decoding as the io-ts union of the move shapes; `is` is a fast dispatch on the tag). */
export const NagarajaMoveCodec = new t.Type<NagarajaMove, NagarajaMove, unknown>(
  'NagarajaMove',
  isMove,
  (u, c) => MoveUnion.validate(u, c),
  (a) => a
)


/** A move as text: its type then its numeric fields in order, e.g. `activate 0 17`. */
export const formatMove = (move: NagarajaMove): string => {
  const fields = MOVE_FIELDS[move.t] as readonly string[]
  const rec = move as unknown as Record<string, number>
  return [move.t, ...fields.map((f) => String(rec[f]))].join(' ')
}

/** A bounded excerpt of untrusted text for messages. */
const excerpt = (w: string): string => (w.length > 40 ? `${w.slice(0, 40)}…` : w)

/** Parses {@link formatMove}'s notation (docs/notation.md: white space of notation, numbers in decimal without sign or leading zeros); a pair (`swapRelics`, `swapRooms`) may be written in either order and gives the canonical move (a < b). */
export const parseMove = (text: string): E.Either<RuleViolation, NagarajaMove> => {
  const parts = notationWords(String(text))
  const type = parts[0] ?? ''
  if (!Object.prototype.hasOwnProperty.call(MOVE_FIELDS, type)) {
    return E.left(violation(ViolationCode.BAD_NOTATION, `unknown Nagaraja move "${excerpt(type)}"`))
  }
  const fields = MOVE_FIELDS[type as MoveType] as readonly string[]
  if (parts.length !== fields.length + 1) {
    return E.left(violation(ViolationCode.BAD_NOTATION, `"${type}" takes ${fields.length} number(s): ${fields.join(', ') || 'none'}`))
  }
  const move: Record<string, unknown> = { t: type }
  for (let i = 0; i < fields.length; i++) {
    const v = notationNumber(parts[i + 1])
    if (v === undefined) return E.left(violation(ViolationCode.BAD_NOTATION, `"${excerpt(parts[i + 1] ?? '')}" is not a number of notation (${fields[i]}): decimal digits without sign or leading zeros`))
    move[fields[i] as string] = v
  }
  if (!NagarajaMoveCodec.is(move)) return E.left(violation(ViolationCode.BAD_NOTATION, `not a Nagaraja move: ${text}`))
  return E.right(canonicalMove(move))
}

/**
 * The canonical form of a move whose fields hold an unordered set: the two hiding places of
 * `swapRelics` (N53) and the two spaces of `swapRooms` (N56) are a pair, listed as `a < b`, so
 * `swapRooms 0 5 2` is the same move as `swapRooms 0 2 5`. Every other move is returned as is.
 */
export const canonicalMove = (m: NagarajaMove): NagarajaMove =>
  (m.t === 'swapRelics' || m.t === 'swapRooms') && m.a > m.b ? { t: m.t, temple: m.temple, a: m.b, b: m.a } : m
