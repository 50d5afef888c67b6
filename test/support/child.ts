/**
 * Long randomized runs (the deep tier) in a child process, awaited by the test.
 *
 * Why: vitest's worker reports to the runner over an RPC channel whose calls time out after a
 * fixed 60 s (birpc's default), and the worker reads the replies only when its event loop turns.
 * Vitest turns it between test files, not between the tests of one file; and when the loop turns,
 * Node runs expired timers before it reads pending messages. So a file whose synchronous tests
 * run for over 60 s in a row — one long test, or several short ones back to back, on a machine
 * slowed down by other work — fails with "Timeout calling onTaskUpdate" although its reply had
 * arrived. The quick tier keeps every file far below that (a few seconds of work); the deep tier
 * runs its long work here, in another process, while the test worker waits, free to read.
 * @module
 */
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const runner = fileURLToPath(new URL('./child-run.ts', import.meta.url))

/**
 * Calls `module`'s export `name` with `args` (plain JSON) in a child process (`node --import
 * tsx`); resolves when it returns, rejects with its message when it throws.
 */
export const inChild = (module: URL, name: string, args: unknown): Promise<void> =>
  new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', runner, fileURLToPath(module), name, JSON.stringify(args)],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error === null) resolve()
        else reject(new Error(`${name}(${JSON.stringify(args)}) failed in a child process: ${stderr.trim() || error.message}`))
      }
    )
  })

/** An amount of randomized work: `runs` games from the fast-check seed `seed`. */
export interface Work {
  /** How many games. */
  readonly runs: number
  /** The fast-check seed (a reproduction names it). */
  readonly seed: number
}
