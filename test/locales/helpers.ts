/**
 * Test helpers for locales (issue 29, docs/locales.md), shared by every game: every text a game
 * says in a locale over random games (bounded by games and steps), the English words left in a
 * text, the glossary check and the per-seat log of a vector game as text.
 */
import { readFileSync } from 'node:fs'
import { englishWords, NOTATION } from './english-words.js'
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  decodeVector,
  isRedacted,
  logEntry,
  logFor,
  pickIndex,
  randomPlayout,
  replayStates,
  sampler,
  type Actor,
  type AnyGame,
  type Locale,
  type Seat,
  type WithRng
} from '../../src/core/index.js'

/** What {@link localeTexts} plays. */
export interface TextRun {
  /** One random game per seed. */
  readonly seeds: readonly string[]
  /** Steps per game at most (the texts of the steps played; the outcome only if the game ended). */
  readonly maxSteps: number
  /** The config (default: the game's fewest players). */
  readonly config?: unknown
  /** Elements asked `why` about per decision (default 6). */
  readonly whyPerStep?: number
}

/** One text and where it came from (for a failure that names it). */
export interface SaidText {
  /** Where: `describeMove`, `log`, `revealed`, `instruction`, `label`, `why`, `refusal`, `outcome`, `breakdown`. */
  readonly where: string
  /** The text. */
  readonly text: string
}

/**
 * Every text `game` says in `locale` over random games: each step described, each viewer's log entry
 * and revealed facts, the prompt of each deciding seat (instruction and labels), `why` for some
 * elements, refusals (a move by a seat not acting, a malformed move, moves seen earlier that are
 * illegal now, a pick not offered) through `violationText`, the outcome's reason and breakdown
 * labels. Bounded by `seeds.length × maxSteps` steps.
 */
export const localeTexts = (game: AnyGame, locale: Locale, run: TextRun): SaidText[] => {
  const out: SaidText[] = []
  const say = (where: string, text: string): void => {
    out.push({ where, text })
  }
  for (const seed of run.seeds) {
    const config = run.config ?? { players: game.players.min }
    const played = randomPlayout(game, config, seed, { maxSteps: run.maxSteps })
    if (E.isLeft(played)) throw new Error(`${game.id} ${seed}: ${played.left.message}`)
    const r = replayStates(game, played.right.transcript)
    if (E.isLeft(r)) throw new Error(`${game.id} ${seed}: ${r.left.message}`)
    const { states, steps } = r.right
    const rand = sampler(`${seed}/texts`).next
    const players = game.scores(states[0] as WithRng).length
    const viewers: readonly (Seat | 'spectator')[] = [...Array.from({ length: players }, (_, i) => i), 'spectator']
    const seen: unknown[] = []
    steps.forEach((step, i) => {
      const before = states[i] as WithRng
      const after = states[i + 1] as WithRng
      say('describeMove', game.describeMove(before, step.actor, step.move, locale))
      for (const viewer of viewers) {
        const entry = logEntry(game, before, step.actor, step.move, after, viewer, i, locale)
        say(isRedacted(entry.move) ? 'log (redacted)' : 'log', entry.text)
        for (const t of entry.revealed) say('revealed', t)
      }
      // Refusals: a seat that is not acting, a malformed move, and moves seen earlier (illegal now, mostly).
      const acting = game.actors(before)
      const idle = Array.from({ length: players }, (_, s) => s).find((s) => !acting.includes(s))
      const refusals = [
        idle === undefined ? undefined : game.apply(before, idle, step.move),
        game.apply(before, step.actor, { not: 'a move' }),
        ...[0, 1].map(() => (seen.length === 0 ? undefined : game.apply(before, step.actor, seen[pickIndex(rand(), seen.length)])))
      ]
      for (const refused of refusals) if (refused !== undefined && E.isLeft(refused)) say('refusal', game.violationText(refused.left, locale))
      seen.push(step.move)
      if (seen.length > 40) seen.shift()
      for (const actor of acting as readonly Actor[]) {
        if (actor === CHANCE) continue
        const view = game.view(before, actor)
        const prompt = game.prompt(view, actor, [], locale)
        if (E.isLeft(prompt)) throw new Error(`${game.id} ${seed} step ${i}: prompt refused: ${prompt.left.message}`)
        say('instruction', prompt.right.instruction)
        for (const t of prompt.right.targets) say('label', t.label)
        const elements = game.elements(view)
        if (E.isLeft(elements)) continue
        const ids = Object.keys(elements.right)
        const offered = new Set(prompt.right.targets.map((t) => t.element))
        for (let k = 0; k < (run.whyPerStep ?? 6) && ids.length > 0; k++) {
          const element = ids[pickIndex(rand(), ids.length)] as string
          const why = game.why(view, actor, element, [], locale)
          if (E.isRight(why) && why.right.reason !== undefined) say('why', why.right.reason)
          if (!offered.has(element)) {
            const bad = game.prompt(view, actor, [element], locale)
            if (E.isLeft(bad)) say('refusal (pick)', game.violationText(bad.left, locale))
          }
        }
      }
    })
    const last = states[states.length - 1] as WithRng
    const outcome = game.outcome(last, locale)
    if (outcome !== undefined) {
      say('outcome', outcome.reason)
      for (const key of Object.keys(outcome.breakdown[0] ?? {})) say('breakdown', game.breakdownLabel(key, last, locale))
    }
    const view = game.view(last, 0)
    const waiting = game.prompt(view, 0, [], locale)
    if (E.isRight(waiting)) say('instruction', waiting.right.instruction)
  }
  return out
}

export { englishWords }

/** The words of English texts, lower case (for {@link englishWords} over a Latin-script locale). */
export const vocabularyOf = (texts: readonly SaidText[]): ReadonlySet<string> =>
  new Set(texts.flatMap(({ text }) => NOTATION.reduce((t, re) => t.replace(re, ' '), text).match(/[A-Za-z]{2,}/g) ?? []).map((w) => w.toLowerCase()))

/** The texts of {@link localeTexts} that keep an English word, each once, with the words. */
export const textsWithEnglish = (texts: readonly SaidText[], allowed: readonly string[] = [], vocabulary?: ReadonlySet<string>): string[] => {
  const found = new Set<string>()
  for (const { where, text } of texts) {
    const words = englishWords(text, allowed, vocabulary)
    if (words.length > 0) found.add(`${where}: [${words.join(', ')}] ${text}`)
  }
  return [...found]
}

/** A glossary file (docs/locales.md, "The glossary"). */
export interface Glossary {
  readonly game: string
  readonly locale: string
  readonly rulebook: string
  readonly terms: readonly { readonly term: string; readonly english: string; readonly forms: readonly string[]; readonly line: string }[]
}

/** Reads a glossary file. */
export const readGlossary = (file: string): Glossary => JSON.parse(readFileSync(file, 'utf8')) as Glossary

/**
 * What is wrong with a glossary against its catalogue's source and the rulebook's text: a term
 * with no form in the catalogue, a form that is not in the catalogue, a line that is not in the
 * rulebook (`rulebook`: its text, whitespace folded; lines are compared whitespace folded too).
 */
export const glossaryProblems = (glossary: Glossary, catalogueSource: string, rulebook?: string): string[] => {
  const fold = (s: string): string => s.replace(/\s+/g, ' ').trim()
  const book = rulebook === undefined ? undefined : fold(rulebook)
  const out: string[] = []
  for (const t of glossary.terms) {
    if (t.forms.length === 0) out.push(`${t.term}: no forms`)
    if (!t.forms.some((f) => catalogueSource.includes(f))) out.push(`${t.term}: none of its forms (${t.forms.join(', ')}) is in the catalogue`)
    if (fold(t.line) === '') out.push(`${t.term}: no rulebook line`)
    else if (!fold(t.line).toLowerCase().includes(t.term.toLowerCase().split(' ')[0] ?? '')) out.push(`${t.term}: its line does not contain it`)
    if (book !== undefined && !book.includes(fold(t.line))) out.push(`${t.term}: its line is not in the rulebook: ${t.line}`)
  }
  return out
}

/** The per-seat log of a shipped vector game as text, one line per step (its revealed facts indented). */
export const logSnapshot = (game: AnyGame, vectorFile: string, seat: Seat | 'spectator', locale: Locale): string => {
  const vector = decodeVector(JSON.parse(readFileSync(vectorFile, 'utf8')))
  if (E.isLeft(vector)) throw new Error(vector.left.message)
  const v = vector.right
  if (v.seed === undefined) throw new Error(`${vectorFile} starts from a state: take a vector that starts from a seed`)
  const transcript = { game: v.game, rulesVersion: v.rulesVersion, config: v.config, seed: v.seed, moves: v.steps.map((s) => ({ actor: s.actor, move: s.move })) }
  const log = logFor(game, transcript, seat, locale)
  if (E.isLeft(log)) throw new Error(log.left.message)
  return log.right.map((e) => [`${e.index}. ${e.text}`, ...e.revealed.map((r) => `   + ${r}`)].join('\n')).join('\n') + '\n'
}
