/** Scenario vectors of rajas (rulebook examples reachable from setup). */
import type { Scenario } from './types.js'

/** The scenarios, recorded by `npm run vectors` as `vectors/rajas/example-<name>.json`. */
export const scenarios: readonly Scenario[] = []
