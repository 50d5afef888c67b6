/**
 * Rajas of the Ganges' runs of the shared harness, by amount of work (`Work`: games and seed): the
 * quick tier calls them with a few games (./harness.test.ts, ./variants-harness.test.ts), the
 * deep tier with many, in child processes (./harness.deep.test.ts).
 * @module
 */
import fc from 'fast-check'
import { runHarness } from '../harness/harness.js'
import type { Work } from '../support/child.js'
import { rajas, resampleHidden, type RajasConfig, type RajasState } from '../../src/games/rajas/index.js'
import { invariants } from './invariants.js'

/** The rule options drawn in every options run (turn order, passing, karma, effects, fame). */
const sharedOptions = {
  firstPlayerTie: fc.constantFrom('random' as const, 'lowestSeat' as const),
  allowPass: fc.boolean(),
  emptyActions: fc.constantFrom('allowed' as const, 'forbidden' as const),
  karmaTiming: fc.constantFrom('whenPaying' as const, 'anyTimeInTurn' as const),
  effectOrder: fc.constantFrom('playerChooses' as const, 'fixed' as const),
  fame5Upgrade: fc.constantFrom('nextTurn' as const, 'immediate' as const)
}

/** The end-of-game options, drawn in every options run. */
const endOptions = {
  finalPhase: fc.constantFrom('stage' as const, 'round' as const),
  declinedMoneyBonus: fc.constantFrom('forfeit' as const, 'keep' as const)
}

const resample = (s: RajasState, seat: number, rand: () => number): RajasState => resampleHidden(s, seat, rand)

/** The base game for 2, 3 and 4 players, with the game invariants. */
export const base = ({ runs, seed }: Work): void =>
  runHarness({
    game: rajas,
    config: fc.constantFrom({ players: 2 as const }, { players: 3 as const }, { players: 4 as const }),
    runs,
    resampleHidden: resample,
    invariants,
    checkEvery: 23,
    seed
  })

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

/** Every variant combination and player count (R133–R149); income and river tiles are conserved. */
export const variants = ({ runs, seed }: Work): void =>
  runHarness({ game: rajas, config: fc.constantFrom(...configs), runs, resampleHidden: resample, invariants, checkEvery: 23, seed })

/** Variants combined with every rule option value (A1–A19). */
export const variantsWithOptions = ({ runs, seed }: Work): void => {
  const options = fc.record({ ...sharedOptions, ...endOptions })
  runHarness({
    game: rajas,
    config: fc.tuple(fc.constantFrom(...configs), options).map(([c, o]): RajasConfig => ({ ...c, options: o })),
    runs,
    resampleHidden: resample,
    invariants,
    checkEvery: 23,
    seed
  })
}

/** Every rule option value (A1–A15) for 2, 3 and 4 players. */
export const withOptions = ({ runs, seed }: Work): void =>
  runHarness({
    game: rajas,
    config: fc.record({
      players: fc.constantFrom(2 as const, 3 as const, 4 as const),
      options: fc.record({
        ...sharedOptions,
        architectScoresTile: fc.boolean(),
        architectIncome: fc.constantFrom('newOnly' as const, 'never' as const),
        portuguese: fc.constantFrom('exactSix' as const, 'moreThanSixLeft' as const),
        ...endOptions
      })
    }),
    runs,
    resampleHidden: resample,
    invariants,
    checkEvery: 15,
    seed
  })
