/**
 * `components export`, `components check` and `--components` on play, simulate and record, run as
 * a subprocess against the build (npm test builds first).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { componentKits, provenanceCounts } from '../../src/cli/components.js'

const cli = join(import.meta.dirname, '..', '..', 'dist', 'cli.js')
const run = (...args: string[]) => {
  const r = spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } })
  return { code: r.status, out: r.stdout, err: r.stderr }
}
const dir = mkdtempSync(join(tmpdir(), 'tabletop-cli-components-'))
const exported = (game: string): string => {
  const r = run('components', 'export', game)
  expect(r.code).toBe(0)
  const file = join(dir, `${game}.json`)
  writeFileSync(file, r.out)
  return file
}

describe('components export and check', () => {
  for (const game of ['the-border', 'nagaraja', 'rajas']) {
    it(`${game}: the exported bundled set is JSON with provenance on its records, and check accepts it`, () => {
      const file = exported(game)
      const json = JSON.parse(readFileSync(file, 'utf8')) as unknown
      const counts = provenanceCounts(json)
      expect(counts['reconstructed'] ?? 0).toBeGreaterThan(0)
      const r = run('components', 'check', game, file)
      expect(r.code).toBe(0)
      expect(r.out).toMatch(new RegExp(`^ok: .*${game}\\.json is a valid .* component set \\(provenance: .*reconstructed`))
      expect(componentKits[game]?.problems(json)).toEqual([])
    })
  }

  it('check lists every broken constraint, one per line, and exits 1 (R2: 64 tiles, 16 per colour, 12 dice per colour)', () => {
    const set = JSON.parse(readFileSync(exported('rajas'), 'utf8')) as { dicePerColour: number; tiles: unknown[] }
    const broken = join(dir, 'broken-rajas.json')
    writeFileSync(broken, JSON.stringify({ ...set, dicePerColour: 11, tiles: set.tiles.slice(0, 60) }))
    const r = run('components', 'check', 'rajas', broken)
    expect(r.code).toBe(1)
    const listed = r.out.trimEnd().split('\n')
    expect(listed).toEqual([
      expect.stringMatching(/^ +1\. there must be 12 dice per colour, got 11 \(R2\)$/),
      expect.stringMatching(/^ +2\. there must be 64 province tiles, got 60 \(R2\)$/),
      expect.stringMatching(/^ +3\. .* has 12 tiles, not 16 \(R2\)$/)
    ])
    expect(r.err.trim()).toMatch(/^tabletop-rules: .*broken-rajas\.json is not a valid Rajas of the Ganges component set: 3 broken constraints \(listed above\)\.$/)
  })

  it('check of a file not in the component format names each missing or mistyped field (exit 1)', () => {
    const file = join(dir, 'not-components.json')
    writeFileSync(file, JSON.stringify({ name: 7 }))
    const r = run('components', 'check', 'nagaraja', file)
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/1\. name: expected string, got 7/)
    expect(r.out).toMatch(/temple is missing \(expected /)
  })

  it('an unreadable or malformed file is bad input (exit 2)', () => {
    const junk = join(dir, 'junk.json')
    writeFileSync(junk, '{ nope')
    expect(run('components', 'check', 'rajas', junk).code).toBe(2)
    expect(run('components', 'check', 'rajas', join(dir, 'missing.json')).code).toBe(2)
    expect(run('components', 'export', 'chess').code).toBe(2)
  })
})

describe('--components on play, simulate and record', () => {
  it('the exported bundled set plays exactly the game the bundled set plays', () => {
    const file = exported('nagaraja')
    const plain = run('play', 'nagaraja', '--seed', 'c1')
    const withFile = run('play', 'nagaraja', '--seed', 'c1', '--components', file)
    expect(withFile.code).toBe(0)
    expect(withFile.out).toBe(plain.out)
  })

  it('simulate and record take it; the recorded vector carries the components in its config and verifies', () => {
    const file = exported('the-border')
    const sim = run('simulate', 'the-border', '--games', '2', '--components', file, '--json')
    expect(sim.code).toBe(0)
    const rec = run('record', 'the-border', '--seed', 'c2', '--components', file)
    expect(rec.code).toBe(0)
    const vector = JSON.parse(rec.out) as { config: { components?: unknown } }
    expect(vector.config.components).toEqual(JSON.parse(readFileSync(file, 'utf8')))
    const vfile = join(dir, 'v.json')
    writeFileSync(vfile, rec.out)
    expect(run('verify', vfile).code).toBe(0)
  })

  it('a broken component file is bad input for play (exit 2), naming the file and each broken constraint', () => {
    const set = JSON.parse(readFileSync(exported('rajas'), 'utf8')) as { dicePerColour: number }
    const broken = join(dir, 'broken-play.json')
    writeFileSync(broken, JSON.stringify({ ...set, dicePerColour: 11 }))
    const r = run('play', 'rajas', '--components', broken)
    expect(r.code).toBe(2)
    expect(r.err.trim()).toMatch(/^tabletop-rules: .*broken-play\.json: .*12 dice per colour, got 11 \(R2\)\.$/)
  })
})
