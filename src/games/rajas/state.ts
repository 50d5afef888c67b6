/**
 * The Rajas state: plain JSON, one record per player plus the shared board, and the queue of
 * pending steps (`tasks`) through which every compound action is a chain of small decisions.
 * @module
 */
import * as t from 'io-ts'
import { Components, Reward } from './components/types.js'
import { Options, Variant } from './options.js'

const RngCodec = t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number })

/** Kinds of pending step. Chance: roll, reroll, tile, white, first, groll, gdraw, brown. The rest are seat decisions or automatic. */
export const TaskKind = t.keyof({
  roll: null, // chance: roll a die of colour c for seat s (R38)
  reroll: null, // chance: re-roll die i of seat s (R79)
  tile: null, // chance: reveal the next top tile of stack i (R10)
  white: null, // chance: draw a white income tile for seat s (R83)
  first: null, // chance: first-player tie among `list` (A1)
  start: null, // auto: pick the first player and starting money (R21, R22)
  place: null, // decision: place a worker (R26)
  payDie: null, // decision: pay one die for space i (m: chamber | balcony | same | port)
  buy: null, // decision: choose a top tile (quarry, or architect over `cell`)
  cover: null, // decision: the architect's tile to cover (R86)
  payTile: null, // decision: pay dice of colour c totalling n (R50)
  put: null, // decision: place `tile` (on `cell` for the architect)
  gain: null, // decision/auto: take n dice of colour c (-1 any) (R38–R41)
  upgrade: null, // decision: upgrade a building type (R68); m = 'lag' for fame 5 (A8)
  opt: null, // decision: take optional bonus r or not (R118–R120)
  reward: null, // auto: resolve reward r
  money: null, // auto: gain n money
  fame: null, // auto: gain n fame
  karma: null, // auto: gain n karma
  worker: null, // auto: activate worker of source bit i (R112–R114)
  river: null, // decision: move the boat 1..n spaces (R90)
  boat: null, // auto: move the boat exactly n unoccupied spaces (n 0 = to the next one, R95)
  palace: null, // decision: the free chamber action of a river space (R100)
  market: null, // decision: score markets (m 'v' various / 's' same, n max, i good, list picked)
  terrace: null, // decision: re-roll dice (list = already re-rolled)
  order: null, // decision: which group of effects next (A6)
  score: null, // auto: score the tile on `cell` and connect special incomes (R60–R64)
  chamber: null, // auto: the action of chamber n (R82–R87)
  groll: null, // chance (Ganga setup): roll to place a river tile, counting on from space n (R145, R146)
  gdraw: null, // chance (Ganga setup): draw the river tile for space i (R145)
  brown: null, // chance (Navaratna setup): draw seat s's brown tile (R136)
  inc: null // decision (Navaratna): put an income tile on a slot (m: setup | dancer | fewer) (R136, R141, R142)
})
/** A kind of pending step. */
export type TaskKind = t.TypeOf<typeof TaskKind>

/** A pending step: kind, seat, and the fields that kind uses. */
export interface Task {
  readonly k: TaskKind
  readonly s: number
  readonly c?: number
  readonly n?: number
  readonly i?: number
  readonly m?: string
  readonly tile?: number
  readonly cell?: number
  readonly r?: Reward
  readonly list?: number[]
  readonly sum?: number
  readonly groups?: Task[][]
}

/** io-ts codec of a pending step. */
export const TaskCodec: t.Type<Task> = t.recursion('Task', () =>
  t.intersection([
    t.type({ k: TaskKind, s: t.number }),
    t.partial({
      c: t.number,
      n: t.number,
      i: t.number,
      m: t.string,
      tile: t.number,
      cell: t.number,
      r: Reward,
      list: t.array(t.number),
      sum: t.number,
      groups: t.array(t.array(TaskCodec))
    })
  ])
)

/** Bits of `inactive`: the worker on the fame track, the money track, the bridge (R13). */
export const WORKER_BIT = { fame: 1, money: 2, bridge: 4 } as const

/** One player's state. Dice are coded `colour * 10 + value`; grid cells `tile * 4 + rotation` or -1. */
export const PlayerCodec = t.intersection([t.type({
  money: t.number,
  fame: t.number,
  karma: t.number,
  levels: t.array(t.number), // upgrade level per building type (R67)
  lag: t.array(t.number), // fame-5 upgrades not yet counting this turn (A8)
  dice: t.array(t.number),
  workers: t.number, // active workers
  placed: t.number, // placed this round
  inactive: t.number, // WORKER_BIT mask of inactive workers still on the board
  gained: t.number, // extra workers gained (R114)
  boat: t.number,
  bonus: t.number, // index of the next money bonus (R120); = length when removed
  grid: t.array(t.number),
  under: t.array(t.number), // covered tile per cell or -1 (R86)
  incomes: t.array(t.boolean), // special incomes collected (R65)
  crossed: t.number, // 0, or the order in which this player's markers met (R131)
  various: t.boolean, // used a different-goods space this round (R76)
  passed: t.boolean, // skipped for the rest of the round (R29)
  mogul: t.boolean, // used the Grand Mogul this round (R124)
  kali: t.keyof({ front: null, back: null }), // Kali statue side (R12: front in the base game; R134 back)
  board: t.keyof({ base: null, navaratna: null }) // province board side (R12: base; R135 Navaratna)
}), t.partial({
  slots: t.array(t.number), // Navaratna: income tile on each border space of the Navaratna side, or -1 (R136, R141)
  extra: t.number // Navaratna: stages this round in which the player had no worker to place (R142, A18)
})])
/** One player's state. */
export type Player = t.TypeOf<typeof PlayerCodec>

/** The full state. */
export const StateCodec = t.intersection([
  t.type({
    rng: RngCodec,
    players: t.number,
    options: Options,
    side: t.keyof({ two: null, threeFour: null }),
    phase: t.keyof({ setup: null, play: null, over: null }),
    supply: t.array(t.number),
    stacks: t.array(t.array(t.number)), // tiles below the top, as a multiset (sorted ids)
    tops: t.array(t.number), // face-up top tile per stack, -1 none
    white: t.array(t.number), // face-down white pile (multiset of income-tile indices)
    discard: t.array(t.number),
    spaces: t.array(t.number), // -1 free, -2 covered, else the seat of the worker
    first: t.number,
    turn: t.number,
    round: t.number,
    crossings: t.number,
    ended: t.boolean, // the game end has been triggered (R127)
    tasks: t.array(TaskCodec),
    p: t.array(PlayerCodec)
  }),
  t.partial({
    components: Components,
    reason: t.string,
    variant: Variant, // the variants in play (absent in the base game)
    display: t.array(t.number), // Navaratna: the face-up income tiles on the main board (R137)
    rpile: t.array(t.number), // Ganga: river tiles not placed (face down during setup, then out of the game), a multiset
    rtiles: t.array(t.number) // Ganga: river tile on each river space, or -1 (R145)
  })
])
/** The full state. */
export type State = t.TypeOf<typeof StateCodec>
