import { describe, expect, it } from 'vitest'
import { bundledComponents } from '../../src/games/rajas/index.js'
import { BLUE, ORANGE, PURPLE, TWO, die, emptyGrid, firstChance, fresh, head, legal, play, refusal, setTop, turnOf, withP } from './helpers.js'

const ORANGE9 = 38 // orange 9, junction, temple + mill (EX3, EX5)
const BLUE7 = 6 // blue 7 (EX2)
const ORANGE_OX = ORANGE * 3 + 1
const BLUE_OX = BLUE * 3 + 1

const base = () => turnOf(withP(fresh(2), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0)

describe('quarry and province', () => {
  it('EX3, R48–R51: pay 1 coin on the first quarry space, return orange 4 + 5, take the orange 9 and place it', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    expect(legal(s)).toContain(`space ${TWO.quarry[0]}`)
    s = play(s, `space ${TWO.quarry[0]}`)
    expect(s.p[0]?.money).toBe(4) // R48: 1 coin
    expect(legal(s)).toContain(`stack ${ORANGE_OX}`) // R49: a payable top tile
    expect(legal(s).every((m) => ['stack 6', 'stack 7', 'stack 8'].includes(m))).toBe(true) // only orange ones
    s = firstChance(play(s, `stack ${ORANGE_OX}`)) // the next tile of the stack is revealed
    expect(head(s)?.k).toBe('payTile')
    s = play(s, 'pay 0', 'pay 0') // R50: orange dice totalling >= 9
    expect(s.p[0]?.dice).toEqual([])
    expect(head(s)?.k).toBe('put')
    s = play(s, 'put 4 0') // R51: below the residence
    expect(s.p[0]?.grid[4]).toBe(ORANGE9 * 4)
    expect(s.p[0]?.fame).toBe(4) // R60: temple 2 + mill 2
  })

  it('EX2, R50: a blue 7 may be paid with blue 3 + blue 5 (overpaying is allowed)', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 3), die(BLUE, 5)], karma: 0 }), 0), BLUE_OX, BLUE7)
    s = firstChance(play(s, 'space 0', `stack ${BLUE_OX}`))
    s = play(s, 'pay 0')
    expect(head(s)).toMatchObject({ k: 'payTile', n: 4 })
    s = play(s, 'pay 0')
    expect(head(s)?.k).toBe('put')
  })

  it('R50: only dice of the tile colour pay; a die that would leave the cost unpayable is refused', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 1), die(BLUE, 6), die(ORANGE, 6)], karma: 0 }), 0), BLUE_OX, BLUE7)
    s = firstChance(play(s, 'space 0', `stack ${BLUE_OX}`))
    expect(refusal(s, 'pay 2').code).toBe('WRONG_DIE_COLOUR')
    expect(legal(s)).toEqual(['pay 0', 'pay 1'])
    // with karma 0: paying the 6 first leaves 1 needed, payable by the 1
    s = play(s, 'pay 1')
    expect(legal(s)).toEqual(['pay 0'])
  })

  it('R50, R45: karma flips a die as it is paid (a blue 1 becomes a 6)', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 1), die(BLUE, 1)], karma: 1 }), 0), BLUE_OX, BLUE7)
    expect(legal(s)).toContain('space 0') // R36: flippable dice count with either face: 6 + 1 = 7
    s = firstChance(play(s, 'space 0', `stack ${BLUE_OX}`))
    expect(legal(s)).toEqual(['pay 0', 'pay 0 flip', 'pay 1', 'pay 1 flip'])
    s = play(s, 'pay 0')
    expect(legal(s)).toEqual(['pay 0 flip']) // the last 1 must now be flipped to reach 7
    s = play(s, 'pay 0 flip')
    expect(s.p[0]?.dice).toEqual([])
    s = firstChance(play(turnOf(setTop(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 1), die(BLUE, 1)], karma: 1 }), BLUE_OX, BLUE7), 0), 'space 0', `stack ${BLUE_OX}`))
    s = play(s, 'pay 0 flip')
    expect(s.p[0]?.karma).toBe(0)
    expect(head(s)).toMatchObject({ k: 'payTile', n: 1 })
  })

  it('R52: no quarry worker without a payable tile', () => {
    const s = turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 1)], karma: 0 }), 0)
    expect(legal(s)).not.toContain('space 0')
    expect(refusal(s, 'space 0').code).toBe('NO_AFFORDABLE_TILE')
  })

  it('R32, R48: quarry spaces are taken in order; later ones cost more', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    expect(refusal(s, `space ${TWO.quarry[1]}`).code).toBe('FILL_ORDER')
    s = { ...s, spaces: s.spaces.map((x, j) => (j === 0 ? 1 : x)) }
    expect(legal(s)).toContain(`space ${TWO.quarry[1]}`)
    s = play(s, `space ${TWO.quarry[1]}`)
    expect(s.p[0]?.money).toBe(5 - (bundledComponents.boards.two.spaces[1]?.money ?? 0))
  })

  it('R53, A5: an exhausted stack offers no tile', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    s = { ...s, stacks: s.stacks.map((x, k) => (k === ORANGE_OX ? [] : x)) }
    s = play(s, 'space 0', `stack ${ORANGE_OX}`)
    expect(s.tops[ORANGE_OX]).toBe(-1) // nothing to reveal: no chance step
    expect(head(s)?.k).toBe('payTile')
    expect(refusal(turnOf({ ...s, tasks: [{ k: 'buy', s: 0 }] }, 0) && { ...s, tasks: [{ k: 'buy', s: 0 }] }, `stack ${ORANGE_OX}`).code).toBe('EMPTY_STACK')
  })

  it('R54, R55, R56: a tile goes on an empty space where a road end meets a road connected to the residence; any rotation', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    s = firstChance(play(s, 'space 0', `stack ${ORANGE_OX}`))
    s = play(s, 'pay 0', 'pay 0')
    // the junction fits next to the residence (cells 0, 2, 4), in every rotation
    expect(legal(s)).toEqual(['put 0 0', 'put 0 1', 'put 0 2', 'put 0 3', 'put 2 0', 'put 2 1', 'put 2 2', 'put 2 3', 'put 4 0', 'put 4 1', 'put 4 2', 'put 4 3'])
    expect(refusal(s, 'put 7 0').code).toBe('NOT_CONNECTED') // R55
    expect(refusal(s, 'put 7 0').rule).toBe('R55')
    expect(refusal(s, 'put 1 0').code).toBe('RESIDENCE') // R54
  })

  it('R57: a tile may cut a neighbouring road as long as it is itself connected', () => {
    // A straight N–S tile below the residence (cell 4), then a bend E–S at cell 3 whose E end meets nothing
    // but whose ... S end is free: it is not connected, so refused; a bend N–E at cell 3 is not adjacent to a road either.
    const straight = bundledComponents.tiles.findIndex((t) => t.roads.length === 1 && t.roads[0] === 5)
    const bend = bundledComponents.tiles.findIndex((t) => t.roads.length === 1 && t.roads[0] === 3)
    const grid = emptyGrid()
    grid[4] = straight * 4 // N–S below the residence
    let s = turnOf(withP(fresh(2), 0, { grid }), 0)
    s = { ...s, tasks: [{ k: 'put', s: 0, tile: bend, cell: -1 }] }
    const moves = legal(s)
    // cell 7 below the straight: the bend must turn its N end up (rotations 0: N–E and 3: W–N)
    expect(moves).toContain('put 7 0')
    expect(moves).toContain('put 7 3')
    expect(moves).not.toContain('put 7 1') // E–S: no road end meets the straight
    // cell 3 beside the straight tile: the straight has no W/E road there, so only via the residence? no: cell 3 touches only cell 0, 4, 6
    expect(moves).not.toContain('put 3 0')
  })

  it('R58: a placed tile never moves; the put decision lists only empty cells', () => {
    const grid = emptyGrid()
    grid[4] = ORANGE9 * 4
    const s = { ...withP(fresh(2), 0, { grid }), tasks: [{ k: 'put' as const, s: 0, tile: BLUE7, cell: -1 }] }
    expect(legal(s).some((m) => m.startsWith('put 4 '))).toBe(false)
    expect(refusal(s, 'put 4 0').code).toBe('CELL_OCCUPIED')
  })

  it('R59: connection follows roads joined inside tiles; a crossing keeps its two roads apart', () => {
    const crossing = bundledComponents.tiles.findIndex((t) => t.roads.length === 2 && t.roads.includes(5) && t.roads.includes(10))
    const grid = emptyGrid()
    grid[4] = crossing * 4 // N–S road joins the residence; the E–W road is not connected
    const s = { ...withP(fresh(2), 0, { grid }), tasks: [{ k: 'put' as const, s: 0, tile: ORANGE9, cell: -1 }] }
    const moves = legal(s)
    expect(moves.some((m) => m.startsWith('put 7 '))).toBe(true) // below: via the N–S road
    expect(moves.some((m) => m.startsWith('put 3 '))).toBe(false) // beside: only the unconnected E–W road
    expect(moves.some((m) => m.startsWith('put 5 '))).toBe(false)
  })

  it('R60, R61, EX5: temple at 2 + mill at 3 = 5 fame, scored before the special income (die + upgrade)', () => {
    const incomes = bundledComponents.province.incomes.map((inc) => !(inc.cell === 2 && inc.edge === 1))
    let s = setTop(withP(base(), 0, { levels: [2, 2, 2, 3], incomes, fame: 10 }), ORANGE_OX, ORANGE9)
    s = firstChance(play(s, 'space 0', `stack ${ORANGE_OX}`))
    s = play(s, 'pay 0', 'pay 0', 'put 2 0')
    expect(s.p[0]?.fame).toBe(15)
    expect(s.p[0]?.workers).toBe(4) // fame 15 activated a worker on the way (R112)
    expect(head(s)?.k).toBe('gain') // then the income: 1 die of any colour ...
    s = play(s, `take ${PURPLE}`, 'roll 4')
    expect(head(s)?.k).toBe('upgrade') // ... and an upgrade
    s = play(s, 'upgrade 0')
    expect(s.p[0]?.levels).toEqual([3, 2, 2, 3])
    expect(s.p[0]?.dice).toEqual([die(PURPLE, 4)])
  })

  it('EX4, R62, R64: a junction in the top-left corner connects two special incomes: 1 die and 5 money, in the order chosen', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    s = firstChance(play(s, 'space 0', `stack ${ORANGE_OX}`))
    s = play(s, 'pay 0', 'pay 0', 'put 0 0')
    expect(s.p[0]?.fame).toBe(4)
    expect(head(s)?.k).toBe('order') // A6: the player orders the two incomes
    const money = s.p[0]?.money ?? 0
    s = play(s, 'order 1') // 5 money first
    expect(s.p[0]?.money).toBe(money + 5)
    s = play(s, `take ${BLUE}`, 'roll 2')
    expect(s.p[0]?.dice).toEqual([die(BLUE, 2)])
    expect(s.p[0]?.incomes.slice(0, 2)).toEqual([true, true])
  })

  it('R63: a placement that connects no special income gives nothing extra', () => {
    let s = setTop(base(), ORANGE_OX, ORANGE9)
    s = firstChance(play(s, 'space 0', `stack ${ORANGE_OX}`))
    const money = s.p[0]?.money
    s = play(s, 'pay 0', 'pay 0', 'put 4 0')
    expect(s.p[0]?.money).toBe(money)
    expect(s.p[0]?.incomes.every((x) => !x)).toBe(true)
  })

  it('R65: a special income is gained once; a later tile on the same road does not give it again', () => {
    const grid = emptyGrid()
    grid[0] = ORANGE9 * 4
    const incomes = bundledComponents.province.incomes.map((_, j) => j < 2)
    let s = withP(fresh(2), 0, { grid, incomes, money: 0 })
    s = { ...s, turn: 0, tasks: [{ k: 'put', s: 0, tile: 39, cell: -1 }] } // orange 6 junction
    s = play(s, 'put 3 0', 'order 0', 'upgrade 1')
    // cell 3 touches the W border income (upgrade) at cell 3: that one is new; cell 0's are not re-gained
    expect(s.p[0]?.incomes[0]).toBe(true)
    expect(s.p[0]?.incomes[4]).toBe(true)
    expect(s.p[0]?.levels).toEqual([2, 3, 2, 2])
    expect(s.p[0]?.money).toBe(2) // only the tile's spice 2 market, no second 5 money
    expect(s.tasks[0]?.k).toBe('place')
  })

  it('R66: the special incomes give dice, money and upgrades', () => {
    const kinds = new Set(bundledComponents.province.incomes.flatMap((i) => i.rewards.map((r) => r.k)))
    expect(kinds).toEqual(new Set(['dice', 'money', 'upgrade']))
  })
})
