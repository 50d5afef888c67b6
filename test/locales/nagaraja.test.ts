/**
 * Nagaraja in Greek (issue 29): every message over random games in Greek with no English word,
 * every refusal key, the outcome's reasons, the glossary, a vector game's per-seat logs
 * (snapshots), the non-interference of logs in Greek, and the English unchanged.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CHANCE, eraseGame, logFor, randomPlayout, type LocaleBundle } from '../../src/core/index.js'
import {
  nagaraja,
  nagarajaEnglish,
  resampleHidden,
  type EndReason,
  type NagarajaConfig,
  type NagarajaRefusalKey,
  type NagarajaRefusalParams
} from '../../src/games/nagaraja/index.js'
import { endReasonOf } from '../../src/games/nagaraja/text.js'
import { el, localize, nagarajaGreek } from '../../src/locales/el/index.js'
import { runHarness } from '../harness/harness.js'
import { runCli } from '../support/cli.js'
import { refusalOf } from '../support/refusals.js'
import { nagarajaScenarios } from '../nagaraja/refusal-scenarios.js'
import { englishWords, glossaryProblems, localeTexts, logSnapshot, readGlossary, textsWithEnglish } from './helpers.js'

const root = join(import.meta.dirname, '..', '..')
const naga = localize(nagaraja, el)
/** Proper names that may stay in Greek text: the game's title. */
const ALLOWED = ['Nagaraja']

/** Sample params for every refusal key (the compiler names a key left out). */
const SAMPLES: { readonly [K in NagarajaRefusalKey]: readonly NagarajaRefusalParams[K][] } = {
  chanceOnly: [{ move: 'face' }],
  notAnOutcome: ['guide', 'roll', 'draw', 'rdiscard', 'room', 'relic', 'amulet', 'check'].map((step) => ({ move: '"select 3"', step })),
  stepOver: [1, 2, 3].map((closed) => ({ move: 'select', closed, now: 'clash' })),
  wrongStep: [{ move: 'place', step: 'place', now: 'clash' }, { move: 'give', step: 'give', now: 'ability' }, { move: 'cancel', step: 'respond', now: 'call' }],
  noSelection: [{}],
  notInHand: [{ card: 12 }],
  notInHandActivate: [{ card: 12 }],
  alreadySelected: [{ card: 3 }],
  mixedSymbols: [{ card: 'ST01', symbol: 'sticks', chosen: 'rooms' }],
  noOwnStick: [{ stick: 4 }],
  noSuchStick: [{ seat: 1, stick: 7 }],
  notANaga: [{ stick: 0 }],
  noEffect: [{ card: 'RE11' }],
  noDrawAmulet: [{}],
  noCancelAmulet: [{}],
  wrongTargetKind: [{ ability: 'SWAP_RELICS', move: 'rotate' }],
  arrows: [{ arrows: 'opponent', seat: 0, own: 1 }, { arrows: 'self', seat: 1, own: 0 }],
  sameSeatSticks: [{ seat: 1 }],
  stickPicked: [{ stick: 2 }],
  noSuchPlace: [{ place: 9 }],
  relicFaceUp: [{ place: 4 }],
  placePicked: [{ place: 4 }],
  badRelicPair: [{ a: 3, b: 3 }],
  badRoomPair: [{ a: 5, b: 2 }],
  noRoomToRotate: [{ cell: 4, temple: 1 }],
  noRoomToMove: [{ cell: 4 }],
  onlyRooms: [{}],
  badTurn: [{ by: 0 }],
  badRotation: [{ rot: 4 }],
  noSuchSpace: [{ cell: 9 }],
  trapNoMove: [{ cell: 4 }],
  trapNoPlace: [{ cell: 4 }],
  trapAlready: [{ cell: 4 }],
  notEmpty: [{ cell: 4 }],
  trapOnRoom: [{ cell: 4 }],
  occupied: [{ cell: 4 }],
  notReachable: [{ cell: 0 }],
  notInDiscard: [{ card: 30 }],
  notDrawn: [{ card: 30 }]
}

/** Every form of the outcome's reason (N65, N66, NQ10). */
const REASONS: readonly EndReason[] = [
  { k: 'cursed', seat: 0, total: 3 },
  { k: 'cursed', seat: 1, total: 1 },
  { k: 'reached', seat: 1, points: 25 },
  { k: 'reached', seat: 0, points: 31 },
  { k: 'ninth', seat: 0, a: 12, b: 9 },
  { k: 'ninth', seat: 1, a: 10, b: 10 },
  { k: 'stackEmpty', a: 7, b: 5, draw: false },
  { k: 'stackEmpty', a: 7, b: 7, draw: true },
  { k: 'stackEmpty', a: 7, b: 7, draw: false }
]

/** Accents folded: the rulebook's headings are capitals without accents («ΚΑΛΕΣΜΑ ΤΗΣ ΜΟΙΡΑΣ»). */
const fold = (s: string): string => s.normalize('NFD').replace(/\p{M}/gu, '')

describe('Nagaraja speaks Greek (issue 29)', () => {
  it('localize is pure: the bare game speaks English only, the localized one English and Greek, with the same rules', () => {
    expect(nagaraja.locales).toEqual(['en'])
    expect(naga.locales).toEqual(['en', 'el'])
    const a = randomPlayout(nagaraja, { players: 2 }, 'pure', { maxSteps: 300 })
    const b = randomPlayout(naga, { players: 2 }, 'pure', { maxSteps: 300 })
    expect(E.isRight(a) && a.right.transcript).toEqual(E.isRight(b) && b.right.transcript)
  })

  it('English is the default and stays as it was; a locale not spoken (or not a locale) gives English, never a throw', () => {
    const s = randomPlayout(nagaraja, { players: 2 }, 'en', { maxSteps: 200 })
    if (E.isLeft(s)) throw new Error(s.left.message)
    const { transcript } = s.right
    const english = logFor(nagaraja, transcript, 0)
    for (const locale of [undefined, 'en', 'el', 'xx', '__proto__', 42] as const) {
      expect(logFor(nagaraja, transcript, 0, locale as never)).toEqual(english) // the bare game: English whatever is asked
    }
    expect(logFor(naga, transcript, 0)).toEqual(english)
    expect(logFor(naga, transcript, 0, 'pl')).toEqual(english) // Greek bundle only: Polish is English
    const greek = logFor(naga, transcript, 0, 'el')
    expect(E.isRight(greek) && E.isRight(english) && greek.right.map((e) => e.text)).not.toEqual(E.isRight(english) && english.right.map((e) => e.text))
  })

  it('a bundle without Nagaraja, or whose catalogue lacks a word, leaves the game as it was', () => {
    const { why: _w, ...lacking } = nagarajaGreek
    void _w
    const bundles: readonly LocaleBundle[] = [
      { locale: 'el', core: el.core, games: {} },
      { locale: 'el', core: el.core, games: { nagaraja: lacking } },
      { locale: 'el', core: el.core, games: { nagaraja: { ...nagarajaGreek, prompt: { ...nagarajaGreek.prompt, clash: 42 } } } }
    ]
    for (const bundle of bundles) expect(localize(nagaraja, bundle).locales).toEqual(['en'])
  })

  it('every message over random games (moves, logs, redactions, revealed facts, prompts, labels, why, refusals, outcome, breakdown) is Greek: no English word outside notation and the title', () => {
    const texts = ['el1', 'el2', 'el3'].flatMap((seed) => localeTexts(eraseGame(naga), 'el', { seeds: [seed], maxSteps: 700 }))
    const kinds = new Set(texts.map((t) => t.where))
    for (const kind of ['describeMove', 'log', 'log (redacted)', 'revealed', 'instruction', 'label', 'why', 'refusal', 'refusal (pick)', 'outcome', 'breakdown']) expect(kinds).toContain(kind)
    expect(textsWithEnglish(texts, ALLOWED).slice(0, 10)).toEqual([])
  })

  it('the check can fail: the same texts in English are full of English words', () => {
    const texts = localeTexts(eraseGame(naga), 'en', { seeds: ['en1'], maxSteps: 300 })
    expect(texts.filter((t) => englishWords(t.text, ALLOWED).length > 0).length).toBeGreaterThan(texts.length * 0.9)
  })

  it('every refusal key renders in Greek (all params of the samples), differently from English, with its rule ids', () => {
    for (const [key, samples] of Object.entries(SAMPLES) as [NagarajaRefusalKey, readonly NagarajaRefusalParams[NagarajaRefusalKey][]][]) {
      for (const params of samples) {
        const say = (text: typeof nagarajaEnglish): string => (text.refusal[key] as (p: typeof params) => string)(params)
        const greek = say(nagarajaGreek)
        expect(englishWords(greek, ALLOWED), `${key}: ${greek}`).toEqual([])
        expect(greek).not.toEqual(say(nagarajaEnglish))
        for (const rule of say(nagarajaEnglish).match(/\bNQ?\d+\b/g) ?? []) expect(greek, key).toContain(rule)
      }
    }
  })

  it('every refusal scenario (one per code) carries its key and params, keeps its code, rule and English message, and renders in Greek', () => {
    const codes = Object.entries(nagarajaScenarios)
    expect(codes.length).toBeGreaterThan(15)
    for (const [code, scenario] of codes) {
      if (scenario === undefined) continue
      const v = refusalOf(nagaraja, scenario())
      expect(v.code).toBe(code)
      expect(v.text?.key, code).toBeDefined()
      expect(v.message).toBe((nagarajaEnglish.refusal[v.text?.key as NagarajaRefusalKey] as (p: unknown) => string)(v.text?.params))
      expect(nagaraja.violationText(v, 'el')).toBe(v.message) // a game not speaking Greek: the English message
      const greek = naga.violationText(v, 'el')
      expect(greek).not.toBe(v.message)
      expect(englishWords(greek, ALLOWED), greek).toEqual([])
      for (const rule of v.rule === undefined ? [] : v.message.includes(v.rule) ? [v.rule] : []) expect(greek).toContain(rule)
    }
  })

  it('violationText never throws and falls back to the English message on hostile or unknown texts', () => {
    const hostile = [
      { code: 'X', message: 'm', text: { key: 'noSuchKey', params: {} } },
      { code: 'X', message: 'm', text: { key: 'notInHand', params: { card: { toString: () => { throw new Error('boom') } } } } },
      { code: 'X', message: 'm', text: { key: 'mixedSymbols', params: {} } },
      { code: 'X', message: 'm', text: { key: 'toString', params: {} } },
      { code: 'X', message: 'm', text: { key: '__proto__', params: {} } },
      { code: 'X', message: 'm', text: null },
      null,
      42
    ]
    for (const v of hostile) expect(() => naga.violationText(v as never, 'el')).not.toThrow()
    expect(naga.violationText(hostile[0] as never, 'el')).toBe('m')
    expect(naga.violationText(hostile[3] as never, 'el')).toBe('m')
    // params naming Object.prototype's members are words of no catalogue, never its functions
    for (const locale of ['en', 'el'] as const) {
      const said = naga.violationText({ code: 'WRONG_STEP', message: 'm', text: { key: 'wrongStep', params: { move: 'x', step: 'constructor', now: 'toString' } } }, locale)
      expect(said).not.toMatch(/native code|function/)
    }
    expect(nagarajaGreek.prompt.chance('constructor')).toBe('Το παιχνίδι συνεχίζεται μόνο του')
    expect(nagarajaEnglish.prompt.waiting(1, 'toString', '')).toBe('Seat 1 is deciding')
  })

  it('the outcome reasons (N65, N66, NQ10): written by the English catalogue, read back as data, said in Greek; a reason in no known form stays as stored', () => {
    for (const r of REASONS) {
      const english = nagarajaEnglish.end(r)
      const back = endReasonOf(english)
      expect(back && nagarajaEnglish.end(back)).toBe(english)
      const greek = nagarajaGreek.end(r)
      expect(back && nagarajaGreek.end(back)).toBe(greek)
      expect(englishWords(greek, ALLOWED), greek).toEqual([])
      expect(greek).toContain(english.match(/\((NQ?\d+)\)$/)?.[1])
    }
    expect(endReasonOf('seat 0 wins by decree')).toBeUndefined()
    expect(endReasonOf('seat 0 reached 3 VP (25 or more) and wins (N65) ')).toBeUndefined()
    const s = randomPlayout(naga, { players: 2 }, 'end')
    if (E.isLeft(s)) throw new Error(s.left.message)
    const state = s.right.state
    expect(naga.outcome(state)?.reason).toBe(nagaraja.outcome(state)?.reason)
    const said = naga.outcome(state, 'el')?.reason
    const r = state.end === null ? undefined : endReasonOf(state.end.reason)
    expect(r).toBeDefined()
    expect(said).toBe(nagarajaGreek.end(r as EndReason))
    const odd = { ...state, end: { winner: 0, reason: 'seat 0 wins by decree' } }
    expect(naga.outcome(odd, 'el')?.reason).toBe('seat 0 wins by decree')
    expect(['relics', 'amulets', 'other'].map((k) => naga.breakdownLabel(k, state, 'el'))).toEqual(['κειμήλια', 'φυλαχτά', 'other'])
    expect(naga.breakdownLabel('relics', state)).toBe('relics')
  })

  it('Greek grammar: a number and its noun (1 πόντο, 2 πόντους μοίρας; 1 κάρτα, 5 κάρτες; 1 δωμάτιο, 21 δωμάτια; 1 ράβδο, 2 ράβδους)', () => {
    const face = (fate: number, naga: boolean) => nagarajaGreek.move.stickThrown(1, 'white', { fate, naga })
    expect([1, 2, 0].map((f) => face(f, f === 0))).toEqual([
      'η άσπρη ράβδος μοίρας του παίκτη 1 δείχνει 1 πόντο μοίρας',
      'η άσπρη ράβδος μοίρας του παίκτη 1 δείχνει 2 πόντους μοίρας',
      'η άσπρη ράβδος μοίρας του παίκτη 1 δείχνει 0 πόντους μοίρας και ένα Νάγκα'
    ])
    expect([1, 5, 22].map((k) => nagarajaGreek.label.deck(k))).toEqual(['η στοίβα των καρτών: 1 κάρτα', 'η στοίβα των καρτών: 5 κάρτες', 'η στοίβα των καρτών: 22 κάρτες'])
    expect([1, 21].map((k) => nagarajaGreek.label.roomStack(k))).toEqual(['η στοίβα δωματίων: 1 δωμάτιο', 'η στοίβα δωματίων: 21 δωμάτια'])
    expect([1, 2].map((k) => nagarajaGreek.label.card({ id: 'ST09', ability: 'DISCARD_STICKS', param: k, symbol: 'sticks' }, 0))).toEqual([
      'κάρτα ST09 (ξεσκαρτάρετε 1 ράβδο· Ράβδοι μοίρας)',
      'κάρτα ST09 (ξεσκαρτάρετε 2 ράβδους· Ράβδοι μοίρας)'
    ])
    expect([1, 2].map((k) => nagarajaGreek.words.amulet({ kind: 'vp', effect: 'vp', value: k }))).toEqual(['φυλαχτό 1 πόντου νίκης', 'φυλαχτό 2 πόντων νίκης'])
    expect(nagarajaGreek.revealed.selected(0, ['RE02', 'RE04', 'RE11'])).toBe('ο παίκτης 0 επέλεξε τις κάρτες RE02, RE04 και RE11')
    expect(nagarajaGreek.revealed.selected(0, ['RE02'])).toBe('ο παίκτης 0 επέλεξε την κάρτα RE02')
    // English fixes of the same kind: "1 fate point", "keep the other 1 card"
    expect(nagarajaEnglish.move.stickThrown(1, 'white', { fate: 1, naga: false })).toBe("seat 1's white stick shows 1 fate point")
    expect(nagarajaEnglish.prompt.give(0, 1)).toBe('Choose the card to give to seat 0 (you keep the other 1 card)')
    expect(nagarajaEnglish.refusal.arrows({ arrows: 'self', seat: 1, own: 0 })).toBe("the card's arrows (self) do not allow targeting seat 1's things (N9)")
  })

  it('the glossary: every term of the rulebook has a form the catalogue uses, and a line of the rulebook that holds it', () => {
    const glossary = readGlossary(join(root, 'src/locales/el/nagaraja.glossary.json'))
    expect(glossary.game).toBe('nagaraja')
    expect(glossary.locale).toBe('el')
    expect(glossary.terms.length).toBeGreaterThan(30)
    const source = readFileSync(join(root, 'src/locales/el/nagaraja.ts'), 'utf8')
    // The Greek rulebook lies beside the repository (../shared from the main checkout, ../../shared
    // from a worktree; not shipped in it): where it is, every line must be in it.
    const seeds = [join(root, '..', 'shared', 'seeds'), join(root, '..', '..', 'shared', 'seeds')].find((d) => existsSync(d)) ?? ''
    const book = seeds === '' ? undefined : readdirSync(seeds).find((f) => f.startsWith('004_'))
    const rulebook = book === undefined ? undefined : readFileSync(join(seeds, book), 'utf8')
    const folded = { ...glossary, terms: glossary.terms.map((t) => ({ ...t, term: fold(t.term), forms: t.forms.map(fold), line: fold(t.line) })) }
    expect(glossaryProblems(folded, fold(source), rulebook === undefined ? undefined : fold(rulebook))).toEqual([])
    // the check can fail: a term the catalogue never says
    const unused = { ...glossary, terms: [{ term: 'περγαμνή', english: 'scroll', forms: ['περγαμνή'], line: 'ο **οδηγός και παίρνει την περγαμνή**' }] }
    expect(glossaryProblems(unused, source)).toHaveLength(1)
  })

  it('the per-seat logs of a vector game in Greek (snapshots)', async () => {
    const vector = join(root, 'vectors/nagaraja/vector-2p-greedy.json')
    for (const seat of [0, 1, 'spectator'] as const) {
      await expect(logSnapshot(eraseGame(naga), vector, seat, 'el')).toMatchFileSnapshot(`__snapshots__/nagaraja.el.${seat}.log.txt`)
    }
  })

  it('the logs in Greek pass the non-interference check of the harness (N16, N52, N14: hidden cards, peeks and amulets stay hidden in every locale)', () => {
    runHarness({ game: naga, locale: 'el', config: fc.constant<NagarajaConfig>({ players: 2 }), runs: 2, resampleHidden, checkEvery: 9, seed: 29 })
  })

  it('a redacted step in Greek names the seat and nothing hidden', () => {
    const s = randomPlayout(naga, { players: 2 }, 'redact', { maxSteps: 400 })
    if (E.isLeft(s)) throw new Error(s.left.message)
    const log = logFor(naga, s.right.transcript, 1, 'el')
    if (E.isLeft(log)) throw new Error(log.left.message)
    const hidden = log.right.filter((e) => e.redacted)
    expect(hidden.length).toBeGreaterThan(0)
    for (const e of hidden) {
      expect(e.text).toMatch(/^ο παίκτης \d /)
      expect(e.text).not.toMatch(/[A-Z]{2}\d\d/) // no card id
      if (e.actor !== CHANCE) expect(e.text).toMatch(/^ο παίκτης 0 (επιλέγει μια κάρτα και την τοποθετεί κλειστή|παίρνει μια κάρτα από τα σκάρτα)$/)
    }
  })

  it('play nagaraja --lang el: the story, the temples and the result in Greek, as the rulebook says them', async () => {
    const r = await runCli(['play', 'nagaraja', '--seed', '7', '--lang', 'el'])
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/^Γύρος 1 +η καφέ ράβδος μοίρας του παίκτη \d δείχνει \d πόντους μοίρας/m)
    expect(r.out).toMatch(/παίκτης \d: (επιλέγει την κάρτα|πάει πάσο|χρησιμοποιεί το Νάγκα)/)
    expect(r.out).toMatch(/^Τέλος του παιχνιδιού: ο παίκτης \d (συγκέντρωσε|άνοιξε|τοποθέτησε)/m)
    expect(r.out).toMatch(/— (κειμήλια|φυλαχτά) \d+/)
    // every line but the header (names, seed, bots) and the command line to run again
    const told = r.out.split('\n').slice(1).filter((l) => !l.trimStart().startsWith('tabletop-rules '))
    expect(told.flatMap((l) => englishWords(l, ['greedy']).map((w) => `${w} in: ${l}`)).slice(0, 5)).toEqual([])
  })
})
