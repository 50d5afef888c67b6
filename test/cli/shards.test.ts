/**
 * `simulate --workers/--shard` and `merge`, through the built command (npm test builds first).
 */
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, type Ran } from '../support/cli.js'

const run = (...args: string[]): Promise<Ran> => runCli(args)
const dir = mkdtempSync(join(tmpdir(), 'tabletop-shards-'))
const untimed = (json: string): Record<string, unknown> => {
  const { seconds: _s, gamesPerSecond: _g, shards: _h, ...rest } = JSON.parse(json) as Record<string, unknown>
  void [_s, _g, _h]
  return rest
}

describe('simulate on workers and in shards', () => {
  it('simulate --shard k/n outputs merged by merge --json equal the whole study on 2 workers', async () => {
    const study = ['simulate', 'nagaraja', '--games', '6', '--bots', 'greedy,random', '--seed', 'sh', '--json']
    const whole = (await run(...study, '--workers', '2'))
    expect(whole.code).toBe(0)
    const files: string[] = []
    for (const k of [1, 2]) {
      const r = (await run(...study, '--workers', '1', '--shard', `${k}/2`))
      expect(r.code).toBe(0)
      const f = join(dir, `s${k}.json`)
      writeFileSync(f, r.out)
      files.push(f)
    }
    const merged = (await run('merge', ...files, '--json'))
    expect(merged.code).toBe(0)
    expect(untimed(merged.out)).toEqual(untimed(whole.out))
    const text = (await run('merge', ...files))
    expect(text.out).toMatch(/win rate by bot \(per seat filled, 95% CI; par 50\.0%\): greedy \d+\.\d% \[\d+\.\d%–\d+\.\d%\]/)
  })

  it('refuses a bad shard, a shard merged twice and a file that is not a report (exit 2)', async () => {
    expect((await run('simulate', 'nagaraja', '--games', '4', '--shard', '3/2')).code).toBe(2)
    expect((await run('simulate', 'nagaraja', '--games', '4', '--workers', '0')).code).toBe(2)
    const r = (await run('simulate', 'nagaraja', '--games', '2', '--shard', '1/2', '--json', '--workers', '1'))
    const f = join(dir, 'once.json')
    writeFileSync(f, r.out)
    const twice = (await run('merge', f, f))
    expect(twice.code).toBe(2)
    expect(twice.err).toMatch(/appears in two reports/)
    const junk = join(dir, 'junk.json')
    writeFileSync(junk, '{"hello": 1}')
    expect((await run('merge', junk)).code).toBe(2)
    expect((await run('merge')).code).toBe(2)
  })
})
