/**
 * Fuzz (issue 26): sparse, wide, deep and proxied inputs for every public function, each case in a
 * child process against the built package (npm test builds first), with its peak memory read from
 * that process and compared with a control measured in the same run (importing the package and
 * nothing else). Before issue 26 a sparse list aborted the process (out of memory), a wide one
 * grew it by 70–137 MB per call, a view with one number raised ran out of memory. Each child runs
 * under a heap cap, so a case that is not bounded crashes instead of taking the machine.
 */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { cases } from './hostile-cases.mjs'

const root = join(import.meta.dirname, '..', '..')
const child = join(import.meta.dirname, 'hostile-child.mjs')

/** The heap cap of every child (MB): far above a bounded case, far below what the unbounded ones took. */
const HEAP_CAP_MB = 256
/** How much more than the control a case may peak at (MB). */
const ALLOWANCE_MB = 96

interface Outcome {
  readonly ok: boolean
  readonly note: string
  readonly maxRssKb: number
}

/**
 * The CPU seconds a child may use (RLIMIT_CPU, `ulimit -t`): the bound on its work, whatever the
 * load of the machine (a case uses 1–5 s; an unbounded one — a proxy claiming 10⁹ entries walked —
 * is killed by SIGXCPU and reported). No wall-clock limit decides a case; the test's own time-out
 * is only a guard against a child that idles forever.
 */
const CPU_SECONDS = 60

/** Runs one case in a child process (never blocking this worker). */
const runCase = (id: string): Promise<Outcome> =>
  new Promise((resolve) => {
    const args = ['-c', `ulimit -t ${CPU_SECONDS} && exec "$0" "$@"`, process.execPath, `--max-old-space-size=${HEAP_CAP_MB}`, child, id]
    execFile('/bin/sh', args, { cwd: root, encoding: 'utf8', maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      const line = stdout.trim().split('\n').at(-1) ?? ''
      try {
        resolve(JSON.parse(line) as Outcome)
      } catch {
        const why =
          error?.signal === 'SIGXCPU' || error?.signal === 'SIGKILL'
            ? `killed after ${CPU_SECONDS} s of CPU (unbounded work)`
            : /heap out of memory|Allocation failed/.test(stderr)
              ? 'out of memory'
              : `no result (exit ${String(error?.code)})`
        resolve({ ok: false, note: `${why}: ${stderr.trim().split('\n').slice(0, 2).join(' ')}`.slice(0, 300), maxRssKb: Number.NaN })
      }
    })
  })

describe('issue 26: hostile inputs to every public function, bounded in memory (a child process per case)', () => {
  let baselineKb = 0
  beforeAll(async () => {
    const control = await runCase('baseline')
    expect(control.ok).toBe(true)
    baselineKb = control.maxRssKb
  })

  for (const c of cases.filter((x) => x.id !== 'baseline')) {
    it(c.id, async () => {
      const r = await runCase(c.id)
      expect(r.note, r.note).not.toMatch(/^(threw|no result|out of memory|killed)/)
      expect(r.ok, r.note).toBe(true)
      const overMb = (r.maxRssKb - baselineKb) / 1024
      expect(overMb, `peak memory ${Math.round(r.maxRssKb / 1024)} MB, ${Math.round(overMb)} MB over the control`).toBeLessThan(c.allowanceMb ?? ALLOWANCE_MB)
    })
  }
})
