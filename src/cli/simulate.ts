/**
 * `tabletop-rules simulate <game> --games N [--workers N] [--shard k/n]`: N seeded games between
 * bots on every core, then statistics (win rates with 95% intervals). The study itself is the
 * library's (`src/bots/simulate.ts`, `src/bots/parallel.ts`).
 * @module
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import * as E from 'fp-ts/Either'
import cliProgress from 'cli-progress'
import type { Actor } from '../core/index.js'
import { botByName, formatStats, playMatch, shardRange, studySeating, type Bot, type Shard, type StudyPlan } from '../bots/index.js'
import { defaultWorkers, MAX_WORKERS, simulateParallel } from '../bots/parallel.js'
import { parse, str } from './args.js'
import type { CliGame } from './registry.js'
import { botNames, gameNamed, parseBotList, parseConfig, parseCount } from './options.js'
import { badInput, type CliError } from './output.js'
import { matchOptions } from './options.js'
import { commandLine, shellWord, type GameOptions } from './command-line.js'
import { transcriptOf, writeJson } from './transcript-file.js'

/**
 * Writes the transcript of every game of the study (or of its shard) into `dir`, played again in
 * this thread (each game is seeded by its index alone, so it is the game the study played). A game
 * that fails is written up to the refused step, and the writing stops there.
 */
const writeTranscripts = (g: CliGame, plan: StudyPlan, shard: Shard | undefined, dir: string): E.Either<CliError, number> => {
  try {
    mkdirSync(dir, { recursive: true })
  } catch (e) {
    return E.left(badInput(`Cannot create the folder ${dir} (${e instanceof Error && 'code' in e ? String(e.code) : 'unwritable'}).`))
  }
  const { from, to } = shardRange(plan.games, shard)
  for (let i = from; i < to; i++) {
    const seed = `${plan.seed}-${i}`
    const bots = studySeating(plan, i).map((n) => botByName(plan.game, n) as Bot<unknown, unknown>)
    const steps: { actor: Actor; move: unknown }[] = []
    const r = playMatch(g.game, plan.config, seed, bots, { onStep: (s) => steps.push({ actor: s.actor, move: s.move }) })
    const saved = writeJson(join(dir, `${g.game.id}-${i}.json`), transcriptOf(g.game, plan.config, seed, steps))
    if (E.isLeft(saved)) return saved
    if (E.isLeft(r)) break
  }
  return E.right(to - from)
}

/** "to reproduce: tabletop-rules play …" for game `i` of a study, its seating as `--bots`. */
const reproduceGame = (plan: StudyPlan, options: Omit<GameOptions, 'seed' | 'bots'>, i: number): string =>
  commandLine('play', { ...options, seed: `${plan.seed}-${i}`, bots: studySeating(plan, i) }, ['--verbose'])

/** The options of `simulate`: those of every game command and its own. */
export const simulateOptions = { ...matchOptions, games: { type: 'string' }, json: { type: 'boolean' }, workers: { type: 'string' }, shard: { type: 'string' }, transcripts: { type: 'string' } } as const

/** Parses `--shard k/n`. */
export const parseShard = (text: string | undefined): E.Either<CliError, Shard | undefined> => {
  if (text === undefined) return E.right(undefined)
  const m = /^(\d+)\/(\d+)$/.exec(text.trim())
  const index = Number(m?.[1])
  const count = Number(m?.[2])
  return m !== null && Number.isSafeInteger(count) && count >= 1 && count <= 1_000_000 && index >= 1 && index <= count
    ? E.right({ index, count })
    : E.left(badInput(`--shard must be k/n with 1 ≤ k ≤ n (e.g. 2/8), got '${text}'`))
}

/** The `simulate` command. */
export const runSimulate = async (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): Promise<E.Either<CliError, void>> => {
  const parsed = parse(args, simulateOptions)
  if (E.isLeft(parsed)) return parsed
  const p = parsed.right
  const [id, ...rest] = p.positionals
  if (id === undefined) return E.left(badInput('simulate needs a game: tabletop-rules simulate <game> --games N'))
  if (rest.length > 0) return E.left(badInput(`simulate takes one game, got extra arguments: ${rest.join(' ')}`))
  const g = gameNamed(registry, id)
  if (E.isLeft(g)) return g
  const games = parseCount('games', str(p, 'games'), 100, 1, 10_000_000)
  if (E.isLeft(games)) return games
  const workers = parseCount('workers', str(p, 'workers'), defaultWorkers(), 1, MAX_WORKERS)
  if (E.isLeft(workers)) return workers
  const shard = parseShard(str(p, 'shard'))
  if (E.isLeft(shard)) return shard
  const cfg = parseConfig(g.right, str(p, 'players'), str(p, 'variant'), str(p, 'components'))
  if (E.isLeft(cfg)) return cfg
  const names = botNames(str(p, 'bots'))
  // every name must be a bot of this game (the workers build the bots from the names)
  const bots = parseBotList(g.right, names.join(','))
  if (E.isLeft(bots)) return bots
  const json = p.values['json'] === true
  const bar = !json && process.stderr.isTTY === true ? new cliProgress.SingleBar({ stream: process.stderr, hideCursor: true, format: 'simulating [{bar}] {value}/{total} games' }, cliProgress.Presets.shades_classic) : undefined
  let started = false
  const plan: StudyPlan = { game: g.right.game.id, config: cfg.right.config, players: cfg.right.players, bots: names, games: games.right, seed: str(p, 'seed') ?? 'sim' }
  const r = await simulateParallel(g.right.game, {
    bots: names,
    players: cfg.right.players,
    config: cfg.right.config,
    games: games.right,
    seed: plan.seed,
    ...(shard.right === undefined ? {} : { shard: shard.right }),
    workers: workers.right,
    onProgress: (done, total) => {
      if (!started) bar?.start(total, 0)
      started = true
      bar?.update(done)
    }
  })
  bar?.stop()
  const dir = str(p, 'transcripts')
  const written = dir === undefined ? E.right(0) : writeTranscripts(g.right, plan, shard.right, dir)
  if (E.isLeft(written)) return written
  if (E.isLeft(r)) {
    // "game 3 (seed 'sim-3') failed: …": the game, to play again on its own.
    const failed = /^game (\d+) \(seed /.exec(r.left.message)?.[1]
    const options = { game: plan.game, players: plan.players, variant: str(p, 'variant'), components: str(p, 'components') }
    const hint = failed === undefined ? '' : ` — to reproduce: ${reproduceGame(plan, options, Number(failed))}${dir === undefined ? '' : ` (its transcript: ${shellWord(join(dir, `${plan.game}-${failed}.json`))})`}`
    return E.left({ message: `${r.left.message}${hint}`, exitCode: r.left.code === 'BAD_CONFIG' ? 2 : 1 })
  }
  const shardNote = shard.right === undefined ? '' : `\nshard ${shard.right.index}/${shard.right.count} of ${games.right} games (merge the shards' --json outputs with tabletop-rules merge)`
  const first = shardRange(plan.games, shard.right).from
  const transcriptNote = dir === undefined ? '' : `\n${written.right} transcripts in ${dir}, one per game (e.g. tabletop-rules replay ${shellWord(join(dir, `${plan.game}-${first}.json`))})`
  out(json ? JSON.stringify(r.right) : formatStats(r.right) + shardNote + transcriptNote)
  return E.right(undefined)
}
