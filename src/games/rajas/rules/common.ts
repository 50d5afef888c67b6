/**
 * Shared helpers: the component set of a state, player updates, dice codes.
 * @module
 */
import { bundledComponents } from '../components/bundled.js'
import { derive, type Derived } from '../components/derived.js'
import type { BoardSide } from '../components/types.js'
import type { Player, State, Task } from '../state.js'

/** The derived component data of a state (the bundled set unless the config supplied one). */
export const comps = (s: State): Derived => derive(s.components ?? bundledComponents)

/** The main-board side in play. */
export const boardSide = (s: State): BoardSide => comps(s).c.boards[s.side]

/** The state with player `i` changed. */
export const withPlayer = (s: State, i: number, change: Partial<Player>): State => ({
  ...s,
  p: s.p.map((x, j) => (j === i ? { ...x, ...change } : x))
})

/** Player `i` (seat numbers are always in range where this is called). */
export const player = (s: State, i: number): Player => s.p[i] as Player

/** The state with the head task replaced by `tasks` (prepended before the rest of the queue). */
export const replaceHead = (s: State, tasks: readonly Task[]): State => ({ ...s, tasks: [...tasks, ...s.tasks.slice(1)] })

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

/** Kali statue capacity (R39; the front side in the base game). */
export const capacity = (s: State): number => comps(s).c.kaliHands.front

/** Dice colours. */
export const colourCount = (s: State): number => comps(s).c.diceColours.length
