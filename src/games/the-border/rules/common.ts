/**
 * Shared by the rules and the flow: copying a state (speed only, the same JSON value as a spread).
 * @module
 */
import type { BorderState } from '../state.js'

/** A state being built: a fresh copy from {@link copyState}, written before anyone else sees it. */
export type Fresh = { -readonly [K in keyof BorderState]: BorderState[K] }

/**
 * A copy of `s` to write the changed fields into: a literal of the state's fields in setup's order
 * when it has no supplied component set (then every state has one shape, which V8 copies and reads
 * on its fast paths: a spread of states built in many ways is several times slower), else a spread.
 */
export const copyState = (s: BorderState): Fresh =>
  s.components !== undefined
    ? { ...s }
    : {
        rng: s.rng,
        players: s.players,
        options: s.options,
        sheetOf: s.sheetOf,
        phase: s.phase,
        round: s.round,
        active: s.active,
        rolls: s.rolls,
        toRoll: s.toRoll,
        dice: s.dice,
        spent: s.spent,
        a2: s.a2,
        boards: s.boards
      }
