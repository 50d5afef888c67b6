// Checks the packed tarball the way a user gets it:
// 1. publint and @arethetypeswrong/cli on the tarball;
// 2. installs it into an empty folder and checks that `import` and `require` of the root entry
//    (and of each game subpath listed in package.json exports) work, and that the bin runs;
// 3. the boardgame.io adapter subpath imports and requires without boardgame.io installed (an
//    optional peer) and turns a game into a boardgame.io game; the server entry
//    (`tabletop-rules/boardgame.io/server`, the one that loads boardgame.io) says that it needs
//    boardgame.io; `tabletop-rules/node` runs a study on worker threads from ESM and CommonJS;
// 4. every code block of README.md and docs/ is type-checked and run against that install
//    (scripts/doc-snippets.mjs); then, with boardgame.io linked in, the docs' boardgame.io server
//    runs on 127.0.0.1 (ESM and CommonJS) and their client blocks play against it.
// Run after `npm run build`. Exits non-zero on any failure.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { checkPrograms, checkServedPrograms, docFiles, programsOf } from './doc-snippets.mjs'

const root = resolve(import.meta.dirname, '..')
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
const run = (cmd, args, opts = {}) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', ...opts })
const runtime = Object.keys(pkg.dependencies ?? {}).sort().join(', ')
if (runtime !== 'fp-ts, io-ts, seedrandom') throw new Error(`runtime dependencies must be fp-ts, io-ts, seedrandom only (DESIGN.md section 3), got: ${runtime}`)
if (pkg.dependencies.seedrandom !== '3.0.5') throw new Error('seedrandom must be pinned to an exact version')
const work = mkdtempSync(join(tmpdir(), 'tabletop-rules-pack-'))
try {
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], { cwd: root }))
  const tarball = join(work, packed[0].filename)
  console.log(`packed ${packed[0].filename}: ${packed[0].entryCount} files, ${packed[0].size} bytes`)
  const unexpected = packed[0].files.map((f) => f.path).filter((p) => !/^(dist\/|vectors\/|schema\/|examples\/conformance-engine\.mjs$|README\.md$|LICENSE$|CHANGELOG\.md$|package\.json$)/.test(p))
  if (unexpected.length > 0) throw new Error(`the tarball holds files users do not need: ${unexpected.join(', ')}`)

  console.log(run('npx', ['publint', tarball, '--strict'], { cwd: root }))
  // The full profile: node10 (typesVersions), node16 from CJS and from ESM, and bundler.
  console.log(run('npx', ['attw', tarball, '--profile', 'strict', '--format', 'table-flipped'], { cwd: root }))

  const app = join(work, 'app')
  run('mkdir', ['-p', app])
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }))
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', tarball], { cwd: app })
  // The server entry loads boardgame.io (an optional peer, not installed here): checked below.
  const PEER_ENTRY = './boardgame.io/server'
  const subpaths = Object.keys(pkg.exports).filter((k) => k !== './package.json' && k !== PEER_ENTRY)
  const names = subpaths.map((s) => (s === '.' ? pkg.name : `${pkg.name}/${s.slice(2)}`))
  const esm = names.map((n, i) => `import * as m${i} from '${n}'; if (Object.keys(m${i}).length === 0) throw new Error('${n}: empty ESM module');`).join('\n')
  const cjs = names.map((n) => `{ const m = require('${n}'); if (Object.keys(m).length === 0) throw new Error('${n}: empty CJS module') }`).join('\n')
  const check = `const root = MOD; if (typeof root.replay !== 'function' || root.CHANCE !== 'chance' || typeof root.games !== 'object') throw new Error('root entry lacks the core API');`
  writeFileSync(join(app, 'esm.mjs'), `${esm}\nimport * as root0 from '${pkg.name}';\n${check.replace('MOD', 'root0')}\nconsole.log('import ok: ${names.join(', ')}')\n`)
  writeFileSync(join(app, 'cjs.cjs'), `${cjs}\n${check.replace('MOD', `require('${pkg.name}')`)}\nconsole.log('require ok: ${names.join(', ')}')\n`)
  console.log(run('node', ['esm.mjs'], { cwd: app }).trim())
  console.log(run('node', ['cjs.cjs'], { cwd: app }).trim())
  if (pkg.peerDependenciesMeta?.['boardgame.io']?.optional !== true) throw new Error('boardgame.io must be an optional peer dependency')
  if (existsSync(join(app, 'node_modules', 'boardgame.io'))) throw new Error('installing the package pulled in boardgame.io (it must stay an optional peer)')
  const bgio = (load) => `const { toBoardgameIO, INVALID_MOVE } = ${load('tabletop-rules/boardgame.io')}; const { nagaraja } = ${load('tabletop-rules/nagaraja')};
const g = toBoardgameIO(nagaraja); if (INVALID_MOVE !== 'INVALID_MOVE' || g.name !== 'nagaraja' || typeof g.moves.play.move !== 'function' || g.validateSetupData(undefined, 2) !== undefined || typeof g.validateSetupData(undefined, 9) !== 'string') throw new Error('boardgame.io adapter broken');
console.log('boardgame.io adapter ok')`
  writeFileSync(join(app, 'bgio.mjs'), bgio((n) => `await import('${n}')`))
  writeFileSync(join(app, 'bgio.cjs'), bgio((n) => `require('${n}')`))
  console.log(run('node', ['bgio.mjs'], { cwd: app }).trim())
  console.log(run('node', ['bgio.cjs'], { cwd: app }).trim())
  // Without boardgame.io, the server entry fails to load and says why (ESM and CommonJS).
  if (pkg.exports[PEER_ENTRY] === undefined) throw new Error(`package.json exports no ${PEER_ENTRY}`)
  const peerless = (load) => `try { ${load} ; throw new Error('loaded without boardgame.io') } catch (e) { if (!/needs boardgame\.io 0\.50/.test(e.message)) throw e; console.log('tabletop-rules/boardgame.io/server without boardgame.io: ' + e.message.split(':')[0]) }`
  writeFileSync(join(app, 'server-peerless.mjs'), peerless(`await import('tabletop-rules/boardgame.io/server')`))
  writeFileSync(join(app, 'server-peerless.cjs'), peerless(`require('tabletop-rules/boardgame.io/server')`))
  console.log(run('node', ['server-peerless.mjs'], { cwd: app }).trim())
  console.log(run('node', ['server-peerless.cjs'], { cwd: app }).trim())
  // tabletop-rules/node: simulateParallel on 2 worker threads (the worker file found beside the
  // entry, from ESM and from CommonJS) gives exactly the single-thread results.
  const par = (load) => `const { simulateParallel } = ${load('tabletop-rules/node')}; const { games, simulate } = ${load('tabletop-rules')};
const opts = { bots: ['greedy', 'random'], games: 6, seed: 'pack' };
let progress = 0; const r = await simulateParallel(games.nagaraja, { ...opts, workers: 2, onProgress: () => progress++ });
const one = simulate(games.nagaraja, opts);
if (r._tag !== 'Right' || one._tag !== 'Right' || JSON.stringify(r.right.results) !== JSON.stringify(one.right.results) || progress !== 6) throw new Error('tabletop-rules/node: parallel results differ');
console.log('tabletop-rules/node ok')`
  writeFileSync(join(app, 'node.mjs'), par((n) => `await import('${n}')`))
  writeFileSync(join(app, 'node.cjs'), `(async () => { ${par((n) => `require('${n}')`)} })().catch((e) => { console.error(e); process.exit(1) })`)
  console.log(run('node', ['node.mjs'], { cwd: app }).trim())
  console.log(run('node', ['node.cjs'], { cwd: app }).trim())
  const help = run(join(app, 'node_modules', '.bin', 'tabletop-rules'), ['--help'], { cwd: app })
  if (!/Usage: tabletop-rules/.test(help)) throw new Error('the bin did not print its usage')
  console.log('bin ok')
  // From a consumer folder: the shipped vectors by name, and conform with the shipped reference engine.
  const bin = join(app, 'node_modules', '.bin', 'tabletop-rules')
  console.log(run(bin, ['verify', 'the-border/example-dx6'], { cwd: app }).trim())
  console.log(run(bin, ['conform', 'nagaraja', '--engine', 'node node_modules/tabletop-rules/examples/conformance-engine.mjs', '--games', '1'], { cwd: app }).trim())
  const programs = programsOf(root, docFiles(root))
  // The TypeScript a user installs today, besides the pinned one (a temporary folder).
  const pinned = JSON.parse(readFileSync(join(root, 'node_modules', 'typescript', 'package.json'), 'utf8')).version
  const latest = run('npm', ['view', 'typescript', 'version']).trim()
  const also = []
  if (latest !== pinned) {
    const tsDir = join(work, 'typescript-latest')
    run('mkdir', ['-p', tsDir])
    writeFileSync(join(tsDir, 'package.json'), JSON.stringify({ name: 'ts-latest', version: '1.0.0', private: true }))
    run('npm', ['install', '--no-audit', '--no-fund', `typescript@${latest}`], { cwd: tsDir })
    also.push(join(tsDir, 'node_modules', 'typescript', 'bin', 'tsc'))
    console.log(`doc snippets: type-checked with TypeScript ${pinned} (pinned) and ${latest} (latest)`)
  }
  const snippets = checkPrograms(root, app, programs, console.log, also)
  if (snippets.failures.length > 0) throw new Error(`doc snippets failed:\n${snippets.failures.join('\n\n')}`)
  console.log(`doc snippets ok: ${snippets.passed} checks over ${programs.filter((p) => p.served === undefined).length} programs`)
  // Last (it links boardgame.io into the install): the docs' boardgame.io server and clients, for real.
  const served = await checkServedPrograms(root, app, programs)
  if (served.failures.length > 0) throw new Error(`doc server and client blocks failed:\n${served.failures.join('\n\n')}`)
  console.log(`doc server and client blocks ok: ${served.passed} checks over ${programs.filter((p) => p.served !== undefined).length} programs`)
  console.log('check:package passed')
} finally {
  rmSync(work, { recursive: true, force: true })
}
