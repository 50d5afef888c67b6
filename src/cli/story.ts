/**
 * The game as a story a person can follow: steps grouped by rounds and turns, derived from the
 * game's own words (`describeMove`) and the round its module reads from a state
 * (`command.round`) — no game-specific rules here. A line is one seat's turn: its decisions in order, similar ones merged ("crosses box
 * 41, 50"), the chance results that follow a decision shown after an arrow ("re-rolls red → 🎲
 * blue"), and the scores when they change. Rounds are numbered as players count them (from 1);
 * lines are wrapped at 100 characters. The brief story (the demo) keeps what changes the boards,
 * one line per round.
 * @module
 */
import { CHANCE, type Actor, type AnyGame, type Locale, type WithRng } from '../core/index.js'
import type { StoryStyle } from '../games/game-module.js'

/** One step as the story needs it. */
export interface StoryStep {
  /** The state before the step. */
  readonly before: unknown
  /** The state after the step. */
  readonly after: unknown
  /** Who moved. */
  readonly actor: Actor
  /** The move. */
  readonly move: unknown
}

export type { StoryStyle }

/** A game as the story tells it: the game, its round reader and its story style (a `CliGame`). */
export interface StoryGame {
  /** The game. */
  readonly game: AnyGame
  /** The round a state is in (as players count it, from 1), or `undefined` when the game shows no rounds. */
  round(state: unknown): number | undefined
  /** How the game's steps read. */
  readonly story: StoryStyle
}

/** The story's own words (the game's come from `describeMove` in the locale). */
export interface StoryWords {
  /** A round heading: "Round 3". */
  readonly round: (round: number) => string
  /** A turn line's seat: "seat 1". */
  readonly seat: (seat: number) => string
  /** Before a roll of dice told as 🎲: "rolls". */
  readonly rolls: string
  /** The scores after a turn: "scores 4 · 7". */
  readonly scores: (scores: string) => string
}

/** The story in English. */
export const storyEnglish: StoryWords = {
  round: (round) => `Round ${round}`,
  seat: (seat) => `seat ${seat}`,
  rolls: 'rolls',
  scores: (scores) => `scores ${scores}`
}

/** Lines are at most this long (characters). */
export const LINE_WIDTH = 100

/**
 * `line` in lines of at most `width` characters: broken after "; " where it can, else after ", ",
 * else at a space; the following lines indented by `indent` spaces.
 */
export const wrapLine = (line: string, width = LINE_WIDTH, indent = 12): string[] => {
  const out: string[] = []
  let rest = line
  let pad = ''
  while ([...pad, ...rest].length > width) {
    const room = width - pad.length
    const head = rest.slice(0, room + 1)
    const at = [head.lastIndexOf('; '), head.lastIndexOf(', '), head.lastIndexOf(' ')].find((i) => i > indent) ?? -1
    if (at <= 0) break
    const cut = rest[at] === ' ' ? at : at + 1
    out.push(`${pad}${rest.slice(0, cut).trimEnd()}`)
    rest = rest.slice(cut).trimStart()
    pad = ' '.repeat(indent)
  }
  out.push(`${pad}${rest}`)
  return out
}

/** Runs of one phrase said once with a count: "gets 2 fate points", "gets 2 fate points" → "gets 2 fate points ×2". */
const countRepeats = (phrases: readonly string[]): string[] =>
  phrases.reduce<{ readonly text: string; readonly times: number }[]>((runs, p) => {
    const last = runs[runs.length - 1]
    return last !== undefined && last.text === p && !p.startsWith('🎲') ? [...runs.slice(0, -1), { text: p, times: last.times + 1 }] : [...runs, { text: p, times: 1 }]
  }, []).map((r) => (r.times === 1 ? r.text : `${r.text} ×${r.times}`))

/**
 * Phrases with a common beginning merged: "crosses box 1", "crosses box 72" → "crosses box 1, 72";
 * a phrase repeated at once is said once with its count (never "fate points, points"); dice
 * stay a roll ("🎲 red red").
 */
export const mergePhrases = (said: readonly string[]): string[] => {
  const phrases = countRepeats(said)
  const out: string[] = []
  let prefix: string[] | undefined
  let first: string[] | undefined
  let tails: string[] = []
  const flush = () => {
    if (first === undefined) return
    // Dice read as a roll ("🎲 red blue blue"), other lists with commas ("crosses box 41, 50").
    out.push(prefix === undefined ? first.join(' ') : `${prefix.join(' ')} ${tails.join(prefix.join(' ') === '🎲' ? ' ' : ', ')}`)
    first = undefined
    prefix = undefined
    tails = []
  }
  for (const phrase of phrases) {
    const words = phrase.split(' ')
    if (first !== undefined && prefix !== undefined && words.length > prefix.length && prefix.every((w, i) => words[i] === w)) {
      tails.push(words.slice(prefix.length).join(' '))
      continue
    }
    if (first !== undefined && prefix === undefined) {
      let n = 0
      while (n < first.length - 1 && n < words.length - 1 && first[n] === words[n]) n++
      const common = first.slice(0, n)
      // Two words in common at least ("crosses box", "the card is"), or a die ("🎲"): one verb alone may start unlike phrases.
      // …or one verb before component names ("selects RE11 (…)", "selects RE10 (…)").
      const named = (w: string[]): boolean => /^([A-Z]{2}\d+|\d+)\b/.test(w[n] ?? '')
      if (n >= 2 || (n === 1 && (common[0] === '🎲' || (named(first) && named(words))))) {
        prefix = common
        tails = [first.slice(n).join(' '), words.slice(n).join(' ')]
        continue
      }
    }
    flush()
    first = words
  }
  flush()
  return out
}

/** A turn line being built: the seat and its phrases (each a decision, or a chance run after one). */
interface Line {
  readonly seat: number | undefined
  readonly parts: { kind: 'seat' | 'chance'; texts: string[] }[]
  readonly scoresBefore: string
}

/**
 * Tells the game's story: returns the lines, given every step in order. `brief`: only what the
 * style's brief rewrites keep, one line per round.
 */
export const tellStory = (
  { game, round: roundOf, story: english }: StoryGame,
  steps: readonly StoryStep[],
  options: { readonly brief?: boolean; readonly locale?: Locale; readonly words?: StoryWords } = {}
): string[] => {
  const locale = options.locale ?? 'en'
  const words = options.words ?? storyEnglish
  // The game's rewrites read English phrases: in another locale the phrases are told as they are.
  const style: StoryGame['story'] = locale === 'en' ? english : { rollsOpenTurn: english.rollsOpenTurn }
  const brief = options.brief === true ? (style.brief ?? {}) : undefined
  const records: { round: number | undefined; text: string }[] = []
  const scoresOf = (s: unknown): string => game.scores(s as WithRng).join(' · ')
  let line: Line | undefined
  let pendingChance: string[] = []
  let pendingScores = ''
  const prefixWidth = 10
  const emit = (text: string, round: number | undefined) => {
    records.push({ round, text })
  }
  const render = (l: Line): string =>
    l.parts
      .filter((p) => p.texts.length > 0)
      .map((p, i) => {
        const merged = mergePhrases(p.texts).join('; ')
        return p.kind === 'chance' ? (i === 0 ? (merged.startsWith('🎲') ? `${words.rolls} ${merged}` : merged) : `→ ${merged}`) : merged
      })
      .join('; ')
      .replace(/; → /g, ' → ')
  let lineRound: number | undefined
  const flushLine = (endScores: string) => {
    if (line === undefined) return
    const scores = endScores !== line.scoresBefore ? `  (${words.scores(endScores)})` : ''
    const text = render(line)
    const shown = brief?.turn?.(text) ?? text
    if (shown !== '' || scores !== '') emit(`${line.seat === undefined ? '' : `${words.seat(line.seat)}: `}${shown === '' ? '…' : shown}${scores}`, lineRound)
    line = undefined
  }
  const flushChance = (round: number | undefined, scores: string) => {
    if (pendingChance.length === 0) return
    line = { seat: undefined, parts: [{ kind: 'chance', texts: pendingChance }], scoresBefore: pendingScores }
    lineRound = round
    pendingChance = []
    flushLine(scores)
  }
  let lastScores = steps[0] === undefined ? '' : scoresOf(steps[0].before)
  for (const step of steps) {
    const round = roundOf(step.before)
    const name = game.actorName(step.actor, locale)
    const said = game.describeMove(step.before as WithRng, step.actor, step.move, locale)
    const described = said.startsWith(`${name}: `) ? said.slice(name.length + 2) : said
    if (step.actor === CHANCE) {
      if (pendingChance.length === 0) pendingScores = lastScores
      const styled = style.chance?.(described) ?? described
      const kept = brief?.chance?.(styled) ?? styled
      if (kept !== '') pendingChance.push(kept)
      lastScores = scoresOf(step.after)
      continue
    }
    const own = described.startsWith(`${name} `) ? described.slice(name.length + 1) : described
    const styled = style.seat?.(own) ?? own
    const text = brief?.seat?.(styled) ?? styled
    const seat = step.actor
    // Chance within the round that follows a decision is that decision's result ("→ 🎲 …").
    if (line !== undefined && round === lineRound && pendingChance.length > 0) {
      line.parts.push({ kind: 'chance', texts: pendingChance })
      pendingChance = []
    }
    if (line === undefined || line.seat !== seat || round !== lineRound) {
      flushLine(pendingChance.length > 0 ? pendingScores : lastScores)
      if (pendingChance.length > 0 && style.rollsOpenTurn !== true) flushChance(round, lastScores)
      line = { seat, parts: pendingChance.length > 0 ? [{ kind: 'chance', texts: pendingChance }] : [], scoresBefore: pendingChance.length > 0 ? pendingScores : lastScores }
      lineRound = round
      pendingChance = []
    }
    const last = line?.parts[line.parts.length - 1]
    if (text === '') {
      // dropped from the brief story
    } else if (last !== undefined && last.kind === 'seat') last.texts.push(text)
    else line?.parts.push({ kind: 'seat', texts: [text] })
    lastScores = scoresOf(step.after)
  }
  flushLine(pendingChance.length > 0 ? pendingScores : lastScores)
  flushChance(steps.length > 0 ? roundOf(steps[steps.length - 1]?.after) : undefined, lastScores)
  // The brief story: the turns of a round on one line.
  const grouped = brief === undefined ? records : records.reduce<{ round: number | undefined; text: string }[]>((acc, r) => {
    const prev = acc[acc.length - 1]
    if (prev !== undefined && prev.round === r.round) acc[acc.length - 1] = { round: r.round, text: `${prev.text}; ${r.text}` }
    else acc.push(r)
    return acc
  }, [])
  const out: string[] = []
  let shownRound: number | undefined
  for (const { round, text } of grouped) {
    const label = round !== undefined && round !== shownRound ? words.round(round) : ''
    if (label !== '') shownRound = round
    out.push(...wrapLine(`${label.padEnd(prefixWidth)}${text}`, LINE_WIDTH, prefixWidth + 2))
  }
  return out
}
