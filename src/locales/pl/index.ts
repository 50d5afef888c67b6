/**
 * `tabletop-rules/locales/pl`: the games in Polish (issue 29, docs/locales.md) — Rajas of the
 * Ganges, whose Polish rulebook this package implements. Loaded only by those who use it:
 * `localize(game, pl)` returns the game speaking Polish too. So far the core's words only: a game
 * without a Polish catalogue here speaks English (`game.locales` says so).
 * @module
 */
import type { LocaleBundle } from '../../core/index.js'
import { corePolish } from './core.js'

/** The Polish catalogue of each game, typed as the game's text interface (a missing word does not compile). */
export type PolishGames = { readonly [id: string]: never }

const games: PolishGames = {}

/** Polish: the core's words and each game's catalogue. */
export const pl: LocaleBundle = { locale: 'pl', core: corePolish, games }

export { corePolish }
export { localize } from '../../core/localize.js'
