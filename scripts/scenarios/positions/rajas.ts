/**
 * Position scenarios of Rajas of the Ganges: the rulebook examples built as mid-game positions in
 * test/rajas/*.test.ts (EX1, EX2, EX5, EX6, EX7, EX8, EX9). Two players, seat 0 at the start of
 * its turn (or with the example's decision pending), holding the example's dice, money and karma;
 * dice given to a player come out of the general supply. EX7/EX8 patch the markets of four tiles
 * of the component set carried in the state (as the market tests do). Moves are written in the
 * game's notation (docs/notation.md); chance steps not fixed by the example take their first outcome.
 */
import { CHANCE, settle, type Step } from '../../../src/core/index.js'
import { bundledComponents, rajas, type RajasComponents, type RajasMove, type Player, type RajasState, type Task } from '../../../src/games/rajas/index.js'
import { must, recorder, type Recorder } from './record.js'
import type { PositionScenario } from './types.js'
// the quarry fixture the Rajas tests use too (tile `id` on top of stack `stack`)
import { setTop } from '../../../test/rajas/helpers.js'

const BLUE = 0
const GREEN = 1
const ORANGE = 2
const PURPLE = 3
const die = (colour: number, value: number): number => colour * 10 + value
/** Space indexes on the 2-player side of the bundled board. */
const TWO = { quarry0: 0, various: 5, same0: 6, garden: (colour: number) => 9 + colour, balconyBlue: 13, chamber: (v: number) => 16 + v, port: [23, 24] as const }
/** Quarry stacks: colour * 3 + position; the tiles of EX2 (blue 7) and EX3/EX5 (orange 9, junction, temple + mill). */
const ORANGE_STACK = ORANGE * 3 + 1
const BLUE_STACK = BLUE * 3 + 1
const ORANGE9 = 38
const BLUE7 = 6

type R = Recorder<RajasState, RajasMove>

/** A two-player game after setup, its chance steps settled from the seed. */
const fresh = (): RajasState => must(settle(rajas, must(rajas.setup({ players: 2 }, 'position')))).state

/** Patches a player; dice given or taken move between the player and the general supply. */
const withP = (s: RajasState, seat: number, patch: Partial<Player>): RajasState => {
  const supply = [...s.supply]
  if (patch.dice !== undefined) {
    for (const d of s.p[seat]?.dice ?? []) supply[Math.floor(d / 10)] = (supply[Math.floor(d / 10)] ?? 0) + 1
    for (const d of patch.dice) supply[Math.floor(d / 10)] = (supply[Math.floor(d / 10)] ?? 0) - 1
  }
  return { ...s, supply, p: s.p.map((x, j) => (j === seat ? { ...x, ...patch } : x)) }
}
/** Seat `seat` to act on these tasks now (default: place a worker). */
const turnOf = (s: RajasState, seat: number, tasks: Task[] = [{ k: 'place', s: seat }]): RajasState => ({ ...s, turn: seat, tasks })
/** Plays moves in notation by whoever acts; `*` resolves every pending chance step with its first outcome. */
const play = (r: R, ...texts: string[]): R => {
  for (const text of texts) {
    if (text === '*') {
      while (rajas.actors(r.state)[0] === CHANCE) r.step(CHANCE, (rajas.chanceOutcomes(r.state)[0] as { move: RajasMove }).move)
      continue
    }
    const actor = rajas.actors(r.state)[0]
    if (actor === undefined) throw new Error(`rajas position scenario: game over before '${text}'`)
    r.step(actor, must(rajas.parseMove(text)))
  }
  return r
}
const scenario = (state: RajasState, ...texts: string[]): { state: RajasState; moves: readonly Step<RajasMove>[] } => ({ state, moves: play(recorder(rajas, state), ...texts).moves })

/** Tiles `ids` leave the quarry (they are in a province): a face-up top is replaced from its stack. */
const takeOut = (s: RajasState, ids: readonly number[]): RajasState => {
  let stacks = s.stacks.map((x) => x.filter((y) => !ids.includes(y)))
  const tops = s.tops.map((x, k) => {
    if (!ids.includes(x)) return x
    const next = stacks[k]?.[0] ?? -1
    stacks = stacks.map((y, j) => (j === k ? y.slice(1) : y))
    return next
  })
  return { ...s, stacks, tops }
}

/** Rena's province (EX7, EX8): 1 silk market (2) and 3 tea markets (3, 2, 2) on tiles 0–3, a blue 4 in hand. */
const rena = (): RajasState => {
  const grid = Array.from({ length: 12 }, () => -1)
  grid[0] = 0
  grid[2] = 4
  grid[4] = 8
  grid[5] = 12
  const c = JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents
  const markets = [{ good: 0, value: 2 }, { good: 1, value: 3 }, { good: 1, value: 2 }, { good: 1, value: 2 }]
  c.tiles.slice(0, 4).forEach((t, i) => {
    ;(t as { buildings: number[] }).buildings = [0]
    ;(t as { markets: unknown }).markets = [markets[i]]
  })
  return turnOf(withP({ ...takeOut(fresh(), [0, 1, 2, 3]), components: c }, 0, { grid, money: 10, dice: [die(BLUE, 4)], karma: 0 }), 0)
}

/** Seat 0 to place a worker with 5 money and an orange 4 and 5, the orange 9 tile on top of its stack (EX3, EX4). */
const quarryTurn = (): RajasState => setTop(turnOf(withP(fresh(), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0), ORANGE_STACK, ORANGE9)

/** No bonus or worker prompts on the fame track (EX13's players are past them). */
const QUIET = { bonus: 4, inactive: 0, workers: 5, gained: 2 }

/** Rajas's mid-game rulebook examples. */
export const positions: readonly PositionScenario[] = [
  {
    name: 'ex1-karma-flip',
    description: 'EX1 (R44) from the position: seat 0 holds a blue 1 and 1 karma; it takes the palace chamber of value 6 and pays with the 1 turned to a 6 (karma 1 → 0).',
    build: () => scenario(turnOf(withP(fresh(), 0, { money: 5, dice: [die(BLUE, 1)], karma: 1 }), 0), `space ${TWO.chamber(6)}`, 'pay 0 flip')
  },
  {
    name: 'ex2-overpay',
    description: 'EX2 (R50) from the position: seat 0 holds a blue 3 and a blue 5 and takes the blue 7 tile from the quarry, paying 8 (overpaying is allowed), then places it.',
    build: () => scenario(setTop(turnOf(withP(fresh(), 0, { money: 5, dice: [die(BLUE, 3), die(BLUE, 5)], karma: 0 }), 0), BLUE_STACK, BLUE7), `space ${TWO.quarry0}`, `stack ${BLUE_STACK}`, '*', 'pay 0', 'pay 0')
  },
  {
    name: 'ex5-fame-and-income',
    description: 'EX5 (R60, R61) from the position: Lena (seat 0, fame 10, mill at level 3) places the orange 9 tile (temple + mill) on the special income: 2 + 3 = 5 fame (15, a worker activated on the way, R112), then the income: 1 die of any colour (purple, rolled 4) and an upgrade (temple 2 → 3).',
    build: () => {
      const incomes = bundledComponents.province.incomes.map((inc) => !(inc.cell === 2 && inc.edge === 1))
      const s = setTop(turnOf(withP(fresh(), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0, levels: [2, 2, 2, 3], incomes, fame: 10 }), 0), ORANGE_STACK, ORANGE9)
      return scenario(s, `space ${TWO.quarry0}`, `stack ${ORANGE_STACK}`, '*', 'pay 0', 'pay 0', 'put 2 0', `take ${PURPLE}`, 'roll 4', 'upgrade 0')
    }
  },
  {
    name: 'ex6-upgrade',
    description: 'EX6 (R68) from the position: seat 0 has an upgrade to make with every building type at level 2; it moves the temple cube from 2 to 3.',
    build: () => scenario(turnOf(fresh(), 0, [{ k: 'upgrade', s: 0 }, { k: 'place', s: 0 }]), 'upgrade 0')
  },
  {
    name: 'ex7-different-goods',
    description: 'EX7 (R74) from the position: Rena (seat 0, 10 money) has 1 silk market (2) and 3 tea markets (3, 2, 2); on a different-goods space she sells silk 2 and tea 3: 15 money.',
    build: () => scenario(rena(), `space ${TWO.various}`, 'market 0 0', 'market 2 0')
  },
  {
    name: 'ex8-same-goods',
    description: 'EX8 (R75) from the position: the same province; on a same-goods space with a die of 4 Rena sells all three tea markets (3 + 2 + 2): 17 money.',
    build: () => scenario(rena(), `space ${TWO.same0}`, 'pay 0', 'good 1', 'market 2 0', 'market 4 0', 'market 5 0')
  },
  {
    name: 'ex9-gardens',
    description: 'EX9 (R80) from the position: Lena (seat 0, no dice) takes the orange gardens space: 1 orange die from the supply, rolled (5), put on her Kali statue.',
    build: () => scenario(turnOf(withP(fresh(), 0, { money: 5, dice: [], karma: 0 }), 0), `space ${TWO.garden(ORANGE)}`, 'roll 5')
  },
  {
    name: 'ex3-quarry',
    description: 'EX3 (R48–R51, R60) from the position: Rena (seat 0, 5 money, orange 4 and 5) takes the first quarry space for 1 coin, the orange 9 tile, pays it with the orange 4 + 5 and places it below her residence: 4 money, fame 4 (temple 2 + mill 2).',
    build: () => scenario(quarryTurn(), `space ${TWO.quarry0}`, `stack ${ORANGE_STACK}`, '*', 'pay 0', 'pay 0', 'put 4 0')
  },
  {
    name: 'ex4-two-incomes',
    description: 'EX4 (R62, R64, A6) from the position: Lena (seat 0) places the orange 9 junction tile in the top-left corner and connects two special incomes, taken in the order she chooses: 5 money, then 1 die of any colour (blue, rolled 2).',
    build: () => scenario(quarryTurn(), `space ${TWO.quarry0}`, `stack ${ORANGE_STACK}`, '*', 'pay 0', 'pay 0', 'put 0 0', 'order 1', `take ${BLUE}`, 'roll 2')
  },
  {
    name: 'ex10-balcony',
    description: 'EX10 (R81) from the position: Rena (seat 0, a blue 6 and a green 3) takes the blue balcony space, returns the blue die and takes 2 orange dice, rolled at once: 2 and 4.',
    build: () => scenario(turnOf(withP(fresh(), 0, { money: 5, dice: [die(BLUE, 6), die(GREEN, 3)], karma: 0 }), 0), `space ${TWO.balconyBlue}`, 'pay 0', 'roll 2', 'roll 4')
  },
  {
    name: 'ex11-architect-position',
    description: 'EX11 (R86, A9) from the position: Lena (seat 0, a green 5 and a purple 2, the orange 4 tile below her residence) takes the architect chamber with the 5, covers the orange 4 with the purple 6 tile paid with the purple 2, and scores the new tile (silk 3 + silk 2 = 5 money).',
    build: () => {
      const grid = Array.from({ length: 12 }, () => -1)
      grid[4] = 35 * 4 // the orange 4 tile, straight N–S below the residence
      const s = setTop(turnOf(withP(takeOut(fresh(), [35]), 0, { grid, dice: [die(GREEN, 5), die(PURPLE, 2)], karma: 0, fame: 10 }), 0), PURPLE * 3, 48)
      return scenario(s, `space ${TWO.chamber(5)}`, 'pay 0', 'cover 4', `stack ${PURPLE * 3}`, '*', 'pay 0', 'put 4 0')
    }
  },
  {
    name: 'ex12-river-position',
    description: 'EX12 (R88–R92) from the position: Lena (seat 0, boat on river space 1, mill at level 3, a blue 2) takes the second port space for 1 money; the die of 2 moves her boat 2 spaces, skipping the space of the yellow boat (seat 1); the reward is an upgrade: mill 3 → 4.',
    build: () => {
      let s = withP(turnOf(withP(fresh(), 0, { money: 5, dice: [die(BLUE, 2)], karma: 0 }), 0), 0, { boat: 1, levels: [2, 2, 2, 3] })
      s = withP(s, 1, { boat: 2, placed: 1 })
      s = { ...s, spaces: s.spaces.map((x, j) => (j === TWO.port[0] ? 1 : x)) }
      return scenario(s, `space ${TWO.port[1]}`, 'pay 0', 'river 2', 'upgrade 3')
    }
  },
  {
    name: 'ex13-game-end',
    description: 'EX13 (R127, R129, R131) from the position: Rena (seat 0, money 60, fame 30) sells silk 2 + tea 3 and her markers pass (money 65, fame 30: margin +2); the stage is completed: Lena (seat 1, money 53, fame 32, mill at 3) pays 1 coin for the quarry and builds temple + mill for 5 fame (money 52, fame 37: margin +2). Both have margin 2; Rena crossed first and wins.',
    build: () => {
      let s = withP(rena(), 0, { money: 60, fame: 30, ...QUIET })
      s = setTop(withP(s, 1, { money: 53, fame: 32, dice: [die(ORANGE, 4), die(ORANGE, 5)], levels: [2, 2, 2, 3], ...QUIET }), ORANGE_STACK, ORANGE9)
      return scenario({ ...s, first: 0 }, `space ${TWO.various}`, 'market 0 0', 'market 2 0', `space ${TWO.quarry0}`, `stack ${ORANGE_STACK}`, '*', 'pay 0', 'pay 0', 'put 4 0')
    }
  }
]
