/**
 * `simulate --workers/--shard` and `merge`, through the built command (npm test builds first).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const cli = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { code: r.status, out: r.stdout, err: r.stderr }
}
const dir = mkdtempSync(join(tmpdir(), 'tabletop-shards-'))
const untimed = (json: string): Record<string, unknown> => {
  const { seconds: _s, gamesPerSecond: _g, shards: _h, ...rest } = JSON.parse(json) as Record<string, unknown>
  void [_s, _g, _h]
  return rest
}

describe('simulate on workers and in shards', () => {
  it('simulate --shard k/n outputs merged by merge --json equal the whole study on 2 workers', () => {
    const study = ['simulate', 'nagaraja', '--games', '6', '--bots', 'greedy,random', '--seed', 'sh', '--json']
    const whole = run(...study, '--workers', '2')
    expect(whole.code).toBe(0)
    const files = [1, 2].map((k) => {
      const r = run(...study, '--workers', '1', '--shard', `${k}/2`)
      expect(r.code).toBe(0)
      const f = join(dir, `s${k}.json`)
      writeFileSync(f, r.out)
      return f
    })
    const merged = run('merge', ...files, '--json')
    expect(merged.code).toBe(0)
    expect(untimed(merged.out)).toEqual(untimed(whole.out))
    const text = run('merge', ...files)
    expect(text.out).toMatch(/win rate by bot \(per seat filled, 95% CI; par 50\.0%\): greedy \d+\.\d% \[\d+\.\d%–\d+\.\d%\]/)
  }, 120_000)

  it('refuses a bad shard, a shard merged twice and a file that is not a report (exit 2)', () => {
    expect(run('simulate', 'nagaraja', '--games', '4', '--shard', '3/2').code).toBe(2)
    expect(run('simulate', 'nagaraja', '--games', '4', '--workers', '0').code).toBe(2)
    const r = run('simulate', 'nagaraja', '--games', '2', '--shard', '1/2', '--json', '--workers', '1')
    const f = join(dir, 'once.json')
    writeFileSync(f, r.out)
    const twice = run('merge', f, f)
    expect(twice.code).toBe(2)
    expect(twice.err).toMatch(/appears in two reports/)
    const junk = join(dir, 'junk.json')
    writeFileSync(junk, '{"hello": 1}')
    expect(run('merge', junk).code).toBe(2)
    expect(run('merge').code).toBe(2)
  }, 60_000)
})
