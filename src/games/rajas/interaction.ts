/**
 * Rajas of the Ganges on the table (issue 27): the {@link Interaction} from which `rajas.prompt`,
 * `rajas.why`, `rajas.changes` and `rajas.elements` are built. The element ids are in
 * `elements.ts`, the pick paths in `picks.ts`, the reasons in `why.ts`; every word — instructions,
 * labels and reasons — is in the phrase table {@link WORDS} below, in one place for translation.
 * @module
 */
import type { ElementId, Interaction, Reason, Seat } from '../../core/index.js'
import type { BoardSide, Components, Reward } from './components/types.js'
import { BACKS, BUILDINGS, elementsOf, GOODS, namesOf, parseId, provinceOf, whole } from './elements.js'
import type { Move } from './moves.js'
import { pathsOf } from './picks.js'
import { boardSide, comps, dieColour, dieValue } from './rules/common.js'
import { actedBy } from './rules/tasks.js'
import type { Task } from './state.js'
import type { View } from './view.js'
import { whyNotPick, type Why } from './why.js'

// ---------------------------------------------------------------------------------------------
// The words (issue 29 moves them into per-locale catalogues: English here, Greek, Polish, Russian).
// ---------------------------------------------------------------------------------------------

/** "1 die", "2 dice". */
const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`
/** "a blue die", "an orange die". */
const article = (word: string): string => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`

/** The names of the palace chambers by die value (R82–R87). */
const CHAMBER_NAMES: Readonly<Record<number, string>> = { 1: 'the Grand Mogul', 2: 'the Dancer', 3: 'the Yogi', 4: 'Raja Man Singh', 5: 'the Architect', 6: 'the Portuguese' }

/** The phrase table: every word of the interaction. */
export const WORDS = {
  seat: (s: number): string => `seat ${s}`,
  colourDie: (colour: string, n = 1): string => (n === 1 ? `${article(colour)} die` : `${n} ${colour} dice`),
  chamber: (value: number): string => CHAMBER_NAMES[value] ?? `the character of chamber ${value}`,
  building: (b: number): string => BUILDINGS[b] ?? `building ${b}`,
  goods: (g: number): string => GOODS[g] ?? `goods ${g}`,
  back: (b: number): string => BACKS[b] ?? `back ${b}`,
  money: (n: number): string => `${n} money`,
  reward: (r: Reward, colour: (c: number) => string): string => {
    const n = r.n ?? 0
    const dice = (k: number): string => (r.c === undefined || r.c < 0 ? `${count(k, 'die', 'dice')} of any colour` : WORDS.colourDie(colour(r.c), k))
    switch (r.k) {
      case 'dice':
        return dice(r.n ?? 1)
      case 'money':
        return WORDS.money(n)
      case 'fame':
        return `${n} fame`
      case 'karma':
        return `${n} karma`
      case 'upgrade':
        return 'an upgrade'
      case 'palace':
        return 'a palace chamber action (2–6) for free'
      case 'dicePerKarma':
        return `${r.c === undefined || r.c < 0 ? 'a die of any colour' : WORDS.colourDie(colour(r.c))} per karma level`
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
        return `${WORDS.chamber(r.n ?? 2)}'s action for free`
    }
  },
  rewards: (rs: readonly Reward[], colour: (c: number) => string): string => (rs.length === 0 ? 'nothing' : rs.map((r) => WORDS.reward(r, colour)).join(' and ')),

  // What a seat waits for (the instruction of a seat with no legal move).
  over: 'The game is over',
  waitSeat: (s: number, doing: string): string => `Waiting for seat ${s}: ${doing}`,
  waitChance: (what: string): string => `Waiting for chance: ${what}`,
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
  chanceRoll: (colour: string, s: number): string => `${article(colour)} die is rolled for seat ${s}`,
  chanceReroll: (s: number): string => `a die of seat ${s} is re-rolled`,
  chanceTile: 'a stack turns up its next tile',
  chanceWhite: (s: number): string => `a white income tile is drawn for seat ${s}`,
  chanceFirst: 'the first player is drawn among the tied',
  chanceGangaRoll: 'a die is rolled to place a river tile',
  chanceGangaDraw: 'a river tile is drawn',
  chanceBrown: (s: number): string => `seat ${s} draws a brown income tile`,

  // The pending decision of the seat that decides.
  place: (pass: boolean): string => `Place a worker on an action space${pass ? ', or pass for the rest of the round' : ''}`,
  payChamber: (value: number): string => `Pay a die showing ${value} for ${WORDS.chamber(value)} (your karma cube, then a die, flips it first)`,
  payBalcony: (colour: string): string => `Pay ${article(colour)} die for the balcony`,
  paySame: 'Pay any die: its value is how many markets of one goods you may score',
  payPort: 'Pay a die showing 1, 2 or 3 for the river move (your karma cube, then a die, flips it first)',
  payTile: (colour: string, n: number): string => `Pay ${colour} dice worth at least ${n} for the tile, one at a time`,
  buy: 'Choose a tile on top of a stack',
  buyArchitect: (cell: number): string => `Choose a top tile that costs more than the tile on cell ${cell}`,
  cover: 'Choose the tile of your province the architect covers',
  put: 'Place the tile: choose an empty cell, then its rotation',
  putArchitect: 'Turn the new tile: choose its rotation',
  gainFull: 'Your Kali statue cannot hold all the new dice: return a die to the supply, or stop to take only what fits',
  gainColour: (n: number): string => (n === 1 ? 'Take a die: choose its colour in the supply' : `Take ${n} dice: choose the colour of the next one in the supply`),
  upgrade: 'Upgrade a building type: choose one of your upgrade cubes',
  opt: (reward: string): string => `Take the bonus (${reward}), or decline it`,
  river: (n: number): string => (n === 1 ? 'Move your boat 1 unoccupied river space: choose where it stops' : `Move your boat 1 to ${n} unoccupied river spaces: choose where it stops`),
  palace: 'Choose a palace chamber (2–6) to perform for free',
  goodsChoice: 'Choose the goods whose markets you score',
  marketVarious: 'Score markets of different goods (at most one of each), then done',
  marketSame: (n: number, goods: string): string => `Score up to ${count(n, `more ${goods} market`, `more ${goods} markets`)}, then done`,
  terrace: 'Choose the dice to re-roll, one at a time, then done',
  order: 'Choose which effect to resolve first',
  incomeSetup: 'Put your brown income tile on one of your brown border spaces',
  income: 'Take an income tile from the display and put it on a free border space of its colour, or decline',
  orFlip: ' (or flip a die: your karma cube, then the die)',

  // Labels of the elements.
  spaceQuarry: (n: number, money: number): string => `quarry space ${n} (${money === 0 ? 'free' : `costs ${WORDS.money(money)}`})`,
  spaceVarious: (n: number): string => `different-goods market space ${n}`,
  spaceSame: (n: number): string => `same-goods market space ${n} (pay a die)`,
  spaceTerrace: (n: number): string => `terrace ${n} (2 money, re-roll dice)`,
  spaceGarden: (colour: string): string => `the ${colour} garden (take ${article(colour)} die)`,
  spaceBalcony: (pay: string, gain: string): string => `the ${pay} balcony (pay ${article(pay)} die, take 2 ${gain} dice)`,
  spaceChamber: (value: number): string => `the chamber of ${WORDS.chamber(value)} (a die showing ${value})`,
  spacePort: (n: number, money: number): string => `port space ${n} (${money === 0 ? 'free' : `costs ${WORDS.money(money)}`})`,
  taken: (s: number): string => `, taken by seat ${s}`,
  coveredSpace: ', covered',
  die: (s: number, colour: string, value: number): string => `seat ${s}'s ${colour} die, showing ${value}`,
  karma: (s: number, level: number): string => `seat ${s}'s karma cube (level ${level})`,
  kali: (s: number, dice: number, hands: number): string => `seat ${s}'s Kali statue (${dice} of ${count(hands, 'hand', 'hands')} holding a die)`,
  fame: (s: number, at: number): string => `seat ${s}'s fame marker (space ${at})`,
  moneyMarker: (s: number, at: number): string => `seat ${s}'s money marker (space ${at})`,
  bonus: (s: number, at: number | undefined): string => (at === undefined ? `seat ${s}'s bonus marker (removed)` : `seat ${s}'s bonus marker (money space ${at})`),
  boat: (s: number, at: number): string => `seat ${s}'s boat (river space ${at})`,
  workers: (s: number, active: number, placed: number): string => `seat ${s}'s workers (${placed} of ${active} placed)`,
  upgradeCube: (s: number, building: string, level: number): string => `seat ${s}'s ${building} upgrade cube (level ${level})`,
  cell: (s: number, cell: number, row: number, col: number): string => `seat ${s}'s province cell ${cell} (row ${row}, column ${col})`,
  residence: (s: number): string => `seat ${s}'s residence`,
  market: (s: number, goods: string, value: number): string => `seat ${s}'s ${goods} market worth ${WORDS.money(value)}`,
  incomeSpace: (s: number, j: number, what: string): string => `seat ${s}'s special income ${j} (${what})`,
  tile: (tile: number, colour: string, cost: number, contents: string): string => `tile ${tile}: ${colour}, cost ${cost}${contents === '' ? '' : `, ${contents}`}`,
  tileMarket: (goods: string, value: number): string => `${goods} market ${value}`,
  stack: (colour: string, back: string, tiles: number): string => `the ${colour} ${back} stack (${count(tiles, 'tile', 'tiles')})`,
  supply: (colour: string, n: number): string => `the ${colour} dice of the supply (${n} left)`,
  riverSpace: (pos: number, last: number, what: string): string => (pos === 0 ? 'the start space of the river' : pos === last ? `the final river space (${what})` : `river space ${pos} (${what})`),
  riverTile: (tile: number, what: string): string => `river tile ${tile} (${what})`,
  incomeTile: (tile: number, colour: string, what: string): string => `the ${colour} income tile ${tile} (${what})`,
  riverPile: (n: number): string => `the face-down river tiles (${n})`,
  whitePile: (n: number): string => `the face-down white income tiles (${n})`,
  elephant: (s: number): string => `the first-player elephant (seat ${s})`,
  round: (n: number): string => `round ${n}`,
  rotation: (deg: number): string => (deg === 0 ? 'not turned' : `turned ${deg}° clockwise`),
  effect: (what: string): string => `resolve first: ${what}`,
  buttons: {
    done: 'Done',
    stop: 'Take only the dice that fit',
    pass: 'Pass for the rest of the round',
    accept: 'Take the bonus',
    decline: 'Decline',
    flip: 'Only flip the die',
    pay: 'Flip the die and pay it'
  } as Readonly<Record<string, string>>,
  step: (t: Task, colour: (c: number) => string): string => {
    switch (t.k) {
      case 'money':
        return WORDS.money(t.n)
      case 'fame':
        return `${t.n} fame`
      case 'karma':
        return `${t.n} karma`
      case 'reward':
        return WORDS.reward(t.r, colour)
      case 'gain':
        return t.c < 0 ? `${count(t.n, 'die', 'dice')} of any colour` : WORDS.colourDie(colour(t.c), t.n)
      case 'upgrade':
        return 'an upgrade'
      case 'opt':
        return `the bonus (${WORDS.reward(t.r, colour)})`
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

  // Why a pick is refused (the rule id is given apart).
  why: {
    covered: () => 'this space is covered in a 3-player game',
    occupied: (w) => `this space already holds a worker of seat ${w.by}`,
    fillOrder: (w) => `${w.area} spaces are taken in order: the first free one is ${w.area} space ${w.first}`,
    money: (w) => `this space costs ${WORDS.money(w.cost)} and you have ${WORDS.money(w.have)}`,
    noAffordableTile: () => 'your dice cannot pay any top tile, even with karma',
    noPlaceForTile: () => 'no tile can be placed connected to your residence',
    oneDifferentGoods: () => 'you already used a different-goods space this round',
    emptyAction: () => 'this action would give you nothing (option emptyActions: forbidden)',
    noDie: () => 'this space takes a die and you have none',
    noDieOfColour: (w, c) => `this balcony takes ${article(c(w.colour))} die and you have none`,
    noDieOfValue: (w) => `this chamber takes a die showing ${w.value} (or ${7 - w.value} and 1 karma) and you have none`,
    noLowDie: () => 'the river action takes a die showing 1, 2 or 3 (or 4–6 and 1 karma) and you have none',
    architectImpossible: () => 'no tile of yours can be covered by a more expensive top tile with your dice',
    portugueseImpossible: () => 'your boat cannot move exactly 6 unoccupied river spaces',
    boatAtFinal: () => 'your boat is on the final river space',
    notOnStack: () => 'tiles are taken from the top of the stacks',
    emptyStack: () => 'this stack is used up',
    cannotPayTile: (w, c) => `your ${c(w.colour)} dice cannot pay ${w.cost}, even with karma`,
    notMoreExpensive: (w) => `this tile costs ${w.cost}, not more than the tile it would cover (${w.old})`,
    cannotPayDifference: (w, c) => `your ${c(w.colour)} dice cannot pay the difference of ${w.difference}, even with karma`,
    coverDisconnects: () => 'in no rotation would every tile of your province stay connected to the residence',
    noTileThere: () => 'there is no tile on this cell to cover',
    coveredOnce: () => 'this cell has already been built over once',
    noCoveringTile: () => 'no top tile can cover this tile (more expensive, payable, keeping the roads connected)',
    residence: () => 'the residence is not a tile space',
    cellTaken: () => 'this cell already holds a tile',
    notConnected: () => 'in no rotation would a road of the tile meet a road connected to your residence',
    rotationNotConnected: () => 'turned this way, no road of the tile meets a road connected to your residence',
    architectCell: (w) => `the architect covers the tile on cell ${w.cell}`,
    wrongDieColour: (w, c) => `this payment takes ${c(w.colour)} dice`,
    wrongDieValue: (w) => `this chamber takes a die showing ${w.value}; this one would show ${w.shows}`,
    dieTooHigh: (w) => `the river action takes a die showing 1, 2 or 3; this one would show ${w.shows}`,
    noFlipNeeded: () => 'this die is paid as it is: no flip is needed',
    noOppositeFace: (w) => `no die of yours shows ${7 - w.value}, the face opposite ${w.value}`,
    noUsefulFlip: () => 'no die of yours would show 1, 2 or 3 after a flip',
    paymentDeadEnd: (w) => `paying this die would leave the remaining ${w.left} unpayable with your dice and karma`,
    architectAfterPaying: () => 'after paying this die the architect could not cover any tile',
    noKarma: () => 'flipping a die costs 1 karma and you have none',
    karmaWhenPaying: () => 'karma flips a die only as you pay it',
    kaliFull: () => 'your Kali statue cannot hold all the new dice: first return a die, or stop',
    notFull: () => 'dice are returned only to make room on a full Kali statue',
    supplyEmpty: (w, c) => `no ${c(w.colour)} die is left in the supply`,
    maxLevel: () => 'this building type is at its highest level (4)',
    riverBackward: () => 'the boat only moves forward',
    riverOccupied: (w) => `the boat of seat ${w.by} is there: an occupied space is skipped`,
    riverTooFar: (w) => `your die moves the boat ${w.n === 1 ? '1 unoccupied space' : `1 to ${w.n} unoccupied spaces`}`,
    grandMogulExcluded: () => 'the Grand Mogul cannot be chosen as a free palace action',
    chamberImpossible: (w) => `${WORDS.chamber(w.value)}'s action cannot be carried out now`,
    oneOfEachGoods: (w) => `you already score a ${WORDS.goods(w.goods)} market: at most one of each goods`,
    alreadyScored: () => 'this market is already scored',
    sameGoodsOnly: (w) => `only ${WORDS.goods(w.goods)} markets are scored now`,
    noSuchGoods: (w) => `you have no ${WORDS.goods(w.goods)} market`,
    alreadyRerolled: () => 'this die is already chosen for re-rolling',
    wrongSlot: (w) => `this border space takes ${w.slot} income tiles, not ${w.colour}`,
    slotTaken: () => 'this border space already holds an income tile',
    noFreeSlot: (w) => `you have no free ${w.colour} border space`,
    notYourTile: (w) => `you place the brown tile you drew (income tile ${w.tile})`
  } as { readonly [K in Why['k']]: (w: Extract<Why, { readonly k: K }>, colour: (c: number) => string) => string }
} as const

// ---------------------------------------------------------------------------------------------

const colourNames = new WeakMap<Components, (c: number) => string>()

/** The display name of dice colour c of the view's set (one function per set). */
const colourOf = (v: View): ((c: number) => string) => {
  const set = comps(v).c
  const hit = colourNames.get(set)
  if (hit !== undefined) return hit
  const names = set.diceColours
  const f = (c: number): string => names[c] ?? `colour ${c}`
  colourNames.set(set, f)
  return f
}

/** What a seat waits for: the pending step as its seat or chance does it. */
const waiting = (v: View, t: Task): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'roll':
      return WORDS.waitChance(WORDS.chanceRoll(colour(t.c), t.s))
    case 'reroll':
      return WORDS.waitChance(WORDS.chanceReroll(t.s))
    case 'tile':
      return WORDS.waitChance(WORDS.chanceTile)
    case 'white':
      return WORDS.waitChance(WORDS.chanceWhite(t.s))
    case 'first':
      return WORDS.waitChance(WORDS.chanceFirst)
    case 'groll':
      return WORDS.waitChance(WORDS.chanceGangaRoll)
    case 'gdraw':
      return WORDS.waitChance(WORDS.chanceGangaDraw)
    case 'brown':
      return WORDS.waitChance(WORDS.chanceBrown(t.s))
    default:
      return WORDS.waitSeat(t.s, WORDS.doing[t.k] ?? t.k)
  }
}

/** The pending decision of its seat, in one line. */
const deciding = (v: View, t: Task): string => {
  const colour = colourOf(v)
  switch (t.k) {
    case 'place':
      return WORDS.place(v.options.allowPass)
    case 'payDie':
      switch (t.m) {
        case 'chamber':
          return WORDS.payChamber(t.n)
        case 'balcony':
          return WORDS.payBalcony(colour(t.c))
        case 'same':
          return WORDS.paySame
        case 'port':
          return WORDS.payPort
      }
      break
    case 'payTile':
      return WORDS.payTile(colour(t.c), t.n)
    case 'buy':
      return (t.cell ?? -1) >= 0 ? WORDS.buyArchitect(t.cell ?? 0) : WORDS.buy
    case 'cover':
      return WORDS.cover
    case 'put':
      return t.cell >= 0 ? WORDS.putArchitect : WORDS.put
    case 'gain': {
      const p = v.p[t.s]
      const hands = p?.kali === 'back' ? comps(v).c.kaliHands.back : comps(v).c.kaliHands.front
      const available = t.c >= 0 ? (v.supply[t.c] ?? 0) : v.supply.reduce((a, x) => a + x, 0)
      return (p?.dice.length ?? 0) + Math.min(t.n, available) > hands ? WORDS.gainFull : WORDS.gainColour(t.n)
    }
    case 'upgrade':
      return WORDS.upgrade
    case 'opt':
      return WORDS.opt(WORDS.reward(t.r, colour))
    case 'river':
      return WORDS.river(t.n)
    case 'palace':
      return WORDS.palace
    case 'market':
      if (t.m === 's' && t.i < 0) return WORDS.goodsChoice
      return t.m === 'v' ? WORDS.marketVarious : WORDS.marketSame(t.n - t.list.length, WORDS.goods(t.i))
    case 'terrace':
      return WORDS.terrace
    case 'order':
      return WORDS.order
    case 'inc':
      return t.m === 'setup' ? WORDS.incomeSetup : WORDS.income
    default:
      break
  }
  return WORDS.waitSeat(t.s, WORDS.doing[t.k] ?? t.k)
}

const instruction = (v: View, seat: Seat, legal: readonly Move[]): string => {
  const t = v.tasks[0]
  if (v.phase === 'over' || t === undefined) return WORDS.over
  if (legal.length === 0 || actedBy(t) !== 'seat' || t.s !== seat) return waiting(v, t)
  const flips = v.options.karmaTiming === 'anyTimeInTurn' && legal.some((m) => m.t === 'flip') // A4
  return flips ? `${deciding(v, t)}${WORDS.orFlip}` : deciding(v, t)
}

/** The action space of each space element id of a board side, and its words without its occupancy (cached per side: they never change). */
const spaceWords = new WeakMap<BoardSide, ReadonlyMap<ElementId, readonly [number, string]>>()
const spaceLabels = (v: View): ReadonlyMap<ElementId, readonly [number, string]> => {
  const side = boardSide(v)
  const hit = spaceWords.get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const ids = namesOf(v).spaces
  const words = new Map(
    side.spaces.map((sp, j): [ElementId, readonly [number, string]] => {
      const element = ids[j] ?? ''
      const n = whole(element.split(':')[2]) ?? 1
      switch (sp.kind) {
        case 'quarry':
          return [element, [j, WORDS.spaceQuarry(n, sp.money ?? 0)]]
        case 'various':
          return [element, [j, WORDS.spaceVarious(n)]]
        case 'same':
          return [element, [j, WORDS.spaceSame(n)]]
        case 'terrace':
          return [element, [j, WORDS.spaceTerrace(n)]]
        case 'garden':
          return [element, [j, WORDS.spaceGarden(colour(sp.colour ?? 0))]]
        case 'balcony':
          return [element, [j, WORDS.spaceBalcony(colour(sp.colour ?? 0), colour(sp.gain ?? 0))]]
        case 'chamber':
          return [element, [j, WORDS.spaceChamber(sp.value ?? 0)]]
        case 'port':
          return [element, [j, WORDS.spacePort(n, sp.money ?? 0)]]
      }
    })
  )
  spaceWords.set(side, words)
  return words
}

/** The words of each province tile of a component set (cached per set: they never change). */
const tileWords = new WeakMap<Components, readonly string[]>()
const tileLabels = (v: View): readonly string[] => {
  const c = comps(v).c
  const hit = tileWords.get(c)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = c.tiles.map((t, i) =>
    WORDS.tile(i, colour(t.colour), t.cost, [...t.markets.map((m) => WORDS.tileMarket(WORDS.goods(m.good), m.value)), ...t.buildings.map((b) => WORDS.building(b))].join(', '))
  )
  tileWords.set(c, words)
  return words
}

/** The words of each river space with its printed rewards (cached per side). */
const riverWords = new WeakMap<BoardSide, readonly string[]>()
const riverLabels = (v: View): readonly string[] => {
  const side = boardSide(v)
  const hit = riverWords.get(side)
  if (hit !== undefined) return hit
  const colour = colourOf(v)
  const words = side.river.spaces.map((rewards, pos) => WORDS.riverSpace(pos, side.river.spaces.length - 1, WORDS.rewards(rewards, colour)))
  riverWords.set(side, words)
  return words
}

const label = (v: View, element: ElementId): string => {
  if (element.startsWith('space:')) {
    // The most frequent label (every placement offers a dozen spaces): the cached words and the occupancy.
    const found = spaceLabels(v).get(element)
    if (found === undefined) return element
    const [j, base] = found
    const at = v.spaces[j] ?? -1
    return at === -2 ? `${base}${WORDS.coveredSpace}` : at >= 0 ? `${base}${WORDS.taken(at)}` : base
  }
  const button = WORDS.buttons[element]
  if (button !== undefined) return button
  if (element.startsWith('supply:')) {
    const col = namesOf(v).supply.indexOf(element)
    return col < 0 ? element : WORDS.supply(colourOf(v)(col), v.supply[col] ?? 0)
  }
  const { kind, parts, a, b } = parseId(element)
  const colour = colourOf(v)
  const c = comps(v).c
  const p = a === undefined ? undefined : v.p[a]
  switch (kind) {
    case 'die': {
      const code = b === undefined ? undefined : p?.dice[b]
      if (a === undefined || code === undefined) break
      return WORDS.die(a, colour(dieColour(code)), dieValue(code))
    }
    case 'karma':
      if (a !== undefined && p !== undefined) return WORDS.karma(a, p.karma)
      break
    case 'kali':
      if (a !== undefined && p !== undefined) return WORDS.kali(a, p.dice.length, p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front)
      break
    case 'fame':
      if (a !== undefined && p !== undefined) return WORDS.fame(a, p.fame)
      break
    case 'money':
      if (a !== undefined && p !== undefined) return WORDS.moneyMarker(a, p.money)
      break
    case 'bonus':
      if (a !== undefined && p !== undefined) return WORDS.bonus(a, c.tracks.moneyBonuses[p.bonus]?.at)
      break
    case 'boat':
      if (a !== undefined && p !== undefined) return WORDS.boat(a, p.boat)
      break
    case 'workers':
      if (a !== undefined && p !== undefined) return WORDS.workers(a, p.workers, p.placed)
      break
    case 'upgrade': {
      const bt = (BUILDINGS as readonly string[]).indexOf(parts[1] ?? '')
      if (a !== undefined && p !== undefined && bt >= 0) return WORDS.upgradeCube(a, WORDS.building(bt), p.levels[bt] ?? 2)
      break
    }
    case 'cell': {
      if (a === undefined || b === undefined || p === undefined) break
      const prov = provinceOf(v, p).c.province
      if (b === prov.residence) return WORDS.residence(a)
      const code = p.grid[b] ?? -1
      const where = WORDS.cell(a, b, Math.floor(b / prov.cols) + 1, (b % prov.cols) + 1)
      return code < 0 ? where : `${where}: ${label(v, `tile:${code >> 2}`)}`
    }
    case 'market': {
      const cell = b
      const m = whole(parts[2])
      const code = cell === undefined || p === undefined ? -1 : (p.grid[cell] ?? -1)
      const mk = code < 0 || m === undefined ? undefined : c.tiles[code >> 2]?.markets[m]
      if (a !== undefined && mk !== undefined) return WORDS.market(a, WORDS.goods(mk.good), mk.value)
      break
    }
    case 'income': {
      if (a === undefined || b === undefined || p === undefined) break
      const inc = provinceOf(v, p).c.province.incomes[b]
      if (inc === undefined) break
      const tile = p.slots?.[b] ?? -1
      const reward = tile >= 0 ? c.incomeTiles[tile]?.reward : undefined
      return WORDS.incomeSpace(a, b, reward === undefined ? WORDS.rewards(inc.rewards, colour) : WORDS.reward(reward, colour))
    }
    case 'tile': {
      const words = a === undefined ? undefined : tileLabels(v)[a]
      if (words !== undefined) return words
      break
    }
    case 'stack': {
      const back = (BACKS as readonly string[]).indexOf(parts[1] ?? '')
      const col = namesOf(v).colours.indexOf(parts[0] ?? '')
      if (back < 0 || col < 0) break
      const i = col * 3 + back
      return WORDS.stack(colour(col), WORDS.back(back), (v.stacks[i] ?? []).length + ((v.tops[i] ?? -1) >= 0 ? 1 : 0))
    }
    case 'river': {
      if (a === undefined) break
      const tile = v.rtiles?.[a] ?? -1
      if (tile < 0) return riverLabels(v)[a] ?? element
      return WORDS.riverSpace(a, boardSide(v).river.spaces.length - 1, WORDS.rewards(c.riverTiles?.[tile]?.rewards ?? [], colour))
    }
    case 'river-tile': {
      const t = a === undefined ? undefined : c.riverTiles?.[a]
      if (a !== undefined && t !== undefined) return WORDS.riverTile(a, WORDS.rewards(t.rewards, colour))
      break
    }
    case 'income-tile': {
      const t = a === undefined ? undefined : c.incomeTiles[a]
      if (a !== undefined && t !== undefined) return WORDS.incomeTile(a, t.colour, WORDS.reward(t.reward, colour))
      break
    }
    case 'river-pile':
      return WORDS.riverPile((v.rpile ?? []).length)
    case 'white-pile':
      return WORDS.whitePile(v.white.length)
    case 'elephant':
      return WORDS.elephant(v.first)
    case 'round':
      return WORDS.round(v.round)
    case 'rotation':
      if (a !== undefined) return WORDS.rotation(a)
      break
    case 'goods': {
      const g = (GOODS as readonly string[]).indexOf(parts[0] ?? '')
      if (g >= 0) return WORDS.goods(g)
      break
    }
    case 'effect': {
      const head = v.tasks[0]
      const group = head?.k === 'order' && a !== undefined ? head.groups[a - 1] : undefined
      if (group !== undefined) return WORDS.effect(group.map((t) => WORDS.step(t, colour)).join(', '))
      break
    }
    default:
      break
  }
  return element
}

const whyNot = (v: View, seat: Seat, element: ElementId, picks: readonly ElementId[]): Reason | undefined => {
  const found = whyNotPick(v, seat, element, picks)
  if (found === undefined) return undefined
  const phrase = WORDS.why[found.why.k] as (w: Why, colour: (c: number) => string) => string
  return { reason: phrase(found.why, colourOf(v)), rule: found.rule }
}

/**
 * The seats that moved between two consecutive views: the seat whose decision was pending in the
 * first view (when the views differ), and every seat that placed a worker in between.
 */
const acted = (before: View, after: View): readonly Seat[] => {
  const out = new Set<Seat>()
  const t = before.tasks[0]
  // Every move of a seat changes the pending steps or its own record (a flip, a returned die).
  if (before.phase !== 'over' && t !== undefined && actedBy(t) === 'seat' && (JSON.stringify(before.tasks) !== JSON.stringify(after.tasks) || JSON.stringify(before.p[t.s]) !== JSON.stringify(after.p[t.s]))) out.add(t.s)
  after.p.forEach((q, seat) => {
    const was = before.p[seat]
    if (was !== undefined && q.placed > was.placed && before.round === after.round) out.add(seat)
  })
  return [...out].sort((x, y) => x - y)
}

/** Rajas of the Ganges on the table (see the module comment and docs/games/rajas.md, "Elements"). */
export const rajasInteraction: Interaction<View, Move> = {
  paths: pathsOf,
  instruction,
  label,
  whyNot,
  elements: elementsOf,
  acted
}
