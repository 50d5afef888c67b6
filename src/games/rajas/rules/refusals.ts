/**
 * Every code Rajas of the Ganges refuses a move with, declared once (docs/refusals.md): a test
 * produces each, and fails on a code produced, or written in the rules, that is not here. The
 * refusals themselves are in `explain.ts` (and `actions.ts` for placements, `palace.ts` for the
 * chambers that cannot be carried out); their precedence is in `explain.ts`.
 * @module
 */

/** Every refusal code of the rules (besides the wrapper's `GAME_OVER`, `NOT_YOUR_TURN`, `MALFORMED_MOVE`), with when it is given. */
export const refusalCodes = [
  /** Chance gives something that is not an outcome of its pending step (R10, R38, R79, R83, R136, R145, R146, A1). */
  'NOT_AN_OUTCOME',
  /** The pending decision takes no move of this kind (its rule: R26 place, R35 pay, R49 buy, R51 put, …). */
  'WRONG_DECISION',
  /** A 'flip' move under option karmaTiming 'whenPaying': karma flips a die as it is paid (R45). */
  'KARMA_ONLY_WHEN_PAYING',
  /** A flip without karma (R44). */
  'NO_KARMA',
  /** There is no such die on the Kali statue, or it was already chosen (R35, R40, R44, R79). */
  'NO_SUCH_DIE',
  /** After that flip the pending decision could not be completed (A4). */
  'FLIP_DEAD_END',
  /** There is no such action space (R33) or border space (R135). */
  'NO_SUCH_SPACE',
  /** The action space is covered in a 3-player game (R7). */
  'SPACE_COVERED',
  /** The action space holds a worker (R31). */
  'SPACE_OCCUPIED',
  /** Quarry and port spaces are filled in order (R32). */
  'FILL_ORDER',
  /** The space costs more money than the player has (R34). */
  'NOT_ENOUGH_MONEY',
  /** The quarry: no top tile can be paid (R52). */
  'NO_AFFORDABLE_TILE',
  /** The quarry: no tile can be placed connected to the residence (R52). */
  'NO_PLACE_FOR_TILE',
  /** A second different-goods space in a round with 3–4 players (R76). */
  'ONE_VARIOUS_PER_ROUND',
  /** The action would yield nothing (option emptyActions: forbidden, A3). */
  'EMPTY_ACTION',
  /** The space needs a die the player does not have (R75, R78, R81, R89). */
  'NO_DIE',
  /** There is no such palace chamber, or none a river reward may choose (R78, R100). */
  'NO_SUCH_CHAMBER',
  /** The architect could cover no tile: none dearer, payable and keeping every tile connected (R86). */
  'ARCHITECT_IMPOSSIBLE',
  /** The boat cannot move exactly 6 unoccupied spaces (R87). */
  'PORTUGUESE_IMPOSSIBLE',
  /** The boat is on the final space (R93). */
  'BOAT_AT_FINAL',
  /** Passing while a legal placement exists (R29; option allowPass). */
  'MUST_PLACE',
  /** A die of another colour than the tile or balcony takes (R50, R81). */
  'WRONG_DIE_COLOUR',
  /** Paying that die would leave the tile unpayable (R50). */
  'PAYMENT_DEAD_END',
  /** A die of another value than the chamber takes (R78). */
  'WRONG_DIE_VALUE',
  /** A flip where the die is paid as it is (R45, R89). */
  'NO_FLIP_NEEDED',
  /** The river action needs a die of 1–3 (R89). */
  'DIE_TOO_HIGH',
  /** There is no such quarry stack (R10). */
  'NO_SUCH_STACK',
  /** The stack is used up (R53). */
  'EMPTY_STACK',
  /** The architect: no dearer tile (R86). */
  'NOT_MORE_EXPENSIVE',
  /** The dice of the tile's colour cannot pay its cost, or the architect's difference, even with karma (R50, R86). */
  'CANNOT_AFFORD_TILE',
  /** The architect: the tile would cut some tile off the residence in every rotation (R86). */
  'DISCONNECTS',
  /** The architect: no tile of the player on that cell (R86). */
  'NO_TILE_THERE',
  /** The architect: the cell was built over once already (R86). */
  'COVERED_ONCE',
  /** The architect places the tile on the cell it covers (R86). */
  'WRONG_CELL',
  /** No such province cell or rotation (R56). */
  'NO_SUCH_CELL',
  /** The residence is not a tile space (R54). */
  'RESIDENCE',
  /** The cell holds a tile (R55). */
  'CELL_OCCUPIED',
  /** No road end of the tile meets a road connected to the residence (R55). */
  'NOT_CONNECTED',
  /** Taking dice the Kali statue cannot hold: return dice or take fewer first (R40). */
  'KALI_FULL',
  /** No die of that colour is left in the supply, or no such colour (R41). */
  'SUPPLY_EMPTY',
  /** Returning dice, or taking fewer, while the statue can hold them all (R40). */
  'NOT_FULL',
  /** There is no such building type (R68). */
  'NO_SUCH_BUILDING',
  /** The building type is at its top level (R68). */
  'MAX_LEVEL',
  /** The die does not allow a move of that length (R90). */
  'RIVER_DISTANCE',
  /** The move would go beyond the final river space (R93). */
  'BEYOND_FINAL',
  /** A river reward cannot be the Grand Mogul (R100). */
  'GRAND_MOGUL_EXCLUDED',
  /** Choosing goods when they are chosen, or for the different-goods action (R74, R75). */
  'GOODS_CHOSEN',
  /** No market of those goods (R75). */
  'NO_SUCH_GOODS',
  /** Same goods: markets before the goods are chosen (R75). */
  'GOODS_FIRST',
  /** There is no such market on a tile of the player (R74, R75). */
  'NO_SUCH_MARKET',
  /** Different goods: a second market of one kind, or one scored twice (R74). */
  'ONE_PER_GOODS',
  /** Same goods: a market of other goods, beyond the die, or scored twice (R75). */
  'MARKET_LIMIT',
  /** There is no such group of effects to resolve next (A6). */
  'NO_SUCH_GROUP',
  /** There is no such income tile (R137). */
  'NO_SUCH_TILE',
  /** Navaratna setup: not the brown tile the player drew (R136). */
  'NOT_YOUR_TILE',
  /** The income tile is not in the display (R137). */
  'TILE_NOT_IN_DISPLAY',
  /** The border space takes tiles of another colour (R141). */
  'WRONG_SLOT_COLOUR',
  /** The border space holds an income tile (R140). */
  'SLOT_TAKEN',
  /** An identical income tile with a lower id is the move listed (R143). */
  'IDENTICAL_TILE',
  /** Declining the brown tile drawn at setup (R136). */
  'MUST_PLACE_BROWN'
] as const

/** A code of {@link refusalCodes}. */
export type RajasRefusalCode = (typeof refusalCodes)[number]

/** The codes that refuse a move for its kind (the pending decision takes no such move), never for its particulars. */
export const refusedByKind: readonly RajasRefusalCode[] = ['WRONG_DECISION', 'KARMA_ONLY_WHEN_PAYING', 'MUST_PLACE', 'KALI_FULL', 'NOT_FULL', 'GOODS_CHOSEN', 'GOODS_FIRST', 'MUST_PLACE_BROWN']
