import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { randomPlayout, replay, stateHash, verifyVector } from '../../src/core/index.js'
import { rajas } from '../../src/games/rajas/index.js'

/**
 * Golden playthroughs: fixed seeds give fixed games. A change here is a change of behaviour and
 * must bump `rulesVersion` (the recorded transcripts of users would no longer replay the same).
 */
const GOLDEN = [
  { players: 2, steps: 471, hash: '9637302338d8aeb5464e6f9f79742544d7e0f54c2d7dc290769cf5b07eae82d7', ranking: [[0], [1]] },
  { players: 3, steps: 679, hash: '21d30e101c8c3a990497ab89e5bc9f4e110ffe7cfc001d345376245f41f1d3bd', ranking: [[2], [0], [1]] },
  { players: 4, steps: 822, hash: 'ca520b448a720f7074312c9f69e53ce3538808cd95e90fc2e23b7a728c44e82d', ranking: [[2], [0], [1], [3]] }
] as const

describe('golden playthroughs (rules version 2.0.0)', () => {
  for (const g of GOLDEN) {
    it(`${g.players} players: seed golden-${g.players} gives the recorded game, and its transcript replays to it`, () => {
      const r = randomPlayout(rajas, { players: g.players }, `golden-${g.players}`)
      expect(E.isRight(r)).toBe(true)
      if (E.isLeft(r)) return
      expect(rajas.rulesVersion).toBe('2.0.0')
      expect(r.right.transcript.moves).toHaveLength(g.steps)
      expect(stateHash(r.right.state)).toBe(g.hash)
      expect(rajas.outcome(r.right.state)?.ranking).toEqual(g.ranking)
      const again = replay(rajas, JSON.parse(JSON.stringify(r.right.transcript)))
      expect(E.isRight(again) && stateHash(again.right)).toBe(g.hash)
    })
  }
})

describe('rules version 2.0.0 (issue 13: R40, R138/R140)', () => {
  it('a vector recorded under rules version 1.0.0 is refused with a message naming both versions', () => {
    const file = join(import.meta.dirname, '..', '..', 'vectors', 'rajas', 'vector-2p-random.json')
    const vec = { ...(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>), rulesVersion: '1.0.0' }
    const r = verifyVector(rajas, vec)
    expect(E.isLeft(r) && r.left.message).toBe('the transcript was recorded under rajas rules version 1.0.0; this library implements 2.0.0')
  })
})
