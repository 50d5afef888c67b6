/**
 * `tabletop-rules/locales/ru`: the games in Russian (issue 29, docs/locales.md) — Rajas of the
 * Ganges, whose Russian rulebook this package implements. Loaded only by those who use it:
 * `localize(game, ru)` returns the game speaking Russian too. So far the core's words only: a game
 * without a Russian catalogue here speaks English (`game.locales` says so).
 * @module
 */
import type { LocaleBundle } from '../../core/index.js'
import { coreRussian } from './core.js'

/** The Russian catalogue of each game, typed as the game's text interface (a missing word does not compile). */
export type RussianGames = { readonly [id: string]: never }

const games: RussianGames = {}

/** Russian: the core's words and each game's catalogue. */
export const ru: LocaleBundle = { locale: 'ru', core: coreRussian, games }

export { coreRussian }
export { localize } from '../../core/localize.js'
