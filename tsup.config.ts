import { defineConfig, type Options } from 'tsup'
import { packageEntries } from './src/games/manifest.js'

// fp-ts has no `exports` map: Node's ESM loader cannot resolve `fp-ts/Either`. Source code imports
// `fp-ts/Either` (what TypeScript and bundlers resolve); the build rewrites it to the explicit
// `fp-ts/lib/Either.js`, which both Node's `import` and `require` load.
const fpTsSubpaths: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'fp-ts-subpaths',
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/[A-Za-z]+$/ }, (args) => ({
      path: `fp-ts/lib/${args.path.slice('fp-ts/'.length)}.js`,
      external: true
    }))
  }
}

const external = ['io-ts', 'seedrandom']
// fp-ts is left to the plugin (tsup would otherwise mark its subpaths external unchanged).
const noExternal = [/^fp-ts/]
// The locales' Greek and Cyrillic letters written as UTF-8, not as `\uXXXX` escapes (3× the bytes
// to ship and to parse; the command loads every catalogue at start).
const utf8: Options['esbuildOptions'] = (options) => {
  options.charset = 'utf8'
}

/** One entry per public subpath, from the manifest (`src/games/manifest.ts`): `dist/<dist>.js`. */
export const libraryEntries: Readonly<Record<string, string>> = Object.fromEntries(packageEntries.map((e) => [e.dist, e.source]))

// The library (one entry per public subpath) and the CLI.
export default defineConfig([
  {
    entry: { ...libraryEntries },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    // `tabletop-rules/node` finds its worker file beside itself through `import.meta.url`; the
    // CommonJS build gets tsup's shim for it.
    shims: true,
    external,
    noExternal,
    esbuildOptions: utf8,
    esbuildPlugins: [fpTsSubpaths]
  },
  {
    // sim-worker: the worker thread of `simulate --workers` (src/bots/parallel.ts loads it beside cli.js).
    entry: { cli: 'src/cli/main.ts', 'sim-worker': 'src/bots/sim-worker.ts' },
    format: ['esm'],
    dts: false,
    clean: false,
    target: 'node20',
    // cli-progress and picocolors are bundled into dist/cli.js (they are dev dependencies), so the
    // package's runtime dependencies stay fp-ts, io-ts and seedrandom (DESIGN.md section 3);
    // `require` is defined for the CommonJS code bundled into this ES module.
    banner: { js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'\nconst require = __createRequire(import.meta.url)" },
    external,
    noExternal: [...noExternal, 'cli-progress', 'picocolors'],
    esbuildOptions: utf8,
    esbuildPlugins: [fpTsSubpaths]
  }
])
