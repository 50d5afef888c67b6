// Every code block of README.md and docs/**/*.md is a test (run: npm run docs:snippets, after
// `npm run build`; check:package runs it on the tarball it installs).
//
// Rules for writers of docs:
// - A ```ts block is TypeScript, a ```js block plain JavaScript (ESM): each runs as its language
//   says. The ```ts blocks of one page form ONE program, in page order, as a reader pastes them into
//   one file (imports are hoisted and merged); so do its ```js blocks. A TypeScript program is
//   type-checked strictly (strict, noUncheckedIndexedAccess, exactOptionalPropertyTypes) under
//   moduleResolution nodenext (as ESM and as CommonJS), bundler and (TypeScript before 6) node10,
//   against the PACKED package — with the pinned TypeScript and with the one a user installs today
//   (check:package) — and then compiled and run in plain Node, as ESM and as CommonJS. A JavaScript
//   program is run as it is, as an .mjs file (no compiler): TypeScript in it fails. So no top-level
//   await.
// - ```ts standalone: a program of its own (still type-checked and run).
// - ```ts no-run: type-checked (as its own program) but not run.
// - ```ts skip (or an HTML comment `<!-- snippet: skip -->` on the line before the fence): neither;
//   for fragments. Keep these rare.
// - ```ts server and ```ts client: a boardgame.io server and its clients (a program each). They
//   may import boardgame.io and node-persist too (the peer dependency, linked into the install
//   from this repository's node_modules), are type-checked with skipLibCheck (boardgame.io's own
//   declarations do not pass a strict check), and are run for real: the page's server (as ESM,
//   then as CommonJS; env PORT = a free port, in an empty folder) until it prints "serving on",
//   then each client against it (env SERVER = http://127.0.0.1:PORT; as CommonJS, and as ESM
//   bundled by esbuild: boardgame.io 0.50's subpaths cannot be imported by Node's ES modules).
//   Each client must exit 0 while the server keeps running. No top-level await here either.
// - A code block imports only what a user of the package has: 'tabletop-rules' (and its subpaths),
//   its dependencies (fp-ts as 'fp-ts/lib/Either.js', io-ts) and Node's modules; anything else
//   (boardgame.io outside server/client blocks, a bundler) needs ```ts skip.
// - Blocks in other languages (sh, json, text, …) and blocks without a language are not code; but a
//   block without a language that imports from 'tabletop-rules' is an error (tag it ts).
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { builtinModules } from 'node:module'
import { pathToFileURL } from 'node:url'

const CODE = new Set(['ts', 'typescript', 'js', 'javascript', 'mjs'])
const JS = new Set(['js', 'javascript', 'mjs'])

/** The language a code block runs as: 'js' (plain ESM) or 'ts'. */
export const languageOf = (block) => (JS.has(block.lang) ? 'js' : 'ts')
const FLAGS = new Set(['standalone', 'no-run', 'skip', 'server', 'client'])

/**
 * The fenced blocks of a Markdown text: { lang, flags, code, line } (line: 1-based, of the fence).
 * Throws on a fence without a language or with an unknown flag on a code block.
 */
export const extractBlocks = (markdown, file = 'the page') => {
  const lines = markdown.split('\n')
  const blocks = []
  let open
  let pendingFlags = []
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] ?? ''
    if (open === undefined) {
      const comment = /^\s*<!--\s*snippet:\s*([\w\s-]+?)\s*-->\s*$/.exec(text)
      if (comment !== null) {
        pendingFlags = comment[1].split(/\s+/)
        continue
      }
      const fence = /^ {0,3}(`{3,}|~{3,})\s*([^`]*)$/.exec(text)
      if (fence === null) {
        if (text.trim() !== '') pendingFlags = []
        continue
      }
      const [lang = '', ...flags] = fence[2].trim().split(/\s+/).filter((w) => w !== '')
      open = { marker: fence[1], lang: lang.toLowerCase(), flags: [...flags, ...pendingFlags], line: i + 1, body: [] }
      pendingFlags = []
      if (CODE.has(open.lang)) {
        const unknown = open.flags.filter((f) => !FLAGS.has(f))
        if (unknown.length > 0) throw new Error(`${file}:${i + 1}: unknown snippet flag ${unknown.join(', ')} (known: ${[...FLAGS].join(', ')})`)
      }
    } else if (text.trim().startsWith(open.marker) && text.trim().replace(/[`~]/g, '') === '') {
      if (open.lang === '' && /from\s+['"]tabletop-rules/.test(open.body.join('\n'))) {
        throw new Error(`${file}:${open.line}: this code block imports tabletop-rules but names no language: write \`\`\`ts`)
      }
      blocks.push({ lang: open.lang, flags: open.flags, code: open.body.join('\n'), line: open.line })
      open = undefined
    } else {
      open.body.push(text)
    }
  }
  if (open !== undefined) throw new Error(`${file}:${open.line}: a code block is never closed`)
  return blocks
}

/** What the check does with a block: 'program' (joined into the page's program), 'standalone', 'typecheck', 'server', 'client' or 'none'. */
export const roleOf = (block) => {
  if (!CODE.has(block.lang) || block.flags.includes('skip')) return 'none'
  if (block.flags.includes('server')) return 'server'
  if (block.flags.includes('client')) return 'client'
  if (block.flags.includes('no-run')) return 'typecheck'
  if (block.flags.includes('standalone')) return 'standalone'
  return 'program'
}

const IMPORT = /^import\s+(?:type\s+)?(?:[\s\S]*?\s+from\s+)?['"][^'"]+['"];?[ \t]*(?:\/\/[^\n]*)?$/gm

/** Parses one import declaration into { module, typeOnly, default, namespace, named: [{ text, local }] }. */
const parseImport = (decl) => {
  const module = /['"]([^'"]+)['"]/.exec(decl.slice(decl.lastIndexOf('from') >= 0 ? decl.lastIndexOf('from') : 0))?.[1] ?? /['"]([^'"]+)['"]/.exec(decl)?.[1]
  const head = decl.replace(/^import\s+/, '').replace(/\s*from\s+['"][^'"]+['"][\s\S]*$/, '').trim()
  const typeOnly = /^type\s/.test(head)
  const clause = typeOnly ? head.replace(/^type\s+/, '') : head
  const sideEffect = /^['"]/.test(clause)
  const named = /\{([\s\S]*)\}/.exec(clause)?.[1].split(',').map((s) => s.trim()).filter((s) => s !== '') ?? []
  const rest = clause.replace(/\{[\s\S]*\}/, '').split(',').map((s) => s.trim()).filter((s) => s !== '')
  const namespace = rest.find((s) => s.startsWith('*'))?.replace(/^\*\s+as\s+/, '')
  const dflt = rest.find((s) => !s.startsWith('*'))
  return {
    module,
    typeOnly,
    sideEffect,
    default: dflt,
    namespace,
    named: named.map((text) => ({ text: typeOnly ? `type ${text.replace(/^type\s+/, '')}` : text, local: text.replace(/^type\s+/, '').split(/\s+as\s+/).pop() }))
  }
}

/**
 * Joins blocks into one module: every import declaration is hoisted, names already imported are
 * dropped (a reader pasting the page in order would drop them too), then the bodies in order,
 * each after a comment naming its place in the docs.
 */
export const joinProgram = (blocks, file) => {
  const seen = new Set()
  const imports = []
  const bodies = []
  for (const b of blocks) {
    const decls = b.code.match(IMPORT) ?? []
    let body = b.code
    for (const d of decls) {
      body = body.replace(d, '')
      const imp = parseImport(d)
      if (imp.sideEffect) {
        if (!seen.has(`side:${imp.module}`)) imports.push(d.trim())
        seen.add(`side:${imp.module}`)
        continue
      }
      const fresh = (local) => {
        if (local === undefined || seen.has(local)) return false
        seen.add(local)
        return true
      }
      const parts = []
      if (fresh(imp.default)) parts.push(imp.default)
      if (fresh(imp.namespace)) parts.push(`* as ${imp.namespace}`)
      const named = imp.named.filter((n) => fresh(n.local)).map((n) => n.text)
      if (named.length > 0) parts.push(`{ ${named.join(', ')} }`)
      if (parts.length > 0) imports.push(`import ${parts.join(', ')} from '${imp.module}'`)
    }
    bodies.push(`// ---- ${file}:${b.line}\n${body.trim()}`)
  }
  return `${imports.join('\n')}\n\n${bodies.join('\n\n')}\n`
}

/** The Markdown files checked: README.md and every docs/**\/*.md (docs/api, generated, excluded). */
export const docFiles = (root) => {
  const out = []
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const p = join(dir, e.name)
      if (e.isDirectory()) {
        if (relative(root, p) !== join('docs', 'api')) walk(p)
      } else if (e.name.endsWith('.md')) out.push(p)
    }
  }
  if (existsSync(join(root, 'README.md'))) out.push(join(root, 'README.md'))
  if (existsSync(join(root, 'docs'))) walk(join(root, 'docs'))
  return out
}

/** The programs of a set of pages: { name, source, origin, run, lang, page?, served? } (lang 'ts' or 'js'; served: 'server' or 'client'). */
export const programsOf = (root, files) => {
  const programs = []
  for (const path of files) {
    const file = relative(root, path)
    const blocks = extractBlocks(readFileSync(path, 'utf8'), file)
    const base = file.replace(/\.md$/, '').replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()
    for (const lang of ['ts', 'js']) {
      const joined = blocks.filter((b) => roleOf(b) === 'program' && languageOf(b) === lang)
      const name = lang === 'ts' ? base : `${base}-js`
      if (joined.length > 0) programs.push({ name, source: joinProgram(joined, file), origin: `${file} (${joined.length} ${lang === 'ts' ? 'TypeScript' : 'JavaScript'} block${joined.length > 1 ? 's' : ''})`, run: true, lang })
    }
    blocks.forEach((b) => {
      const role = roleOf(b)
      if (role === 'standalone' || role === 'typecheck') {
        programs.push({ name: `${base}-l${b.line}`, source: joinProgram([b], file), origin: `${file}:${b.line}`, run: role === 'standalone', lang: languageOf(b) })
      }
      if (role === 'server' || role === 'client') {
        programs.push({ name: `${base}-${role}-l${b.line}`, source: joinProgram([b], file), origin: `${file}:${b.line} (${role})`, run: false, page: file, served: role })
      }
    })
  }
  return programs
}

/** The major version of the TypeScript compiler at `tsc` (its package.json beside `bin/`). */
const tscMajor = (tsc) => Number(JSON.parse(readFileSync(join(tsc, '..', '..', 'package.json'), 'utf8')).version.split('.')[0])

const strict = { strict: true, noUncheckedIndexedAccess: true, exactOptionalPropertyTypes: true, target: 'ES2022', lib: ['ES2022'], types: ['node'], skipLibCheck: false, allowJs: true, checkJs: true }

/**
 * Type-checks and runs the programs in `app`, where the packed package is installed: { passed,
 * failures }. TypeScript programs are type-checked by the pinned compiler (and compiled by it to
 * run) and by each compiler of `alsoTsc` (the paths of other `bin/tsc`, e.g. the latest release);
 * JavaScript programs run as they are. Server and client programs are left to {@link checkServedPrograms}.
 */
export const checkPrograms = (root, app, allPrograms, log = console.log, alsoTsc = []) => {
  const programs = allPrograms.filter((p) => p.served === undefined)
  const dir = join(app, 'doc-snippets')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  const typeRoots = [join(root, 'node_modules', '@types')]
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  const tsPrograms = programs.filter((p) => p.lang !== 'js')
  for (const p of tsPrograms) {
    writeFileSync(join(dir, `${p.name}.mts`), p.source)
    writeFileSync(join(dir, `${p.name}.cts`), p.source)
    writeFileSync(join(dir, `${p.name}.ts`), p.source)
  }
  const names = tsPrograms.map((p) => p.name)
  const configsFor = (major, emit) => ({
    'nodenext (ESM and CommonJS)': { compilerOptions: { ...strict, typeRoots, module: 'nodenext', moduleResolution: 'nodenext', ...(emit ? { outDir: 'out' } : { noEmit: true }) }, files: names.flatMap((n) => [`${n}.mts`, `${n}.cts`]) },
    bundler: { compilerOptions: { ...strict, typeRoots, module: 'esnext', moduleResolution: 'bundler', noEmit: true }, files: names.map((n) => `${n}.ts`) },
    // node10 resolution is deprecated in TypeScript 6 and removed in 7.
    ...(major < 6 ? { node10: { compilerOptions: { ...strict, typeRoots, module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, noEmit: true }, files: names.map((n) => `${n}.ts`) } } : {})
  })
  const failures = []
  let passed = 0
  // A block may import only what a user of the package has: the package, its dependencies, Node.
  for (const p of programs) {
    for (const m of p.source.matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm)) {
      const spec = m[1]
      const base = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
      if (spec.startsWith('node:') || builtinModules.includes(base) || spec.startsWith('.')) continue
      if (!existsSync(join(app, 'node_modules', base, 'package.json'))) {
        failures.push(`${p.origin} imports '${spec}', which an install of the package does not provide: mark the block \`\`\`ts skip, or import only the package, its dependencies and Node`)
      }
    }
  }
  for (const [k, compiler] of [tsc, ...alsoTsc].entries()) {
    const major = tscMajor(compiler)
    const version = JSON.parse(readFileSync(join(compiler, '..', '..', 'package.json'), 'utf8')).version
    for (const [label, config] of Object.entries(configsFor(major, k === 0))) {
      const file = `tsconfig.${label.split(' ')[0]}.${k}.json`
      writeFileSync(join(dir, file), JSON.stringify(config, null, 1))
      const r = spawnSync(process.execPath, [compiler, '-p', file], { cwd: dir, encoding: 'utf8' })
      if (r.status !== 0) failures.push(`type check under ${label} with TypeScript ${version} failed:\n${r.stdout}${r.stderr}`)
      else {
        passed++
        log(`types ok under ${label} with TypeScript ${version}: ${tsPrograms.length} program${tsPrograms.length === 1 ? '' : 's'}`)
      }
    }
  }
  // JavaScript programs: as a reader runs them, an .mjs file in plain Node.
  for (const p of programs.filter((q) => q.lang === 'js' && q.run)) {
    const file = join(dir, `${p.name}.mjs`)
    writeFileSync(file, p.source)
    const r = spawnSync(process.execPath, [file], { cwd: dir, encoding: 'utf8', timeout: 600_000 })
    if (r.status !== 0) failures.push(`${p.origin} failed as plain JavaScript (ESM, exit ${r.status}):\n${r.stderr || r.stdout}`)
    else {
      passed++
      log(`ran ${p.origin} as plain JavaScript (ESM)`)
    }
  }
  if (!existsSync(join(dir, 'out'))) return { passed, failures }
  for (const p of tsPrograms.filter((q) => q.run)) {
    for (const ext of ['mjs', 'cjs']) {
      const out = join(dir, 'out', `${p.name}.${ext}`)
      if (!existsSync(out)) continue
      const cwd = mkdtempSync(join(tmpdir(), 'snippet-'))
      const r = spawnSync(process.execPath, [out], { cwd, encoding: 'utf8', timeout: 600_000 }) // a guard against a hang, not a speed check
      rmSync(cwd, { recursive: true, force: true })
      if (r.status !== 0) failures.push(`${p.origin} failed as ${ext === 'mjs' ? 'ESM' : 'CommonJS'} (exit ${r.status}):\n${r.stderr || r.stdout}`)
      else {
      passed++
      log(`ran ${p.origin} as ${ext === 'mjs' ? 'ESM' : 'CommonJS'}`)
    }
    }
  }
  return { passed, failures }
}

/** A free TCP port of 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address()
      s.close(() => resolve(port))
    })
  })

/** Runs `node file` in a fresh folder with `env`; resolves with { status, output } (or status null on timeout). */
const runNode = (file, env, timeoutMs) =>
  new Promise((resolve) => {
    const cwd = mkdtempSync(join(tmpdir(), 'snippet-'))
    const child = spawn(process.execPath, [file], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const timer = setTimeout(() => child.kill(), timeoutMs)
    child.on('exit', (status) => {
      clearTimeout(timer)
      rmSync(cwd, { recursive: true, force: true })
      resolve({ status, output })
    })
  })

/** Starts `node file` in a fresh folder; resolves once it prints `ready`, with a stop function (or rejects with its output if it ends first). */
const startNode = (file, env, ready, timeoutMs) =>
  new Promise((resolve, reject) => {
    const cwd = mkdtempSync(join(tmpdir(), 'snippet-server-'))
    const child = spawn(process.execPath, [file], { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let up = false
    const ended = new Promise((r) => child.on('exit', (status) => r(status)))
    const timer = setTimeout(() => child.kill(), timeoutMs)
    const stop = async () => {
      const alive = child.exitCode === null && child.signalCode === null
      child.kill()
      await ended
      clearTimeout(timer)
      rmSync(cwd, { recursive: true, force: true })
      return { alive, output }
    }
    child.stdout.on('data', (d) => {
      output += d
      if (!up && ready.test(output)) {
        up = true
        resolve({ stop, output: () => output })
      }
    })
    child.stderr.on('data', (d) => (output += d))
    ended.then((status) => {
      if (!up) {
        clearTimeout(timer)
        rmSync(cwd, { recursive: true, force: true })
        reject(new Error(`ended (${status}) before it served:\n${output}`))
      }
    })
  })

/**
 * The server and client programs (```ts server, ```ts client) of the docs, in `app` where the
 * packed package is installed: boardgame.io and node-persist are linked into it from this
 * repository; every program is type-checked (nodenext as ESM and CommonJS, bundler, node10; with
 * skipLibCheck), then each page's server runs (ESM, then CommonJS) and its clients run against it.
 * Resolves with { passed, failures }.
 */
export const checkServedPrograms = async (root, app, allPrograms, log = console.log) => {
  const programs = allPrograms.filter((p) => p.served !== undefined)
  const failures = []
  let passed = 0
  if (programs.length === 0) return { passed, failures }
  for (const peer of ['boardgame.io', 'node-persist']) {
    const at = join(app, 'node_modules', peer)
    if (!existsSync(at)) symlinkSync(join(root, 'node_modules', peer), at, 'dir')
  }
  for (const p of programs) {
    for (const m of p.source.matchAll(/^import [^'"]*['"]([^'"]+)['"]/gm)) {
      const spec = m[1]
      const base = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]
      if (spec.startsWith('node:') || builtinModules.includes(base) || spec.startsWith('.')) continue
      if (!existsSync(join(app, 'node_modules', base, 'package.json'))) failures.push(`${p.origin} imports '${spec}', which neither the package, its dependencies, boardgame.io nor node-persist provide`)
    }
  }
  const dir = join(app, 'doc-snippets-served')
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const p of programs) for (const ext of ['mts', 'cts', 'ts']) writeFileSync(join(dir, `${p.name}.${ext}`), p.source)
  const names = programs.map((p) => p.name)
  const loose = { ...strict, skipLibCheck: true, typeRoots: [join(root, 'node_modules', '@types')] }
  const configs = {
    'nodenext (ESM and CommonJS)': { compilerOptions: { ...loose, module: 'nodenext', moduleResolution: 'nodenext', outDir: 'out' }, files: names.flatMap((n) => [`${n}.mts`, `${n}.cts`]) },
    bundler: { compilerOptions: { ...loose, module: 'esnext', moduleResolution: 'bundler', noEmit: true }, files: names.map((n) => `${n}.ts`) },
    node10: { compilerOptions: { ...loose, module: 'commonjs', moduleResolution: 'node10', esModuleInterop: true, noEmit: true }, files: names.map((n) => `${n}.ts`) }
  }
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  for (const [label, config] of Object.entries(configs)) {
    const file = `tsconfig.${label.split(' ')[0]}.json`
    writeFileSync(join(dir, file), JSON.stringify(config, null, 1))
    const r = spawnSync(process.execPath, [tsc, '-p', file], { cwd: dir, encoding: 'utf8' })
    if (r.status !== 0) failures.push(`type check of the server and client blocks under ${label} failed:\n${r.stdout}${r.stderr}`)
    else {
      passed++
      log(`types ok under ${label}: ${programs.length} server and client program${programs.length === 1 ? '' : 's'}`)
    }
  }
  if (failures.length > 0) return { passed, failures }
  const { build } = await import('esbuild')
  for (const page of [...new Set(programs.map((p) => p.page))]) {
    const servers = programs.filter((p) => p.page === page && p.served === 'server')
    const clients = programs.filter((p) => p.page === page && p.served === 'client')
    if (servers.length !== 1) {
      failures.push(`${page}: a page with client blocks has exactly one server block (found ${servers.length})`)
      continue
    }
    const server = servers[0]
    for (const ext of ['mjs', 'cjs']) {
      const kind = ext === 'mjs' ? 'ESM' : 'CommonJS'
      const port = await freePort()
      let running
      try {
        running = await startNode(join(dir, 'out', `${server.name}.${ext}`), { PORT: String(port) }, /serving on/, 300_000)
      } catch (e) {
        failures.push(`${server.origin} failed as ${kind}: ${e.message}`)
        continue
      }
      passed++
      log(`started ${server.origin} as ${kind} on 127.0.0.1:${port}`)
      for (const client of clients) {
        let file = join(dir, 'out', `${client.name}.${ext}`)
        if (ext === 'mjs') {
          // As an ES-module app gets it: through a bundler (boardgame.io/client is a folder, which Node's ES modules cannot import).
          const bundled = join(dir, 'out', `${client.name}.bundle.mjs`)
          await build({ entryPoints: [file], outfile: bundled, bundle: true, platform: 'node', format: 'esm', target: 'node20', logLevel: 'error', banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" } })
          file = bundled
        }
        const r = await runNode(file, { SERVER: `http://127.0.0.1:${port}` }, 120_000)
        if (r.status !== 0) failures.push(`${client.origin} failed as ${kind} against the server (exit ${r.status}):\n${r.output}`)
        else {
          passed++
          log(`ran ${client.origin} as ${kind} against it: ${r.output.trim().split('\n').join(' | ')}`)
        }
      }
      const stopped = await running.stop()
      if (!stopped.alive) failures.push(`${server.origin} (${kind}) ended while its clients ran:\n${stopped.output}`)
    }
  }
  return { passed, failures }
}

/** Packs the package and installs the tarball into a fresh folder; returns that folder. */
const installPacked = (root, work) => {
  const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' })
  const packed = JSON.parse(run('npm', ['pack', '--json', '--pack-destination', work], root))
  const app = join(work, 'app')
  mkdirSync(app)
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', version: '1.0.0', private: true }))
  run('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', join(work, packed[0].filename)], app)
  return app
}

/** The whole check: every page's programs against the package installed in `app` (or a fresh pack). */
export const main = async (argv = process.argv.slice(2)) => {
  const root = resolve(import.meta.dirname, '..')
  const at = argv.indexOf('--app')
  const given = at >= 0 ? argv[at + 1] : undefined
  // --also-tsc <path to bin/tsc>: type-check with another TypeScript too (e.g. the latest release).
  const also = argv.flatMap((a, i) => (a === '--also-tsc' && argv[i + 1] !== undefined ? [resolve(argv[i + 1])] : []))
  const work = given === undefined ? mkdtempSync(join(tmpdir(), 'tabletop-rules-snippets-')) : undefined
  try {
    const files = docFiles(root)
    const programs = programsOf(root, files)
    const app = given ?? installPacked(root, work)
    console.log(`doc snippets: ${files.length} pages, ${programs.length} programs`)
    const plain = checkPrograms(root, app, programs, console.log, also)
    const served = await checkServedPrograms(root, app, programs)
    const passed = plain.passed + served.passed
    const failures = [...plain.failures, ...served.failures]
    for (const f of failures) console.error(`\n${f}`)
    console.log(`doc snippets: ${passed} passed, ${failures.length} failed`)
    return failures.length === 0 ? 0 : 1
  } finally {
    if (work !== undefined) rmSync(work, { recursive: true, force: true })
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().then(
    (code) => {
      process.exitCode = code
    },
    (e) => {
      console.error(`doc snippets: ${e instanceof Error ? e.message : String(e)}`)
      process.exitCode = 1
    }
  )
}
