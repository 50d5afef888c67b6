/**
 * Which action spaces a player may take (R31–R36, R48–R52, R74–R76, R78–R93), which dice pay a
 * die cost: the legality behind the `place` decision, and placing a worker (R26, R34).
 * @module
 */
import type { RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import type { Derived } from '../components/derived.js'
import type { Space } from '../components/types.js'
import { spaceMove, STOP_MOVE, type RajasMove } from '../moves.js'
import type { Player, RajasState, Task, TaskOf } from '../state.js'
import { boardSide, capacity, colourReach, comps, compsFor, dieColour, dieValue, flipped, headReplaced, maxReach, player, update, withPlayer, without } from './common.js'
import { chamberOf, type ChamberSpec } from './palace.js'
import { allConnected, hasFrontier, marketsOf, reachMasks } from './province.js'
import { finalSpace } from './river.js'
import { gainMoney } from './tracks.js'

/** A way to pay one die: its index on the Kali statue, and whether it is flipped with karma first. */
export interface DieChoice {
  readonly die: number
  readonly flip: boolean
}

/** Tops of stacks whose cost the player can pay (R50, R52, karma counted per R36). */
export const affordableStacks = (s: RajasState, dice: readonly number[], karma: number): number[] => {
  const d = comps(s)
  const reach = maxReach(dice, karma, d.c.diceColours.length)
  const out: number[] = []
  for (let i = 0; i < s.tops.length; i++) if (affordable(d, reach, s.tops[i] as number)) out.push(i)
  return out
}

const affordable = (d: Derived, reach: readonly number[], top: number): boolean => {
  const tile = top >= 0 ? d.tiles[top] : undefined
  return tile !== undefined && tile.cost <= (reach[tile.colour] ?? 0)
}

/** Is some top affordable ({@link affordableStacks} not empty, without listing them: speed only)? */
const anyAffordable = (s: RajasState, dice: readonly number[], karma: number): boolean => {
  const d = comps(s)
  const reach = maxReach(dice, karma, d.c.diceColours.length)
  for (let i = 0; i < s.tops.length; i++) if (affordable(d, reach, s.tops[i] as number)) return true
  return false
}

/** Is a chamber's action possible with the dice left (R86)? `undefined` for a chamber that does not use the dice. */
type AfterPaying = ((dice: readonly number[], karma: number) => boolean) | undefined

/**
 * What {@link chamberDieOk} asks of the dice left, for every die of one listing: a chamber that
 * uses the dice computes once what does not depend on them (`possibleFor`, speed only).
 */
const afterPaying = (s: RajasState, i: number, chamber: ChamberSpec): AfterPaying =>
  !chamber.usesDice ? undefined : (chamber.possibleFor?.(s, i) ?? ((dice, karma) => chamber.possible(s, i, dice, karma)))

/** May die `j` of `p` (flipped first with 1 karma if `flip`, R44) pay a chamber of value `v` (R78–R87)? Not counting R87's check of the action itself. */
const chamberDieOk = (p: Player, possible: AfterPaying, v: number, j: number, flip: boolean): boolean => {
  if (flip && p.karma < 1) return false
  const val = dieValue(p.dice[j] as number)
  if ((flip ? flipped(val) : val) !== v) return false
  return possible === undefined || possible(without(p.dice, j), p.karma - (flip ? 1 : 0)) // R86: still possible after paying
}

/** Dice choices that pay a chamber die of value v (R78–R87), keeping the action possible (R86, R87). */
const chamberChoices = (s: RajasState, i: number, v: number): DieChoice[] => {
  const p = player(s, i)
  const chamber = chamberOf(v)
  if (chamber === undefined) return []
  if (!chamber.usesDice && !chamber.possible(s, i, p.dice, p.karma)) return []
  const possible = afterPaying(s, i, chamber)
  const out: DieChoice[] = []
  for (let j = 0; j < p.dice.length; j++) {
    if (chamberDieOk(p, possible, v, j, false)) out.push({ die: j, flip: false })
    if (chamberDieOk(p, possible, v, j, true)) out.push({ die: j, flip: true })
  }
  return out
}

/**
 * Is paying die `die` (flipped if `flip`) one of {@link payDieChoices}? The same conditions tried on
 * the one choice (speed only: applying a move checks it without listing every choice).
 */
export const payDieOk = (s: RajasState, task: TaskOf<'payDie'>, die: number, flip: boolean): boolean => {
  const p = player(s, task.s)
  if (!Number.isInteger(die) || die < 0 || die >= p.dice.length) return false
  const d = p.dice[die] as number
  switch (task.m) {
    case 'chamber': {
      const chamber = chamberOf(task.n)
      if (chamber === undefined || (!chamber.usesDice && !chamber.possible(s, task.s, p.dice, p.karma))) return false
      // one die: the early-exit scan of `possible` (no `possibleFor` table for a single question)
      return chamberDieOk(p, chamber.usesDice ? (dice, karma) => chamber.possible(s, task.s, dice, karma) : undefined, task.n, die, flip)
    }
    case 'balcony':
      return !flip && dieColour(d) === task.c // R81
    case 'same':
      return !flip || p.karma > 0 // R75
    default:
      return dieValue(d) <= 3 ? !flip : flip && p.karma > 0 // R89
  }
}

/** The dice choices of a pending `payDie` step. */
export const payDieChoices = (s: RajasState, task: TaskOf<'payDie'>): DieChoice[] => {
  const p = player(s, task.s)
  const out: DieChoice[] = []
  switch (task.m) {
    case 'chamber':
      return chamberChoices(s, task.s, task.n)
    case 'balcony': // R81: a die of the shown colour, any value
      p.dice.forEach((d, j) => {
        if (dieColour(d) === task.c) out.push({ die: j, flip: false })
      })
      return out
    case 'same': // R75: one die of whatever colour; its value (after an optional flip) limits the markets
      p.dice.forEach((_, j) => {
        out.push({ die: j, flip: false })
        if (p.karma > 0) out.push({ die: j, flip: true })
      })
      return out
    default: // port, R89: a die of value 1–3, flipped with karma if need be
      p.dice.forEach((d, j) => {
        if (dieValue(d) <= 3) out.push({ die: j, flip: false })
        else if (p.karma > 0) out.push({ die: j, flip: true })
      })
      return out
  }
}

/** The first free space of an ordered area (quarry, port) (R32), or -1. */
const firstFree = (s: RajasState, kind: 'quarry' | 'port'): number => {
  const spaces = boardSide(s).spaces
  for (let j = 0; j < spaces.length; j++) if (spaces[j]?.kind === kind && s.spaces[j] === -1) return j
  return -1
}

const hasMarkets = (s: RajasState, p: Player): boolean => marketsOf(compsFor(s, p), p.grid).length > 0

const emptyProblem = (s: RajasState, yields: boolean): RuleViolation | undefined =>
  s.options.emptyActions === 'forbidden' && !yields
    ? refuse('EMPTY_ACTION', 'emptyAction', {}, 'A3')
    : undefined

/** Why seat i may not place a worker on space j now, or undefined if it may (R31–R36 and each area's rules). */
export const placementProblem = (s: RajasState, i: number, j: number): RuleViolation | undefined => {
  const space = boardSide(s).spaces[j]
  if (space === undefined) return refuse('NO_SUCH_SPACE', 'noSuchSpace', { space: j }, 'R33')
  const occ = s.spaces[j] ?? -1
  if (occ === -2) return refuse('SPACE_COVERED', 'spaceCovered', { space: j }, 'R7')
  if (occ >= 0) return refuse('SPACE_OCCUPIED', 'spaceOccupied', { space: j, by: occ }, 'R31')
  const p = player(s, i)
  const money = space.money ?? 0
  if ((space.kind === 'quarry' || space.kind === 'port') && firstFree(s, space.kind) !== j) {
    return refuse('FILL_ORDER', 'fillOrder', { kind: space.kind, first: firstFree(s, space.kind) }, 'R32')
  }
  if (money > p.money) return refuse('NOT_ENOUGH_MONEY', 'notEnoughMoney', { space: j, cost: money, seat: i, have: p.money }, 'R34')
  switch (space.kind) {
    case 'quarry': {
      if (affordableStacks(s, p.dice, p.karma).length === 0) return refuse('NO_AFFORDABLE_TILE', 'noAffordableTile', {}, 'R52')
      const d = compsFor(s, p)
      if (!hasFrontier(d, p.grid, reachMasks(d, p.grid))) return refuse('NO_PLACE_FOR_TILE', 'noPlaceForTile', {}, 'R52')
      return undefined
    }
    case 'various':
      if (s.players >= 3 && p.various) return refuse('ONE_VARIOUS_PER_ROUND', 'oneVariousPerRound', {}, 'R76')
      return emptyProblem(s, hasMarkets(s, p))
    case 'same':
      if (p.dice.length === 0) return refuse('NO_DIE', 'sameNeedsDie', {}, 'R75')
      return emptyProblem(s, hasMarkets(s, p))
    case 'balcony':
      if (!p.dice.some((d) => dieColour(d) === space.colour)) {
        return refuse('NO_DIE', 'balconyNeedsDie', { colour: comps(s).c.diceColours[space.colour ?? 0] ?? '' }, 'R81')
      }
      return emptyProblem(s, (s.supply[space.gain ?? 0] ?? 0) > 0)
    case 'garden':
      return emptyProblem(s, (s.supply[space.colour ?? 0] ?? 0) > 0 && p.dice.length < capacity(s, i))
    case 'chamber': {
      const v = space.value ?? 0
      const chamber = chamberOf(v)
      if (chamber === undefined) return refuse('NO_SUCH_CHAMBER', 'noSuchChamber', { chamber: v }, 'R78')
      const refusal = chamber.impossible
      // R87: an action that cannot be carried out whatever the die; R86: none left after paying the die.
      if (refusal !== undefined && !chamber.usesDice && !chamber.possible(s, i, p.dice, p.karma)) return refuse(refusal.code, refusal.key, {}, chamber.rule)
      if (chamberChoices(s, i, v).length > 0) return undefined
      return refusal !== undefined && chamber.usesDice && hasChamberDie(p, v)
        ? refuse(refusal.code, refusal.key, {}, chamber.rule)
        : refuse('NO_DIE', 'chamberNeedsDie', { value: v }, 'R78')
    }
    case 'port':
      if (p.boat >= finalSpace(s)) return refuse('BOAT_AT_FINAL', 'boatAtFinal', {}, 'R93')
      if (!p.dice.some((d) => dieValue(d) <= 3 || p.karma > 0)) return refuse('NO_DIE', 'riverNeedsDie', {}, 'R89')
      return undefined
    default:
      return undefined // terrace, garden: free (R79, R80)
  }
}

/** Does the player hold a die that can pay a chamber of value v (with a flip if karma allows)? */
const hasChamberDie = (p: Player, v: number): boolean => p.dice.some((d) => dieValue(d) === v || (p.karma > 0 && dieValue(d) === 7 - v))

/** What the checks of every space share for one seat and state, computed once per listing (speed only). */
interface PlaceContext {
  readonly spaces: readonly Space[]
  readonly p: Player
  /** The first free quarry and port spaces (R32), or -1. */
  readonly fq: number
  readonly fp: number
  /** Bit v (1–6): a die shows v, or can with a flip (R44, karma left); bit 8 + c: a die of colour c (0–3: checkState and the component checks hold dice to these). */
  readonly dice: number
}

/** The dice bits of {@link PlaceContext}. */
const diceBits = (p: Player): number => {
  let dice = 0
  for (let k = 0; k < p.dice.length; k++) {
    const v = dieValue(p.dice[k] as number)
    dice |= (1 << v) | (1 << (8 + dieColour(p.dice[k] as number)))
    if (p.karma > 0) dice |= 1 << (7 - v)
  }
  return dice
}

/** The context of every space's check; the first free quarry and port only if `ordered` (a check of one other space needs neither: speed only); `spaces` when the caller has the board side's spaces already. */
const placeContext = (s: RajasState, i: number, ordered = true, spaces = boardSide(s).spaces): PlaceContext => {
  let fq = -1
  let fp = -1
  for (let j = 0; ordered && j < spaces.length; j++) {
    if (s.spaces[j] !== -1) continue
    const k = spaces[j]?.kind
    if (k === 'quarry' && fq < 0) fq = j
    else if (k === 'port' && fp < 0) fp = j
  }
  const p = player(s, i)
  return { spaces, p, fq, fp, dice: diceBits(p) }
}

/**
 * Fast legality of space j for seat i (the same answer as {@link placementProblem}, without
 * messages). The dice tests read `c.dice`: a chamber die (R78) is bit v, a balcony die (R81) bit 8 +
 * colour, a river die (R89) a die of 1–3 or any die with karma left.
 */
const spaceOk = (s: RajasState, i: number, j: number, c: PlaceContext): boolean => {
  const space = c.spaces[j]
  const p = c.p
  if (space === undefined || s.spaces[j] !== -1) return false
  if ((space.money ?? 0) > p.money) return false
  switch (space.kind) {
    case 'quarry': {
      if (j !== c.fq) return false
      const d = compsFor(s, p)
      return anyAffordable(s, p.dice, p.karma) && hasFrontier(d, p.grid, reachMasks(d, p.grid))
    }
    case 'port':
      return j === c.fp && p.boat < finalSpace(s) && p.dice.length > 0 && (p.karma > 0 || (c.dice & 0b1110) !== 0)
    case 'various':
      return !(s.players >= 3 && p.various) && (s.options.emptyActions === 'allowed' || hasMarkets(s, p))
    case 'same':
      return p.dice.length > 0 && (s.options.emptyActions === 'allowed' || hasMarkets(s, p))
    case 'balcony':
      return space.colour !== undefined && ((c.dice >> (8 + space.colour)) & 1) === 1 && (s.options.emptyActions === 'allowed' || (s.supply[space.gain ?? 0] ?? 0) > 0)
    case 'garden':
      return s.options.emptyActions === 'allowed' || ((s.supply[space.colour ?? 0] ?? 0) > 0 && p.dice.length < capacity(s, i))
    case 'chamber': {
      const v = space.value ?? 0
      if (((c.dice >> v) & 1) === 0) return false
      const chamber = chamberOf(v)
      if (chamber === undefined) return false
      if (!chamber.usesDice) return chamber.possible(s, i, p.dice, p.karma)
      // some die pays it (chamberChoices not empty), found without listing them: one early-exit
      // scan of the architect's covers with the best reach over the dice that could pay (speed only)
      if (chamber.possibleWithin !== undefined) return chamberPayable(s, i, p, chamber.possibleWithin, v)
      const possible = afterPaying(s, i, chamber)
      for (let k = 0; k < p.dice.length; k++) if (chamberDieOk(p, possible, v, k, false) || chamberDieOk(p, possible, v, k, true)) return true
      return false
    }
    default:
      return true
  }
}

/**
 * Does some die of `p` pay a chamber of value `v` (flipped with 1 karma if need be, R44) and leave
 * its action possible (R86)? The chamber's `possibleWithin` asked once with the best reach, colour
 * by colour, of the dice left after each die that could pay (the same answer as trying
 * {@link chamberDieOk} on every die: speed only).
 */
const chamberPayable = (s: RajasState, i: number, p: Player, within: (s: RajasState, seat: number, reach: readonly number[]) => boolean, v: number): boolean => {
  const colours = comps(s).c.diceColours.length
  let best: number[] | undefined
  for (let j = 0; j < p.dice.length; j++) {
    const val = dieValue(p.dice[j] as number)
    for (let f = 0; f < 2; f++) {
      if ((f === 1 ? flipped(val) : val) !== v || (f === 1 && p.karma < 1)) continue
      best ??= new Array<number>(colours).fill(-Infinity)
      for (let c = 0; c < colours; c++) best[c] = Math.max(best[c] as number, colourReach(p.dice, j, p.karma - f, c))
    }
  }
  return best !== undefined && within(s, i, best)
}

/** May seat i place a worker on space j now (R31–R36)? The predicate {@link legalSpaces} filters by. */
export const spaceLegal = (s: RajasState, i: number, j: number): boolean => {
  const spaces = boardSide(s).spaces
  const kind = spaces[j]?.kind
  return spaceOk(s, i, j, placeContext(s, i, kind === 'quarry' || kind === 'port', spaces)) // R32's order only where it applies
}

/** The spaces seat i may place a worker on now (R36). */
export const legalSpaces = (s: RajasState, i: number): number[] => {
  const c = placeContext(s, i)
  const out: number[] = []
  for (let j = 0; j < s.spaces.length; j++) if (spaceOk(s, i, j, c)) out.push(j)
  return out
}

/** Can seat i place a worker at all (unplaced worker and a legal space, R27, R29)? Free spaces are tried first. */
export const canPlace = (s: RajasState, i: number): boolean => {
  const p = player(s, i)
  if (p.passed || p.placed >= p.workers) return false
  const spaces = boardSide(s).spaces
  for (let j = 0; j < spaces.length; j++) {
    const k = spaces[j]?.kind
    if (s.spaces[j] === -1 && (k === 'terrace' || (k === 'garden' && s.options.emptyActions === 'allowed'))) return true
  }
  const c = placeContext(s, i)
  for (let j = 0; j < s.spaces.length; j++) if (spaceOk(s, i, j, c)) return true
  return false
}

/** Every tile connected to the residence (the invariant behind R55). */
export const provinceConnected = (s: RajasState, i: number): boolean => {
  const d = compsFor(s, player(s, i))
  const g = player(s, i).grid
  return allConnected(d, g, reachMasks(d, g))
}

/** The moves of the `place` decision: one per legal action space (R31–R36). */
export const placeMoves = (s: RajasState, seat: number): RajasMove[] => {
  const spaces = legalSpaces(s, seat)
  const moves: RajasMove[] = new Array<RajasMove>(spaces.length)
  for (let k = 0; k < spaces.length; k++) {
    const i = spaces[k] as number
    moves[k] = spaceMove(i) // shared move objects (speed only)
  }
  if (s.options.allowPass) moves.push(STOP_MOVE)
  return moves
}


/** Option A2 allowPass: the player passes for the rest of the round. */
export const applyPass = (s: RajasState, seat: number): RajasState => ({ ...withPlayer(s, seat, { passed: true }), tasks: s.tasks.slice(1) })

/** The step of the action of a space (R26): what a worker placed there does next. */
const actionOf = (space: Space, seat: number, i: number): Task => {
  switch (space.kind) {
    case 'quarry':
      return { k: 'buy', s: seat }
    case 'various':
      return { k: 'market', s: seat, m: 'v', n: 3, i: -1, list: [], sum: 0 }
    case 'same':
      return { k: 'payDie', s: seat, m: 'same', i }
    case 'terrace':
      return { k: 'terrace', s: seat, list: [] } // R79: after its 2 money
    case 'garden':
      return { k: 'gain', s: seat, n: 1, c: space.colour ?? 0 }
    case 'balcony':
      return { k: 'payDie', s: seat, m: 'balcony', i, c: space.colour ?? 0 }
    case 'chamber':
      return { k: 'payDie', s: seat, m: 'chamber', i, n: space.value ?? 0 }
    default:
      return { k: 'payDie', s: seat, m: 'port', i }
  }
}

/** Places a worker on space i, pays its money and queues its action (R26), in one copy of the state (speed only). */
export const applyPlace = (s: RajasState, seat: number, i: number): RajasState => {
  const space = boardSide(s).spaces[i]
  if (space === undefined) return s
  const p = player(s, seat)
  const paid = update(s, { spaces: s.spaces.map((x, j) => (j === i ? seat : x)), tasks: headReplaced(s.tasks, [actionOf(space, seat, i)]) }, seat, {
    placed: p.placed + 1,
    money: p.money - (space.money ?? 0),
    various: p.various || space.kind === 'various'
  })
  return space.kind === 'terrace' ? gainMoney(paid, seat, 2) : paid // R79: 2 money (and its bonuses), then the re-rolls
}
