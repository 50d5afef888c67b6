/**
 * `tabletop-rules conform` against the reference engine (examples/conformance-engine.mjs), run as
 * subprocesses of the built command (npm test builds first: see the `pretest` script). The engine
 * passes for every game; a copy that lies once is caught at the exact step, and the lie is named;
 * protocol failures (bad JSON, crash, timeout) exit 2 with one clear line.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Vector } from '../../src/core/index.js'

const root = join(import.meta.dirname, '..', '..')
const cli = join(root, 'dist', 'cli.js')
const engine = `"${process.execPath}" ${join(root, 'examples', 'conformance-engine.mjs')}`
const vector = (game: string, name: string): string => join(root, 'vectors', game, `${name}.json`)
/** Runs the built command without blocking the test worker (the engine is a grandchild process). */
const conform = (lie: string | undefined, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> => run({ ...(lie === undefined ? {} : { CONFORM_LIE: lie }) }, ...args)
const run = (extraEnv: Record<string, string>, ...args: string[]): Promise<{ code: number | null; out: string; err: string }> =>
  new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, 'conform', ...args],
      { encoding: 'utf8', cwd: root, env: { ...process.env, NO_COLOR: '1', ...extraEnv }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error === null ? 0 : typeof error.code === 'number' ? error.code : null, out: stdout, err: stderr })
    )
  })
interface JsonReport {
  ok: boolean
  checked: { vectors: number; randomGames: number; positions: number }
  difference?: { source: string; step: number; next?: { move: string }; diffs: { field: string; actor?: string; missing?: string[]; extra?: string[]; text: string }[]; position: string }
  protocolError?: string
}
const json = (r: { out: string }): JsonReport => JSON.parse(r.out) as JsonReport

/** For each game: a vector from setup, a mid-game example from a position, and a lie planted at a step of it. */
const cases = [
  { game: 'the-border', setup: 'vector-2p-random', example: 'example-dx6-same-action', step: 3 },
  { game: 'nagaraja', setup: 'vector-2p-greedy', example: 'example-nx2-nx3-position', step: 6 },
  { game: 'rajas', setup: 'vector-2p-greedy', example: 'example-ex5-fame-and-income', step: 5 }
] as const

describe('conform against the reference engine', () => {
  for (const c of cases) {
    it(`${c.game}: the reference engine passes (vectors from setup and from a position, random games)`, async () => {
      const r = await conform(undefined, c.game, '--engine', engine, '--vectors', `${vector(c.game, c.setup)},${vector(c.game, c.example)}`, '--games', '2', '--json')
      expect(r.err).toBe('')
      expect(r.code).toBe(0)
      const rep = json(r)
      expect(rep.ok).toBe(true)
      expect(rep.checked.vectors).toBe(2)
      expect(rep.checked.randomGames).toBe(2)
      expect(rep.checked.positions).toBeGreaterThan(20)
    })

    it(`${c.game}: a dropped legal move is caught at step ${c.step} and named`, async () => {
      const v = JSON.parse(readFileSync(vector(c.game, c.example), 'utf8')) as Vector
      const r = await conform(`drop-legal@${c.step}`, c.game, '--engine', engine, '--vectors', vector(c.game, c.example), '--games', '0', '--json')
      expect(r.code).toBe(1)
      const d = json(r).difference
      expect(d?.source).toContain(`${c.example}.json`)
      expect(d?.step).toBe(c.step)
      const step = v.steps[c.step]
      expect(d?.next?.move).toBe(step?.notation)
      const first = String(step?.actors[0])
      const list = step?.legal?.[first]
      expect(d?.diffs).toHaveLength(1)
      expect(d?.diffs[0]).toMatchObject({ field: 'legal', actor: first, extra: [] })
      if (Array.isArray(list)) expect(d?.diffs[0]?.missing).toEqual([list[list.length - 1]])
      expect(d?.position.length).toBeGreaterThan(0) // the position in words (the game's render)
    })
  }

  it('a level-1 engine (no starts from a state) passes, and the position vectors are listed as skipped', async () => {
    const r = await run({ CONFORM_LEVEL: '1' }, 'rajas', '--engine', engine, '--vectors', `${vector('rajas', 'example-ex7-different-goods')},${vector('rajas', 'example-ex14-ganga-setup')}`, '--games', '0')
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/ok — .* 1 vector and 0 random games, .*1 vector skipped \(unsupported\)/)
    expect(r.out).toMatch(/skipped .*example-ex7-different-goods\.json: level 1: this engine starts games from setup only/)
  })

  it('a score off by one is caught at the exact step of a random game', async () => {
    const r = await conform('score@7', 'the-border', '--engine', engine, '--vectors', 'none', '--games', '1', '--json')
    expect(r.code).toBe(1)
    const d = json(r).difference
    expect(d?.source).toMatch(/random game 0/)
    expect(d?.step).toBe(7)
    expect(d?.diffs.map((x) => x.field)).toEqual(['scores'])
  })

  it('an extra actor is caught at the exact step and named', async () => {
    const r = await conform('extra-actor@4', 'nagaraja', '--engine', engine, '--vectors', vector('nagaraja', 'example-nx4-nx5-amulet-position'), '--games', '0', '--json')
    expect(r.code).toBe(1)
    const d = json(r).difference
    expect(d?.step).toBe(4)
    expect(d?.diffs[0]?.field).toBe('actors')
    expect(d?.diffs[0]?.extra).toHaveLength(1)
  })

  it('the text report names the step, shows the position in words, both answers and what differs', async () => {
    const r = await conform('drop-legal@2', 'rajas', '--engine', engine, '--vectors', vector('rajas', 'example-ex8-same-goods'), '--games', '0')
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/DIFFERENCE in .*example-ex8-same-goods\.json, step 2, before seat 0 plays '/)
    expect(r.out).toMatch(/The position \(the reference state, in words\):\n\s+Seat 0: fame/)
    expect(r.out).toMatch(/tabletop-rules answers:[\s\S]*your engine answers:/)
    expect(r.out).toMatch(/What differs:\n {2}- legal moves of seat 0 differ: missing '/)
  })
})

describe('conform: protocol errors exit 2 with one clear line', () => {
  const one = (err: string) => {
    expect(err.trim().split('\n')).toHaveLength(1)
    expect(err).not.toMatch(/\n\s+at /)
  }
  it('a response that is not JSON', async () => {
    const r = await conform('bad-json@3', 'the-border', '--engine', engine, '--vectors', 'none', '--games', '1')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/protocol error: random game 0 .*step 3: query request \d+: the response is not JSON/)
    one(r.err)
  })

  it('an engine that crashes', async () => {
    const r = await conform('crash@2', 'the-border', '--engine', engine, '--vectors', 'none', '--games', '1')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/the engine exited with code 3/)
    one(r.err)
  })

  it('an engine that does not answer in time', async () => {
    const r = await conform('hang@1', 'the-border', '--engine', engine, '--vectors', 'none', '--games', '1', '--timeout', '400', '--json')
    expect(r.code).toBe(2)
    expect(json(r).protocolError).toMatch(/no response within 400 ms/)
  })

  it('an engine command that does not exist', async () => {
    const r = await conform(undefined, 'the-border', '--engine', 'no-such-engine-xyz', '--vectors', 'none', '--games', '1')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/the engine exited with code 127/)
  })

  it('bad input: no engine, an unknown game, a bad number', async () => {
    expect((await conform(undefined, 'the-border')).err).toMatch(/needs the engine to check: --engine/)
    expect((await conform(undefined, 'chess', '--engine', 'x')).code).toBe(2)
    const r = await conform(undefined, 'the-border', '--engine', 'x', '--games', 'many')
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/--games must be a whole number/)
  })
})
