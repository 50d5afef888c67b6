/**
 * The rule index (`docs/rules-index.md`, written by `npm run rules-index`) is what the code and
 * tests say now, and its scanner reads ids the way the index promises.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { indexIsFresh, rulesGames, regions, scanFile, unlabelledViolations } from '../scripts/rules-index.js'

const rajas = rulesGames.find((g) => g.id === 'rajas')
if (rajas === undefined) throw new Error('rajas is not in the manifest')

describe('rule index', () => {
  it('docs/rules-index.md is up to date (run `npm run rules-index` and commit it)', () => {
    expect(indexIsFresh(join(import.meta.dirname, '..'))).toBe(true)
  })

  it('tells comments and strings from code, template expressions included', () => {
    const src = "const a = 'x' // c\n/* b */ const t = `p${f('q')}r`"
    expect(regions(src).map((r) => [r.kind, src.slice(r.start, r.end)])).toEqual([
      ['string', "'x'"],
      ['comment', '// c'],
      ['comment', '/* b */'],
      ['string', '`p${'],
      ['string', "'q'"],
      ['string', '}r`']
    ])
  })

  it('in code: an id as a string of its own is enforced, in a comment or message it is cited; other games\' prefixes are ignored', () => {
    const src = [
      "return E.left(violation('NO', 'two dice needed (R12)', 'R12'))",
      '// R13, R57a: applied here; N3 and D4 belong to other games',
      "const rule = { rule: 'EX3' }"
    ].join('\n')
    expect(scanFile(rajas, 'f.ts', src, 'code').map((r) => `${r.id} ${r.kind} ${r.line}`)).toEqual(['R12 cited 1', 'R12 enforced 1', 'R13 cited 2', 'R57a cited 2', 'EX3 enforced 3'])
  })

  it('a range cites every id in it; a long or cross-prefix range only its ends', () => {
    const ids = (text: string) => scanFile(rajas, 'f.ts', `// ${text}`, 'code').map((r) => r.id)
    expect(ids('R49–R52')).toEqual(['R49', 'R50', 'R51', 'R52'])
    expect(ids('A1-A3')).toEqual(['A1', 'A2', 'A3'])
    expect(ids('R1–R132')).toEqual(['R1', 'R132'])
    expect(ids('R5–EX2')).toEqual(['R5', 'EX2'])
  })

  it('in tests: an id in an it/test/describe title names the test, elsewhere it is a mention', () => {
    const src = "describe('tracks (R110)', () => {\n  it(`R111: workers`, () => {\n    expect(x).toBe(1) // R112\n  })\n})"
    expect(scanFile(rajas, 't.test.ts', src, 'test').map((r) => `${r.id} ${r.kind} ${r.title ?? ''}`)).toEqual(['R110 test tracks (R110)', 'R111 test R111: workers', 'R112 mention '])
  })

  it('finds violation(…) calls without a rule id, across lines, not those with one', () => {
    const src = "violation(ViolationCode.BAD_NOTATION, `bad ${f(a, b)}`)\nviolation('X', 'm', 'R1')\nviolation(\n  'NO_SUCH',\n  g(1, 2)\n)"
    expect(unlabelledViolations('f.ts', src)).toEqual([
      { file: 'f.ts', line: 1, code: 'BAD_NOTATION' },
      { file: 'f.ts', line: 3, code: 'NO_SUCH' }
    ])
  })
})
