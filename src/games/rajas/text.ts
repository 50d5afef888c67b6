/**
 * Rajas's words (issue 29, docs/locales.md): {@link RajasText}, the text interface every locale of
 * Rajas of the Ganges implements — each word the game produces as a function of structured params
 * (seats, numbers, colour names, ids of spaces, buildings, goods and rewards) — and its English,
 * {@link rajasEnglish}. Other locales live in `src/locales/<tag>/rajas.ts` and ship only in
 * `tabletop-rules/locales/<tag>`.
 *
 * Dice colours reach these functions as the component set's colour names (`'blue'`, `'orange'`):
 * each locale says the colours it knows in the number and case its sentence needs, and any other
 * name (a user's set) as it is.
 * @module
 */
import { coreEnglish, violation, withArticle, type RuleViolation, type Say, type TextParams } from '../../core/index.js'
import type { Reward } from './components/types.js'
import type { Task } from './state.js'

/** A reward of a space, a tile or a bonus: its kind (`dice`, `money`, …), amount and dice colour (`''` for a die of any colour). */
export interface RewardParams {
  /** The kind (components/types.ts `RewardKind`). */
  readonly k: string
  /** The amount, where the kind has one. */
  readonly n?: number
  /** The dice colour's name; `''` or absent for a die of any colour. */
  readonly c?: string
}

/** An action space as a move names it: its kind (`quarry`, `various`, …; `''` for no space), garden or balcony colour, chamber value. */
export interface SpaceParams {
  /** The kind (components/types.ts `SpaceKind`), or `''` for a space the board does not have. */
  readonly kind: string
  /** The colour's name of a garden or a balcony. */
  readonly colour: string
  /** The die value of a palace chamber (1–6). */
  readonly value: number
}

/** A seat's die as a move names it: its index, and its colour and value when the seat has it. */
export interface DieParams {
  /** The die's index on the Kali statue. */
  readonly i: number
  /** The colour's name, when the die exists. */
  readonly colour?: string
  /** The value it shows, when the die exists. */
  readonly value?: number
}

/** Moves in words (`describeMove`); `who` is the actor as the core names it ("seat 1"). */
export interface RajasMoveText {
  /** Places a worker on an action space (R24). */
  readonly place: (who: string, space: SpaceParams, i: number, money: number) => string
  /** Pays a die (flipped with karma, R44). */
  readonly pay: (who: string, die: DieParams, flip: boolean) => string
  /** Takes a stack's top tile (R49). */
  readonly stack: (who: string, i: number, tile: { readonly colour: string; readonly cost: number } | undefined) => string
  /** Has the architect cover a tile (R86). */
  readonly cover: (who: string, cell: number) => string
  /** Places a tile on a cell, turned (R55, R56). */
  readonly put: (who: string, cell: number, degrees: number) => string
  /** Takes a die of a colour (R38). */
  readonly take: (who: string, colour: string) => string
  /** Returns a die to make room (R40). */
  readonly discard: (who: string, die: DieParams) => string
  /** Passes for the rest of the round (option allowPass). */
  readonly pass: (who: string) => string
  /** Takes only the dice that fit (R40). */
  readonly takeFit: (who: string) => string
  /** Upgrades a building type (R68). */
  readonly upgrade: (who: string, building: number) => string
  /** Takes (`yes`) or declines an optional bonus; `undefined` when no bonus is pending. */
  readonly bonus: (who: string, reward: RewardParams | undefined, yes: boolean) => string
  /** Declines an income tile (R143). */
  readonly declineIncome: (who: string) => string
  /** Moves the boat (R90). */
  readonly river: (who: string, n: number) => string
  /** Performs a chamber's action for free (R100). */
  readonly freeChamber: (who: string, value: number) => string
  /** Chooses the goods (R75). */
  readonly goods: (who: string, goods: number) => string
  /** Scores a market (R73–R75). */
  readonly market: (who: string, m: number, cell: number) => string
  /** Ends a choice. */
  readonly done: (who: string) => string
  /** Re-rolls a die (R79). */
  readonly reroll: (who: string, die: DieParams) => string
  /** Chooses the effect group resolved first (A6). */
  readonly order: (who: string, group: number) => string
  /** Flips a die with karma (A4). */
  readonly flip: (who: string, die: DieParams) => string
  /** Navaratna: an income tile put on a border space (`colour`, `reward` undefined for an unknown tile). */
  readonly income: (who: string, id: number, colour: string | undefined, reward: RewardParams | undefined, slot: number) => string
  /** The Ganga die (R146). */
  readonly gangaRoll: (value: number, from: number) => string
  /** A die rolled (R38). */
  readonly roll: (colour: string, value: number) => string
  /** A re-rolled die (R79). */
  readonly rerolled: (value: number) => string
  /** A river tile placed (R145). */
  readonly gangaDraw: (id: number, space: number) => string
  /** A brown income tile drawn (R136). */
  readonly brownDraw: (seat: number, id: number) => string
  /** A stack's new top tile (R10). */
  readonly tileRevealed: (id: number, stack: number) => string
  /** A white income tile drawn (R83). */
  readonly whiteDrawn: (id: number) => string
  /** The first player among the tied (A1). */
  readonly first: (seat: number) => string
}

/** Everything Rajas says, in one locale. */
export interface RajasText {
  /** Moves in words. */
  readonly move: RajasMoveText
  /** The outcome's reason (R127, R129, A12), by how the game ended. */
  readonly reason: {
    readonly stage: string
    readonly round: string
    readonly stalled: string
    readonly over: string
  }
  /** The interaction's words: instructions, element labels, the reasons a pick is refused. */
  readonly prompt: RajasPromptText
  /** The refusals of moves (`violationText`), by key. */
  readonly refusal: RajasRefusalText
  /** The plain-text board (`renderProvince`, the command's pictures). */
  readonly board: RajasBoardText
  /** The score-breakdown labels: fame, and the fame space beside the money marker (R130). */
  readonly breakdown: {
    readonly fame: string
    readonly moneyMarker: string
  }
}

/** An income tile on a border space as the board shows it (Navaratna): colour name, reward kind. */
export interface BoardIncome {
  /** The border space. */
  readonly slot: number
  /** The tile's colour name. */
  readonly colour: string
  /** The reward's kind. */
  readonly kind: string
  /** The tile's reward (for locales that name it in full). */
  readonly reward: RewardParams | undefined
  /** Whether a road reaches it (R136). */
  readonly connected: boolean
}

/** The words of the plain-text board (`renderProvince`). */
export interface RajasBoardText {
  /** A seat the state does not have. */
  readonly noSeat: (seat: number) => string
  /** The first line: the seat, its tracks and karma. */
  readonly title: (seat: number, fame: number, money: number, margin: number, karma: number) => string
  /** The levels of temple, palace, fort and mill. */
  readonly upgrades: (levels: readonly number[]) => string
  /** Active and placed workers, the boat's river space. */
  readonly workers: (active: number, placed: number, boat: number) => string
  /** The dice on the Kali statue. */
  readonly dice: (dice: readonly { readonly colour: string; readonly value: number }[]) => string
  /** The residence cell. */
  readonly residence: string
  /** A goods' short name in a cell ("silk3"). */
  readonly goods: (g: number) => string
  /** A building's short name in a cell. */
  readonly building: (b: number) => string
  /** The income tiles on the border spaces (Navaratna). */
  readonly incomes: (slots: readonly BoardIncome[]) => string
}

/** The outcome reasons the flow stores in a state (English, `state.reason`), by key. */
export const REASONS = {
  stage: 'the current stage was completed after a player\u2019s markers met or passed (R127, R129)',
  round: 'the round ended after a player\u2019s markers met or passed (R127, A12)',
  stalled: 'no player can place a worker (stalled)',
  over: 'the game is over'
} as const

const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`
const BUILDINGS = ['temple', 'palace', 'fort', 'mill']
const GOODS = ['silk', 'tea', 'spice']
const CHAMBERS: Readonly<Record<number, string>> = { 1: 'Grand Mogul', 2: 'Dancer', 3: 'Yogi', 4: 'Raja Man Singh', 5: 'Architect', 6: 'Portuguese' }
const KIND: Readonly<Record<string, string>> = { various: 'different-goods market', same: 'same-goods market' }

const dieName = (d: DieParams): string => (d.colour === undefined ? `die ${d.i}` : `the ${d.colour} ${d.value ?? 0}`)

// ---------------------------------------------------------------------------------------------
// The interaction (issue 27): instructions, element labels and the reasons a pick is refused.
// ---------------------------------------------------------------------------------------------

/** The backs of the tile stacks, in stack order (R10). */
const BACKS = ['snake', 'ox', 'tiger']

/** The reasons that carry no detail (each has its phrase in {@link RajasPromptText}). */
export type Plain =
  | 'covered'
  | 'noAffordableTile'
  | 'noPlaceForTile'
  | 'oneDifferentGoods'
  | 'emptyAction'
  | 'noDie'
  | 'noLowDie'
  | 'architectImpossible'
  | 'portugueseImpossible'
  | 'boatAtFinal'
  | 'notOnStack'
  | 'emptyStack'
  | 'coverDisconnects'
  | 'noTileThere'
  | 'coveredOnce'
  | 'noCoveringTile'
  | 'residence'
  | 'cellTaken'
  | 'notConnected'
  | 'rotationNotConnected'
  | 'noFlipNeeded'
  | 'noUsefulFlip'
  | 'architectAfterPaying'
  | 'noKarma'
  | 'karmaWhenPaying'
  | 'kaliFull'
  | 'notFull'
  | 'maxLevel'
  | 'riverBackward'
  | 'grandMogulExcluded'
  | 'alreadyScored'
  | 'alreadyRerolled'
  | 'slotTaken'

/** A reason a pick is refused, without words (each kind has its phrase in {@link RajasPromptText}). */
export type Why =
  | { readonly k: Plain }
  | { readonly k: 'occupied'; readonly by: number }
  | { readonly k: 'fillOrder'; readonly area: 'quarry' | 'port'; readonly first: number }
  | { readonly k: 'money'; readonly cost: number; readonly have: number }
  | { readonly k: 'noDieOfColour'; readonly colour: number }
  | { readonly k: 'noDieOfValue'; readonly value: number }
  | { readonly k: 'cannotPayTile'; readonly colour: number; readonly cost: number }
  | { readonly k: 'notMoreExpensive'; readonly cost: number; readonly old: number }
  | { readonly k: 'cannotPayDifference'; readonly colour: number; readonly difference: number }
  | { readonly k: 'architectCell'; readonly cell: number }
  | { readonly k: 'wrongDieColour'; readonly colour: number }
  | { readonly k: 'wrongDieValue'; readonly value: number; readonly shows: number }
  | { readonly k: 'dieTooHigh'; readonly shows: number }
  | { readonly k: 'noOppositeFace'; readonly value: number }
  | { readonly k: 'paymentDeadEnd'; readonly left: number }
  | { readonly k: 'supplyEmpty'; readonly colour: number }
  | { readonly k: 'riverOccupied'; readonly by: number }
  | { readonly k: 'riverTooFar'; readonly n: number }
  | { readonly k: 'chamberImpossible'; readonly value: number }
  | { readonly k: 'oneOfEachGoods'; readonly goods: number }
  | { readonly k: 'sameGoodsOnly'; readonly goods: number }
  | { readonly k: 'noSuchGoods'; readonly goods: number }
  | { readonly k: 'wrongSlot'; readonly slot: string; readonly colour: string }
  | { readonly k: 'noFreeSlot'; readonly colour: string }
  | { readonly k: 'notYourTile'; readonly tile: number }

/** A reason with details in words (`why`), by its kind: `w` is the reason, `colour` names a colour by its index. */
export interface RajasWhyText {
  /** The reason `occupied` in words. */
  readonly occupied: (w: Extract<Why, { readonly k: 'occupied' }>, colour: (c: number) => string) => string
  /** The reason `fillOrder` in words. */
  readonly fillOrder: (w: Extract<Why, { readonly k: 'fillOrder' }>, colour: (c: number) => string) => string
  /** The reason `money` in words. */
  readonly money: (w: Extract<Why, { readonly k: 'money' }>, colour: (c: number) => string) => string
  /** The reason `noDieOfColour` in words. */
  readonly noDieOfColour: (w: Extract<Why, { readonly k: 'noDieOfColour' }>, colour: (c: number) => string) => string
  /** The reason `noDieOfValue` in words. */
  readonly noDieOfValue: (w: Extract<Why, { readonly k: 'noDieOfValue' }>, colour: (c: number) => string) => string
  /** The reason `cannotPayTile` in words. */
  readonly cannotPayTile: (w: Extract<Why, { readonly k: 'cannotPayTile' }>, colour: (c: number) => string) => string
  /** The reason `notMoreExpensive` in words. */
  readonly notMoreExpensive: (w: Extract<Why, { readonly k: 'notMoreExpensive' }>, colour: (c: number) => string) => string
  /** The reason `cannotPayDifference` in words. */
  readonly cannotPayDifference: (w: Extract<Why, { readonly k: 'cannotPayDifference' }>, colour: (c: number) => string) => string
  /** The reason `architectCell` in words. */
  readonly architectCell: (w: Extract<Why, { readonly k: 'architectCell' }>, colour: (c: number) => string) => string
  /** The reason `wrongDieColour` in words. */
  readonly wrongDieColour: (w: Extract<Why, { readonly k: 'wrongDieColour' }>, colour: (c: number) => string) => string
  /** The reason `wrongDieValue` in words. */
  readonly wrongDieValue: (w: Extract<Why, { readonly k: 'wrongDieValue' }>, colour: (c: number) => string) => string
  /** The reason `dieTooHigh` in words. */
  readonly dieTooHigh: (w: Extract<Why, { readonly k: 'dieTooHigh' }>, colour: (c: number) => string) => string
  /** The reason `noOppositeFace` in words. */
  readonly noOppositeFace: (w: Extract<Why, { readonly k: 'noOppositeFace' }>, colour: (c: number) => string) => string
  /** The reason `paymentDeadEnd` in words. */
  readonly paymentDeadEnd: (w: Extract<Why, { readonly k: 'paymentDeadEnd' }>, colour: (c: number) => string) => string
  /** The reason `supplyEmpty` in words. */
  readonly supplyEmpty: (w: Extract<Why, { readonly k: 'supplyEmpty' }>, colour: (c: number) => string) => string
  /** The reason `riverOccupied` in words. */
  readonly riverOccupied: (w: Extract<Why, { readonly k: 'riverOccupied' }>, colour: (c: number) => string) => string
  /** The reason `riverTooFar` in words. */
  readonly riverTooFar: (w: Extract<Why, { readonly k: 'riverTooFar' }>, colour: (c: number) => string) => string
  /** The reason `chamberImpossible` in words. */
  readonly chamberImpossible: (w: Extract<Why, { readonly k: 'chamberImpossible' }>, colour: (c: number) => string) => string
  /** The reason `oneOfEachGoods` in words. */
  readonly oneOfEachGoods: (w: Extract<Why, { readonly k: 'oneOfEachGoods' }>, colour: (c: number) => string) => string
  /** The reason `sameGoodsOnly` in words. */
  readonly sameGoodsOnly: (w: Extract<Why, { readonly k: 'sameGoodsOnly' }>, colour: (c: number) => string) => string
  /** The reason `noSuchGoods` in words. */
  readonly noSuchGoods: (w: Extract<Why, { readonly k: 'noSuchGoods' }>, colour: (c: number) => string) => string
  /** The reason `wrongSlot` in words. */
  readonly wrongSlot: (w: Extract<Why, { readonly k: 'wrongSlot' }>, colour: (c: number) => string) => string
  /** The reason `noFreeSlot` in words. */
  readonly noFreeSlot: (w: Extract<Why, { readonly k: 'noFreeSlot' }>, colour: (c: number) => string) => string
  /** The reason `notYourTile` in words. */
  readonly notYourTile: (w: Extract<Why, { readonly k: 'notYourTile' }>, colour: (c: number) => string) => string
}


/** "1 die", "2 dice". */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/** The names of the palace chambers by die value (R82–R87). */
const CHAMBER_NAMES: Readonly<Record<number, string>> = { 1: 'the Grand Mogul', 2: 'the Dancer', 3: 'the Yogi', 4: 'Raja Man Singh', 5: 'the Architect', 6: 'the Portuguese' }

/** The phrase table: every word of the interaction. */
export const rajasPromptEnglish = {
  /** In English: `seat ${s}` */
  seat: (s: number): string => `seat ${s}`,
  /** In English: (n === 1 ? `${article(colour)} die` : `${n} ${colour} dice`) */
  colourDie: (colour: string, n = 1): string => (n === 1 ? `${article(colour)} die` : `${n} ${colour} dice`),
  /** In English: CHAMBER_NAMES[value] ?? `the character of chamber ${value}` */
  chamber: (value: number): string => CHAMBER_NAMES[value] ?? `the character of chamber ${value}`,
  /** In English: BUILDINGS[b] ?? `building ${b}` */
  building: (b: number): string => BUILDINGS[b] ?? `building ${b}`,
  /** In English: GOODS[g] ?? `goods ${g}` */
  goods: (g: number): string => GOODS[g] ?? `goods ${g}`,
  /** In English: BACKS[b] ?? `back ${b}` */
  back: (b: number): string => BACKS[b] ?? `back ${b}`,
  /** In English: `${n} money` */
  money: (n: number): string => `${n} money`,
  /** In English: string): string => { */
  reward: (r: Reward, colour: (c: number) => string): string => {
    const n = r.n ?? 0
    const dice = (k: number): string => (r.c === undefined || r.c < 0 ? `${count(k, 'die', 'dice')} of any colour` : rajasPromptEnglish.colourDie(colour(r.c), k))
    switch (r.k) {
      case 'dice':
        return dice(r.n ?? 1)
      case 'money':
        return rajasPromptEnglish.money(n)
      case 'fame':
        return `${n} fame`
      case 'karma':
        return `${n} karma`
      case 'upgrade':
        return 'an upgrade'
      case 'palace':
        return 'a palace chamber action (2–6) for free'
      case 'dicePerKarma':
        return `${r.c === undefined || r.c < 0 ? 'a die of any colour' : rajasPromptEnglish.colourDie(colour(r.c))} per karma level`
      case 'moneyPerMarket':
        return '1 money per market'
      case 'marketVarious':
        return 'a different-goods market scoring'
      case 'marketSame':
        return `a same-goods market scoring of up to ${count(r.n ?? 3, 'market', 'markets')}`
      case 'famePerUpgrade':
        return '1 fame per upgrade made'
      case 'moneyPerUpgrade':
        return '2 money per upgrade made'
      case 'famePerKarma':
        return '2 fame per karma level'
      case 'boat':
        return 'a boat move to the next unoccupied river space'
      case 'worker':
        return 'a new worker'
      case 'famePerMarketTile':
        return '1 fame per province tile with a market'
      case 'famePerRiver3':
        return '1 fame per 3 river spaces advanced'
      case 'moneyPerBuilding':
        return '1 money per building'
      case 'moneyPerIncomeTile':
        return '2 money per connected income tile'
      case 'famePerBend':
        return '2 fame per road bend'
      case 'famePerWorker':
        return '1 fame per active worker'
      case 'riverMove':
        return `a boat move of up to ${count(r.n ?? 3, 'unoccupied space', 'unoccupied spaces')}`
      case 'chamber':
        return `${rajasPromptEnglish.chamber(r.n ?? 2)}'s action for free`
    }
  },
  /** In English: string): string => (rs.length === 0 ? 'nothing' : rs.map((r) => rajasPromptEnglish.reward(r, colour)).join(… */
  rewards: (rs: readonly Reward[], colour: (c: number) => string): string => (rs.length === 0 ? 'nothing' : rs.map((r) => rajasPromptEnglish.reward(r, colour)).join(' and ')),

  // What a seat waits for (the instruction of a seat with no legal move).
  /** In English: 'The game is over' */
  over: 'The game is over',
  /** In English: `Waiting for seat ${s}: ${doing}` */
  waitSeat: (s: number, doing: string): string => `Waiting for seat ${s}: ${doing}`,
  /** In English: `Waiting for chance: ${what}` */
  waitChance: (what: string): string => `Waiting for chance: ${what}`,
  /** In English: { */
  doing: {
    place: 'placing a worker',
    payDie: 'paying a die',
    payTile: 'paying dice for a tile',
    buy: 'choosing a tile',
    cover: 'choosing a tile to cover',
    put: 'placing a tile',
    gain: 'taking dice',
    upgrade: 'upgrading a building type',
    opt: 'deciding on a bonus',
    river: 'moving a boat',
    palace: 'choosing a palace chamber',
    market: 'scoring markets',
    terrace: 'choosing dice to re-roll',
    order: 'choosing the order of effects',
    inc: 'taking an income tile'
  } as Readonly<Record<string, string>>,
  /** In English: `${article(colour)} die is rolled for seat ${s}` */
  chanceRoll: (colour: string, s: number): string => `${article(colour)} die is rolled for seat ${s}`,
  /** In English: `a die of seat ${s} is re-rolled` */
  chanceReroll: (s: number): string => `a die of seat ${s} is re-rolled`,
  /** In English: 'a stack turns up its next tile' */
  chanceTile: 'a stack turns up its next tile',
  /** In English: `a white income tile is drawn for seat ${s}` */
  chanceWhite: (s: number): string => `a white income tile is drawn for seat ${s}`,
  /** In English: 'the first player is drawn among the tied' */
  chanceFirst: 'the first player is drawn among the tied',
  /** In English: 'a die is rolled to place a river tile' */
  chanceGangaRoll: 'a die is rolled to place a river tile',
  /** In English: 'a river tile is drawn' */
  chanceGangaDraw: 'a river tile is drawn',
  /** In English: `seat ${s} draws a brown income tile` */
  chanceBrown: (s: number): string => `seat ${s} draws a brown income tile`,

  // The pending decision of the seat that decides.
  /** In English: `Place a worker on an action space${pass ? ', or pass for the rest of the round' : ''}` */
  place: (pass: boolean): string => `Place a worker on an action space${pass ? ', or pass for the rest of the round' : ''}`,
  /** In English: `Pay a die showing ${value} for ${rajasPromptEnglish.chamber(value)} (your karma cube, then a die, flips it… */
  payChamber: (value: number): string => `Pay a die showing ${value} for ${rajasPromptEnglish.chamber(value)} (your karma cube, then a die, flips it first)`,
  /** In English: `Pay ${article(colour)} die for the balcony` */
  payBalcony: (colour: string): string => `Pay ${article(colour)} die for the balcony`,
  /** In English: 'Pay any die: its value is how many markets of one goods you may score' */
  paySame: 'Pay any die: its value is how many markets of one goods you may score',
  /** In English: 'Pay a die showing 1, 2 or 3 for the river move (your karma cube, then a die, flips it first)' */
  payPort: 'Pay a die showing 1, 2 or 3 for the river move (your karma cube, then a die, flips it first)',
  /** In English: `Pay ${colour} dice worth at least ${n} for the tile, one at a time` */
  payTile: (colour: string, n: number): string => `Pay ${colour} dice worth at least ${n} for the tile, one at a time`,
  /** In English: 'Choose a tile on top of a stack' */
  buy: 'Choose a tile on top of a stack',
  /** In English: `Choose a top tile that costs more than the tile on cell ${cell}` */
  buyArchitect: (cell: number): string => `Choose a top tile that costs more than the tile on cell ${cell}`,
  /** In English: 'Choose the tile of your province the architect covers' */
  cover: 'Choose the tile of your province the architect covers',
  /** In English: 'Place the tile: choose an empty cell, then its rotation' */
  put: 'Place the tile: choose an empty cell, then its rotation',
  /** In English: 'Turn the new tile: choose its rotation' */
  putArchitect: 'Turn the new tile: choose its rotation',
  /** In English: 'Your Kali statue cannot hold all the new dice: return a die to the supply, or stop to take only what fits' */
  gainFull: 'Your Kali statue cannot hold all the new dice: return a die to the supply, or stop to take only what fits',
  /** In English: (n === 1 ? 'Take a die: choose its colour in the supply' : `Take ${n} dice: choose the colour of the next o… */
  gainColour: (n: number): string => (n === 1 ? 'Take a die: choose its colour in the supply' : `Take ${n} dice: choose the colour of the next one in the supply`),
  /** In English: 'Upgrade a building type: choose one of your upgrade cubes' */
  upgrade: 'Upgrade a building type: choose one of your upgrade cubes',
  /** In English: `Take the bonus (${reward}), or decline it` */
  opt: (reward: string): string => `Take the bonus (${reward}), or decline it`,
  /** In English: (n === 1 ? 'Move your boat 1 unoccupied river space: choose where it stops' : `Move your boat 1 to ${n} uno… */
  river: (n: number): string => (n === 1 ? 'Move your boat 1 unoccupied river space: choose where it stops' : `Move your boat 1 to ${n} unoccupied river spaces: choose where it stops`),
  /** In English: 'Choose a palace chamber (2–6) to perform for free' */
  palace: 'Choose a palace chamber (2–6) to perform for free',
  /** In English: 'Choose the goods whose markets you score' */
  goodsChoice: 'Choose the goods whose markets you score',
  /** In English: 'Score markets of different goods (at most one of each), then done' */
  marketVarious: 'Score markets of different goods (at most one of each), then done',
  /** In English: `Score up to ${count(n, `more ${goods} market`, `more ${goods} markets`)}, then done` */
  marketSame: (n: number, goods: string): string => `Score up to ${count(n, `more ${goods} market`, `more ${goods} markets`)}, then done`,
  /** In English: 'Choose the dice to re-roll, one at a time, then done' */
  terrace: 'Choose the dice to re-roll, one at a time, then done',
  /** In English: 'Choose which effect to resolve first' */
  order: 'Choose which effect to resolve first',
  /** In English: 'Put your brown income tile on one of your brown border spaces' */
  incomeSetup: 'Put your brown income tile on one of your brown border spaces',
  /** In English: 'Take an income tile from the display and put it on a free border space of its colour, or decline' */
  income: 'Take an income tile from the display and put it on a free border space of its colour, or decline',
  /** In English: ' (or flip a die: your karma cube, then the die)' */
  orFlip: ' (or flip a die: your karma cube, then the die)',

  // Labels of the elements.
  /** In English: `quarry space ${n} (${money === 0 ? 'free' : `costs ${rajasPromptEnglish.money(money)}`})` */
  spaceQuarry: (n: number, money: number): string => `quarry space ${n} (${money === 0 ? 'free' : `costs ${rajasPromptEnglish.money(money)}`})`,
  /** In English: `different-goods market space ${n}` */
  spaceVarious: (n: number): string => `different-goods market space ${n}`,
  /** In English: `same-goods market space ${n} (pay a die)` */
  spaceSame: (n: number): string => `same-goods market space ${n} (pay a die)`,
  /** In English: `terrace ${n} (2 money, re-roll dice)` */
  spaceTerrace: (n: number): string => `terrace ${n} (2 money, re-roll dice)`,
  /** In English: `the ${colour} garden (take ${article(colour)} die)` */
  spaceGarden: (colour: string): string => `the ${colour} garden (take ${article(colour)} die)`,
  /** In English: `the ${pay} balcony (pay ${article(pay)} die, take 2 ${gain} dice)` */
  spaceBalcony: (pay: string, gain: string): string => `the ${pay} balcony (pay ${article(pay)} die, take 2 ${gain} dice)`,
  /** In English: `the chamber of ${rajasPromptEnglish.chamber(value)} (a die showing ${value})` */
  spaceChamber: (value: number): string => `the chamber of ${rajasPromptEnglish.chamber(value)} (a die showing ${value})`,
  /** In English: `port space ${n} (${money === 0 ? 'free' : `costs ${rajasPromptEnglish.money(money)}`})` */
  spacePort: (n: number, money: number): string => `port space ${n} (${money === 0 ? 'free' : `costs ${rajasPromptEnglish.money(money)}`})`,
  /** In English: `, taken by seat ${s}` */
  taken: (s: number): string => `, taken by seat ${s}`,
  /** In English: ', covered' */
  coveredSpace: ', covered',
  /** In English: `seat ${s}'s ${colour} die, showing ${value}` */
  die: (s: number, colour: string, value: number): string => `seat ${s}'s ${colour} die, showing ${value}`,
  /** In English: `seat ${s}'s karma cube (level ${level})` */
  karma: (s: number, level: number): string => `seat ${s}'s karma cube (level ${level})`,
  /** In English: `seat ${s}'s Kali statue (${dice} of ${count(hands, 'hand', 'hands')} holding a die)` */
  kali: (s: number, dice: number, hands: number): string => `seat ${s}'s Kali statue (${dice} of ${count(hands, 'hand', 'hands')} holding a die)`,
  /** In English: `seat ${s}'s fame marker (space ${at})` */
  fame: (s: number, at: number): string => `seat ${s}'s fame marker (space ${at})`,
  /** In English: `seat ${s}'s money marker (space ${at})` */
  moneyMarker: (s: number, at: number): string => `seat ${s}'s money marker (space ${at})`,
  /** In English: (at === undefined ? `seat ${s}'s bonus marker (removed)` : `seat ${s}'s bonus marker (money space ${at})`) */
  bonus: (s: number, at: number | undefined): string => (at === undefined ? `seat ${s}'s bonus marker (removed)` : `seat ${s}'s bonus marker (money space ${at})`),
  /** In English: `seat ${s}'s boat (river space ${at})` */
  boat: (s: number, at: number): string => `seat ${s}'s boat (river space ${at})`,
  /** In English: `seat ${s}'s workers (${placed} of ${active} placed)` */
  workers: (s: number, active: number, placed: number): string => `seat ${s}'s workers (${placed} of ${active} placed)`,
  /** In English: `seat ${s}'s ${building} upgrade cube (level ${level})` */
  upgradeCube: (s: number, building: string, level: number): string => `seat ${s}'s ${building} upgrade cube (level ${level})`,
  /** In English: `seat ${s}'s province cell ${cell} (row ${row}, column ${col})` */
  cell: (s: number, cell: number, row: number, col: number): string => `seat ${s}'s province cell ${cell} (row ${row}, column ${col})`,
  /** In English: `seat ${s}'s residence` */
  residence: (s: number): string => `seat ${s}'s residence`,
  /** In English: `seat ${s}'s ${goods} market worth ${rajasPromptEnglish.money(value)}` */
  market: (s: number, goods: string, value: number): string => `seat ${s}'s ${goods} market worth ${rajasPromptEnglish.money(value)}`,
  /** In English: `seat ${s}'s special income ${j} (${what})` */
  incomeSpace: (s: number, j: number, what: string): string => `seat ${s}'s special income ${j} (${what})`,
  /** In English: `tile ${tile}: ${colour}, cost ${cost}${contents === '' ? '' : `, ${contents}`}` */
  tile: (tile: number, colour: string, cost: number, contents: string): string => `tile ${tile}: ${colour}, cost ${cost}${contents === '' ? '' : `, ${contents}`}`,
  /** In English: `${goods} market ${value}` */
  tileMarket: (goods: string, value: number): string => `${goods} market ${value}`,
  /** In English: `the ${colour} ${back} stack (${count(tiles, 'tile', 'tiles')})` */
  stack: (colour: string, back: string, tiles: number): string => `the ${colour} ${back} stack (${count(tiles, 'tile', 'tiles')})`,
  /** In English: `the ${colour} dice of the supply (${n} left)` */
  supply: (colour: string, n: number): string => `the ${colour} dice of the supply (${n} left)`,
  /** In English: (pos === 0 ? 'the start space of the river' : pos === last ? `the final river space (${what})` : `river spa… */
  riverSpace: (pos: number, last: number, what: string): string => (pos === 0 ? 'the start space of the river' : pos === last ? `the final river space (${what})` : `river space ${pos} (${what})`),
  /** In English: `river tile ${tile} (${what})` */
  riverTile: (tile: number, what: string): string => `river tile ${tile} (${what})`,
  /** In English: `the ${colour} income tile ${tile} (${what})` */
  incomeTile: (tile: number, colour: string, what: string): string => `the ${colour} income tile ${tile} (${what})`,
  /** In English: `the face-down river tiles (${n})` */
  riverPile: (n: number): string => `the face-down river tiles (${n})`,
  /** In English: `the face-down white income tiles (${n})` */
  whitePile: (n: number): string => `the face-down white income tiles (${n})`,
  /** In English: `the first-player elephant (seat ${s})` */
  elephant: (s: number): string => `the first-player elephant (seat ${s})`,
  /** In English: `round ${n}` */
  round: (n: number): string => `round ${n}`,
  /** In English: (deg === 0 ? 'not turned' : `turned ${deg}° clockwise`) */
  rotation: (deg: number): string => (deg === 0 ? 'not turned' : `turned ${deg}° clockwise`),
  /** In English: `resolve first: ${what}` */
  effect: (what: string): string => `resolve first: ${what}`,
  /** In English: { */
  buttons: {
    done: 'Done',
    stop: 'Take only the dice that fit',
    pass: 'Pass for the rest of the round',
    accept: 'Take the bonus',
    decline: 'Decline',
    flip: 'Only flip the die',
    pay: 'Flip the die and pay it'
  } as Readonly<Record<string, string>>,
  /** In English: string): string => { */
  step: (t: Task, colour: (c: number) => string): string => {
    switch (t.k) {
      case 'money':
        return rajasPromptEnglish.money(t.n)
      case 'fame':
        return `${t.n} fame`
      case 'karma':
        return `${t.n} karma`
      case 'reward':
        return rajasPromptEnglish.reward(t.r, colour)
      case 'gain':
        return t.c < 0 ? `${count(t.n, 'die', 'dice')} of any colour` : rajasPromptEnglish.colourDie(colour(t.c), t.n)
      case 'upgrade':
        return 'an upgrade'
      case 'opt':
        return `the bonus (${rajasPromptEnglish.reward(t.r, colour)})`
      case 'white':
        return 'a white income tile'
      case 'inc':
        return 'an income tile'
      case 'worker':
        return 'a new worker'
      case 'boat':
        return 'a boat move'
      default:
        return t.k
    }
  },

  // Why a pick is refused (the rule id is given apart): the reasons without details, then the others.
  /** In English: { */
  plain: {
    covered: 'this space is covered in a 3-player game',
    noAffordableTile: 'your dice cannot pay any top tile, even with karma',
    noPlaceForTile: 'no tile can be placed connected to your residence',
    oneDifferentGoods: 'you already used a different-goods space this round',
    emptyAction: 'this action would give you nothing (option emptyActions: forbidden)',
    noDie: 'this space takes a die and you have none',
    noLowDie: 'the river action takes a die showing 1, 2 or 3 (or 4–6 and 1 karma) and you have none',
    architectImpossible: 'no tile of yours can be covered by a more expensive top tile with your dice',
    portugueseImpossible: 'your boat cannot move exactly 6 unoccupied river spaces',
    boatAtFinal: 'your boat is on the final river space',
    notOnStack: 'tiles are taken from the top of the stacks',
    emptyStack: 'this stack is used up',
    coverDisconnects: 'in no rotation would every tile of your province stay connected to the residence',
    noTileThere: 'there is no tile on this cell to cover',
    coveredOnce: 'this cell has already been built over once',
    noCoveringTile: 'no top tile can cover this tile (more expensive, payable, keeping the roads connected)',
    residence: 'the residence is not a tile space',
    cellTaken: 'this cell already holds a tile',
    notConnected: 'in no rotation would a road of the tile meet a road connected to your residence',
    rotationNotConnected: 'turned this way, no road of the tile meets a road connected to your residence',
    noFlipNeeded: 'this die is paid as it is: no flip is needed',
    noUsefulFlip: 'no die of yours would show 1, 2 or 3 after a flip',
    architectAfterPaying: 'after paying this die the architect could not cover any tile',
    noKarma: 'flipping a die costs 1 karma and you have none',
    karmaWhenPaying: 'karma flips a die only as you pay it',
    kaliFull: 'your Kali statue cannot hold all the new dice: first return a die, or stop',
    notFull: 'dice are returned only to make room on a full Kali statue',
    maxLevel: 'this building type is at its highest level (4)',
    riverBackward: 'the boat only moves forward',
    grandMogulExcluded: 'the Grand Mogul cannot be chosen as a free palace action',
    alreadyScored: 'this market is already scored',
    alreadyRerolled: 'this die is already chosen for re-rolling',
    slotTaken: 'this border space already holds an income tile'
  } as { readonly [K in Plain]: string },
  /** In English: { */
  why: {
    /** In English: `this space already holds a worker of seat ${w.by}` */
    occupied: (w) => `this space already holds a worker of seat ${w.by}`,
    /** In English: `${w.area} spaces are taken in order: the first free one is ${w.area} space ${w.first}` */
    fillOrder: (w) => `${w.area} spaces are taken in order: the first free one is ${w.area} space ${w.first}`,
    /** In English: `this space costs ${rajasPromptEnglish.money(w.cost)} and you have ${rajasPromptEnglish.money(w.have)}` */
    money: (w) => `this space costs ${rajasPromptEnglish.money(w.cost)} and you have ${rajasPromptEnglish.money(w.have)}`,
    /** In English: `this balcony takes ${article(c(w.colour))} die and you have none` */
    noDieOfColour: (w, c) => `this balcony takes ${article(c(w.colour))} die and you have none`,
    /** In English: `this chamber takes a die showing ${w.value} (or ${7 - w.value} and 1 karma) and you have none` */
    noDieOfValue: (w) => `this chamber takes a die showing ${w.value} (or ${7 - w.value} and 1 karma) and you have none`,
    /** In English: `your ${c(w.colour)} dice cannot pay ${w.cost}, even with karma` */
    cannotPayTile: (w, c) => `your ${c(w.colour)} dice cannot pay ${w.cost}, even with karma`,
    /** In English: `this tile costs ${w.cost}, not more than the tile it would cover (${w.old})` */
    notMoreExpensive: (w) => `this tile costs ${w.cost}, not more than the tile it would cover (${w.old})`,
    /** In English: `your ${c(w.colour)} dice cannot pay the difference of ${w.difference}, even with karma` */
    cannotPayDifference: (w, c) => `your ${c(w.colour)} dice cannot pay the difference of ${w.difference}, even with karma`,
    /** In English: `the architect covers the tile on cell ${w.cell}` */
    architectCell: (w) => `the architect covers the tile on cell ${w.cell}`,
    /** In English: `this payment takes ${c(w.colour)} dice` */
    wrongDieColour: (w, c) => `this payment takes ${c(w.colour)} dice`,
    /** In English: `this chamber takes a die showing ${w.value}; this one would show ${w.shows}` */
    wrongDieValue: (w) => `this chamber takes a die showing ${w.value}; this one would show ${w.shows}`,
    /** In English: `the river action takes a die showing 1, 2 or 3; this one would show ${w.shows}` */
    dieTooHigh: (w) => `the river action takes a die showing 1, 2 or 3; this one would show ${w.shows}`,
    /** In English: `no die of yours shows ${7 - w.value}, the face opposite ${w.value}` */
    noOppositeFace: (w) => `no die of yours shows ${7 - w.value}, the face opposite ${w.value}`,
    /** In English: `paying this die would leave the remaining ${w.left} unpayable with your dice and karma` */
    paymentDeadEnd: (w) => `paying this die would leave the remaining ${w.left} unpayable with your dice and karma`,
    /** In English: `no ${c(w.colour)} die is left in the supply` */
    supplyEmpty: (w, c) => `no ${c(w.colour)} die is left in the supply`,
    /** In English: `the boat of seat ${w.by} is there: an occupied space is skipped` */
    riverOccupied: (w) => `the boat of seat ${w.by} is there: an occupied space is skipped`,
    /** In English: `your die moves the boat ${w.n === 1 ? '1 unoccupied space' : `1 to ${w.n} unoccupied spaces`}` */
    riverTooFar: (w) => `your die moves the boat ${w.n === 1 ? '1 unoccupied space' : `1 to ${w.n} unoccupied spaces`}`,
    /** In English: `${rajasPromptEnglish.chamber(w.value)}'s action cannot be carried out now` */
    chamberImpossible: (w) => `${rajasPromptEnglish.chamber(w.value)}'s action cannot be carried out now`,
    /** In English: `you already score ${withArticle(`${rajasPromptEnglish.goods(w.goods)} market`)}: at most one of each goods` */
    oneOfEachGoods: (w) => `you already score ${withArticle(`${rajasPromptEnglish.goods(w.goods)} market`)}: at most one of each goods`,
    /** In English: `only ${rajasPromptEnglish.goods(w.goods)} markets are scored now` */
    sameGoodsOnly: (w) => `only ${rajasPromptEnglish.goods(w.goods)} markets are scored now`,
    noSuchGoods: (w) => `you have no ${rajasPromptEnglish.goods(w.goods)} market`,
    wrongSlot: (w) => `this border space takes ${w.slot} income tiles, not ${w.colour}`,
    noFreeSlot: (w) => `you have no free ${w.colour} border space`,
    notYourTile: (w) => `you place the brown tile you drew (income tile ${w.tile})`
  } as RajasWhyText
}

/**
 * The words of the interaction (`prompt`, `why`): instructions, element labels and the reasons a
 * pick is refused ({@link Plain}, {@link Why}), typed by their English so that every locale has each.
 * Colours reach them as the component set's colour names (through `colour`, a function of the
 * colour's index).
 */
export type RajasPromptText = typeof rajasPromptEnglish

// ---------------------------------------------------------------------------------------------
// Refusals of the rules (issue 33's codes; issue 29: each with its catalogue key and params).
// ---------------------------------------------------------------------------------------------

/** The params of a refusal that has none. */
export type None = Record<string, never>

/** The params of every refusal Rajas's rules make, by catalogue key (`RuleViolation.text`). */
export interface RajasRefusalParams {
  /** A3: option emptyActions forbidden. */
  readonly emptyAction: None
  /** R33. */
  readonly noSuchSpace: { readonly space: number }
  /** R7. */
  readonly spaceCovered: { readonly space: number }
  /** R31. */
  readonly spaceOccupied: { readonly space: number; readonly by: number }
  /** R32: `kind` is `quarry` or `port`. */
  readonly fillOrder: { readonly kind: string; readonly first: number }
  /** R34. */
  readonly notEnoughMoney: { readonly space: number; readonly cost: number; readonly seat: number; readonly have: number }
  /** R52. */
  readonly noAffordableTile: None
  /** R52. */
  readonly noPlaceForTile: None
  /** R76. */
  readonly oneVariousPerRound: None
  /** R75. */
  readonly sameNeedsDie: None
  /** R81: the colour's name. */
  readonly balconyNeedsDie: { readonly colour: string }
  /** R78. */
  readonly noSuchChamber: { readonly chamber: number }
  /** R100. */
  readonly noSuchRiverChamber: { readonly chamber: number }
  /** R78. */
  readonly chamberNeedsDie: { readonly value: number }
  /** R86 (chamber 5). */
  readonly architectImpossible: None
  /** R87 (chamber 6). */
  readonly portugueseImpossible: None
  /** R93. */
  readonly boatAtFinal: None
  /** R89. */
  readonly riverNeedsDie: None
  /** R137. */
  readonly noSuchIncomeTile: { readonly tile: number }
  /** R136. */
  readonly notYourTile: { readonly drawn: number; readonly tile: number }
  /** R137. */
  readonly tileNotInDisplay: { readonly tile: number }
  /** R135. */
  readonly noSuchBorderSpace: { readonly slot: number }
  /** R141: colour names (`takes` `''` for a space that takes none). */
  readonly wrongSlotColour: { readonly slot: number; readonly takes: string; readonly colour: string }
  /** R140. */
  readonly slotTaken: { readonly slot: number }
  /** R143. */
  readonly identicalTile: { readonly tile: number }
  /** R35. */
  readonly noSuchDieOf: { readonly die: number; readonly have: number }
  /** R44, R40, R79 (`rerolled` 1: or it was re-rolled already). */
  readonly noSuchDie: { readonly die: number; readonly rerolled?: number }
  /** R44. */
  readonly noKarma: None
  /** R50. */
  readonly tilePaidWith: { readonly colour: string }
  /** R50. */
  readonly paymentDeadEnd: { readonly left: number }
  /** R78. */
  readonly wrongDieValue: { readonly needs: number; readonly shows: number }
  /** R86. */
  readonly architectAfterPaying: None
  /** R81. */
  readonly balconyTakes: { readonly colour: string }
  /** R45. */
  readonly balconyAsIs: None
  /** R89. */
  readonly dieTooHigh: { readonly shows: number }
  /** R89. */
  readonly alreadyLow: None
  /** A chance step's outcomes (`move` in notation, `step` its kind). */
  readonly notAnOutcome: { readonly move: string; readonly step: string }
  /** R45 (option karmaTiming). */
  readonly karmaWhenPaying: None
  /** A4. */
  readonly flipDeadEnd: None
  /** The pending step takes no move of this kind (`expects`: its moves in notation, as the English says them). */
  readonly wrongDecision: { readonly step: string; readonly expects: string; readonly move: string; readonly rule: string }
  /** R29. */
  readonly mustPlace: None
  /** R10. */
  readonly noSuchStack: { readonly stack: number }
  /** R53. */
  readonly emptyStack: { readonly stack: number }
  /** R50. */
  readonly cannotAffordTile: { readonly colour: string }
  /** R86. */
  readonly cannotAffordDifference: { readonly colour: string; readonly difference: number }
  /** R86. */
  readonly cannotAffordAny: None
  /** R86. */
  readonly notMoreExpensive: { readonly cost: number; readonly old: number }
  /** R86. */
  readonly noDearerTile: { readonly cell: number; readonly old: number }
  /** R86. */
  readonly coverDisconnects: { readonly cell: number }
  /** R86. */
  readonly noCover: { readonly cell: number }
  /** R86. */
  readonly noTileThere: { readonly cell: number }
  /** R86. */
  readonly coveredOnce: { readonly cell: number }
  /** R86. */
  readonly wrongCell: { readonly cell: number }
  /** R56. */
  readonly noSuchCell: None
  /** R54. */
  readonly residence: None
  /** R55. */
  readonly cellOccupied: { readonly cell: number }
  /** R86. */
  readonly rotationDisconnects: None
  /** R55. */
  readonly notConnected: None
  /** R40. */
  readonly kaliFull: None
  /** R41. */
  readonly supplyEmpty: { readonly colour: number }
  /** R40. */
  readonly notFull: None
  /** R40. */
  readonly fewerNotNeeded: None
  /** R68. */
  readonly noSuchBuilding: { readonly building: number }
  /** R68. */
  readonly maxLevel: { readonly building: number; readonly level: number }
  /** R90. */
  readonly riverDistance: { readonly n: number }
  /** R93. */
  readonly beyondFinal: None
  /** R100. */
  readonly grandMogulExcluded: None
  /** R74, R75 (`various` 1: different goods). */
  readonly goodsChosen: { readonly various: number }
  /** R75. */
  readonly noSuchGoods: { readonly goods: number }
  /** R75. */
  readonly goodsFirst: None
  /** R74, R75. */
  readonly noSuchMarket: { readonly m: number; readonly cell: number }
  /** R74. */
  readonly onePerGoods: None
  /** R75. */
  readonly marketLimit: { readonly n: number }
  /** A6. */
  readonly noSuchGroup: { readonly group: number; readonly last: number }
  /** R136. */
  readonly mustPlaceBrown: None
}

/** A refusal's catalogue key. */
export type RajasRefusalKey = keyof RajasRefusalParams

/** The refusals of the rules in words, by key. */
export type RajasRefusalText = { readonly [K in RajasRefusalKey]: (p: RajasRefusalParams[K]) => string }

const spaces = (n: number): string => (n === 1 ? '1 space' : `1 to ${n} spaces`)

/** The refusals in English: the messages the rules always gave. */
export const rajasRefusalEnglish: RajasRefusalText = {
  emptyAction: () => 'this action would yield nothing (option emptyActions: forbidden)',
  noSuchSpace: (p) => `there is no action space ${p.space} on this board side`,
  spaceCovered: (p) => `space ${p.space} is covered in a 3-player game`,
  spaceOccupied: (p) => `space ${p.space} already holds a worker of seat ${p.by}`,
  fillOrder: (p) => `${p.kind} spaces are filled in order: the first free one is ${p.first}`,
  notEnoughMoney: (p) => `space ${p.space} costs ${p.cost} money and seat ${p.seat} has ${p.have}`,
  noAffordableTile: () => 'no top tile can be paid with your dice',
  noPlaceForTile: () => 'no tile can be placed connected to your residence',
  oneVariousPerRound: () => 'you already used a different-goods space this round',
  sameNeedsDie: () => 'the same-goods space needs a die and you have none',
  balconyNeedsDie: (p) => `this balcony needs ${withArticle(`${p.colour} die`)}`,
  noSuchChamber: (p) => `there is no chamber ${p.chamber}`,
  noSuchRiverChamber: (p) => `there is no chamber ${p.chamber}: a river palace reward is a chamber from 2 to 6`,
  chamberNeedsDie: (p) => `chamber ${p.value} needs a die showing ${p.value} (or ${7 - p.value} and 1 karma)`,
  architectImpossible: () => 'no tile of yours can be covered by a more expensive top tile with your remaining dice',
  portugueseImpossible: () => 'your boat cannot move exactly 6 unoccupied spaces',
  boatAtFinal: () => 'your boat is on the final space',
  riverNeedsDie: () => 'the river action needs a die of value 1, 2 or 3',
  noSuchIncomeTile: (p) => `there is no income tile ${p.tile}`,
  notYourTile: (p) => `you drew brown tile ${p.drawn}, not ${p.tile}`,
  tileNotInDisplay: (p) => `income tile ${p.tile} is not in the display`,
  noSuchBorderSpace: (p) => `there is no border space ${p.slot} on your province board`,
  wrongSlotColour: (p) => `border space ${p.slot} takes ${p.takes === '' ? 'no' : p.takes} tiles, not ${p.colour}`,
  slotTaken: (p) => `border space ${p.slot} already holds an income tile`,
  identicalTile: (p) => `an identical tile with a lower id is offered instead of ${p.tile}: take that one, it is the same choice`,
  noSuchDieOf: (p) => `there is no die ${p.die} on your Kali statue (you have ${p.have})`,
  noSuchDie: (p) => (p.rerolled === 1 ? `die ${p.die} does not exist or was already re-rolled` : `there is no die ${p.die}`),
  noKarma: () => 'flipping a die costs 1 karma and you have none',
  tilePaidWith: (p) => `the tile is paid with ${p.colour} dice only`,
  paymentDeadEnd: (p) => `paying that die would leave the remaining ${p.left} unpayable with your dice and karma`,
  wrongDieValue: (p) => `this chamber needs a die showing ${p.needs}, that die shows ${p.shows}`,
  architectAfterPaying: () => 'after paying that die the architect could not cover any tile',
  balconyTakes: (p) => `this balcony takes ${withArticle(`${p.colour} die`)}`,
  balconyAsIs: () => 'a balcony die of any value is paid as it is',
  dieTooHigh: (p) => `the river action needs a die of value 1, 2 or 3, not ${p.shows}`,
  alreadyLow: () => 'that die already shows 1–3',
  notAnOutcome: (p) => `'${p.move}' is not a possible outcome of the pending chance step (${p.step})`,
  karmaWhenPaying: () => "karma flips a die only as it is paid: use 'pay die flip' (option karmaTiming)",
  flipDeadEnd: () => 'after that flip the pending decision could not be completed',
  wrongDecision: (p) => `the pending decision (${p.step}) expects ${p.expects}, not '${p.move}' (${p.rule})`,
  mustPlace: () => 'placing a worker is mandatory while a legal placement exists (option allowPass)',
  noSuchStack: (p) => `there is no stack ${p.stack}`,
  emptyStack: (p) => `stack ${p.stack} is used up`,
  cannotAffordTile: (p) => `your ${p.colour} dice cannot pay that tile's cost, even with karma`,
  cannotAffordDifference: (p) => `your ${p.colour} dice cannot pay the difference of ${p.difference}, even with karma`,
  cannotAffordAny: () => 'your dice cannot pay the difference for any dearer top tile, even with karma',
  notMoreExpensive: (p) => `the new tile (cost ${p.cost}) must cost more than the covered one (${p.old})`,
  noDearerTile: (p) => `no top tile costs more than the tile on cell ${p.cell} (${p.old})`,
  coverDisconnects: (p) => `that tile cannot cover cell ${p.cell}: in no rotation would every tile keep its road to the residence (R86)`,
  noCover: (p) => `no dearer top tile you can pay could cover cell ${p.cell} keeping every tile's road to the residence`,
  noTileThere: (p) => `there is no tile of yours on cell ${p.cell}`,
  coveredOnce: (p) => `cell ${p.cell} has already been built over once`,
  wrongCell: (p) => `the architect covers cell ${p.cell}`,
  noSuchCell: () => 'no such cell or rotation',
  residence: () => 'the residence is not a tile space',
  cellOccupied: (p) => `cell ${p.cell} already holds a tile`,
  rotationDisconnects: () => 'in that rotation some tile would lose its road to the residence',
  notConnected: () => 'no road end of the tile would meet a road connected to the residence',
  kaliFull: () => "your Kali statue cannot hold all the new dice: first return dice ('discard die') or take fewer ('stop')",
  supplyEmpty: (p) => `no die of colour ${p.colour} is left in the supply`,
  notFull: () => 'dice are returned only to make room for new dice the Kali statue could not hold',
  fewerNotNeeded: () => 'you take fewer dice only when your Kali statue cannot hold them all',
  noSuchBuilding: (p) => `there is no building type ${p.building} (0 temple, 1 palace, 2 fort, 3 mill)`,
  maxLevel: (p) => `building type ${p.building} is at level ${p.level}`,
  riverDistance: (p) => `your die allows a move of ${spaces(p.n)}`,
  beyondFinal: () => 'the boat cannot move that far: the river ends',
  grandMogulExcluded: () => 'the Grand Mogul cannot be chosen as a river reward',
  goodsChosen: (p) => (p.various === 1 ? 'different goods: markets are scored directly, no goods are chosen' : 'the goods are already chosen'),
  noSuchGoods: (p) => `you have no market of goods ${p.goods}`,
  goodsFirst: () => "same goods: choose the goods first ('good g')",
  noSuchMarket: (p) => `there is no market ${p.m} on a tile of yours on cell ${p.cell}`,
  onePerGoods: () => 'different goods: at most one market of each kind, each once',
  marketLimit: (p) => `same goods: only markets of the chosen goods, at most ${p.n}, each once`,
  noSuchGroup: (p) => `there is no group ${p.group}: choose 0 to ${p.last}`,
  mustPlaceBrown: () => 'the brown tile drawn at setup must be placed on a brown space'
}

/**
 * A refusal of Rajas's rules: its stable code and rule, the English message from
 * {@link rajasRefusalEnglish}, and the key and params that say it in any locale (`violationText`).
 */
export const refuse = <K extends RajasRefusalKey>(code: string, key: K, params: RajasRefusalParams[K], rule: string): RuleViolation =>
  violation(code, (rajasRefusalEnglish[key] as (p: RajasRefusalParams[K]) => string)(params), rule, { key, params: params as TextParams })

/** Rajas of the Ganges in English (the default locale). */
export const rajasEnglish: RajasText = {
  move: {
    place: (who, sp, i, money) => {
      const what =
        sp.kind === ''
          ? 'an unknown space'
          : sp.kind === 'chamber'
            ? `the ${CHAMBERS[sp.value] ?? 'unknown'} chamber`
            : sp.kind === 'garden' || sp.kind === 'balcony'
              ? `the ${sp.colour} ${sp.kind}`
              : `the ${KIND[sp.kind] ?? sp.kind}`
      return `${who} places a worker on ${what} (space ${i}${money ? `, ${money} money` : ''})`
    },
    pay: (who, die, flip) => `${who} pays ${dieName(die)}${flip ? ', flipped with 1 karma' : ''}`,
    stack: (who, i, t) => `${who} takes the top tile of stack ${i}${t === undefined ? '' : ` (${t.colour} ${t.cost})`}`,
    cover: (who, cell) => `${who} has the architect cover the tile on cell ${cell}`,
    put: (who, cell, degrees) => `${who} places the tile on cell ${cell}, turned ${degrees}°`,
    take: (who, colour) => `${who} takes ${article(`${colour} die`)}`,
    discard: (who, die) => `${who} returns ${dieName(die)} to make room`,
    pass: (who) => `${who} passes for the rest of the round`,
    takeFit: (who) => `${who} takes only the dice that fit`,
    upgrade: (who, b) => `${who} upgrades the ${BUILDINGS[b] ?? 'building'}`,
    bonus: (who, r, yes) => `${who} ${yes ? 'takes' : 'declines'} the bonus (${r?.k ?? ''})`,
    declineIncome: (who) => `${who} declines the income tile`,
    river: (who, n) => `${who} moves the boat ${n} unoccupied space${n === 1 ? '' : 's'}`,
    freeChamber: (who, v) => `${who} performs the ${CHAMBERS[v] ?? 'unknown chamber'} action for free`,
    goods: (who, g) => `${who} chooses ${GOODS[g] ?? 'goods'}`,
    market: (who, m, cell) => `${who} scores market ${m} of the tile on cell ${cell}`,
    done: (who) => `${who} is done`,
    reroll: (who, die) => `${who} re-rolls ${dieName(die)}`,
    order: (who, i) => `${who} resolves effect group ${i} first`,
    flip: (who, die) => `${who} flips ${dieName(die)} with 1 karma`,
    income: (who, id, colour, r, slot) => `${who} puts the ${colour ?? ''} income tile ${id} (${r?.k ?? ''}) on border space ${slot}`,
    gangaRoll: (v, from) => `the Ganga die shows ${v}: count ${v} river spaces on from space ${from}`,
    roll: (colour, v) => `${article(`${colour} die`)} is rolled: ${v}`,
    rerolled: (v) => `the re-rolled die shows ${v}`,
    gangaDraw: (id, i) => `river tile ${id} is placed on river space ${i}`,
    brownDraw: (seat, id) => `seat ${seat} draws brown income tile ${id}`,
    tileRevealed: (id, i) => `tile ${id} is revealed on stack ${i}`,
    whiteDrawn: (id) => `white income tile ${id} is drawn`,
    first: (seat) => `seat ${seat} becomes first player (tie broken at random)`
  },
  reason: REASONS,
  prompt: rajasPromptEnglish,
  refusal: rajasRefusalEnglish,
  board: {
    noSeat: (seat) => `no seat ${seat}`,
    title: (seat, fame, money, m, karma) => `Seat ${seat}: fame ${fame}, money ${money}, margin ${m}, karma ${karma}`,
    upgrades: (levels) => `upgrades: ${BUILDINGS.map((b, i) => `${b} ${levels[i] ?? 2}`).join(', ')}`,
    workers: (active, placed, boat) => `workers: ${active} active, ${placed} placed; boat on river space ${boat}`,
    dice: (dice) => `dice: ${dice.map((d) => `${d.colour} ${d.value}`).join(', ') || 'none'}`,
    residence: 'residence',
    goods: (g) => GOODS[g] ?? '?',
    building: (b) => BUILDINGS[b] ?? '?',
    incomes: (slots) => `income tiles: ${slots.map((x) => `space ${x.slot}: ${x.colour} ${x.kind}${x.connected ? ' (connected)' : ''}`).join('; ')}`
  },
  breakdown: { fame: 'fame', moneyMarker: 'money marker' }
}

/** Rajas's words in English, as its text functions receive them by default. */
export const rajasSayEnglish: Say<RajasText> = { locale: 'en', text: rajasEnglish, core: coreEnglish }
