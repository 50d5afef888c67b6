/**
 * Scores and the outcome (R130–R132): the margin in fame points; players whose markers met rank
 * first, by margin, then by who crossed first (R131); the others by their gap (R132, ties shared A13).
 * @module
 */
import { makeOutcome, type Outcome, type Say, type ScoreBreakdown } from '../../core/index.js'
import { comps } from './rules/common.js'
import { fameBeside, margin } from './rules/tracks.js'
import type { RajasState } from './state.js'
import { rajasSayEnglish, REASONS, type RajasText } from './text.js'

/** Live margin of every seat (R130). */
export const scores = (s: RajasState): number[] => s.p.map((p) => margin(comps(s).c.tracks, p))

/** Live breakdown: fame, minus the fame space beside the money marker (they add up to the margin). */
export const scoreBreakdown = (s: RajasState): ScoreBreakdown[] =>
  s.p.map((p) => ({ fame: p.fame, moneyMarker: -fameBeside(comps(s).c.tracks, p.money) }))

/**
 * The reason a state stores (English, written by the flow) in the locale of `say`: each reason the
 * flow writes has its key ({@link REASONS}); any other text (a state made elsewhere) is kept as it is.
 */
export const reasonIn = (reason: string | undefined, say: Say<RajasText>): string => {
  const key = (Object.keys(REASONS) as (keyof typeof REASONS)[]).find((k) => REASONS[k] === (reason ?? REASONS.over))
  return key === undefined ? (reason ?? '') : say.text.reason[key]
}

/** The outcome once the game is over, its reason in the locale of `say`. */
export const outcome = (s: RajasState, say: Say<RajasText> = rajasSayEnglish): Outcome | undefined => {
  if (s.phase !== 'over') return undefined
  const sc = scores(s)
  const keys = s.p.map((p, i) => [p.crossed > 0 ? 1 : 0, sc[i] ?? 0, p.crossed > 0 ? -p.crossed : 0])
  return makeOutcome(sc, keys, reasonIn(s.reason, say), scoreBreakdown(s))
}
