/**
 * One house: every game folder `src/games/<id>/` has the same layout (README, "Layout"; the
 * per-game layout of issue 14), its `index.ts` only re-exports, and its modules keep the house
 * rules a reader can rely on in every game: no import cycles, no module-level mutable state, no
 * Node built-ins, every module reachable from `index.ts` (build-time generators live in `scripts/`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { gameIds } from '../src/games/manifest.js'
import { exportNameOf } from '../src/games/game-module.js'

const gamesDir = join(import.meta.dirname, '..', 'src', 'games')

/** The files every game folder has, and no other file at its top level. */
const TOP_LEVEL_FILES = [
  'index.ts', // exports only
  'module.ts', // the game module: the game and what the rest of the package needs of it
  'game.ts', // the Game value, via defineGame
  'setup.ts',
  'state.ts',
  'moves.ts', // move types, codec, notation (formatMove/parseMove)
  'options.ts',
  'flow.ts', // the automatic steps
  'scoring.ts',
  'view.ts', // view, resampleHidden, redaction
  'describe.ts',
  'render.ts',
  'interaction.ts',
  'text.ts' // the game's text interface and its English (issue 29, docs/locales.md)
] as const
/** The folders every game folder has (and no other): `rules/<rulebook section>.ts`, `components/`. */
const FOLDERS = ['components', 'rules'] as const
/** The files every `components/` folder has (more are allowed there). */
const COMPONENT_FILES = ['types.ts', 'validate.ts', 'derived.ts', 'bundled.ts'] as const

/** Every `.ts` file of a game folder, relative to it. */
const sources = (id: string): string[] =>
  readdirSync(join(gamesDir, id), { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts'))
    .map((d) => relative(join(gamesDir, id), join(d.parentPath, d.name)).split('\\').join('/'))
    .sort()

const parse = (file: string): ts.SourceFile => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true)

/**
 * The relative imports and re-exports of a module, resolved to files (`.js` → `.ts`, folders →
 * `index.ts`); type-only ones only `withTypes` (they do not run, so they cannot form a load cycle).
 */
const localImports = (file: string, withTypes = false): string[] => {
  const out: string[] = []
  for (const st of parse(file).statements) {
    const spec = (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier !== undefined && ts.isStringLiteral(st.moduleSpecifier) ? st.moduleSpecifier.text : undefined
    const typeOnly = (ts.isImportDeclaration(st) && st.importClause?.isTypeOnly === true) || (ts.isExportDeclaration(st) && st.isTypeOnly)
    if (spec === undefined || !spec.startsWith('.') || (typeOnly && !withTypes)) continue
    const base = resolve(dirname(file), spec.replace(/\.js$/, ''))
    const target = [`${base}.ts`, join(base, 'index.ts')].find((f) => existsSync(f))
    if (target !== undefined) out.push(target)
  }
  return out
}

/** The modules of a game folder that its `roots` import, directly or not (type-only imports included). */
const reachable = (dir: string, roots: readonly string[]): Set<string> => {
  const seen = new Set<string>()
  const walk = (file: string): void => {
    if (seen.has(file)) return
    seen.add(file)
    for (const next of localImports(file, true)) if (next.startsWith(dir)) walk(next)
  }
  for (const r of roots) walk(join(dir, r))
  return seen
}

describe('every game folder has the layout', () => {
  for (const id of gameIds) {
    describe(id, () => {
      const dir = join(gamesDir, id)
      const entries = readdirSync(dir, { withFileTypes: true })

      it(`has ${TOP_LEVEL_FILES.join(', ')} and no other top-level file`, () => {
        const files = entries.filter((d) => d.isFile()).map((d) => d.name)
        expect({ missing: TOP_LEVEL_FILES.filter((f) => !files.includes(f)), extra: files.filter((f) => !(TOP_LEVEL_FILES as readonly string[]).includes(f)) }).toEqual({ missing: [], extra: [] })
      })

      it('has the folders rules/ (one file per rulebook section, at least one) and components/, and no other', () => {
        expect(entries.filter((d) => d.isDirectory()).map((d) => d.name).sort()).toEqual([...FOLDERS])
        expect(readdirSync(join(dir, 'rules')).filter((f) => f.endsWith('.ts')).length).toBeGreaterThan(0)
      })

      it(`has components/${COMPONENT_FILES.join(', components/')}`, () => {
        const files = existsSync(join(dir, 'components')) ? readdirSync(join(dir, 'components')) : []
        expect(COMPONENT_FILES.filter((f) => !files.includes(f))).toEqual([])
      })

      it('the consistency check is in one place, rules/invariants.ts (`checkState`), which game.ts gives defineGame (issue 32)', () => {
        expect(existsSync(join(dir, 'rules', 'invariants.ts'))).toBe(true)
        expect(readFileSync(join(dir, 'rules', 'invariants.ts'), 'utf8')).toMatch(/^export const checkState = /m)
        expect(readFileSync(join(dir, 'game.ts'), 'utf8')).toMatch(/import \{ checkState \} from '\.\/rules\/invariants\.js'/)
        expect(sources(id).filter((f) => f !== 'rules/invariants.ts' && /^export const check\w*State\b/m.test(readFileSync(join(dir, f), 'utf8')))).toEqual([])
      })

      it('a move reaches its rule through one table keyed by move kind (`satisfies`), not switches on its kind (issue 32)', () => {
        // Words about moves (describe.ts, the notation in moves.ts, redaction in view.ts, Rajas's
        // explanations of refusals) may switch on the kind; applying and refusing may not.
        const dispatch = sources(id).filter((f) => (f === 'game.ts' || f === 'flow.ts' || f.startsWith('rules/')) && f !== 'rules/explain.ts')
        expect(dispatch.filter((f) => /switch \((m|move)\.t\)/.test(readFileSync(join(dir, f), 'utf8')))).toEqual([])
        expect(sources(id).some((f) => /\} satisfies (\{ readonly \[K in [A-Za-z]+(\['t'\])?\]|Record<)/.test(readFileSync(join(dir, f), 'utf8')))).toBe(true)
      })

      it('module.ts is the game module, and the subpath does not carry it (index.ts never imports it)', () => {
        expect(readFileSync(join(dir, 'module.ts'), 'utf8')).toMatch(new RegExp(`^export const ${exportNameOf(id)}Module = defineGameModule\\(`, 'm'))
        expect(reachable(dir, ['index.ts']).has(join(dir, 'module.ts'))).toBe(false)
        // The registries read the list of modules: a module that imports them is an import cycle.
        const registries = ['index.ts', 'registry.ts', 'bots/index.ts', 'bots/registry.ts', 'bots/mcts-bots.ts', 'bots/simulate.ts', 'games/modules.ts'].map((f) => join(gamesDir, '..', f))
        expect(localImports(join(dir, 'module.ts')).filter((f) => registries.includes(f)).map((f) => relative(dir, f))).toEqual([])
      })

      it('index.ts only re-exports (export … from), with no code of its own', () => {
        const index = join(dir, 'index.ts')
        const own = parse(index).statements.filter((st) => !(ts.isExportDeclaration(st) && st.moduleSpecifier !== undefined))
        expect(own.map((st) => st.getText().split('\n')[0])).toEqual([])
      })

      it('game.ts exports the game value under its export name', () => {
        const game = parse(join(dir, 'game.ts'))
        const names = game.statements.filter(ts.isVariableStatement).filter((st) => st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)).flatMap((st) => st.declarationList.declarations.map((d) => d.name.getText()))
        expect(names).toContain(exportNameOf(id))
      })

      it('no module-level mutable state (`let`/`var` at the top level of a module)', () => {
        const found = sources(id).flatMap((f) =>
          parse(join(dir, f))
            .statements.filter(ts.isVariableStatement)
            .filter((st) => (st.declarationList.flags & ts.NodeFlags.Const) === 0)
            .map((st) => `${f}: ${st.getText().split('\n')[0]}`)
        )
        expect(found).toEqual([])
      })

      it('no Node built-ins (build-time generators belong in scripts/)', () => {
        const found = sources(id).filter((f) => /from ['"]node:|require\(['"]node:|from ['"](fs|path|child_process)['"]/.test(readFileSync(join(dir, f), 'utf8')))
        expect(found).toEqual([])
      })

      it('every module is part of the game: reachable from index.ts or module.ts (build-time generators belong in scripts/)', () => {
        const seen = reachable(dir, ['index.ts', 'module.ts'])
        expect(sources(id).filter((f) => !seen.has(join(dir, f)))).toEqual([])
      })

      it('no import cycles between its modules', () => {
        const files = sources(id).map((f) => join(dir, f))
        const state = new Map<string, 'open' | 'done'>()
        const cycles: string[] = []
        const visit = (file: string, path: readonly string[]): void => {
          if (state.get(file) === 'done') return
          if (state.get(file) === 'open') {
            cycles.push([...path.slice(path.indexOf(file)), file].map((f) => relative(dir, f)).join(' → '))
            return
          }
          state.set(file, 'open')
          for (const next of localImports(file)) if (next.startsWith(dir)) visit(next, [...path, file])
          state.set(file, 'done')
        }
        for (const f of files) visit(f, [])
        expect(cycles).toEqual([])
      })
    })
  }
})
