/** Scenario vectors of the-border (rulebook examples reachable from setup). */
import type { Scenario } from './types.js'

/** The scenarios, recorded by `npm run vectors` as `vectors/the-border/example-<name>.json`. */
export const scenarios: readonly Scenario[] = []
