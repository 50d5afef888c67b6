/**
 * `tabletop-rules/locales/el`: the games in Greek, in the words of their Greek rulebooks (issue 29,
 * docs/locales.md). Loaded only by those who use it: `localize(game, el)` returns the game speaking
 * Greek too.
 *
 * ```ts no-run
 * import { theBorder } from 'tabletop-rules/the-border'
 * import { el, localize } from 'tabletop-rules/locales/el'
 * const border = localize(theBorder, el)
 * border.describeMove(state, 0, move, 'el') // "ο παίκτης 0 διαγράφει το κουτάκι 17 (…)"
 * ```
 * @module
 */
import type { LocaleBundle } from '../../core/index.js'
import type { BorderText } from '../../games/the-border/text.js'
import type { NagarajaText } from '../../games/nagaraja/text.js'
import { coreGreek } from './core.js'
import { borderGreek } from './the-border.js'
import { nagarajaGreek } from './nagaraja.js'

/** The Greek catalogue of each game, typed as the game's text interface (a missing word does not compile). */
export type GreekGames = {
  readonly 'the-border': BorderText
  readonly nagaraja: NagarajaText
}

const games: GreekGames = { 'the-border': borderGreek, nagaraja: nagarajaGreek }

/** Greek: the core's words and each game's catalogue. */
export const el: LocaleBundle = { locale: 'el', core: coreGreek, games }

export { coreGreek, borderGreek, nagarajaGreek }
export { localize } from '../../core/localize.js'
