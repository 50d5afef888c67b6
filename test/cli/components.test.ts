/**
 * `components export`, `components check` and `--components` on play, simulate and record, run as
 * a subprocess against the build (npm test builds first).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { runCli, type Ran } from '../support/cli.js'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { componentKits, provenanceCounts } from '../../src/cli/components.js'
import { componentFileProblems } from '../../src/cli/component-file.js'
import { cliGames } from '../../src/cli/games.js'
import { mutate, mutations } from '../fuzz/mutate.js'

const run = (...args: string[]): Promise<Ran> => runCli(args)
const dir = mkdtempSync(join(tmpdir(), 'tabletop-cli-components-'))
const exported = async (game: string): Promise<string> => {
  const r = (await run('components', 'export', game))
  expect(r.code).toBe(0)
  const file = join(dir, `${game}.json`)
  writeFileSync(file, r.out)
  return file
}

describe('components export and check', () => {
  for (const game of ['the-border', 'nagaraja', 'rajas']) {
    it(`${game}: the exported bundled set is JSON with provenance on its records, and check accepts it`, async () => {
      const file = await exported(game)
      const json = JSON.parse(readFileSync(file, 'utf8')) as unknown
      const counts = provenanceCounts(json)
      expect(counts['reconstructed'] ?? 0).toBeGreaterThan(0)
      const r = (await run('components', 'check', game, file))
      expect(r.code).toBe(0)
      expect(r.out).toMatch(new RegExp(`^ok: .*${game}\\.json is a valid .* component set \\(provenance: .*reconstructed`))
      expect(componentKits[game]?.problems(json)).toEqual([])
    })
  }

  it('check lists every broken constraint, one per line, and exits 1 (R2: 64 tiles, 16 per colour, 12 dice per colour)', async () => {
    const set = JSON.parse(readFileSync(await exported('rajas'), 'utf8')) as { dicePerColour: number; tiles: unknown[] }
    const broken = join(dir, 'broken-rajas.json')
    writeFileSync(broken, JSON.stringify({ ...set, dicePerColour: 11, tiles: set.tiles.slice(0, 60) }))
    const r = (await run('components', 'check', 'rajas', broken))
    expect(r.code).toBe(1)
    const listed = r.out.trimEnd().split('\n')
    expect(listed).toEqual([
      expect.stringMatching(/^ +1\. there must be 12 dice per colour, got 11 \(R2\)$/),
      expect.stringMatching(/^ +2\. there must be 64 province tiles, got 60 \(R2\)$/),
      expect.stringMatching(/^ +3\. .* has 12 tiles, not 16 \(R2\)$/)
    ])
    expect(r.err.trim()).toMatch(/^tabletop-rules: .*broken-rajas\.json is not a valid Rajas of the Ganges component set \(3 broken constraints, listed above\)\.$/)
  })

  it('check of a file not in the component format names each missing or mistyped field (exit 1)', async () => {
    const file = join(dir, 'not-components.json')
    writeFileSync(file, JSON.stringify({ name: 7 }))
    const r = (await run('components', 'check', 'nagaraja', file))
    expect(r.code).toBe(1)
    expect(r.out).toMatch(/1\. name must be text, got the number 7/)
    expect(r.out).toMatch(/temple is missing \(it must be /)
  })

  it('an unreadable or malformed file is bad input (exit 2)', async () => {
    const junk = join(dir, 'junk.json')
    writeFileSync(junk, '{ nope')
    expect((await run('components', 'check', 'rajas', junk)).code).toBe(2)
    expect((await run('components', 'check', 'rajas', join(dir, 'missing.json'))).code).toBe(2)
    expect((await run('components', 'export', 'chess')).code).toBe(2)
  })
})

describe('--components on play, simulate and record', () => {
  it('the exported bundled set plays exactly the game the bundled set plays', async () => {
    const file = await exported('nagaraja')
    const plain = (await run('play', 'nagaraja', '--seed', 'c1'))
    const withFile = (await run('play', 'nagaraja', '--seed', 'c1', '--components', file))
    expect(withFile.code).toBe(0)
    // the same game; only the hint to see every step names the file too
    const game = (out: string): string => out.slice(0, out.lastIndexOf('\n  tabletop-rules play'))
    expect(game(withFile.out)).toBe(game(plain.out))
    expect(withFile.out).toContain(`--components ${file}`)
  })

  it('simulate and record take it; the recorded vector carries the components in its config and verifies', async () => {
    const file = await exported('the-border')
    const sim = (await run('simulate', 'the-border', '--games', '2', '--components', file, '--json'))
    expect(sim.code).toBe(0)
    const rec = (await run('record', 'the-border', '--seed', 'c2', '--components', file))
    expect(rec.code).toBe(0)
    const vector = JSON.parse(rec.out) as { config: { components?: unknown } }
    expect(vector.config.components).toEqual(JSON.parse(readFileSync(file, 'utf8')))
    const vfile = join(dir, 'v.json')
    writeFileSync(vfile, rec.out)
    expect((await run('verify', vfile)).code).toBe(0)
  })

  it('a broken component file is bad input for play (exit 2), naming the file and each broken constraint', async () => {
    const set = JSON.parse(readFileSync(await exported('rajas'), 'utf8')) as { dicePerColour: number }
    const broken = join(dir, 'broken-play.json')
    writeFileSync(broken, JSON.stringify({ ...set, dicePerColour: 11 }))
    const r = (await run('play', 'rajas', '--components', broken))
    expect(r.code).toBe(2)
    expect(r.err.trim()).toMatch(/^tabletop-rules: .*broken-play\.json is not a valid Rajas of the Ganges component set \(1 broken constraint\): there must be 12 dice per colour, got 11 \(R2\)\.$/)
  })
})

describe('components check and play --components agree (issue 30, finding 4)', () => {
  // The check both commands make, in-process: refused by it iff the game's setup refuses the file.
  for (const [game, g] of Object.entries(cliGames)) {
    it(`${game}: a mutated component file has problems iff setup refuses it (every player count and variant)`, () => {
      const bundled = componentKits[game]?.bundled
      const configs = [g.game.players.min, g.game.players.max].flatMap((players) => [undefined, ...g.variants].map((v) => g.config(players, v)))
      let refused = 0
      fc.assert(
        fc.property(mutations(bundled), fc.constantFrom(...configs), (m, config) => {
          const file = mutate(bundled, m)
          const problems = componentFileProblems(g, config, file)
          const started = g.game.setup({ ...(config as object), components: file }, 'agree')
          expect(problems.length === 0, `${JSON.stringify(m).slice(0, 200)}: ${problems.join('; ')}`).toBe(E.isRight(started))
          if (problems.length > 0) refused++
          for (const p of problems) expect(p).not.toMatch(/\b(\w+) \1\b/i)
        }),
        { seed: 3030, numRuns: 40 }
      )
      expect(refused).toBeGreaterThan(10)
    })
  }

  const edits: Record<string, readonly [string, (c: Record<string, unknown>) => void][]> = {
    'the-border': [
      ['an unknown key at the top', (c) => (c['extra'] = 1)],
      ['an unknown key inside an area', (c) => ((c['areas'] as Record<string, unknown>[])[0]!['colour'] = 'red')],
      ['the dice as a number', (c) => (c['dice'] = 4)],
      ['an area value as text', (c) => ((c['areas'] as Record<string, unknown>[])[1]!['high'] = 'x')],
      ['four dice', (c) => ((c['dice'] as Record<string, unknown>)['count'] = 4)]
    ],
    nagaraja: [
      ['an unknown key at the top', (c) => (c['extra'] = 1)],
      ['the name as a number', (c) => (c['name'] = 7)]
    ],
    rajas: [
      ['an unknown key at the top', (c) => (c['colour'] = 'red')],
      ['11 dice per colour', (c) => (c['dicePerColour'] = 11)]
    ]
  }
  for (const [game, cases] of Object.entries(edits)) {
    for (const [what, edit] of cases) {
      it(`${game}, ${what}: refused by both, with the same words, one path style, no word twice`, async () => {
        const set = JSON.parse(readFileSync(await exported(game), 'utf8')) as Record<string, unknown>
        edit(set)
        const file = join(dir, `${game}-${what.replace(/\W+/g, '-')}.json`)
        writeFileSync(file, JSON.stringify(set))
        const check = await run('components', 'check', game, file)
        const play = await run('play', game, '--components', file)
        expect(check.code).toBe(1)
        expect(play.code).toBe(2)
        const problems = check.out.trimEnd().split('\n').map((l) => l.replace(/^ +\d+\. /, ''))
        expect(problems.length).toBeGreaterThan(0)
        // play names the same problems, in the same words
        for (const p of problems.slice(0, 3)) expect(play.err).toContain(p.replace(/\.$/, ''))
        for (const text of [check.out, check.err, play.err]) {
          expect(text).not.toMatch(/\b(\w+) \1\b/i) // "The The Border"
          expect(text).not.toMatch(/\w\.\d+\b(?!\.\d)/) // one path style: areas[1].high, never areas.1.high
          expect(text).not.toMatch(/expected [A-Z]\w*,/) // types named as a person would, not io-ts names ("expected Dice")
        }
      })
    }
  }
})
