import { describe, expect, it } from 'vitest'
import { facts, main, updated } from '../../scripts/doc-facts.js'

// Issue 30, finding 5: versions and counts in the docs are generated (`npm run doc-facts`), never
// written by hand. (The outputs of commands are checked by CI: `npm run doc-facts -- --check`.)
describe('doc facts', () => {
  it('every marked fact in README.md and docs/ is up to date', () => {
    expect(main(true, false)).toEqual([])
  })

  it('a fact marker and a marked block are rewritten from the code; an unknown fact is an error', () => {
    const known = facts()
    expect(updated('rules <!-- fact:rajas.rulesVersion -->0.0.1<!-- /fact -->.', known, false, 'p.md')).toBe(`rules <!-- fact:rajas.rulesVersion -->${known['rajas.rulesVersion']}<!-- /fact -->.`)
    const block = ['<!-- facts:rulesVersion -->', '```json', '{"game":"nagaraja","rulesVersion":"9"}', '```'].join('\n')
    expect(updated(block, known, false, 'p.md')).toContain(`{"game":"nagaraja","rulesVersion":"${known['nagaraja.rulesVersion']}"}`)
    expect(() => updated('<!-- fact:chess.rulesVersion -->1<!-- /fact -->', known, false, 'p.md')).toThrow(/unknown fact 'chess.rulesVersion'/)
    expect(Number(known['vectors'])).toBeGreaterThan(30)
  })
})
