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
import { tellStory, type StoryStep } from './story.js'
import { checkFailed, colour, type CliError } from './output.js'

const who = (actor: number | typeof CHANCE, bots: readonly { name: string }[]): string =>
  actor === CHANCE ? colour.dim('chance') : colour.bold(`seat ${actor}`) + colour.dim(` (${bots[actor]?.name ?? '?'})`)

/** Formats the final ranking and breakdown. */
export const formatOutcome = (o: Outcome): string => {
  const lines = [colour.bold(`Game over: ${o.reason}`)]
  o.ranking.forEach((group, i) => {
    for (const seat of group) {
      const parts = Object.entries(o.breakdown[seat] ?? {}).filter(([, v]) => v !== 0).map(([k, v]) => `${k} ${v}`).join(', ')
      const tie = group.length > 1 ? ' (tied)' : ''
      lines.push(`  ${i + 1}. seat ${seat}: ${o.scores[seat]} point${Math.abs(o.scores[seat] ?? 0) === 1 ? '' : 's'}${tie}${parts === '' ? '' : colour.dim(` — ${parts}`)}`)
    }
  })
  lines.push(`Winner${o.winners.length > 1 ? 's' : ''}: ${o.winners.map((s) => `seat ${s}`).join(', ')}`)
  return lines.join('\n')
}

/** Plays and prints one game: by rounds and turns (or every step with `--verbose`), the boards, the result. */
export const runPlay = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const setup = parseMatch(registry, args, 'play', { game: registry['the-border'] !== undefined ? 'the-border' : Object.keys(registry)[0], seed: 'demo', extra: { verbose: { type: 'boolean' } } })
  if (E.isLeft(setup)) return setup
  const { g, players, config, bots, seed, parsed } = setup.right
  const verbose = parsed.values['verbose'] === true
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
      out(`${String(steps.length).padStart(4)} ${who(actor, bots)}: ${text}`)
      const scores = game.scores(after as WithRng).join(' · ')
      if (scores !== lastScores) {
        if (lastScores !== '') out(colour.dim(`       scores: ${scores}`))
        lastScores = scores
      }
    }
  })
  if (E.isLeft(result)) return E.left(checkFailed(`The game failed: ${result.left.message}`))
  if (!verbose) for (const line of tellStory(g, steps)) out(line.replace(/^(Round \d+)/, (r: string) => colour.bold(r)))
  const { state } = result.right
  out('')
  for (let seat = 0; seat < players; seat++) {
    out(colour.bold(`— seat ${seat} (${bots[seat]?.name ?? '?'}) —`))
    out(g.render(state, seat))
    out('')
  }
  const o = game.outcome(state)
  out(o === undefined ? `The game did not end within the step limit (${steps.length} steps).` : formatOutcome(o))
  if (!verbose) out(colour.dim(`${steps.length} steps; every step: tabletop-rules play ${game.id} --seed ${seed} --verbose`))
  return E.right(undefined)
}
