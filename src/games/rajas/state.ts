/**
 * The Rajas state: plain JSON, one record per player plus the shared board, and the queue of
 * pending steps (`tasks`) through which every compound action is a chain of small decisions.
 * @module
 */
import * as t from 'io-ts'
import { RajasComponentsCodec, Reward } from './components/types.js'
import { RajasOptionsCodec, Variant } from './options.js'

const RngCodec = t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number })

/**
 * The kinds of pending step (R-numbers where each is made). What each kind does — who acts, its
 * legal moves, how a move applies, its prompt — is one entry of the table in `rules/tasks.ts`.
 */
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

/** The fields every pending step has: its kind and the seat it concerns (-1 for none). */
export interface TaskBase<K extends TaskKind> {
  readonly k: K
  readonly s: number
}

/** A pending step, by kind: the fields each kind carries (a tagged union on `k`). */
export type Task =
  | (TaskBase<'roll'> & { readonly c: number })
  | (TaskBase<'reroll'> & { readonly i: number })
  | (TaskBase<'tile'> & { readonly i: number })
  | TaskBase<'white'>
  | (TaskBase<'first'> & { readonly list: number[] })
  | TaskBase<'start'>
  | TaskBase<'place'>
  | (TaskBase<'payDie'> & ({ readonly m: 'same' | 'port'; readonly i: number } | { readonly m: 'balcony'; readonly i: number; readonly c: number } | { readonly m: 'chamber'; readonly i: number; readonly n: number }))
  | (TaskBase<'buy'> & { readonly cell?: number })
  | TaskBase<'cover'>
  | (TaskBase<'payTile'> & { readonly c: number; readonly n: number; readonly tile: number })
  | (TaskBase<'put'> & { readonly tile: number; readonly cell: number })
  | (TaskBase<'gain'> & { readonly n: number; readonly c: number })
  | (TaskBase<'upgrade'> & { readonly m?: 'lag' })
  | (TaskBase<'opt'> & ({ readonly r: Reward; readonly m: 'fame' } | { readonly r: Reward; readonly m: 'money'; readonly i: number }))
  | (TaskBase<'reward'> & { readonly r: Reward })
  | (TaskBase<'money'> & { readonly n: number })
  | (TaskBase<'fame'> & { readonly n: number })
  | (TaskBase<'karma'> & { readonly n: number })
  | (TaskBase<'worker'> & { readonly i: number })
  | (TaskBase<'river'> & { readonly n: number })
  | (TaskBase<'boat'> & { readonly n: number })
  | TaskBase<'palace'>
  | (TaskBase<'market'> & { readonly m: 'v' | 's'; readonly n: number; readonly i: number; readonly list: number[]; readonly sum: number })
  | (TaskBase<'terrace'> & { readonly list: number[] })
  | (TaskBase<'order'> & { readonly groups: Task[][] })
  | (TaskBase<'score'> & { readonly cell: number; readonly m: 'q' | 'a' })
  | (TaskBase<'chamber'> & { readonly n: number })
  | (TaskBase<'groll'> & { readonly n: number })
  | (TaskBase<'gdraw'> & { readonly i: number })
  | TaskBase<'brown'>
  | (TaskBase<'inc'> & ({ readonly m: 'setup'; readonly tile: number } | { readonly m: 'dancer' | 'fewer' }))

/** The pending step of kind `K`. */
export type TaskOf<K extends TaskKind> = Extract<Task, { readonly k: K }>

const step = <K extends TaskKind>(k: K, fields: t.Props = {}, optional: t.Props = {}): t.Mixed =>
  t.intersection([t.type({ k: t.literal(k), s: t.number, ...fields }), t.partial(optional)])

/** One codec per kind of pending step (the fields of {@link Task}). */
const TASK_CODECS: { readonly [K in TaskKind]: t.Mixed } = {
  roll: step('roll', { c: t.number }),
  reroll: step('reroll', { i: t.number }),
  tile: step('tile', { i: t.number }),
  white: step('white'),
  first: step('first', { list: t.array(t.number) }),
  start: step('start'),
  place: step('place'),
  payDie: t.union([
    step('payDie', { m: t.keyof({ same: null, port: null }), i: t.number }),
    step('payDie', { m: t.literal('balcony'), i: t.number, c: t.number }),
    step('payDie', { m: t.literal('chamber'), i: t.number, n: t.number })
  ]),
  buy: step('buy', {}, { cell: t.number }),
  cover: step('cover'),
  payTile: step('payTile', { c: t.number, n: t.number, tile: t.number }),
  put: step('put', { tile: t.number, cell: t.number }),
  gain: step('gain', { n: t.number, c: t.number }),
  upgrade: step('upgrade', {}, { m: t.literal('lag') }),
  opt: t.union([step('opt', { r: Reward, m: t.literal('fame') }), step('opt', { r: Reward, m: t.literal('money'), i: t.number })]),
  reward: step('reward', { r: Reward }),
  money: step('money', { n: t.number }),
  fame: step('fame', { n: t.number }),
  karma: step('karma', { n: t.number }),
  worker: step('worker', { i: t.number }),
  river: step('river', { n: t.number }),
  boat: step('boat', { n: t.number }),
  palace: step('palace'),
  market: step('market', { m: t.keyof({ v: null, s: null }), n: t.number, i: t.number, list: t.array(t.number), sum: t.number }),
  terrace: step('terrace', { list: t.array(t.number) }),
  order: step('order', { groups: t.array(t.array(t.recursion<Task>('Task', () => TaskCodec))) }),
  score: step('score', { cell: t.number, m: t.keyof({ q: null, a: null }) }),
  chamber: step('chamber', { n: t.number }),
  groll: step('groll', { n: t.number }),
  gdraw: step('gdraw', { i: t.number }),
  brown: step('brown'),
  inc: t.union([step('inc', { m: t.literal('setup'), tile: t.number }), step('inc', { m: t.keyof({ dancer: null, fewer: null }) })])
}

const codecOf = (u: unknown): t.Mixed | undefined => {
  if (typeof u !== 'object' || u === null) return undefined
  const k = (u as { readonly k?: unknown }).k
  return typeof k === 'string' && Object.prototype.hasOwnProperty.call(TASK_CODECS, k) ? TASK_CODECS[k as TaskKind] : undefined
}

/** io-ts codec of a pending step: dispatches on `k` to the codec of that kind. */
export const TaskCodec: t.Type<Task> = new t.Type<Task>(
  'Task',
  (u): u is Task => codecOf(u)?.is(u) === true,
  (u, c) => {
    const codec = codecOf(u)
    if (codec === undefined) return t.failure(u, c, `a pending step { k: ${Object.keys(TASK_CODECS).join(' | ')}, s, ... }`)
    const r = codec.validate(u, c)
    return r._tag === 'Left' ? r : t.success(u as Task)
  },
  t.identity
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

/** The io-ts codecs of the state's fields but the generator (a view shows them all). */
export const RajasTableFields = {
  players: t.number,
  options: RajasOptionsCodec,
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
}

/** The io-ts codecs of the state's optional fields (a view shows them too). */
export const RajasOptionalFields = {
  components: RajasComponentsCodec,
  reason: t.string,
  variant: Variant, // the variants in play (absent in the base game)
  display: t.array(t.number), // Navaratna: the face-up income tiles on the main board (R137)
  rpile: t.array(t.number), // Ganga: river tiles not placed (face down during setup, then out of the game), a multiset
  rtiles: t.array(t.number) // Ganga: river tile on each river space, or -1 (R145)
}

/** The full state. */
export const RajasStateCodec = t.intersection([t.type({ rng: RngCodec, ...RajasTableFields }), t.partial(RajasOptionalFields)])
/** The full state. */
export type RajasState = t.TypeOf<typeof RajasStateCodec>

