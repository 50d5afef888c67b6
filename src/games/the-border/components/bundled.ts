/**
 * The bundled Border component set: a labelled RECONSTRUCTION (the printed sheets are not public;
 * see components/the-border.md). Generated once by `scripts/the-border-sheets.ts` and committed as
 * `bundled-data.ts`; a test checks it passes the validator.
 * @module
 */
import { AREAS, BOXES, SHEETS } from './bundled-data.js'
import type { AreaData, BorderComponents, BoxData, Colour, SheetData } from './types.js'
import { COLOURS } from './types.js'
import type { ExampleSheetRole } from './examples.js'

const boxes: readonly BoxData[] = BOXES.map(([q, r, neighbours, white], id) => ({
  id,
  q,
  r,
  neighbours,
  white: white === 1,
  provenance: 'reconstructed'
}))

const sheets: readonly SheetData[] = SHEETS.map(([id, segments]) => ({
  id,
  segments: segments.map(([colour, b]) => ({ colour: colour as Colour, boxes: b })),
  provenance: 'reconstructed'
}))

/**
 * The bundled component set. Provenance: dice faces `inferred` (public descriptions); villa 9,
 * well 4/2 and the white boxes' places `printed`; the other values `inferred` (4–12, lower = half
 * rounded down); three area names, all box positions, rings and sheet colourings `reconstructed`.
 */
export const BUNDLED_COMPONENTS: BorderComponents = {
  label: 'The Border — RECONSTRUCTED board and sheets (not the printed components; see components/the-border.md)',
  dice: { count: 5, faces: [...COLOURS], provenance: 'inferred' },
  areas: AREAS as readonly AreaData[],
  boxes,
  sheets
}

/** Which bundled sheet hosts each rulebook example player's situation (DX2–DX4). */
export const EXAMPLE_SHEETS: Readonly<Record<ExampleSheetRole, number>> = { tim: 0, sara: 1, emma: 2, marios: 3 }

/** The bundled component set: a labelled RECONSTRUCTION (provenance on every datum; see the module comment). */
export const bundledComponents: BorderComponents = BUNDLED_COMPONENTS
