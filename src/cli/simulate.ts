/**
 * `tabletop-rules simulate <game> --games N`: N seeded games between bots, then statistics.
 * @module
 */
import * as E from 'fp-ts/Either'
import cliProgress from 'cli-progress'
import { CHANCE } from '../core/index.js'
import { playMatch, type Bot } from '../bots/index.js'
import { str } from './args.js'
import type { CliGame } from './registry.js'
import { parseCount, parseMatch, seatBots } from './options.js'
import { checkFailed, type CliError } from './output.js'

/** Summary of a list of numbers. */
export interface Distribution {
  readonly mean: number
  readonly min: number
  readonly median: number
  readonly max: number
}

/** The statistics `simulate` prints (and writes with `--json`). */
export interface SimulationStats {
  readonly game: string
  readonly games: number
  readonly players: number
  readonly finished: number
  /** Win share by seat (ties split evenly). */
  readonly winRateBySeat: readonly number[]
  /** Win share by bot name (ties split), over the games in which the bot played. */
  readonly winRateByBot: Readonly<Record<string, number>>
  /** Scores of every seat in every game. */
  readonly scores: Distribution
  /** Scores by bot name. */
  readonly scoresByBot: Readonly<Record<string, Distribution>>
  /** Steps per game (chance steps included) and seat decisions per game. */
  readonly steps: Distribution
  readonly decisions: Distribution
  readonly gamesPerSecond: number
  readonly seconds: number
}

/** Mean, min, median, max. */
export const distribution = (xs: readonly number[]): Distribution => {
  if (xs.length === 0) return { mean: 0, min: 0, median: 0, max: 0 }
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  const median = s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
  return { mean: xs.reduce((a, b) => a + b, 0) / xs.length, min: s[0] as number, median, max: s[s.length - 1] as number }
}

/**
 * Runs the games. As in every command, the k bots listed cycle over the seats (seat s plays bot
 * s mod k); from game to game the cycle also shifts by one (game i seats bot (s + i) mod k), so the
 * win rate by bot is not a seat effect.
 */
export const simulate = (g: CliGame, config: unknown, players: number, bots: readonly Bot<unknown, unknown>[], games: number, seed: string, onGame?: (i: number) => void): E.Either<CliError, SimulationStats> => {
  const wins = Array.from({ length: players }, () => 0)
  const botWins: Record<string, number> = {}
  const botGames: Record<string, number> = {}
  const botScores: Record<string, number[]> = {}
  const allScores: number[] = []
  const steps: number[] = []
  const decisions: number[] = []
  let finished = 0
  const start = performance.now()
  for (let i = 0; i < games; i++) {
    const seated = seatBots(bots, players, i)
    const r = playMatch(g.game, config, `${seed}-${i}`, seated)
    if (E.isLeft(r)) return E.left(checkFailed(`Game ${i} (seed '${seed}-${i}') failed: ${r.left.message}`))
    const o = g.game.outcome(r.right.state)
    steps.push(r.right.transcript.moves.length)
    decisions.push(r.right.transcript.moves.filter((m) => m.actor !== CHANCE).length)
    seated.forEach((b, s) => {
      botGames[b.name] = (botGames[b.name] ?? 0) + 1
      const score = o?.scores[s] ?? 0
      ;(botScores[b.name] ??= []).push(score)
      allScores.push(score)
    })
    if (o !== undefined) {
      finished++
      for (const w of o.winners) {
        wins[w] = (wins[w] ?? 0) + 1 / o.winners.length
        const name = (seated[w] as Bot<unknown, unknown>).name
        botWins[name] = (botWins[name] ?? 0) + 1 / o.winners.length
      }
    }
    onGame?.(i)
  }
  const seconds = (performance.now() - start) / 1000
  // A bot's win rate: its wins over the seats it filled (a bot as good as the field wins 1/players).
  const byBot = Object.fromEntries(Object.keys(botGames).map((b) => [b, (botWins[b] ?? 0) / (botGames[b] ?? 1)]))
  return E.right({
    game: g.game.id,
    games,
    players,
    finished,
    winRateBySeat: wins.map((w) => w / games),
    winRateByBot: byBot,
    scores: distribution(allScores),
    scoresByBot: Object.fromEntries(Object.entries(botScores).map(([b, xs]) => [b, distribution(xs)])),
    steps: distribution(steps),
    decisions: distribution(decisions),
    gamesPerSecond: games / Math.max(seconds, 1e-9),
    seconds
  })
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const dist = (d: Distribution): string => `mean ${d.mean.toFixed(1)}, min ${d.min}, median ${d.median}, max ${d.max}`

/** Prints statistics as text. */
export const formatStats = (s: SimulationStats): string =>
  [
    `${s.game}: ${s.games} games, ${s.players} players, ${s.finished} finished, ${s.gamesPerSecond.toFixed(1)} games/s (${s.seconds.toFixed(2)} s)`,
    `win rate by seat: ${s.winRateBySeat.map((w, i) => `seat ${i} ${pct(w)}`).join(', ')}`,
    `win rate by bot (per seat filled): ${Object.entries(s.winRateByBot).map(([b, w]) => `${b} ${pct(w)}`).join(', ')}`,
    `scores: ${dist(s.scores)}`,
    ...Object.entries(s.scoresByBot).map(([b, d]) => `  ${b}: ${dist(d)}`),
    `steps per game: ${dist(s.steps)}`,
    `seat decisions per game: ${dist(s.decisions)}`
  ].join('\n')

/** The `simulate` command. */
export const runSimulate = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const setup = parseMatch(registry, args, 'simulate', { seed: 'sim', extra: { games: { type: 'string' }, json: { type: 'boolean' } } })
  if (E.isLeft(setup)) return setup
  const { g, config, players, botList, seed, parsed } = setup.right
  const games = parseCount('games', str(parsed, 'games'), 100, 1, 10_000_000)
  if (E.isLeft(games)) return games
  const json = parsed.values['json'] === true
  const bar = !json && process.stderr.isTTY === true ? new cliProgress.SingleBar({ stream: process.stderr, hideCursor: true, format: 'simulating [{bar}] {value}/{total} games' }, cliProgress.Presets.shades_classic) : undefined
  bar?.start(games.right, 0)
  const stats = simulate(g, config, players, botList, games.right, seed, (i) => bar?.update(i + 1))
  bar?.stop()
  if (E.isLeft(stats)) return stats
  out(json ? JSON.stringify(stats.right, null, 2) : formatStats(stats.right))
  return E.right(undefined)
}
