/**
 * Scenario vectors of rajas (rulebook examples reachable from setup).
 *
 * Notation (see `src/games/rajas/moves.ts`): `draw id` reveals a top tile (or a Ganga river tile),
 * `roll v` is a die showing v, `space i` places a worker on action space i, `pay d` pays die d (index
 * on the Kali statue), `stack i` chooses the top tile of stack i, `put cell rot` places it,
 * `order i` picks which group of simultaneous effects to resolve next (A6), `take c` takes a die of
 * colour c, `upgrade b` upgrades building type b, `river n` moves the boat n spaces, `cover cell`
 * picks the architect's tile to cover.
 *
 * Bundled components used below: dice colours 0 blue, 1 green, 2 orange, 3 purple; buildings 0 temple,
 * 1 palace, 2 fort, 3 mill. Stack i = colour·3 + back (snake, ox, tiger); tile 38 is the orange 9
 * junction with a temple and a mill, tile 35 an orange 4 straight road, tile 48 a purple 6 bend.
 * 2-player side spaces: quarry 0–4, palace garden 9–12 (blue, green, orange, purple), balcony 13
 * (blue → 2 orange), chamber v = 16 + v, port 23–26 (cost 0, 1, 2, 2). 3–4-player side: garden 13–16,
 * chamber v = 20 + v, port 27–31 (cost 0, 1, 1, 2, 2; 31 covered with 3 players).
 * The river: space 1 = 3 money, 2 = +2 karma, 3 = 2 dice, 4 = upgrade.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Step } from '../../src/core/index.js'
import { parseMove, type RajasMove } from '../../src/games/rajas/moves.js'
import type { Scenario } from './types.js'

const move = (text: string): RajasMove => {
  const m = parseMove(text)
  if (E.isLeft(m)) throw new Error(`rajas scenario: bad notation '${text}': ${m.left.message}`)
  return m.right
}

/** Chance outcomes, in order. */
const chance = (...texts: string[]): Step<unknown>[] => texts.map((t) => ({ actor: 'chance' as const, move: move(t) }))

/** Decisions of one seat, in order. */
const seat = (s: number, ...texts: string[]): Step<unknown>[] => texts.map((t) => ({ actor: s, move: move(t) }))

/** The 12 top tiles revealed at setup (R10): the first tile of each stack, except where `tops` says otherwise. */
const FIRST_OF_STACK = [0, 5, 10, 16, 21, 26, 32, 37, 42, 48, 53, 58]
const setupTops = (tops: Readonly<Record<number, number>> = {}): Step<unknown>[] =>
  chance(...FIRST_OF_STACK.map((id, i) => `draw ${tops[i] ?? id}`))

/** Starting dice (R20): per seat, the values of its blue, green, orange and purple die. */
const startingDice = (...bySeat: (readonly [number, number, number, number])[]): Step<unknown>[] =>
  chance(...bySeat.flatMap((vals) => vals.map((v) => `roll ${v}`)))

/**
 * EX10 → EX3 → EX4 (and EX9): Rena is seat 0 (first player: starting dice total 6 against 24), Lena seat 1.
 * The orange stack with the ox back (stack 7) shows the orange 9 junction (tile 38, temple + mill).
 */
const balconyQuarry: Scenario = {
  name: 'ex10-ex3-ex4-balcony-quarry-incomes',
  description:
    'Rajas EX10 + EX9 + EX3 + EX4, 2 players, round 1 from setup. Rena (seat 0, first player by the lowest starting dice, R21; ' +
    'starting money 3, R22) uses the blue balcony (R81, EX10): returns her blue die and takes 2 orange dice, rolled 4 and 5. ' +
    'Lena (seat 1) uses the orange garden (R80, EX9): takes 1 orange die and rolls it (3). Rena then sends a worker to the ' +
    'first quarry space and pays 1 coin (R48, EX3), returns the orange 4 and 5 (total 9, R50) for the "orange 9" tile (a ' +
    'junction with a temple and a mill) and attaches it to her residence road on the top-left corner cell (R55). The tile ' +
    'scores 2 + 2 fame (R60), and its road ends connect both neighbouring special incomes (R62, R64, EX4, played here by ' +
    'Rena): she takes 1 die of any colour (green, rolled 6) and moves her money marker 5 forward. Ends with Rena at ' +
    'money 7, fame 4; Lena to place her second worker.',
  config: { players: 2 },
  seed: 'example-ex10-ex3-ex4',
  moves: [
    ...setupTops({ 7: 38 }),
    ...startingDice([1, 2, 2, 1], [6, 6, 6, 6]),
    // Rena, stage 1: blue balcony (EX10). Her dice: blue 1, green 2, orange 2, purple 1.
    ...seat(0, 'space 13', 'pay 0'),
    ...chance('roll 4', 'roll 5'),
    // Lena, stage 1: orange garden (EX9).
    ...seat(1, 'space 11'),
    ...chance('roll 3'),
    // Rena, stage 2: quarry (EX3). Her dice: green 2, orange 2, purple 1, orange 4, orange 5.
    ...seat(0, 'space 0', 'stack 7'),
    ...chance('draw 37'), // the next orange ox tile comes face up (R10)
    ...seat(0, 'pay 3', 'pay 3', 'put 0 0'),
    // EX4: both special incomes of the corner: the die first, then the 5 money.
    ...seat(0, 'order 0', 'take 1'),
    ...chance('roll 6')
  ]
}

/**
 * EX12, 3 players on the 3–4 player side: Lena is seat 0 (first player), the yellow boat belongs to
 * seat 1. Everything happens in round 1.
 */
const river: Scenario = {
  name: 'ex12-river',
  description:
    'Rajas EX12 (and the upgrade of R85/EX6), 3 players, round 1 from setup. Lena (seat 0, first player, starting dice ' +
    'blue 1, green 4, orange 2, purple 1) takes the free first port space and moves her boat 1 space with her blue 1 ' +
    '(R88–R92: 3 money). The yellow boat (seat 1) takes the second port space (1 coin) and moves 1 unoccupied space with ' +
    'a 1, skipping Lena\'s boat (R91), onto the "+2 karma" space. Lena uses Raja Man Singh with her green 4 (R85): mill ' +
    '2 → 3 and 3 money. Then, as in EX12, Lena places a worker in the port and pays 1 money for the space (the third ' +
    'space on the 3–4 player side), returns her orange 2 and moves her boat 2 spaces; the space of the yellow boat is not ' +
    'counted (R91), so she stops on the upgrade reward (R103) and upgrades her mill from 3 to 4. Ends with Lena\'s boat on ' +
    'river space 4, mill level 4, money 8.',
  config: { players: 3 },
  seed: 'example-ex12',
  moves: [
    ...setupTops(),
    ...startingDice([1, 4, 2, 1], [1, 6, 6, 6], [6, 6, 6, 5]),
    // Stage 1.
    ...seat(0, 'space 27', 'pay 0', 'river 1'), // Lena: free port space, blue 1 → river space 1
    ...seat(1, 'space 28', 'pay 0', 'river 1'), // yellow: port (1 coin), blue 1 → skips Lena → space 2
    ...seat(2, 'space 13'), // seat 2: blue garden
    ...chance('roll 2'),
    // Stage 2.
    ...seat(0, 'space 24', 'pay 0', 'order 0', 'upgrade 3'), // Lena: Raja Man Singh with the green 4, mill 2 → 3, then 3 money
    ...seat(1, 'space 14'), // yellow: green garden
    ...chance('roll 3'),
    ...seat(2, 'space 15'), // seat 2: orange garden
    ...chance('roll 4'),
    // Stage 3: EX12.
    ...seat(0, 'space 29', 'pay 0', 'river 2', 'upgrade 3') // port (1 coin), orange 2, 2 spaces → space 4: mill 3 → 4
  ]
}

/**
 * EX11, 2 players: Lena is seat 0 (first player). The orange snake stack (stack 6) shows the orange 4
 * tile (35), the purple snake stack (stack 9) the purple 6 tile (48).
 */
const architect: Scenario = {
  name: 'ex11-architect',
  description:
    'Rajas EX11, 2 players, round 1 from setup. Lena (seat 0, first player, starting dice blue 1, green 5, orange 4, ' +
    'purple 2) first builds the "orange 4" tile in the quarry (1 coin, her orange 4; a straight road below her residence: ' +
    'temple 2 fame and a tea market 1 money, R60). Seat 1 takes a blue garden die. Then, as in EX11, Lena returns a die ' +
    'of value 5 (a green die, as in GR) for the architect (R86), builds over her "orange 4" tile with the "purple 6" tile ' +
    'and returns purple dice totalling at least 2 (her purple 2) for the difference. The new tile is scored (A9: its ' +
    'silk markets 3 + 2 give 5 money); the covered tile no longer counts. Ends with Lena at money 8, fame 2, the purple ' +
    '6 tile on cell 4 over the orange 4 tile.',
  config: { players: 2 },
  seed: 'example-ex11',
  moves: [
    ...setupTops({ 6: 35 }),
    ...startingDice([1, 5, 4, 2], [6, 6, 6, 6]),
    // Lena, stage 1: quarry, the orange 4 tile, paid with the orange 4 (die 2).
    ...seat(0, 'space 0', 'stack 6'),
    ...chance('draw 32'),
    ...seat(0, 'pay 2', 'put 4 0', 'order 0'),
    // Seat 1, stage 1: blue garden.
    ...seat(1, 'space 9'),
    ...chance('roll 3'),
    // Lena, stage 2: the architect (chamber 5) with the green 5 (die 1), over cell 4 with the purple 6 tile.
    ...seat(0, 'space 21', 'pay 1', 'cover 4', 'stack 9'),
    ...chance('draw 49'),
    ...seat(0, 'pay 1', 'put 4 0') // the purple 2 (die 1) pays the difference 6 − 4
  ]
}

/** EX14, Ganga variant, 2 players: the first setup roll is a 2. */
const gangaSetup: Scenario = {
  name: 'ex14-ganga-setup',
  description:
    'Rajas EX14, Ganga variant, 2 players. At setup the first roll is a 2, so the first river tile (tile 0: "as many dice ' +
    'as your karma") goes on the 2nd river space (R145), replacing its printed "+2 karma"; every further roll is a 2 too, ' +
    'counting on from the last tile (R146), so the 8 tiles lie on spaces 2, 4, …, 16. Then seat 0 (first player) takes ' +
    'the free port space, pays a die of value 2 and moves 2 spaces onto river space 2: she gets the river tile\'s reward ' +
    '(1 die for karma 1, R147: a purple die rolled 4) instead of the covered "+2 karma", and her karma stays 1.',
  config: { players: 2, variant: { ganga: true } },
  seed: 'example-ex14',
  moves: [
    ...chance(...[0, 1, 2, 3, 4, 5, 6, 7].flatMap((id) => ['roll 2', `draw ${id}`])),
    ...setupTops(),
    ...startingDice([2, 1, 1, 1], [6, 6, 6, 6]),
    ...seat(0, 'space 23', 'pay 0', 'river 2', 'take 3'),
    ...chance('roll 4')
  ]
}

/** The scenarios, recorded by `npm run vectors` as `vectors/rajas/example-<name>.json`. */
export const scenarios: readonly Scenario[] = [balconyQuarry, river, architect, gangaSetup]
