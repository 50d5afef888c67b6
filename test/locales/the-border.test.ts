/**
 * The Border in Greek (issue 29): every message over random games in Greek with no English word,
 * every refusal key, the glossary, a vector game's per-seat logs (snapshots), the non-interference
 * of logs in Greek, and the English unchanged.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHANCE, eraseGame, isLocale, logFor, randomPlayout, type LocaleBundle } from '../../src/core/index.js'
import { theBorder, borderEnglish, type BorderRefusalKey, type BorderRefusalParams, type BorderConfig } from '../../src/games/the-border/index.js'
import { el, localize, borderGreek } from '../../src/locales/el/index.js'
import { runHarness } from '../harness/harness.js'
import { refusalOf } from '../support/refusals.js'
import { borderScenarios } from '../the-border/refusal-scenarios.js'
import { englishWords, glossaryProblems, localeTexts, logSnapshot, readGlossary, textsWithEnglish } from './helpers.js'

const root = join(import.meta.dirname, '..', '..')
const border = localize(theBorder, el)
/** Proper names and the like that may stay in Greek text: the game's title. */
const ALLOWED = ['The', 'Border']

/** Sample params for every refusal key (the compiler names a key left out). */
const SAMPLES: { readonly [K in BorderRefusalKey]: readonly BorderRefusalParams[K][] } = {
  notAnOutcome: [{ move: '"first 2"', step: 'first' }, { move: '"first 2"', step: 'roll' }],
  notAtTable: [{ seat: 3, last: 1 }],
  noFace: [{ colour: 'orange' }],
  chanceOnly: [{ move: '"roll red"', kind: 'roll' }, { move: '"first 0"', kind: 'first' }],
  noRollsLeft: [{}],
  rollingStopped: [{}],
  wrongPhase: ['decide', 'action1', 'action2', 'over'].map((phase) => ({ move: '"cross 12"', phase })),
  emptyReroll: [{}],
  unorderedDice: [{ order: 'grey, red, yellow, blue, orange, green' }],
  tooManyDice: [{ n: 1, colour: 'grey', showing: 0 }, { n: 2, colour: 'red', showing: 1 }, { n: 3, colour: 'green', showing: 2 }],
  notShowing: [{ dice: 'red, blue' }],
  noSuchSegment: [{ sheet: 'A', colour: 'red', length: 6 }, { sheet: 'A', colour: 'red', length: 1 }],
  segmentComplete: [{ colour: 'yellow', length: 2 }],
  cannotComplete: [{ colour: 'red', length: 2, open: 2, free: 1 }, { colour: 'blue', length: 1, open: 1, free: 0 }],
  noSuchBox: [{ box: 86, last: 85 }],
  whiteBox: [{ box: 0 }],
  alreadyCrossed: [{ box: 3 }],
  dieLimit: [{}],
  noDieLeft: [{ seat: 1, limit: 1 }, { seat: 2, limit: 4 }],
  dieNotAvailable: [{ colour: 'orange' }],
  dieUsedUp: [{ seat: 1, colour: 'green' }],
  notAdjacent: [{ box: 40, chaining: 1 }, { box: 40, chaining: 0 }]
}

describe('The Border speaks Greek (issue 29)', () => {
  it('localize is pure: the bare game speaks English only, the localized one English and Greek, with the same rules', () => {
    expect(theBorder.locales).toEqual(['en'])
    expect(border.locales).toEqual(['en', 'el'])
    const a = randomPlayout(theBorder, { players: 3 }, 'pure', { maxSteps: 300 })
    const b = randomPlayout(border, { players: 3 }, 'pure', { maxSteps: 300 })
    expect(E.isRight(a) && E.isRight(b) && a.right.transcript).toEqual(E.isRight(b) && b.right.transcript)
  })

  it('English is the default and stays as it was; a locale not spoken (or not a locale) gives English, never a throw', () => {
    const s = randomPlayout(theBorder, { players: 2 }, 'en', { maxSteps: 40 })
    if (E.isLeft(s)) throw new Error(s.left.message)
    const { transcript } = s.right
    const english = logFor(theBorder, transcript, 0)
    for (const locale of [undefined, 'en', 'el', 'xx', '__proto__', 42] as const) {
      expect(logFor(theBorder, transcript, 0, locale as never)).toEqual(english) // the bare game: English whatever is asked
    }
    expect(logFor(border, transcript, 0)).toEqual(english)
    expect(logFor(border, transcript, 0, 'pl')).toEqual(english) // Greek bundle only: Polish is English
    const greek = logFor(border, transcript, 0, 'el')
    expect(E.isRight(greek) && E.isRight(english) && greek.right.map((e) => e.text)).not.toEqual(E.isRight(english) && english.right.map((e) => e.text))
  })

  it('a bundle without The Border, or whose catalogue lacks a word, leaves the game as it was', () => {
    const { refusal: _r, ...lacking } = borderGreek
    void _r
    const bundles: readonly LocaleBundle[] = [
      { locale: 'el', core: el.core, games: {} },
      { locale: 'el', core: el.core, games: { 'the-border': lacking } },
      { locale: 'el', core: { ...el.core, seat: 'παίκτης' } as never, games: el.games },
      { locale: 'xx' as never, core: el.core, games: el.games }
    ]
    for (const bundle of bundles) expect(localize(theBorder, bundle).locales).toEqual(['en'])
    expect(isLocale('el') && !isLocale('xx')).toBe(true)
  })

  it('every message over random games of 2–4 players (moves, logs, revealed facts, prompts, labels, why, refusals, outcome, breakdown) is Greek: no English word outside notation and the title', () => {
    const texts = [2, 3, 4].flatMap((players) => localeTexts(eraseGame(border), 'el', { seeds: [`el${players}`], maxSteps: 2500, config: { players } }))
    const kinds = new Set(texts.map((t) => t.where))
    for (const kind of ['describeMove', 'log', 'log (redacted)', 'revealed', 'instruction', 'label', 'why', 'refusal', 'refusal (pick)', 'outcome', 'breakdown']) expect(kinds).toContain(kind)
    expect(textsWithEnglish(texts, ALLOWED).slice(0, 10)).toEqual([])
  })

  it('the check can fail: the same texts in English are full of English words', () => {
    const texts = localeTexts(eraseGame(border), 'en', { seeds: ['en2'], maxSteps: 300 })
    expect(textsWithEnglish(texts, ALLOWED).length).toBeGreaterThan(100)
  })

  it('every refusal key renders in Greek (all params of the samples), differently from English, with its rule id', () => {
    for (const [key, samples] of Object.entries(SAMPLES) as [BorderRefusalKey, readonly BorderRefusalParams[BorderRefusalKey][]][]) {
      for (const params of samples) {
        const say = (text: typeof borderEnglish): string => (text.refusal[key] as (p: typeof params) => string)(params)
        const greek = say(borderGreek)
        expect(englishWords(greek, ALLOWED), `${key}: ${greek}`).toEqual([])
        expect(greek).not.toEqual(say(borderEnglish))
        for (const rule of say(borderEnglish).match(/\bD\d+b?\b/g) ?? []) expect(greek, key).toContain(rule)
      }
    }
  })

  it('every refusal scenario (one per code) carries its key and params, keeps its English message, and renders in Greek', () => {
    for (const [code, scenario] of Object.entries(borderScenarios)) {
      const v = refusalOf(theBorder, scenario())
      expect(v.code).toBe(code)
      expect(v.text?.key, code).toBeDefined()
      expect(theBorder.violationText(v, 'el')).toBe(v.message) // a game not speaking Greek: the English message
      const greek = border.violationText(v, 'el')
      expect(greek).not.toBe(v.message)
      expect(englishWords(greek, ALLOWED), greek).toEqual([])
    }
  })

  it('violationText never throws and falls back to the English message on hostile or unknown texts', () => {
    const hostile = [
      { code: 'X', message: 'm', text: { key: 'noSuchKey', params: {} } },
      { code: 'X', message: 'm', text: { key: 'noFace', params: { colour: { toString: () => { throw new Error('boom') } } } } },
      { code: 'X', message: 'm', text: { key: 'toString', params: {} } },
      { code: 'X', message: 'm', text: { key: '__proto__', params: {} } },
      { code: 'X', message: 'm', text: null },
      null,
      42
    ]
    for (const v of hostile) expect(() => border.violationText(v as never, 'el')).not.toThrow()
    expect(border.violationText(hostile[0] as never, 'el')).toBe('m')
    expect(border.violationText(hostile[2] as never, 'el')).toBe('m')
  })

  it('the outcome reason and the breakdown labels (the areas of the rulebook: «Βίλα», «Πηγάδι»)', () => {
    const s = randomPlayout(border, { players: 2 }, 'end')
    if (E.isLeft(s)) throw new Error(s.left.message)
    expect(border.outcome(s.right.state, 'el')?.reason).toMatch(/^ένας παίκτης ολοκλήρωσε την 6η περιοχή του .*\(D41–D43\)$/)
    expect(border.outcome(s.right.state)?.reason).toBe(theBorder.outcome(s.right.state)?.reason)
    expect(['villa', 'well', 'windmill'].map((k) => border.breakdownLabel(k, s.right.state, 'el'))).toEqual(['Βίλα', 'Πηγάδι', 'Ανεμόμυλος'])
    expect(border.breakdownLabel('windmill', s.right.state)).toBe('Wind wheel')
    expect(border.breakdownLabel('nothing', s.right.state, 'el')).toBe('nothing')
  })

  it('Greek grammar: a number and its noun (1 ζάρι, 2 ζάρια; 1 κουτάκι, 4 κουτάκια; 1 πόντος, 5 πόντοι)', () => {
    expect([1, 2, 5, 21].map((n) => borderGreek.why.fewDice('red', n, 0))).toEqual([
      'για να ολοκληρωθεί αυτό το τμήμα χρειάζεται 1 κόκκινο ζάρι· κανένα κόκκινο ζάρι δεν είναι αχρησιμοποίητο',
      'για να ολοκληρωθεί αυτό το τμήμα χρειάζονται 2 κόκκινα ζάρια· κανένα κόκκινο ζάρι δεν είναι αχρησιμοποίητο',
      'για να ολοκληρωθεί αυτό το τμήμα χρειάζονται 5 κόκκινα ζάρια· κανένα κόκκινο ζάρι δεν είναι αχρησιμοποίητο',
      'για να ολοκληρωθεί αυτό το τμήμα χρειάζονται 21 κόκκινα ζάρια· κανένα κόκκινο ζάρι δεν είναι αχρησιμοποίητο'
    ])
    expect([1, 4].map((n) => borderGreek.move.complete('ο παίκτης 0', 'yellow', n))).toEqual([
      'ο παίκτης 0 ολοκληρώνει το κίτρινο τμήμα με το 1 κουτάκι',
      'ο παίκτης 0 ολοκληρώνει το κίτρινο τμήμα με τα 4 κουτάκια'
    ])
    expect([1, 5, 22].map((n) => borderGreek.board.title(0, 'A', n))).toEqual(['παίκτης 0, καρτέλα A, 1 πόντος', 'παίκτης 0, καρτέλα A, 5 πόντοι', 'παίκτης 0, καρτέλα A, 22 πόντοι'])
    expect(borderGreek.revealed.crossed(2, [4, 7, 9])).toBe('ο παίκτης 2 διέγραψε τα κουτάκια 4, 7 και 9 στη δεύτερη ενέργεια')
  })

  it('the glossary: every term of the rulebook has a form the catalogue uses, and a line that holds it', () => {
    const glossary = readGlossary(join(root, 'src/locales/el/the-border.glossary.json'))
    expect(glossary.game).toBe('the-border')
    expect(glossary.locale).toBe('el')
    expect(glossary.terms.length).toBeGreaterThan(20)
    expect(glossaryProblems(glossary, readFileSync(join(root, 'src/locales/el/the-border.ts'), 'utf8'))).toEqual([])
  })

  it('the per-seat logs of a vector game in Greek (snapshots)', async () => {
    const vector = join(root, 'vectors/the-border/vector-3p-greedy.json')
    for (const seat of [0, 'spectator'] as const) {
      await expect(logSnapshot(eraseGame(border), vector, seat, 'el')).toMatchFileSnapshot(`__snapshots__/the-border.el.${seat}.log.txt`)
    }
  })

  it('the logs in Greek pass the non-interference check of the harness (D33, D35: secret crossings stay secret in every locale)', () => {
    runHarness({ game: border, locale: 'el', config: fc.constant<BorderConfig>({ players: 3 }), runs: 1, checkEvery: 6, seed: 29 })
  })

  it('a redacted crossing in Greek names the seat and no box', () => {
    const s = randomPlayout(border, { players: 3 }, 'redact', { maxSteps: 400 })
    if (E.isLeft(s)) throw new Error(s.left.message)
    const log = logFor(border, s.right.transcript, 1, 'el')
    if (E.isLeft(log)) throw new Error(log.left.message)
    const hidden = log.right.filter((e) => e.redacted && e.actor !== CHANCE)
    expect(hidden.length).toBeGreaterThan(0)
    for (const e of hidden) expect(e.text).toMatch(/^ο παίκτης \d διαγράφει ένα κουτάκι$/)
  })
})
