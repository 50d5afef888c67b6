/**
 * The manifest (`src/games/manifest.ts`) is the one list of games, and each game's module
 * (`src/games/<id>/module.ts`) the one description of it: every place that lists the games agrees
 * with them. What reads the module list at load (the registries, the command, the bots, tsup
 * entries, size budgets, the bench, the vectors script) is checked for having read it; what cannot
 * (`src/games/modules.ts`, package.json `exports`, typedoc entry points) is compared
 * (`npm run manifest` rewrites them); the module list is also checked by the compiler.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gameIds, otherEntries, packageEntries } from '../src/games/manifest.js'
import { exportNameOf, moduleNameOf } from '../src/games/game-module.js'
import { gameModules } from '../src/games/modules.js'
import { games } from '../src/registry.js'
import * as root from '../src/index.js'
import * as bots from '../src/bots/index.js'
import { greedyBots } from '../src/bots/registry.js'
import { cliGames } from '../src/cli/games.js'
import { GAME_ENTRIES } from '../bench/build.js'
import { libraryEntries } from '../tsup.config.js'
import { expectedEntryPoints, expectedExports, expectedModulesFile, manifestDrift } from '../scripts/manifest.js'

const repo = join(import.meta.dirname, '..')
const ids: readonly string[] = gameIds

describe('the manifest and the game modules', () => {
  it('names each game once, with unique subpaths and rule prefixes', () => {
    const unique = (xs: readonly string[]) => expect(new Set(xs).size, xs.join(', ')).toBe(xs.length)
    unique(ids)
    unique(packageEntries.map((e) => e.subpath))
    unique(packageEntries.map((e) => e.dist))
    unique(gameModules.flatMap((m) => [m.rules.prefixes.rules, m.rules.prefixes.examples, m.rules.prefixes.ambiguities]))
    expect(otherEntries.map((e) => e.subpath)).toContain('.')
  })

  it('src/games/modules.ts lists the module of every game of the manifest, in order, each with its game', () => {
    expect(gameModules.map((m) => m.id)).toEqual(ids)
    for (const m of gameModules) {
      expect(m.game.id).toBe(m.id)
      expect(m.bots.mcts.game, `${m.id}: the mcts spec searches the module's game`).toBe(m.game)
      expect(m.command.defaultPlayers).toBeGreaterThanOrEqual(m.game.players.min)
      expect(m.command.defaultPlayers).toBeLessThanOrEqual(m.game.players.max)
      expect(m.sizeKb).toBeGreaterThan(0)
    }
    expect(readFileSync(join(repo, 'src', 'games', 'modules.ts'), 'utf8')).toBe(expectedModulesFile())
  })

  it('the modules file imports each module under its name and re-exports each game value under its export name', () => {
    const text = expectedModulesFile(['the-border', 'pig'])
    expect(text).toContain(`import { ${moduleNameOf('pig')} } from './pig/module.js'`)
    expect(text).toContain("export { pig } from './pig/index.js'")
    expect(text).toContain(`export { ${exportNameOf('the-border')} } from './the-border/index.js'`)
    expect(exportNameOf('the-border')).toBe('theBorder')
  })

  it('lists every game folder in src/games/ and nothing else', () => {
    const folders = readdirSync(join(repo, 'src', 'games'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    expect([...folders].sort()).toEqual([...ids].sort())
  })

  it('every source entry exists; every published game ships its scenario vectors module, tests and docs page', () => {
    for (const e of packageEntries) expect(existsSync(join(repo, e.source)), e.source).toBe(true)
    for (const id of ids) {
      for (const f of [`scripts/scenarios/${id}.ts`, `docs/games/${id}.md`, `docs/rules/${id}.md`, `test/${id}`]) expect(existsSync(join(repo, f)), `${id} lacks ${f}`).toBe(true)
    }
  })
})

describe('what lists the games agrees with the manifest', () => {
  it('the registry (src/registry.ts): same ids in the same order, each the module\'s game', () => {
    expect(Object.keys(games)).toEqual(ids)
    for (const m of gameModules) expect(games[m.id]).toBe(m.game)
  })

  it('each subpath and the root entry export the game value under its export name', async () => {
    for (const id of ids) {
      const mod = (await import(join(repo, 'src', 'games', id, 'index.ts'))) as Record<string, unknown>
      expect(mod[exportNameOf(id)], `src/games/${id}/index.ts exports ${exportNameOf(id)}`).toBe(games[id])
      expect((root as Record<string, unknown>)[exportNameOf(id)], `the root entry exports ${exportNameOf(id)}`).toBe(games[id])
    }
  })

  it('every subpath names its codecs and values by the one scheme (docs/adding-a-game.md), with no second names', async () => {
    for (const id of ids) {
      const mod = (await import(join(repo, 'src', 'games', id, 'index.ts'))) as Record<string, unknown>
      const names = Object.keys(mod)
      const prefixes = names.filter((n) => n.endsWith('StateCodec')).map((n) => n.slice(0, -'StateCodec'.length))
      expect(prefixes, `${id}: one <G>StateCodec`).toHaveLength(1)
      const g = prefixes[0] as string
      expect(g, id).toMatch(/^[A-Z][A-Za-z]+$/)
      for (const n of [`${g}MoveCodec`, `${g}ConfigCodec`, `${g}OptionsCodec`, `${g}ComponentsCodec`, 'bundledComponents', 'validateComponents', 'componentProblems', 'defaultOptions', 'resampleHidden', 'formatMove', 'parseMove']) {
        expect(names, `${id} exports ${n}`).toContain(n)
      }
      // A codec is never exported under its type's name, nor under a bare or second name.
      const second = [`${g}State`, `${g}Move`, `${g}Config`, `${g}Options`, `${g}Components`, 'State', 'Move', 'View', 'Config', 'Options', 'Components', 'StateCodec', 'MoveCodec', 'ConfigCodec', 'OptionsCodec', 'ComponentsCodec']
      expect(names.filter((n) => second.includes(n) || /^[A-Z_]+_(COMPONENTS|DEFAULT_OPTIONS)$/.test(n) || /^validate[A-Z]\w*Components$/.test(n)), id).toEqual([])
      expect(readFileSync(join(repo, 'src', 'games', id, 'index.ts'), 'utf8')).not.toMatch(/@deprecated/)
    }
  })

  it('the bots (src/bots/registry.ts): each greedy bot under its id; a bot module in src/bots/<id>.ts is re-exported', () => {
    expect(Object.keys(greedyBots)).toEqual(ids)
    const registry = readFileSync(join(repo, 'src', 'bots', 'registry.ts'), 'utf8')
    for (const m of gameModules) {
      expect(greedyBots[m.id]).toBe(m.bots.greedy)
      if (existsSync(join(repo, 'src', 'bots', `${m.id}.ts`))) {
        expect(registry, `src/bots/registry.ts re-exports ./${m.id}.js`).toContain(`export * from './${m.id}.js'`)
        expect((bots as Record<string, unknown>)[`${exportNameOf(m.id)}GreedyBot`]).toBe(m.bots.greedy)
      }
    }
  })

  it('the command (src/cli/games.ts): same games, default players, variants, pictures and stories', () => {
    expect(Object.keys(cliGames)).toEqual(ids)
    for (const m of gameModules) {
      const c = cliGames[m.id]
      expect(c?.game).toBe(m.game)
      expect(c?.defaultPlayers).toBe(m.command.defaultPlayers)
      expect(c?.variants).toEqual(Object.keys(m.command.variants))
      expect(c?.bots['greedy']).toBe(m.bots.greedy)
      expect(Object.keys(c?.bots ?? {})).toEqual(['random', 'greedy'])
      expect(c?.config(2, undefined)).toEqual({ players: 2 })
      expect(c?.story).toBe(m.command.story)
    }
  })

  it('the build entries (tsup.config.ts) and the bench (bench/build.ts)', () => {
    expect(libraryEntries).toEqual(Object.fromEntries(packageEntries.map((e) => [e.dist, e.source])))
    expect(GAME_ENTRIES).toEqual(ids.map((id) => ({ id, entry: `src/games/${id}/index.ts`, exportName: exportNameOf(id) })))
  })

  it('src/games/modules.ts, package.json "exports" and typedoc.json "entryPoints" (`npm run manifest` rewrites them)', () => {
    const pkg = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8')) as { exports: unknown }
    const typedoc = JSON.parse(readFileSync(join(repo, 'typedoc.json'), 'utf8')) as { entryPoints: unknown }
    expect(manifestDrift(), 'run `npm run manifest`').toEqual([])
    expect(pkg.exports).toEqual(expectedExports())
    expect(typedoc.entryPoints).toEqual(expectedEntryPoints())
  })
})
