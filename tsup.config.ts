import { defineConfig, type Options } from 'tsup'

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

// One entry per public subpath (the games are added as they land) plus the CLI.
export default defineConfig([
  {
    entry: {
      index: 'src/index.ts',
      'the-border': 'src/games/the-border/index.ts',
      nagaraja: 'src/games/nagaraja/index.ts',
      rajas: 'src/games/rajas/index.ts',
      // The boardgame.io adapter: imports the core only, never boardgame.io (an optional peer).
      'boardgame-io': 'src/boardgame-io/index.ts'
    },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2022',
    splitting: true,
    treeshake: true,
    external,
    noExternal,
    esbuildPlugins: [fpTsSubpaths]
  },
  {
    entry: { cli: 'src/cli/main.ts' },
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
    esbuildPlugins: [fpTsSubpaths]
  }
])
