// Bundle-size budget: each game's subpath entry bundled alone by esbuild, minified, with fp-ts and
// io-ts external (seedrandom's alea and everything of ours included), then gzipped. Fails (exit 1)
// above budget. Run: npm run size
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'
import { existsSync } from 'node:fs'

const budgets = [
  { entry: 'src/games/the-border/index.ts', name: 'tabletop-rules/the-border', kb: 20 },
  { entry: 'src/games/nagaraja/index.ts', name: 'tabletop-rules/nagaraja', kb: 20 },
  { entry: 'src/games/rajas/index.ts', name: 'tabletop-rules/rajas', kb: 35 },
  { entry: 'src/index.ts', name: 'tabletop-rules (root, every game)', kb: 90 }
]

let failed = false
for (const b of budgets) {
  if (!existsSync(b.entry)) continue
  const r = await build({
    entryPoints: [b.entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    metafile: true,
    external: ['fp-ts', 'fp-ts/*', 'io-ts', 'io-ts/*'],
    mainFields: ['module', 'main'],
    logLevel: 'error'
  })
  const bytes = r.outputFiles[0].contents
  const gz = gzipSync(bytes, { level: 9 }).length
  const ok = gz <= b.kb * 1024
  failed ||= !ok
  console.log(`${ok ? 'ok  ' : 'OVER'} ${b.name}: ${(bytes.length / 1024).toFixed(1)} KB min, ${(gz / 1024).toFixed(1)} KB gzip (budget ${b.kb} KB)`)
}
if (failed) {
  console.error('bundle size over budget')
  process.exit(1)
}
