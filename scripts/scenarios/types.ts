/**
 * Hand-written scenario vectors: short games from setup, with chosen chance outcomes, that play a
 * rulebook example (or the part of it reachable from the start). `npm run vectors` records each as
 * `vectors/<game>/example-<name>.json`.
 */
import type { Step } from '../../src/core/index.js'

export interface Scenario {
  /** File name part: `example-<name>.json`, e.g. `dx1-rolling`. */
  readonly name: string
  /** What it shows, citing the example and rule ids (goes into the vector's description). */
  readonly description: string
  /** The setup config. */
  readonly config: unknown
  /** The setup seed (irrelevant to the moves: chance outcomes are given as moves). */
  readonly seed: string
  /** Every step from setup, chance outcomes included. */
  readonly moves: readonly Step<unknown>[]
}
