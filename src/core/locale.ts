/**
 * Locales (issue 29): the languages a game can speak, plural forms by `Intl.PluralRules`, the
 * structured text of a refusal, the core's own words ({@link CoreText}) and the shape of a locale
 * bundle ({@link LocaleBundle}) that `tabletop-rules/locales/<tag>` exports. Pure: no registry, no
 * global state — a game speaks a locale because a value says so (`localize`), never because a
 * module was loaded. docs/locales.md.
 * @module
 */
import { ownKeysWithin } from './bounds.js'
import type { Seat } from './seat.js'

/** The locales of the rulebooks: English, Greek (every game), Polish and Russian (Rajas of the Ganges). */
export type Locale = 'en' | 'el' | 'pl' | 'ru'

/** Every {@link Locale}, English first. */
export const LOCALES: readonly Locale[] = ['en', 'el', 'pl', 'ru']

/** Whether a value (a command-line option, a request field) is a {@link Locale}. */
export const isLocale = (x: unknown): x is Locale => typeof x === 'string' && (LOCALES as readonly string[]).includes(x)

/**
 * A noun (or a phrase) in each plural form a locale uses, by CLDR category: English and Greek
 * use `one` and `other`; Polish and Russian `one` (1, 21 in Russian), `few` (2–4, 22–24),
 * `many` (5–20, 25–30, …) and `other` (fractions). A missing `few` or `many` reads `other`.
 */
export interface PluralForms {
  /** 1 (and 21, 31, … in Russian). */
  readonly one: string
  /** 2–4, 22–24, … (Polish, Russian). */
  readonly few?: string
  /** 5–20, 25–30, …, and 0 (Polish, Russian). */
  readonly many?: string
  /** Every other number (English and Greek: all but 1). */
  readonly other: string
}

/**
 * One `Intl.PluralRules` per locale, made on first use and kept (making one costs far more than a
 * `select`: the CLDR data of the locale is looked up each time). Only the four {@link LOCALES}
 * are keys, so the map never holds more than four rules.
 */
const pluralRules = new Map<Locale, Intl.PluralRules>()

/** The plural rules of a locale (English for anything that is not a {@link Locale}). */
const rulesOf = (locale: Locale): Intl.PluralRules => {
  const tag: Locale = isLocale(locale) ? locale : 'en'
  const known = pluralRules.get(tag)
  if (known !== undefined) return known
  const made = new Intl.PluralRules(tag)
  pluralRules.set(tag, made)
  return made
}

/** The CLDR plural category of `n` in `locale` (`Intl.PluralRules`, cardinal). */
export const pluralCategory = (locale: Locale, n: number): Intl.LDMLPluralRule => rulesOf(locale).select(n)

/** The form of a noun after the number `n` in `locale`: `plural('pl', 5, { one: 'kość', few: 'kości', many: 'kości', other: 'kości' })`. */
export const plural = (locale: Locale, n: number, forms: PluralForms): string => {
  switch (pluralCategory(locale, n)) {
    case 'one':
      return forms.one
    case 'few':
      return forms.few ?? forms.other
    case 'many':
      return forms.many ?? forms.other
    default:
      return forms.other
  }
}

/** A number and its noun in the right form: `countIn('ru', 22, …)` is "22 кубика". */
export const countIn = (locale: Locale, n: number, forms: PluralForms): string => `${n} ${plural(locale, n, forms)}`

/** The values a structured text carries: numbers and short ids (never words of a language). */
export type TextParams = Readonly<Record<string, string | number>>

/**
 * A refusal as data, so it can be said in any locale: the catalogue key (the game's, or the
 * core's: `core.NOT_YOUR_TURN`, …) and its params. A {@link RuleViolation} may carry one beside its
 * English `message`; `game.violationText(v, locale)` renders it.
 */
export interface StructuredText {
  /** The catalogue key, e.g. `'WHITE_BOX'` or `'core.GAME_OVER'`. */
  readonly key: string
  /** Its values: at most {@link MAX_TEXT_PARAMS}, each a number or a text of at most {@link MAX_TEXT_PARAM_LENGTH} characters. */
  readonly params: TextParams
}

/** The most params a structured text keeps. */
export const MAX_TEXT_PARAMS = 8

/** The longest text param a structured text keeps (characters). */
export const MAX_TEXT_PARAM_LENGTH = 400

/** The longest param name a structured text keeps (characters); a longer one is dropped. */
export const MAX_TEXT_PARAM_NAME_LENGTH = 64

/**
 * A structured text within bounds (extra params dropped, long texts cut), or `undefined` when it
 * is not one. Bounded and total on any value: only the first {@link MAX_TEXT_PARAMS} keys of
 * `params` are read ({@link ownKeysWithin}: a proxy or an object with 10⁶ keys or getters runs
 * no trap or getter past them), a throwing getter or trap gives `undefined`.
 */
export const boundedText = (text: unknown): StructuredText | undefined => {
  try {
    if (typeof text !== 'object' || text === null) return undefined
    const { key, params } = text as { readonly key?: unknown; readonly params?: unknown }
    if (typeof key !== 'string' || key.length === 0 || key.length > 64) return undefined
    const out: Record<string, string | number> = {}
    if (typeof params === 'object' && params !== null) {
      for (const k of ownKeysWithin(params, MAX_TEXT_PARAMS).keys) {
        // `__proto__` would set the copy's prototype, not a param.
        if (k.length > MAX_TEXT_PARAM_NAME_LENGTH || k === '__proto__') continue
        const v: unknown = (params as Readonly<Record<string, unknown>>)[k]
        if (typeof v === 'number') out[k] = v
        else if (typeof v === 'string') out[k] = v.length <= MAX_TEXT_PARAM_LENGTH ? v : `${v.slice(0, MAX_TEXT_PARAM_LENGTH - 1)}…`
      }
    }
    return { key, params: out }
  } catch {
    return undefined // a throwing getter or proxy trap: not a structured text
  }
}

/**
 * The core's own words, in one locale: actors, the generic redactions of logs, and the refusals
 * the wrapper of every game makes (`defineGame`, the interaction model).
 */
export interface CoreText {
  /** A seat as the subject of a log line: "seat 1". */
  readonly seat: (seat: Seat) => string
  /** Chance as an actor: "chance". */
  readonly chance: string
  /** A list of actors: "seat 0, seat 1" (names from {@link CoreText.seat} and {@link CoreText.chance}). */
  readonly actors: (names: readonly string[]) => string
  /** A seat's move told without what it was (`redactAllButOwn`): "makes a move". */
  readonly makesAMove: string
  /** A chance step told without what it was: "a chance step is resolved". */
  readonly chanceStep: string
  /** `NOT_YOUR_TURN` of `apply`: "seat 1 may not move now; waiting for seat 0". */
  readonly notYourTurn: (mover: string, waiting: string) => string
  /** `GAME_OVER`: "the game is over: no more moves are accepted". */
  readonly gameOver: string
  /** `MALFORMED_MOVE`: the game's title and the value, as notation. */
  readonly malformedMove: (game: string, value: string) => string
  /** `NOT_YOUR_TURN` of `prompt`: a seat that is not deciding picks nothing. */
  readonly picksNothing: (seat: string, instruction: string) => string
  /** `BAD_PICK`: an element that cannot be picked (after the picks so far), and why. */
  readonly cannotPick: (element: string, after: string, reason: string) => string
  /** `BAD_PICK`: the game has no such element (and the one probably meant). */
  readonly noElement: (game: string, element: string, near: string) => string
  /** `BAD_PICK`: the picks follow no legal move. */
  readonly noLegalPicks: string
  /** The generic reason a seat may not pick an element: it is not deciding. */
  readonly notDeciding: (seat: string, instruction: string) => string
  /** The generic reason: the element is not part of this decision. */
  readonly notThisDecision: (instruction: string) => string
  /**
   * A core refusal (`core.…` key) in these words, for `game.violationText`; `undefined` for a key
   * it does not know. A locale's core is `(text, title) => coreRefusalIn(itself, locale, text,
   * title)`; English never needs it (an English refusal is its `message`).
   */
  readonly refusal: (text: StructuredText, title: string) => string | undefined
}

/** The core's English words. */
export const coreEnglish: CoreText = {
  seat: (seat) => `seat ${seat}`,
  chance: 'chance',
  actors: (names) => names.join(', '),
  makesAMove: 'makes a move',
  chanceStep: 'a chance step is resolved',
  notYourTurn: (mover, waiting) => `${mover} may not move now; waiting for ${waiting}`,
  gameOver: 'the game is over: no more moves are accepted',
  malformedMove: (game, value) => `not a ${game} move: ${value}`,
  picksNothing: (seat, instruction) => `${seat} is not deciding now, so it picks nothing: ${instruction}`,
  cannotPick: (element, after, reason) => `${element} cannot be picked${after === '' ? '' : ` after ${after}`}: ${reason}`,
  noElement: (game, element, near) => `${game} has no element ${element}${near === '' ? '' : ` (did you mean ${near}?)`}`,
  noLegalPicks: 'these picks follow no legal move; ask with the picks a prompt offered',
  notDeciding: (seat, instruction) => `${seat} is not deciding now: ${instruction}`,
  notThisDecision: (instruction) => `not part of this decision: ${instruction}`,
  refusal: () => undefined
}

/**
 * Everything a game says in one locale, as its text functions receive it: the locale, the game's
 * own catalogue (its text interface, e.g. `BorderText`) and the core's words.
 */
export interface Say<Text> {
  /** The locale spoken. */
  readonly locale: Locale
  /** The game's catalogue in that locale. */
  readonly text: Text
  /** The core's words in that locale. */
  readonly core: CoreText
}

/**
 * One locale's catalogues (what `tabletop-rules/locales/<tag>` exports): the core's words and each
 * game's catalogue by game id. `localize(game, bundle)` makes a game speak it.
 */
export interface LocaleBundle {
  /** The locale. */
  readonly locale: Locale
  /** The core's words. */
  readonly core: CoreText
  /** Each game's catalogue by game id (typed as the game's text interface where it is written). */
  readonly games: Readonly<Record<string, object>>
}
