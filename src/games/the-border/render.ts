/**
 * A plain-text rendering of a sheet for the CLI and for debugging: boxes on the hex grid, a colour
 * letter each (upper case once crossed), area numbers in the middle of their rings, and a legend.
 * @module
 */
import type { Say } from '../../core/index.js'
import { boardOf } from './components/derived.js'
import type { Colour } from './components/types.js'
import { areaPoints, borderScores } from './scoring.js'
import type { BorderState } from './state.js'
import { borderSayEnglish, type BorderText } from './text.js'

/** The letter of each colour (lower case: open box; upper case: crossed). White boxes are `W`. */
export const COLOUR_LETTER: Readonly<Record<Colour, string>> = { grey: 's', red: 'r', yellow: 'y', blue: 'b', orange: 'o', green: 'g' }

/** The sheet of `seat` as text, its words in the locale of `say` (English by default). */
export const renderSheet = (s: BorderState, seat: number, say: Say<BorderText> = borderSayEnglish): string => {
  const t = say.text.board
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
    const done = st < 0 ? t.open : t.completed(Math.floor(st / 2) + 1, (st % 2) + 1, areaPoints(ix, s, seat, k))
    return `${k + 1} ${say.text.area(a.id, a.name)} (${a.high}/${a.low}): ${done}`
  })
  return [
    t.title(seat, c.sheets[sheetNo]?.id ?? String(sheetNo), score),
    ...grid.map((r) => r.join('').trimEnd()),
    t.letters,
    ...legend
  ].join('\n')
}
