/**
 * Nagaraja component data: types and io-ts codecs (N3–N10, section 14 of the spec).
 * Every record carries its provenance: `printed`, `inferred` or `reconstructed`.
 * @module
 */
import * as t from 'io-ts'

/** Where a datum comes from: the rulebook (`printed`), deduced (`inferred`), or invented to fill a gap (`reconstructed`). */
export const Provenance = t.keyof({ printed: null, inferred: null, reconstructed: null })
/** Where a datum comes from. */
export type Provenance = t.TypeOf<typeof Provenance>

/** The three fate-stick colours (N8). */
export const StickColour = t.keyof({ brown: null, white: null, green: null })
/** A fate-stick colour. */
export type StickColour = t.TypeOf<typeof StickColour>

/** One face of a fate stick: its fate points and whether it shows a Naga (N8). */
export const StickFace = t.type({ fate: t.number, naga: t.boolean })
/** One face of a fate stick. */
export type StickFace = t.TypeOf<typeof StickFace>

/** One kind of fate stick: colour, how many are in the supply, its four faces (N8). */
export const StickKind = t.type({ colour: StickColour, count: t.number, faces: t.array(StickFace), provenance: Provenance })
/** One kind of fate stick. */
export type StickKind = t.TypeOf<typeof StickKind>

/** The four card symbols (N9). */
export const CardSymbol = t.keyof({ sticks: null, relics: null, rooms: null, cards: null })
/** A card symbol. */
export type CardSymbol = t.TypeOf<typeof CardSymbol>

/** The twelve card abilities (N49–N60). */
export const Ability = t.keyof({
  FATE_BONUS: null,
  REROLL_TWO: null,
  DISCARD_STICKS: null,
  PEEK_RELICS: null,
  SWAP_RELICS: null,
  ROTATE_ROOM: null,
  MOVE_ROOM: null,
  SWAP_ROOMS: null,
  TRAP: null,
  TAKE_FROM_DISCARD: null,
  DRAW_TWO: null,
  RANDOM_DISCARD: null
})
/** A card ability. */
export type Ability = t.TypeOf<typeof Ability>

/** The arrows around a card's symbol (N9 item 3): red = opponent, clear = self, two-coloured = either. */
export const Arrows = t.keyof({ self: null, opponent: null, either: null })
/** A card's arrows. */
export type Arrows = t.TypeOf<typeof Arrows>

/** A stick set: how many sticks of each colour a card throws when SELECTED (N9 item 1). */
export const StickSet = t.type({ brown: t.number, white: t.number, green: t.number })
/** A stick set. */
export type StickSet = t.TypeOf<typeof StickSet>

/** One physical card (N9): stick set, symbol, arrows, ability and its parameter (x of FATE_BONUS, k of DISCARD_STICKS / PEEK_RELICS, 2 for REROLL_TWO / DRAW_TWO, else 0). */
export const CardDef = t.type({
  id: t.string,
  sticks: StickSet,
  symbol: CardSymbol,
  arrows: Arrows,
  ability: Ability,
  param: t.number,
  provenance: Provenance
})
/** One physical card. */
export type CardDef = t.TypeOf<typeof CardDef>

/**
 * One corridor layout of a kind of room tile (N5): entries sharing a `kind` name are tiles of one
 * type with different corridors (there are 6 type names and 17 tiles in all). Its corridor networks as port strings over `N E S W` (edge mid-points)
 * and `C` (the special location); ports in one network connect, different networks do not.
 */
export const RoomKind = t.type({ kind: t.string, count: t.number, networks: t.array(t.string), provenance: Provenance })
/** One kind of room tile. */
export type RoomKind = t.TypeOf<typeof RoomKind>

/** What an amulet does (N61–N63). */
export const AmuletEffect = t.keyof({ vp: null, draw: null, cancel: null })
/** What an amulet does. */
export type AmuletEffect = t.TypeOf<typeof AmuletEffect>

/** One kind of amulet (N7): effect, VP value (VP amulets; else 0), count. */
export const AmuletKind = t.type({ kind: t.string, effect: AmuletEffect, value: t.number, count: t.number, provenance: Provenance })
/** One kind of amulet. */
export type AmuletKind = t.TypeOf<typeof AmuletKind>

/** One kind of relic (N4): sacred or cursed, its VP value, how many of it each temple has. */
export const RelicKind = t.type({ cursed: t.boolean, value: t.number, count: t.number, provenance: Provenance })
/** One kind of relic. */
export type RelicKind = t.TypeOf<typeof RelicKind>

/** A side of a room space: N = far side, E = owner's right, S = owner's side, W = owner's left. */
export const Side = t.keyof({ N: null, E: null, S: null, W: null })
/** A side of a room space. */
export type Side = t.TypeOf<typeof Side>

/** A position on the edge of the room grid: the room space it touches and on which side. */
export const EdgePosition = t.type({ row: t.number, col: t.number, side: Side })
/** A position on the edge of the room grid. */
export type EdgePosition = t.TypeOf<typeof EdgePosition>

/** Temple geometry (N3, NQ1): the room grid, the entrances and the hiding places (in relic order). */
export const TempleGeometry = t.type({
  rows: t.number,
  cols: t.number,
  entrances: t.array(EdgePosition),
  hidingPlaces: t.array(EdgePosition),
  provenance: Provenance
})
/** Temple geometry. */
export type TempleGeometry = t.TypeOf<typeof TempleGeometry>

/** A whole component set (section 14 of the spec). */
export const NagarajaComponentsCodec = t.type({
  name: t.string,
  note: t.string,
  temple: TempleGeometry,
  sticks: t.array(StickKind),
  cards: t.array(CardDef),
  rooms: t.array(RoomKind),
  amulets: t.array(AmuletKind),
  relics: t.array(RelicKind)
})
/** A whole component set. */
export type NagarajaComponents = t.TypeOf<typeof NagarajaComponentsCodec>
