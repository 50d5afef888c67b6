/**
 * `tabletop-rules simulate <game> --games N [--workers N] [--shard k/n]`: N seeded games between
 * bots on every core, then statistics (win rates with 95% intervals). The study itself is the
 * library's (`src/bots/simulate.ts`, `src/bots/parallel.ts`).
 * @module
 */
import * as E from 'fp-ts/Either'
import cliProgress from 'cli-progress'
import { formatStats, type Shard } from '../bots/index.js'
import { defaultWorkers, MAX_WORKERS, simulateParallel } from '../bots/parallel.js'
import { parse, str } from './args.js'
import type { CliGame } from './registry.js'
import { gameNamed, parseBotList, parseConfig, parseCount } from './options.js'
import { badInput, type CliError } from './output.js'
import { matchOptions } from './options.js'

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
  const parsed = parse(args, { ...matchOptions, games: { type: 'string' }, json: { type: 'boolean' }, workers: { type: 'string' }, shard: { type: 'string' } })
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
  const names = (str(p, 'bots') ?? 'greedy,random').split(',').map((s) => s.trim())
  // every name must be a bot of this game (the workers build the bots from the names)
  const bots = parseBotList(g.right, names.join(','))
  if (E.isLeft(bots)) return bots
  const json = p.values['json'] === true
  const bar = !json && process.stderr.isTTY === true ? new cliProgress.SingleBar({ stream: process.stderr, hideCursor: true, format: 'simulating [{bar}] {value}/{total} games' }, cliProgress.Presets.shades_classic) : undefined
  let started = false
  const r = await simulateParallel(g.right.game, {
    bots: names,
    players: cfg.right.players,
    config: cfg.right.config,
    games: games.right,
    seed: str(p, 'seed') ?? 'sim',
    ...(shard.right === undefined ? {} : { shard: shard.right }),
    workers: workers.right,
    onProgress: (done, total) => {
      if (!started) bar?.start(total, 0)
      started = true
      bar?.update(done)
    }
  })
  bar?.stop()
  if (E.isLeft(r)) return E.left({ message: r.left.message, exitCode: r.left.code === 'BAD_CONFIG' ? 2 : 1 })
  const shardNote = shard.right === undefined ? '' : `\nshard ${shard.right.index}/${shard.right.count} of ${games.right} games (merge the shards' --json outputs with tabletop-rules merge)`
  out(json ? JSON.stringify(r.right) : formatStats(r.right) + shardNote)
  return E.right(undefined)
}
