/**
 * Every code Nagaraja refuses a move with, declared once (docs/refusals.md): a test produces each,
 * and fails on a code produced, or written in the rules, that is not here. The precedence: the
 * wrapper's checks (game over, turn, shape), then the step (`stepRefusal` in `context.ts`: a move
 * of a step not pending — over for this round, `STEP_OVER`, or not yet, `WRONG_STEP`), then the
 * move's own rule, in each rule module (`round.ts` sends every move to its module).
 * @module
 */

/** Every refusal code of the rules (besides the wrapper's `GAME_OVER`, `NOT_YOUR_TURN`, `MALFORMED_MOVE`), with when it is given. */
export const refusalCodes = {
  CHANCE_ONLY: 'a seat sends a move only chance makes: a stick face, a card, a room, a relic, an amulet (N29)',
  NOT_AN_OUTCOME: 'chance gives something that is not an outcome of its pending event (N13, N14, N17, N26, N35, N48, N60)',
  WRONG_STEP: 'the move belongs to a step of the round still to come, or to none pending now (the rule of the pending step: N31, N38, N39, N43, N47, N63)',
  STEP_OVER: 'the move belongs to a step over for this round: cards laid (N32), the Clash ended (N40), the room placed (N43)',
  NO_SELECTION: 'laying no card (N33)',
  NOT_IN_HAND: 'the card is not in hand; laid cards cannot be activated (N18, N31)',
  ALREADY_SELECTED: 'the card is selected already (N31)',
  MIXED_SYMBOLS: 'cards of different symbols in one selection (N31)',
  NO_SUCH_STICK: 'there is no such stick in play (N39, NQ18)',
  NOT_A_NAGA: 'the stick does not show a Naga (N39)',
  NO_EFFECT: 'the ability can do nothing now (option allowNoEffect, NQ14)',
  NO_DRAW_AMULET: 'no Draw amulet held (N62)',
  NO_CANCEL_AMULET: 'no Cancel amulet held (N63)',
  WRONG_TARGET_KIND: 'the pending ability takes another kind of choice (N39)',
  ILLEGAL_TARGET: "the card's arrows, or the ability's one target seat, do not allow that target (N9, N50, N51)",
  ALREADY_PICKED: 'the stick or relic is chosen already (N50, N51, N52)',
  NO_SUCH_PLACE: 'there is no such hiding place (N52)',
  RELIC_FACE_UP: 'only face-down relics are peeked at (N52)',
  BAD_PAIR: 'a swap needs two different places or spaces a < b (N53, N56)',
  NOT_A_ROOM: 'the space holds no room (N54, N55, N56)',
  BAD_ROTATION: 'a rotation out of range (N43; NQ13: 1–3 quarter turns)',
  NO_SUCH_SPACE: 'there is no such room space (N43, N55, N57)',
  TRAP_SPACE: 'the trap lies on that space (N57, NQ12)',
  SPACE_OCCUPIED: 'the space holds a room (N43, N55, N57)',
  NOT_REACHABLE: 'the space neither touches an entrance nor is next to a room of the seat (N43)',
  NOT_IN_DISCARD: 'the card is not in the discard pile (N58)',
  NOT_DRAWN: 'the card is not among those just drawn (N47)'
} as const

/** A code of {@link refusalCodes}. */
export type NagarajaRefusalCode = keyof typeof refusalCodes

/** The codes that refuse a move for its kind (the pending step takes no such move), never for its particulars. */
export const refusedByKind: readonly NagarajaRefusalCode[] = ['CHANCE_ONLY', 'WRONG_STEP', 'STEP_OVER', 'NO_SELECTION', 'NO_DRAW_AMULET', 'NO_CANCEL_AMULET', 'WRONG_TARGET_KIND']
