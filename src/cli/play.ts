/**
 * `tabletop-rules play <game>`: plays one game between bots and prints it by rounds and turns
 * (every step with `--verbose`), each player's board at the end, and the ranking with the score
 * breakdown.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, localize, type AnyGame, type Outcome, type Say, type WithRng } from '../core/index.js'
import { playMatch } from '../bots/index.js'
import type { CliGame } from './registry.js'
import { parseMatch } from './options.js'
import { LINE_WIDTH, tellStory, wrapLine, type StoryStep } from './story.js'
import { badInput, checkFailed, colour, type CliError } from './output.js'
import { commandLine, shellWord } from './command-line.js'
import { transcriptOf, writeJson } from './transcript-file.js'
import { str } from './args.js'
import { CLI_BUNDLES, parseLang, PLAY_TEXT, type PlayText } from './text.js'

/** The default `--bots` of `play`: the greedy bot on every seat (two sensible players). */
export const PLAY_BOTS = 'greedy'

/** The options of `play`: those of every game command, `--verbose` and `--transcript`. */
export const playOptions = { verbose: { type: 'boolean' }, transcript: { type: 'string' }, lang: { type: 'string' } } as const

const who = (actor: number | typeof CHANCE, bots: readonly { name: string }[], name: string): string =>
  actor === CHANCE ? colour.dim(name) : colour.bold(name) + colour.dim(` (${bots[actor]?.name ?? '?'})`)

/** Formats the final ranking and breakdown (its entries named by `label`, as the boards name them), in the words of `text`. */
export const formatOutcome = (o: Outcome, label: (key: string) => string = (k) => k, text: PlayText = PLAY_TEXT.en): string => {
  const lines = [colour.bold(text.gameOver(o.reason))]
  o.ranking.forEach((group, i) => {
    for (const seat of group) {
      const parts = Object.entries(o.breakdown[seat] ?? {}).filter(([, v]) => v !== 0).map(([k, v]) => `${label(k)} ${v}`).join(', ')
      lines.push(...wrapLine(`  ${i + 1}. ${text.ranked(seat, o.scores[seat] ?? 0, group.length > 1)}${parts === '' ? '' : ` — ${parts}`}`, LINE_WIDTH, 6))
    }
  })
  lines.push(text.winners(o.winners))
  return lines.join('\n')
}

/** The boards of every seat: side by side when they fit in a line, else one under the other. */
const boards = (titles: readonly string[], pictures: readonly string[]): string[] => {
  const blocks = pictures.map((p, i) => [titles[i] ?? '', ...p.split('\n')])
  const width = Math.max(...blocks.flat().map((l) => [...l].length))
  const gap = 4
  if (blocks.length * width + (blocks.length - 1) * gap <= LINE_WIDTH) {
    const rows = Math.max(...blocks.map((b) => b.length))
    return Array.from({ length: rows }, (_, r) => blocks.map((b) => (b[r] ?? '').padEnd(width + [...(b[r] ?? '')].length - (b[r] ?? '').length)).join(' '.repeat(gap)).trimEnd())
  }
  return blocks.flatMap((b) => [...b.flatMap((l) => wrapLine(l)), ''])
}

/** Plays and prints one game: by rounds and turns (or every step with `--verbose`), the boards, the result. */
export const runPlay = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const setup = parseMatch(registry, args, 'play', {
    game: registry['the-border'] !== undefined ? 'the-border' : Object.keys(registry)[0],
    seed: 'demo',
    bots: PLAY_BOTS,
    extra: playOptions
  })
  if (E.isLeft(setup)) return setup
  const { g, players, config, bots, seed, parsed, options } = setup.right
  const lang = parseLang(str(parsed, 'lang'))
  if (E.isLeft(lang)) return lang
  const locale = lang.right
  const words = PLAY_TEXT[locale]
  const game: AnyGame = locale === 'en' ? g.game : localize(g.game, CLI_BUNDLES[locale])
  if (!game.locales.includes(locale)) {
    return E.left(badInput(`${g.game.title} does not speak '${locale}' yet: --lang ${game.locales.join(', ')}.`))
  }
  // The game's catalogue in the locale, for its board pictures (a bundle's catalogue is the game's text interface).
  const bundle = locale === 'en' ? undefined : CLI_BUNDLES[locale]
  const say: Say<unknown> | undefined = bundle === undefined ? undefined : { locale, text: bundle.games[g.game.id], core: bundle.core }
  const verbose = parsed.values['verbose'] === true
  // The demo (no arguments): the brief story, one line per round, and the boards in brief.
  const demo = args.length === 0
  const transcriptFile = typeof parsed.values['transcript'] === 'string' ? parsed.values['transcript'] : undefined
  out(colour.bold(words.header(game.title, game.id, game.rulesVersion, players, seed, bots.map((b) => b.name).join(', '))))
  const steps: StoryStep[] = []
  let lastScores = ''
  let lastRound: unknown
  const result = playMatch(game, config, seed, bots, {
    onStep: (step) => {
      steps.push(step)
      if (!verbose) return
      const { before, after, actor, move } = step
      const round = g.round(before)
      if (round !== undefined && round !== lastRound) out(colour.bold(words.story.round(round)))
      lastRound = round
      // Descriptions may name the seat themselves; the log already does.
      const name = actor === CHANCE ? game.actorName(actor, locale) : words.story.seat(actor)
      const said = game.describeMove(before as WithRng, actor, move, locale)
      const text = said.startsWith(`${game.actorName(actor, locale)}: `) ? said.slice(game.actorName(actor, locale).length + 2) : said
      // wrapped as plain text (colour codes take no room on the screen), then coloured
      const plain = actor === CHANCE ? name : `${name} (${bots[actor]?.name ?? '?'})`
      wrapLine(`${String(steps.length).padStart(4)} ${plain}: ${text}`, LINE_WIDTH, 6).forEach((line, i) => out(i === 0 ? line.replace(plain, who(actor, bots, name)) : line))
      const scores = game.scores(after as WithRng).join(' · ')
      if (scores !== lastScores) {
        if (lastScores !== '') out(colour.dim(`       ${words.story.scores(scores)}`))
        lastScores = scores
      }
    }
  })
  // The transcript first, also of a game that failed (up to the refused step): replay names the step.
  const saved = transcriptFile === undefined ? E.right(undefined) : writeJson(transcriptFile, transcriptOf(game, config, seed, steps))
  if (E.isLeft(saved)) return saved
  if (E.isLeft(result)) {
    return E.left(checkFailed(`The game failed: ${result.left.message}${transcriptFile === undefined ? '' : ` (its transcript: ${transcriptFile})`} — to reproduce: ${commandLine('play', options, [...(locale === 'en' ? [] : ['--lang', locale]), '--verbose'])}`))
  }
  if (!verbose) {
    const heading = words.story.round(0).replace(/0$/, '')
    for (const line of tellStory({ ...g, game }, steps, { brief: demo, locale, words: words.story })) {
      out(line.startsWith(heading) ? line.replace(/^(\S+ \d+)/, (r: string) => colour.bold(r)) : line)
    }
  }
  const { state } = result.right
  out('')
  const seats = Array.from({ length: players }, (_, seat) => seat)
  const titles = seats.map((seat) => words.boardTitle(seat, bots[seat]?.name ?? '?'))
  const brief = demo && g.renderBrief !== undefined ? seats.map((seat) => g.renderBrief?.(state, seat)) : undefined
  const pictures = brief === undefined ? seats.map((seat) => g.render(state, seat, say)) : brief.map((b) => b?.picture ?? '')
  for (const line of boards(titles, pictures)) out(titles.some((t) => line.startsWith(t)) ? colour.bold(line) : line)
  if (brief !== undefined) {
    for (const legend of new Set(brief.map((b) => b?.legend ?? ''))) if (legend !== '') out(legend)
    out('')
  }
  const o = game.outcome(state, locale)
  const label = locale === 'en' ? g.story.label : (k: string, s: unknown) => game.breakdownLabel(k, s as WithRng, locale)
  out(o === undefined ? words.noEnd(steps.length) : formatOutcome(o, label === undefined ? undefined : (k) => label(k, state), words))
  if (transcriptFile !== undefined) out(`transcript: ${transcriptFile} (tabletop-rules replay ${shellWord(transcriptFile)})`)
  if (!verbose) {
    out(colour.dim(words.seeEveryStep(steps.length)))
    out(`  ${commandLine('play', options, [...(locale === 'en' ? [] : ['--lang', locale]), '--verbose'])}`)
  }
  return E.right(undefined)
}
