/** The hand-written scenario vectors (scripts/scenarios/rajas.ts) end where their rulebook examples say. */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { rajas, type RajasState } from '../../src/games/rajas/index.js'
import { scenarios } from '../../scripts/scenarios/rajas.js'

const MILL = 3
const TEMPLE = 0

const byName = (name: string) => {
  const sc = scenarios.find((x) => x.name === name)
  if (sc === undefined) throw new Error(`no scenario ${name}`)
  return sc
}

/** Replays the first `count` steps of a scenario (all by default), checking each step's actor. */
const replayScenario = (name: string, count?: number): RajasState => {
  const sc = byName(name)
  const start = rajas.setup(sc.config as never, sc.seed)
  if (E.isLeft(start)) throw new Error(start.left.message)
  let s = start.right
  for (const [k, step] of sc.moves.slice(0, count ?? sc.moves.length).entries()) {
    expect(rajas.actors(s), `step ${k}`).toEqual([step.actor])
    const next = rajas.apply(s, step.actor, step.move as never)
    if (E.isLeft(next)) throw new Error(`${name} step ${k} refused: ${next.left.message}`)
    s = next.right
  }
  return s
}

/** The number of steps up to and including the n-th (1-based) step of `actor` with this notation. */
const through = (name: string, actor: number | 'chance', text: string, n = 1): number => {
  const moves = byName(name).moves
  let seen = 0
  for (const [k, step] of moves.entries()) {
    if (step.actor === actor && rajas.formatMove(step.move as never) === text && ++seen === n) return k + 1
  }
  throw new Error(`${name}: no step ${String(actor)} '${text}' #${n}`)
}

const sorted = (xs: readonly number[]): number[] => [...xs].sort((a, b) => a - b)

describe('rajas scenario vectors', () => {
  it('there are four, with distinct names', () => {
    expect(new Set(scenarios.map((x) => x.name)).size).toBe(4)
  })

  it('EX10 + EX9 + EX3 + EX4: balcony, gardens, quarry (orange 4 + 5 for orange 9), two special incomes', () => {
    const name = 'ex10-ex3-ex4-balcony-quarry-incomes'
    // After the setup: Rena (seat 0) is first player with money 3, Lena has 4 (R21, R22).
    const setup = replayScenario(name, 20)
    expect(setup.first).toBe(0)
    expect(setup.p.map((p) => p.money)).toEqual([3, 4])
    expect(setup.tops[7]).toBe(38)
    // EX10: the blue die is gone, two orange dice showing 4 and 5 were added.
    const balcony = replayScenario(name, through(name, 'chance', 'roll 5'))
    expect(sorted(balcony.p[0]!.dice)).toEqual(sorted([12, 22, 31, 24, 25]))
    expect(balcony.p[0]!.dice.some((d) => Math.floor(d / 10) === 0)).toBe(false)
    // EX9: Lena took one orange die (rolled 3).
    const garden = replayScenario(name, through(name, 'chance', 'roll 3'))
    expect(sorted(garden.p[1]!.dice)).toEqual(sorted([6, 16, 26, 36, 23]))
    // EX3: the quarry space cost 1 coin; the tile cost 9 was paid with the orange 4 and 5.
    const bought = replayScenario(name, through(name, 0, 'pay 3', 2))
    expect(bought.p[0]!.money).toBe(2)
    expect(sorted(bought.p[0]!.dice)).toEqual(sorted([12, 22, 31]))
    // EX4: tile on the corner; temple 2 + mill 2 fame; 1 die of any colour and 5 money.
    const end = replayScenario(name)
    const rena = end.p[0]!
    expect(rena.grid[0]).toBe(38 * 4)
    expect(rena.fame).toBe(4)
    expect(rena.money).toBe(2 + 5)
    expect(rena.incomes.slice(0, 2)).toEqual([true, true])
    expect(rena.incomes.filter(Boolean)).toHaveLength(2)
    expect(sorted(rena.dice)).toEqual(sorted([12, 22, 31, 16]))
    expect(rajas.actors(end)).toEqual([1])
  })

  it('EX12: port space costing 1, die 2, the yellow boat is skipped, upgrade reward: mill 3 → 4', () => {
    const name = 'ex12-river'
    // Before the EX12 turn: Lena on river space 1 with mill 3, the yellow boat on space 2.
    const before = replayScenario(name, through(name, 0, 'space 29') - 1)
    expect(before.p[0]!.boat).toBe(1)
    expect(before.p[1]!.boat).toBe(2)
    expect(before.p[0]!.levels[MILL]).toBe(3)
    expect(before.p[0]!.money).toBe(9)
    const end = replayScenario(name)
    const lena = end.p[0]!
    expect(lena.money).toBe(8) // paid 1 for the port space
    expect(lena.boat).toBe(4) // 2 unoccupied spaces: 2 was the yellow boat's, so 3 and 4
    expect(lena.levels).toEqual([2, 2, 2, 4])
    expect(lena.dice).toEqual([31]) // the orange 2 was returned
    expect(end.p[1]!.boat).toBe(2)
  })

  it('EX11: architect with a die 5 over the orange 4 tile with the purple 6 tile, purple dice ≥ 2', () => {
    const name = 'ex11-architect'
    const before = replayScenario(name, through(name, 0, 'space 21') - 1)
    expect(before.p[0]!.grid[4]).toBe(35 * 4)
    expect(before.p[0]!.fame).toBe(2) // the orange 4 tile's temple
    expect(before.p[0]!.money).toBe(3) // 3 − 1 (quarry) + 1 (tea market)
    const end = replayScenario(name)
    const lena = end.p[0]!
    expect(lena.grid[4]).toBe(48 * 4)
    expect(lena.under[4]).toBe(35) // the covered tile (its id)
    expect(lena.dice).toEqual([1]) // the green 5 and the purple 2 were returned
    expect(lena.money).toBe(3 + 5)
    expect(lena.fame).toBe(2)
    expect(lena.levels[TEMPLE]).toBe(2)
  })

  it('EX14: a first roll of 2 puts the first river tile on river space 2, replacing its "+2 karma"', () => {
    const name = 'ex14-ganga-setup'
    const first = replayScenario(name, 2)
    expect(first.rtiles?.[2]).toBe(0)
    expect(first.rtiles?.filter((x) => x >= 0)).toHaveLength(1)
    const end = replayScenario(name)
    expect(end.rtiles).toEqual([-1, -1, 0, -1, 1, -1, 2, -1, 3, -1, 4, -1, 5, -1, 6, -1, 7, -1, -1, -1, -1, -1])
    const p0 = end.p[0]!
    expect(p0.boat).toBe(2)
    expect(p0.karma).toBe(1) // no +2 karma: the tile covers it
    expect(sorted(p0.dice)).toEqual(sorted([11, 21, 31, 34]))
    expect(rajas.actors(end)).toEqual([1])
  })
})
