import { describe, expect, it } from 'vitest'
import { bundledComponents } from '../../src/games/rajas/index.js'
import { BLUE, ORANGE, TWO, FOUR, die, emptyGrid, fresh, head, legal, play, refusal, run, turnOf, withP } from './helpers.js'

const river = bundledComponents.boards.two.river
const FINAL = river.spaces.length - 1
const start = (dice: number[], karma = 0, players: 2 | 3 | 4 = 2) => turnOf(withP(fresh(players), 0, { money: 5, dice, karma }), 0)

describe('port and river', () => {
  it('R88: port spaces fill in order; the first is free, later ones cost 1 or 2', () => {
    const costs = bundledComponents.boards.two.spaces.filter((x) => x.kind === 'port').map((x) => x.money)
    expect(costs[0]).toBe(0)
    expect(costs.slice(1).every((c) => c === 1 || c === 2)).toBe(true)
    const s = start([die(BLUE, 1)])
    expect(refusal(s, `space ${TWO.port[1]}`).code).toBe('FILL_ORDER')
  })

  it('EX12, R90–R92: port costs 1; a die of 2 moves 2 spaces, skipping the occupied one; the upgrade reward', () => {
    let s = withP(start([die(BLUE, 2)]), 0, { boat: 1, levels: [2, 2, 2, 3] })
    s = withP(s, 1, { boat: 2 }) // the yellow boat
    s = { ...s, spaces: s.spaces.map((x, j) => (j === TWO.port[0] ? 1 : x)) }
    s = play(s, `space ${TWO.port[1]}`)
    expect(s.p[0]?.money).toBe(4)
    s = play(s, 'pay 0')
    expect(legal(s)).toEqual(['river 1', 'river 2'])
    s = play(s, 'river 2')
    expect(s.p[0]?.boat).toBe(4)
    expect(river.spaces[4]).toEqual([{ k: 'upgrade' }])
    s = play(s, 'upgrade 3')
    expect(s.p[0]?.levels).toEqual([2, 2, 2, 4])
  })

  it('R89: the river die must show 1–3; a higher die only when flipped with karma', () => {
    const s = play(start([die(BLUE, 5), die(ORANGE, 2)], 1), `space ${TWO.port[0]}`)
    expect(legal(s)).toEqual(['pay 0 flip', 'pay 1'])
    expect(refusal({ ...s, p: s.p.map((p, i) => (i === 0 ? { ...p, karma: 0 } : p)) }, 'pay 0').code).toBe('DIE_TOO_HIGH')
    const t = play(s, 'pay 0 flip')
    expect(legal(t)).toEqual(['river 1', 'river 2'])
  })

  it('R90: a 1 moves exactly 1, a 3 moves 1, 2 or 3', () => {
    expect(legal(play(start([die(BLUE, 1)]), `space ${TWO.port[0]}`, 'pay 0'))).toEqual(['river 1'])
    expect(legal(play(start([die(BLUE, 3)]), `space ${TWO.port[0]}`, 'pay 0'))).toEqual(['river 1', 'river 2', 'river 3'])
  })

  it('R91: start and final spaces hold any number of boats; other spaces one', () => {
    let s = withP(withP(start([die(BLUE, 1)]), 1, { boat: FINAL }), 0, { boat: FINAL - 1 })
    s = play(s, `space ${TWO.port[0]}`, 'pay 0', 'river 1')
    expect(s.p[0]?.boat).toBe(FINAL)
    expect(s.p[1]?.boat).toBe(FINAL)
  })

  it('R92: only the reward of the space where the boat stops is taken', () => {
    const s = play(start([die(BLUE, 3)]), `space ${TWO.port[0]}`, 'pay 0', 'river 3')
    expect(s.p[0]?.money).toBe(5) // passed space 1 (3 money) and 2 (karma) — only space 3 (2 dice)
    expect(s.p[0]?.karma).toBe(0)
    expect(head(s)?.k).toBe('gain')
  })

  it('R93: a boat on the final space cannot use the port; no move goes beyond the final space', () => {
    const s = withP(start([die(BLUE, 1)]), 0, { boat: FINAL })
    expect(refusal(s, `space ${TWO.port[0]}`).code).toBe('BOAT_AT_FINAL')
    const t = play(withP(start([die(BLUE, 3)]), 0, { boat: FINAL - 2 }), `space ${TWO.port[0]}`, 'pay 0')
    expect(legal(t)).toEqual(['river 1', 'river 2'])
    expect(refusal(t, 'river 3').code).toBe('BEYOND_FINAL')
  })

  it('R94, R113: passing the bridge activates the bridge worker', () => {
    const s = play(withP(start([die(BLUE, 1)]), 0, { boat: river.bridgeAfter }), `space ${TWO.port[0]}`, 'pay 0', 'river 1')
    expect(s.p[0]?.workers).toBe(4)
    expect((s.p[0]?.inactive ?? 0) & 4).toBe(0)
  })

  it('R95: "next unoccupied space" skips occupied spaces; a boat on the final space does not move', () => {
    let s = withP(withP(fresh(2), 1, { boat: 1 }), 0, { boat: 0 })
    s = run(s, 0, [{ k: 'boat', s: 0, n: 0 }])
    expect(s.p[0]?.boat).toBe(2)
    expect(s.p[0]?.karma).toBe(3) // space 2: +2 karma
    const t = run(withP(fresh(2), 0, { boat: FINAL }), 0, [{ k: 'boat', s: 0, n: 0 }])
    expect(t.p[0]?.boat).toBe(FINAL)
  })

  it('R96: the river is data; the 2nd space after the start shows +2 karma', () => {
    expect(river.spaces[2]).toEqual([{ k: 'karma', n: 2 }])
    expect(bundledComponents.boards.threeFour.river.spaces[2]).toEqual([{ k: 'karma', n: 2 }])
  })

  const reward = (r: { k: never; n?: number; c?: number } | Record<string, unknown>, patch: Record<string, unknown> = {}) =>
    run(withP(fresh(2), 0, { money: 0, karma: 1, dice: [], ...patch }), 0, [{ k: 'reward', s: 0, r: r as never }])

  it('R97: 2 dice of any colours', () => {
    const s = reward({ k: 'dice', n: 2 })
    expect(legal(s)).toEqual(['take 0', 'take 1', 'take 2', 'take 3'])
    expect(play(s, 'take 1', 'roll 3', 'take 1', 'roll 5').p[0]?.dice).toEqual([die(1, 3), die(1, 5)])
  })

  it('R98: +2 karma, max 3', () => {
    expect(reward({ k: 'karma', n: 2 }).p[0]?.karma).toBe(3)
  })

  it('R99, R102: printed money and fame', () => {
    expect(reward({ k: 'money', n: 6 }).p[0]?.money).toBe(6)
    expect(reward({ k: 'fame', n: 3 }).p[0]?.fame).toBe(3)
  })

  it('R100, A11: a free palace action of chambers 2–6, not the Grand Mogul, even if occupied', () => {
    let s = reward({ k: 'palace' })
    s = { ...s, spaces: s.spaces.map((x, j) => (j === TWO.chamber(4) ? 1 : x)) }
    expect(legal(s)).toEqual(['chamber 2', 'chamber 3', 'chamber 4', 'chamber 6']) // 5: no tile to cover
    expect(refusal(s, 'chamber 1').code).toBe('GRAND_MOGUL_EXCLUDED')
    expect(refusal(s, 'chamber 5').code).toBe('ARCHITECT_IMPOSSIBLE')
    s = play(s, 'chamber 4', 'order 1')
    expect(s.p[0]?.money).toBe(3)
  })

  it('R101, R47: one die of the shown colour per karma level; karma is not spent', () => {
    const s = reward({ k: 'dicePerKarma', c: ORANGE }, { karma: 2 })
    const t = play(s, 'roll 1', 'roll 2')
    expect(t.p[0]?.dice).toEqual([die(ORANGE, 1), die(ORANGE, 2)])
    expect(t.p[0]?.karma).toBe(2)
  })

  it('R103: an upgrade', () => {
    expect(play(reward({ k: 'upgrade' }), 'upgrade 1').p[0]?.levels).toEqual([2, 3, 2, 2])
  })

  it('R104: 1 money per market built (5 markets → 5 money)', () => {
    const g = emptyGrid()
    g[0] = 7 * 4 // 2 markets
    g[2] = 11 * 4 // blue 10: spice 3 + silk 3
    g[4] = 0 // blue 3: silk 2
    expect(reward({ k: 'moneyPerMarket' }, { grid: g }).p[0]?.money).toBe(5)
  })

  it('R105: different-goods scoring without a die', () => {
    const g = emptyGrid()
    g[0] = 7 * 4 // tea 2 + silk 2
    const s = play(reward({ k: 'marketVarious' }, { grid: g }), 'market 0 0', 'market 0 1')
    expect(s.p[0]?.money).toBe(4)
  })

  it('R106: same-goods scoring up to the printed maximum (4 silk markets → all 4)', () => {
    const g = emptyGrid()
    g[0] = 7 * 4 // silk 2 (and tea)
    g[2] = 11 * 4 // silk 3 (and spice)
    g[4] = 0 // silk 2
    g[5] = 44 * 4 // orange 9 double bend: silk 3 + silk 3
    let s = reward({ k: 'marketSame', n: 4 }, { grid: g })
    expect(s.p[0]?.dice).toEqual([]) // no die paid
    s = play(s, 'good 0', 'market 0 1', 'market 2 1', 'market 4 0', 'market 5 0')
    expect(s.p[0]?.money).toBe(2 + 3 + 2 + 3)
  })

  it('R107: 1 fame per upgrade made (3 upgrades → 3 fame)', () => {
    expect(reward({ k: 'famePerUpgrade' }, { levels: [3, 3, 3, 2] }).p[0]?.fame).toBe(3)
  })

  it('R108: 2 money per upgrade made (3 upgrades → 6 money)', () => {
    expect(reward({ k: 'moneyPerUpgrade' }, { levels: [4, 3, 2, 2] }).p[0]?.money).toBe(6)
  })

  it('R109: 2 fame per karma level (karma 2 → 4 fame)', () => {
    expect(reward({ k: 'famePerKarma' }, { karma: 2 }).p[0]?.fame).toBe(4)
  })

  it('R91 (3–4 players): the river on the 3–4 player side works alike', () => {
    const s = play(withP(withP(start([die(BLUE, 2)], 0, 4), 1, { boat: 1 }), 2, { boat: 2 }), `space ${FOUR.port[0]}`, 'pay 0', 'river 1')
    expect(s.p[0]?.boat).toBe(3)
  })
})
