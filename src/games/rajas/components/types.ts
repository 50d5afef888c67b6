/**
 * Rajas of the Ganges component model: tiles, province board, main-board sides, river, tracks and
 * income tiles, with io-ts codecs. Every record carries its provenance (DESIGN.md section 2).
 * @module
 */
import * as t from 'io-ts'

/** Where a datum comes from: stated by the rulebook, inferred from it, or reconstructed by us. */
export const Provenance = t.union([t.literal('printed'), t.literal('inferred'), t.literal('reconstructed')])
/** Where a datum comes from. */
export type Provenance = t.TypeOf<typeof Provenance>

/** Edge bits of a tile or grid cell: north 1, east 2, south 4, west 8 (clockwise). */
export const EDGE = { N: 1, E: 2, S: 4, W: 8 } as const

/** The kinds of reward printed on river spaces, special incomes, income tiles and track bonuses. */
export const RewardKind = t.keyof({
  dice: null, // take n dice (of colour c, or any colour)
  money: null,
  fame: null,
  karma: null,
  upgrade: null,
  palace: null, // one of chambers 2–6 for free (R100)
  dicePerKarma: null, // one die of colour c per karma level (R101)
  moneyPerMarket: null, // R104
  marketVarious: null, // R105
  marketSame: null, // R106, up to `n` markets
  famePerUpgrade: null, // R107
  moneyPerUpgrade: null, // R108
  famePerKarma: null, // R109
  boat: null, // move to the next unoccupied river space (R95)
  worker: null, // activate an inactive worker (R112)
  // Navaratna brown income tiles (R138), counted when connected:
  famePerMarketTile: null, // 1 fame per province tile with at least 1 market
  famePerRiver3: null, // 1 fame per 3 river spaces advanced (start not counted, rounded down)
  moneyPerBuilding: null, // 1 money per building in the province
  moneyPerIncomeTile: null, // 2 money per connected income tile (A16)
  famePerBend: null, // 2 fame per road bend in the province
  famePerWorker: null, // 1 fame per active worker
  // Ganga river tiles (R147):
  riverMove: null, // move up to n unoccupied river spaces and take that reward
  chamber: null // perform the palace chamber n (2–6) without worker or die (R100)
})
/** A reward kind. */
export type RewardKind = t.TypeOf<typeof RewardKind>

/** One reward: its kind, an amount `n` where it has one, a dice colour `c` where it names one. */
export const Reward = t.intersection([t.type({ k: RewardKind }), t.partial({ n: t.number, c: t.number })])
/** One reward. */
export type Reward = t.TypeOf<typeof Reward>

/** A market printed on a tile: goods index (silk 0, tea 1, spice 2) and money value. */
export const Market = t.type({ good: t.number, value: t.number })
/** A market printed on a tile. */
export type Market = t.TypeOf<typeof Market>

/** A province tile (R3). `roads` lists groups of joined road ends as edge masks at rotation 0. */
export const Tile = t.intersection([
  t.type({
    id: t.number,
    colour: t.number,
    back: t.number, // 0 snake, 1 ox, 2 tiger
    cost: t.number,
    roads: t.array(t.number),
    markets: t.array(Market),
    buildings: t.array(t.number), // 0 temple, 1 palace, 2 fort, 3 mill
    provenance: Provenance
  }),
  t.partial({ note: t.string })
])
/** A province tile. */
export type Tile = t.TypeOf<typeof Tile>

/**
 * A special income on the province border: the cell, the border edge it touches, its rewards; on
 * the Navaratna side also the colour of income tile the space accepts (`slot`, R135).
 */
export const Income = t.intersection([
  t.type({ cell: t.number, edge: t.number, rewards: t.array(Reward), provenance: Provenance }),
  t.partial({ note: t.string, slot: t.string })
])
/** A special income on the province border. */
export type Income = t.TypeOf<typeof Income>

/** A province board side (R54, CD14): grid, residence cell and its road exits, border incomes. */
export const Province = t.type({
  cols: t.number,
  rows: t.number,
  residence: t.number,
  exits: t.number,
  incomes: t.array(Income),
  provenance: Provenance
})
/** A province board side. */
export type Province = t.TypeOf<typeof Province>

/** Kinds of main-board action space. */
export const SpaceKind = t.keyof({
  quarry: null,
  various: null,
  same: null,
  terrace: null,
  garden: null,
  balcony: null,
  chamber: null,
  port: null
})
/** A kind of action space. */
export type SpaceKind = t.TypeOf<typeof SpaceKind>

/**
 * An action space: its kind; `money` cost (quarry, port); `colour` (garden gain, balcony payment);
 * `gain` (balcony gain colour); `value` (chamber die value = character 1–6).
 */
export const Space = t.intersection([
  t.type({ kind: SpaceKind, provenance: Provenance }),
  t.partial({ money: t.number, colour: t.number, gain: t.number, value: t.number })
])
/** An action space. */
export type Space = t.TypeOf<typeof Space>

/** The river (R96, CD13): rewards by space (0 = start, last = final), bridge after a space index. */
export const River = t.type({
  spaces: t.array(t.array(Reward)),
  bridgeAfter: t.number,
  provenance: Provenance
})
/** The river. */
export type River = t.TypeOf<typeof River>

/** A main-board side: its action spaces (fill order = array order), 3-player covers, river. */
export const BoardSide = t.type({
  spaces: t.array(Space),
  covers3: t.array(t.number),
  river: River,
  provenance: Provenance
})
/** A main-board side. */
export type BoardSide = t.TypeOf<typeof BoardSide>

/** A track bonus: position, reward, whether the player may decline it (R118–R120). */
export const TrackBonus = t.type({ at: t.number, reward: Reward, optional: t.boolean })
/** A track bonus. */
export type TrackBonus = t.TypeOf<typeof TrackBonus>

/**
 * The fame and money tracks (R5, CD4, CD5). The money space m lies beside fame space
 * `fameAtMoneyZero − ceil(m / moneyPerFame)`.
 */
export const Tracks = t.type({
  fameMax: t.number,
  moneyMax: t.number,
  fameAtMoneyZero: t.number,
  moneyPerFame: t.number,
  fameBonuses: t.array(TrackBonus),
  moneyBonuses: t.array(TrackBonus), // the bonus-marker cycle, in order
  fameWorker: t.number,
  moneyWorker: t.number,
  provenance: Provenance
})
/** The tracks. */
export type Tracks = t.TypeOf<typeof Tracks>

/** An income tile: colour (white in the base game; yellow, red, brown in Navaratna) and reward. */
export const IncomeTile = t.intersection([t.type({ colour: t.string, reward: Reward, provenance: Provenance }), t.partial({ note: t.string })])
/** An income tile. */
export type IncomeTile = t.TypeOf<typeof IncomeTile>

/** The income-tile colours (R2): white, yellow, red, brown. */
export const INCOME_COLOURS = ['white', 'yellow', 'red', 'brown'] as const

/** A Ganga river tile (R147): its rewards, which replace those of the river space it covers. */
export const RiverTile = t.intersection([t.type({ rewards: t.array(Reward), provenance: Provenance }), t.partial({ note: t.string })])
/** A Ganga river tile. */
export type RiverTile = t.TypeOf<typeof RiverTile>

/**
 * A complete component set. `province` is the base side of the province board; a variant adds
 * `navaratnaProvince` (R135) and players choose their side (`Player.board`); Ganga adds the
 * 8 `riverTiles` (R145).
 */
export const RajasComponentsCodec = t.intersection([t.type({
  name: t.string,
  diceColours: t.array(t.string),
  dicePerColour: t.number,
  kaliHands: t.type({ front: t.number, back: t.number }),
  tiles: t.array(Tile),
  province: Province,
  boards: t.type({ two: BoardSide, threeFour: BoardSide }),
  tracks: Tracks,
  incomeTiles: t.array(IncomeTile)
}), t.partial({ navaratnaProvince: Province, riverTiles: t.array(RiverTile) })])
/** A complete component set. */
export type RajasComponents = t.TypeOf<typeof RajasComponentsCodec>
