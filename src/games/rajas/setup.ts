/**
 * Setup (R6–R22): board side and covers, supply, stacks, white pile, players; the random parts
 * (top tiles, starting dice, first-player tie) are queued as chance steps.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import type { RngState, RuleViolation } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { derive } from './components/derived.js'
import type { Components } from './components/types.js'
import { validateComponents } from './components/validate.js'
import { defaultOptions, Options } from './options.js'
import { advance } from './rules/flow.js'
import type { Player, State, Task } from './state.js'

/** The config: player count, optional component set (validated) and rule options. */
export const ConfigCodec = t.intersection([
  t.type({ players: t.union([t.literal(2), t.literal(3), t.literal(4)]) }),
  t.partial({ components: t.unknown, options: t.partial(Options.props) })
])
/** The config. */
export type Config = t.TypeOf<typeof ConfigCodec>

const newPlayer = (c: Components): Player => {
  const cells = c.province.cols * c.province.rows
  return {
    money: 0,
    fame: 0, // R18
    karma: 1, // R16
    levels: [2, 2, 2, 2], // R17
    lag: [0, 0, 0, 0],
    dice: [],
    workers: 3, // R14
    placed: 0,
    inactive: 7, // R13: fame 15, money 20, bridge
    gained: 0,
    boat: 0, // R15
    bonus: 0, // R19: bonus marker on money 12
    grid: Array.from({ length: cells }, () => -1),
    under: Array.from({ length: cells }, () => -1),
    incomes: c.province.incomes.map(() => false),
    crossed: 0,
    various: false,
    passed: false,
    mogul: false,
    kali: 'front', // R12
    board: 'base' // R12
  }
}

/** Builds the initial state (before the chance steps of setup). */
export const setupGame = (config: Config, rng: RngState): E.Either<RuleViolation, State> => {
  let components: Components | undefined
  if (config.components !== undefined) {
    const v = validateComponents(config.components)
    if (E.isLeft(v)) return v
    components = v.right
  }
  const c = components ?? bundledComponents
  const d = derive(c)
  const options: Options = { ...defaultOptions, ...(config.options ?? {}) }
  const n = config.players
  const side = n === 2 ? 'two' : 'threeFour' // R6
  const board = c.boards[side]
  const tasks: Task[] = [
    ...d.stacks.flatMap((ids, i): Task[] => (ids.length > 0 ? [{ k: 'tile', s: -1, i }] : [])), // R10
    ...Array.from({ length: n }, (_, seat) => c.diceColours.map((_, col): Task => ({ k: 'roll', s: seat, c: col }))).flat(), // R20
    { k: 'start', s: -1 } // R21, R22
  ]
  const state: State = {
    rng,
    players: n,
    options,
    side,
    phase: 'setup',
    supply: c.diceColours.map(() => c.dicePerColour), // R9
    stacks: d.stacks.map((x) => [...x].sort((a, b) => a - b)),
    tops: d.stacks.map(() => -1),
    white: c.incomeTiles.flatMap((x, i) => (x.colour === 'white' ? [i] : [])), // R11
    discard: [],
    spaces: board.spaces.map((_, j) => (n === 3 && board.covers3.includes(j) ? -2 : -1)), // R7
    first: 0,
    turn: 0,
    round: 1,
    crossings: 0,
    ended: false,
    tasks,
    p: Array.from({ length: n }, () => newPlayer(c))
  }
  return E.right(advance(components === undefined ? state : { ...state, components }))
}
