import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { replay } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'

describe('regressions', () => {
  it('N58/NQ14: a Draw amulet that reshuffles the discard pile during a TAKE_FROM_DISCARD choice ends the ability instead of freezing the game (seed q13)', () => {
    const transcript = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', 'stuck-q13.json'), 'utf8')) as { moves: unknown[] }
    const r = replay(nagaraja, transcript)
    if (E.isLeft(r)) throw new Error(r.left.message)
    const s = r.right
    expect(s.discard).toHaveLength(0)
    const actors = nagaraja.actors(s)
    expect(actors.length).toBeGreaterThan(0)
    for (const a of actors) expect(nagaraja.legalMoves(s, a).length).toBeGreaterThan(0)
    expect(s.phase.p).not.toBe('ability')
  })
})
