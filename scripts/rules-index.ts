/**
 * `npm run rules-index`: writes `docs/rules-index.md`, which maps every rule id of every game
 * (numbered rules R…/N…/D…, worked examples EX…/NX…/DX…, ambiguities A…/NQ…/DQ…: the prefixes are
 * the manifest's `rulePrefixes`) to the code that enforces or cites it and to the tests that cite
 * it, with file:line links. `npm run rules-index -- --check` only compares and exits 1 when the
 * committed file is stale (`test/rules-index.test.ts` runs the same check in `npm test`).
 *
 * Works from the repository alone: the set of ids is what the code and the tests cite. A game's ids
 * are looked for only in that game's files (so The Border's "A3" note or Nagaraja's hiding place
 * "R1" are not read as Rajas ids):
 * - code: `src/games/<id>/**`, `src/bots/<id>.ts`;
 * - tests: `test/<id>/**`, and the scenario vectors `scripts/scenarios/<id>.ts`.
 * In code, an id is "enforced" where it is a string literal of its own (`violation(…, 'R57')`,
 * `rule: 'R57'`), "cited" in comments and messages. In tests, an id in the title of an `it`/`test`/
 * `describe` names that test; elsewhere in a test file it is a mention. A range such as `N49–N60`
 * cites every id in it.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gameModules } from '../src/games/modules.js'
import type { RulePrefixes } from '../src/games/game-module.js'

/** A game as the index reads it: id, title and rule-id prefixes (from its game module). */
export interface RulesGame {
  readonly id: string
  readonly title: string
  readonly rulePrefixes: RulePrefixes
}

/** Every game of the manifest, in its order. */
export const rulesGames: readonly RulesGame[] = gameModules.map((m) => ({ id: m.id, title: m.game.title, rulePrefixes: m.rules.prefixes }))

/** How a place refers to an id. */
export type RefKind = 'enforced' | 'cited' | 'test' | 'mention'

/** One place that refers to a rule id. */
export interface Ref {
  readonly id: string
  readonly kind: RefKind
  /** Repository-relative path, `/`-separated. */
  readonly file: string
  readonly line: number
  /** The test's title (kind `test`). */
  readonly title?: string
}

/** A lexical region of a TypeScript file: what is comment or string (the rest is code). */
interface Region {
  readonly kind: 'comment' | 'string'
  /** Offsets of the region, delimiters included. */
  readonly start: number
  readonly end: number
}

/**
 * The comments and string literals of a TypeScript source (template literals with `${…}` inside are
 * split around the expressions). Regular-expression literals are not recognised: a quote inside one
 * may shift what follows, which only blurs comment/string/code for the rest of that line.
 */
export const regions = (src: string): Region[] => {
  const out: Region[] = []
  const templateDepth: number[] = [] // brace depth at which each open `${` returns to its template
  let braces = 0
  let i = 0
  const readTemplate = (from: number): number => {
    // from: just after the opening backtick or the closing `}` of an expression
    let j = from
    while (j < src.length) {
      const c = src[j]
      if (c === '\\') j += 2
      else if (c === '`') return j + 1
      else if (c === '$' && src[j + 1] === '{') {
        templateDepth.push(braces)
        braces++
        return -(j + 2) // negative: continue in code after `${`
      } else j++
    }
    return src.length
  }
  while (i < src.length) {
    const c = src[i]
    const d = src[i + 1]
    if (c === '/' && d === '/') {
      const end = src.indexOf('\n', i)
      const stop = end === -1 ? src.length : end
      out.push({ kind: 'comment', start: i, end: stop })
      i = stop
    } else if (c === '/' && d === '*') {
      const end = src.indexOf('*/', i + 2)
      const stop = end === -1 ? src.length : end + 2
      out.push({ kind: 'comment', start: i, end: stop })
      i = stop
    } else if (c === "'" || c === '"') {
      let j = i + 1
      while (j < src.length && src[j] !== c && src[j] !== '\n') j += src[j] === '\\' ? 2 : 1
      out.push({ kind: 'string', start: i, end: j + 1 })
      i = j + 1
    } else if (c === '`' || (c === '}' && templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braces - 1)) {
      if (c === '}') {
        templateDepth.pop()
        braces--
      }
      const r = readTemplate(i + 1)
      const end = r < 0 ? -r : r
      out.push({ kind: 'string', start: i, end })
      i = end
    } else {
      if (c === '{') braces++
      else if (c === '}') braces--
      i++
    }
  }
  return out
}

/** The region holding `offset`, if any (regions are sorted and disjoint). */
const regionAt = (rs: readonly Region[], offset: number): Region | undefined => {
  let lo = 0
  let hi = rs.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const r = rs[mid] as Region
    if (offset < r.start) hi = mid - 1
    else if (offset >= r.end) lo = mid + 1
    else return r
  }
  return undefined
}

const escapeRe = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A matcher for one game's ids: `P12`, `P12a`, and ranges `P12–P15` / `P12-P15` / `P12–15`. */
const idPattern = (g: RulesGame): RegExp => {
  const ps = [g.rulePrefixes.rules, g.rulePrefixes.examples, g.rulePrefixes.ambiguities].sort((a, b) => b.length - a.length).map(escapeRe).join('|')
  return new RegExp(`\\b(${ps})([1-9]\\d*)([a-z])?\\b(?:\\s?[–-]\\s?(${ps})?([1-9]\\d*)\\b)?`, 'g')
}

/** Line numbers (1-based) of offsets. */
const lineOf = (starts: readonly number[], offset: number): number => {
  let lo = 0
  let hi = starts.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if ((starts[mid] as number) <= offset) lo = mid
    else hi = mid - 1
  }
  return lo + 1
}

/** Every `.ts` file under `dir` (recursively), sorted; `[]` when it does not exist. */
const tsFiles = (root: string, dir: string): string[] => {
  const abs = join(root, dir)
  if (!existsSync(abs)) return []
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts'))
    .map((d) => relative(root, join(d.parentPath, d.name)).split('\\').join('/'))
    .sort()
}

/** The largest range a citation like `N49–N60` may span (longer ones are read as two ids). */
const MAX_RANGE = 40

/** The refs to a game's ids in one file. */
export const scanFile = (g: RulesGame, file: string, src: string, side: 'code' | 'test'): Ref[] => {
  const rs = regions(src)
  const starts = [0]
  for (let i = 0; i < src.length; i++) if (src[i] === '\n') starts.push(i + 1)
  const refs: Ref[] = []
  for (const m of src.matchAll(idPattern(g))) {
    const [whole, prefix = '', num = '', letter = '', toPrefix, toNum] = m
    const offset = m.index
    const region = regionAt(rs, offset)
    const line = lineOf(starts, offset)
    let kind: RefKind
    let title: string | undefined
    if (side === 'code') {
      const literal = region?.kind === 'string' ? src.slice(region.start + 1, region.end - 1) : undefined
      kind = literal === whole ? 'enforced' : 'cited'
    } else if (file.startsWith('scripts/scenarios/')) {
      // A scenario vector: named by the nearest `name: '…'` before the citation.
      kind = 'test'
      const names = [...src.slice(0, offset).matchAll(/\bname:\s*['"`]([^'"`]+)['"`]/g)]
      const name = names[names.length - 1]?.[1]
      title = name === undefined ? 'scenario vectors (shared helper)' : `scenario vector example-${name}`
    } else {
      const before = region?.kind === 'string' ? src.slice(Math.max(0, region.start - 60), region.start) : ''
      const isTitle = region !== undefined && /\b(?:it|test|describe)(?:\.(?:skip|only|todo|concurrent|fails))*\(\s*$/.test(before)
      kind = isTitle ? 'test' : 'mention'
      if (region !== undefined && isTitle) title = src.slice(region.start + 1, region.end - 1).replace(/\s+/g, ' ')
    }
    const ids = [`${prefix}${num}${letter}`]
    const from = Number(num)
    const to = Number(toNum)
    if (toNum !== undefined && (toPrefix === undefined || toPrefix === prefix) && letter === '' && to > from && to - from <= MAX_RANGE) {
      for (let n = from + 1; n <= to; n++) ids.push(`${prefix}${n}`)
    } else if (toNum !== undefined && toPrefix !== undefined) ids.push(`${toPrefix}${toNum}`)
    for (const id of ids) refs.push(title === undefined ? { id, kind, file, line } : { id, kind, file, line, title })
  }
  return refs
}

/** A `violation(…)` call in a game's code that passes no rule id (fewer than three arguments). */
export interface Unlabelled {
  readonly file: string
  readonly line: number
  /** The first argument (the code), as written. */
  readonly code: string
}

/** The `violation(…)` calls of a file with fewer than three arguments (no rule id). */
export const unlabelledViolations = (file: string, src: string): Unlabelled[] => {
  const rs = regions(src)
  const out: Unlabelled[] = []
  let line = 1
  let last = 0
  for (const m of src.matchAll(/\bviolation\(/g)) {
    if (regionAt(rs, m.index) !== undefined) continue
    for (let i = last; i < m.index; i++) if (src[i] === '\n') line++
    last = m.index
    let depth = 1
    let args = 1
    let first = ''
    let i = m.index + m[0].length
    while (i < src.length && depth > 0) {
      const r = regionAt(rs, i)
      if (r !== undefined) {
        if (args === 1 && depth === 1) first += src.slice(i, r.end)
        i = r.end
        continue
      }
      const c = src[i] as string
      if (c === '(' || c === '[' || c === '{') depth++
      else if (c === ')' || c === ']' || c === '}') depth--
      else if (c === ',' && depth === 1 && src.slice(i + 1).trimStart()[0] !== ')') args++
      if (depth > 0 && args === 1) first += c
      i++
    }
    if (args < 3) out.push({ file, line, code: first.trim().replace(/^ViolationCode\./, '').replace(/^'|'$/g, '') })
  }
  return out
}

/** The files of a game, by side. */
export const gameFiles = (root: string, g: RulesGame): { code: string[]; test: string[] } => ({
  code: [...tsFiles(root, `src/games/${g.id}`), ...(existsSync(join(root, `src/bots/${g.id}.ts`)) ? [`src/bots/${g.id}.ts`] : [])],
  test: [...tsFiles(root, `test/${g.id}`), ...(existsSync(join(root, `scripts/scenarios/${g.id}.ts`)) ? [`scripts/scenarios/${g.id}.ts`] : [])]
})

/** Every ref of a game, and its violations without a rule id. */
export const scanGame = (root: string, g: RulesGame): { refs: Ref[]; unlabelled: Unlabelled[] } => {
  const files = gameFiles(root, g)
  const refs: Ref[] = []
  const unlabelled: Unlabelled[] = []
  for (const f of files.code) {
    const src = readFileSync(join(root, f), 'utf8')
    refs.push(...scanFile(g, f, src, 'code'))
    unlabelled.push(...unlabelledViolations(f, src))
  }
  for (const f of files.test) refs.push(...scanFile(g, f, readFileSync(join(root, f), 'utf8'), 'test'))
  return { refs, unlabelled }
}

/** Sort key of an id: prefix order (rules, examples, ambiguities), number, letter. */
const idOrder = (g: RulesGame) => {
  const prefixes = [g.rulePrefixes.rules, g.rulePrefixes.examples, g.rulePrefixes.ambiguities]
  const parse = (id: string): [number, number, string] => {
    const m = /^([A-Z]+)(\d+)([a-z]?)$/.exec(id)
    return [prefixes.indexOf(m?.[1] ?? ''), Number(m?.[2] ?? 0), m?.[3] ?? '']
  }
  return (a: string, b: string): number => {
    const [pa, na, la] = parse(a)
    const [pb, nb, lb] = parse(b)
    return pa - pb || na - nb || la.localeCompare(lb)
  }
}

/** The prefix of an id (`R57a` → `R`). */
const prefixOf = (id: string): string => /^[A-Z]+/.exec(id)?.[0] ?? ''

/** A markdown link to a file and line from `docs/`, shown as `text`. */
const link = (text: string, file: string, line: number): string => `[${text}](../${file}#L${line})`

/** A short name for a file within its game: the path inside the game folder, test folder or `bots/`. */
const shortName = (g: RulesGame, file: string): string =>
  file.startsWith(`src/games/${g.id}/`) ? file.slice(`src/games/${g.id}/`.length) : file.startsWith(`test/${g.id}/`) ? file.slice(`test/${g.id}/`.length) : file.startsWith('src/bots/') ? file.slice('src/'.length) : file

/** Escapes text for a markdown table cell. */
const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/\*/g, '\\*').replace(/_/g, '\\_')

/** Links to places, one per file with its lines (`rules/dice.ts:12, :40`). */
const places = (g: RulesGame, refs: readonly Ref[]): string => {
  const byFile = new Map<string, number[]>()
  for (const r of refs) {
    const lines = byFile.get(r.file) ?? []
    if (!lines.includes(r.line)) lines.push(r.line)
    byFile.set(r.file, lines)
  }
  return [...byFile.entries()].map(([file, lines]) => lines.map((l, i) => link(i === 0 ? `${shortName(g, file)}:${l}` : `:${l}`, file, l)).join(' ')).join(', ')
}

/** The tests that name an id, one per title (the first line it is named on). */
const tests = (g: RulesGame, refs: readonly Ref[]): string => {
  const seen = new Set<string>()
  const out: string[] = []
  for (const r of refs) {
    const key = `${r.file}\u0000${r.title ?? ''}`
    if (seen.has(key)) continue
    seen.add(key)
    const title = r.title ?? ''
    out.push(`${link(`${shortName(g, r.file)}:${r.line}`, r.file, r.line)} “${cell(title.length > 90 ? `${title.slice(0, 87)}…` : title)}”`)
  }
  return out.join('<br>')
}

/** The rule index as markdown. */
export const renderIndex = (root: string): string => {
  const out: string[] = [
    '# Rule index',
    '',
    '<!-- Generated by `npm run rules-index` (scripts/rules-index.ts) from the code and the tests: do not edit. `npm test` fails when it is stale. -->',
    '',
    'Where each rule of the rules specification is enforced and which tests check it. Find the id',
    '(e.g. `R57`, `N33`, `D31`, or an example `EX3` or ambiguity `A4`) in the table of its game:',
    '',
    '- **enforced**: the id is given to a violation or a rule table as a string of its own',
    "  (`violation(…, 'R57')`, `rule: 'R57'`): this is where a move breaking the rule is refused;",
    '- **cited**: the id appears in a comment or a message in the code (`// R57`), where the rule is applied;',
    '- **tests**: tests whose title names the id (`it(\'R57: …\')`), and the scenario vectors',
    '  (`scripts/scenarios/<game>.ts`, recorded as `vectors/<game>/example-<name>.json`) that cite it;',
    '  **mentioned in tests** lists other lines of test files that cite it.',
    '',
    'The ids are those the code and the tests cite (the rules specification itself is not in this',
    'repository). Each game ends with its findings: rules with code but no test, with tests but no',
    'code, numbers never cited, and violations that carry no rule id. How the index is built:',
    '`scripts/rules-index.ts`.',
    ''
  ]
  out.push(...rulesGames.map((g) => `- [${g.title}](#${g.title.toLowerCase().replace(/[^a-z0-9 -]/g, '').replace(/ /g, '-')}): ${g.rulePrefixes.rules}…, examples ${g.rulePrefixes.examples}…, ambiguities ${g.rulePrefixes.ambiguities}…`), '')
  for (const g of rulesGames) {
    const { refs, unlabelled } = scanGame(root, g)
    const order = idOrder(g)
    const ids = [...new Set(refs.map((r) => r.id))].sort(order)
    const of = (id: string, kind: RefKind) => refs.filter((r) => r.id === id && r.kind === kind)
    const has = (id: string, kinds: readonly RefKind[]) => refs.some((r) => r.id === id && kinds.includes(r.kind))
    out.push(`## ${g.title}`, '', `Code: \`src/games/${g.id}/\`, \`src/bots/${g.id}.ts\`; tests: \`test/${g.id}/\`, \`scripts/scenarios/${g.id}.ts\`. Links show the path inside those folders.`, '')
    const sections: [string, string][] = [
      [g.rulePrefixes.rules, 'Rules'],
      [g.rulePrefixes.examples, 'Worked examples'],
      [g.rulePrefixes.ambiguities, 'Ambiguities (the reading chosen)']
    ]
    for (const [prefix, heading] of sections) {
      const these = ids.filter((id) => prefixOf(id) === prefix)
      out.push(`### ${heading} (${prefix}…): ${these.length} ids`, '')
      if (these.length === 0) {
        out.push('None cited.', '')
        continue
      }
      out.push('| id | enforced | cited in code | tests | mentioned in tests |', '|---|---|---|---|---|')
      for (const id of these) {
        out.push(`| <a id="${id.toLowerCase()}"></a>**${id}** | ${places(g, of(id, 'enforced'))} | ${places(g, of(id, 'cited'))} | ${tests(g, of(id, 'test'))} | ${places(g, of(id, 'mention'))} |`)
      }
      out.push('')
    }
    const list = (xs: readonly string[]) => (xs.length === 0 ? 'none' : xs.map((id) => `[${id}](#${id.toLowerCase()})`).join(', '))
    const rules = ids.filter((id) => prefixOf(id) === g.rulePrefixes.rules)
    const examples = ids.filter((id) => prefixOf(id) === g.rulePrefixes.examples)
    const ambiguities = ids.filter((id) => prefixOf(id) === g.rulePrefixes.ambiguities)
    const code: RefKind[] = ['enforced', 'cited']
    const tested: RefKind[] = ['test', 'mention']
    const gaps = (prefix: string, xs: readonly string[]): string[] => {
      const nums = new Set(xs.map((id) => Number(/\d+/.exec(id)?.[0])))
      const max = Math.max(0, ...nums)
      return Array.from({ length: max }, (_, i) => i + 1).filter((n) => !nums.has(n)).map((n) => `${prefix}${n}`)
    }
    out.push(
      `### Findings: ${g.title}`,
      '',
      `- Rules cited in code but by no test: ${list(rules.filter((id) => has(id, code) && !has(id, tested)))}`,
      `- Rules cited by tests but nowhere in code: ${list(rules.filter((id) => !has(id, code) && has(id, tested)))}`,
      `- Rules with code but no test naming them in its title: ${list(rules.filter((id) => has(id, code) && has(id, ['mention']) && !has(id, ['test'])))}`,
      `- Rule numbers below the highest cited that nothing cites: ${gaps(g.rulePrefixes.rules, rules).join(', ') || 'none'}`,
      `- Worked examples with no test: ${list(examples.filter((id) => !has(id, tested)))}`,
      `- Ambiguities read in code but by no test: ${list(ambiguities.filter((id) => has(id, code) && !has(id, tested)))}`,
      `- Ambiguities cited by tests but nowhere in code: ${list(ambiguities.filter((id) => !has(id, code) && has(id, tested)))}`,
      `- \`violation(…)\` calls without a rule id (${unlabelled.length}; not all enforce a rule: notation, component and config checks often do not): ${unlabelled.length === 0 ? 'none' : unlabelled.map((u) => `${link(`${shortName(g, u.file)}:${u.line}`, u.file, u.line)} ${u.code}`).join(', ')}`,
      ''
    )
  }
  return `${out.join('\n').trimEnd()}\n`
}

/** Where the index lives. */
export const indexFile = (root: string): string => join(root, 'docs', 'rules-index.md')

/** Whether the committed index is what the code and tests give now. */
export const indexIsFresh = (root: string): boolean => existsSync(indexFile(root)) && readFileSync(indexFile(root), 'utf8') === renderIndex(root)

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = join(import.meta.dirname, '..')
  if (process.argv.includes('--check')) {
    if (!indexIsFresh(root)) {
      console.error('docs/rules-index.md is stale: run `npm run rules-index` and commit it')
      process.exit(1)
    }
    console.log('docs/rules-index.md is up to date')
  } else {
    writeFileSync(indexFile(root), renderIndex(root))
    console.log('wrote docs/rules-index.md')
  }
}
