/**
 * `tabletop-rules play <game>`: plays one game between bots and prints it by rounds and turns
 * (every step with `--verbose`), each player's board at the end, and the ranking with the score
 * breakdown.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type AnyGame, type Outcome, type WithRng } from '../core/index.js'
import { playMatch } from '../bots/index.js'
import type { CliGame } from './registry.js'
import { parseMatch } from './options.js'
import { LINE_WIDTH, tellStory, wrapLine, type StoryStep } from './story.js'
import { checkFailed, colour, type CliError } from './output.js'
import { commandLine, shellWord } from './command-line.js'
import { transcriptOf, writeJson } from './transcript-file.js'

/** The default `--bots` of `play`: the greedy bot on every seat (two sensible players). */
export const PLAY_BOTS = 'greedy'

/** The options of `play`: those of every game command, `--verbose` and `--transcript`. */
export const playOptions = { verbose: { type: 'boolean' }, transcript: { type: 'string' } } as const

const who = (actor: number | typeof CHANCE, bots: readonly { name: string }[]): string =>
  actor === CHANCE ? colour.dim('chance') : colour.bold(`seat ${actor}`) + colour.dim(` (${bots[actor]?.name ?? '?'})`)

/** Formats the final ranking and breakdown (its entries named by `label`, as the boards name them). */
export const formatOutcome = (o: Outcome, label: (key: string) => string = (k) => k): string => {
  const lines = [colour.bold(`Game over: ${o.reason}`)]
  o.ranking.forEach((group, i) => {
    for (const seat of group) {
      const parts = Object.entries(o.breakdown[seat] ?? {}).filter(([, v]) => v !== 0).map(([k, v]) => `${label(k)} ${v}`).join(', ')
      const tie = group.length > 1 ? ' (tied)' : ''
      lines.push(...wrapLine(`  ${i + 1}. seat ${seat}: ${o.scores[seat]} point${Math.abs(o.scores[seat] ?? 0) === 1 ? '' : 's'}${tie}${parts === '' ? '' : ` — ${parts}`}`, LINE_WIDTH, 6))
    }
  })
  lines.push(`Winner${o.winners.length > 1 ? 's' : ''}: ${o.winners.map((s) => `seat ${s}`).join(', ')}`)
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
  const verbose = parsed.values['verbose'] === true
  // The demo (no arguments): the brief story, one line per round, and the boards in brief.
  const demo = args.length === 0
  const transcriptFile = typeof parsed.values['transcript'] === 'string' ? parsed.values['transcript'] : undefined
  const game: AnyGame = g.game
  out(colour.bold(`${game.title} (${game.id}, rules ${game.rulesVersion}) — ${players} players, seed '${seed}', bots ${bots.map((b) => b.name).join(', ')}`))
  const steps: StoryStep[] = []
  let lastScores = ''
  let lastRound: unknown
  const result = playMatch(game, config, seed, bots, {
    onStep: (step) => {
      steps.push(step)
      if (!verbose) return
      const { before, after, actor, move } = step
      const round = g.round(before)
      if (round !== undefined && round !== lastRound) out(colour.bold(`Round ${round}`))
      lastRound = round
      // Descriptions may name the seat themselves; the log already does.
      const text = game.describeMove(before as WithRng, actor, move).replace(/^(seat \d+|chance): /, '')
      // wrapped as plain text (colour codes take no room on the screen), then coloured
      const plain = actor === CHANCE ? 'chance' : `seat ${actor} (${bots[actor]?.name ?? '?'})`
      wrapLine(`${String(steps.length).padStart(4)} ${plain}: ${text}`, LINE_WIDTH, 6).forEach((line, i) => out(i === 0 ? line.replace(plain, who(actor, bots)) : line))
      const scores = game.scores(after as WithRng).join(' · ')
      if (scores !== lastScores) {
        if (lastScores !== '') out(colour.dim(`       scores: ${scores}`))
        lastScores = scores
      }
    }
  })
  // The transcript first, also of a game that failed (up to the refused step): replay names the step.
  const saved = transcriptFile === undefined ? E.right(undefined) : writeJson(transcriptFile, transcriptOf(game, config, seed, steps))
  if (E.isLeft(saved)) return saved
  if (E.isLeft(result)) {
    return E.left(checkFailed(`The game failed: ${result.left.message}${transcriptFile === undefined ? '' : ` (its transcript: ${transcriptFile})`} — to reproduce: ${commandLine('play', options, ['--verbose'])}`))
  }
  if (!verbose) for (const line of tellStory(g, steps, { brief: demo })) out(line.replace(/^(Round \d+)/, (r: string) => colour.bold(r)))
  const { state } = result.right
  out('')
  const seats = Array.from({ length: players }, (_, seat) => seat)
  const titles = seats.map((seat) => `— seat ${seat} (${bots[seat]?.name ?? '?'}) —`)
  const brief = demo && g.renderBrief !== undefined ? seats.map((seat) => g.renderBrief?.(state, seat)) : undefined
  const pictures = brief === undefined ? seats.map((seat) => g.render(state, seat)) : brief.map((b) => b?.picture ?? '')
  for (const line of boards(titles, pictures)) out(line.startsWith('— seat') ? colour.bold(line) : line)
  if (brief !== undefined) {
    for (const legend of new Set(brief.map((b) => b?.legend ?? ''))) if (legend !== '') out(legend)
    out('')
  }
  const o = game.outcome(state)
  const label = g.story.label
  out(o === undefined ? `The game did not end within the step limit (${steps.length} steps).` : formatOutcome(o, label === undefined ? undefined : (k) => label(k, state)))
  if (transcriptFile !== undefined) out(`transcript: ${transcriptFile} (tabletop-rules replay ${shellWord(transcriptFile)})`)
  if (!verbose) {
    out(colour.dim(`${steps.length} steps; to see every step:`))
    out(`  ${commandLine('play', options, ['--verbose'])}`)
  }
  return E.right(undefined)
}
