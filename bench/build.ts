/**
 * Builds what the benchmark times the way the package ships it. The bench runs under tsx, whose
 * on-the-fly transform sets esbuild's `keepNames`: every named inner function then costs an
 * `Object.defineProperty` call each time it is created, which the published build (tsup) does not
 * pay — up to a tenth of a playout's time in code with per-call closures. So each game's subpath
 * entry (and the peer) is bundled here with esbuild, without `keepNames`, and imported from the
 * bundle. A game whose source does not build is reported, not fatal.
 *
 * Each game's bundle carries its own copy of the measuring code (`measure.ts`): were one playout
 * loop shared by every game, its call sites (`game.apply`, …) would turn polymorphic as games are
 * measured one after another, and a game measured later would be timed slower.
 * @module
 */
import { build, type Plugin } from 'esbuild'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { gameEntry, gameIds } from '../src/games/manifest.js'
import { exportNameOf } from '../src/games/game-module.js'

/**
 * A fresh directory for the bundles of one run, under `node_modules/.cache/` so that the packages
 * left external (boardgame.io) resolve from the repository's node_modules.
 */
export const bundleDir = (): string => {
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)), 'node_modules', '.cache', 'tabletop-bench')
  mkdirSync(root, { recursive: true })
  return mkdtempSync(join(root, 'run-'))
}

/**
 * As in `tsup.config.ts`: fp-ts subpaths (`fp-ts/Either`, which Node's ESM loader cannot resolve)
 * are rewritten to `fp-ts/lib/Either.js` and left external.
 */
const fpTsSubpaths: Plugin = {
  name: 'fp-ts-subpaths',
  setup(b) {
    b.onResolve({ filter: /^fp-ts\/[A-Za-z]+$/ }, (args) => ({ path: `fp-ts/lib/${args.path.slice('fp-ts/'.length)}.js`, external: true }))
  }
}

/**
 * Bundles `entry` (an absolute path) to `<dir>/<name>.mjs` as the package build does: ESM for Node
 * 20, our code inlined, the runtime dependencies (fp-ts, io-ts, seedrandom) and boardgame.io left
 * to Node. (Inlining the CommonJS dependencies would route every `E.right` through an esbuild
 * interop getter, a cost the published build does not have.) Returns its URL for `import()`, or
 * the build error.
 */
export const bundle = async (entry: string, name: string, dir: string): Promise<{ url: string } | { error: string }> => {
  const outfile = join(dir, `${name}.mjs`)
  try {
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      keepNames: false,
      external: ['boardgame.io', 'boardgame.io/*', 'io-ts', 'io-ts/*', 'seedrandom', 'seedrandom/*'],
      plugins: [fpTsSubpaths],
      // Packages resolve from this repository even for a source tree copied elsewhere (ab.ts).
      nodePaths: [resolve(fileURLToPath(new URL('..', import.meta.url)), 'node_modules')],
      logLevel: 'silent'
    })
    return { url: pathToFileURL(outfile).href }
  } catch (e) {
    return { error: (e as Error).message.split('\n').slice(0, 2).join(' ') }
  }
}

/** Every game's subpath entry, by id, from the manifest (`src/games/manifest.ts`). */
export const GAME_ENTRIES: readonly { readonly id: string; readonly entry: string; readonly exportName: string }[] = gameIds.map((id) => ({
  id,
  entry: gameEntry(id).source,
  exportName: exportNameOf(id)
}))

/** Which bench code a game's bundle carries beside the game: `measure` (figures) or `playout` (one game). */
export interface GameBundle {
  readonly game: unknown
  readonly measure: typeof import('./measure.js').measure
  readonly playout: typeof import('./measure.js').playout
  readonly warmUp: typeof import('./measure.js').warmUp
  readonly chancePath: typeof import('./measure.js').chancePath
}

/**
 * Bundles one game (`<root>/<entry>`, export `exportName`) together with its own copy of
 * `bench/measure.ts`, as `<dir>/<name>.mjs`; returns the loaded module or the build error.
 */
export const bundleGame = async (root: string, entry: string, exportName: string, name: string, dir: string): Promise<GameBundle | { error: string }> => {
  const bench = fileURLToPath(new URL('.', import.meta.url))
  const stub = join(dir, `${name}-entry.ts`)
  writeFileSync(
    stub,
    `export { ${exportName} as game } from ${JSON.stringify(resolve(root, entry))}\nexport { chancePath, measure, playout, warmUp } from ${JSON.stringify(join(bench, 'measure.ts'))}\n`
  )
  const b = await bundle(stub, name, dir)
  if ('error' in b) return b
  return (await import(b.url)) as GameBundle
}
