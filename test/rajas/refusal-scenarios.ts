/**
 * A scenario for the refusal codes of Rajas of the Ganges that the hunt of `test/refusals.test.ts`
 * does not meet (it tries only moves listed somewhere, so out-of-range things and rare options are
 * left to these), and for the R86 case. `test/refusals.test.ts` runs each and checks that
 * every declared code is produced by a scenario or by the hunt.
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor } from '../../src/core/index.js'
import { bundledComponents, rajas, type RajasMove, type RajasState } from '../../src/games/rajas/index.js'
import type { RajasRefusalCode } from '../../src/games/rajas/rules/refusals.js'
import type { Refused } from '../support/refusals.js'
import { BLUE, GREEN, ORANGE, PURPLE, TWO, die, emptyGrid, fresh, head, legal, play, run, setTop, turnOf, withP } from './helpers.js'

/** A move in notation (the scenarios are written as a player types them). */
const mv = (text: string): RajasMove => {
  const m = rajas.parseMove(text)
  if (E.isLeft(m)) throw new Error(m.left.message)
  return m.right
}

/** Seat 0 to place a worker, with these dice, karma and money. */
const start = (dice: number[], karma = 0, money = 5, options: Record<string, unknown> = {}): RajasState =>
  turnOf(withP(fresh(2, options), 0, { money, dice, karma }), 0)

/** Seat 0 asked by the pending step. */
const seat0 = (state: RajasState, text: string): Refused<RajasState, RajasMove> => ({ state, actor: 0 as Actor, move: mv(text) })

/**
 * The scenario: seat 0 of 2 has the purple-3 junction (tile 49) below the residence
 * (cell 4) and a straight N–S tile (tile 0) below it (cell 7), holds green 5, blue 6, blue 6; the
 * blue-4 bend (tile 1) is on top of stack 0; `space 21` (the architect), `pay 0`, `cover 4`.
 */
export const architectOverJunction = (): RajasState => {
  const grid = emptyGrid()
  grid[4] = 49 * 4 // purple 3, a junction: the road of cell 7 to the residence runs through it
  grid[7] = 0 * 4 // blue 3, straight N–S
  const s = setTop(turnOf(withP(fresh(2), 0, { grid, under: emptyGrid(), dice: [die(GREEN, 5), die(BLUE, 6), die(BLUE, 6)], karma: 0 }), 0), 0, 1)
  return play(s, `space ${TWO.chamber(5)}`, 'pay 0', 'cover 4')
}

/** A river reward resolved for seat 0 (R94–R100). */
const reward = (r: Record<string, unknown>): RajasState => run(withP(fresh(2), 0, { money: 0, karma: 1, dice: [] }), 0, [{ k: 'reward', s: 0, r: r as never }])

/** A Navaratna game (R136) at seat 0's brown tile: tile 29 drawn, to be put on a brown space. */
const navaratnaBrown = (): RajasState => {
  const s0 = rajas.setup({ players: 2, variant: { navaratna: true } } as never, 'r136')
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  let s = s0.right
  while (rajas.actors(s)[0] === CHANCE && head(s)?.k !== 'brown') s = play(s, legal(s)[0] ?? '')
  return play(s, 'draw 29')
}

/** Seat 0 to put the orange 9 junction (tile 38) it bought and paid with orange 4 and 5 (R50, R54). */
const putting = (): RajasState => {
  let s = play(setTop(start([die(ORANGE, 4), die(ORANGE, 5)]), ORANGE * 3 + 1, 38), `space ${TWO.quarry[0]}`, `stack ${ORANGE * 3 + 1}`)
  while (rajas.actors(s)[0] === CHANCE) s = play(s, legal(s)[0] ?? '')
  return play(s, 'pay 0', 'pay 0')
}

/** Seat 0 at the order of Raja Man Singh's effects (R85), then its upgrade. */
const manSingh = (): RajasState => play(start([die(BLUE, 4)]), `space ${TWO.chamber(4)}`, 'pay 0')

export const rajasScenarios: { readonly [K in RajasRefusalCode]?: () => Refused<RajasState, RajasMove> } = {
  DISCONNECTS: () => seat0(architectOverJunction(), 'stack 0'),
  // R86: cell 4 was built over once already (tile 35 under it; patched in once the architect is chosen)
  COVERED_ONCE: () => {
    const grid = emptyGrid()
    grid[4] = 48 * 4
    const s = play(turnOf(withP(fresh(2), 0, { grid, under: emptyGrid(), dice: [die(GREEN, 5), die(PURPLE, 6), die(BLUE, 6), die(ORANGE, 6)], karma: 0 }), 0), `space ${TWO.chamber(5)}`, 'pay 0')
    return seat0(withP(s, 0, { under: emptyGrid().map((x, k) => (k === 4 ? 35 : x)) }), 'cover 4')
  },
  MAX_LEVEL: () => seat0(run(withP(fresh(2), 0, { levels: [4, 2, 4, 4] }), 0, [{ k: 'upgrade', s: 0 }]), 'upgrade 0'),
  KARMA_ONLY_WHEN_PAYING: () => seat0(start([die(BLUE, 6)], 2), 'flip 0'),
  // A4 (karmaTiming anyTimeInTurn): chamber 2 paid with the one die showing 2; flipped, it shows 5
  FLIP_DEAD_END: () => seat0(play(start([die(BLUE, 2)], 1, 5, { karmaTiming: 'anyTimeInTurn' }), `space ${TWO.chamber(2)}`), 'flip 0'),
  NOT_ENOUGH_MONEY: () => seat0(start([die(BLUE, 6), die(BLUE, 6)], 0, 0), `space ${TWO.quarry[0]}`),
  EMPTY_ACTION: () => seat0(start([die(BLUE, 3)], 0, 5, { emptyActions: 'forbidden' }), `space ${TWO.various}`),
  NO_SUCH_CHAMBER: () => seat0(reward({ k: 'palace' }), 'chamber 7'),
  GRAND_MOGUL_EXCLUDED: () => seat0(reward({ k: 'palace' }), 'chamber 1'),
  NO_SUCH_STACK: () => seat0(play(setTop(start([die(ORANGE, 4), die(ORANGE, 5)]), ORANGE * 3 + 1, 38), `space ${TWO.quarry[0]}`), 'stack 12'),
  NO_SUCH_CELL: () => seat0(putting(), 'put 12 0'),
  RESIDENCE: () => seat0(putting(), 'put 1 0'),
  SUPPLY_EMPTY: () => seat0(run(withP({ ...fresh(2), supply: [0, 3, 0, 2] }, 0, { dice: [] }), 0, [{ k: 'gain', s: 0, n: 1, c: -1 }]), `take ${BLUE}`),
  NO_SUCH_GROUP: () => seat0(manSingh(), 'order 9'),
  NO_SUCH_BUILDING: () => seat0(play(manSingh(), 'order 0'), 'upgrade 9'),
  BEYOND_FINAL: () => {
    const final = bundledComponents.boards.two.river.spaces.length - 1
    return seat0(play(withP(start([die(BLUE, 3)]), 0, { boat: final - 2 }), `space ${TWO.port[0]}`, 'pay 0'), 'river 3')
  },
  NO_SUCH_TILE: () => seat0(navaratnaBrown(), `income ${bundledComponents.incomeTiles.length} 9`),
  WRONG_SLOT_COLOUR: () => seat0(navaratnaBrown(), 'income 29 0')
}
