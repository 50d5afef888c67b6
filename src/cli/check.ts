/**
 * `replay`, `verify` and `record`: transcripts and conformance vectors from the command line.
 * @module
 */
import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/Either'
import { CHANCE, recordVector, replay, verifyVector, type AnyGame, type Actor, type ReplayError, type WithRng } from '../core/index.js'
import { playMatch } from '../bots/index.js'
import { parse } from './args.js'
import type { CliGame } from './registry.js'
import { gameNamed, parseMatch } from './options.js'
import { readJson } from './files.js'
import { badInput, checkFailed, type CliError } from './output.js'
import { shellWord } from './command-line.js'

export { readJson } from './files.js'

/** What a JSON file the command is given is, from its fields (before any decoding). */
export type FileKind = 'vector' | 'transcript' | 'study' | 'components' | 'unknown'

/** Tells a conformance vector, a transcript, a `simulate --json` report and a component file apart. */
export const fileKind = (json: unknown): FileKind => {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return 'unknown'
  const has = (k: string): boolean => Object.prototype.hasOwnProperty.call(json, k)
  const format = (json as { format?: unknown }).format
  if ((typeof format === 'string' && format.startsWith('tabletop-rules/vector@')) || (has('steps') && !has('moves'))) return 'vector'
  if (has('moves') && !has('format')) return 'transcript'
  if (has('plan') || has('results')) return 'study'
  if (!has('game') && (has('provenance') || has('label') || has('name'))) return 'components'
  return 'unknown'
}

/** What to say of a file of the wrong kind: what it is and the command that takes it. */
const wrongKind = (kind: FileKind, file: string, wanted: 'replay' | 'verify'): string | undefined => {
  const f = shellWord(file)
  if (wanted === 'replay' && kind === 'vector') return `${file} is a conformance vector, not a transcript: check it with tabletop-rules verify ${f}.`
  if (wanted === 'verify' && kind === 'transcript') return `${file} is a transcript, not a conformance vector: replay it with tabletop-rules replay ${f}.`
  if (kind === 'study') return `${file} is a simulate --json report, not a ${wanted === 'replay' ? 'transcript' : 'conformance vector'}: combine reports with tabletop-rules merge.`
  if (kind === 'components') return `${file} looks like a component file, not a ${wanted === 'replay' ? 'transcript' : 'conformance vector'}: check it with tabletop-rules components check <game> ${f}.`
  return undefined
}

/** The folder of the vectors shipped in the package (beside `dist/`; beside `src/` in the repository). */
const shippedDir = (): string => {
  const dirs = ['../vectors/', '../../vectors/'].map((d) => fileURLToPath(new URL(d, import.meta.url)))
  return dirs.find((d) => existsSync(d)) ?? (dirs[0] as string)
}

/**
 * The file a `verify` argument names: a path, or a shipped vector named without one
 * (`the-border/example-dx6`: the file of that game whose name is or starts with it).
 */
export const resolveVector = (registry: Readonly<Record<string, CliGame>>, arg: string, dir = shippedDir()): E.Either<CliError, string> => {
  if (existsSync(arg)) return E.right(arg)
  const m = /^([\w-]+)\/([\w.-]+?)(\.json)?$/.exec(arg)
  if (m === null || registry[m[1] as string] === undefined) return E.right(arg) // reading it says why it cannot be read
  const [, game, name] = m as unknown as [string, string, string]
  let files: string[]
  try {
    files = readdirSync(`${dir}${game}`).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort().map((f) => `${f}.json`)
  } catch {
    return E.right(arg)
  }
  const exact = files.find((f) => f === `${name}.json`)
  const found = exact === undefined ? files.filter((f) => f.startsWith(name)) : [exact]
  if (found.length === 1) return E.right(`${dir}${game}/${found[0] as string}`)
  if (found.length > 1) return E.left(badInput(`${arg} names ${found.length} shipped vectors: ${found.map((f) => `${game}/${f.replace(/\.json$/, '')}`).join(', ')}.`))
  return E.left(badInput(`No shipped vector of ${game} is named ${name}. Shipped: ${files.map((f) => f.replace(/\.json$/, '')).join(', ')}.`))
}

/** Every shipped vector of `game`, as paths. */
const shippedVectors = (game: string, dir = shippedDir()): string[] => {
  try {
    return readdirSync(`${dir}${game}`).filter((f) => f.endsWith('.json')).sort().map((f) => `${dir}${game}/${f}`)
  } catch {
    return []
  }
}

const gameOf = (registry: Readonly<Record<string, CliGame>>, json: unknown, path: string): E.Either<CliError, CliGame> => {
  const id = typeof json === 'object' && json !== null && 'game' in json ? (json as { game: unknown }).game : undefined
  if (typeof id !== 'string') return E.left(badInput(`${path} names no game (a "game" field is expected).`))
  const g = gameNamed(registry, id)
  return E.isLeft(g) ? E.left(badInput(`${path}: ${g.left.message}`)) : g
}

/** Codes of failures that say the file itself is not usable (exit 2), as opposed to a step that fails (exit 1). */
const BAD_FILE = new Set(['BAD_TRANSCRIPT', 'BAD_CONFIG', 'BAD_COMPONENTS', 'MALFORMED_MOVE'])

/** True when a replay or vector failure is bad input: the file cannot be decoded or set up. */
const isBadFile = (err: ReplayError): boolean => err.step === undefined ? err.code !== 'VECTOR_MISMATCH' : BAD_FILE.has(err.code)

/** A violation message as the end of a sentence: its "step N: " prefix dropped, a full stop added. */
const sentence = (message: string): string => message.replace(/^step \d+: /, '').replace(/\.?$/, '.')

/** Names the failing step in words ("step 12 (seat 1: crosses 41, 50)") when the transcript gets that far. */
const failingStep = (game: AnyGame, json: unknown, step: number): string => {
  const moves = (json as { moves?: { actor: Actor; move: unknown }[]; steps?: { actor: Actor; move: unknown }[] })
  const list = moves.moves ?? moves.steps ?? []
  const s = list[step]
  // an exact transcript: only its own fields (a vector carries more)
  const { game: id, rulesVersion, config, seed } = json as Record<string, unknown>
  const before = replay(game, { game: id, rulesVersion, config, seed, moves: list.map((m) => ({ actor: m.actor, move: m.move })) }, { to: step })
  if (s === undefined || E.isLeft(before) || !game.codecs.move.is(s.move)) return `step ${step}`
  const who = s.actor === CHANCE ? 'chance' : `seat ${s.actor}`
  return `step ${step} (${who}: ${game.describeMove(before.right, s.actor, s.move).replace(/^(seat \d+|chance): /, '')})`
}

const positionalFile = (args: readonly string[], command: string): E.Either<CliError, string> => {
  const parsed = parse(args, { help: { type: 'boolean', short: 'h' } })
  if (E.isLeft(parsed)) return parsed
  const [file, ...rest] = parsed.right.positionals
  if (file === undefined) return E.left(badInput(`${command} needs a file: tabletop-rules ${command} <file.json>.`))
  if (rest.length > 0) return E.left(badInput(`${command} takes one file; got the extra arguments ${rest.join(' ')}.`))
  return E.right(file)
}

/** Reads a file as JSON, refuses a file of another kind (naming the command that takes it) and finds its game. */
const loadFile = (registry: Readonly<Record<string, CliGame>>, path: string, command: 'replay' | 'verify'): E.Either<CliError, { file: string; json: unknown; game: AnyGame }> => {
  const json = readJson(path)
  if (E.isLeft(json)) return json
  // A shipped vector is named as `verify` takes it (the-border/example-dx6-same-action), not by its place on disk.
  const file = path.startsWith(shippedDir()) ? path.slice(shippedDir().length).replace(/\.json$/, '') : path
  const wrong = wrongKind(fileKind(json.right), file, command)
  if (wrong !== undefined) return E.left(badInput(wrong))
  const g = gameOf(registry, json.right, file)
  return E.isLeft(g) ? g : E.right({ file, json: json.right, game: g.right.game })
}

/** `replay <transcript.json>`. */
export const runReplay = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const arg = positionalFile(args, 'replay')
  if (E.isLeft(arg)) return arg
  const loaded = loadFile(registry, arg.right, 'replay')
  if (E.isLeft(loaded)) return loaded
  const { file, json, game } = loaded.right
  const r = replay(game, json)
  if (E.isLeft(r)) {
    if (isBadFile(r.left)) return E.left(badInput(`${file} cannot be replayed: ${sentence(r.left.message)}`))
    return E.left(checkFailed(`${file} does not replay: ${r.left.step === undefined ? '' : `${failingStep(game, json, r.left.step)} was refused: `}${sentence(r.left.message)}`))
  }
  const steps = (json as { moves: unknown[] }).moves.length
  const o = game.outcome(r.right as WithRng)
  const scores = game.scores(r.right as WithRng).join(', ')
  out(`ok: ${steps} steps replayed; ${o === undefined ? 'the game is in progress' : `the game is over, won by ${o.winners.map((w) => `seat ${w}`).join(' and ')}`}; scores ${scores}.`)
  return E.right(undefined)
}

/** `verify <vector.json | game/name | game>`: a file, a shipped vector by name, or every shipped vector of a game. */
export const runVerify = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const arg = positionalFile(args, 'verify')
  if (E.isLeft(arg)) return arg
  if (registry[arg.right] !== undefined && !existsSync(arg.right)) {
    const files = shippedVectors(arg.right)
    if (files.length === 0) return E.left(badInput(`No vectors of ${arg.right} are shipped with this package.`))
    for (const f of files) {
      const r = verifyOne(registry, f, (line) => out(`${f.slice(shippedDir().length).replace(/\.json$/, '')}: ${line}`))
      if (E.isLeft(r)) return r
    }
    out(`ok: all ${files.length} shipped vectors of ${arg.right} match.`)
    return E.right(undefined)
  }
  const file = resolveVector(registry, arg.right)
  if (E.isLeft(file)) return file
  return verifyOne(registry, file.right, out)
}

/** Checks one vector file. */
const verifyOne = (registry: Readonly<Record<string, CliGame>>, path: string, out: (line: string) => void): E.Either<CliError, void> => {
  const loaded = loadFile(registry, path, 'verify')
  if (E.isLeft(loaded)) return loaded
  const { file, json, game } = loaded.right
  const r = verifyVector(game, json)
  if (E.isLeft(r)) {
    if (isBadFile(r.left)) return E.left(badInput(`${file} cannot be checked: ${sentence(r.left.message)}`))
    const steps = (json as { steps?: unknown[] }).steps ?? []
    const at = r.left.step === undefined ? 'after setup' : r.left.step >= steps.length ? 'at the end' : `at ${failingStep(game, { ...(json as object), moves: steps }, r.left.step)}`
    return E.left(checkFailed(`${file} differs from this implementation ${at}: ${sentence(r.left.message)}`))
  }
  out(`ok: ${r.right.steps} steps match the vector.`)
  return E.right(undefined)
}

/** `record <game> --seed s`: plays a game between bots and prints its conformance vector. */
export const runRecord = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const setup = parseMatch(registry, args, 'record', { seed: 'record' })
  if (E.isLeft(setup)) return setup
  const { g, players, config, bots, seed } = setup.right
  const m = playMatch(g.game, config, seed, bots)
  if (E.isLeft(m)) return E.left(checkFailed(`The game failed: ${sentence(m.left.message)}`))
  const v = recordVector(g.game, m.right.transcript, `${g.game.id}, ${players} players, seed '${seed}', bots ${bots.map((b) => b.name).join(',')}`)
  if (E.isLeft(v)) return E.left(checkFailed(`The vector could not be recorded: ${sentence(v.left.message)}`))
  out(JSON.stringify(v.right, null, 1))
  return E.right(undefined)
}
