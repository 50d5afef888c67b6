/**
 * Position scenarios of The Border: the rulebook examples that are mid-game positions (DX1, DX5,
 * DX6, DX7), as in test/the-border/examples.test.ts. Four players on the bundled (RECONSTRUCTED)
 * sheets, seat i on sheet i: 0 Tim, 1 Sara, 2 Emma, 3 Marios. The position is the sheets as the
 * example has them (boxes crossed in earlier rounds) at the start of a turn; the steps are that
 * turn's rolls (chance outcomes chosen here) and decisions.
 */
import { CHANCE, type Step } from '../../../src/core/index.js'
import { bundledComponents, COLOURS, theBorder, type BorderMove, type BorderState, type Colour } from '../../../src/games/the-border/index.js'
import { indexOf } from '../../../src/games/the-border/components/derived.js'
import { crossBoxes } from '../../../src/games/the-border/rules/completing.js'
import { must, recorder, type Recorder } from './record.js'
import type { PositionScenario } from './types.js'

const TIM = 0
const SARA = 1
const EMMA = 2
const MARIOS = 3
const C = bundledComponents
const IX = indexOf(C)

type R = Recorder<BorderState, BorderMove>

/** A fresh four-player game with `first` active and the first roll pending. */
const start = (first: number): BorderState => must(theBorder.setup({ players: 4, firstPlayer: first }, 'position'))
/** Boxes crossed on a seat's sheet in earlier rounds (completions stamped with action `stamp`). */
const withCrossed = (s: BorderState, seat: number, boxes: readonly number[], stamp = 0): BorderState => ({
  ...s,
  boards: s.boards.map((b, i) => (i === seat ? crossBoxes(IX, b, boxes, stamp) : b))
})
const colourOf = (sheet: number, box: number): Colour => IX.faces[IX.sheets[sheet]?.faceOf[box] ?? -1] as Colour
const areaNo = (id: string): number => C.areas.findIndex((a) => a.id === id)
const ring = (area: number): readonly number[] => C.areas[area]?.ring ?? []
/** Five dice: the colours given first, then other colours. */
const distinct = (...include: Colour[]): Colour[] => [...new Set<Colour>([...include, ...COLOURS])].slice(0, 5)

/** Rolls five dice, stops, and ends Action 1 without completing anything: Action 2 with all five dice. */
const toAction2 = (r: R, colours: readonly Colour[]): R => {
  for (const colour of colours) r.step(CHANCE, { t: 'roll', colour })
  if (r.state.phase === 'decide') r.step(r.state.active, { t: 'stop' })
  if (r.state.phase === 'action1') r.step(r.state.active, { t: 'done' })
  return r
}
/** Every acting seat says done. */
const finish = (r: R): R => {
  for (const a of theBorder.actors(r.state)) r.stepIfActing(a, { t: 'done' })
  return r
}

/** DX1: Tim's villa lacks one border box; he crosses it in Action 2 and completes it first: 9 points. */
const dx1 = (): { state: BorderState; moves: readonly Step<BorderMove>[] } => {
  const villa = ring(areaNo('villa'))
  const last = villa[0] as number
  const state = withCrossed(start(SARA), TIM, villa.filter((b) => b !== last))
  const r = toAction2(recorder(theBorder, state), distinct(colourOf(TIM, last)))
  r.step(TIM, { t: 'cross', box: last })
  return { state, moves: r.moves }
}

const segment = (sheet: number, colour: Colour, length: number): readonly number[] => C.sheets[sheet]?.segments.find((g) => g.colour === colour && g.boxes.length === length)?.boxes ?? []
const WHITES = C.boxes.filter((b) => b.white).map((b) => b.id)
const NEXT_TO_WHITE = new Set(WHITES.flatMap((w) => C.boxes[w]?.neighbours ?? []))

/**
 * DX4: Marios has 7 of the 12 boxes of his yellow 5-, yellow 4- and red 3-segments crossed; he stops
 * after his second roll with 4 yellow + 1 red and completes all three; each passive player then
 * crosses one box with one of the five dice (Tim and Sara red, Emma yellow, each next to a box
 * crossed before), then says done.
 */
const dx4 = (): { state: BorderState; moves: readonly Step<BorderMove>[] } => {
  const y5 = segment(MARIOS, 'yellow', 5)
  const y4 = segment(MARIOS, 'yellow', 4)
  const r3 = segment(MARIOS, 'red', 3)
  let state = withCrossed(start(MARIOS), MARIOS, [...y5.slice(0, 3), ...y4.slice(0, 2), ...r3.slice(0, 2)])
  const target = (seat: number, colour: Colour): number => C.boxes.find((b) => !b.white && colourOf(seat, b.id) === colour && !NEXT_TO_WHITE.has(b.id))?.id as number
  const targets: Record<number, number> = { [TIM]: target(TIM, 'red'), [SARA]: target(SARA, 'red'), [EMMA]: target(EMMA, 'yellow') }
  for (const seat of [TIM, SARA, EMMA]) {
    const box = targets[seat] as number
    state = withCrossed(state, seat, [(C.boxes[box]?.neighbours ?? []).find((j) => colourOf(seat, j) !== colourOf(seat, box)) as number])
  }
  const r = recorder(theBorder, state)
  for (const colour of ['yellow', 'yellow', 'grey', 'red', 'blue'] as const) r.step(CHANCE, { t: 'roll', colour })
  r.step(MARIOS, { t: 'reroll', dice: ['grey', 'blue'] })
  r.step(CHANCE, { t: 'roll', colour: 'yellow' }).step(CHANCE, { t: 'roll', colour: 'yellow' })
  r.step(MARIOS, { t: 'stop' })
  r.step(MARIOS, { t: 'complete', colour: 'yellow', length: 5 }).step(MARIOS, { t: 'complete', colour: 'yellow', length: 4 }).step(MARIOS, { t: 'complete', colour: 'red', length: 3 })
  for (const seat of [TIM, SARA, EMMA]) r.step(seat, { t: 'cross', box: targets[seat] as number })
  // one die each: done is all each has left, and each says it (D33, rules 3.0.0)
  for (const seat of [TIM, SARA, EMMA]) r.step(seat, { t: 'done' })
  return { state, moves: r.moves }
}

/** DX5: Emma and Sara each lack one box of the well; Emma completes it first (4), Sara two rounds later (2). */
const dx5 = (): { state: BorderState; moves: readonly Step<BorderMove>[] } => {
  const well = ring(areaNo('well'))
  const last = well[0] as number
  const rest = well.filter((b) => b !== last)
  const state = withCrossed(withCrossed(start(TIM), EMMA, rest), SARA, rest)
  const r = toAction2(recorder(theBorder, state), distinct(colourOf(EMMA, last)))
  r.step(EMMA, { t: 'cross', box: last })
  finish(r)
  finish(toAction2(r, distinct()))
  toAction2(r, distinct(colourOf(SARA, last)))
  r.step(SARA, { t: 'cross', box: last })
  return { state, moves: r.moves }
}

/** DX6: Sara, Emma and Marios each lack the same box of the house; those who cross it in one Action 2 all score 7. */
const dx6 = (): { state: BorderState; moves: readonly Step<BorderMove>[] } => {
  const house = ring(areaNo('house'))
  const last = house[2] as number
  const rest = house.filter((b) => b !== last)
  const state = [SARA, EMMA, MARIOS].reduce((s, seat) => withCrossed(s, seat, rest), start(TIM))
  const r = toAction2(recorder(theBorder, state), distinct(colourOf(SARA, last), colourOf(EMMA, last), colourOf(MARIOS, last)))
  for (const seat of [SARA, EMMA, MARIOS]) {
    if (theBorder.legalMoves(r.state, seat).some((m) => m.t === 'cross' && m.box === last)) r.step(seat, { t: 'cross', box: last })
  }
  return { state, moves: r.moves }
}

/**
 * DX7: Marios has completed five areas and completes his sixth in Action 1; Action 2 is still
 * played, then the game ends. The areas are found on the bundled sheet so that 3 higher and 3
 * lower values make 33 (Tim completed Marios's "lower" areas first in an earlier round).
 */
const dx7 = (): { state: BorderState; moves: readonly Step<BorderMove>[] } => {
  const sheet = MARIOS
  const areas = C.areas.map((_, i) => i)
  const combos = (xs: number[], k: number): number[][] => (k === 0 ? [[]] : xs.flatMap((x, i) => combos(xs.slice(i + 1), k - 1).map((r) => [x, ...r])))
  const count = (st: BorderState): number => st.boards[sheet]?.completed.filter((x) => x >= 0).length ?? 0
  for (const g of C.sheets[sheet]?.segments ?? []) {
    for (const six of areas.filter((a) => ring(a).some((b) => g.boxes.includes(b)))) {
      for (const five of combos(areas.filter((a) => a !== six), 5)) {
        const fiveRings = five.flatMap(ring)
        const open = g.boxes.filter((b) => !fiveRings.includes(b))
        if (open.length === 0 || !ring(six).some((b) => open.includes(b))) continue
        const crossed = [...fiveRings, ...ring(six).filter((b) => !open.includes(b))]
        const s0 = withCrossed(start(0), sheet, crossed)
        if (count(s0) !== 5 || five.some((a) => (s0.boards[sheet]?.completed[a] ?? -1) < 0)) continue
        if (count(withCrossed(s0, sheet, open)) !== 6) continue
        const all = [...five, six]
        for (const high of combos(all, 3)) {
          const total = all.reduce((t, a) => t + ((high.includes(a) ? C.areas[a]?.high : C.areas[a]?.low) ?? 0), 0)
          if (total !== 33) continue
          let state = start(MARIOS)
          // Round 2 with Marios active: Sara was first (round 0), Emma active in round 1. Tim completed
          // the lower areas in round 0's Action 2 (stamp 1), Marios his five in round 1's (stamp 3).
          for (const a of all) if (!high.includes(a)) state = withCrossed(state, TIM, ring(a), 1)
          state = { ...withCrossed(state, MARIOS, crossed, 3), round: 2 }
          const r = recorder(theBorder, state)
          for (const colour of [...new Array<Colour>(open.length).fill(g.colour), ...COLOURS.filter((c) => c !== g.colour)].slice(0, 5)) r.step(CHANCE, { t: 'roll', colour })
          if (r.state.phase === 'decide') r.step(MARIOS, { t: 'stop' })
          r.step(MARIOS, { t: 'complete', colour: g.colour, length: g.boxes.length })
          if (r.state.phase === 'action1') r.step(MARIOS, { t: 'done' })
          finish(r)
          return { state, moves: r.moves }
        }
      }
    }
  }
  throw new Error('DX7: no fitting areas on the bundled sheet')
}

/** The Border's mid-game rulebook examples. */
export const positions: readonly PositionScenario[] = [
  { name: 'dx1-villa-position', description: 'DX1 (D34, D36) from the position: Tim (seat 0) lacks one border box of the villa; he crosses it in Action 2, completes the villa first and scores 9.', build: dx1 },
  { name: 'dx4-five-dice-position', description: 'DX4 (D23, D24, D28b, D29) from the position: Marios (seat 3) stops after his second roll with 4 yellow + 1 red and completes his partly crossed yellow 5-, yellow 4- and red 3-segments with all five dice; Tim, Sara and Emma each cross one box with one of the five dice, then say done (D33).', build: dx4 },
  { name: 'dx5-well-position', description: 'DX5 (D36, D38) from the position: Emma (seat 2) completes the well first and scores 4; two rounds later Sara (seat 1) completes it and scores 2.', build: dx5 },
  { name: 'dx6-same-action', description: 'DX6 (D37) from the position: Sara, Emma and Marios lack the same box of the house; those who complete it in the same Action 2 all score its higher value, 7.', build: dx6 },
  { name: 'dx7-game-end', description: 'DX7 (D41, D42, D44) from the position: Marios (seat 3) completes his sixth area in Action 1; Action 2 is still played; the game ends with 3 higher + 3 lower values = 33 for Marios.', build: dx7 }
]
