/**
 * Fuzz (issue 26): the command on hostile input, run as child processes of the built command
 * (npm test builds first). Game and bot names that are properties of every object (`__proto__`,
 * `constructor`, …) are bad input in every subcommand; `conform` ends an engine's whole process
 * group whatever it does (never answers, ignores the end of its input, leaves a grandchild holding
 * its output, writes a 50 MB line) and reads lines within a hard byte limit; `components check`
 * is bounded in time, output and memory. Peak memory is read from each command process (a preload
 * writes `process.resourceUsage().maxRSS` when it exits) and compared with a control run in the
 * same test (`--version`).
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const cli = join(root, 'dist', 'cli.js')
const preload = join(import.meta.dirname, 'rss-on-exit.mjs')
const dir = mkdtempSync(join(tmpdir(), 'tabletop-fuzz26-'))
const file = (name: string, text: string): string => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

interface Run {
  readonly code: number | null
  readonly out: string
  readonly err: string
  /** Peak memory of the command process (MB). */
  readonly peakMb: number
}

/** The CPU seconds a command may use (RLIMIT_CPU): the bound on its work, whatever the machine's load. */
const CPU_SECONDS = 30

let runs = 0
/**
 * Runs the built command (not blocking this worker) under a CPU-time limit. A command that idles
 * forever (conform waiting on an engine that never exits: no CPU used) is caught only by vitest's
 * hang guard (vitest.config.ts); tests are bounded by work, never by the clock (test/tiers.test.ts).
 */
const run = (args: readonly string[], env: Record<string, string> = {}): Promise<Run> =>
  new Promise((resolve) => {
    const rss = join(dir, `rss-${runs++}`)
    execFile(
      '/bin/sh',
      ['-c', `ulimit -t ${CPU_SECONDS} && exec "$0" "$@"`, process.execPath, `--import=${preload}`, cli, ...args],
      { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NO_COLOR: '1', FUZZ_RSS_FILE: rss, ...env } },
      (error, stdout, stderr) => {
        let peakMb = Number.NaN
        try {
          peakMb = Number(readFileSync(rss, 'utf8')) / 1024
        } catch {
          // no exit event: killed
        }
        resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : null, out: stdout, err: error?.killed === true ? `KILLED (a hang): ${stderr}` : error?.signal === 'SIGKILL' || error?.signal === 'SIGXCPU' ? `KILLED (over ${CPU_SECONDS} s of CPU): ${stderr}` : stderr, peakMb })
      }
    )
  })

const oneBadInputLine = (r: Run): void => {
  expect(r.err, r.err).not.toMatch(/internal error|KILLED/)
  expect(r.code, r.err).toBe(2)
  expect(r.err.trim().split('\n'), r.err).toHaveLength(1)
  expect(r.err).not.toMatch(/\n\s+at /)
}

/** Whether a process is gone (or a zombie waiting to be reaped: it runs no more). */
const gone = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch {
    return true
  }
  try {
    return /^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'))
  } catch {
    return true
  }
}
/** Waits until the process is gone (a kill takes a moment to land); false if it still runs after 10 s. */
const goneSoon = async (pid: number): Promise<boolean> => {
  for (let i = 0; i < 100; i++) {
    if (gone(pid)) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return gone(pid)
}

let controlMb = 0
beforeAll(async () => {
  const control = await run(['--version'])
  expect(control.code).toBe(0)
  controlMb = control.peakMb
})

/** How much more than the control run a command may peak at (MB). */
const ALLOWANCE_MB = 64

const NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString'] as const

describe('issue 26: names that are properties of every object are bad input (exit 2, one line) in every subcommand', () => {
  for (const name of NAMES) {
    it(`game '${name}': play, record, simulate, components export/check, conform, replay, verify`, async () => {
      const components = file(`c-${name}.json`, '{}')
      const transcript = file(`t-${name}.json`, JSON.stringify({ game: name, rulesVersion: '1', config: { players: 2 }, seed: 's', moves: [] }))
      const vector = file(`v-${name}.json`, JSON.stringify({ format: 'tabletop-rules/vector@2', game: name, rulesVersion: '1', steps: [] }))
      const commands = [
        ['play', name],
        ['record', name],
        ['simulate', name, '--games', '1', '--workers', '1'],
        ['components', 'export', name],
        ['components', 'check', name, components],
        ['conform', name, '--engine', 'true'],
        ['replay', transcript],
        ['verify', vector]
      ]
      for (const args of commands) oneBadInputLine(await run(args))
    })
  }

  it("bot names: play nagaraja --bots constructor, simulate the-border --bots __proto__; the command 'constructor'", async () => {
    oneBadInputLine(await run(['play', 'nagaraja', '--bots', 'constructor']))
    oneBadInputLine(await run(['simulate', 'the-border', '--bots', '__proto__', '--games', '1', '--workers', '1']))
    oneBadInputLine(await run(['constructor']))
  })
})

describe('issue 26: conform ends the engine’s whole process group and reads lines within a hard limit', () => {
  const engine = `"${process.execPath}" ${join(root, 'examples', 'conformance-engine.mjs')}`

  it('an engine that never answers and ignores the end of its input: a protocol error, exit 2, and the engine is gone', async () => {
    const pidFile = join(dir, 'deaf.pid')
    // The shell writes its pid, then becomes the engine (exec): the pid is the engine's.
    const deaf = `echo $$ > "${pidFile}"; exec "${process.execPath}" -e "process.stdin.resume(); process.stdin.on('end', () => {}); setInterval(() => {}, 1 << 10)"`
    const r = await run(['conform', 'the-border', '--engine', deaf, '--vectors', 'none', '--games', '1', '--timeout', '500'])
    oneBadInputLine(r)
    expect(r.err).toMatch(/protocol error: .*no response within 500 ms/)
    expect(await goneSoon(Number(readFileSync(pidFile, 'utf8')))).toBe(true)
  })

  it('an engine that leaves a grandchild holding its output: conform still exits, and the grandchild is gone', async () => {
    const pidFile = join(dir, 'grandchild.pid')
    const r = await run(['conform', 'nagaraja', '--engine', `sleep 300 & echo $! > "${pidFile}"; ${engine}`, '--vectors', 'none', '--games', '1'])
    expect(r.err).toBe('')
    expect(r.code).toBe(0)
    expect(await goneSoon(Number(readFileSync(pidFile, 'utf8')))).toBe(true)
  })

  it('a 50 MB answer line: a protocol error at the byte limit, exit 2, bounded memory (was 19–21 s and 745 MB), and the engine is gone', async () => {
    const pidFile = join(dir, 'flood.pid')
    const flood = `echo $$ > "${pidFile}"; exec "${process.execPath}" -e "const b = Buffer.alloc(1 << 20, 120); let n = 0; process.stdin.once('data', () => { const w = () => { while (n < 50 && process.stdout.write(b)) n++; if (n < 50) process.stdout.once('drain', w) }; w() }); setInterval(() => {}, 1 << 10)"`
    const r = await run(['conform', 'rajas', '--engine', flood, '--vectors', 'none', '--games', '1', '--max-line', '1000000', '--timeout', '60000'])
    oneBadInputLine(r)
    expect(r.err).toMatch(/a line longer than 1000000 bytes/)
    expect(r.peakMb - controlMb, `peak ${Math.round(r.peakMb)} MB, control ${Math.round(controlMb)} MB`).toBeLessThan(ALLOWANCE_MB)
    expect(await goneSoon(Number(readFileSync(pidFile, 'utf8')))).toBe(true)
  })
})

describe('issue 26: components check is bounded in time, output and memory', () => {
  it('a 20 MB file is refused unread (was still running after 25 s)', async () => {
    const big = file('big.json', `{"cards":[${Array.from({ length: 2_500_000 }, () => '{"x":1}').join(',')}]}`)
    const r = await run(['components', 'check', 'nagaraja', big])
    oneBadInputLine(r)
    expect(r.err).toMatch(/at most 4194304 bytes/)
    expect(r.peakMb - controlMb).toBeLessThan(ALLOWANCE_MB)
  })

  it('a file of 40,000 wrong-typed tiles lists the first 20 findings and counts the rest (a 600 KB file wrote 29.5 MB of findings)', async () => {
    const tiles = file('tiles.json', JSON.stringify({ tiles: Array.from({ length: 40_000 }, () => ({ id: 5 })) }))
    const r = await run(['components', 'check', 'rajas', tiles])
    expect(r.code).toBe(1)
    const lines = r.out.trim().split('\n')
    expect(lines.length).toBeLessThanOrEqual(22)
    expect(lines.at(-1)).toMatch(/… and \d+ more/)
    expect(r.err).toMatch(/\(\d+ broken constraints, the first 20 listed above\)/)
    expect(r.peakMb - controlMb).toBeLessThan(ALLOWANCE_MB)
  })

  it('a file of more values than are read is one finding', async () => {
    const many = file('many.json', JSON.stringify({ tiles: Array.from({ length: 200_000 }, () => 1) }))
    const r = await run(['components', 'check', 'rajas', many])
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/the file holds a list of 200000 entries at tiles; at most 100000 values are read in all/)
    expect(r.out.trim().split('\n')).toHaveLength(1)
  })
})
