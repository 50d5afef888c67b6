import { describe, expect, it } from 'vitest'
import { bundledComponents } from '../../src/games/rajas/index.js'
import { upgradesMade } from '../../src/games/rajas/rules/common.js'
import { BLUE, TWO, die, fresh, head, legal, play, refusal, run, turnOf, withP } from './helpers.js'

const up = (levels: number[]) => run(withP(fresh(2), 0, { levels }), 0, [{ k: 'upgrade', s: 0 }])

describe('building upgrades', () => {
  it('R67: one level per building type, starting at 2, worth 2/3/4 fame per building', () => {
    expect(fresh(2).p[0]?.levels).toEqual([2, 2, 2, 2])
  })

  it('EX6, R68: an upgrade moves the temple cube from 2 to 3; a type at 4 cannot be chosen', () => {
    expect(play(up([2, 2, 2, 2]), 'upgrade 0').p[0]?.levels).toEqual([3, 2, 2, 2])
    const s = up([4, 2, 4, 4])
    expect(legal(s)).toEqual(['upgrade 1'])
    expect(refusal(s, 'upgrade 0').code).toBe('MAX_LEVEL')
  })

  it('R68, A7: with every type at 4 the upgrade is lost', () => {
    const s = up([4, 4, 4, 4])
    expect(head(s)?.k).toBe('place')
    expect(s.p[0]?.levels).toEqual([4, 4, 4, 4])
  })

  it('R69: upgrades are not retroactive: a temple already in the province is not rescored', () => {
    const temple = bundledComponents.tiles.findIndex((t) => t.buildings.includes(0))
    const base = fresh(2)
    const grid = (base.p[0]?.grid ?? []).map((c, i) => (i === 4 ? temple * 4 : c))
    // the temple was scored at level 2 when built: fame 2
    const s0 = run(withP(base, 0, { levels: [2, 2, 2, 2], grid, fame: 2 }), 0, [{ k: 'upgrade', s: 0 }])
    const s = play(s0, 'upgrade 0')
    expect(s.p[0]?.levels[0]).toBe(3)
    expect(s.p[0]?.fame).toBe(2)
  })

  it('R70: upgrades come from Man Singh, the river, fame 5, special incomes and white tiles', () => {
    const c = bundledComponents
    expect(c.boards.two.river.spaces.some((x) => x.some((r) => r.k === 'upgrade'))).toBe(true)
    expect(c.province.incomes.some((x) => x.rewards.some((r) => r.k === 'upgrade'))).toBe(true)
    expect(c.incomeTiles.some((x) => x.reward.k === 'upgrade')).toBe(true)
    expect(c.tracks.fameBonuses.find((b) => b.at === 5)?.reward.k).toBe('upgrade')
    const s = play(turnOf(withP(fresh(2), 0, { dice: [die(BLUE, 4)] }), 0), `space ${TWO.chamber(4)}`, 'pay 0', 'order 0', 'upgrade 3')
    expect(s.p[0]?.levels[3]).toBe(3)
  })

  it('R71: upgrades made so far count every column moved (0–8)', () => {
    const p = fresh(2).p[0]
    expect(p && upgradesMade({ ...p, levels: [4, 3, 2, 2] })).toBe(3)
    expect(p && upgradesMade({ ...p, levels: [4, 4, 4, 4] })).toBe(8)
  })
})

describe('Navaratna rules in the base game (the variant itself is a later issue)', () => {
  it('R133: the base game keeps at most 5 workers (R114 applies); the variant would allow 6', () => {
    const s = run(withP(fresh(2), 0, { gained: 1, workers: 4, inactive: 3 }), 0, [{ k: 'worker', s: 0, i: 1 }])
    expect(s.p[0]?.workers).toBe(5)
    expect(s.p[0]?.inactive).toBe(0)
  })

  it('R134: the base game uses the Kali front (10 hands); the component model carries the back side (8)', () => {
    expect(bundledComponents.kaliHands).toEqual({ front: 10, back: 8 })
    expect(fresh(2).p.every((p) => p.kali === 'front')).toBe(true)
    const eight = Array.from({ length: 8 }, () => 11)
    const back = run(withP(fresh(2), 0, { kali: 'back', dice: eight }), 0, [{ k: 'gain', s: 0, n: 1, c: -1 }])
    expect(legal(back)).toContain('stop') // full at 8 on the back side
  })

  it('R135: the base game uses the base province side (its printed incomes); the province is component data', () => {
    expect(bundledComponents.province.incomes.length).toBeGreaterThan(0)
    expect(fresh(2).p[0]?.incomes.length).toBe(bundledComponents.province.incomes.length)
  })
})
