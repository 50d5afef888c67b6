/**
 * `replay`, `verify` and `record`: transcripts and conformance vectors from the command line.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, recordVector, replay, verifyVector, type AnyGame, type Actor, type ReplayError, type WithRng } from '../core/index.js'
import { playMatch } from '../bots/index.js'
import { parse } from './args.js'
import type { CliGame } from './registry.js'
import { gameNamed, parseMatch } from './options.js'
import { readJson } from './files.js'
import { badInput, checkFailed, type CliError } from './output.js'

export { readJson } from './files.js'

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

/** Reads the one file argument of `command` as JSON and finds its game. */
const loadFile = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], command: string): E.Either<CliError, { file: string; json: unknown; game: AnyGame }> => {
  const file = positionalFile(args, command)
  if (E.isLeft(file)) return file
  const json = readJson(file.right)
  if (E.isLeft(json)) return json
  const g = gameOf(registry, json.right, file.right)
  return E.isLeft(g) ? g : E.right({ file: file.right, json: json.right, game: g.right.game })
}

/** `replay <transcript.json>`. */
export const runReplay = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const loaded = loadFile(registry, args, 'replay')
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

/** `verify <vector.json>`. */
export const runVerify = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const loaded = loadFile(registry, args, 'verify')
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
