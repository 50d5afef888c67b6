/**
 * The `tabletop-rules` command: play, simulate, replay, verify, record.
 * Bad input gives one line on stderr and exit code 2; a failed check exit code 1; never a stack trace.
 * @module
 */
import * as E from 'fp-ts/Either'
import { cliGames } from './games.js'
import { runPlay } from './play.js'
import { runSimulate } from './simulate.js'
import { runRecord, runReplay, runVerify } from './check.js'
import { badInput, type CliError } from './output.js'

const usage = (): string => `Usage: tabletop-rules <command> [options]

Commands:
  play <game> [--players n] [--seed s] [--bots b1,b2,...] [--variant v]
      Play one game between bots and print the log, the boards and the ranking.
      With no arguments: a short demo game of The Border.
  simulate <game> --games N [--players n] [--seed s] [--bots ...] [--variant v] [--json]
      Play N seeded games; print win rates by seat and by bot, scores, game length, games/s.
  record <game> [--seed s] [--players n] [--bots ...] [--variant v] > vector.json
      Play a game and print its conformance vector.
  replay <transcript.json>     Replay a transcript; name the first failing step.
  verify <vector.json>         Check a conformance vector; name the first step that differs.

Games: ${Object.keys(cliGames).join(', ')}
Bots: random, greedy, mcts (search; mcts:300ms per decision, mcts:2000 iterations; default 1 s)
Exit codes: 0 ok, 1 a check failed, 2 bad input.`

const commands: Record<string, (registry: typeof cliGames, args: readonly string[], out: (line: string) => void) => E.Either<CliError, void>> = {
  play: runPlay,
  simulate: runSimulate,
  record: runRecord,
  replay: runReplay,
  verify: runVerify
}

/** Runs the command line; returns the exit code. */
export const main = (argv: readonly string[], out: (line: string) => void, err: (line: string) => void): number => {
  const [command, ...rest] = argv
  if (command === '--help' || command === '-h' || command === 'help' || rest.includes('--help') || rest.includes('-h')) {
    out(usage())
    return 0
  }
  const run = command === undefined ? runPlay : commands[command]
  const result = run === undefined ? E.left(badInput(`unknown command '${command ?? ''}'; run tabletop-rules --help`)) : run(cliGames, command === undefined ? [] : rest, out)
  if (E.isLeft(result)) {
    err(`tabletop-rules: ${result.left.message}`)
    return result.left.exitCode
  }
  return 0
}

// A closed pipe (`tabletop-rules play | head`) ends the command quietly, not with a stack trace.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0)
  process.stderr.write(`tabletop-rules: cannot write output: ${e.message}\n`)
  process.exit(1)
})

try {
  process.exitCode = main(process.argv.slice(2), (line) => process.stdout.write(`${line}\n`), (line) => process.stderr.write(`${line}\n`))
} catch (e) {
  process.stderr.write(`tabletop-rules: internal error: ${e instanceof Error ? e.message : String(e)}\n`)
  process.exitCode = 1
}
