/**
 * `replay`, `verify` and `record`: transcripts and conformance vectors from the command line.
 * @module
 */
import { readFileSync } from 'node:fs'
import * as E from 'fp-ts/Either'
import { CHANCE, recordVector, replay, verifyVector, type AnyGame, type Actor, type ReplayError, type WithRng } from '../core/index.js'
import { playMatch } from '../bots/index.js'
import { parse } from './args.js'
import { findCliGame, type CliGame } from './registry.js'
import { parseMatch } from './options.js'
import { badInput, checkFailed, type CliError } from './output.js'

/** Reads and parses a JSON file; unreadable or malformed files are bad input. */
export const readJson = (path: string): E.Either<CliError, unknown> => {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (e) {
    return E.left(badInput(`cannot read ${path}: ${e instanceof Error && 'code' in e ? String(e.code) : 'unreadable'}`))
  }
  try {
    return E.right(JSON.parse(text) as unknown)
  } catch (e) {
    return E.left(badInput(`${path} is not valid JSON: ${e instanceof Error ? e.message : 'parse error'}`))
  }
}

const gameOf = (registry: Readonly<Record<string, CliGame>>, json: unknown, path: string): E.Either<CliError, CliGame> => {
  const id = typeof json === 'object' && json !== null && 'game' in json ? (json as { game: unknown }).game : undefined
  if (typeof id !== 'string') return E.left(badInput(`${path} names no game (a "game" field is expected)`))
  const g = findCliGame(registry, id)
  return E.isLeft(g) ? E.left(badInput(g.left)) : g
}

/** Describes the failing step in words when the transcript gets that far. */
const failingStep = (game: AnyGame, json: unknown, err: ReplayError): string => {
  if (err.step === undefined) return err.message
  const moves = (json as { moves?: { actor: Actor; move: unknown }[]; steps?: { actor: Actor; move: unknown }[] })
  const step = (moves.moves ?? moves.steps ?? [])[err.step]
  const { game: id, rulesVersion, config, seed } = json as Record<string, unknown>
  const before = replay(game, { game: id, rulesVersion, config, seed, moves: (moves.moves ?? moves.steps ?? []).map((s) => ({ actor: s.actor, move: s.move })) }, { to: err.step })
  if (step === undefined || E.isLeft(before) || !game.codecs.move.is(step.move)) return err.message
  const who = step.actor === CHANCE ? 'chance' : `seat ${step.actor}`
  return `step ${err.step} (${who}: ${game.describeMove(before.right, step.actor, step.move)}): ${err.message.replace(/^step \d+: /, '')}`
}

const positionalFile = (args: readonly string[], command: string): E.Either<CliError, string> => {
  const parsed = parse(args, { help: { type: 'boolean', short: 'h' } })
  if (E.isLeft(parsed)) return parsed
  const [file, ...rest] = parsed.right.positionals
  if (file === undefined) return E.left(badInput(`${command} needs a file: tabletop-rules ${command} <file.json>`))
  if (rest.length > 0) return E.left(badInput(`${command} takes one file, got extra arguments: ${rest.join(' ')}`))
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
  if (E.isLeft(r)) return E.left(r.left.code === 'BAD_TRANSCRIPT' ? badInput(`${file}: ${r.left.message}`) : checkFailed(`replay failed at ${failingStep(game, json, r.left)}`))
  const steps = (json as { moves: unknown[] }).moves.length
  const o = game.outcome(r.right as WithRng)
  out(`ok: ${steps} steps replayed; ${o === undefined ? 'game in progress' : `game over, winners ${o.winners.join(', ')}`}; scores ${game.scores(r.right as WithRng).join(', ')}`)
  return E.right(undefined)
}

/** `verify <vector.json>`. */
export const runVerify = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const loaded = loadFile(registry, args, 'verify')
  if (E.isLeft(loaded)) return loaded
  const { file, json, game } = loaded.right
  const r = verifyVector(game, json)
  if (E.isLeft(r)) {
    const steps = (json as { steps?: unknown[] }).steps
    return E.left(r.left.code === 'BAD_TRANSCRIPT' ? badInput(`${file}: ${r.left.message}`) : checkFailed(`vector mismatch at ${failingStep(game, { ...(json as object), moves: steps }, r.left)}`))
  }
  out(`ok: ${r.right.steps} steps match the vector`)
  return E.right(undefined)
}

/** `record <game> --seed s`: plays a game between bots and prints its conformance vector. */
export const runRecord = (registry: Readonly<Record<string, CliGame>>, args: readonly string[], out: (line: string) => void): E.Either<CliError, void> => {
  const setup = parseMatch(registry, args, 'record', { seed: 'record' })
  if (E.isLeft(setup)) return setup
  const { g, players, config, bots, seed } = setup.right
  const m = playMatch(g.game, config, seed, bots)
  if (E.isLeft(m)) return E.left(checkFailed(`the game failed: ${m.left.message}`))
  const v = recordVector(g.game, m.right.transcript, `${g.game.id}, ${players} players, seed '${seed}', bots ${bots.map((b) => b.name).join(',')}`)
  if (E.isLeft(v)) return E.left(checkFailed(v.left.message))
  out(JSON.stringify(v.right, null, 1))
  return E.right(undefined)
}
