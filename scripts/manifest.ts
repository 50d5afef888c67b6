/**
 * `npm run manifest`: writes what cannot read the manifest (`src/games/manifest.ts`) at load time
 * from it — the list of game modules (`src/games/modules.ts`: one import per game, checked by the
 * compiler against the manifest's ids), the `exports` and `typesVersions` maps of `package.json`
 * and the typedoc entry points in `typedoc.json`.
 * `npm run manifest -- --check` only compares, and exits 1 naming what disagrees (the same check
 * runs in `npm test`: `test/manifest.test.ts`).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gameIds, packageEntries, type PackageEntry } from '../src/games/manifest.js'
import { exportNameOf, moduleNameOf } from '../src/games/game-module.js'

/** The conditional exports of one entry: ESM and CommonJS, each with its declarations. */
const conditions = (e: PackageEntry) => ({
  import: { types: `./dist/${e.dist}.d.ts`, default: `./dist/${e.dist}.js` },
  require: { types: `./dist/${e.dist}.d.cts`, default: `./dist/${e.dist}.cjs` }
})

/** The `exports` map of `package.json` the manifest implies (every entry, then `./package.json`). */
export const expectedExports = (): Record<string, unknown> => ({
  ...Object.fromEntries(packageEntries.map((e) => [e.subpath, conditions(e)])),
  './package.json': './package.json'
})

/**
 * The `typesVersions` map the manifest implies: TypeScript with `moduleResolution: node10` reads no
 * `exports`, so each subpath (but the root) points at its CommonJS declarations.
 */
export const expectedTypesVersions = (): Record<string, unknown> => ({
  '*': Object.fromEntries(packageEntries.filter((e) => e.subpath !== '.').map((e) => [e.subpath.slice(2), [`./dist/${e.dist}.d.cts`]]))
})

/** The typedoc entry points the manifest implies (every public entry's source). */
export const expectedEntryPoints = (): string[] => packageEntries.map((e) => e.source)

/** The text of `src/games/modules.ts` for a list of game ids (the manifest's by default). */
export const expectedModulesFile = (ids: readonly string[] = gameIds): string => {
  const lines = [
    '// Written by `npm run manifest` from the game ids of src/games/manifest.ts: do not edit.',
    '/**',
    ' * The game modules of the package, in manifest order, and each game value under its export name',
    ' * (the root entry re-exports them). The compiler checks the list against the manifest\'s ids.',
    ' * @module',
    ' */',
    "import { eraseModule, type AnyGameModule } from './game-module.js'",
    "import type { gameIds } from './manifest.js'",
    ...ids.map((id) => `import { ${moduleNameOf(id)} } from './${id}/module.js'`),
    '',
    ...ids.map((id) => `export { ${exportNameOf(id)} } from './${id}/index.js'`),
    '',
    '/** Every game module, in manifest order (types erased). */',
    `export const gameModules: readonly AnyGameModule[] = [${ids.map((id) => `eraseModule(${moduleNameOf(id)})`).join(', ')}]`,
    '',
    '// The compiler checks the modules against the manifest: the same ids, in the same order.',
    `void ([${ids.map((id) => `${moduleNameOf(id)}.id`).join(', ')}] as const satisfies typeof gameIds)`,
    ''
  ]
  return lines.join('\n')
}

const root = join(import.meta.dirname, '..')
const files = { pkg: join(root, 'package.json'), typedoc: join(root, 'typedoc.json'), modules: join(root, 'src', 'games', 'modules.ts') }

/** The files that disagree with the manifest, with what each should say. */
export const manifestDrift = (): string[] => {
  const pkg = JSON.parse(readFileSync(files.pkg, 'utf8')) as { exports?: unknown; typesVersions?: unknown }
  const typedoc = JSON.parse(readFileSync(files.typedoc, 'utf8')) as { entryPoints?: unknown }
  const drift: string[] = []
  const modules = existsSync(files.modules) ? readFileSync(files.modules, 'utf8') : ''
  if (modules !== expectedModulesFile()) drift.push(`src/games/modules.ts should import the module of each game of the manifest: ${gameIds.join(', ')}`)
  if (JSON.stringify(pkg.exports) !== JSON.stringify(expectedExports())) drift.push(`package.json "exports" should be ${JSON.stringify(expectedExports())}`)
  if (JSON.stringify(pkg.typesVersions) !== JSON.stringify(expectedTypesVersions())) drift.push(`package.json "typesVersions" should be ${JSON.stringify(expectedTypesVersions())}`)
  if (JSON.stringify(typedoc.entryPoints) !== JSON.stringify(expectedEntryPoints())) drift.push(`typedoc.json "entryPoints" should be ${JSON.stringify(expectedEntryPoints())}`)
  return drift
}

/** Rewrites one JSON file with `key` replaced (its place and the other keys kept), two-space indented. */
const rewrite = (file: string, key: string, value: unknown): void => {
  const json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
  json[key] = value
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) {
    const drift = manifestDrift()
    for (const d of drift) console.error(d)
    if (drift.length > 0) {
      console.error('out of date with src/games/manifest.ts: run `npm run manifest`')
      process.exit(1)
    }
    console.log('src/games/modules.ts, package.json exports and typedoc.json entry points agree with the manifest')
  } else {
    writeFileSync(files.modules, expectedModulesFile())
    rewrite(files.pkg, 'exports', expectedExports())
    rewrite(files.pkg, 'typesVersions', expectedTypesVersions())
    rewrite(files.typedoc, 'entryPoints', expectedEntryPoints())
    console.log('wrote src/games/modules.ts, package.json exports and typedoc.json entryPoints from src/games/manifest.ts')
  }
}
