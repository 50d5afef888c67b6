/**
 * The Border's component data: types and io-ts codecs (D2–D10). The rules code reads only these
 * shapes, never a hard-coded number, so a user who owns the printed game can supply the real
 * sheets as JSON (see `validateComponents`).
 * @module
 */
import * as t from 'io-ts'

/** The six die colours (D3; the face list is data, these are the names it may use). */
export const COLOURS = ['grey', 'red', 'yellow', 'blue', 'orange', 'green'] as const

/** A die colour. */
export type Colour = (typeof COLOURS)[number]

/** The place of a colour in {@link COLOURS}: the canonical order of dice in a move (-1 if none). */
export const colourRank = (c: string): number => (COLOURS as readonly string[]).indexOf(c)

/** io-ts codec of a {@link Colour}. */
export const ColourCodec = t.keyof({ grey: null, red: null, yellow: null, blue: null, orange: null, green: null }, 'Colour')

/**
 * Where a datum comes from: stated by the rulebook (`printed`), derived from stated facts or
 * public descriptions (`inferred`), or made up to fill a gap (`reconstructed`).
 */
export type Provenance = 'printed' | 'inferred' | 'reconstructed'

/** io-ts codec of a {@link Provenance}. */
export const ProvenanceCodec = t.keyof({ printed: null, inferred: null, reconstructed: null }, 'Provenance')

const Int = t.refinement(t.number, (n) => Number.isInteger(n), 'Integer')

/** The dice (D3): how many, and the colour of each face (each face equally likely). */
export interface DiceData {
  /** Number of dice rolled (5). */
  readonly count: number
  /** Face colours; each face comes up with probability 1 / faces.length. */
  readonly faces: readonly Colour[]
  /** Where the face list comes from. */
  readonly provenance: Provenance
}

/** io-ts codec of {@link DiceData}. */
export const DiceCodec: t.Type<DiceData, unknown> = t.readonly(
  t.type({ count: Int, faces: t.readonlyArray(ColourCodec), provenance: ProvenanceCodec }),
  'Dice'
)

/** Provenance of each datum of an area. */
export interface AreaProvenance {
  /** Of the name. */
  readonly name: Provenance
  /** Of the higher value. */
  readonly high: Provenance
  /** Of the lower value. */
  readonly low: Provenance
  /** Of the ring of border boxes. */
  readonly ring: Provenance
}

/** One of the 9 areas (D5, D10). */
export interface AreaData {
  /** Stable id, e.g. `'villa'`, `'well'`. */
  readonly id: string
  /** Display name. */
  readonly name: string
  /** Higher value: scored by the first completer(s) (D36, D37). */
  readonly high: number
  /** Lower value: scored by later completers (D38). */
  readonly low: number
  /** Its border boxes as a closed chain: consecutive ids (and last → first) are adjacent (D34). */
  readonly ring: readonly number[]
  /** Where each datum comes from. */
  readonly provenance: AreaProvenance
}

/** io-ts codec of {@link AreaData}. */
export const AreaCodec: t.Type<AreaData, unknown> = t.readonly(
  t.type({
    id: t.string,
    name: t.string,
    high: Int,
    low: Int,
    ring: t.readonlyArray(Int),
    provenance: t.readonly(
      t.type({ name: ProvenanceCodec, high: ProvenanceCodec, low: ProvenanceCodec, ring: ProvenanceCodec })
    )
  }),
  'Area'
)

/** One border box (D5, D6, D9): identical on every sheet. */
export interface BoxData {
  /** Its id: equal to its index in `boxes`. */
  readonly id: number
  /** Axial hex column (for drawing; pixel x ∝ q + r / 2). */
  readonly q: number
  /** Axial hex row, top to bottom. */
  readonly r: number
  /** Ids of the boxes it touches (D9): symmetric, and exactly the hex neighbours among the boxes. */
  readonly neighbours: readonly number[]
  /** A pre-crossed white box (D7). */
  readonly white: boolean
  /** Where the box's position and neighbours come from. */
  readonly provenance: Provenance
}

/** io-ts codec of {@link BoxData}. */
export const BoxCodec: t.Type<BoxData, unknown> = t.readonly(
  t.type({ id: Int, q: Int, r: Int, neighbours: t.readonlyArray(Int), white: t.boolean, provenance: ProvenanceCodec }),
  'Box'
)

/** A colour segment (D8): a run of boxes of one colour, listed in order along the run. */
export interface SegmentData {
  /** Its colour. */
  readonly colour: Colour
  /** Its boxes in run order (consecutive ids adjacent); its length is `boxes.length`. */
  readonly boxes: readonly number[]
}

/** io-ts codec of {@link SegmentData}. */
export const SegmentCodec: t.Type<SegmentData, unknown> = t.readonly(
  t.type({ colour: ColourCodec, boxes: t.readonlyArray(Int) }),
  'Segment'
)

/** One sheet's colouring (D5, D8): its segments partition the coloured boxes. */
export interface SheetData {
  /** Stable id, e.g. `'A'`. */
  readonly id: string
  /** The segments. */
  readonly segments: readonly SegmentData[]
  /** Where the colouring comes from. */
  readonly provenance: Provenance
}

/** io-ts codec of {@link SheetData}. */
export const SheetCodec: t.Type<SheetData, unknown> = t.readonly(
  t.type({ id: t.string, segments: t.readonlyArray(SegmentCodec), provenance: ProvenanceCodec }),
  'Sheet'
)

/** A complete component set: dice, the shared board (areas and boxes) and the sheet colourings. */
export interface BorderComponents {
  /** What this set is, e.g. "RECONSTRUCTION — not the printed sheets". */
  readonly label: string
  /** The dice. */
  readonly dice: DiceData
  /** The 9 areas. */
  readonly areas: readonly AreaData[]
  /** The border boxes, `boxes[i].id === i`. */
  readonly boxes: readonly BoxData[]
  /** The sheets (4), one per player at most (D2). */
  readonly sheets: readonly SheetData[]
}

/** io-ts codec of {@link BorderComponents} (shape only; see `validateComponents`). */
export const BorderComponentsCodec: t.Type<BorderComponents, unknown> = t.readonly(
  t.type({
    label: t.string,
    dice: DiceCodec,
    areas: t.readonlyArray(AreaCodec),
    boxes: t.readonlyArray(BoxCodec),
    sheets: t.readonlyArray(SheetCodec)
  }),
  'BorderComponents'
)
