import { describe, expect, it } from 'vitest'
import { placementProblemFor } from './util.js'
import { custom, die, emptyGrid, fresh, head, legal, play, refusal, run, turnOf, withP, TWO, FOUR, BLUE } from './helpers.js'
import { bundledComponents, type RajasState } from '../../src/games/rajas/index.js'

const SILK = 0
const TEA = 1

/** Rena's province (EX7, EX8): 1 silk market (2) and 3 tea markets (3, 2, 2) on tiles 0–3. */
const rena = (players: 2 | 3 | 4 = 2): RajasState => {
  const grid = emptyGrid()
  grid[0] = 0
  grid[2] = 4
  grid[4] = 8
  grid[5] = 12
  const s = custom(fresh(players), (c) => {
    for (const t of c.tiles.slice(0, 4)) t.buildings = [0]
    ;(c.tiles[0] as { markets: unknown }).markets = [{ good: SILK, value: 2 }]
    ;(c.tiles[1] as { markets: unknown }).markets = [{ good: TEA, value: 3 }]
    ;(c.tiles[2] as { markets: unknown }).markets = [{ good: TEA, value: 2 }]
    ;(c.tiles[3] as { markets: unknown }).markets = [{ good: TEA, value: 2 }]
  })
  return turnOf(withP(s, 0, { grid, money: 10, dice: [die(BLUE, 4)], karma: 0 }), 0)
}

describe('market', () => {
  it('R72: markets sell silk, tea or spice and show a money value', () => {
    const markets = bundledComponents.tiles.flatMap((t) => t.markets)
    expect(new Set(markets.map((m) => m.good))).toEqual(new Set([0, 1, 2]))
    expect(markets.every((m) => m.value > 0)).toBe(true)
  })

  it('R73: the market has different-goods and same-goods spaces (3–4 player side: at least two different-goods)', () => {
    const four = bundledComponents.boards.threeFour.spaces
    expect(four.filter((x) => x.kind === 'various').length).toBeGreaterThanOrEqual(2)
    expect(four.filter((x) => x.kind === 'same').length).toBeGreaterThan(0)
    const two = bundledComponents.boards.two.spaces
    expect(two.filter((x) => x.kind === 'various').length).toBeGreaterThan(0)
    expect(two.filter((x) => x.kind === 'same').length).toBeGreaterThan(0)
  })

  it('EX7, R74: different goods: the silk market plus one of the three tea markets gives 5 money', () => {
    let s = play(rena(), `space ${TWO.various}`)
    expect(head(s)?.k).toBe('market')
    expect(legal(s)).toEqual(['market 0 0', 'market 2 0', 'market 4 0', 'market 5 0', 'done'])
    s = play(s, 'market 0 0')
    expect(legal(s)).toEqual(['market 2 0', 'market 4 0', 'market 5 0', 'done']) // no second silk
    s = play(s, 'market 2 0') // tea 3: no more goods left to score, so the action ends
    expect(s.p[0]?.money).toBe(15)
  })

  it('R74: at most one market per goods; a second tea market is refused', () => {
    const s = play(rena(), `space ${TWO.various}`, 'market 2 0')
    expect(refusal(s, 'market 4 0').code).toBe('ONE_PER_GOODS')
  })

  it('EX8, R75: same goods with a die of 4: all three tea markets give 7 money', () => {
    let s = play(rena(), `space ${TWO.same[0]}`)
    expect(legal(s)).toEqual(['pay 0']) // any die; no karma to flip
    s = play(s, 'pay 0')
    expect(legal(s)).toEqual(['good 0', 'good 1'])
    s = play(s, 'good 1', 'market 2 0', 'market 4 0', 'market 5 0')
    expect(s.p[0]?.money).toBe(17)
    expect(s.p[0]?.dice).toEqual([])
  })

  it('R75: the die value limits the number of markets; the player may score fewer', () => {
    let s = withP(rena(), 0, { dice: [die(BLUE, 2)] })
    s = play(s, `space ${TWO.same[0]}`, 'pay 0', 'good 1', 'market 2 0', 'market 4 0')
    expect(s.p[0]?.money).toBe(15) // limit 2 reached
    let t = withP(rena(), 0, { dice: [die(BLUE, 2)] })
    t = play(t, `space ${TWO.same[0]}`, 'pay 0', 'good 1', 'market 4 0', 'done')
    expect(t.p[0]?.money).toBe(12)
  })

  it('R75: the same-goods space needs a die', () => {
    const s = withP(rena(), 0, { dice: [] })
    expect(refusal(s, `space ${TWO.same[0]}`).code).toBe('NO_DIE')
  })

  it('R76: with 3–4 players one different-goods space per player per round; not in a 2-player game', () => {
    let s = play(rena(4), `space ${FOUR.various[0]}`, 'done')
    s = turnOf(s, 0)
    expect(refusal(s, `space ${FOUR.various[1]}`).code).toBe('ONE_VARIOUS_PER_ROUND')
    expect(legal(s)).toContain(`space ${FOUR.same[0]}`)
    const two = withP(rena(2), 0, { various: true })
    expect(placementProblemFor(two, 0, TWO.various)).toBeUndefined()
  })

  it('R77: markets on covered tiles no longer count', () => {
    const s = withP(rena(), 0, { under: [-1, -1, -1, -1, 9, -1, -1, -1, -1, -1, -1, -1] })
    const t = run(s, 0, [{ k: 'reward', s: 0, r: { k: 'moneyPerMarket' } }])
    expect(t.p[0]?.money).toBe(14) // 4 visible markets, the covered tile's are gone
  })
})
