/**
 * Locales in the core (issue 29): plural forms by Intl.PluralRules, the bounds of a structured
 * text, and the core's words in every locale.
 */
import { describe, expect, it } from 'vitest'
import { boundedText, coreEnglish, countIn, LOCALES, MAX_TEXT_PARAMS, plural, pluralCategory, violation, type CoreText, type Locale, type StructuredText, type TextParams } from '../../src/core/index.js'
import { el, localize } from '../../src/locales/el/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { manyGetters, manyKeys } from '../support/reads.js'
import { coreGreek } from '../../src/locales/el/core.js'
import { corePolish } from '../../src/locales/pl/core.js'
import { coreRussian } from '../../src/locales/ru/core.js'
import { englishWords } from '../locales/helpers.js'

const NUMBERS = [1, 2, 5, 21, 22, 25]

describe('plural forms (Intl.PluralRules)', () => {
  it('categories after 1, 2, 5, 21, 22, 25: English and Greek one/other; Polish one/few/many (21 is many); Russian one/few/many (21 is one)', () => {
    const cats = (l: Locale) => NUMBERS.map((n) => pluralCategory(l, n))
    expect(cats('en')).toEqual(['one', 'other', 'other', 'other', 'other', 'other'])
    expect(cats('el')).toEqual(['one', 'other', 'other', 'other', 'other', 'other'])
    expect(cats('pl')).toEqual(['one', 'few', 'many', 'many', 'few', 'many'])
    expect(cats('ru')).toEqual(['one', 'few', 'many', 'one', 'few', 'many'])
  })

  it('the noun after a number in each locale: kość/kości, кубик/кубика/кубиков, ζάρι/ζάρια', () => {
    expect(NUMBERS.map((n) => countIn('pl', n, { one: 'kość', few: 'kości', many: 'kości', other: 'kości' }))).toEqual(['1 kość', '2 kości', '5 kości', '21 kości', '22 kości', '25 kości'])
    expect(NUMBERS.map((n) => countIn('pl', n, { one: 'punkt', few: 'punkty', many: 'punktów', other: 'punktu' }))).toEqual(['1 punkt', '2 punkty', '5 punktów', '21 punktów', '22 punkty', '25 punktów'])
    expect(NUMBERS.map((n) => countIn('ru', n, { one: 'кубик', few: 'кубика', many: 'кубиков', other: 'кубика' }))).toEqual(['1 кубик', '2 кубика', '5 кубиков', '21 кубик', '22 кубика', '25 кубиков'])
    expect(NUMBERS.map((n) => countIn('el', n, { one: 'ζάρι', other: 'ζάρια' }))).toEqual(['1 ζάρι', '2 ζάρια', '5 ζάρια', '21 ζάρια', '22 ζάρια', '25 ζάρια'])
    expect(plural('ru', 1.5, { one: 'a', few: 'b', many: 'c', other: 'd' })).toBe('d')
    expect(plural('pl', 3, { one: 'a', other: 'd' })).toBe('d') // a missing few reads other
  })
})

describe('structured texts of refusals', () => {
  it('are bounded: at most 8 params, texts cut, non-scalar params dropped, a bad key refused', () => {
    const params = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`p${i}`, i]))
    expect(Object.keys(boundedText({ key: 'k', params })?.params ?? {})).toHaveLength(MAX_TEXT_PARAMS)
    expect(String(boundedText({ key: 'k', params: { a: 'x'.repeat(10_000) } })?.params['a']).length).toBeLessThanOrEqual(400)
    expect(boundedText({ key: 'k', params: { a: {}, b: [1], c: 1 } })?.params).toEqual({ c: 1 })
    for (const bad of [null, 42, {}, { key: '' }, { key: 'x'.repeat(100) }, { key: 7 }]) expect(boundedText(bad)).toBeUndefined()
    expect(violation('C', 'm', 'D1', { key: 'k', params }).text?.params).toEqual(Object.fromEntries(Object.entries(params).slice(0, MAX_TEXT_PARAMS)))
  })
})

describe('structured texts from outside are read within bounds (follow-up of issue 29: Object.entries read every key)', () => {
  // Before: `Object.entries(params).slice(0, 8)` ran a trap (or a getter) for every key and made a
  // pair of each: 2 × 10⁵ calls here, and with getters making long texts, memory without bound.
  const KEYS = 100_000
  const budget = 2 * (MAX_TEXT_PARAMS + 1)

  it('reads at most the first 8 params of a proxy with 10⁵ keys', () => {
    const p = manyKeys(KEYS)
    const text = boundedText({ key: 'k', params: p.value })
    expect(Object.keys(text?.params ?? {})).toEqual(Array.from({ length: MAX_TEXT_PARAMS }, (_, i) => `k${i}`))
    expect(p.calls()).toBeLessThanOrEqual(budget)
  })

  it('runs at most 8 of 10⁵ getters', () => {
    const g = manyGetters(KEYS)
    expect(Object.keys(boundedText({ key: 'k', params: g.value })?.params ?? {})).toHaveLength(MAX_TEXT_PARAMS)
    expect(g.reads()).toBeLessThanOrEqual(MAX_TEXT_PARAMS)
  })

  it('drops a param whose name is longer than 64 characters, and never takes __proto__ as the prototype', () => {
    const params = JSON.parse(`{"${'n'.repeat(65)}": 1, "__proto__": { "polluted": 1 }, "ok": 2}`) as Record<string, unknown>
    const text = boundedText({ key: 'k', params })
    expect(text?.params).toEqual({ ok: 2 })
    expect(Object.getPrototypeOf(text?.params)).toBe(Object.prototype)
  })

  it('never throws: throwing traps or getters anywhere give no text (violation keeps its message)', () => {
    const trap = (): never => {
      throw new Error('trap')
    }
    const throwing = new Proxy({}, { get: trap, ownKeys: trap, getOwnPropertyDescriptor: trap, has: trap, getPrototypeOf: trap })
    const getter = (name: string): object => Object.defineProperty({ key: 'k', params: {} }, name, { enumerable: true, get: trap })
    for (const bad of [throwing, { key: 'k', params: throwing }, getter('key'), getter('params'), { key: 'k', params: Object.defineProperty({}, 'a', { enumerable: true, get: trap }) }]) {
      expect(() => boundedText(bad)).not.toThrow()
      expect(boundedText(bad)).toBeUndefined()
      expect(violation('C', 'm', undefined, bad as StructuredText)).toEqual({ code: 'C', message: 'm' })
    }
  })

  it('game.violationText in Greek reads at most 8 params of a proxy with 10⁵ keys, and says the refusal', () => {
    const greek = localize(theBorder, el)
    const p = manyKeys(KEYS, { mover: '1', waiting: '0' })
    const said = greek.violationText({ code: 'NOT_YOUR_TURN', message: 'seat 1 may not move now; waiting for seat 0', text: { key: 'core.notYourTurn', params: p.value as TextParams } }, 'el')
    expect(said).not.toMatch(/may not move/) // said in Greek, from the two params read
    expect(p.calls()).toBeLessThanOrEqual(budget)
  })
})

describe('the core in every locale', () => {
  const cores: Readonly<Record<Exclude<Locale, 'en'>, CoreText>> = { el: coreGreek, pl: corePolish, ru: coreRussian }
  const say = (c: CoreText): string[] => [
    c.seat(1),
    c.chance,
    c.actors([c.seat(0), c.chance]),
    c.makesAMove,
    c.chanceStep,
    c.notYourTurn(c.seat(1), c.seat(0)),
    c.gameOver,
    c.malformedMove('The Border', '{"t":"x"}'),
    c.picksNothing(c.seat(1), '…'),
    c.cannotPick('"die:1"', '"die:0"', '…'),
    c.noElement('The Border', '"dye:1"', '"die:1"'),
    c.noLegalPicks,
    c.notDeciding(c.seat(1), '…'),
    c.notThisDecision('…')
  ]
  it('every locale has the core, with no English word outside notation and game titles', () => {
    expect(Object.keys(cores).sort()).toEqual(LOCALES.filter((l) => l !== 'en').sort())
    // Polish is written in Latin letters: its English words are the words of the English core.
    const english = new Set(say(coreEnglish).flatMap((t) => t.match(/[A-Za-z]{2,}/g) ?? []).map((w) => w.toLowerCase()))
    for (const [locale, core] of Object.entries(cores)) {
      for (const text of say(core)) expect(englishWords(text, ['The', 'Border'], locale === 'pl' ? english : undefined), `${locale}: ${text}`).toEqual([])
    }
    expect(say(coreEnglish).flatMap((t) => englishWords(t, ['The', 'Border'])).length).toBeGreaterThan(20) // the check can fail
  })
})
