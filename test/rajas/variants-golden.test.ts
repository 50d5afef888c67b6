import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, replay, stateHash } from '../../src/core/index.js'
import { rajas, type RajasConfig } from '../../src/games/rajas/index.js'

/**
 * Golden playthroughs of the variants (R133–R149): fixed seeds give fixed games. A change here is a
 * change of behaviour and must bump `rulesVersion`.
 */
const GOLDEN: readonly { config: RajasConfig; steps: number; hash: string; ranking: number[][] }[] = [
  { config: { players: 3, variant: { navaratna: true } }, steps: 742, hash: '79e51cae821ea49612a67f3ef64d6c329404b31699d84de962636dcdc5f271df', ranking: [[1], [2], [0]] },
  { config: { players: 2, variant: { ganga: true } }, steps: 524, hash: '3273dcb7ef14b03ddb36aa8954d96a3d414b6a7d68bb5855d408df9c4bfbbeb7', ranking: [[1], [0]] },
  { config: { players: 4, variant: { navaratna: true, ganga: true } }, steps: 773, hash: '2063c18504316950dda492f68967cfded2d14f1d2f6959e921ce93d04ed30feb', ranking: [[0], [3], [1], [2]] },
  {
    config: { players: 3, variant: { experience: ['experienced', 'beginner', 'beginner'] } },
    steps: 780,
    hash: '6d3d749b9e0ab2c9d404baef47a6eaebbdf523cf0753829632ff296ad57e8fd5',
    ranking: [[1], [0], [2]]
  }
]

describe('golden variant playthroughs (rules version 2.0.0)', () => {
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
