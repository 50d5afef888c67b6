/**
 * `tabletop-rules conform <game> --engine "<command>"`: checks another implementation of a game,
 * step by step, over the JSON-lines protocol (docs/conformance.md). Exit codes: 0 the engine
 * agrees; 1 a difference (printed with the step, the position in words and both answers);
 * 2 bad input or a protocol error (bad JSON, wrong shape, timeout, crash).
 * @module
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/Either'
import { decodeVector, type Step, type WithRng } from '../core/index.js'
import { parse, str, type Parsed } from './args.js'
import { findCliGame, type CliGame } from './registry.js'
import { parseCount } from './options.js'
import { badInput, type CliError } from './output.js'
import { spawnEngine, type Limits } from './conform-protocol.js'
import { randomSource, replaySource, runSource, type RunContext, type Source } from './conform-run.js'
import { reportLines, type Checked, type ConformReport } from './conform-report.js'

/** The usage lines of `conform` (main's usage shows them too). */
export const conformUsage = `  conform <game> --engine "<command>" [--games N] [--seed s] [--players n] [--vectors path,… | none]
          [--timeout ms] [--max-line bytes] [--json]
      Check another engine over the JSON-lines protocol (docs/conformance.md): every shipped vector
      of the game (or the vector files and directories given), then N seeded random games
      (default 5); stop at the first difference (exit 1); a protocol error exits 2.`

const options = {
  engine: { type: 'string' },
  games: { type: 'string' },
  seed: { type: 'string' },
  players: { type: 'string' },
  vectors: { type: 'string' },
  timeout: { type: 'string' },
  'max-line': { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' }
} as const

/** The package's shipped vectors of a game (next to `dist/` in the package; next to `src/` in the repository). */
const shippedVectors = (game: string): string | undefined => {
  const here = dirname(fileURLToPath(import.meta.url))
  return [join(here, '..', 'vectors', game), join(here, '..', '..', 'vectors', game)].find((d) => existsSync(d))
}

const vectorFiles = (path: string): E.Either<CliError, string[]> => {
  try {
    if (statSync(path).isDirectory()) return E.right(readdirSync(path).filter((f) => f.endsWith('.json')).sort().map((f) => join(path, f)))
    return E.right([path])
  } catch {
    return E.left(badInput(`cannot read ${path}`))
  }
}

/** Loads a vector file as a source (the reference replays its steps). */
const vectorSource = (g: CliGame, file: string): E.Either<CliError, Source> => {
  let json: unknown
  try {
    json = JSON.parse(readFileSync(file, 'utf8'))
  } catch (e) {
    return E.left(badInput(`${file}: ${e instanceof Error ? e.message : 'unreadable'}`))
  }
  const v = decodeVector(json, g.game.limits)
  if (E.isLeft(v)) return E.left(badInput(`${file}: ${v.left.message}`))
  const vec = v.right
  const game = g.game
  if (vec.game !== game.id || vec.rulesVersion !== game.rulesVersion) {
    return E.left(badInput(`${file} is for ${vec.game} rules version ${vec.rulesVersion}, not ${game.id} rules version ${game.rulesVersion}`))
  }
  const steps: Step<unknown>[] = []
  for (const [i, s] of vec.steps.entries()) {
    const m = game.codecs.move.decode(s.move)
    if (E.isLeft(m)) return E.left(badInput(`${file}: step ${i}: the move does not decode`))
    steps.push({ actor: s.actor, move: m.right })
  }
  if ('state' in vec && vec.state !== undefined) {
    const s = game.decodeState(vec.state)
    if (E.isLeft(s)) return E.left(badInput(`${file}: the starting state: ${s.left.message}`))
    return E.right(replaySource(file, { state: vec.state }, s.right, steps))
  }
  const { config, seed } = vec as { config: unknown; seed: string }
  const c = game.codecs.config.decode(config)
  if (E.isLeft(c)) return E.left(badInput(`${file}: its config does not decode`))
  const s = game.setup(c.right, seed)
  if (E.isLeft(s)) return E.left(badInput(`${file}: setup fails for its config: ${s.left.message}`))
  return E.right(replaySource(file, { config, seed }, s.right, steps))
}

/** What the command line asks for. */
interface Plan {
  readonly g: CliGame
  readonly engine: string
  readonly files: readonly string[]
  readonly games: number
  readonly seed: string
  readonly players: number | undefined
  readonly limits: Limits
  readonly json: boolean
}

const plan = (registry: Readonly<Record<string, CliGame>>, p: Parsed): E.Either<CliError, Plan> => {
  const [id, ...rest] = p.positionals
  if (id === undefined) return E.left(badInput('conform needs a game: tabletop-rules conform <game> --engine "<command>"'))
  if (rest.length > 0) return E.left(badInput(`conform takes one game, got extra arguments: ${rest.join(' ')}`))
  const g = findCliGame(registry, id)
  if (E.isLeft(g)) return E.left(badInput(g.left))
  const engine = str(p, 'engine')
  if (engine === undefined || engine.trim() === '') return E.left(badInput('conform needs the engine to check: --engine "<command>" (e.g. --engine "python3 my_engine.py")'))
  const games = parseCount('games', str(p, 'games'), 5, 0, 100_000)
  if (E.isLeft(games)) return games
  const timeout = parseCount('timeout', str(p, 'timeout'), 10_000, 100, 600_000)
  if (E.isLeft(timeout)) return timeout
  const maxLine = parseCount('max-line', str(p, 'max-line'), 4_000_000, 1_000, 100_000_000)
  if (E.isLeft(maxLine)) return maxLine
  const playersText = str(p, 'players')
  const players = playersText === undefined ? E.right(undefined) : parseCount('players', playersText, 0, g.right.game.players.min, g.right.game.players.max)
  if (E.isLeft(players)) return players
  const vectors = str(p, 'vectors')
  let files: string[] = []
  if (vectors !== 'none') {
    const paths = vectors === undefined ? [shippedVectors(g.right.game.id)] : vectors.split(',').map((x) => x.trim())
    for (const path of paths) {
      if (path === undefined) return E.left(badInput(`no shipped vectors found for ${g.right.game.id}; pass --vectors <dir> or --vectors none`))
      const f = vectorFiles(path)
      if (E.isLeft(f)) return f
      files = [...files, ...f.right]
    }
  }
  return E.right({
    g: g.right,
    engine,
    files,
    games: games.right,
    seed: str(p, 'seed') ?? 'conform',
    players: players.right,
    limits: { timeoutMs: timeout.right, maxLineChars: maxLine.right },
    json: p.values['json'] === true
  })
}

/** The reference state in words: every seat's board as the game renders it. */
const renderAll = (g: CliGame) => (state: WithRng): string => {
  const seats = g.game.scores(state).length
  return Array.from({ length: seats }, (_, seat) => g.render(state, seat)).join('\n\n')
}

/** Runs `conform`; resolves to the exit code. */
export const runConform = async (
  registry: Readonly<Record<string, CliGame>>,
  args: readonly string[],
  out: (line: string) => void,
  err: (line: string) => void
): Promise<number> => {
  const parsed = parse(args, options)
  const pl = E.isLeft(parsed) ? parsed : plan(registry, parsed.right)
  if (E.isLeft(pl)) {
    err(`tabletop-rules: ${pl.left.message}`)
    return pl.left.exitCode
  }
  const { g, engine, files, games, seed, players, limits, json } = pl.right
  const sources: (() => E.Either<CliError, Source>)[] = [
    ...files.map((f) => () => vectorSource(g, f)),
    ...Array.from({ length: games }, (_, i) => () => {
      const n = players ?? g.game.players.min + (i % (g.game.players.max - g.game.players.min + 1))
      const config = g.config(n, undefined)
      const gameSeed = `${seed}-${i}`
      const c = g.game.codecs.config.decode(config)
      if (E.isLeft(c)) return E.left(badInput(`random game ${i}: the config does not decode`))
      const s = g.game.setup(c.right, gameSeed)
      if (E.isLeft(s)) return E.left(badInput(`random game ${i}: setup fails: ${s.left.message}`))
      return E.right(randomSource(g.game, `random game ${i} (seed '${gameSeed}', ${n} players)`, g.game.codecs.config.encode(c.right), gameSeed, s.right))
    })
  ]
  // Load every vector before starting the engine: a bad file is bad input, not a protocol error.
  const loaded: Source[] = []
  for (const make of sources) {
    const s = make()
    if (E.isLeft(s)) {
      err(`tabletop-rules: ${s.left.message}`)
      return s.left.exitCode
    }
    loaded.push(s.right)
  }
  const ctx: RunContext = { game: g.game, render: renderAll(g) }
  const link = spawnEngine(engine, limits)
  let checked: Checked = { vectors: 0, skipped: [], randomGames: 0, positions: 0 }
  let report: ConformReport | undefined
  const base = { game: g.game.id, rulesVersion: g.game.rulesVersion, engine }
  try {
    for (const [i, source] of loaded.entries()) {
      const isVector = i < files.length
      const r = await runSource(ctx, link, source)
      if (r.kind === 'ok') {
        checked = { ...checked, positions: checked.positions + r.steps + 1, ...(isVector ? { vectors: checked.vectors + 1 } : { randomGames: checked.randomGames + 1 }) }
      } else if (r.kind === 'skipped') {
        checked = { ...checked, skipped: [...checked.skipped, { source: source.label, why: r.why }] }
      } else if (r.kind === 'difference') {
        report = { ...base, ok: false, checked: { ...checked, positions: checked.positions + r.difference.step }, difference: r.difference }
        break
      } else {
        report = { ...base, ok: false, checked, protocolError: r.message }
        break
      }
    }
  } finally {
    await link.close()
  }
  const final: ConformReport = report ?? { ...base, ok: true, checked }
  if (json) out(JSON.stringify(final, null, 1))
  else if (final.protocolError !== undefined) err(`tabletop-rules: conform ${g.game.id}: protocol error: ${final.protocolError}`)
  else for (const line of reportLines(final)) out(line)
  return final.protocolError !== undefined ? 2 : final.ok ? 0 : 1
}
