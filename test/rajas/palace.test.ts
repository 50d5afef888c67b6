import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { bundledComponents, rajas } from '../../src/games/rajas/index.js'
import { BLUE, GREEN, ORANGE, PURPLE, TWO, die, emptyGrid, firstChance, fresh, head, legal, play, refusal, setTop, turnOf, withP } from './helpers.js'

const start = (dice: number[], karma = 0) => turnOf(withP(fresh(2), 0, { money: 5, dice, karma }), 0)

describe('palace', () => {
  it('R78: palace spaces are free or cost one die of a colour or value, as printed', () => {
    const side = bundledComponents.boards.two.spaces
    expect(side[TWO.terrace]?.kind).toBe('terrace')
    expect(side[TWO.balcony.blue]).toMatchObject({ kind: 'balcony', colour: BLUE, gain: ORANGE })
    for (let v = 1; v <= 6; v++) expect(side[TWO.chamber(v)]).toMatchObject({ kind: 'chamber', value: v })
  })

  it('R79: terrace: 2 money, then any number of dice re-rolled (each once; chosen first, then rolled together, each a chance step)', () => {
    let s = play(start([die(BLUE, 1), die(GREEN, 2), die(BLUE, 3)]), `space ${TWO.terrace}`)
    expect(s.p[0]?.money).toBe(7)
    expect(legal(s)).toEqual(['reroll 0', 'reroll 1', 'reroll 2', 'done'])
    s = play(s, 'reroll 1')
    // no die is rolled before the choice is complete: the player decides without seeing results
    expect(rajas.actors(s)).toEqual([0])
    expect(legal(s)).toEqual(['reroll 0', 'reroll 2', 'done'])
    s = play(s, 'reroll 2', 'done')
    expect(rajas.actors(s)).toEqual([CHANCE])
    s = play(s, 'roll 6', 'roll 5')
    expect(s.p[0]?.dice).toEqual([die(BLUE, 1), die(GREEN, 6), die(BLUE, 5)])
    expect(head(s)?.k).toBe('place')
  })

  it('R79: choosing every die ends the choice and rolls them all', () => {
    let s = play(start([die(BLUE, 1), die(GREEN, 2)]), `space ${TWO.terrace}`, 'reroll 0', 'reroll 1')
    expect(rajas.actors(s)).toEqual([CHANCE])
    s = play(s, 'roll 4', 'roll 3')
    expect(s.p[0]?.dice).toEqual([die(BLUE, 4), die(GREEN, 3)])
  })

  it('EX9, R80: gardens: take 1 orange die, roll it, put it on the Kali statue', () => {
    let s = play(start([]), `space ${TWO.garden[ORANGE]}`)
    expect(rajas.chanceOutcomes(s).map((o) => o.p)).toEqual([1, 1, 1, 1, 1, 1].map((x) => x / 6))
    const supply = s.supply[ORANGE] ?? 0
    s = play(s, 'roll 5')
    expect(s.p[0]?.dice).toEqual([die(ORANGE, 5)])
    expect(s.supply[ORANGE]).toBe(supply - 1)
  })

  it('EX10, R81: balcony: return 1 blue die of any value, take 2 orange dice rolled at once', () => {
    let s = start([die(BLUE, 6), die(GREEN, 3)])
    expect(refusal(play(s, `space ${TWO.balcony.blue}`), 'pay 1').code).toBe('WRONG_DIE_COLOUR')
    s = play(s, `space ${TWO.balcony.blue}`, 'pay 0', 'roll 2', 'roll 4')
    expect(s.p[0]?.dice).toEqual([die(GREEN, 3), die(ORANGE, 2), die(ORANGE, 4)])
  })

  it('R82, R124: Grand Mogul: die 1 gives 2 fame and the elephant for the next round', () => {
    let s = start([die(BLUE, 1)])
    s = { ...s, first: 1 }
    s = play(s, `space ${TWO.chamber(1)}`, 'pay 0')
    expect(s.p[0]?.fame).toBe(2)
    expect(s.p[0]?.mogul).toBe(true)
  })

  it('R82 (chamber die): a die of the exact value, or its opposite face with 1 karma', () => {
    const s = start([die(BLUE, 6)], 1)
    expect(legal(s)).toContain(`space ${TWO.chamber(1)}`)
    const t = play(s, `space ${TWO.chamber(1)}`)
    expect(legal(t)).toEqual(['pay 0 flip'])
    expect(refusal(t, 'pay 0').code).toBe('WRONG_DIE_VALUE')
    const u = start([die(BLUE, 6)], 0)
    expect(refusal(u, `space ${TWO.chamber(1)}`).code).toBe('NO_DIE')
  })

  it('R83: Dancer: 2 dice of any colour and a white income tile drawn, applied and discarded', () => {
    let s = play(start([die(BLUE, 2)]), `space ${TWO.chamber(2)}`, 'pay 0')
    expect(head(s)?.k).toBe('order') // A6: dice or income tile first
    s = play(s, 'order 0', `take ${PURPLE}`, 'roll 3', `take ${PURPLE}`, 'roll 4')
    expect(rajas.chanceOutcomes(s)).toHaveLength(8)
    const money = bundledComponents.incomeTiles.findIndex((t) => t.reward.k === 'money')
    s = play(s, `draw ${money}`)
    expect(s.p[0]?.money).toBe(8)
    expect(s.discard).toEqual([money])
    expect(s.white).not.toContain(money)
  })

  it('R83: an empty white pile is reshuffled from the discards', () => {
    let s = start([die(BLUE, 2)])
    s = { ...s, white: [], discard: [2, 5] }
    s = play(s, `space ${TWO.chamber(2)}`, 'pay 0', 'order 1')
    expect(s.white).toEqual([2, 5])
    expect(s.discard).toEqual([])
    expect(rajas.chanceOutcomes(s).map((o) => o.move)).toEqual([{ t: 'draw', id: 2 }, { t: 'draw', id: 5 }])
  })

  it('R84: Yogi: 2 karma (max 3) and 1 die of choice', () => {
    let s = play(start([die(BLUE, 3)], 2), `space ${TWO.chamber(3)}`, 'pay 0', 'order 0')
    expect(s.p[0]?.karma).toBe(3)
    s = play(s, `take ${GREEN}`, 'roll 1')
    expect(s.p[0]?.dice).toEqual([die(GREEN, 1)])
  })

  it('R85: Raja Man Singh: one upgrade and 3 money', () => {
    const s = play(start([die(BLUE, 4)]), `space ${TWO.chamber(4)}`, 'pay 0', 'order 0', 'upgrade 2')
    expect(s.p[0]?.levels).toEqual([2, 2, 3, 2])
    expect(s.p[0]?.money).toBe(8)
  })

  it('EX11, R86: architect: die 5 (green), orange 4 covered by purple 6, purple dice >= 2 paid', () => {
    const grid = emptyGrid()
    grid[4] = 35 * 4 // orange 4: straight N–S below the residence
    let s = setTop(turnOf(withP(fresh(2), 0, { grid, dice: [die(GREEN, 5), die(PURPLE, 2)], karma: 0, fame: 10 }), 0), PURPLE * 3, 48)
    expect(legal(s)).toContain(`space ${TWO.chamber(5)}`)
    s = play(s, `space ${TWO.chamber(5)}`)
    expect(legal(s)).toEqual(['pay 0'])
    s = play(s, 'pay 0')
    expect(legal(s)).toEqual(['cover 4'])
    s = play(s, 'cover 4')
    expect(legal(s)).toContain(`stack ${PURPLE * 3}`)
    s = firstChance(play(s, `stack ${PURPLE * 3}`))
    expect(head(s)).toMatchObject({ k: 'payTile', c: PURPLE, n: 2 })
    s = play(s, 'pay 0')
    expect(legal(s)).toEqual(['put 4 0', 'put 4 3']) // rotations keeping the bend's road to the residence
    const money = s.p[0]?.money ?? 0
    s = play(s, 'put 4 0')
    expect(s.p[0]?.grid[4]).toBe(48 * 4)
    expect(s.p[0]?.under[4]).toBe(35)
    expect(s.p[0]?.money).toBe(money + 5) // A9: the new tile is scored (silk 3 + silk 2)
  })

  it('R86: the new tile must cost more; each space is built over once; not without dice for the difference', () => {
    const grid = emptyGrid()
    grid[4] = 48 * 4
    const under = emptyGrid()
    let s = turnOf(withP(fresh(2), 0, { grid, under, dice: [die(GREEN, 5), die(PURPLE, 6), die(BLUE, 6), die(ORANGE, 6)], karma: 0 }), 0)
    s = play(s, `space ${TWO.chamber(5)}`, 'pay 0')
    const cheap = s.tops.findIndex((t) => (bundledComponents.tiles[t]?.cost ?? 99) <= 6)
    expect(refusal({ ...s, tasks: [{ k: 'buy', s: 0, cell: 4 }] }, `stack ${cheap}`).code).toBe('NOT_MORE_EXPENSIVE')
    const covered = withP(s, 0, { under: under.map((x, k) => (k === 4 ? 35 : x)) })
    expect(refusal(covered, 'cover 4').code).toBe('COVERED_ONCE')
    const noDice = turnOf(withP(fresh(2), 0, { grid, under, dice: [die(GREEN, 5)], karma: 0 }), 0)
    expect(refusal(noDice, `space ${TWO.chamber(5)}`).code).toBe('ARCHITECT_IMPOSSIBLE')
  })

  it('R86: the architect never re-awards a special income', () => {
    const grid = emptyGrid()
    grid[0] = 35 * 4 + 1 // orange 4 straight, turned E–W: connects the residence and the W income (5 money)
    const incomes = bundledComponents.province.incomes.map((_, j) => j === 1)
    let s = setTop(turnOf(withP(fresh(2), 0, { grid, incomes, dice: [die(GREEN, 5), die(ORANGE, 6)], karma: 0, fame: 10, money: 0 }), 0), ORANGE * 3 + 1, 38)
    s = firstChance(play(s, `space ${TWO.chamber(5)}`, 'pay 0', 'cover 0', `stack ${ORANGE * 3 + 1}`))
    s = play(s, 'pay 0', 'put 0 0')
    // the junction connects the N income (1 die, new: gained, A9) but not the W income again
    expect(head(s)?.k).toBe('gain')
    expect(s.p[0]?.money).toBe(0)
  })

  it('A9 options: the new tile unscored (architectScoresTile false); no income at all (architectIncome never)', () => {
    const grid = emptyGrid()
    grid[0] = 35 * 4 + 1
    const incomes = bundledComponents.province.incomes.map((_, j) => j === 1)
    const base = (options: Record<string, unknown>) =>
      setTop(turnOf(withP(fresh(2, options), 0, { grid, incomes, dice: [die(GREEN, 5), die(ORANGE, 6)], karma: 0, fame: 10, money: 0 }), 0), ORANGE * 3 + 1, 38)
    let s = firstChance(play(base({ architectScoresTile: false }), `space ${TWO.chamber(5)}`, 'pay 0', 'cover 0', `stack ${ORANGE * 3 + 1}`))
    s = play(s, 'pay 0', 'put 0 0')
    expect(s.p[0]?.fame).toBe(10) // temple + mill not scored
    expect(head(s)?.k).toBe('gain') // the new income still comes
    let t = firstChance(play(base({ architectIncome: 'never' }), `space ${TWO.chamber(5)}`, 'pay 0', 'cover 0', `stack ${ORANGE * 3 + 1}`))
    t = play(t, 'pay 0', 'put 0 0')
    expect(t.p[0]?.fame).toBe(14)
    expect(head(t)?.k).toBe('place') // no special income from the architect
    expect(t.p[0]?.incomes[0]).toBe(true) // and it is used up
  })

  it('R87, A10: Portuguese: die 6 moves the boat exactly 6 unoccupied spaces; not with fewer than 6 ahead', () => {
    let s = start([die(BLUE, 6)])
    s = play(s, `space ${TWO.chamber(6)}`, 'pay 0')
    expect(s.p[0]?.boat).toBe(6)
    expect(s.p[0]?.dice).toEqual([]) // space 6: one orange die per karma level — karma 0, none (R101)
    const fin = bundledComponents.boards.two.river.spaces.length - 1
    const late = withP(start([die(BLUE, 6)]), 0, { boat: fin - 5 })
    expect(refusal(late, `space ${TWO.chamber(6)}`).code).toBe('PORTUGUESE_IMPOSSIBLE')
    const exact = withP(start([die(BLUE, 6)]), 0, { boat: fin - 6 })
    expect(legal(exact)).toContain(`space ${TWO.chamber(6)}`)
    const pl = { ...exact, options: { ...exact.options, portuguese: 'moreThanSixLeft' as const } }
    expect(legal(pl)).not.toContain(`space ${TWO.chamber(6)}`)
  })
})
