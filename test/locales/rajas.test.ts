/**
 * Rajas of the Ganges in Greek, Polish and Russian (issue 29): every message over random games in
 * each locale with no English word, the glossaries, a vector game's per-seat logs (snapshots), the
 * non-interference of logs in each locale, plural forms after numbers, and the English unchanged.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { eraseGame, logFor, randomPlayout, type Locale, type LocaleBundle } from '../../src/core/index.js'
import { rajas, rajasEnglish, type RajasConfig, type RajasText } from '../../src/games/rajas/index.js'
import type { RajasRefusalKey, RajasRefusalParams } from '../../src/games/rajas/text.js'
import { refusalOf } from '../support/refusals.js'
import { rajasScenarios } from '../rajas/refusal-scenarios.js'
import { el, localize, rajasGreek } from '../../src/locales/el/index.js'
import { pl, rajasPolish } from '../../src/locales/pl/index.js'
import { ru, rajasRussian } from '../../src/locales/ru/index.js'
import { runHarness } from '../harness/harness.js'
import { runCli } from '../support/cli.js'
import { englishWords, glossaryProblems, localeTexts, logSnapshot, readGlossary, textsWithEnglish, vocabularyOf, type SaidText } from './helpers.js'

const root = join(import.meta.dirname, '..', '..')
const game = localize(rajas, el, pl, ru)
const LOCALES = [
  { locale: 'el', bundle: el, text: rajasGreek },
  { locale: 'pl', bundle: pl, text: rajasPolish },
  { locale: 'ru', bundle: ru, text: rajasRussian }
] as const satisfies readonly { readonly locale: Locale; readonly bundle: LocaleBundle; readonly text: RajasText }[]

/**
 * Words that may stay as they are: the game's title (a core refusal names it), and in Polish the rulebook's own words that
 * English spells alike («port», «fort», «bonus», «karma», «to») and the names Man Singh and Kali. The Greek rulebook writes «bonus» in Latin letters.
 */
const TITLE = ['Rajas', 'of', 'the', 'Ganges']
const ALLOWED: Readonly<Record<string, readonly string[]>> = {
  el: [...TITLE, 'bonus'],
  pl: [...TITLE, 'port', 'fort', 'bonus', 'karma', 'to', 'Man', 'Kali'],
  ru: TITLE
}

/** Every kind of text `localeTexts` collects (a game's refusals of configs, notation and states stay English: docs/locales.md). */
const LOCALIZED = new Set(['describeMove', 'log', 'outcome', 'breakdown', 'instruction', 'label', 'why', 'refusal', 'refusal (pick)'])

/** Sample params for every refusal key (the compiler names a key left out). */
const SAMPLES: { readonly [K in RajasRefusalKey]: readonly RajasRefusalParams[K][] } = {
  emptyAction: [{}],
  noSuchSpace: [{ space: 40 }],
  spaceCovered: [{ space: 3 }],
  spaceOccupied: [{ space: 3, by: 1 }],
  fillOrder: [{ kind: 'quarry', first: 2 }, { kind: 'port', first: 21 }],
  notEnoughMoney: [{ space: 2, cost: 3, seat: 0, have: 1 }, { space: 2, cost: 5, seat: 0, have: 2 }],
  noAffordableTile: [{}],
  noPlaceForTile: [{}],
  oneVariousPerRound: [{}],
  sameNeedsDie: [{}],
  balconyNeedsDie: [{ colour: 'orange' }, { colour: 'purple' }],
  noSuchChamber: [{ chamber: 9 }],
  noSuchRiverChamber: [{ chamber: 7 }],
  chamberNeedsDie: [{ value: 2 }],
  architectImpossible: [{}],
  portugueseImpossible: [{}],
  boatAtFinal: [{}],
  riverNeedsDie: [{}],
  noSuchIncomeTile: [{ tile: 40 }],
  notYourTile: [{ drawn: 24, tile: 25 }],
  tileNotInDisplay: [{ tile: 3 }],
  noSuchBorderSpace: [{ slot: 20 }],
  wrongSlotColour: [{ slot: 2, takes: 'yellow', colour: 'red' }, { slot: 2, takes: '', colour: 'red' }],
  slotTaken: [{ slot: 2 }],
  identicalTile: [{ tile: 12 }],
  noSuchDieOf: [{ die: 4, have: 1 }, { die: 4, have: 3 }, { die: 9, have: 5 }],
  noSuchDie: [{ die: 4 }, { die: 4, rerolled: 1 }],
  noKarma: [{}],
  tilePaidWith: [{ colour: 'green' }],
  paymentDeadEnd: [{ left: 4 }],
  wrongDieValue: [{ needs: 3, shows: 4 }],
  architectAfterPaying: [{}],
  balconyTakes: [{ colour: 'blue' }],
  balconyAsIs: [{}],
  dieTooHigh: [{ shows: 5 }],
  alreadyLow: [{}],
  notAnOutcome: [{ move: 'roll 7', step: 'roll' }],
  karmaWhenPaying: [{}],
  flipDeadEnd: [{}],
  wrongDecision: [{ step: 'place', expects: "'space i' (place a worker)", move: 'done', rule: 'R26' }],
  mustPlace: [{}],
  noSuchStack: [{ stack: 12 }],
  emptyStack: [{ stack: 4 }],
  cannotAffordTile: [{ colour: 'purple' }],
  cannotAffordDifference: [{ colour: 'purple', difference: 3 }],
  cannotAffordAny: [{}],
  notMoreExpensive: [{ cost: 4, old: 5 }],
  noDearerTile: [{ cell: 3, old: 9 }],
  coverDisconnects: [{ cell: 3 }],
  noCover: [{ cell: 3 }],
  noTileThere: [{ cell: 3 }],
  coveredOnce: [{ cell: 3 }],
  wrongCell: [{ cell: 3 }],
  noSuchCell: [{}],
  residence: [{}],
  cellOccupied: [{ cell: 3 }],
  rotationDisconnects: [{}],
  notConnected: [{}],
  kaliFull: [{}],
  supplyEmpty: [{ colour: 2 }],
  notFull: [{}],
  fewerNotNeeded: [{}],
  noSuchBuilding: [{ building: 5 }],
  maxLevel: [{ building: 1, level: 4 }],
  riverDistance: [{ n: 1 }, { n: 3 }, { n: 5 }],
  beyondFinal: [{}],
  grandMogulExcluded: [{}],
  goodsChosen: [{ various: 1 }, { various: 0 }],
  noSuchGoods: [{ goods: 2 }],
  goodsFirst: [{}],
  noSuchMarket: [{ m: 1, cell: 3 }],
  onePerGoods: [{}],
  marketLimit: [{ n: 2 }],
  noSuchGroup: [{ group: 3, last: 1 }],
  mustPlaceBrown: [{}]
}

/** Random games in every variant: 2–4 players, Navaratna and Ganga. */
const CONFIGS: readonly RajasConfig[] = [
  { players: 2 },
  { players: 3, variant: { navaratna: true } },
  { players: 4, variant: { ganga: true } },
  { players: 2, variant: { navaratna: true, ganga: true } }
]

const texts = (locale: Locale, maxSteps = 700): SaidText[] =>
  CONFIGS.flatMap((config, i) => localeTexts(eraseGame(game), locale, { seeds: [`${locale}${i}`], maxSteps, config, whyPerStep: 1 }))

describe('Rajas of the Ganges speaks Greek, Polish and Russian (issue 29)', () => {
  it('localize is pure: the bare game speaks English only, the localized one every locale, with the same rules', () => {
    expect(rajas.locales).toEqual(['en'])
    expect(game.locales).toEqual(['en', 'el', 'pl', 'ru'])
    const a = randomPlayout(rajas, { players: 3 }, 'pure', { maxSteps: 300 })
    const b = randomPlayout(game, { players: 3 }, 'pure', { maxSteps: 300 })
    expect(E.isRight(a) && a.right.transcript).toEqual(E.isRight(b) && b.right.transcript)
  })

  it('English is the default and stays as it was; the English catalogue says what describeMove always said', () => {
    const s = randomPlayout(rajas, { players: 2 }, 'en', { maxSteps: 120 })
    if (E.isLeft(s)) throw new Error(s.left.message)
    const english = logFor(rajas, s.right.transcript, 0)
    expect(logFor(game, s.right.transcript, 0)).toEqual(english)
    expect(logFor(game, s.right.transcript, 0, 'xx' as never)).toEqual(english)
    if (E.isLeft(english)) throw new Error(english.left.message)
    // Samples of the English as it was before the words moved (git show main:src/games/rajas/describe.ts).
    expect(rajasEnglish.move.river('seat 1', 1)).toBe('seat 1 moves the boat 1 unoccupied space')
    expect(rajasEnglish.move.take('seat 0', 'orange')).toBe('seat 0 takes an orange die')
    expect(rajasEnglish.move.place('seat 0', { kind: 'chamber', colour: 'blue', value: 2 }, 14, 0)).toBe('seat 0 places a worker on the Dancer chamber (space 14)')
    expect(rajasEnglish.move.place('seat 0', { kind: 'quarry', colour: 'blue', value: 0 }, 0, 1)).toBe('seat 0 places a worker on the quarry (space 0, 1 money)')
    for (const locale of ['el', 'pl', 'ru'] as const) {
      const said = logFor(game, s.right.transcript, 0, locale)
      expect(E.isRight(said) && said.right.map((e) => e.text)).not.toEqual(english.right.map((e) => e.text))
    }
  })

  it('a bundle without Rajas, or whose catalogue lacks a word, leaves the game as it was', () => {
    const { move: _m, ...lacking } = rajasGreek
    void _m
    const bundles: readonly LocaleBundle[] = [
      { locale: 'el', core: el.core, games: {} },
      { locale: 'el', core: el.core, games: { rajas: lacking } },
      { locale: 'pl', core: pl.core, games: { rajas: { ...rajasPolish, reason: {} } } }
    ]
    for (const bundle of bundles) expect(localize(rajas, bundle).locales).toEqual(['en'])
  })

  for (const { locale } of LOCALES) {
    it(`${locale}: every move, log line, outcome reason, breakdown label, instruction, element label, why, refusal and refused pick of random games (2–4 players, Navaratna, Ganga) has no English word`, () => {
      const said = texts(locale).filter((t) => LOCALIZED.has(t.where))
      const kinds = new Set(said.map((t) => t.where))
      for (const kind of LOCALIZED) expect(kinds).toContain(kind)
      const vocabulary = locale === 'pl' ? vocabularyOf(texts('en', 300).filter((t) => LOCALIZED.has(t.where))) : undefined
      expect(textsWithEnglish(said, ALLOWED[locale], vocabulary).slice(0, 10)).toEqual([])
    })
  }

  for (const { locale, text } of LOCALES) {
    it(`${locale}: every refusal key renders (all params of the samples), differently from English, with no English word and with its rule id`, () => {
      const vocabulary = locale === 'pl' ? vocabularyOf(texts('en', 300)) : undefined
      for (const [key, samples] of Object.entries(SAMPLES) as [RajasRefusalKey, readonly RajasRefusalParams[RajasRefusalKey][]][]) {
        for (const params of samples) {
          const say = (t: RajasText): string => (t.refusal[key] as (p: typeof params) => string)(params)
          const said = say(text)
          expect(englishWords(said, ALLOWED[locale], vocabulary), `${key}: ${said}`).toEqual([])
          expect(said).not.toEqual(say(rajasEnglish))
        }
      }
    })

    it(`${locale}: every refusal scenario (one per code) carries its key and params, keeps its English message, and renders in the locale`, () => {
      const vocabulary = locale === 'pl' ? vocabularyOf(texts('en', 300)) : undefined
      const scenarios = Object.entries(rajasScenarios)
      expect(scenarios.length).toBeGreaterThan(10)
      for (const [code, scenario] of scenarios) {
        if (scenario === undefined) continue
        const v = refusalOf(rajas, scenario())
        expect(v.code).toBe(code)
        expect(v.text?.key, code).toBeDefined()
        expect(rajas.violationText(v, locale)).toBe(v.message) // the bare game: the English message
        const said = game.violationText(v, locale)
        expect(said, code).not.toBe(v.message)
        expect(englishWords(said, ALLOWED[locale], vocabulary), said).toEqual([])
        if (v.rule !== undefined && v.text?.key !== 'notAnOutcome' && v.text?.key !== 'noSuchDie' && v.text?.key !== 'noSuchMarket') expect(said, code).toContain(v.rule)
      }
    })
  }

  it('violationText never throws and falls back to the English message on hostile or unknown texts', () => {
    const hostile = [
      { code: 'X', message: 'm', text: { key: 'noSuchKey', params: {} } },
      { code: 'X', message: 'm', text: { key: 'balconyTakes', params: { colour: { toString: () => { throw new Error('boom') } } } } },
      { code: 'X', message: 'm', text: { key: 'toString', params: {} } },
      { code: 'X', message: 'm', text: { key: '__proto__', params: {} } },
      { code: 'X', message: 'm', text: { key: 'notEnoughMoney', params: {} } },
      { code: 'X', message: 'm', text: null },
      null,
      42
    ]
    for (const locale of ['el', 'pl', 'ru'] as const) {
      for (const v of hostile) expect(() => game.violationText(v as never, locale)).not.toThrow()
      expect(game.violationText(hostile[0] as never, locale)).toBe('m')
      expect(game.violationText(hostile[2] as never, locale)).toBe('m')
    }
  })

  it('the check can fail: the same texts in English are full of English words', () => {
    const said = localeTexts(eraseGame(game), 'en', { seeds: ['en'], maxSteps: 200, whyPerStep: 1 }).filter((t) => LOCALIZED.has(t.where))
    expect(textsWithEnglish(said).length).toBeGreaterThan(50)
    expect(textsWithEnglish(said, [], vocabularyOf(said)).length).toBeGreaterThan(50)
  })

  it('the outcome reason and the breakdown labels in each locale', () => {
    const s = randomPlayout(game, { players: 2 }, 'end')
    if (E.isLeft(s)) throw new Error(s.left.message)
    const state = s.right.state
    expect(game.outcome(state)?.reason).toBe(rajas.outcome(state)?.reason)
    expect(game.outcome(state, 'el')?.reason).toMatch(/(R127|αδιέξοδο)/)
    expect(game.outcome(state, 'el')?.reason).not.toBe(game.outcome(state)?.reason)
    expect(['fame', 'moneyMarker', 'other'].map((k) => game.breakdownLabel(k, state, 'ru'))).toEqual(['слава', 'маркер богатства', 'other'])
    expect(['fame', 'moneyMarker'].map((k) => game.breakdownLabel(k, state))).toEqual(['fame', 'money marker'])
    // A reason the flow never writes (a state made elsewhere) is kept as it is.
    expect(game.outcome({ ...state, reason: 'made by hand' }, 'pl')?.reason).toBe('made by hand')
  })

  it('plural forms after numbers (1, 2, 5, 21, 22, 25): Greek one/other, Polish and Russian one/few/many', () => {
    const river = (t: RajasText): string[] => [1, 2, 5, 21, 22, 25].map((n) => t.move.river('X', n))
    expect(river(rajasGreek)).toEqual(
      ['1 μη κατειλημμένη θέση', '2 μη κατειλημμένες θέσεις', '5 μη κατειλημμένες θέσεις', '21 μη κατειλημμένες θέσεις', '22 μη κατειλημμένες θέσεις', '25 μη κατειλημμένες θέσεις'].map(
        (x) => `X μετακινεί το πλοίο ${x}`
      )
    )
    expect(river(rajasPolish)).toEqual(['1 wolne pole', '2 wolne pola', '5 wolnych pól', '21 wolnych pól', '22 wolne pola', '25 wolnych pól'].map((x) => `X przesuwa łódź o ${x}`))
    expect(river(rajasRussian)).toEqual(
      ['1 свободную ячейку', '2 свободные ячейки', '5 свободных ячеек', '21 свободную ячейку', '22 свободные ячейки', '25 свободных ячеек'].map((x) => `X передвигает лодку на ${x}`)
    )
    const dice = (t: RajasText, n: number): string => t.move.bonus('X', { k: 'dice', n, c: 'purple' }, true)
    expect([1, 2, 5, 22].map((n) => dice(rajasRussian, n))).toEqual(
      ['1 фиолетовый кубик', '2 фиолетовых кубика', '5 фиолетовых кубиков', '22 фиолетовых кубика'].map((x) => `X берёт награду (${x})`)
    )
    expect([1, 2, 5, 22].map((n) => dice(rajasPolish, n))).toEqual(['1 fioletowa kość', '2 fioletowe kości', '5 fioletowych kości', '22 fioletowe kości'].map((x) => `X bierze bonus (${x})`))
    expect([1, 2].map((n) => dice(rajasGreek, n))).toEqual(['1 μωβ ζάρι', '2 μωβ ζάρια'].map((x) => `X παίρνει το bonus (${x})`))
    expect([1, 2, 5].map((n) => rajasPolish.move.place('X', { kind: 'quarry', colour: '', value: 0 }, 0, n))).toEqual([
      'X umieszcza pracownika w kamieniołomie (pole 0, 1 moneta)',
      'X umieszcza pracownika w kamieniołomie (pole 0, 2 monety)',
      'X umieszcza pracownika w kamieniołomie (pole 0, 5 monet)'
    ])
  })

  for (const { locale } of LOCALES) {
    it(`${locale}: the glossary — every term of the rulebook has a form the catalogue uses, and a line that holds it`, () => {
      const glossary = readGlossary(join(root, `src/locales/${locale}/rajas.glossary.json`))
      expect(glossary.game).toBe('rajas')
      expect(glossary.locale).toBe(locale)
      expect(glossary.terms.length).toBeGreaterThan(30)
      expect(glossaryProblems(glossary, readFileSync(join(root, `src/locales/${locale}/rajas.ts`), 'utf8'))).toEqual([])
    })
  }

  it('the glossary check can fail: a term the catalogue does not use', () => {
    const glossary = readGlossary(join(root, 'src/locales/el/rajas.glossary.json'))
    expect(glossaryProblems({ ...glossary, terms: [{ term: 'Ταζ Μαχάλ', english: 'Taj Mahal', forms: ['Ταζ Μαχάλ'], line: 'Ταζ Μαχάλ' }] }, readFileSync(join(root, 'src/locales/el/rajas.ts'), 'utf8'))).toHaveLength(1)
  })

  for (const { locale } of LOCALES) {
    it(`${locale}: the per-seat logs of a vector game (snapshots)`, async () => {
      const vector = join(root, 'vectors/rajas/vector-2p-greedy.json')
      for (const seat of [0, 'spectator'] as const) {
        await expect(logSnapshot(eraseGame(game), vector, seat, locale)).toMatchFileSnapshot(`__snapshots__/rajas.${locale}.${seat}.log.txt`)
      }
    })

    it(`${locale}: the logs pass the non-interference check of the harness`, () => {
      runHarness({ game, locale, config: fc.constant<RajasConfig>({ players: 3 }), runs: 1, checkEvery: 25, seed: 29 })
    })
  }

  for (const { locale } of LOCALES) {
    it(`play rajas --lang ${locale} (Navaratna, Ganga): the story, the boards and the result with no English word but the bots' and the game's names`, async () => {
      const r = await runCli(['play', 'rajas', '--seed', '3', '--lang', locale, '--variant', 'navaratna+ganga'])
      expect(r.code).toBe(0)
      const told = r.out.split('\n').slice(1).filter((l) => !l.trimStart().startsWith('tabletop-rules '))
      const vocabulary = locale === 'pl' ? vocabularyOf(texts('en', 300)) : undefined
      expect(told.flatMap((l) => englishWords(l, [...ALLOWED[locale] ?? [], 'greedy'], vocabulary).map((w) => `${w} in: ${l}`)).slice(0, 5)).toEqual([])
    })
  }

  it('englishWords finds the English left in a Greek or Russian text, and Polish words English spells alike only through the vocabulary', () => {
    expect(englishWords('ο παίκτης 0 places a worker')).toEqual(['places', 'worker'])
    expect(englishWords('игрок 0 берёт кубик', [])).toEqual([])
    expect(englishWords('gracz 0 umieszcza pracownika w porcie', [], new Set(['port', 'worker']))).toEqual([])
  })
})
