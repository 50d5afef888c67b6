import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../../src/core/index.js'
import { bundledComponents, rajas, type RajasState } from '../../src/games/rajas/index.js'
import { fresh, play } from './helpers.js'

const raw = (players: 2 | 3 | 4, options: Record<string, unknown> = {}): RajasState => {
  const s = rajas.setup({ players, options } as never, 'raw')
  if (E.isLeft(s)) throw new Error(s.left.message)
  return s.right
}

/** Resolves the setup chance steps with given outcomes: tile draws take the lowest id, dice as listed. */
const setupWith = (players: 2 | 3 | 4, dice: number[][], options: Record<string, unknown> = {}): RajasState => {
  let s = raw(players, options)
  while (s.tasks[0]?.k === 'tile') s = play(s, `draw ${s.stacks[s.tasks[0].i ?? 0]?.[0] ?? 0}`)
  for (const seatDice of dice) for (const v of seatDice) s = play(s, `roll ${v}`)
  return s
}

describe('setup', () => {
  it('R1: 2 to 4 players; other counts are refused', () => {
    expect(rajas.players).toEqual({ min: 2, max: 4 })
    for (const n of [2, 3, 4] as const) expect(E.isRight(rajas.setup({ players: n }, 'x'))).toBe(true)
    for (const n of [1, 5]) {
      const r = rajas.setup({ players: n } as never, 'x')
      expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    }
  })

  it('R2: the component counts: 48 dice (12 per colour), 64 tiles (16 per colour), 6 workers per player', () => {
    const c = bundledComponents
    expect(c.diceColours).toHaveLength(4)
    expect(c.dicePerColour).toBe(12)
    expect(c.tiles).toHaveLength(64)
    for (let col = 0; col < 4; col++) expect(c.tiles.filter((t) => t.colour === col)).toHaveLength(16)
    const s = fresh(4)
    for (const p of s.p) expect(p.workers + [1, 2, 4].filter((b) => (p.inactive & b) !== 0).length).toBe(6)
  })

  it('R3: every tile has a cost colour and value, roads, and 0–2 markets and/or 0–2 buildings', () => {
    for (const t of bundledComponents.tiles) {
      expect(t.cost).toBeGreaterThan(0)
      expect(t.roads.length).toBeGreaterThan(0)
      expect(t.markets.length + t.buildings.length).toBeGreaterThan(0)
      expect(t.markets.length).toBeLessThanOrEqual(2)
      expect(t.buildings.length).toBeLessThanOrEqual(2)
    }
    const costs = bundledComponents.tiles.map((t) => t.cost)
    expect(costs.filter((c) => c > 6).length).toBeGreaterThan(32) // "mostly above 6"
  })

  it('R4: the board has quarry, market, palace and port spaces, a river with a bridge and a final space', () => {
    for (const side of [bundledComponents.boards.two, bundledComponents.boards.threeFour]) {
      const kinds = new Set(side.spaces.map((x) => x.kind))
      for (const k of ['quarry', 'various', 'same', 'terrace', 'garden', 'balcony', 'chamber', 'port']) expect(kinds.has(k as never)).toBe(true)
      expect(side.river.bridgeAfter).toBeGreaterThan(0)
      expect(side.river.spaces.length).toBeGreaterThan(side.river.bridgeAfter + 1)
    }
  })

  it('R5: money and fame tracks run side by side; the alignment is data (fameAtMoneyZero − ceil(m/2))', () => {
    expect(bundledComponents.tracks.fameAtMoneyZero).toBe(61)
    expect(bundledComponents.tracks.moneyPerFame).toBe(2)
  })

  it('R6: the 2-player side for 2 players, the 3–4 player side for 3 and 4', () => {
    expect(fresh(2).side).toBe('two')
    expect(fresh(3).side).toBe('threeFour')
    expect(fresh(4).side).toBe('threeFour')
  })

  it('R7: with 3 players the cover tiles remove spaces for the whole game', () => {
    const s = fresh(3)
    const covers = bundledComponents.boards.threeFour.covers3
    expect(covers.length).toBeGreaterThan(0)
    for (const j of covers) expect(s.spaces[j]).toBe(-2)
    expect(fresh(4).spaces.every((x) => x === -1)).toBe(true)
  })

  it('R8: only the white income tiles are used in the base game', () => {
    const s = fresh(2)
    for (const id of s.white) expect(bundledComponents.incomeTiles[id]?.colour).toBe('white')
    expect(s.white).toHaveLength(8)
  })

  it('R9, R20: 48 dice in the supply; each player takes and rolls one die of each colour', () => {
    const s = raw(3)
    expect(s.supply).toEqual([12, 12, 12, 12])
    const after = fresh(3)
    expect(after.supply).toEqual([9, 9, 9, 9])
    for (const p of after.p) expect(p.dice.map((d) => Math.floor(d / 10)).sort()).toEqual([0, 1, 2, 3])
  })

  it('R10: 12 stacks by colour and back symbol, each top tile revealed by a chance draw', () => {
    const s = raw(2)
    expect(s.stacks).toHaveLength(12)
    expect(s.tops.every((x) => x === -1)).toBe(true)
    expect(rajas.actors(s)).toEqual([CHANCE])
    const outs = rajas.chanceOutcomes(s)
    expect(outs.length).toBe(s.stacks[0]?.length)
    expect(outs.every((o) => Math.abs(o.p - 1 / outs.length) < 1e-12)).toBe(true)
    const f = fresh(2)
    f.tops.forEach((top, i) => {
      const t = bundledComponents.tiles[top]
      expect(t?.colour).toBe(Math.floor(i / 3))
      expect(t?.back).toBe(i % 3)
    })
  })

  it('R11: the white income tiles form a face-down pile (a multiset drawn lazily)', () => {
    const s = fresh(2)
    expect([...s.white].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    expect(s.discard).toEqual([])
  })

  it('R12, R14, R15, R16, R17, R18, R19: every player starts with 3 active workers, boat on start, karma 1, upgrades at 2, fame 0, bonus marker on 12', () => {
    const s = fresh(4)
    for (const p of s.p) {
      expect(p.kali).toBe('front') // R12: the base side of the Kali statue
      expect(p.board).toBe('base') // R12: the base side of the province board
      expect(p.workers).toBe(3) // R14: the other 3 workers are active
      expect(p.boat).toBe(0) // R15: the boat on the river's start space
      expect(p.karma).toBe(1) // R16: karma cube on level 1
      expect(p.levels).toEqual([2, 2, 2, 2]) // R17: one upgrade cube per building type in the column of value 2
      expect(p.fame).toBe(0) // R18: fame marker on space 0
      expect(bundledComponents.tracks.moneyBonuses[p.bonus]?.at).toBe(12) // R19
      expect(p.inactive).toBe(7) // R13, R111: fame 15, money 20, bridge
      expect(p.grid.every((x) => x === -1)).toBe(true)
    }
  })

  it('R13: the inactive workers sit on fame 15, money 20 and the bridge', () => {
    expect(bundledComponents.tracks.fameWorker).toBe(15)
    expect(bundledComponents.tracks.moneyWorker).toBe(20)
  })

  it('R21, R22: the lowest starting total goes first; money 3/4/5/6 clockwise from the first player', () => {
    const s = setupWith(4, [
      [6, 6, 6, 6],
      [5, 5, 5, 5],
      [1, 2, 1, 2],
      [4, 4, 4, 4]
    ])
    expect(s.first).toBe(2)
    expect(s.p.map((p) => p.money)).toEqual([5, 6, 3, 4])
    expect(rajas.actors(s)).toEqual([2])
  })

  it('R21, A1: a tie is broken by a seeded random pick among the tied (a chance step), or the lowest seat by option', () => {
    const s = setupWith(3, [
      [2, 2, 2, 2],
      [6, 6, 6, 6],
      [2, 2, 2, 2]
    ])
    expect(rajas.actors(s)).toEqual([CHANCE])
    expect(rajas.chanceOutcomes(s).map((o) => o.move)).toEqual([
      { t: 'first', seat: 0 },
      { t: 'first', seat: 2 }
    ])
    const t = play(s, 'first 2')
    expect(t.first).toBe(2)
    expect(t.p.map((p) => p.money)).toEqual([4, 5, 3])
    const low = setupWith(3, [[2, 2, 2, 2], [6, 6, 6, 6], [2, 2, 2, 2]], { firstPlayerTie: 'lowestSeat' })
    expect(low.first).toBe(0)
  })
})
