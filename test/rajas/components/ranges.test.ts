import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, sampler } from '../../../src/core/index.js'
import { bundledComponents, componentProblems, rajas, type RajasComponents } from '../../../src/games/rajas/index.js'
import { RANGES } from '../../../src/games/rajas/components/ranges.js'

type Mutable = Record<string, unknown>

/** A copy of the bundled set with numbers changed at random within their ranges (R-numbered in ranges.ts). */
const mutate = (seed: number): RajasComponents => {
  const c = JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents
  const rand = sampler(`mutate-${seed}`)
  const int = (lo: number, hi: number): number => lo + Math.floor(rand.next() * (hi - lo + 1))
  const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T
  const kind = seed % 3 // 0: cheap and rich, 1: expensive and poor, 2: mixed
  for (const tile of c.tiles) {
    if (rand.next() < 0.6) (tile as unknown as Mutable).cost = kind === 0 ? int(1, 4) : kind === 1 ? int(20, RANGES.tileCost.hi) : int(RANGES.tileCost.lo, 30)
    for (const m of tile.markets) (m as unknown as Mutable).value = kind === 1 ? 0 : int(RANGES.marketValue.lo, RANGES.marketValue.hi)
  }
  const hands = c.kaliHands as unknown as Mutable
  hands.front = int(RANGES.kaliHands.lo, RANGES.kaliHands.hi)
  hands.back = int(RANGES.kaliHands.lo, RANGES.kaliHands.hi)
  for (const side of [c.boards.two, c.boards.threeFour]) {
    let firstPort = true
    for (const s of side.spaces) {
      if (s.kind === 'port' && firstPort) {
        firstPort = false // R88: the first port space stays free
        continue
      }
      if (s.money !== undefined) (s as unknown as Mutable).money = int(RANGES.spaceMoney.lo, RANGES.spaceMoney.hi)
    }
    side.river.spaces.forEach((rs, i) => {
      if (i === 2) return // EX14: +2 karma
      for (const r of rs) {
        const range = (RANGES.rewardN as Readonly<Record<string, { lo: number; hi: number }>>)[r.k]
        if (r.n !== undefined && range !== undefined && r.k !== 'worker') (r as unknown as Mutable).n = int(range.lo, range.hi)
      }
    })
  }
  const tr = c.tracks as unknown as Mutable
  tr.moneyMax = int(RANGES.moneyMax.lo + 62, RANGES.moneyMax.hi) // the bonus spaces of the bundled track stay on it
  tr.fameMax = pick([61, 80, RANGES.fameMax.hi])
  for (const inc of c.province.incomes) for (const r of inc.rewards) if (r.k === 'money' && r.n !== undefined) (r as unknown as Mutable).n = int(0, 20)
  return c
}

describe('bounded components (issue 15)', () => {
  it('mutated sets within the ranges are valid; every legal-move list stays within limits.maxLegalMoves and every game ends within limits.maxSteps', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.constantFrom(2, 3, 4), (seed, players) => {
        const components = mutate(seed)
        expect(componentProblems(components)).toEqual([])
        const s0 = rajas.setup({ players: players as 2 | 3 | 4, components }, `bounded-${seed}`)
        if (E.isLeft(s0)) throw new Error(s0.left.message)
        let s = s0.right
        const rand = sampler(`moves-${seed}`)
        for (let step = 0; step <= rajas.limits.maxSteps; step++) {
          const actor = rajas.actors(s)[0]
          if (actor === undefined) return true
          const moves = actor === CHANCE ? rajas.chanceOutcomes(s).map((o) => o.move) : rajas.legalMoves(s, actor)
          if (moves.length === 0 || moves.length > rajas.limits.maxLegalMoves) throw new Error(`step ${step}: ${moves.length} legal moves`)
          const next = rajas.apply(s, actor, moves[Math.floor(rand.next() * moves.length)] ?? moves[0] ?? { t: 'stop' })
          if (E.isLeft(next)) throw new Error(next.left.message)
          s = next.right
        }
        throw new Error(`no end within ${rajas.limits.maxSteps} steps (seed ${seed}, ${players} players, round ${s.round})`)
      }),
      { numRuns: 30, seed: 15 }
    )
  })
})
