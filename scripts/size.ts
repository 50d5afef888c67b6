/**
 * Bundle-size budgets (`npm run size`): each public entry of the manifest (`src/games/manifest.ts`:
 * every game's subpath, whose budget is in its game module, and the root) bundled alone by esbuild, minified, with fp-ts and io-ts
 * external (seedrandom's alea and everything of ours included), then gzipped. Exits 1 above budget.
 */
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { existsSync } from 'node:fs'
import { gameEntry, otherEntries } from '../src/games/manifest.js'
import { gameModules } from '../src/games/modules.js'

/** Every public entry with its budget: the other entries' from the manifest, each game's from its module. */
const budgets = [...otherEntries, ...gameModules.map((m) => ({ ...gameEntry(m.id), sizeKb: m.sizeKb }))]

let failed = false
// The game subpaths first, then the root (which holds every game).
for (const b of [...budgets.filter((e) => e.subpath !== '.'), ...budgets.filter((e) => e.subpath === '.')]) {
  if (!existsSync(b.source)) {
    console.log(`MISSING ${b.label}: ${b.source} does not exist`)
    failed = true
    continue
  }
  const r = await build({
    entryPoints: [b.source],
    bundle: true,
    minify: true,
    // Greek and Cyrillic letters as UTF-8, as the build writes them (not \uXXXX escapes).
    charset: 'utf8',
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    external: ['fp-ts', 'fp-ts/*', 'io-ts', 'io-ts/*', 'node:*'],
    mainFields: ['module', 'main'],
    logLevel: 'error'
  })
  const bytes = r.outputFiles[0]?.contents ?? new Uint8Array()
  const gz = gzipSync(bytes, { level: 9 }).length
  const ok = gz <= b.sizeKb * 1024
  failed ||= !ok
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.label}: ${(bytes.length / 1024).toFixed(1)} KB min, ${(gz / 1024).toFixed(1)} KB gzip (budget ${b.sizeKb} KB)`)
}
if (failed) {
  console.error('bundle size over budget')
  process.exit(1)
}
