/**
 * The command's options and exit codes, run as a subprocess against the build (npm test builds
 * first): --version, one meaning of --bots everywhere, bad input exit 2 with a sentence, a failed
 * check exit 1.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, type Ran } from '../support/cli.js'

const root = join(import.meta.dirname, '..', '..')
const run = (...args: string[]): Promise<Ran> => runCli(args)
const dir = mkdtempSync(join(tmpdir(), 'tabletop-cli-options-'))
const oneSentence = (err: string) => {
  const lines = err.trim().split('\n')
  expect(lines).toHaveLength(1)
  expect(lines[0]).toMatch(/^tabletop-rules: [A-Z\-/].*[.)]$/) // a sentence: capital (or an option/path) first, full stop last
}

describe('tabletop-rules options', () => {
  it('--version prints the package version', async () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
    for (const flag of ['--version', '-v']) {
      const r = (await run(flag))
      expect(r.code).toBe(0)
      expect(r.out.trim()).toBe(`tabletop-rules ${version}`)
    }
  })

  it('--help says what --bots means (cycled over the seats) and lists every command', async () => {
    const r = (await run('--help'))
    expect(r.out).toMatch(/--bots b1,b2,\.\.\. +Bots by name, cycled over the seats: seat i plays bot i mod k/)
    for (const c of ['play', 'simulate', 'record', 'replay', 'verify', 'components export', 'components check', '--components', '--version']) expect(r.out).toContain(c)
  })

  it('--bots cycles through the list in play and in record (greedy,random over 3 seats: greedy, random, greedy)', async () => {
    const p = (await run('play', 'rajas', '--players', '3', '--seed', 'cyc', '--bots', 'greedy,random'))
    expect(p.code).toBe(0)
    expect(p.out).toMatch(/greedy, random, greedy/)
    const r = (await run('record', 'the-border', '--players', '3', '--seed', 'cyc', '--bots', 'greedy,random'))
    expect(r.code).toBe(0)
    expect((JSON.parse(r.out) as { description?: string }).description ?? r.out).toMatch(/bots greedy,random,greedy/)
  })

  it('simulate cycles the same list and shifts it by one seat from game to game (every bot plays every seat)', async () => {
    const r = (await run('simulate', 'the-border', '--players', '3', '--games', '3', '--bots', 'greedy,random', '--json'))
    expect(r.code).toBe(0)
    const stats = JSON.parse(r.out) as { winRateByBot: Record<string, number> }
    expect(Object.keys(stats.winRateByBot).sort()).toEqual(['greedy', 'random'])
  })

  it('a negative --players is read as a number and refused in a sentence (not "argument is ambiguous")', async () => {
    const r = (await run('play', 'rajas', '--players', '-2'))
    expect(r.code).toBe(2)
    expect(r.err).not.toMatch(/ambiguous/)
    expect(r.err).toMatch(/--players must be at least 1; got -2\./)
    oneSentence(r.err)
  })

  it("Nagaraja's player count is refused by the game itself, never as a range 'from 2 to 2'", async () => {
    const r = (await run('play', 'nagaraja', '--players', '3'))
    expect(r.code).toBe(2)
    expect(r.err).not.toMatch(/from 2 to 2/)
    expect(r.err).toMatch(/Nagaraja .*2 players.*3/)
    oneSentence(r.err)
  })

  it('replay: a transcript whose config cannot be set up is bad input (exit 2) in a sentence, not "replay failed at …"', async () => {
    const file = join(dir, 'five.json')
    writeFileSync(file, JSON.stringify({ game: 'the-border', rulesVersion: '1', config: { players: 9 }, seed: 's', moves: [] }))
    const rv = (JSON.parse((await run('record', 'the-border', '--seed', 'x')).out) as { rulesVersion: string }).rulesVersion
    writeFileSync(file, JSON.stringify({ game: 'the-border', rulesVersion: rv, config: { players: 9 }, seed: 's', moves: [] }))
    const r = (await run('replay', file))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/five\.json cannot be replayed: /)
    expect(r.err).not.toMatch(/replay failed at/)
    oneSentence(r.err)
  })

  it('replay: a malformed move is bad input (exit 2); a refused move is a failed check (exit 1)', async () => {
    const rec = JSON.parse((await run('record', 'nagaraja', '--seed', 'm')).out) as { game: string; rulesVersion: string; config: unknown; seed: string; steps: { actor: unknown; move: unknown }[] }
    const moves = rec.steps.map((s) => ({ actor: s.actor, move: s.move }))
    // a transcript has exactly these fields (transcripts are decoded exactly: a vector's extra fields are refused)
    const transcript = { game: rec.game, rulesVersion: rec.rulesVersion, config: rec.config, seed: rec.seed }
    const malformed = join(dir, 'malformed.json')
    writeFileSync(malformed, JSON.stringify({ ...transcript, moves: moves.map((m, i) => (i === 2 ? { ...m, move: { nonsense: true } } : m)) }))
    const a = (await run('replay', malformed))
    expect(a.code).toBe(2)
    expect(a.err).toMatch(/malformed\.json cannot be replayed: /)
    oneSentence(a.err)
    const refused = join(dir, 'refused.json')
    writeFileSync(refused, JSON.stringify({ ...transcript, moves: [...moves, ...moves.slice(0, 1)] }))
    const b = (await run('replay', refused))
    expect(b.code).toBe(1)
    expect(b.err).toMatch(/refused\.json does not replay: step \d+ .* was refused: /)
    oneSentence(b.err)
  })
})
