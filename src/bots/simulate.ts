/**
 * Simulation studies: many seeded games between bots, statistics with confidence intervals, shards
 * and their merge. Game `i` of a study is seeded by its index alone (`<seed>-<i>`, bots seated by
 * rotation `i`), so a study gives the same results however it is split: over shards, over worker
 * threads (the command's `--workers`, `src/cli/parallel.ts`) or in one thread. This module runs in
 * any JavaScript runtime (browsers included); the worker threads live in a Node-only module.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CHANCE, describeValue, kindOf, MAX_SEED_LENGTH, plainCopy, violation, ViolationCode, type AnyGame, type RuleViolation } from '../core/index.js'
import type { Bot } from './bot.js'
import { playMatch } from './match.js'
import { mctsBotFor } from './mcts-bots.js'
import { progressFailed, thrownMessage } from './thrown.js'
import { randomBot } from './random.js'
import { greedyBots } from './registry.js'

/** The bot of a game for a name: `random`, `greedy`, `mcts`, `mcts:300ms`, `mcts:2000`; `undefined` if unknown. */
export const botByName = (gameId: string, name: string): Bot<unknown, unknown> | undefined => {
  const n = name.trim()
  if (n === 'random') return randomBot as unknown as Bot<unknown, unknown>
  if (n === 'greedy') return Object.hasOwn(greedyBots, gameId) ? greedyBots[gameId] : undefined
  return mctsBotFor(gameId, n)
}

/** Which slice of a study to run: shard `index` (1-based) of `count`. */
export interface Shard {
  /** 1-based shard number. */
  readonly index: number
  /** Number of shards. */
  readonly count: number
}

/** The games shard `k/n` runs: a contiguous block of indexes `[from, to)`, the blocks covering `0…games-1` once. */
export const shardRange = (games: number, shard: Shard | undefined): { readonly from: number; readonly to: number } =>
  shard === undefined ? { from: 0, to: games } : { from: Math.floor(((shard.index - 1) * games) / shard.count), to: Math.floor((shard.index * games) / shard.count) }

/** What defines a study (everything a shard or a worker needs to play its games). */
export interface StudyPlan {
  /** The game id (a game of the registry). */
  readonly game: string
  /** The config passed to `setup` (its `players` is the player count). */
  readonly config: unknown
  /** Seats. */
  readonly players: number
  /** Bot names; game `i` seats bot `(seat + i) mod bots.length` at each seat. */
  readonly bots: readonly string[]
  /** Games in the whole study. */
  readonly games: number
  /** The study's seed: game `i` is seeded `<seed>-<i>`. */
  readonly seed: string
}

/** The result of one game of a study. */
export interface GameRecord {
  /** The game's index in the study. */
  readonly i: number
  /** Final scores by seat (live scores if the game did not finish). */
  readonly scores: readonly number[]
  /** Winning seats (empty if the game did not finish). */
  readonly winners: readonly number[]
  /** Steps (chance included) and seat decisions. */
  readonly steps: number
  readonly decisions: number
}

/** The bot names seated in game `i`. */
export const studySeating = (plan: StudyPlan, i: number): string[] => Array.from({ length: plan.players }, (_, s) => plan.bots[(s + i) % plan.bots.length] as string)

/** Plays game `i` of a study. */
export const playStudyGame = (game: AnyGame, plan: StudyPlan, i: number): E.Either<RuleViolation, GameRecord> => {
  const seated: Bot<unknown, unknown>[] = []
  for (const name of studySeating(plan, i)) {
    const bot = botByName(plan.game, name)
    if (bot === undefined) return E.left(violation(ViolationCode.BAD_CONFIG, `unknown bot '${name}' for ${plan.game}`))
    seated.push(bot)
  }
  const seed = `${plan.seed}-${i}`
  const r = playMatch(game, plan.config, seed, seated)
  if (E.isLeft(r)) return E.left({ ...r.left, message: `game ${i} (seed '${seed}') failed: ${r.left.message}` })
  const o = game.outcome(r.right.state)
  return E.right({
    i,
    scores: o?.scores ?? game.scores(r.right.state),
    winners: o?.winners ?? [],
    steps: r.right.transcript.moves.length,
    decisions: r.right.transcript.moves.filter((m) => m.actor !== CHANCE).length
  })
}

/** Mean, min, median, max. */
export interface Distribution {
  readonly mean: number
  readonly min: number
  readonly median: number
  readonly max: number
}

/** Mean, min, median, max of a list (all 0 when empty). */
export const distribution = (xs: readonly number[]): Distribution => {
  if (xs.length === 0) return { mean: 0, min: 0, median: 0, max: 0 }
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  const median = s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
  return { mean: xs.reduce((a, b) => a + b, 0) / xs.length, min: s[0] as number, median, max: s[s.length - 1] as number }
}

/**
 * The 95% Wilson score interval of a proportion `p` observed over `n` trials (a win share with
 * ties split counts as a proportion); `[0, 1]` when `n` is 0.
 */
export const wilson95 = (p: number, n: number): readonly [number, number] => {
  if (n <= 0) return [0, 1]
  const z = 1.959963984540054
  const z2 = z * z
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n)
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n)
  return [Math.max(0, centre - half), Math.min(1, centre + half)]
}

/** The statistics of a study (or of the shards of it run so far). */
export interface SimulationStats {
  readonly game: string
  /** Games played (in this shard, or in every shard merged). */
  readonly games: number
  readonly players: number
  readonly finished: number
  /** Win share by seat (ties split evenly). */
  readonly winRateBySeat: readonly number[]
  /** Win share by bot name (ties split), over the seats the bot filled: 1/players is par. */
  readonly winRateByBot: Readonly<Record<string, number>>
  /** 95% Wilson interval of each bot's win share (over the seats it filled). */
  readonly winRateCi95ByBot: Readonly<Record<string, readonly [number, number]>>
  /** Seats each bot filled. */
  readonly seatsByBot: Readonly<Record<string, number>>
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

/** A study's report: its plan, the slice run, every game's record (by index) and the statistics. */
export interface SimulationReport extends SimulationStats {
  /** The study these games belong to. */
  readonly plan: StudyPlan
  /** The shards this report holds (`[{ index: 1, count: 1 }]` for a whole study). */
  readonly shards: readonly Shard[]
  /** Every game's record, ordered by index. */
  readonly results: readonly GameRecord[]
}

/** The statistics of a list of game records (ordered by index). */
export const summarizeStudy = (plan: StudyPlan, records: readonly GameRecord[], seconds: number): SimulationStats => {
  const players = plan.players
  const wins = Array.from({ length: players }, () => 0)
  const botWins: Record<string, number> = {}
  const botSeats: Record<string, number> = {}
  const botScores: Record<string, number[]> = {}
  const allScores: number[] = []
  let finished = 0
  for (const r of records) {
    const seated = studySeating(plan, r.i)
    seated.forEach((b, s) => {
      botSeats[b] = (botSeats[b] ?? 0) + 1
      const score = r.scores[s] ?? 0
      ;(botScores[b] ??= []).push(score)
      allScores.push(score)
    })
    if (r.winners.length > 0) {
      finished++
      for (const w of r.winners) {
        wins[w] = (wins[w] ?? 0) + 1 / r.winners.length
        const name = seated[w] as string
        botWins[name] = (botWins[name] ?? 0) + 1 / r.winners.length
      }
    }
  }
  const games = records.length
  const byBot = Object.fromEntries(Object.keys(botSeats).map((b) => [b, (botWins[b] ?? 0) / (botSeats[b] ?? 1)]))
  return {
    game: plan.game,
    games,
    players,
    finished,
    winRateBySeat: wins.map((w) => w / Math.max(1, games)),
    winRateByBot: byBot,
    winRateCi95ByBot: Object.fromEntries(Object.entries(byBot).map(([b, p]) => [b, wilson95(p, botSeats[b] ?? 0)])),
    seatsByBot: botSeats,
    scores: distribution(allScores),
    scoresByBot: Object.fromEntries(Object.entries(botScores).map(([b, xs]) => [b, distribution(xs)])),
    steps: distribution(records.map((r) => r.steps)),
    decisions: distribution(records.map((r) => r.decisions)),
    gamesPerSecond: games / Math.max(seconds, 1e-9),
    seconds
  }
}

/** The most bot names a study rotates over the seats. */
export const MAX_BOTS = 64

/** Options of {@link simulate}. */
export interface SimulateOptions {
  /** Bot names (`random`, `greedy`, `mcts`, `mcts:300ms`, `mcts:2000`), rotated over the seats from game to game. Default `['greedy', 'random']`. */
  readonly bots?: readonly string[]
  /** Seats (default: `config.players`, else the game's minimum). */
  readonly players?: number
  /** The config (default `{ players }`); its `players` must equal `players` (else `BAD_CONFIG`). */
  readonly config?: unknown
  /** Games in the study (default 100). */
  readonly games?: number
  /** The study's seed (default `'sim'`). */
  readonly seed?: string
  /** Run only this slice of the study (see {@link shardRange}). */
  readonly shard?: Shard
  /** Called after each game with the games done and the games to do in this run. */
  readonly onProgress?: (done: number, total: number) => void
}

/** A study checked: its plan, the slice to run and the progress callback (each option read once). */
export interface Study {
  readonly plan: StudyPlan
  /** The shard run (`1/1` for a whole study) and its games `[from, to)`. */
  readonly shard: Shard
  readonly from: number
  readonly to: number
  /** The caller's progress callback, checked to be a function (or absent). */
  readonly onProgress: ((done: number, total: number) => void) | undefined
}

/**
 * The study an options object describes, checked. Each option is read once (a getter or proxy
 * cannot change it after the check); bad options, or options that throw when read, are
 * `BAD_CONFIG` values.
 */
export const studyOf = (game: AnyGame, options: SimulateOptions | undefined): E.Either<RuleViolation, Study> => {
  const bad = (message: string): E.Either<RuleViolation, Study> => E.left(violation(ViolationCode.BAD_CONFIG, message))
  try {
    if (options === null || typeof options !== 'object') return bad(`the options must be an object, got ${kindOf(options)}`)
    const { players: askedPlayers, bots: named = ['greedy', 'random'], games = 100, seed = 'sim', shard: sliced, config: givenConfig, onProgress } = options
    // The config is data (it travels to worker threads): read once, within bounds.
    const config = givenConfig === undefined ? undefined : plainCopy(givenConfig)
    if (config !== undefined && !config.ok) return bad(`the config ${config.problem}`)
    const configPlayers: unknown = config !== undefined && typeof config.value === 'object' && config.value !== null ? (config.value as { readonly players?: unknown }).players : undefined
    const players = askedPlayers ?? (typeof configPlayers === 'number' ? configPlayers : game.players.min)
    if (!Number.isSafeInteger(players) || players < game.players.min || players > game.players.max) return bad(`${game.title} is for ${game.players.min}–${game.players.max} players, got ${describeValue(players)}`)
    // The report counts `players` seats: a config for another count would report one table and play another.
    if (config !== undefined && configPlayers !== players) return bad(`players is ${players} but config.players is ${describeValue(configPlayers)}; they must be equal`)
    if (!Number.isSafeInteger(games) || games < 1) return bad(`games must be a whole number from 1, got ${describeValue(games)}`)
    // Bot names: a list read once and within bounds (a sparse list or a proxy claiming 10⁹ entries is refused unread).
    if (!Array.isArray(named)) return bad(`bots must be a list of bot names, got ${kindOf(named)}`)
    const copied = plainCopy(named, { values: MAX_BOTS + 1, depth: 2 })
    if (!copied.ok) return bad(`bots ${copied.problem}`)
    const bots = copied.value as readonly unknown[]
    if (bots.length === 0) return bad('name at least one bot')
    if (bots.length > MAX_BOTS) return bad(`bots lists ${bots.length} names; at most ${MAX_BOTS} are rotated over the seats`)
    // (findIndex, not find: an entry `undefined` is itself the bad name)
    const unknown = bots.findIndex((b) => typeof b !== 'string' || botByName(game.id, b) === undefined)
    if (unknown >= 0) return bad(`unknown bot ${describeValue(bots[unknown])} for ${game.id}; bots: random, greedy, mcts[:300ms|:2000]`)
    if (typeof seed !== 'string') return bad(`the seed must be text, got ${kindOf(seed)}`)
    // Game i is seeded `<seed>-<i>`: room for the suffix within what setup reads.
    if (seed.length > MAX_SEED_LENGTH - 20) return bad(`the seed is ${seed.length} characters long; at most ${MAX_SEED_LENGTH - 20} are read`)
    if (onProgress !== undefined && typeof onProgress !== 'function') return bad(`onProgress must be a function, got ${kindOf(onProgress)}`)
    const shard = sliced === undefined ? { index: 1, count: 1 } : typeof sliced === 'object' && sliced !== null ? { index: sliced.index, count: sliced.count } : undefined
    if (shard === undefined || !(Number.isSafeInteger(shard.index) && Number.isSafeInteger(shard.count) && shard.count >= 1 && shard.index >= 1 && shard.index <= shard.count)) {
      return bad(`a shard is k/n with 1 ≤ k ≤ n, got ${shard === undefined ? kindOf(sliced) : `${describeValue(shard.index)}/${describeValue(shard.count)}`}`)
    }
    const plan: StudyPlan = { game: game.id, config: config === undefined ? { players } : config.value, players, bots: bots as string[], games, seed }
    return E.right({ plan, shard, ...shardRange(games, shard), onProgress })
  } catch (e) {
    return bad(`the options could not be read: ${thrownMessage(e)}`)
  }
}

/** The study an options object describes, checked (see {@link studyOf}). */
export const planOf = (game: AnyGame, options: SimulateOptions): E.Either<RuleViolation, StudyPlan> => E.map((s: Study) => s.plan)(studyOf(game, options))


/**
 * Runs a study (or its shard) in this thread and reports every game and the statistics. Results
 * depend only on the plan and the slice, never on how the games were spread; with time-budgeted
 * bots (`mcts:300ms`) they also depend on the machine's speed.
 */
export const simulate = (game: AnyGame, options: SimulateOptions = {}): E.Either<RuleViolation, SimulationReport> => {
  const study = studyOf(game, options)
  return E.isLeft(study) ? study : runStudy(game, study.right)
}

/** Plays a checked study (see {@link studyOf}) in this thread: what {@link simulate} does after the check. */
export const runStudy = (game: AnyGame, { plan, shard, from, to, onProgress }: Study): E.Either<RuleViolation, SimulationReport> => {
  const records: GameRecord[] = []
  const start = Date.now()
  for (let i = from; i < to; i++) {
    const r = playStudyGame(game, plan, i)
    if (E.isLeft(r)) return r
    records.push(r.right)
    try {
      onProgress?.(i - from + 1, to - from)
    } catch (e) {
      return E.left(progressFailed(e))
    }
  }
  return E.right(studyReport(plan, [shard], records, (Date.now() - start) / 1000))
}

/** A report from a plan, the shards run, the records (any order) and the time taken. */
export const studyReport = (plan: StudyPlan, shards: readonly Shard[], records: readonly GameRecord[], seconds: number): SimulationReport => {
  const sorted = [...records].sort((a, b) => a.i - b.i)
  return { ...summarizeStudy(plan, sorted, seconds), plan, shards, results: sorted }
}

const samePlan = (a: StudyPlan, b: StudyPlan): boolean => JSON.stringify(a) === JSON.stringify(b)

/** The parts of a report {@link mergeReports} reads (io-ts, not exact: a report carries its statistics too). */
const ReportShape = t.type({
  plan: t.type({ game: t.string, config: t.unknown, players: t.number, bots: t.array(t.string), games: t.number, seed: t.string }),
  shards: t.array(t.type({ index: t.number, count: t.number })),
  results: t.array(t.type({ i: t.number, scores: t.array(t.number), winners: t.array(t.number), steps: t.number, decisions: t.number }))
})

/** The most reports {@link mergeReports} merges, and the most values it reads from them. */
const MAX_REPORTS = 10_000
const MAX_REPORT_VALUES = 20_000_000

/**
 * Merges reports of shards of one study (as `tabletop-rules merge` does): the plans must be equal
 * and no game may appear twice. Seconds add up (the CPU spent, not the wall clock of parallel shards).
 * The reports may come from files: they are read once, within bounds, and checked for the parts
 * merged (`BAD_CONFIG` otherwise).
 */
export const mergeReports = (input: readonly SimulationReport[]): E.Either<RuleViolation, SimulationReport> => {
  const bad = (message: string): E.Either<RuleViolation, SimulationReport> => E.left(violation(ViolationCode.BAD_CONFIG, message))
  if (!Array.isArray(input)) return bad(`the reports must be a list, got ${kindOf(input)}`)
  const copy = plainCopy(input, { values: MAX_REPORT_VALUES, depth: 16 })
  if (!copy.ok) return bad(`the reports ${copy.problem}`)
  const reports = copy.value as readonly unknown[]
  if (reports.length > MAX_REPORTS) return bad(`${reports.length} reports; at most ${MAX_REPORTS} are merged`)
  const wrong = reports.findIndex((r) => !ReportShape.is(r) || !(r.plan.bots.length > 0 && Number.isSafeInteger(r.plan.players) && r.plan.players > 0 && r.plan.players <= 64))
  if (wrong >= 0) return bad(`report ${wrong} is not a report of simulate (plan, shards and results)`)
  const checked = reports as readonly SimulationReport[]
  const first = checked[0]
  if (first === undefined) return bad('nothing to merge')
  const seen = new Set<number>()
  for (const r of checked) {
    if (!samePlan(r.plan, first.plan)) return bad('the reports are not shards of one study (game, config, players, bots, games and seed must match)')
    for (const g of r.results) {
      if (seen.has(g.i)) return bad(`game ${g.i} appears in two reports (a shard merged twice?)`)
      seen.add(g.i)
    }
  }
  const shards = checked.flatMap((r) => r.shards).sort((a, b) => a.index - b.index)
  const seconds = checked.reduce((a, r) => a + (typeof r.seconds === 'number' && Number.isFinite(r.seconds) ? r.seconds : 0), 0)
  return E.right(studyReport(first.plan, shards, checked.flatMap((r) => r.results), seconds))
}

const pct = (x: number): string => `${(x * 100).toFixed(1)}%`
const dist = (d: Distribution): string => `mean ${d.mean.toFixed(1)}, min ${d.min}, median ${d.median}, max ${d.max}`

/** The statistics as text: win rates by bot with their 95% intervals. */
export const formatStats = (s: SimulationStats): string =>
  [
    `${s.game}: ${s.games} games, ${s.players} players, ${s.finished} finished, ${s.gamesPerSecond.toFixed(1)} games/s (${s.seconds.toFixed(2)} s)`,
    `win rate by seat: ${s.winRateBySeat.map((w, i) => `seat ${i} ${pct(w)}`).join(', ')}`,
    `win rate by bot (per seat filled, 95% CI; par ${pct(1 / s.players)}): ${Object.entries(s.winRateByBot)
      .map(([b, w]) => {
        const [lo, hi] = s.winRateCi95ByBot[b] ?? [0, 1]
        return `${b} ${pct(w)} [${pct(lo)}–${pct(hi)}] (${s.seatsByBot[b] ?? 0} seats)`
      })
      .join(', ')}`,
    `scores: ${dist(s.scores)}`,
    ...Object.entries(s.scoresByBot).map(([b, d]) => `  ${b}: ${dist(d)}`),
    `steps per game: ${dist(s.steps)}`,
    `seat decisions per game: ${dist(s.decisions)}`
  ].join('\n')
