/**
 * docs/rules/<game>.md lists every numbered rule id the code and the tests cite, so an id in an
 * error message can be looked up (issue 20). Ids are read from src/ and test/ as they are now, so a
 * new rule id in the code without a line in the reference fails this test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { gameModules } from '../../src/games/modules.js'

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

describe('rules references (docs/rules)', () => {
  for (const { id, rules } of gameModules) {
    const page = `${id}.md`
    it(`${page} lists every rule id the code and tests cite, and every rule from 1 to ${rules.count}`, () => {
      const have = listed(page)
      const missing = [rules.prefixes.rules, rules.prefixes.ambiguities].flatMap(cited).filter((rule) => !have.has(rule) && !rules.notRules.includes(rule))
      expect(missing).toEqual([])
      for (let i = 1; i <= rules.count; i++) expect(have.has(`${rules.prefixes.rules}${i}`), `${rules.prefixes.rules}${i}`).toBe(true)
    })
  }
})
