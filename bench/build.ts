/**
 * Builds what the benchmark times the way the package ships it. The bench runs under tsx, whose
 * on-the-fly transform sets esbuild's `keepNames`: every named inner function then costs an
 * `Object.defineProperty` call each time it is created, which the published build (tsup) does not
 * pay — up to a tenth of a playout's time in code with per-call closures. So each game's subpath
 * entry (and the peer) is bundled here with esbuild, without `keepNames`, and imported from the
 * bundle. A game whose source does not build is reported, not fatal.
 * @module
 */
import { build } from 'esbuild'
import { mkdirSync, mkdtempSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

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
 * Bundles `entry` (a path from the repository root) to `<dir>/<name>.mjs`: ESM for Node 20, our
 * code and fp-ts / io-ts / seedrandom inlined, boardgame.io left to Node. Returns its URL for
 * `import()`, or the build error.
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
      external: ['boardgame.io', 'boardgame.io/*'],
      // Packages resolve from this repository even for a source tree copied elsewhere (ab.ts).
      nodePaths: [resolve(fileURLToPath(new URL('..', import.meta.url)), 'node_modules')],
      logLevel: 'silent'
    })
    return { url: pathToFileURL(outfile).href }
  } catch (e) {
    return { error: (e as Error).message.split('\n').slice(0, 2).join(' ') }
  }
}

/** The three games' subpath entries, by id. */
export const GAME_ENTRIES: readonly { readonly id: string; readonly entry: string; readonly exportName: string }[] = [
  { id: 'the-border', entry: 'src/games/the-border/index.ts', exportName: 'theBorder' },
  { id: 'nagaraja', entry: 'src/games/nagaraja/index.ts', exportName: 'nagaraja' },
  { id: 'rajas', entry: 'src/games/rajas/index.ts', exportName: 'rajas' }
]
