/**
 * Every code Nagaraja refuses a move with, declared once (docs/refusals.md): a test produces each,
 * and fails on a code produced, or written in the rules, that is not here. The precedence: the
 * wrapper's checks (game over, turn, shape), then the step (`stepRefusal` in `context.ts`: a move
 * of a step not pending — over for this round, `STEP_OVER`, or not yet, `WRONG_STEP`), then the
 * move's own rule, in each rule module (`round.ts` sends every move to its module).
 * @module
 */

/** Every refusal code of the rules (besides the wrapper's `GAME_OVER`, `NOT_YOUR_TURN`, `MALFORMED_MOVE`), with when it is given. */
export const refusalCodes = [
  /** A seat sends a move only chance makes: a stick face, a card, a room, a relic, an amulet (N29). */
  'CHANCE_ONLY',
  /** Chance gives something that is not an outcome of its pending event (N13, N14, N17, N26, N35, N48, N60). */
  'NOT_AN_OUTCOME',
  /** The move belongs to a step of the round still to come, or to none pending now (the rule of the pending step: N31, N38, N39, N43, N47, N63). */
  'WRONG_STEP',
  /** The move belongs to a step over for this round: cards laid (N32), the Clash ended (N40), the room placed (N43). */
  'STEP_OVER',
  /** Laying no card (N33). */
  'NO_SELECTION',
  /** The card is not in hand; laid cards cannot be activated (N18, N31). */
  'NOT_IN_HAND',
  /** The card is selected already (N31). */
  'ALREADY_SELECTED',
  /** Cards of different symbols in one selection (N31). */
  'MIXED_SYMBOLS',
  /** There is no such stick in play (N39, NQ18). */
  'NO_SUCH_STICK',
  /** The stick does not show a Naga (N39). */
  'NOT_A_NAGA',
  /** The ability can do nothing now (option allowNoEffect, NQ14). */
  'NO_EFFECT',
  /** No Draw amulet held (N62). */
  'NO_DRAW_AMULET',
  /** No Cancel amulet held (N63). */
  'NO_CANCEL_AMULET',
  /** The pending ability takes another kind of choice (N39). */
  'WRONG_TARGET_KIND',
  /** The card's arrows, or the ability's one target seat, do not allow that target (N9, N50, N51). */
  'ILLEGAL_TARGET',
  /** The stick or relic is chosen already (N50, N51, N52). */
  'ALREADY_PICKED',
  /** There is no such hiding place (N52). */
  'NO_SUCH_PLACE',
  /** Only face-down relics are peeked at (N52). */
  'RELIC_FACE_UP',
  /** A swap needs two different places or spaces a < b (N53, N56). */
  'BAD_PAIR',
  /** The space holds no room (N54, N55, N56). */
  'NOT_A_ROOM',
  /** A rotation out of range (N43; NQ13: 1–3 quarter turns). */
  'BAD_ROTATION',
  /** There is no such room space (N43, N55, N57). */
  'NO_SUCH_SPACE',
  /** The trap lies on that space (N57, NQ12). */
  'TRAP_SPACE',
  /** The space holds a room (N43, N55, N57). */
  'SPACE_OCCUPIED',
  /** The space neither touches an entrance nor is next to a room of the seat (N43). */
  'NOT_REACHABLE',
  /** The card is not in the discard pile (N58). */
  'NOT_IN_DISCARD',
  /** The card is not among those just drawn (N47). */
  'NOT_DRAWN'
] as const

/** A code of {@link refusalCodes}. */
export type NagarajaRefusalCode = (typeof refusalCodes)[number]

/** The codes that refuse a move for its kind (the pending step takes no such move), never for its particulars. */
export const refusedByKind: readonly NagarajaRefusalCode[] = ['CHANCE_ONLY', 'WRONG_STEP', 'STEP_OVER', 'NO_SELECTION', 'NO_DRAW_AMULET', 'NO_CANCEL_AMULET', 'WRONG_TARGET_KIND']
