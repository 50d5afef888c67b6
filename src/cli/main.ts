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
import { closestName } from '../core/suggest.js'
import { conformUsage, runConform } from './conform.js'

/** Each game, its player counts and its `--variant` values (from the manifest, through `cliGames`). */
const gameLines = (): string =>
  Object.entries(cliGames)
    .map(([id, g]) => {
      const { min, max } = g.game.players
      const players = min === max ? `${min} players` : `${min}–${max} players (default ${g.defaultPlayers})`
      const variants = g.variants.length === 0 ? '' : `\n${' '.repeat(14)}--variant ${g.variants.join(', ')}`
      return `  ${id.padEnd(12)}${g.game.title}, ${players}${variants}`
    })
    .join('\n')

const usage = (): string => `Usage: tabletop-rules <command> [options]

Commands:
  play [<game>] [--players n] [--seed s] [--bots b1,b2,...] [--variant v] [--components file.json]
       [--verbose] [--transcript out.json] [--lang en|el|pl|ru]
      Play one game between bots; print it by rounds and turns, the boards and the ranking, and
      the command line that plays it again with every step. With no arguments: a demo game of
      The Border between two greedy bots.
  simulate <game> [--games N] [--players n] [--seed s] [--bots ...] [--variant v]
           [--components file.json] [--json] [--workers N] [--shard k/n] [--transcripts dir]
      Play N seeded games (default 100) on worker threads (default: every core); print win rates
      by seat and by bot with 95% intervals, scores, game length, games/s.
  merge a.json b.json ... [--json]
      Combine the --json outputs of the shards of one study (see docs/bots.md).
  record <game> [--players n] [--seed s] [--bots ...] [--variant v] [--components file.json]
      Play a game and print its conformance vector (record … > vector.json).
  replay <transcript.json>
      Replay a transcript (play --transcript, simulate --transcripts); name the first failing step.
  verify <vector.json | game/name | game>
      Check a conformance vector and name the first step that differs: a file, a vector shipped in
      the package by name (verify the-border/example-dx6), or every shipped vector of a game.
  components export <game> > file.json
      Print the game's bundled component set (a reconstruction; every record has its provenance)
      in the JSON format --components and config.components take.
  components check <game> <file.json> [--players n] [--variant v]
      Check a component file as play --components does: every broken constraint is listed.
${conformUsage}

Options:
  --players n       Player count (default 2); each game says which counts it is played by.
  --seed s          The seed: the same options and seed give the same game (defaults: play
                    demo, simulate sim, record record).
  --bots b1,b2,...  Bots by name, cycled over the seats: seat i plays bot i mod k of the k listed.
                    play: greedy on every seat by default; simulate and record: greedy,random.
                    simulate also shifts the cycle by one from game to game, so no bot keeps a seat.
  --variant v       A variant of the game (the values per game are listed below).
  --components f    A component file (e.g. the printed game's data) instead of the bundled set.
  --verbose         play: print every step, numbered, under round headings.
  --lang tag        play: tell the game in a locale: en (default), el, pl, ru — in each the game
                    speaks (docs/locales.md).
  --transcript f    play: write the game's transcript to f (tabletop-rules replay f).
  --transcripts d   simulate: write each game's transcript to d/<game>-<i>.json.
  --games N         simulate: games to play (default 100).
  --workers N       simulate: worker threads (default: every core).
  --shard k/n       simulate: play slice k of n of the games (merge the --json outputs).
  --json            simulate, merge: print JSON.
  --version         Print the version.
  --help, -h        Print this help.

Games:
${gameLines()}
Bots: random, greedy, mcts (search; mcts:300ms or mcts:2s per decision, mcts:2000 iterations;
      default 1 s)
Exit codes: 0 ok, 1 a check failed (replay, verify, components check, conform, a game that failed),
            2 bad input.`

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
  const near = command === undefined ? undefined : closestName(command, ['conform', ...Object.keys(commands)])
  const unknown = `Unknown command '${command ?? ''}'.${near === undefined ? '' : ` Did you mean ${near}?`} Run tabletop-rules --help for the commands.`
  const result = run === undefined ? E.left(badInput(unknown)) : run(cliGames, command === undefined ? [] : rest, out)
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
