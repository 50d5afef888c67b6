/**
 * Scores (N15, N68) and the end conditions (N65, N66, NQ10).
 * @module
 */
import type { ScoreBreakdown } from '../../core/index.js'
import type { NagarajaState, End } from './state.js'
import { componentsOf } from './components/of.js'
import { nagarajaEnglish } from './text.js'

/** VP of the face-up relics of a seat's temple (N15). */
export const relicScore = (s: NagarajaState, seat: number): number => {
  const temple = s.temples[seat]
  if (temple === undefined) return 0
  let v = 0
  temple.up.forEach((u, i) => {
    const k = temple.relic[i] ?? -1
    if (u && k >= 0) v += componentsOf(s).relics[k]?.value ?? 0
  })
  return v
}

/** VP of the VP amulets a seat holds (N61). */
export const amuletScore = (s: NagarajaState, seat: number): number =>
  (s.players[seat]?.amulets ?? []).reduce((a, k) => {
    const am = componentsOf(s).amulets[k]
    return a + (am !== undefined && am.effect === 'vp' ? am.value : 0)
  }, 0)

/** A seat's score (N15). */
export const score = (s: NagarajaState, seat: number): number => relicScore(s, seat) + amuletScore(s, seat)

/** Score breakdown by seat. */
export const breakdown = (s: NagarajaState): ScoreBreakdown[] =>
  [0, 1].map((seat) => ({ relics: relicScore(s, seat), amulets: amuletScore(s, seat) }))

/** Cursed relics of a seat that count toward the curse (NQ6 option). */
export const cursedCount = (s: NagarajaState, seat: number): number => {
  const temple = s.temples[seat]
  if (temple === undefined) return 0
  let n = 0
  const flags = s.options.curse === 'cumulative' ? temple.ever : temple.up
  flags.forEach((f, i) => {
    const k = temple.relic[i] ?? -1
    if (f && k >= 0 && componentsOf(s).relics[k]?.cursed === true) n++
  })
  return n
}

/** The points that win at once (N65). */
export const WIN_SCORE = 25

/** The end condition that holds now, in the order of N65 then N66, or null. */
export const endNow = (s: NagarajaState, cursedTotal: number): End | null => {
  for (const seat of [0, 1]) {
    if (cursedCount(s, seat) >= cursedTotal) {
      return { winner: 1 - seat, reason: nagarajaEnglish.end({ k: 'cursed', seat, total: cursedTotal }) }
    }
  }
  for (const seat of [0, 1]) {
    const v = score(s, seat)
    if (v >= WIN_SCORE) return { winner: seat, reason: nagarajaEnglish.end({ k: 'reached', seat, points: v }) }
  }
  if (s.ninth >= 0) {
    const a = score(s, 0)
    const b = score(s, 1)
    const w = a === b ? s.ninth : a > b ? 0 : 1
    return { winner: w, reason: nagarajaEnglish.end({ k: 'ninth', seat: s.ninth, a, b }) }
  }
  return null
}
