/**
 * The quarry (R48–R53) and placed tiles (R60–R65): paying a tile and scoring it with its special incomes.
 * @module
 */
import type { Reward } from '../components/types.js'
import type { Player, RajasState, Task, TaskOf } from '../state.js'
import { canReach, comps, compsFor, dieColour, dieValue, flipped, front, ordered, player, valuesOf, withPlayer, without } from './common.js'
import { connectedIncomes, reachMasks } from './province.js'

/** May die `j` (flipped first with 1 karma if `flip`, R44) pay towards the tile, keeping the rest of the cost payable (R50)? */
const payTileOk = (p: Player, task: TaskOf<'payTile'>, j: number, flip: boolean): boolean => {
  const d = p.dice[j] as number
  if (dieColour(d) !== task.c || (flip && p.karma < 1)) return false
  const left = task.n - (flip ? flipped(dieValue(d)) : dieValue(d))
  return left <= 0 || canReach(valuesOf(without(p.dice, j), task.c), p.karma - (flip ? 1 : 0), left)
}

/** Tile payment choices (R50): dice of the colour, keeping the rest of the cost payable. */
export const payTileChoices = (s: RajasState, task: TaskOf<'payTile'>): { die: number; flip: boolean }[] => {
  const p = player(s, task.s)
  const out: { die: number; flip: boolean }[] = []
  for (let j = 0; j < p.dice.length; j++) {
    if (payTileOk(p, task, j, false)) out.push({ die: j, flip: false })
    if (payTileOk(p, task, j, true)) out.push({ die: j, flip: true })
  }
  return out
}

/** Is paying die `die` (flipped if `flip`) one of {@link payTileChoices}? Tried on the one choice (speed only). */
export const payTileAccepts = (s: RajasState, task: TaskOf<'payTile'>, die: number, flip: boolean): boolean => {
  const p = player(s, task.s)
  return Number.isInteger(die) && die >= 0 && die < p.dice.length && payTileOk(p, task, die, flip)
}

/** The rewards of special income j of a player: its income tile's (Navaratna, R135) or the printed ones. */
const incomeRewards = (s: RajasState, p: Player, j: number): readonly Reward[] => {
  const tile = p.slots?.[j] ?? -1
  if (tile >= 0) {
    const r = comps(s).c.incomeTiles[tile]?.reward
    return r === undefined ? [] : [r]
  }
  return compsFor(s, p).c.province.incomes[j]?.rewards ?? []
}

/** Scores a placed tile (R60, R61) and connects special incomes (R62–R65, A9). */
export const scoreTile = (s: RajasState, task: TaskOf<'score'>): RajasState => {
  const seat = task.s
  const p = player(s, seat)
  const d = compsFor(s, p)
  const cell = task.cell
  const tile = d.tiles[(p.grid[cell] ?? 0) >> 2]
  const architect = task.m === 'a'
  const groups: Task[][] = []
  if (tile !== undefined && (!architect || s.options.architectScoresTile)) {
    const money = tile.markets.reduce((a, m) => a + m.value, 0)
    const fame = tile.buildings.reduce((a, b) => a + (p.levels[b] ?? 2) - (p.lag[b] ?? 0), 0)
    groups.push(money > 0 ? [{ k: 'money', s: seat, n: money }] : [], fame > 0 ? [{ k: 'fame', s: seat, n: fame }] : [])
  }
  const fresh = connectedIncomes(d, reachMasks(d, p.grid)).filter((j) => p.incomes[j] !== true)
  const incomes = p.incomes.map((x, j) => x || fresh.includes(j))
  const award = architect && s.options.architectIncome === 'never' ? [] : fresh
  const next = withPlayer(s, seat, { incomes })
  // R140: the tile's own fame and money (and every track bonus they trigger) come first; R138: a
  // brown tile's amount is then counted on the progress made until then, i.e. when its reward is paid.
  const incomeGroups = award.map((j) => incomeRewards(s, p, j).map((r): Task => ({ k: 'reward', s: seat, r })))
  return front(next, [...ordered(s, seat, groups), ...ordered(s, seat, incomeGroups)])
}

