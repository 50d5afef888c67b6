/**
 * The variants: Navaratna income tiles (R136–R144), Ganga river tiles (R145–R147) and the
 * fewer-workers income of Navaratna (R142, A18). Mixed experience (R148, R149) needs no rules of its
 * own beyond the per-seat sides chosen at setup.
 * @module
 */
import type { RajasMove } from '../moves.js'
import type { RajasState, Task, TaskOf } from '../state.js'
import { canPlace } from './actions.js'
import { comps, compsFor, front, player, rest, withPlayer } from './common.js'
import { finalSpace } from './river.js'

/** Is the Navaratna variant on? */
export const navaratna = (s: RajasState): boolean => s.variant?.navaratna === true

/** An income-tile choice: the tile and the border space (index of the Navaratna side's incomes). */
export interface IncomeChoice {
  readonly id: number
  readonly slot: number
}

/**
 * The income-tile choices of an `inc` step (R136, R141–R143): at setup the drawn brown tile on a free
 * brown space; otherwise any display tile on a free space of its colour. Identical tiles (same colour
 * and reward) are offered once, by their lowest id, since they are interchangeable.
 */
export const incomeChoices = (s: RajasState, task: TaskOf<'inc'>): IncomeChoice[] => {
  const p = player(s, task.s)
  const c = comps(s).c
  const incomes = compsFor(s, p).c.province.incomes
  const slots = p.slots ?? []
  const free = (colour: string): number[] => {
    const out: number[] = []
    incomes.forEach((inc, j) => {
      if (inc.slot === colour && (slots[j] ?? -1) < 0) out.push(j)
    })
    return out
  }
  if (task.m === 'setup') {
    const id = task.tile
    const tile = c.incomeTiles[id]
    return tile === undefined ? [] : free(tile.colour).map((slot) => ({ id, slot }))
  }
  const seen = new Set<string>()
  const out: IncomeChoice[] = []
  for (const id of [...(s.display ?? [])].sort((a, b) => a - b)) {
    const tile = c.incomeTiles[id]
    if (tile === undefined) continue
    const key = `${tile.colour}|${JSON.stringify(tile.reward)}`
    if (seen.has(key)) continue
    seen.add(key)
    for (const slot of free(tile.colour)) out.push({ id, slot })
  }
  return out
}

/** The moves of an `inc` step: the choices, and `no` except at setup (R143: a tile may be declined). */
export const incomeMoves = (s: RajasState, task: TaskOf<'inc'>): RajasMove[] => {
  const moves: RajasMove[] = incomeChoices(s, task).map((x) => ({ t: 'income', id: x.id, slot: x.slot }))
  return task.m === 'setup' || moves.length === 0 ? moves : [...moves, { t: 'no' }]
}

/**
 * Puts income tile `id` on border space `slot` (R136, R141, R142). Its income comes when the space
 * gets connected (R141); if it already is, nothing (A17 `nothing`) or the income at once (`atOnce`).
 */
export const applyIncome = (s: RajasState, task: TaskOf<'inc'>, id: number, slot: number): RajasState => {
  const seat = task.s
  const p = player(s, seat)
  const slots = (p.slots ?? compsFor(s, p).c.province.incomes.map(() => -1)).map((x, j) => (j === slot ? id : x))
  const display = task.m === 'setup' ? s.display : (s.display ?? []).filter((x) => x !== id)
  const next = withPlayer({ ...rest(s), ...(display === undefined ? {} : { display }) }, seat, { slots })
  const reward = comps(s).c.incomeTiles[id]?.reward
  if (p.incomes[slot] === true && s.variant?.connectedTile === 'atOnce' && reward !== undefined) {
    return front(next, [{ k: 'reward', s: seat, r: reward }])
  }
  return next
}

/** The display's brown tiles (R136: each player draws one at random), a multiset. */
export const brownIds = (s: RajasState): number[] => (s.display ?? []).filter((id) => comps(s).c.incomeTiles[id]?.colour === 'brown')

/** Applies a Ganga setup roll (R145, R146, A19): count on from space n; stop at or beyond the final space. */
export const applyGangaRoll = (s: RajasState, task: TaskOf<'groll'>, v: number): RajasState => {
  const pos = task.n + v
  if (pos >= finalSpace(s)) return { ...rest(s), rpile: s.rpile ?? [] } // the leftover tiles go back to the box
  return { ...s, tasks: [{ k: 'gdraw', s: -1, i: pos }, { k: 'groll', s: -1, n: pos }, ...s.tasks.slice(1)] }
}

/** Applies a Ganga setup draw: river tile `id` face up on space i (R145). */
export const applyGangaDraw = (s: RajasState, task: TaskOf<'gdraw'>, id: number): RajasState => {
  const pos = task.i
  const rtiles = (s.rtiles ?? []).map((x, k) => (k === pos ? id : x))
  const pile = s.rpile ?? []
  const j = pile.indexOf(id)
  return { ...rest(s), rtiles, rpile: pile.filter((_, k) => k !== j) }
}

/**
 * Navaratna fewer workers (R142, A18), at seat q's turn in a stage when q has no unplaced worker:
 * the stage counts as visited; if another player places a worker in this stage and q has a choice,
 * q's turn is an `inc` step. Returns the state (with the visit recorded) and whether q acts.
 */
export const fewerWorkersVisit = (s: RajasState, q: number): { s: RajasState; acts: boolean } => {
  const p = player(s, q)
  const stage = p.placed + (p.extra ?? 0) + 1
  const next = withPlayer(s, q, { extra: (p.extra ?? 0) + 1 })
  const n = s.players
  const pos = (r: number): number => (r - s.first + n) % n
  let others = false
  for (let r = 0; r < n && !others; r++) {
    if (r === q) continue
    const o = player(s, r)
    if (pos(r) < pos(q)) others = o.placed >= stage // already placed in this stage
    else others = o.placed === stage - 1 && canPlace(s, r) // will place in this stage
  }
  if (!others) return { s: next, acts: false }
  const task: Task = { k: 'inc', s: q, m: 'fewer' }
  if (incomeChoices(next, task).length === 0) return { s: next, acts: false }
  return { s: { ...next, turn: q, tasks: [task] }, acts: true }
}
