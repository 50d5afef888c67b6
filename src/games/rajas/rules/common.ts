/**
 * Shared helpers: the component set of a state, player updates, dice codes.
 * @module
 */
import { bundledComponents } from '../components/bundled.js'
import { derive, type Derived } from '../components/derived.js'
import type { BoardSide } from '../components/types.js'
import type { RngState } from '../../../core/index.js'
import type { Player, RajasState, Task } from '../state.js'

/** The derived component data of a state (the bundled set unless the config supplied one). */
export const comps = (s: Pick<RajasState, 'components'>): Derived => derive(s.components ?? bundledComponents)

/**
 * A copy of the state with `tasks` and `p`: a literal of the state's fields in the codec's order
 * when no optional field is present (the base game), so that states share one shape and V8 copies
 * and reads them on its fast paths; otherwise a spread (speed only: the same JSON value either way).
 */
export const copyState = (s: RajasState, tasks: readonly Task[], p: readonly Player[]): RajasState =>
  s.components === undefined && s.reason === undefined && s.variant === undefined && s.display === undefined && s.rpile === undefined && s.rtiles === undefined
    ? {
        rng: s.rng,
        players: s.players,
        options: s.options,
        side: s.side,
        phase: s.phase,
        supply: s.supply,
        stacks: s.stacks,
        tops: s.tops,
        white: s.white,
        discard: s.discard,
        spaces: s.spaces,
        first: s.first,
        turn: s.turn,
        round: s.round,
        crossings: s.crossings,
        ended: s.ended,
        tasks: tasks as Task[],
        p: p as Player[]
      }
    : { ...s, tasks: tasks as Task[], p: p as Player[] }

/** A state being built: a fresh copy from {@link copyState}, written before anyone else sees it. */
export type Fresh = { -readonly [K in keyof RajasState]: RajasState[K] }

/** `{ ...s, rng }` on the fast path of {@link copyState}. */
export const withRng = (s: RajasState, rng: RngState): RajasState => {
  const next = copyState(s, s.tasks, s.p) as Fresh
  next.rng = rng
  return next
}

/** `{ ...s, turn, tasks }` on the fast path of {@link copyState}. */
export const withTurn = (s: RajasState, turn: number, tasks: readonly Task[]): RajasState => {
  const next = copyState(s, tasks, s.p) as Fresh
  next.turn = turn
  return next
}

/** A copy of a player: a literal of its fields when no optional field is present (as {@link copyState}). */
export const copyPlayer = (q: Player): Player =>
  q.slots === undefined && q.extra === undefined
    ? {
        money: q.money,
        fame: q.fame,
        karma: q.karma,
        levels: q.levels,
        lag: q.lag,
        dice: q.dice,
        workers: q.workers,
        placed: q.placed,
        inactive: q.inactive,
        gained: q.gained,
        boat: q.boat,
        bonus: q.bonus,
        grid: q.grid,
        under: q.under,
        incomes: q.incomes,
        crossed: q.crossed,
        various: q.various,
        passed: q.passed,
        mogul: q.mogul,
        kali: q.kali,
        board: q.board
      }
    : { ...q }

/** One copy of the state with shared fields patched and, optionally, player `seat` changed (fewer copies on hot paths). */
export const update = (s: RajasState, patch: Partial<RajasState>, seat = -1, change?: Partial<Player>): RajasState => {
  let p = s.p
  if (seat >= 0 && change !== undefined) {
    p = s.p.slice()
    p[seat] = Object.assign(copyPlayer(s.p[seat] as Player), change)
  }
  return Object.assign(copyState(s, s.tasks, p), patch)
}

/** The derived component data for a player's province side (R12 base side; R135 Navaratna side). */
export const compsFor = (s: RajasState, p: Player): Derived => derive(s.components ?? bundledComponents, p.board)

/** The main-board side in play. */
export const boardSide = (s: Pick<RajasState, 'components' | 'side'>): BoardSide => comps(s).c.boards[s.side]

/** The state with player `i` changed. */
export const withPlayer = (s: RajasState, i: number, change: Partial<Player>): RajasState => {
  const p = s.p.slice()
  p[i] = Object.assign(copyPlayer(s.p[i] as Player), change)
  return copyState(s, s.tasks, p)
}

/** Player `i` (seat numbers are always in range where this is called). */
export const player = (s: RajasState, i: number): Player => s.p[i] as Player

/** The state with the head task replaced by `tasks` (prepended before the rest of the queue). */
export const replaceHead = (s: RajasState, tasks: readonly Task[]): RajasState => copyState(s, headReplaced(s.tasks, tasks), s.p)

/** The queue with its head replaced by `tasks`. */
export const headReplaced = (queue: readonly Task[], tasks: readonly Task[]): Task[] => {
  // one new queue, filled in place (speed only: `tasks.concat(queue.slice(1))` makes two)
  const out = new Array<Task>(tasks.length + queue.length - 1)
  for (let i = 0; i < tasks.length; i++) out[i] = tasks[i] as Task
  for (let i = 1; i < queue.length; i++) out[tasks.length + i - 1] = queue[i] as Task
  return out
}

/** The colour of a die code. */
export const dieColour = (d: number): number => Math.floor(d / 10)
/** The value of a die code. */
export const dieValue = (d: number): number => d % 10
/** A die code. */
export const dieCode = (colour: number, value: number): number => colour * 10 + value

/** The opposite face (R44): faces sum to 7. */
export const flipped = (v: number): number => 7 - v

/**
 * Can dice with these values, flipping at most `karma` of them (R44), total at least `need`?
 * (R50 overpay allowed; R36 counts flippable dice with either face.)
 */
export const canReach = (values: readonly number[], karma: number, need: number): boolean => {
  let sum = 0
  const gains: number[] = []
  for (const v of values) {
    sum += v
    if (7 - 2 * v > 0) gains.push(7 - 2 * v)
  }
  if (sum >= need) return true
  gains.sort((a, b) => b - a)
  for (let i = 0; i < Math.min(karma, gains.length); i++) {
    sum += gains[i] as number
    if (sum >= need) return true
  }
  return false
}

/**
 * The highest total the dice of each colour can reach with at most `karma` flips (R44, R50):
 * `canReach(valuesOf(dice, c), karma, need)` iff `need <= maxReach(dice, karma)[c]`.
 */
export const maxReach = (dice: readonly number[], karma: number, colours = 4): number[] => computeMaxReach(dice, karma, colours)

const computeMaxReach = (dice: readonly number[], karma: number, colours: number): number[] => {
  const sums = new Array<number>(colours)
  for (let c = 0; c < colours; c++) sums[c] = colourReach(dice, -1, karma, c)
  return sums
}

/**
 * The highest total the dice of colour `c` but the one at index `skip` (-1: none) can reach with at
 * most `karma` flips (R44, R50): `maxReach(without(dice, skip), karma)[c]`, without building either
 * list (speed only). A flip turns v into 7 - v, a gain of 7 - 2v: 5, 3 or 1 for a 1, 2 or 3; the
 * best flips take the 1s first, then the 2s, then the 3s: counted, not sorted.
 */
export const colourReach = (dice: readonly number[], skip: number, karma: number, c: number): number => {
  let sum = 0
  let n1 = 0
  let n2 = 0
  let n3 = 0
  for (let k = 0; k < dice.length; k++) {
    const d = dice[k] as number
    if (k === skip || dieColour(d) !== c) continue
    const v = dieValue(d)
    sum += v
    if (v === 1) n1++
    else if (v === 2) n2++
    else if (v === 3) n3++
  }
  let left = karma
  for (let v = 1; v <= 3 && left > 0; v++) {
    const n = Math.min(left, v === 1 ? n1 : v === 2 ? n2 : n3)
    sum += n * (7 - 2 * v)
    left -= n
  }
  return sum
}

/** The dice without the one at index `j`. */
export const without = (dice: readonly number[], j: number): number[] => dice.filter((_, k) => k !== j)

/** Values of a player's dice of one colour. */
export const valuesOf = (dice: readonly number[], colour: number): number[] => {
  const out: number[] = []
  for (const d of dice) if (dieColour(d) === colour) out.push(dieValue(d))
  return out
}

/** Upgrades made so far (R71). */
export const upgradesMade = (p: Player): number => p.levels.reduce((a, l) => a + l - 2, 0)

/** Kali statue capacity of a seat (R39): the side that player uses (front, 10, in the base game; back, 8, R134). */
export const capacity = (s: RajasState, seat: number): number => {
  const hands = comps(s).c.kaliHands
  return player(s, seat).kali === 'back' ? hands.back : hands.front
}

/** Dice colours. */
export const colourCount = (s: RajasState): number => comps(s).c.diceColours.length

/** The most karma a player holds (R43: karma gained beyond it is lost). */
export const KARMA_MAX = 3

/** Maximum upgrade level (R67: scroll columns 2, 3, 4). */
export const MAX_LEVEL = 4

/** The state with the head task removed. */
export const rest = (s: RajasState): RajasState => copyState(s, s.tasks.slice(1), s.p)

/** The state with `tasks` put in front of the queue. */
export const front = (s: RajasState, tasks: readonly Task[]): RajasState => (tasks.length === 0 ? s : copyState(s, [...tasks, ...s.tasks], s.p))

/** Effects grouped for the player to order (A6), or in the fixed order when the option says so. */
export const ordered = (s: RajasState, seat: number, groups: readonly (readonly Task[])[]): Task[] => {
  // Counted and concatenated by loops (speed only: `filter` + `flat` were 3 % of a playout).
  let nonEmpty = 0
  for (let i = 0; i < groups.length; i++) if ((groups[i] as readonly Task[]).length > 0) nonEmpty++
  if (nonEmpty > 1 && s.options.effectOrder !== 'fixed') return [{ k: 'order', s: seat, groups: groups.filter((x) => x.length > 0).map((x) => [...x]) }]
  const out: Task[] = []
  for (let i = 0; i < groups.length; i++) {
    const g = groups[i] as readonly Task[]
    for (let k = 0; k < g.length; k++) out.push(g[k] as Task)
  }
  return out
}

