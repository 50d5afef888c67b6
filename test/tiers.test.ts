/**
 * The test tiers (issue 30, finding 1; README, "Tests"): `npm test` failed with "Timeout calling
 * onTaskUpdate" because files of long synchronous tests held vitest's worker, and a test bounded
 * by a wall-clock timeout failed on a busy machine. These checks keep the structure that fixed it:
 * no test is bounded by the clock, and the deep tier's long runs play in child processes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { deepGames, deepShare } from './support/depth.js'

const root = join(import.meta.dirname, '..')

/** Every file under `dir` whose name ends with `suffix`. */
const filesUnder = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name)
    return e.isDirectory() ? filesUnder(p, suffix) : e.name.endsWith(suffix) ? [p] : []
  })

const testFiles = filesUnder(join(root, 'test'), '.test.ts')

describe('test tiers (issue 30, finding 1)', () => {
  it('no test or hook is bounded by a wall-clock timeout (tests are bounded by work: runs, games)', () => {
    // `it(…, () => {…}, 120_000)`, `{ timeout: … }`, `vi.setConfig({ testTimeout })`: a bound by the clock.
    const timed = testFiles.filter((f) => f !== import.meta.filename).flatMap((f) => {
      const text = readFileSync(f, 'utf8')
      return [/\}\s*,\s*[\d_]{4,}\s*\)/, /\btimeout:\s*[\d_]+/, /\btestTimeout\b/].some((r) => r.test(text)) ? [relative(root, f)] : []
    })
    expect(timed).toEqual([])
  })

  it('every deep test file plays its games in child processes (the test worker stays free to answer vitest)', () => {
    const deepFiles = testFiles.filter((f) => f.endsWith('.deep.test.ts'))
    expect(deepFiles.length).toBeGreaterThanOrEqual(6)
    for (const f of deepFiles) {
      const text = readFileSync(f, 'utf8')
      expect(text, relative(root, f)).toMatch(/\binChild\(/)
      expect(text, relative(root, f)).not.toMatch(/\brunHarness\(|\bsimulate\(|\bplayMatch\(/)
    }
  })

  it('the quick tier leaves the deep files out; the deep share scales games, at least one each', () => {
    const config = readFileSync(join(root, 'vitest.config.ts'), 'utf8')
    expect(config).toMatch(/'test\/\*\*\/\*\.deep\.test\.ts'/)
    expect(deepShare).toBeGreaterThan(0)
    expect(deepGames(1)).toBe(1)
    expect(deepGames(150)).toBe(Math.max(1, Math.round(150 * deepShare)))
  })
})
