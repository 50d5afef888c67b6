/**
 * Position scenarios: rulebook worked examples that are mid-game positions. Each builds the
 * example's position as a state (plain JSON through the game's own functions), then plays the
 * example's steps from there. `npm run vectors` records each as `vectors/<game>/example-<name>.json`
 * starting from that state (`recordVectorFrom`); `test/vectors-examples.test.ts` checks that each
 * ends where the example says.
 */
import type { Step } from '../../../src/core/index.js'

/** A mid-game rulebook example. */
export interface PositionScenario {
  /** File name part: `example-<name>.json`, e.g. `dx6-same-action`. */
  readonly name: string
  /** What it shows, citing the example and rule ids (goes into the vector's description). */
  readonly description: string
  /** The example's position (the game's state) and its steps from there, chance outcomes included. */
  readonly build: () => { readonly state: unknown; readonly moves: readonly Step<unknown>[] }
}
