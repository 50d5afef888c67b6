/**
 * The docs' code blocks are tests (scripts/doc-snippets.mjs, run by check:package against the
 * packed package). These tests check the extractor itself, and that every page of the docs parses
 * under its rules; the type checks and runs themselves need the tarball (npm run docs:snippets).
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without type declarations
import { docFiles, extractBlocks, joinProgram, programsOf, roleOf } from '../../scripts/doc-snippets.mjs'

interface Block { lang: string; flags: string[]; code: string; line: number }
const extract = extractBlocks as (md: string, file?: string) => Block[]
const join_ = joinProgram as (blocks: Block[], file: string) => string
const role = roleOf as (b: Block) => string
const root = join(import.meta.dirname, '..', '..')

describe('doc snippets: extraction', () => {
  it('finds fenced blocks with their language, flags and line', () => {
    const md = ['# t', '', '```ts', 'const a = 1', '```', 'text', '```sh', 'npm test', '```', '```ts no-run', 'x()', '```'].join('\n')
    const blocks = extract(md)
    expect(blocks.map((b) => [b.lang, b.flags, b.code, b.line])).toEqual([
      ['ts', [], 'const a = 1', 3],
      ['sh', [], 'npm test', 7],
      ['ts', ['no-run'], 'x()', 10]
    ])
    expect(blocks.map(role)).toEqual(['program', 'none', 'typecheck'])
  })

  it('an HTML comment before a fence marks it; an unknown flag or an unclosed fence is an error', () => {
    const [b] = extract('<!-- snippet: skip -->\n```ts\nnot code at all\n```\n')
    expect(b === undefined ? undefined : role(b)).toBe('none')
    expect(() => extract('```ts norun\nx\n```')).toThrow(/unknown snippet flag norun/)
    expect(() => extract('```ts\nx\n', 'p.md')).toThrow(/p\.md:1: a code block is never closed/)
  })

  it('a block without a language is text, unless it imports the package (then it must say ts)', () => {
    expect(extract('```\nsrc/  sources\n```').map(role)).toEqual(['none'])
    expect(() => extract("```\nimport { games } from 'tabletop-rules'\n```", 'q.md')).toThrow(/q\.md:1: .*names no language/)
  })

  it('joins a page into one program: imports hoisted, names imported twice kept once', () => {
    const blocks = extract(
      ["```ts", "import { isLeft } from 'tabletop-rules'", 'const a = 1', '```', '```ts', "import { isLeft, CHANCE } from 'tabletop-rules'", "import * as fs from 'node:fs'", 'console.log(a, CHANCE, fs, isLeft)', '```'].join('\n')
    )
    const program = join_(blocks, 'page.md')
    expect(program.match(/isLeft/g)).toHaveLength(2) // one import, one use
    expect(program).toMatch(/^import \{ isLeft \} from 'tabletop-rules'\nimport \{ CHANCE \} from 'tabletop-rules'\nimport \* as fs from 'node:fs'/)
    expect(program.indexOf('// ---- page.md:1')).toBeLessThan(program.indexOf('// ---- page.md:5'))
  })
})

describe('doc snippets: the docs themselves', () => {
  it('README.md and every docs page parse, and the README and getting-started are programs', () => {
    const files = (docFiles as (r: string) => string[])(root)
    expect(files.some((f) => f.endsWith('getting-started.md'))).toBe(true)
    const programs = (programsOf as (r: string, f: string[]) => { origin: string; run: boolean }[])(root, files)
    expect(programs.filter((p) => p.run).map((p) => p.origin.split(' ')[0])).toEqual(expect.arrayContaining(['README.md', 'docs/getting-started.md']))
  })

  it("docs/boardgame-io.md has a server block and a client block, which check:package runs against each other (issue 25)", () => {
    expect(extract('```ts server\nserve()\n```\n```ts client\nplay()\n```').map(role)).toEqual(['server', 'client'])
    const files = (docFiles as (r: string) => string[])(root)
    const programs = (programsOf as (r: string, f: string[]) => { origin: string; served?: string; page?: string }[])(root, files)
    const served = programs.filter((p) => p.page === 'docs/boardgame-io.md').map((p) => p.served)
    expect(served).toEqual(['server', 'client'])
  })

  it('every block runs as its language says: a page\'s ts and js blocks are two programs, and every js program is plain JavaScript (issue 30, finding 6)', () => {
    type Program = { name: string; origin: string; source: string; lang?: string; run: boolean }
    const programs_ = programsOf as (r: string, f: string[]) => Program[]
    const dir = mkdtempSync(join(tmpdir(), 'snippet-lang-'))
    const page = join(dir, 'page.md')
    writeFileSync(page, ['```ts', 'const a: number = 1', '```', '```js', 'const b = 2', 'console.log(b)', '```'].join('\n'))
    expect(programs_(dir, [page]).map((p) => [p.name, p.lang])).toEqual([['page', 'ts'], ['page-js', 'js']])
    // Node parses a .mjs file as plain JavaScript: TypeScript pasted into a js block fails (what check:package runs).
    const parses = (source: string): boolean => {
      const file = join(dir, 'p.mjs')
      writeFileSync(file, source)
      return spawnSync(process.execPath, ['--check', file], { encoding: 'utf8' }).status === 0
    }
    expect(parses('const components = JSON.parse("{}")')).toBe(true)
    expect(parses('const components: unknown = JSON.parse("{}")')).toBe(false)
    const js = programs_(root, (docFiles as (r: string) => string[])(root)).filter((p) => p.lang === 'js')
    expect(js.map((p) => p.origin.split(' ')[0])).toEqual(expect.arrayContaining(['docs/component-data.md']))
    for (const p of js) expect(parses(p.source), p.origin).toBe(true)
  })

  it('no page of the docs links outside the repository (shared/, DESIGN.md)', () => {
    const files = (docFiles as (r: string) => string[])(root)
    const mine = files.filter((f) => /README\.md$|getting-started|custom-ui|component-data|docs\/rules\//.test(f))
    for (const f of mine) {
      const text = readFileSync(f, 'utf8')
      expect(text, f).not.toMatch(/shared\/(rules|components)|DESIGN\.md/)
    }
  })
})
