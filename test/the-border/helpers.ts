/**
 * Scenario helpers for The Border's tests: set up, roll chosen dice, cross chosen boxes.
 */
import { CHANCE, type Actor } from '../../src/core/index.js'
import {
  COLOURS,
  bundledComponents,
  theBorder,
  type BorderConfig,
  type BorderMove,
  type BorderState,
  type Colour
} from '../../src/games/the-border/index.js'
import { indexOf } from '../../src/games/the-border/components/derived.js'
import { crossBoxes } from '../../src/games/the-border/rules/completing.js'
import { fresh, play as playGame } from '../support/either.js'

export { ok, bad } from '../support/either.js'

/** The bundled set's index. */
export const IX = indexOf(bundledComponents)
/** The bundled set. */
export const C = bundledComponents

/** A fresh game with seat `first` active and its first roll pending. */
export const start = (config: Partial<BorderConfig> = {}, first = 0): BorderState =>
  fresh(theBorder, { players: 4, firstPlayer: first, ...config }, 'test')

/** Applies moves in order (throws on the first refusal). */
export const play = (s: BorderState, ...steps: readonly (readonly [Actor, BorderMove])[]): BorderState => playGame(theBorder, s, ...steps)

/** Chance rolls these colours, one die each. */
export const roll = (s: BorderState, colours: readonly Colour[]): BorderState =>
  play(s, ...colours.map((colour) => [CHANCE, { t: 'roll', colour }] as const))

/** Rolls five dice and stops; the state is then in Action 1 (or Action 2 if nothing completes). */
export const rollAndStop = (s: BorderState, colours: readonly Colour[]): BorderState => {
  const r = roll(s, colours)
  return r.phase === 'decide' ? play(r, [r.active, { t: 'stop' }]) : r
}

/** Rolls, stops, and ends Action 1 without completing anything: Action 2 with all five dice. */
export const toAction2 = (s: BorderState, colours: readonly Colour[]): BorderState => {
  const r = rollAndStop(s, colours)
  return r.phase === 'action1' ? play(r, [r.active, { t: 'done' }]) : r
}

/** Crosses boxes on a seat's sheet directly (scenario set-up), stamping completions with `stamp`. */
export const withCrossed = (s: BorderState, seat: number, boxes: readonly number[], stamp = 0): BorderState => ({
  ...s,
  boards: s.boards.map((b, i) => (i === seat ? crossBoxes(IX, b, boxes, stamp) : b))
})

/** The segment of a colour and length on a sheet. */
export const segment = (sheet: number, colour: Colour, length: number): readonly number[] =>
  C.sheets[sheet]?.segments.find((g) => g.colour === colour && g.boxes.length === length)?.boxes ?? []

/** The colour of a box on a sheet. */
export const colourOf = (sheet: number, box: number): Colour => {
  const f = IX.sheets[sheet]?.faceOf[box] ?? -1
  return IX.faces[f] as Colour
}

/** Index of an area by id. */
export const areaNo = (id: string): number => C.areas.findIndex((a) => a.id === id)

/** The white boxes. */
export const WHITES = C.boxes.filter((b) => b.white).map((b) => b.id)

/** Boxes next to a white box, ascending. */
export const NEXT_TO_WHITE = [...new Set(WHITES.flatMap((w) => C.boxes[w]?.neighbours ?? []))].filter((b) => !WHITES.includes(b)).sort((a, b) => a - b)

/** Legal moves formatted, for readable assertions. */
export const legal = (s: BorderState, a: Actor): readonly string[] => theBorder.legalMoves(s, a).map(theBorder.formatMove)

/** Five dice where `colour` fills `n` and the rest are of colours not in `avoid`. */
export const dice = (...groups: readonly (readonly [Colour, number])[]): Colour[] => groups.flatMap(([c, n]) => new Array<Colour>(n).fill(c))

/** Five different colours, including the given ones. */
export const distinct = (...include: Colour[]): Colour[] => [...new Set<Colour>([...include, ...COLOURS])].slice(0, 5)

/** Crosses every ring box of an area but `last` on a seat's sheet. */
export const almost = (s: BorderState, seat: number, area: number, last: number, stamp = 0): BorderState =>
  withCrossed(s, seat, (C.areas[area]?.ring ?? []).filter((b) => b !== last), stamp)

/** The well and the villa (area indices), and the well's first ring box. */
export const WELL = areaNo('well')
export const VILLA = areaNo('villa')
export const wellLast = (C.areas[WELL]?.ring ?? [])[0] as number
