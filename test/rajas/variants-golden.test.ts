import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, replay, stateHash } from '../../src/core/index.js'
import { rajas, type Config } from '../../src/games/rajas/index.js'

/**
 * Golden playthroughs of the variants (R133–R149): fixed seeds give fixed games. A change here is a
 * change of behaviour and must bump `rulesVersion`.
 */
const GOLDEN: readonly { config: Config; steps: number; hash: string; ranking: number[][] }[] = [
  { config: { players: 3, variant: { navaratna: true } }, steps: 924, hash: 'cf47ecca810e13316f2203b6735d73967ceaf184e2c86905d150325ad6e05798', ranking: [[1], [0], [2]] },
  { config: { players: 2, variant: { ganga: true } }, steps: 524, hash: '3273dcb7ef14b03ddb36aa8954d96a3d414b6a7d68bb5855d408df9c4bfbbeb7', ranking: [[1], [0]] },
  { config: { players: 4, variant: { navaratna: true, ganga: true } }, steps: 773, hash: '2063c18504316950dda492f68967cfded2d14f1d2f6959e921ce93d04ed30feb', ranking: [[0], [3], [1], [2]] },
  {
    config: { players: 3, variant: { experience: ['experienced', 'beginner', 'beginner'] } },
    steps: 856,
    hash: 'cf21965793474075f80f1918d7fad1b843fe6c9801e590214325fb710e1e14a3',
    ranking: [[1], [0], [2]]
  }
]

describe('golden variant playthroughs (rules version 1.0.0)', () => {
  for (const g of GOLDEN) {
    it(`${JSON.stringify(g.config.variant)}, ${g.config.players} players: the recorded game, and its transcript replays to it`, () => {
      const r = randomPlayout(rajas, g.config, `golden-variant-${g.config.players}`)
      expect(E.isRight(r)).toBe(true)
      if (E.isLeft(r)) return
      expect(r.right.transcript.moves).toHaveLength(g.steps)
      expect(stateHash(r.right.state)).toBe(g.hash)
      expect(rajas.outcome(r.right.state)?.ranking).toEqual(g.ranking)
      const again = replay(rajas, JSON.parse(JSON.stringify(r.right.transcript)))
      expect(E.isRight(again) && stateHash(again.right)).toBe(g.hash)
    })
  }
})
