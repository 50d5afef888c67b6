/**
 * Shared helpers: the component set of a state, player updates, dice codes.
 * @module
 */
import { bundledComponents } from '../components/bundled.js'
import { derive, type Derived } from '../components/derived.js'
import type { BoardSide } from '../components/types.js'
import type { Player, State, Task } from '../state.js'

/** The derived component data of a state (the bundled set unless the config supplied one). */
export const comps = (s: Pick<State, 'components'>): Derived => derive(s.components ?? bundledComponents)

/** One copy of the state with shared fields patched and, optionally, player `seat` changed (fewer copies on hot paths). */
export const update = (s: State, patch: Partial<State>, seat = -1, change?: Partial<Player>): State => {
  const next: State = Object.assign({ ...s }, patch)
  if (seat < 0 || change === undefined) return next
  const p = s.p.slice()
  p[seat] = Object.assign({ ...(s.p[seat] as Player) }, change)
  return Object.assign(next, { p })
}

/** The derived component data for a player's province side (R12 base side; R135 Navaratna side). */
export const compsFor = (s: State, p: Player): Derived => derive(s.components ?? bundledComponents, p.board)

/** The main-board side in play. */
export const boardSide = (s: Pick<State, 'components' | 'side'>): BoardSide => comps(s).c.boards[s.side]

/** The state with player `i` changed. */
export const withPlayer = (s: State, i: number, change: Partial<Player>): State => {
  const p = s.p.slice()
  p[i] = Object.assign({ ...(s.p[i] as Player) }, change)
  return { ...s, p }
}

/** Player `i` (seat numbers are always in range where this is called). */
export const player = (s: State, i: number): Player => s.p[i] as Player

/** The state with the head task replaced by `tasks` (prepended before the rest of the queue). */
export const replaceHead = (s: State, tasks: readonly Task[]): State => ({ ...s, tasks: tasks.concat(s.tasks.slice(1)) })

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
export const maxReach = (dice: readonly number[], karma: number, colours = 4): number[] => {
  const hit = reachByDice.get(dice)
  if (hit !== undefined && hit.karma === karma && hit.reach.length === colours) return hit.reach
  const reach = computeMaxReach(dice, karma, colours)
  reachByDice.set(dice, { karma, reach })
  return reach
}

const reachByDice = new WeakMap<readonly number[], { readonly karma: number; readonly reach: number[] }>()

const computeMaxReach = (dice: readonly number[], karma: number, colours: number): number[] => {
  const sums: number[] = new Array<number>(colours).fill(0)
  const gains: number[][] = Array.from({ length: colours }, () => [])
  for (const d of dice) {
    const c = dieColour(d)
    const v = dieValue(d)
    sums[c] = (sums[c] ?? 0) + v
    if (7 - 2 * v > 0) gains[c]?.push(7 - 2 * v)
  }
  return sums.map((sum, c) => {
    const g = (gains[c] ?? []).sort((a, b) => b - a)
    let total = sum
    for (let i = 0; i < Math.min(karma, g.length); i++) total += g[i] as number
    return total
  })
}

/** Values of a player's dice of one colour. */
export const valuesOf = (dice: readonly number[], colour: number): number[] => {
  const out: number[] = []
  for (const d of dice) if (dieColour(d) === colour) out.push(dieValue(d))
  return out
}

/** Upgrades made so far (R71). */
export const upgradesMade = (p: Player): number => p.levels.reduce((a, l) => a + l - 2, 0)

/** Kali statue capacity of a seat (R39): the side that player uses (front, 10, in the base game; back, 8, R134). */
export const capacity = (s: State, seat: number): number => {
  const hands = comps(s).c.kaliHands
  return player(s, seat).kali === 'back' ? hands.back : hands.front
}

/** Dice colours. */
export const colourCount = (s: State): number => comps(s).c.diceColours.length

/** Maximum upgrade level (R67: scroll columns 2, 3, 4). */
export const MAX_LEVEL = 4

/** The state with the head task removed. */
export const rest = (s: State): State => ({ ...s, tasks: s.tasks.slice(1) })

/** The state with `tasks` put in front of the queue. */
export const front = (s: State, tasks: readonly Task[]): State => (tasks.length === 0 ? s : { ...s, tasks: [...tasks, ...s.tasks] })

/** Effects grouped for the player to order (A6), or in the fixed order when the option says so. */
export const ordered = (s: State, seat: number, groups: readonly (readonly Task[])[]): Task[] => {
  const g = groups.filter((x) => x.length > 0)
  if (g.length === 0) return []
  if (g.length === 1 || s.options.effectOrder === 'fixed') return g.flat()
  return [{ k: 'order', s: seat, groups: g.map((x) => [...x]) }]
}

