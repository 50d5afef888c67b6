/**
 * The sheet situations the rulebook examples need (DX2–DX4, components note 5.5), as checks a
 * component set can be asked about.
 * @module
 */
import type { BorderComponents, Colour, SegmentData } from './types.js'
import { boxXY, sameColourTouching } from './validate.js'

export { sameColourTouching }

/** The four players of the rulebook examples, each needing some facts of their sheet. */
export type ExampleSheetRole = 'tim' | 'sara' | 'emma' | 'marios'

const centreX = (c: BorderComponents): number => {
  const xs = c.boxes.map((b) => boxXY(b)[0])
  return (Math.min(...xs) + Math.max(...xs)) / 2
}

const segmentX = (c: BorderComponents, s: SegmentData): number =>
  s.boxes.reduce((sum, id) => sum + (c.boxes[id] === undefined ? 0 : boxXY(c.boxes[id])[0]), 0) / s.boxes.length

/** Colours of the boxes next to a white box on a sheet (DX3). */
export const coloursNextToWhite = (c: BorderComponents, sheet: number): ReadonlySet<Colour> => {
  const s = c.sheets[sheet]
  const out = new Set<Colour>()
  if (s === undefined) return out
  const colourOf = new Map<number, Colour>()
  for (const seg of s.segments) for (const b of seg.boxes) colourOf.set(b, seg.colour)
  for (const w of c.boxes) {
    if (!w.white) continue
    for (const j of w.neighbours) {
      const col = colourOf.get(j)
      if (col !== undefined) out.add(col)
    }
  }
  return out
}

/** The segment of a colour and length on a sheet. */
export const findSegment = (c: BorderComponents, sheet: number, colour: Colour, length: number): SegmentData | undefined =>
  c.sheets[sheet]?.segments.find((s) => s.colour === colour && s.boxes.length === length)

/** Whether a segment lies on the right half (`'right'`) or left half of the board. */
export const segmentSide = (c: BorderComponents, s: SegmentData): 'left' | 'right' => (segmentX(c, s) > centreX(c) ? 'right' : 'left')

/**
 * Whether a sheet can host an example player's situation:
 * - Tim (DX3): a blue box but no yellow box next to a white box;
 * - Emma (DX3): a yellow and a blue box next to a white box;
 * - Marios (DX3, DX4): as Emma, plus the yellow 5-segment on the left and the yellow 4- and red
 *   3-segments on the right;
 * - Sara (DX2): the grey 2-segment on the right.
 * Every role also asks that no two same-coloured segments touch.
 */
export const sheetFitsExample = (c: BorderComponents, sheet: number, role: ExampleSheetRole): boolean => {
  if (sameColourTouching(c, sheet).length > 0) return false
  const near = coloursNextToWhite(c, sheet)
  const side = (colour: Colour, length: number): 'left' | 'right' | undefined => {
    const s = findSegment(c, sheet, colour, length)
    return s === undefined ? undefined : segmentSide(c, s)
  }
  switch (role) {
    case 'tim':
      return near.has('blue') && !near.has('yellow')
    case 'emma':
      return near.has('blue') && near.has('yellow')
    case 'marios':
      return near.has('blue') && near.has('yellow') && side('yellow', 5) === 'left' && side('yellow', 4) === 'right' && side('red', 3) === 'right'
    case 'sara':
      return side('grey', 2) === 'right'
  }
}
