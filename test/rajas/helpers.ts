/** Test helpers: build positions directly and play moves by notation. */
import * as E from 'fp-ts/Either'
import { CHANCE, settle, type RuleViolation } from '../../src/core/index.js'
import { rajas, type Player, type RajasState, type Task } from '../../src/games/rajas/index.js'

/** Colour indices of the bundled set. */
export const BLUE = 0
export const GREEN = 1
export const ORANGE = 2
export const PURPLE = 3

/** A die code. */
export const die = (colour: number, value: number): number => colour * 10 + value

/** A fresh game after setup (chance settled from the seed). */
export const fresh = (players: 2 | 3 | 4 = 2, options: Record<string, unknown> = {}, seed = 'fixture'): RajasState => {
  const s = rajas.setup({ players, options } as never, seed)
  if (E.isLeft(s)) throw new Error(s.left.message)
  const r = settle(rajas, s.right)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right.state
}

/** The state with player i patched. */
export const withP = (s: RajasState, i: number, patch: Partial<Player>): RajasState => ({
  ...s,
  p: s.p.map((x, j) => (j === i ? { ...x, ...patch } : x))
})

/** The state with seat `seat` to place a worker now. */
export const turnOf = (s: RajasState, seat: number): RajasState => ({ ...s, turn: seat, tasks: [{ k: 'place', s: seat }] })

/** The state with these tasks pending (seat's turn). */
export const pending = (s: RajasState, seat: number, tasks: Task[]): RajasState => ({ ...s, turn: seat, tasks })

/** Applies moves in notation by whoever acts; throws on refusal. */
export const play = (s: RajasState, ...texts: string[]): RajasState => {
  let cur = s
  for (const text of texts) {
    const m = rajas.parseMove(text)
    if (E.isLeft(m)) throw new Error(m.left.message)
    const actor = rajas.actors(cur)[0]
    if (actor === undefined) throw new Error(`game over before '${text}'`)
    const next = rajas.apply(cur, actor, m.right)
    if (E.isLeft(next)) throw new Error(`'${text}' by ${String(actor)} refused: ${next.left.code} ${next.left.message}`)
    cur = next.right
  }
  return cur
}

/** The violation of a move in notation by the current actor (throws if accepted). */
export const refusal = (s: RajasState, text: string): RuleViolation => {
  const m = rajas.parseMove(text)
  if (E.isLeft(m)) throw new Error(m.left.message)
  const actor = rajas.actors(s)[0] ?? 0
  const next = rajas.apply(s, actor, m.right)
  if (E.isRight(next)) throw new Error(`'${text}' was accepted`)
  return next.left
}

/** The legal moves of the current actor, in notation. */
export const legal = (s: RajasState): string[] => {
  const actor = rajas.actors(s)[0]
  return actor === undefined ? [] : rajas.legalMoves(s, actor).map((m) => rajas.formatMove(m))
}

/** Is chance to act? */
export const chancePending = (s: RajasState): boolean => rajas.actors(s)[0] === CHANCE

/** The head pending step. */
export const head = (s: RajasState): Task | undefined => s.tasks[0]

/** An empty province grid of the bundled board (12 cells, residence at 1). */
export const emptyGrid = (): number[] => Array.from({ length: 12 }, () => -1)

/** Space index on the 2-player side by kind (and value/colour). */
export const TWO = {
  quarry: [0, 1, 2, 3, 4],
  various: 5,
  same: [6, 7],
  terrace: 8,
  garden: [9, 10, 11, 12],
  balcony: { blue: 13, orange: 14, green: 15, purple: 16 },
  chamber: (v: number): number => 16 + v,
  port: [23, 24, 25, 26]
} as const

/** Space index on the 3–4 player side. */
export const FOUR = {
  quarry: [0, 1, 2, 3, 4, 5],
  various: [6, 7],
  same: [8, 9, 10],
  terrace: [11, 12],
  garden: [13, 14, 15, 16],
  balcony: { blue: 17, orange: 18, green: 19, purple: 20 },
  chamber: (v: number): number => 20 + v,
  port: [27, 28, 29, 30, 31]
} as const

/** The state with tile `id` on top of stack `stack` (the previous top goes back into the stack). */
export const setTop = (s: RajasState, stack: number, id: number): RajasState => {
  const from = s.stacks.findIndex((x) => x.includes(id))
  const topAt = s.tops.indexOf(id)
  let stacks = s.stacks.map((x) => x.filter((y) => y !== id))
  let tops = s.tops.map((x) => (x === id ? -1 : x))
  const old = tops[stack] ?? -1
  if (old >= 0) {
    const back = from >= 0 ? from : topAt >= 0 ? topAt : stack
    if (topAt >= 0) tops = tops.map((x, k) => (k === topAt ? old : x))
    else stacks = stacks.map((x, k) => (k === back ? [...x, old].sort((a, b) => a - b) : x))
  }
  return { ...s, stacks, tops: tops.map((x, k) => (k === stack ? id : x)) }
}

/** Resolves pending chance steps with their first outcome (rolls show 1 unless given). */
export const firstChance = (s: RajasState): RajasState => {
  let cur = s
  while (chancePending(cur)) cur = play(cur, legal(cur)[0] ?? '')
  return cur
}

import { advance } from '../../src/games/rajas/flow.js'
import { bundledComponents, type RajasComponents } from '../../src/games/rajas/index.js'

/** Runs pending steps from the given tasks for seat (automatic steps resolved) — the turn continues after. */
export const run = (s: RajasState, seat: number, tasks: Task[]): RajasState => advance({ ...s, turn: seat, tasks: [...tasks, { k: 'place', s: seat }] })

/** The state using a modified copy of the bundled component set. */
export const custom = (s: RajasState, change: (c: RajasComponents) => void): RajasState => {
  const c = JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents
  change(c)
  return { ...s, components: c }
}

/** Resolves `tasks` as the rest of seat's turn, then the flow moves on (turn end, stage, round, game end). */
export const finishTurn = (s: RajasState, seat: number, tasks: Task[]): RajasState => advance({ ...s, turn: seat, tasks })

/**
 * A hand-built position made consistent where the test did not mean to change anything (for the
 * functions that decode a view, `checkRajasView`): the supply holds the dice no statue holds
 * (R2, R37), each tile in a province or being placed is off the stacks (R10: a top taken is
 * replaced by the next of its stack), each player has placed the workers the board shows (R26),
 * and in Navaratna every income tile is somewhere (R137: one in no place goes back on the display).
 */
export const consistent = (s: RajasState): RajasState => {
  const c = s.components ?? bundledComponents
  const held = (col: number): number => s.p.reduce((a, p) => a + p.dice.filter((x) => Math.floor(x / 10) === col).length, 0)
  const used = new Set([...s.p.flatMap((p) => [...p.grid.filter((x) => x >= 0).map((x) => x >> 2), ...p.under.filter((x) => x >= 0)]), ...s.tasks.flatMap((t) => (t.k === 'put' ? [t.tile] : []))])
  const stacks = s.stacks.map((x) => x.filter((id) => !used.has(id)))
  const tops = s.tops.map((top, k) => {
    if (top < 0 || !used.has(top)) return top
    const rest = stacks[k] ?? []
    const next = rest[rest.length - 1]
    if (next === undefined) return -1
    stacks[k] = rest.slice(0, -1)
    return next
  })
  // Navaratna (R137): an income tile in no province, on no display and not being placed goes back on the display.
  const placedIncome = new Set([...(s.display ?? []), ...s.p.flatMap((p) => (p.slots ?? []).filter((x) => x >= 0)), ...s.tasks.flatMap((t) => (t.k === 'inc' && t.m === 'setup' ? [t.tile] : []))])
  const display = s.variant?.navaratna === true && s.display !== undefined ? [...s.display, ...c.incomeTiles.flatMap((_, id) => (placedIncome.has(id) ? [] : [id]))] : s.display
  return {
    ...s,
    ...(display === undefined ? {} : { display }),
    supply: s.supply.map((_, col) => Math.max(0, c.dicePerColour - held(col))),
    stacks,
    tops,
    p: s.p.map((p, i) => ({ ...p, placed: s.spaces.filter((x) => x === i).length }))
  }
}
