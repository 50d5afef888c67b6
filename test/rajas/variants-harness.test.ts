import { describe, it } from 'vitest'
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import { rajas, resampleHidden, type RajasConfig, type RajasState } from '../../src/games/rajas/index.js'
import { invariants } from './invariants.js'

const EXPERIENCE = [['experienced', 'beginner'], ['beginner', 'experienced', 'experienced'], ['experienced', 'beginner', 'experienced', 'beginner']] as const

/** Every variant combination the rulebook allows (R133–R149), for 2, 3 and 4 players. */
const configs: RajasConfig[] = [2, 3, 4].flatMap((players) => {
  const n = players as 2 | 3 | 4
  const exp = [...(EXPERIENCE[players - 2] ?? [])]
  return [
    { players: n, variant: { navaratna: true } },
    { players: n, variant: { ganga: true } },
    { players: n, variant: { navaratna: true, ganga: true } },
    { players: n, variant: { experience: exp } },
    { players: n, variant: { experience: exp, ganga: true } },
    { players: n, variant: { navaratna: true, connectedTile: 'atOnce' as const, brownCount: 'symbols' as const } }
  ]
})

describe('rajas variants harness (R133–R149)', () => {
  it('random games of every variant combination and player count pass the shared harness; income and river tiles are conserved', () => {
    runHarness({
      game: rajas,
      config: fc.constantFrom(...configs),
      runs: Number(process.env.RAJAS_VARIANT_RUNS ?? 24),
      resampleHidden: (s: RajasState, seat, rand) => resampleHidden(s, seat, rand),
      invariants,
      checkEvery: Number(process.env.RAJAS_CHECK_EVERY ?? 23)
    })
  }, 120_000)
})

describe('rajas variants with the rule options (A1–A19)', () => {
  it('variants combined with every rule option value keep the game sound', () => {
    const options = fc.record({
      firstPlayerTie: fc.constantFrom('random' as const, 'lowestSeat' as const),
      allowPass: fc.boolean(),
      emptyActions: fc.constantFrom('allowed' as const, 'forbidden' as const),
      karmaTiming: fc.constantFrom('whenPaying' as const, 'anyTimeInTurn' as const),
      effectOrder: fc.constantFrom('playerChooses' as const, 'fixed' as const),
      fame5Upgrade: fc.constantFrom('nextTurn' as const, 'immediate' as const),
      finalPhase: fc.constantFrom('stage' as const, 'round' as const),
      declinedMoneyBonus: fc.constantFrom('forfeit' as const, 'keep' as const)
    })
    runHarness({
      game: rajas,
      config: fc.tuple(fc.constantFrom(...configs), options).map(([c, o]): RajasConfig => ({ ...c, options: o })),
      runs: Number(process.env.RAJAS_VARIANT_OPTION_RUNS ?? 10),
      resampleHidden: (s: RajasState, seat, rand) => resampleHidden(s, seat, rand),
      invariants,
      checkEvery: Number(process.env.RAJAS_CHECK_EVERY ?? 23)
    })
  }, 120_000)
})
