/**
 * The game as a story a person can follow: steps grouped by rounds and turns, derived from the
 * game's own words (`describeMove`) and the `round` number its states carry — no game-specific
 * rules here. A line is one seat's turn: its decisions in order, similar ones merged ("crosses box
 * 41, 50"), the chance results that follow a decision shown after an arrow ("re-rolls red → 🎲
 * blue"), and the scores when they change. Rounds are numbered as players count them (from 1);
 * lines are wrapped at 100 characters. The brief story (the demo) keeps what changes the boards,
 * one line per round.
 * @module
 */
import { CHANCE, type Actor, type AnyGame, type WithRng } from '../core/index.js'
import { BORDER_COMPONENTS, type BorderState } from '../games/the-border/index.js'

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

/** How a game's chance results read in a story (the only per-game knowledge, all optional). */
export interface StoryStyle {
  /** Rewrites a chance description (e.g. "a die shows red" → "🎲 red"). */
  readonly chance?: (text: string) => string
  /** Rewrites a seat's move description (after "seat N" is dropped). */
  readonly seat?: (text: string) => string
  /** True when chance before a seat's first decision is that seat's roll ("rolls 🎲 …"); otherwise it gets its own line. */
  readonly rollsOpenTurn?: boolean
  /** The round of a state as players count it (from 1); default: the state's `round` as it is. */
  readonly round?: (state: unknown) => number | undefined
  /**
   * The brief story: rewrites of chance and seat phrases (after the rewrites above), an empty text
   * dropping the phrase, and of each whole turn (a phrase that reads a turn shorter).
   */
  readonly brief?: { readonly chance?: (text: string) => string; readonly seat?: (text: string) => string; readonly turn?: (text: string) => string }
  /** The name of a score-breakdown entry as the boards show it (default: its key). */
  readonly label?: (key: string, state: unknown) => string
}

/** The `round` a state carries, if it is a number. */
const stateRound = (s: unknown): number | undefined => {
  const r = (s as { round?: unknown }).round
  return typeof r === 'number' ? r : undefined
}

/** The round after the one a state carries: for games whose states count rounds from 0. */
const fromZero = (s: unknown): number | undefined => {
  const r = stateRound(s)
  return r === undefined ? undefined : r + 1
}

/** The per-game styles the command knows; a game without one reads fine with the defaults. */
export const storyStyles: Readonly<Record<string, StoryStyle>> = {
  'the-border': {
    chance: (t) => t.replace(/^a die shows (\w+)$/, '🎲 $1'),
    seat: (t) => t.replace(/^re-rolls (.*)$/, (_, dice: string) => `re-rolls ${dice.replace(/, /g, ' ')}`),
    rollsOpenTurn: true,
    round: fromZero,
    // Briefly: what goes on the sheets (the dice and the rolling are in --verbose).
    brief: {
      chance: (t) => (t.startsWith('🎲') ? '' : t.replace(/^seat \d+ is chosen as the first active player$/, 'rolls first')),
      seat: (t) => (/^(re-rolls |stops rolling$|ends Action \d$)/.test(t) ? '' : t),
      turn: (t) => t.replace(/\bcompletes the /g, 'completes ').replace(/\b(\w+) (\d)-segment\b/g, '$1 $2')
    },
    // The breakdown is by area id ("windmill"); the sheets name the area ("Wind wheel").
    label: (key, s) => ((s as BorderState).components ?? BORDER_COMPONENTS).areas.find((a) => a.id === key)?.name ?? key
  },
  rajas: { chance: (t) => t.replace(/^tile (\d+) is revealed on stack (\d+)$/, 'tile revealed: $1 on stack $2').replace(/^an? (\w+) die is rolled: (\d+)$/, '🎲 $1 $2').replace(/^the re-rolled die shows (\d+)$/, '🎲 $1') },
  nagaraja: { chance: (t) => t.replace(/^the stick shows face (\d+)$/, 'stick face $1'), round: fromZero }
}

/** The round of `state` as players count it, as the game's story style reads it. */
export const roundOf = (game: AnyGame, state: unknown): number | undefined => (storyStyles[game.id]?.round ?? stateRound)(state)

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

/** Phrases with a common beginning merged: "crosses box 1", "crosses box 72" → "crosses box 1, 72". */
export const mergePhrases = (phrases: readonly string[]): string[] => {
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
export const tellStory = (game: AnyGame, steps: readonly StoryStep[], style: StoryStyle = storyStyles[game.id] ?? {}, options: { readonly brief?: boolean } = {}): string[] => {
  const brief = options.brief === true ? (style.brief ?? {}) : undefined
  const records: { round: number | undefined; text: string }[] = []
  const roundOf = (s: unknown): number | undefined => (style.round ?? stateRound)(s)
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
        return p.kind === 'chance' ? (i === 0 ? (merged.startsWith('🎲') ? `rolls ${merged}` : merged) : `→ ${merged}`) : merged
      })
      .join('; ')
      .replace(/; → /g, ' → ')
  let lineRound: number | undefined
  const flushLine = (endScores: string) => {
    if (line === undefined) return
    const scores = endScores !== line.scoresBefore ? `  (scores ${endScores})` : ''
    const text = render(line)
    const shown = brief?.turn?.(text) ?? text
    if (shown !== '' || scores !== '') emit(`${line.seat === undefined ? '' : `seat ${line.seat}: `}${shown === '' ? '…' : shown}${scores}`, lineRound)
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
    const described = game.describeMove(step.before as WithRng, step.actor, step.move).replace(/^(seat \d+|chance): /, '')
    if (step.actor === CHANCE) {
      if (pendingChance.length === 0) pendingScores = lastScores
      const styled = style.chance?.(described) ?? described
      const kept = brief?.chance?.(styled) ?? styled
      if (kept !== '') pendingChance.push(kept)
      lastScores = scoresOf(step.after)
      continue
    }
    const own = described.replace(/^seat \d+ /, '')
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
    const label = round !== undefined && round !== shownRound ? `Round ${round}` : ''
    if (label !== '') shownRound = round
    out.push(...wrapLine(`${label.padEnd(prefixWidth)}${text}`, LINE_WIDTH, prefixWidth + 2))
  }
  return out
}
