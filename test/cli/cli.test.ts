/**
 * The built command, run as a subprocess (npm test builds first: see the `pretest` script).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliPath, runCli, runCommand, type Ran } from '../support/cli.js'
import { gameIds } from '../../src/games/manifest.js'

const run = (...args: string[]): Promise<Ran> => runCli(args)
const dir = mkdtempSync(join(tmpdir(), 'tabletop-cli-'))
const oneLine = (err: string) => {
  expect(err.trim().split('\n')).toHaveLength(1)
  expect(err).not.toMatch(/\n\s+at /) // never a stack trace
}

describe('tabletop-rules command', () => {
  it('--help prints the usage and exits 0', async () => {
    const r = (await run('--help'))
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/Usage: tabletop-rules <command>/)
    expect(r.out).toMatch(/simulate <game> \[--games N\]/)
  })

  it('with no arguments plays a short demo game to the end', async () => {
    const r = (await run())
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/Game over: /)
    expect(r.out).toMatch(/Winners?: seat/)
  })

  for (const game of gameIds) {
    it(`play ${game} prints the log, the boards and the ranking, deterministically`, async () => {
      const a = (await run('play', game, '--seed', 's1', '--bots', 'greedy,random'))
      expect(a.code).toBe(0)
      expect(a.out).toMatch(/seat 0 \(greedy\)/)
      expect(a.out).toMatch(/seat 1 \(random\)/)
      expect(a.out).toMatch(/^Round \d+ +(seat \d: )?\S/m) // by rounds and turns
      expect(a.out).toMatch(/\(scores -?\d+ · -?\d+\)/)
      expect(a.out).toMatch(/1\. seat \d: -?\d+ points?/)
      expect(a.out).not.toMatch(/\u001b\[/) // NO_COLOR and not a TTY: no colour codes
      expect((await run('play', game, '--seed', 's1', '--bots', 'greedy,random')).out).toBe(a.out)
      expect((await run('play', game, '--seed', 's2', '--bots', 'greedy,random')).out).not.toBe(a.out)
    })
  }

  it('no colours when stdout is not a terminal, even under CI=1 without NO_COLOR', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, CI: '1' }
    delete env.NO_COLOR
    delete env.FORCE_COLOR
    const r = await runCli(['play', 'nagaraja', '--seed', 'c'], { env })
    expect(r.code).toBe(0)
    expect(r.out).not.toMatch(/\u001b\[/)
  })

  it('a closed pipe ends the command quietly (no stack trace)', async () => {
    const r = await runCommand('bash', ['-c', `"${process.execPath}" "${cliPath}" play rajas --seed p | head -1`])
    expect(r.out.split('\n')[0]).toMatch(/^Rajas of the Ganges \(rajas, rules/)
    expect(r.err).toBe('')
  })

  it('simulate --json prints statistics and no progress bar when not on a terminal', async () => {
    const r = (await run('simulate', 'nagaraja', '--games', '6', '--bots', 'greedy,random', '--json'))
    expect(r.code).toBe(0)
    expect(r.err).toBe('')
    const stats = JSON.parse(r.out) as { games: number; finished: number; winRateBySeat: number[]; winRateByBot: Record<string, number>; gamesPerSecond: number }
    expect(stats.games).toBe(6)
    expect(stats.finished).toBe(6)
    expect(stats.winRateBySeat.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6)
    expect(Object.keys(stats.winRateByBot).sort()).toEqual(['greedy', 'random'])
    expect(stats.gamesPerSecond).toBeGreaterThan(0)
  })

  it('simulate prints readable statistics', async () => {
    const r = (await run('simulate', 'rajas', '--games', '2', '--players', '3'))
    expect(r.code).toBe(0)
    expect(r.out).toMatch(/rajas: 2 games, 3 players/)
    expect(r.out).toMatch(/win rate by seat: seat 0/)
    expect(r.out).toMatch(/steps per game: mean/)
  })

  it('record prints a vector that verify accepts, and verify names the first differing step', async () => {
    const rec = (await run('record', 'nagaraja', '--seed', 'v1'))
    expect(rec.code).toBe(0)
    const file = join(dir, 'v.json')
    writeFileSync(file, rec.out)
    const ok = (await run('verify', file))
    expect(ok.code).toBe(0)
    expect(ok.out).toMatch(/^ok: \d+ steps match the vector/)
    const v = JSON.parse(rec.out) as { steps: { stateHash: string }[] }
    v.steps[7] = { ...(v.steps[7] as { stateHash: string }), stateHash: 'f'.repeat(64) }
    const bad = join(dir, 'bad.json')
    writeFileSync(bad, JSON.stringify(v))
    const r = (await run('verify', bad))
    expect(r.code).toBe(1)
    expect(r.err).toMatch(/bad\.json differs from this implementation at step 7 \(/)
    oneLine(r.err)
  })

  it('replay checks a transcript and names the first failing step in words', async () => {
    const rec = JSON.parse((await run('record', 'rajas', '--seed', 't1')).out) as { game: string; rulesVersion: string; config: unknown; seed: string; steps: { actor: unknown; move: unknown }[] }
    const transcript = { game: rec.game, rulesVersion: rec.rulesVersion, config: rec.config, seed: rec.seed, moves: rec.steps.map((s) => ({ actor: s.actor, move: s.move })) }
    const good = join(dir, 't.json')
    writeFileSync(good, JSON.stringify(transcript))
    const ok = (await run('replay', good))
    expect(ok.code).toBe(0)
    expect(ok.out).toMatch(/^ok: \d+ steps replayed; the game is over, won by seat \d/)
    const firstSeat = transcript.moves.findIndex((m) => m.actor !== 'chance')
    const broken = { ...transcript, moves: transcript.moves.map((m, i) => (i === firstSeat ? { ...m, actor: m.actor === 0 ? 1 : 0 } : m)) }
    const bad = join(dir, 'tbad.json')
    writeFileSync(bad, JSON.stringify(broken))
    const r = (await run('replay', bad))
    expect(r.code).toBe(1)
    expect(r.err).toMatch(new RegExp(`tbad\\.json does not replay: step ${firstSeat} \\(seat \\d: .*\\) was refused: `))
    oneLine(r.err)
  })

  const badInputs: [string, string[], RegExp][] = [
    ['an unknown game', ['play', 'chess'], /Unknown game 'chess'\. Known games: /],
    ['an unknown command', ['dance'], /Unknown command 'dance'\. Run tabletop-rules --help/],
    ['too many players (the game says how many it is played by)', ['play', 'nagaraja', '--players', '3'], /^tabletop-rules: Nagaraja .*2 players.*3/],
    ['a negative player count', ['play', 'the-border', '--players', '-2'], /--players must be at least 1; got -2\./],
    ['a player count that is not a number', ['simulate', 'rajas', '--players', 'two'], /--players must be a whole number; got 'two'\./],
    ['a non-number', ['simulate', 'rajas', '--games', 'lots'], /--games must be a whole number from 1 to .*; got 'lots'\./],
    ['an unknown option', ['play', 'rajas', '--colour'], /Unknown option '--colour'\. Run tabletop-rules --help/],
    ['an option without its value', ['record', 'rajas', '--seed'], /Option '--seed <value>' argument missing\./],
    ['an unknown bot', ['play', 'rajas', '--bots', 'genius'], /Unknown bot 'genius' in --bots\. Bots for rajas: random, greedy, mcts/],
    ['an unknown bot in simulate', ['simulate', 'rajas', '--bots', 'random,genius'], /Unknown bot 'genius' in --bots/],
    ['a variant the game does not have', ['play', 'nagaraja', '--variant', 'ganga'], /Nagaraja has no variants; got --variant ganga\./],
    ['a missing file', ['replay', '/no/such/file.json'], /Cannot read \/no\/such\/file\.json \(ENOENT: no such file\)\./],
    ['a missing component file', ['play', 'rajas', '--components', '/no/such/c.json'], /Cannot read \/no\/such\/c\.json/],
    ['components without an action', ['components'], /components needs an action/],
    ['components check without a file', ['components', 'check', 'rajas'], /components check needs a file/],
    ['simulate without a game', ['simulate'], /simulate needs a game/]
  ]
  for (const [what, args, message] of badInputs) {
    it(`bad input: ${what} gives one line on stderr and exit 2`, async () => {
      const r = (await run(...args))
      expect(r.code).toBe(2)
      expect(r.err).toMatch(message)
      oneLine(r.err)
    })
  }

  it('bad input: malformed JSON, a file without a game, and another rules version', async () => {
    const junk = join(dir, 'junk.json')
    writeFileSync(junk, '{ not json')
    const a = (await run('verify', junk))
    expect(a.code).toBe(2)
    expect(a.err).toMatch(/junk\.json is not valid JSON/)
    oneLine(a.err)
    const nogame = join(dir, 'nogame.json')
    writeFileSync(nogame, '{"moves": []}')
    const b = (await run('replay', nogame))
    expect(b.code).toBe(2)
    expect(b.err).toMatch(/nogame\.json names no game/)
    const old = join(dir, 'old.json')
    const rec = JSON.parse((await run('record', 'nagaraja', '--seed', 'o')).out) as Record<string, unknown>
    writeFileSync(old, JSON.stringify({ ...rec, rulesVersion: '0.0.1' }))
    const c = (await run('verify', old))
    expect(c.code).toBe(2)
    expect(c.err).toMatch(/old\.json cannot be checked: the transcript was recorded under nagaraja rules version 0\.0\.1; this library implements /)
    oneLine(c.err)
    expect(readFileSync(old, 'utf8').length).toBeGreaterThan(0)
  })
})
