/** Scenario vectors of nagaraja (rulebook examples reachable from setup). */
import type { Scenario } from './types.js'

/** The scenarios, recorded by `npm run vectors` as `vectors/nagaraja/example-<name>.json`. */
export const scenarios: readonly Scenario[] = []
