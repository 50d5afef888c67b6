/**
 * A scenario for every refusal code of The Border (`rules/refusals.ts`): the compiler names a code
 * left out; `test/refusals.test.ts` runs each.
 */
import { CHANCE } from '../../src/core/index.js'
import type { BorderRefusalCode } from '../../src/games/the-border/rules/refusals.js'
import type { BorderMove, BorderState } from '../../src/games/the-border/index.js'
import type { Refused } from '../support/refusals.js'
import { C, NEXT_TO_WHITE, WHITES, colourOf, dice, play, roll, rollAndStop, segment, start, toAction2, withCrossed } from './helpers.js'

/** Seat 0 of a 3-player game rolls, re-rolls everything twice, and ends on five grey dice (D18). */
export const afterThreeRolls = (): BorderState => {
  let s = start({ players: 3 })
  s = roll(s, ['red', 'red', 'yellow', 'blue', 'orange'])
  s = play(s, [0, { t: 'reroll', dice: ['red', 'red', 'yellow', 'blue', 'orange'] }])
  s = roll(s, ['red', 'yellow', 'yellow', 'blue', 'green'])
  s = play(s, [0, { t: 'reroll', dice: ['red', 'yellow', 'yellow', 'blue', 'green'] }])
  return roll(s, ['grey', 'grey', 'grey', 'grey', 'grey'])
}

/** Action 2 for seat 1 after the active player used no die: all five available (D28c). */
const a2 = (): BorderState => toAction2(start(), dice(['blue', 1], ['grey', 1], ['green', 1], ['red', 1], ['orange', 1]))

/** A box next to a white box on seat 1's sheet whose colour is `colour`. */
const nextToWhite = (colour: string): number => NEXT_TO_WHITE.find((b) => colourOf(1, b) === colour) as number

/** A scenario producing each declared code: the compiler names a code left out. */
export const borderScenarios = {
  NOT_AN_OUTCOME: () => ({ state: start(), actor: CHANCE, move: { t: 'first', seat: 2 } }),
  CHANCE_ONLY: () => ({ state: roll(start(), ['red', 'red', 'yellow', 'blue', 'orange']), actor: 0, move: { t: 'roll', colour: 'red' } }),
  WRONG_PHASE: () => ({ state: roll(start(), ['red', 'red', 'yellow', 'blue', 'orange']), actor: 0, move: { t: 'complete', colour: 'red', length: 2 } }),
  NO_ROLLS_LEFT: () => ({ state: afterThreeRolls(), actor: 0, move: { t: 'reroll', dice: ['grey'] } }),
  ROLLING_STOPPED: () => ({ state: rollAndStop(start(), dice(['grey', 2], ['red', 3])), actor: 0, move: { t: 'stop' } }),
  EMPTY_REROLL: () => ({ state: roll(start(), ['red', 'red', 'yellow', 'blue', 'orange']), actor: 0, move: { t: 'reroll', dice: [] } }),
  UNORDERED_DICE: () => ({ state: roll(start(), ['red', 'red', 'yellow', 'blue', 'orange']), actor: 0, move: { t: 'reroll', dice: ['yellow', 'red'] } }),
  DIE_NOT_SHOWING: () => ({ state: roll(start(), ['red', 'red', 'yellow', 'blue', 'orange']), actor: 0, move: { t: 'reroll', dice: ['grey'] } }),
  NO_SUCH_SEGMENT: () => ({ state: rollAndStop(start(), dice(['grey', 2], ['red', 3])), actor: 0, move: { t: 'complete', colour: 'red', length: 6 } }),
  SEGMENT_COMPLETE: () => ({ state: withCrossed(rollAndStop(start(), dice(['grey', 2], ['red', 3])), 0, segment(0, 'red', 2)), actor: 0, move: { t: 'complete', colour: 'red', length: 2 } }),
  CANNOT_COMPLETE: () => ({ state: rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1])), actor: 0, move: { t: 'complete', colour: 'red', length: 2 } }),
  NO_SUCH_BOX: () => ({ state: a2(), actor: 1, move: { t: 'cross', box: C.boxes.length } }),
  WHITE_BOX: () => ({ state: a2(), actor: 1, move: { t: 'cross', box: WHITES[1] as number } }),
  ALREADY_CROSSED: () => {
    const box = nextToWhite('blue')
    return { state: withCrossed(a2(), 1, [box]), actor: 1, move: { t: 'cross', box } }
  },
  DIE_LIMIT: () => {
    // D28b: the active player used all five dice, so each passive player uses one of the five.
    const s = a2()
    const used = s.a2.used.map((u, seat) => (seat === 1 ? u.map((_, f) => (f === 3 ? 1 : 0)) : u))
    return { state: { ...s, a2: { ...s.a2, limit: 1, used } }, actor: 1, move: { t: 'cross', box: nextToWhite('grey') } }
  },
  NO_DIE_LEFT: () => {
    const s = a2()
    const used = s.a2.used.map((u, seat) => (seat === 1 ? s.a2.pool : u))
    return { state: { ...s, a2: { ...s.a2, used } }, actor: 1, move: { t: 'cross', box: nextToWhite('grey') } }
  },
  DIE_NOT_AVAILABLE: () => ({ state: a2(), actor: 1, move: { t: 'cross', box: C.boxes.find((b) => !b.white && colourOf(1, b.id) === 'yellow')?.id as number } }),
  NOT_ADJACENT: () => {
    const far = C.boxes.find((b) => !b.white && !NEXT_TO_WHITE.includes(b.id) && colourOf(1, b.id) === 'blue')?.id as number
    return { state: a2(), actor: 1, move: { t: 'cross', box: far } }
  }
} satisfies { readonly [K in BorderRefusalCode]: () => Refused<BorderState, BorderMove> }
