/**
 * The core's refusals (`core.…` keys of a structured text) in a locale's words: what a locale's
 * `CoreText.refusal` does (issue 29). Only the locale entries load it: English refusals are their
 * `message`.
 * @module
 */
import { CHANCE } from './game.js'
import type { CoreText, Locale, StructuredText } from './locale.js'

/**
 * A core refusal in the words of `core` (of `locale`): `core.notYourTurn` (params `mover`, and
 * `waiting`: actor codes, a seat number or `chance`, comma-separated), `core.gameOver`,
 * `core.malformedMove` (`value`), `core.said` (the refusal said in the locale when it was made:
 * its param named by the locale). `undefined` for another key.
 */
export const coreRefusalIn = (core: CoreText, locale: Locale, text: StructuredText, title: string): string | undefined => {
  const p = text.params
  const name = (code: unknown): string => (code === CHANCE ? core.chance : typeof code === 'string' && /^\d{1,2}$/.test(code) ? core.seat(Number(code)) : String(code))
  switch (text.key) {
    case 'core.notYourTurn':
      return core.notYourTurn(name(p['mover']), core.actors(String(p['waiting'] ?? '').split(',').filter((x) => x !== '').map(name)))
    case 'core.gameOver':
      return core.gameOver
    case 'core.malformedMove':
      return core.malformedMove(title, String(p['value'] ?? ''))
    case 'core.said': {
      const said = p[locale]
      return typeof said === 'string' ? said : undefined
    }
    default:
      return undefined
  }
}
