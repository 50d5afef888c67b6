/**
 * Issue 30: a command that reproduces. The hints the command prints play the same game again;
 * `play --transcript` and `simulate --transcripts` write what `replay` accepts; `replay` and
 * `verify` recognise each other's files; `--help` lists every option and value, and a mistyped
 * option gets a suggestion; the shipped vectors are named without a path, from any folder.
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { cliPath, runCli, runCommand, type Ran } from '../support/cli.js'
import { matchOptions } from '../../src/cli/options.js'
import { playOptions } from '../../src/cli/play.js'
import { simulateOptions } from '../../src/cli/simulate.js'
import { componentsOptions } from '../../src/cli/components.js'
import { cliGames } from '../../src/cli/games.js'

const run = (...args: string[]): Promise<Ran> => runCli(args)
const dir = mkdtempSync(join(tmpdir(), 'tabletop-cli-reproduce-'))

/** Runs a command line the command printed (`tabletop-rules …`, shell-quoted) with the built command. */
const runHint = (line: string): Promise<Ran> => runCommand('bash', ['-c', line.trim().replace(/^tabletop-rules /, `"${process.execPath}" "${cliPath}" `)], { env: { ...process.env, NO_COLOR: '1' } })

/** The end of a play's output: the boards and the result (what the game came to). */
const ending = (out: string): string => out.slice(out.indexOf('— seat 0'), out.indexOf('\nGame over') < 0 ? undefined : out.lastIndexOf('Winner'))

describe('the hint to see every step plays the same game (finding 2)', () => {
  const cases: readonly (readonly string[])[] = [
    ['rajas', '--players', '3', '--bots', 'random,greedy', '--variant', 'navaratna', '--seed', "a seed with 'quotes' and spaces"],
    ['the-border', '--players', '4', '--bots', 'greedy,random,random', '--seed', 'h2'],
    ['nagaraja', '--bots', 'random', '--seed', 'h3']
  ]
  for (const args of cases) {
    it(`play ${args.join(' ')}: the hint has every option, and running it gives the same game, every step shown`, async () => {
      const first = await run('play', ...args)
      expect(first.code).toBe(0)
      const lines = first.out.trimEnd().split('\n')
      const hint = lines[lines.length - 1] ?? ''
      for (const option of ['--players', '--seed', '--bots', '--verbose']) expect(hint).toContain(option)
      if (args.includes('--variant')) expect(hint).toContain('--variant navaratna')
      const again = await runHint(hint)
      expect(again.code).toBe(0)
      expect(ending(again.out)).toBe(ending(first.out))
      const steps = Number(/^(\d+) steps; to see every step:$/m.exec(first.out)?.[1])
      expect(again.out.split('\n').filter((l) => /^ *\d+ (chance|seat \d)/.test(l))).toHaveLength(steps)
    })
  }

  it('with --components, the hint names the file and plays the same game', async () => {
    const set = JSON.parse((await run('components', 'export', 'nagaraja')).out) as { rooms: { count: number }[] }
    const file = join(dir, 'my components.json')
    writeFileSync(file, JSON.stringify({ ...set, name: 'mine' }))
    const first = await run('play', 'nagaraja', '--seed', 'hc', '--components', file)
    expect(first.code).toBe(0)
    const hint = first.out.trimEnd().split('\n').pop() ?? ''
    expect(hint).toContain(`--components '${file}'`)
    const again = await runHint(hint)
    expect(ending(again.out)).toBe(ending(first.out))
  })
})

describe('transcripts from the command line (finding 3)', () => {
  it('play --transcript writes a transcript that replay accepts: the same steps and scores', async () => {
    const file = join(dir, 'played.json')
    const r = await run('play', 'rajas', '--seed', 't1', '--players', '3', '--bots', 'greedy,random', '--transcript', file)
    expect(r.code).toBe(0)
    expect(r.out).toContain(`transcript: ${file}`)
    const replayed = await run('replay', file)
    expect(replayed.code).toBe(0)
    const steps = Number(/^(\d+) steps; to see every step:$/m.exec(r.out)?.[1])
    expect(replayed.out).toMatch(new RegExp(`^ok: ${steps} steps replayed; the game is over`))
    const scores = [...r.out.matchAll(/^ +\d\. seat (\d): (-?\d+) points?/gm)].sort((a, b) => Number(a[1]) - Number(b[1])).map((m) => m[2])
    expect(replayed.out).toContain(`scores ${scores.join(', ')}.`)
  })

  it('play --transcript to a folder that does not exist is bad input (exit 2), in a sentence', async () => {
    const r = await run('play', 'nagaraja', '--transcript', join(dir, 'no', 'such', 'folder', 't.json'))
    expect(r.code).toBe(2)
    expect(r.err).toMatch(/^tabletop-rules: Cannot write .*t\.json \(ENOENT: no such folder\)\.\n$/)
  })

  it('simulate --transcripts writes every game; each replays, and is the game play gives for its seed and seating', async () => {
    const out = join(dir, 'study')
    const r = await run('simulate', 'the-border', '--games', '3', '--bots', 'greedy,random', '--seed', 'st', '--workers', '1', '--transcripts', out)
    expect(r.code).toBe(0)
    expect(readdirSync(out).sort()).toEqual(['the-border-0.json', 'the-border-1.json', 'the-border-2.json'])
    for (const f of readdirSync(out)) expect((await run('replay', join(out, f))).code).toBe(0)
    // game 1 seats the list shifted by one: random, greedy
    const alone = join(dir, 'alone.json')
    expect((await run('play', 'the-border', '--seed', 'st-1', '--bots', 'random,greedy', '--transcript', alone)).code).toBe(0)
    expect(JSON.parse(readFileSync(join(out, 'the-border-1.json'), 'utf8'))).toEqual(JSON.parse(readFileSync(alone, 'utf8')))
  })
})

describe('replay and verify recognise each other\'s files (finding 3)', () => {
  it('replay on a vector says it is a vector and names verify; verify on a transcript names replay (exit 2, one line)', async () => {
    const vector = join(dir, 'v.json')
    writeFileSync(vector, (await run('record', 'nagaraja', '--seed', 'k1')).out)
    const transcript = join(dir, 'k.json')
    expect((await run('play', 'nagaraja', '--seed', 'k1', '--transcript', transcript)).code).toBe(0)
    const a = await run('replay', vector)
    expect(a.code).toBe(2)
    expect(a.err).toBe(`tabletop-rules: ${vector} is a conformance vector, not a transcript: check it with tabletop-rules verify ${vector}.\n`)
    const b = await run('verify', transcript)
    expect(b.code).toBe(2)
    expect(b.err).toBe(`tabletop-rules: ${transcript} is a transcript, not a conformance vector: replay it with tabletop-rules replay ${transcript}.\n`)
  })
})

describe('--help and mistyped options (finding 7)', () => {
  it('--help lists every option of every command, every variant and every bot', async () => {
    const help = (await run('--help')).out
    for (const name of Object.keys({ ...matchOptions, ...playOptions, ...simulateOptions, ...componentsOptions })) expect(help).toContain(`--${name}`)
    for (const g of Object.values(cliGames)) for (const v of g.variants) expect(help).toContain(v)
    for (const bot of ['random', 'greedy', 'mcts']) expect(help).toContain(bot)
    for (const l of help.split('\n').filter((x) => !x.includes('conform'))) expect([...l].length, l).toBeLessThanOrEqual(100)
  })

  it('a mistyped option, command or variant gets a "did you mean"', async () => {
    expect((await run('play', 'rajas', '--plyers', '3')).err).toMatch(/Unknown option '--plyers'\. Did you mean --players\?/)
    expect((await run('simulate', 'rajas', '--game', '3')).err).toMatch(/Did you mean --games\?/)
    expect((await run('plya')).err).toMatch(/Unknown command 'plya'\. Did you mean play\?/)
    expect((await run('play', 'rajas', '--variant', 'navaratan')).err).toMatch(/Did you mean navaratna\?/)
    expect((await run('play', 'rajas', '--zzzzzz')).err).not.toMatch(/Did you mean/)
  })
})

describe('shipped vectors named without a path, from a consumer folder (finding 5)', () => {
  const elsewhere = mkdtempSync(join(tmpdir(), 'tabletop-consumer-'))
  it('verify the-border/example-dx6 and verify the-border work from any folder', async () => {
    const one = await runCli(['verify', 'the-border/example-dx6'], { cwd: elsewhere, env: { ...process.env, NO_COLOR: '1' } })
    expect(one.code).toBe(0)
    expect(one.out).toMatch(/^ok: \d+ steps match the vector\./)
    const all = await runCli(['verify', 'nagaraja'], { cwd: elsewhere, env: { ...process.env, NO_COLOR: '1' } })
    expect(all.code).toBe(0)
    expect(all.out).toMatch(/ok: all \d+ shipped vectors of nagaraja match\./)
  })

  it('an ambiguous or unknown name lists the shipped vectors (exit 2)', async () => {
    const ambiguous = await runCli(['verify', 'the-border/example-dx1'], { cwd: elsewhere })
    expect(ambiguous.code).toBe(2)
    expect(ambiguous.err).toMatch(/names 2 shipped vectors: the-border\/example-dx1-villa, the-border\/example-dx1-villa-position\./)
    const unknown = await runCli(['verify', 'the-border/example-dx99'], { cwd: elsewhere })
    expect(unknown.code).toBe(2)
    expect(unknown.err).toMatch(/No shipped vector of the-border is named example-dx99\. Shipped: /)
  })
})
