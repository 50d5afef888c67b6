/**
 * The `tabletop-rules` command: play, simulate, replay, verify, record, components.
 * Bad input gives one line on stderr and exit code 2; a failed check exit code 1; never a stack trace.
 * @module
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as E from 'fp-ts/Either'
import { runComponents } from './components.js'
import { cliGames } from './games.js'
import { runPlay } from './play.js'
import { runSimulate } from './simulate.js'
import { runMerge } from './merge.js'
import { runRecord, runReplay, runVerify } from './check.js'
import { badInput, type CliError } from './output.js'
import { conformUsage, runConform } from './conform.js'

const usage = (): string => `Usage: tabletop-rules <command> [options]

Commands:
  play <game> [--players n] [--seed s] [--bots b1,b2,...] [--variant v] [--components file.json]
      Play one game between bots and print the log, the boards and the ranking.
      With no arguments: a short demo game of The Border.
  simulate <game> [--games N] [--players n] [--seed s] [--bots ...] [--variant v] [--components file.json] [--json]
           [--workers N] [--shard k/n]
      Play N seeded games (default 100) on worker threads (default: every core); print win rates by
      seat and by bot with 95% intervals, scores, game length, games/s. --shard k/n plays slice k of n.
  merge a.json b.json ... [--json]
      Combine the --json outputs of the shards of one study (see docs/bots.md).
  record <game> [--seed s] [--players n] [--bots ...] [--variant v] [--components file.json] > vector.json
      Play a game and print its conformance vector.
  replay <transcript.json>     Replay a transcript; name the first failing step.
  verify <vector.json>         Check a conformance vector; name the first step that differs.
  components export <game> > file.json
      Print the game's bundled component set (a reconstruction; every record has its provenance)
      in the JSON format --components and config.components take.
  components check <game> <file.json>
      Check a component file: every broken constraint is listed.
${conformUsage}

Options:
  --bots b1,b2,...  Bots by name, cycled over the seats: seat i plays bot i mod k of the k listed
                    (default greedy,random; "--bots random" seats random bots only). simulate
                    also shifts the cycle by one from game to game, so no bot keeps one seat.
  --players n       Player count (default 2); each game says which counts it is played by.
  --components f    A component file (e.g. the printed game's data) instead of the bundled set.
  --version         Print the version.  --help  Print this help.

Games: ${Object.keys(cliGames).join(', ')}
Bots: random, greedy, mcts (search; mcts:300ms per decision, mcts:2000 iterations; default 1 s)
Exit codes: 0 ok, 1 a check failed (replay, verify, components check, a game that failed), 2 bad input.`

/** The package version, read from the package.json beside the built command. */
const version = (): string => {
  try {
    const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')) as { version?: unknown }
    return typeof pkg.version === 'string' ? pkg.version : 'unknown'
  } catch {
    return 'unknown'
  }
}

type Result = E.Either<CliError, void>
const commands: Record<string, (registry: typeof cliGames, args: readonly string[], out: (line: string) => void) => Result | Promise<Result>> = {
  play: runPlay,
  simulate: runSimulate,
  merge: runMerge,
  record: runRecord,
  replay: runReplay,
  verify: runVerify,
  components: runComponents
}

/** Runs the command line; returns the exit code (a promise of it for `conform` and for commands that run on worker threads). */
export const main = (argv: readonly string[], out: (line: string) => void, err: (line: string) => void): number | Promise<number> => {
  const [command, ...rest] = argv
  if (command === '--help' || command === '-h' || command === 'help' || rest.includes('--help') || rest.includes('-h')) {
    out(usage())
    return 0
  }
  if (command === '--version' || command === '-v' || command === 'version') {
    out(`tabletop-rules ${version()}`)
    return 0
  }
  if (command === 'conform') return runConform(cliGames, rest, out, err)
  const run = command === undefined ? runPlay : Object.hasOwn(commands, command) ? commands[command] : undefined
  const result = run === undefined ? E.left(badInput(`Unknown command '${command ?? ''}'. Run tabletop-rules --help for the commands.`)) : run(cliGames, command === undefined ? [] : rest, out)
  const finish = (r: Result): number => {
    if (E.isLeft(r)) {
      err(`tabletop-rules: ${r.left.message}`)
      return r.left.exitCode
    }
    return 0
  }
  return result instanceof Promise ? result.then(finish) : finish(result)
}

// A closed pipe (`tabletop-rules play | head`) ends the command quietly, not with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0)
  process.stderr.write(`tabletop-rules: cannot write output: ${e.message}\n`)
  process.exit(1)
})

const internalError = (e: unknown): void => {
  process.stderr.write(`tabletop-rules: internal error: ${e instanceof Error ? e.message : String(e)}\n`)
  process.exitCode = 1
}
try {
  const code = main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`))
  if (typeof code === 'number') process.exitCode = code
  else code.then((c) => (process.exitCode = c), internalError)
} catch (e) {
  internalError(e)
}
