/**
 * Scoring: higher value for the first completer(s), lower value later (D36–D40), and the
 * outcome with the tie-break (D45, DQ10).
 * @module
 */
import { makeOutcome, type Outcome, type Say, type ScoreBreakdown } from '../../core/index.js'
import { borderSayEnglish, type BorderText } from './text.js'
import { boardOf, type BorderIndex } from './components/derived.js'
import type { BorderState } from './state.js'

const unit = (s: BorderState, stamp: number): number => (s.options.firstCompletion === 'round' ? Math.floor(stamp / 2) : stamp)

/**
 * Points `seat` scored for area `a`: 0 if not completed; the higher value if nobody completed it
 * in an earlier action (D36, D37 — ties within one Action 2 all score high); else the lower (D38).
 */
export const areaPoints = (ix: BorderIndex, s: BorderState, seat: number, a: number): number => {
  const mine = s.boards[seat]?.completed[a] ?? -1
  if (mine < 0) return 0
  let first = mine
  for (const b of s.boards) {
    const st = b.completed[a] ?? -1
    if (st >= 0 && st < first) first = st
  }
  const area = ix.components.areas[a]
  if (area === undefined) return 0
  return unit(s, first) === unit(s, mine) ? area.high : area.low
}

/** The live points of `seat` (D40): its {@link areaPoints} summed in area order. */
export const seatPoints = (ix: BorderIndex, s: BorderState, seat: number): number => {
  let sum = 0
  for (let a = 0; a < ix.components.areas.length; a++) sum += areaPoints(ix, s, seat, a)
  return sum
}

/** Live points per seat (D40). */
export const borderScores = (s: BorderState): readonly number[] => {
  const ix = boardOf(s)
  return s.boards.map((_, seat) => seatPoints(ix, s, seat))
}

/** Live breakdown per seat: points per area id (0 for areas not completed). */
export const borderBreakdown = (s: BorderState): readonly ScoreBreakdown[] => {
  const ix = boardOf(s)
  return s.boards.map((_, seat) => Object.fromEntries(ix.components.areas.map((area, a) => [area.id, areaPoints(ix, s, seat, a)])))
}

/** Tie-break keys of a seat after its score (D45, DQ10). */
export const tieBreakKeys = (s: BorderState, seat: number): readonly number[] => {
  const ix = boardOf(s)
  const values: number[] = []
  ix.components.areas.forEach((area, a) => {
    if ((s.boards[seat]?.completed[a] ?? -1) < 0) return
    values.push(s.options.tieBreak === 'printedValue' ? area.high : areaPoints(ix, s, seat, a))
  })
  values.sort((x, y) => y - x)
  return s.options.tieBreakCascade ? values : values.slice(0, 1)
}

/** The outcome once the game is over (D41–D45). */
export const borderOutcome = (s: BorderState, say: Say<BorderText> = borderSayEnglish): Outcome | undefined => {
  if (s.phase !== 'over') return undefined
  const scores = borderScores(s)
  const keys = scores.map((score, seat) => [score, ...tieBreakKeys(s, seat)])
  return makeOutcome(scores, keys, say.text.endReason, borderBreakdown(s))
}
