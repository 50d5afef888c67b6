/**
 * The manifest (`src/games/manifest.ts`) is the one list of games: every place that lists the games
 * agrees with it. What reads it at load (tsup entries, size budgets, the bench, the command, the
 * vectors script) is checked for having read it; what cannot (package.json `exports`, typedoc entry
 * points) is compared (`npm run manifest` rewrites them); the registries keyed by id are also
 * checked by the compiler (`satisfies Record<ManifestGameId, …>`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gameManifest, otherEntries, packageEntries } from '../src/games/manifest.js'
import { games } from '../src/registry.js'
import * as root from '../src/index.js'
import * as bots from '../src/bots/index.js'
import { greedyBots } from '../src/bots/registry.js'
import { cliGames } from '../src/cli/games.js'
import { GAME_ENTRIES } from '../bench/build.js'
import { libraryEntries } from '../tsup.config.js'
import { expectedEntryPoints, expectedExports, manifestDrift } from '../scripts/manifest.js'

const repo = join(import.meta.dirname, '..')
const ids = gameManifest.map((g) => g.id)

describe('the manifest', () => {
  it('names each game once, with unique subpaths, export names and rule prefixes', () => {
    const unique = (xs: readonly string[]) => expect(new Set(xs).size, xs.join(', ')).toBe(xs.length)
    unique(ids)
    unique(packageEntries.map((e) => e.subpath))
    unique(packageEntries.map((e) => e.dist))
    unique(gameManifest.map((g) => g.exportName))
    unique(gameManifest.flatMap((g) => [g.rulePrefixes.rules, g.rulePrefixes.examples, g.rulePrefixes.ambiguities]))
    for (const g of gameManifest) {
      expect(g.subpath).toBe(`./${g.id}`)
      expect(g.source).toBe(`src/games/${g.id}/index.ts`)
    }
    expect(otherEntries.map((e) => e.subpath)).toContain('.')
  })

  it('lists every game folder in src/games/ and nothing else', () => {
    const folders = readdirSync(join(repo, 'src', 'games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    expect([...folders].sort()).toEqual([...ids].sort())
  })

  it('every source entry exists; every game ships its bot, scenario vectors module, tests and docs page', () => {
    for (const e of packageEntries) expect(existsSync(join(repo, e.source)), e.source).toBe(true)
    for (const id of ids) {
      for (const f of [`src/bots/${id}.ts`, `scripts/scenarios/${id}.ts`, `docs/games/${id}.md`, `test/${id}`]) expect(existsSync(join(repo, f)), `${id} lacks ${f}`).toBe(true)
    }
  })
})

describe('what lists the games agrees with the manifest', () => {
  it('the registry (src/registry.ts): same ids in the same order, each value with that id and title', () => {
    expect(Object.keys(games)).toEqual(ids)
    for (const g of gameManifest) {
      expect(games[g.id]?.id).toBe(g.id)
      expect(games[g.id]?.title).toBe(g.title)
    }
  })

  it('each subpath and the root entry export the game value under its export name', async () => {
    for (const g of gameManifest) {
      const mod = (await import(join(repo, g.source))) as Record<string, { id?: string } | undefined>
      expect(mod[g.exportName]?.id, `${g.source} exports ${g.exportName}`).toBe(g.id)
      expect((root as unknown as Record<string, { id?: string } | undefined>)[g.exportName]?.id, `the root entry exports ${g.exportName}`).toBe(g.id)
    }
  })

  it('the bots registry (src/bots/registry.ts): each greedy bot under its id and its export name', () => {
    expect(Object.keys(greedyBots)).toEqual(ids)
    for (const g of gameManifest) expect((bots as Record<string, unknown>)[g.greedyBot], g.greedyBot).toBe(greedyBots[g.id])
  })

  it('the command (src/cli/games.ts): same games, default players and variants', () => {
    expect(Object.keys(cliGames)).toEqual(ids)
    for (const g of gameManifest) {
      const c = cliGames[g.id]
      expect(c?.game.id).toBe(g.id)
      expect(c?.defaultPlayers).toBe(g.cli.defaultPlayers)
      expect(c?.variants).toEqual(Object.keys(g.cli.variants))
      expect(Object.keys(c?.bots ?? {})).toEqual(['random', 'greedy'])
      expect(c?.config(2, undefined)).toEqual({ players: 2 })
    }
  })

  it('the build entries (tsup.config.ts) and the bench (bench/build.ts)', () => {
    expect(libraryEntries).toEqual(Object.fromEntries(packageEntries.map((e) => [e.dist, e.source])))
    expect(GAME_ENTRIES).toEqual(gameManifest.map((g) => ({ id: g.id, entry: g.source, exportName: g.exportName })))
  })

  it('package.json "exports" and typedoc.json "entryPoints" (`npm run manifest` rewrites them)', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: unknown }
    const typedoc = JSON.parse(readFileSync(join(repo, 'typedoc.json'), 'utf8')) as { entryPoints: unknown }
    expect(manifestDrift(), 'run `npm run manifest`').toEqual([])
    expect(pkg.exports).toEqual(expectedExports())
    expect(typedoc.entryPoints).toEqual(expectedEntryPoints())
  })
})
