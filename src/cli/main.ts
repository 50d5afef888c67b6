/**
 * The `tabletop-rules` command: play, simulate, replay, verify, record.
 * Bad input gives one line on stderr and exit code 2; a failed check exit code 1; never a stack trace.
 * @module
 */
import * as E from 'fp-ts/Either'
import { cliGames } from './games.js'
import { runPlay } from './play.js'
import { runSimulate } from './simulate.js'
import { runMerge } from './merge.js'
import { runRecord, runReplay, runVerify } from './check.js'
import { badInput, type CliError } from './output.js'

const usage = (): string => `Usage: tabletop-rules <command> [options]

Commands:
  play <game> [--players n] [--seed s] [--bots b1,b2,...] [--variant v]
      Play one game between bots and print the log, the boards and the ranking.
      With no arguments: a short demo game of The Border.
  simulate <game> --games N [--players n] [--seed s] [--bots ...] [--variant v] [--json]
           [--workers N] [--shard k/n]
      Play N seeded games on N worker threads (default: every core); print win rates by seat and
      by bot with 95% intervals, scores, game length, games/s. --shard k/n plays slice k of n.
  merge a.json b.json ... [--json]
      Combine the --json outputs of the shards of one study (see docs/bots.md).
  record <game> [--seed s] [--players n] [--bots ...] [--variant v] > vector.json
      Play a game and print its conformance vector.
  replay <transcript.json>     Replay a transcript; name the first failing step.
  verify <vector.json>         Check a conformance vector; name the first step that differs.

Games: ${Object.keys(cliGames).join(', ')}
Bots: random, greedy, mcts (search; mcts:300ms per decision, mcts:2000 iterations; default 1 s)
Exit codes: 0 ok, 1 a check failed, 2 bad input.`

type Result = E.Either<CliError, void>
const commands: Record<string, (registry: typeof cliGames, args: readonly string[], out: (line: string) => void) => Result | Promise<Result>> = {
  play: runPlay,
  simulate: runSimulate,
  merge: runMerge,
  record: runRecord,
  replay: runReplay,
  verify: runVerify
}

/** Runs the command line; returns the exit code (a promise of it for commands that run on worker threads). */
export const main = (argv: readonly string[], out: (line: string) => void, err: (line: string) => void): number | Promise<number> => {
  const [command, ...rest] = argv
  if (command === '--help' || command === '-h' || command === 'help' || rest.includes('--help') || rest.includes('-h')) {
    out(usage())
    return 0
  }
  const run = command === undefined ? runPlay : commands[command]
  const result = run === undefined ? E.left(badInput(`unknown command '${command ?? ''}'; run tabletop-rules --help`)) : run(cliGames, command === undefined ? [] : rest, out)
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

const internal = (e: unknown): void => {
  process.stderr.write(`tabletop-rules: internal error: ${e instanceof Error ? e.message : String(e)}\n`)
  process.exitCode = 1
}
try {
  const code = main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`))
  if (typeof code === 'number') process.exitCode = code
  else code.then((c) => (process.exitCode = c), internal)
} catch (e) {
  internal(e)
}
