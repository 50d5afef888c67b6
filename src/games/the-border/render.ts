/**
 * A plain-text rendering of a sheet for the CLI and for debugging: boxes on the hex grid, a colour
 * letter each (upper case once crossed), area numbers in the middle of their rings, and a legend.
 * @module
 */
import { countOf } from '../../core/index.js'
import { boardOf } from './components/derived.js'
import type { Colour } from './components/types.js'
import { areaPoints, borderScores } from './scoring.js'
import type { BorderState } from './state.js'

/** The letter of each colour (lower case: open box; upper case: crossed). White boxes are `W`. */
export const COLOUR_LETTER: Readonly<Record<Colour, string>> = { grey: 's', red: 'r', yellow: 'y', blue: 'b', orange: 'o', green: 'g' }

/** The sheet of `seat` as text. */
export const renderSheet = (s: BorderState, seat: number): string => {
  const ix = boardOf(s)
  const c = ix.components
  const sheetNo = s.sheetOf[seat] ?? 0
  const sheet = s.boards[seat]
  const sh = ix.sheets[sheetNo]
  if (sheet === undefined || sh === undefined) return `(no seat ${seat})`
  const xs = c.boxes.map((b) => 2 * b.q + b.r)
  const minX = Math.min(...xs)
  const width = Math.max(...xs) - minX + 1
  const minR = Math.min(...c.boxes.map((b) => b.r))
  const rows = Math.max(...c.boxes.map((b) => b.r)) - minR + 1
  const grid = Array.from({ length: rows }, () => new Array<string>(width).fill(' '))
  c.boxes.forEach((b, i) => {
    const face = sh.faceOf[i] ?? -1
    const crossed = sheet.crossed.charCodeAt(i) === 49
    const letter = face < 0 ? 'W' : COLOUR_LETTER[ix.faces[face] as Colour]
    const row = grid[b.r - minR] as string[]
    row[2 * b.q + b.r - minX] = crossed ? letter.toUpperCase() : letter
  })
  c.areas.forEach((a, k) => {
    const x = Math.round(a.ring.reduce((t, id) => t + 2 * (c.boxes[id]?.q ?? 0) + (c.boxes[id]?.r ?? 0), 0) / a.ring.length) - minX
    const y = Math.round(a.ring.reduce((t, id) => t + (c.boxes[id]?.r ?? 0), 0) / a.ring.length) - minR
    const row = grid[y]
    if (row !== undefined && row[x] === ' ') row[x] = String(k + 1)
  })
  const score = borderScores(s)[seat] ?? 0
  const legend = c.areas.map((a, k) => {
    const st = sheet.completed[k] ?? -1
    const done = st < 0 ? 'open' : `completed in round ${Math.floor(st / 2) + 1} action ${(st % 2) + 1}: ${countOf(areaPoints(ix, s, seat, k), 'point', 'points')}`
    return `${k + 1} ${a.name} (${a.high}/${a.low}): ${done}`
  })
  return [
    `seat ${seat}, sheet ${c.sheets[sheetNo]?.id ?? sheetNo}, ${countOf(score, 'point', 'points')}`,
    ...grid.map((r) => r.join('').trimEnd()),
    'letters: s grey, r red, y yellow, b blue, o orange, g green, W white; upper case = crossed',
    ...legend
  ].join('\n')
}
