/**
 * Which action spaces a player may take (R31–R36, R48–R52, R74–R76, R78–R93), which dice pay a
 * die cost, and the architect's feasibility (R86): the legality behind the `place` decision.
 * @module
 */
import { violation, type RuleViolation } from '../../../core/index.js'
import type { Space } from '../components/types.js'
import type { Player, State, Task } from '../state.js'
import { boardSide, canReach, capacity, comps, compsFor, dieColour, dieValue, flipped, maxReach, player, valuesOf } from './common.js'
import { allConnected, coverRotations, hasFrontier, marketsOf, reachMasks } from './province.js'
import { finalSpace, portugueseOk } from './river.js'

/** A way to pay one die: its index on the Kali statue, and whether it is flipped with karma first. */
export interface DieChoice {
  readonly die: number
  readonly flip: boolean
}

/** Tops of stacks whose cost the player can pay (R50, R52, karma counted per R36). */
export const affordableStacks = (s: State, dice: readonly number[], karma: number): number[] => {
  const d = comps(s)
  const reach = maxReach(dice, karma, d.c.diceColours.length)
  const out: number[] = []
  s.tops.forEach((top, i) => {
    const tile = top >= 0 ? d.tiles[top] : undefined
    if (tile !== undefined && tile.cost <= (reach[tile.colour] ?? 0)) out.push(i)
  })
  return out
}

/** Stacks whose top can cover the tile on `cell` (more expensive, payable difference, connected) (R86). */
export const architectStacks = (s: State, p: Player, cell: number, dice: readonly number[], karma: number): number[] => {
  const d = compsFor(s, p)
  const code = p.grid[cell] ?? -1
  if (code < 0 || (p.under[cell] ?? -1) >= 0) return []
  const old = d.tiles[code >> 2]
  if (old === undefined) return []
  const out: number[] = []
  s.tops.forEach((top, i) => {
    const tile = top >= 0 ? d.tiles[top] : undefined
    if (tile === undefined || tile.cost <= old.cost) return
    if (!canReach(valuesOf(dice, tile.colour), karma, tile.cost - old.cost)) return
    if (coverRotations(d, p.grid, cell, top).length > 0) out.push(i)
  })
  return out
}

/** Cells the architect can cover with some top tile (R86). */
export const architectCells = (s: State, p: Player, dice: readonly number[], karma: number): number[] => {
  const out: number[] = []
  for (let cell = 0; cell < p.grid.length; cell++) {
    if (architectStacks(s, p, cell, dice, karma).length > 0) out.push(cell)
  }
  return out
}

/** Is there any cell the architect can cover (short-circuiting {@link architectCells})? */
export const architectPossible = (s: State, p: Player, dice: readonly number[], karma: number): boolean => {
  const d = compsFor(s, p)
  let maxTop = -1
  for (const top of s.tops) if (top >= 0) maxTop = Math.max(maxTop, d.tiles[top]?.cost ?? -1)
  let reach: number[] | undefined
  for (let cell = 0; cell < p.grid.length; cell++) {
    const code = p.grid[cell] ?? -1
    if (code < 0 || (p.under[cell] ?? -1) >= 0) continue
    const old = d.tiles[code >> 2]
    if (old === undefined || old.cost >= maxTop) continue
    for (const top of s.tops) {
      const tile = top >= 0 ? d.tiles[top] : undefined
      if (tile === undefined || tile.cost <= old.cost) continue
      reach ??= maxReach(dice, karma, d.c.diceColours.length)
      if (tile.cost - old.cost > (reach[tile.colour] ?? 0)) continue
      if (coverRotations(d, p.grid, cell, top).length > 0) return true
    }
  }
  return false
}

const without = (dice: readonly number[], j: number): number[] => dice.filter((_, k) => k !== j)

/** Dice choices that pay a chamber die of value v (R82–R87), keeping the action possible. */
const chamberChoices = (s: State, i: number, v: number): DieChoice[] => {
  const p = player(s, i)
  const out: DieChoice[] = []
  p.dice.forEach((d, j) => {
    const val = dieValue(d)
    for (const flip of [false, true]) {
      if (flip && p.karma < 1) continue
      if ((flip ? flipped(val) : val) !== v) continue
      if (v === 5 && !architectPossible(s, p, without(p.dice, j), p.karma - (flip ? 1 : 0))) continue
      out.push({ die: j, flip })
    }
  })
  return out
}

/** The dice choices of a pending `payDie` step. */
export const payDieChoices = (s: State, task: Task): DieChoice[] => {
  const p = player(s, task.s)
  const out: DieChoice[] = []
  switch (task.m) {
    case 'chamber':
      return chamberChoices(s, task.s, task.n ?? 0)
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
const firstFree = (s: State, kind: 'quarry' | 'port'): number => {
  const spaces = boardSide(s).spaces
  for (let j = 0; j < spaces.length; j++) if (spaces[j]?.kind === kind && s.spaces[j] === -1) return j
  return -1
}

const hasMarkets = (s: State, p: Player): boolean => marketsOf(compsFor(s, p), p.grid).length > 0

const emptyProblem = (s: State, yields: boolean): RuleViolation | undefined =>
  s.options.emptyActions === 'forbidden' && !yields
    ? violation('EMPTY_ACTION', 'this action would yield nothing (option emptyActions: forbidden)', 'A3')
    : undefined

/** Why seat i may not place a worker on space j now, or undefined if it may (R31–R36 and each area's rules). */
export const placementProblem = (s: State, i: number, j: number): RuleViolation | undefined => {
  const space = boardSide(s).spaces[j]
  if (space === undefined) return violation('NO_SUCH_SPACE', `there is no action space ${j} on this board side`, 'R33')
  const occ = s.spaces[j] ?? -1
  if (occ === -2) return violation('SPACE_COVERED', `space ${j} is covered in a 3-player game`, 'R7')
  if (occ >= 0) return violation('SPACE_OCCUPIED', `space ${j} already holds a worker of seat ${occ}`, 'R31')
  const p = player(s, i)
  const money = space.money ?? 0
  if ((space.kind === 'quarry' || space.kind === 'port') && firstFree(s, space.kind) !== j) {
    return violation('FILL_ORDER', `${space.kind} spaces are filled in order: the first free one is ${firstFree(s, space.kind)}`, 'R32')
  }
  if (money > p.money) return violation('NOT_ENOUGH_MONEY', `space ${j} costs ${money} money and seat ${i} has ${p.money}`, 'R34')
  switch (space.kind) {
    case 'quarry': {
      if (affordableStacks(s, p.dice, p.karma).length === 0) return violation('NO_AFFORDABLE_TILE', 'no top tile can be paid with your dice', 'R52')
      const d = compsFor(s, p)
      if (!hasFrontier(d, p.grid, reachMasks(d, p.grid))) return violation('NO_PLACE_FOR_TILE', 'no tile can be placed connected to your residence', 'R52')
      return undefined
    }
    case 'various':
      if (s.players >= 3 && p.various) return violation('ONE_VARIOUS_PER_ROUND', 'you already used a different-goods space this round', 'R76')
      return emptyProblem(s, hasMarkets(s, p))
    case 'same':
      if (p.dice.length === 0) return violation('NO_DIE', 'the same-goods space needs a die and you have none', 'R75')
      return emptyProblem(s, hasMarkets(s, p))
    case 'balcony':
      if (!p.dice.some((d) => dieColour(d) === space.colour)) {
        return violation('NO_DIE', `this balcony needs a ${comps(s).c.diceColours[space.colour ?? 0] ?? ''} die`, 'R81')
      }
      return emptyProblem(s, (s.supply[space.gain ?? 0] ?? 0) > 0)
    case 'garden':
      return emptyProblem(s, (s.supply[space.colour ?? 0] ?? 0) > 0 && p.dice.length < capacity(s, i))
    case 'chamber': {
      const v = space.value ?? 0
      if (v === 6 && !portugueseOk(s, i)) return violation('PORTUGUESE_IMPOSSIBLE', 'your boat cannot move exactly 6 unoccupied spaces', 'R87')
      if (chamberChoices(s, i, v).length === 0) {
        return v === 5 && p.dice.some((d) => dieValue(d) === 5 || (p.karma > 0 && dieValue(d) === 2))
          ? violation('ARCHITECT_IMPOSSIBLE', 'no tile of yours can be covered by a more expensive top tile with your remaining dice', 'R86')
          : violation('NO_DIE', `chamber ${v} needs a die showing ${v} (or ${7 - v} and 1 karma)`, 'R78')
      }
      return undefined
    }
    case 'port':
      if (p.boat >= finalSpace(s)) return violation('BOAT_AT_FINAL', 'your boat is on the final space', 'R93')
      if (!p.dice.some((d) => dieValue(d) <= 3 || p.karma > 0)) return violation('NO_DIE', 'the river action needs a die of value 1, 2 or 3', 'R89')
      return undefined
    default:
      return undefined // terrace, garden: free (R79, R80)
  }
}

/** Does the player hold a die that can pay a chamber of value v (with a flip if karma allows)? */
const hasChamberDie = (p: Player, v: number): boolean => p.dice.some((d) => dieValue(d) === v || (p.karma > 0 && dieValue(d) === 7 - v))

/** Fast legality of space j for seat i (the same answer as {@link placementProblem}, without messages). */
const spaceOk = (s: State, i: number, j: number, fq: number, fp: number, spaces: readonly Space[], p: Player): boolean => {
  const space = spaces[j]
  if (space === undefined || s.spaces[j] !== -1) return false
  if ((space.money ?? 0) > p.money) return false
  switch (space.kind) {
    case 'quarry': {
      if (j !== fq) return false
      const d = compsFor(s, p)
      return affordableStacks(s, p.dice, p.karma).length > 0 && hasFrontier(d, p.grid, reachMasks(d, p.grid))
    }
    case 'port':
      return j === fp && p.boat < finalSpace(s) && p.dice.some((d) => dieValue(d) <= 3 || p.karma > 0)
    case 'various':
      return !(s.players >= 3 && p.various) && (s.options.emptyActions === 'allowed' || hasMarkets(s, p))
    case 'same':
      return p.dice.length > 0 && (s.options.emptyActions === 'allowed' || hasMarkets(s, p))
    case 'balcony':
      return p.dice.some((d) => dieColour(d) === space.colour) && (s.options.emptyActions === 'allowed' || (s.supply[space.gain ?? 0] ?? 0) > 0)
    case 'garden':
      return s.options.emptyActions === 'allowed' || ((s.supply[space.colour ?? 0] ?? 0) > 0 && p.dice.length < capacity(s, i))
    case 'chamber': {
      const v = space.value ?? 0
      if (!hasChamberDie(p, v)) return false
      if (v === 6) return portugueseOk(s, i)
      if (v === 5) return chamberChoices(s, i, 5).length > 0
      return true
    }
    default:
      return true
  }
}

const firstFrees = (s: State): [number, number] => {
  const spaces = boardSide(s).spaces
  let fq = -1
  let fp = -1
  for (let j = 0; j < spaces.length; j++) {
    if (s.spaces[j] !== -1) continue
    const k = spaces[j]?.kind
    if (k === 'quarry' && fq < 0) fq = j
    else if (k === 'port' && fp < 0) fp = j
  }
  return [fq, fp]
}

/** The spaces seat i may place a worker on now (R36). */
export const legalSpaces = (s: State, i: number): number[] => {
  const [fq, fp] = firstFrees(s)
  const spaces = boardSide(s).spaces
  const p = player(s, i)
  const out: number[] = []
  for (let j = 0; j < s.spaces.length; j++) if (spaceOk(s, i, j, fq, fp, spaces, p)) out.push(j)
  return out
}

/** Can seat i place a worker at all (unplaced worker and a legal space, R27, R29)? Free spaces are tried first. */
export const canPlace = (s: State, i: number): boolean => {
  const p = player(s, i)
  if (p.passed || p.placed >= p.workers) return false
  const spaces = boardSide(s).spaces
  for (let j = 0; j < spaces.length; j++) {
    const k = spaces[j]?.kind
    if (s.spaces[j] === -1 && (k === 'terrace' || (k === 'garden' && s.options.emptyActions === 'allowed'))) return true
  }
  const [fq, fp] = firstFrees(s)
  for (let j = 0; j < s.spaces.length; j++) if (spaceOk(s, i, j, fq, fp, spaces, p)) return true
  return false
}

/** Chambers 2–6 seat i can perform as a river reward (R100, A11). */
export const freeChambers = (s: State, i: number): number[] => {
  const p = player(s, i)
  const out: number[] = [2, 3, 4]
  if (architectPossible(s, p, p.dice, p.karma)) out.push(5)
  if (portugueseOk(s, i)) out.push(6)
  return out
}

/** Every tile connected to the residence (the invariant behind R55). */
export const provinceConnected = (s: State, i: number): boolean => {
  const d = compsFor(s, player(s, i))
  const g = player(s, i).grid
  return allConnected(d, g, reachMasks(d, g))
}

