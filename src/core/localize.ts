/**
 * `localize`: a game speaking more locales (issue 29, docs/locales.md).
 * @module
 */
import type { Game, WithRng } from './game.js'
import type { LocaleBundle } from './locale.js'

/**
 * The same game — rules, states, moves identical — speaking each bundle's locale too, for every
 * bundle that has a catalogue for it (`game.locales` tells which it speaks). Pure: the game passed
 * in is unchanged, and nothing else is (no registry).
 *
 * ```ts no-run
 * import { theBorder } from 'tabletop-rules/the-border'
 * import { el, localize } from 'tabletop-rules/locales/el'
 * const border = localize(theBorder, el) // border.locales: ['en', 'el']
 * ```
 */
export const localize = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, ...bundles: readonly LocaleBundle[]): Game<C, S, M, V> =>
  bundles.reduce((g, bundle) => g.withLocale(bundle), game)
