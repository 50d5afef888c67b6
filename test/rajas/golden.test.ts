import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, replay, stateHash } from '../../src/core/index.js'
import { rajas } from '../../src/games/rajas/index.js'

/**
 * Golden playthroughs: fixed seeds give fixed games. A change here is a change of behaviour and
 * must bump `rulesVersion` (the recorded transcripts of users would no longer replay the same).
 */
const GOLDEN = [
  { players: 2, steps: 520, hash: '2c813b8503de2677bdfa0434c494712bcbda3bbddc3f67d027ac0807e9e23be1', ranking: [[0], [1]] },
  { players: 3, steps: 678, hash: '2a31b63aaa05bb2028e68f28c29bd37d9154edf7f8f16cdc31df79c3a72f199f', ranking: [[2], [0], [1]] },
  { players: 4, steps: 822, hash: 'ca520b448a720f7074312c9f69e53ce3538808cd95e90fc2e23b7a728c44e82d', ranking: [[2], [0], [1], [3]] }
] as const

describe('golden playthroughs (rules version 1.0.0)', () => {
  for (const g of GOLDEN) {
    it(`${g.players} players: seed golden-${g.players} gives the recorded game, and its transcript replays to it`, () => {
      const r = randomPlayout(rajas, { players: g.players }, `golden-${g.players}`)
      expect(E.isRight(r)).toBe(true)
      if (E.isLeft(r)) return
      expect(rajas.rulesVersion).toBe('1.0.0')
      expect(r.right.transcript.moves).toHaveLength(g.steps)
      expect(stateHash(r.right.state)).toBe(g.hash)
      expect(rajas.outcome(r.right.state)?.ranking).toEqual(g.ranking)
      const again = replay(rajas, JSON.parse(JSON.stringify(r.right.transcript)))
      expect(E.isRight(again) && stateHash(again.right)).toBe(g.hash)
    })
  }
})
