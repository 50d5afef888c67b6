import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { rajas, resampleHidden, type RajasState } from '../../src/games/rajas/index.js'
import { invariants } from './invariants.js'

describe('rajas harness', () => {
  it('random games for 2, 3 and 4 players pass the shared harness with the game invariants', () => {
    runHarness({
      game: rajas,
      config: fc.constantFrom({ players: 2 as const }, { players: 3 as const }, { players: 4 as const }),
      runs: Number(process.env.RAJAS_RUNS ?? 16),
      resampleHidden: (s: RajasState, seat, rand) => resampleHidden(s, seat, rand),
      invariants,
      checkEvery: Number(process.env.RAJAS_CHECK_EVERY ?? 23)
    })
  }, 120_000)
})
