/**
 * Every code Rajas of the Ganges refuses a move with, declared once (docs/refusals.md): a test
 * produces each, and fails on a code produced, or written in the rules, that is not here. The
 * refusals themselves are in `explain.ts` (and `actions.ts` for placements, `palace.ts` for the
 * chambers that cannot be carried out); their precedence is in `explain.ts`.
 * @module
 */

/** Every refusal code of the rules (besides the wrapper's `GAME_OVER`, `NOT_YOUR_TURN`, `MALFORMED_MOVE`), with when it is given. */
export const refusalCodes = {
  NOT_AN_OUTCOME: 'chance gives something that is not an outcome of its pending step (R10, R38, R79, R83, R136, R145, R146, A1)',
  WRONG_DECISION: 'the pending decision takes no move of this kind (its rule: R26 place, R35 pay, R49 buy, R51 put, …)',
  KARMA_ONLY_WHEN_PAYING: "a 'flip' move under option karmaTiming 'whenPaying': karma flips a die as it is paid (R45)",
  NO_KARMA: 'a flip without karma (R44)',
  NO_SUCH_DIE: 'there is no such die on the Kali statue, or it was already chosen (R35, R40, R44, R79)',
  FLIP_DEAD_END: 'after that flip the pending decision could not be completed (A4)',
  NO_SUCH_SPACE: 'there is no such action space (R33) or border space (R135)',
  SPACE_COVERED: 'the action space is covered in a 3-player game (R7)',
  SPACE_OCCUPIED: 'the action space holds a worker (R31)',
  FILL_ORDER: 'quarry and port spaces are filled in order (R32)',
  NOT_ENOUGH_MONEY: 'the space costs more money than the player has (R34)',
  NO_AFFORDABLE_TILE: 'the quarry: no top tile can be paid (R52)',
  NO_PLACE_FOR_TILE: 'the quarry: no tile can be placed connected to the residence (R52)',
  ONE_VARIOUS_PER_ROUND: 'a second different-goods space in a round with 3–4 players (R76)',
  EMPTY_ACTION: 'the action would yield nothing (option emptyActions: forbidden, A3)',
  NO_DIE: 'the space needs a die the player does not have (R75, R78, R81, R89)',
  NO_SUCH_CHAMBER: 'there is no such palace chamber, or none a river reward may choose (R78, R100)',
  ARCHITECT_IMPOSSIBLE: 'the architect could cover no tile: none dearer, payable and keeping every tile connected (R86)',
  PORTUGUESE_IMPOSSIBLE: 'the boat cannot move exactly 6 unoccupied spaces (R87)',
  BOAT_AT_FINAL: 'the boat is on the final space (R93)',
  MUST_PLACE: 'passing while a legal placement exists (R29; option allowPass)',
  WRONG_DIE_COLOUR: 'a die of another colour than the tile or balcony takes (R50, R81)',
  PAYMENT_DEAD_END: 'paying that die would leave the tile unpayable (R50)',
  WRONG_DIE_VALUE: 'a die of another value than the chamber takes (R78)',
  NO_FLIP_NEEDED: 'a flip where the die is paid as it is (R45, R89)',
  DIE_TOO_HIGH: 'the river action needs a die of 1–3 (R89)',
  NO_SUCH_STACK: 'there is no such quarry stack (R10)',
  EMPTY_STACK: 'the stack is used up (R53)',
  NOT_MORE_EXPENSIVE: 'the architect: no dearer tile (R86)',
  CANNOT_AFFORD_TILE: "the dice of the tile's colour cannot pay its cost, or the architect's difference, even with karma (R50, R86)",
  DISCONNECTS: 'the architect: the tile would cut some tile off the residence in every rotation (R86)',
  NO_TILE_THERE: 'the architect: no tile of the player on that cell (R86)',
  COVERED_ONCE: 'the architect: the cell was built over once already (R86)',
  WRONG_CELL: 'the architect places the tile on the cell it covers (R86)',
  NO_SUCH_CELL: 'no such province cell or rotation (R56)',
  RESIDENCE: 'the residence is not a tile space (R54)',
  CELL_OCCUPIED: 'the cell holds a tile (R55)',
  NOT_CONNECTED: 'no road end of the tile meets a road connected to the residence (R55)',
  KALI_FULL: 'taking dice the Kali statue cannot hold: return dice or take fewer first (R40)',
  SUPPLY_EMPTY: 'no die of that colour is left in the supply, or no such colour (R41)',
  NOT_FULL: 'returning dice, or taking fewer, while the statue can hold them all (R40)',
  NO_SUCH_BUILDING: 'there is no such building type (R68)',
  MAX_LEVEL: 'the building type is at its top level (R68)',
  RIVER_DISTANCE: 'the die does not allow a move of that length (R90)',
  BEYOND_FINAL: 'the move would go beyond the final river space (R93)',
  GRAND_MOGUL_EXCLUDED: 'a river reward cannot be the Grand Mogul (R100)',
  GOODS_CHOSEN: 'choosing goods when they are chosen, or for the different-goods action (R74, R75)',
  NO_SUCH_GOODS: 'no market of those goods (R75)',
  GOODS_FIRST: 'same goods: markets before the goods are chosen (R75)',
  NO_SUCH_MARKET: 'there is no such market on a tile of the player (R74, R75)',
  ONE_PER_GOODS: 'different goods: a second market of one kind, or one scored twice (R74)',
  MARKET_LIMIT: 'same goods: a market of other goods, beyond the die, or scored twice (R75)',
  NO_SUCH_GROUP: 'there is no such group of effects to resolve next (A6)',
  NO_SUCH_TILE: 'there is no such income tile (R137)',
  NOT_YOUR_TILE: 'Navaratna setup: not the brown tile the player drew (R136)',
  TILE_NOT_IN_DISPLAY: 'the income tile is not in the display (R137)',
  WRONG_SLOT_COLOUR: 'the border space takes tiles of another colour (R141)',
  SLOT_TAKEN: 'the border space holds an income tile (R140)',
  IDENTICAL_TILE: 'an identical income tile with a lower id is the move listed (R143)',
  MUST_PLACE_BROWN: 'declining the brown tile drawn at setup (R136)'
} as const

/** A code of {@link refusalCodes}. */
export type RajasRefusalCode = keyof typeof refusalCodes

/** The codes that refuse a move for its kind (the pending decision takes no such move), never for its particulars. */
export const refusedByKind: readonly RajasRefusalCode[] = ['WRONG_DECISION', 'KARMA_ONLY_WHEN_PAYING', 'MUST_PLACE', 'KALI_FULL', 'NOT_FULL', 'GOODS_CHOSEN', 'GOODS_FIRST', 'MUST_PLACE_BROWN']
