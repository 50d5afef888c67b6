/** Direct access to rule functions for tests. */
import { placementProblem } from '../../src/games/rajas/rules/actions.js'
import type { RajasState } from '../../src/games/rajas/index.js'

/** The placement problem of seat on space j, if any. */
export const placementProblemFor = (s: RajasState, seat: number, j: number): unknown => placementProblem(s, seat, j)
