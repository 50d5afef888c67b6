/**
 * The built command (`dist/cli.js`, built by `npm test`'s pretest) run as a subprocess, awaited:
 * the test worker's event loop stays free while the command runs (a synchronous spawn would hold
 * it, and vitest's reports with it: see ./child.ts).
 * @module
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'

/** The built command. */
export const cliPath = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')

/** What a run of the command gave: its exit code, stdout and stderr. */
export interface Ran {
  readonly code: number | null
  readonly out: string
  readonly err: string
}

/** Runs `command args…` (default: `node dist/cli.js`) with NO_COLOR set unless `env` says otherwise. */
export const runCommand = (command: string, args: readonly string[], options: { readonly env?: NodeJS.ProcessEnv; readonly cwd?: string } = {}): Promise<Ran> =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: options.env ?? { ...process.env, NO_COLOR: '1' }, ...(options.cwd === undefined ? {} : { cwd: options.cwd }) })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => err.push(b))
    child.on('error', reject)
    child.on('close', (code) => resolve({ code, out: Buffer.concat(out).toString('utf8'), err: Buffer.concat(err).toString('utf8') }))
  })

/** Runs the built command with `args`. */
export const runCli = (args: readonly string[], options: { readonly env?: NodeJS.ProcessEnv; readonly cwd?: string } = {}): Promise<Ran> =>
  runCommand(process.execPath, [cliPath, ...args], options)
