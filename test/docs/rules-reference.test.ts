/**
 * docs/rules/<game>.md lists every numbered rule id the code and the tests cite, so an id in an
 * error message can be looked up (issue 20). Ids are read from src/ and test/ as they are now, so a
 * new rule id in the code without a line in the reference fails this test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '..', '..')
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name)
    return statSync(p).isDirectory() ? files(p) : /\.(ts|mts|mjs)$/.test(name) ? [p] : []
  })
const sources = [...files(join(root, 'src')), ...files(join(root, 'test'))].map((f) => readFileSync(f, 'utf8')).join('\n')

const cited = (prefix: string): string[] => {
  const ids = new Set<string>()
  for (const m of sources.matchAll(new RegExp(`\\b${prefix}(\\d{1,3})\\b`, 'g'))) ids.add(`${prefix}${Number(m[1])}`)
  return [...ids]
}
const listed = (page: string): Set<string> => new Set([...readFileSync(join(root, 'docs', 'rules', page), 'utf8').matchAll(/^- \*\*([A-Z]+\d+)\*\* /gm)].map((m) => m[1] as string))

const games: [string, string[], number][] = [
  ['the-border.md', ['D', 'DQ'], 45],
  ['nagaraja.md', ['N', 'NQ'], 68],
  ['rajas.md', ['R', 'A'], 149]
]

describe('rules references (docs/rules)', () => {
  for (const [page, prefixes, rules] of games) {
    it(`${page} lists every rule id the code and tests cite, and every rule from 1 to ${rules}`, () => {
      const have = listed(page)
      const missing = prefixes.flatMap(cited).filter((id) => !have.has(id) && !/^R0$/.test(id) && !/^A(20|21)$/.test(id))
      expect(missing).toEqual([])
      const main = prefixes[0] as string
      for (let i = 1; i <= rules; i++) expect(have.has(`${main}${i}`), `${main}${i}`).toBe(true)
    })
  }
})
