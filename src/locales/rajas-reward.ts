/**
 * Shared by the Greek, Polish and Russian catalogues of Rajas of the Ganges (never by a game entry):
 * a reward of the interaction (`{ k, n?, c? }`, the colour as an index) as the catalogue's
 * `RewardParams`, the colour said by the locale's own `c`.
 * @module
 */
import type { RewardParams } from '../games/rajas/text.js'

/** A reward as params: its kind, its number if any, its colour in the locale's words ('' if none). */
export const rewardParams = (r: { readonly k: string; readonly n?: number; readonly c?: number }, c: (k: number) => string): RewardParams => ({
  k: r.k,
  ...(r.n === undefined ? {} : { n: r.n }),
  c: r.c === undefined || r.c < 0 ? '' : c(r.c)
})
