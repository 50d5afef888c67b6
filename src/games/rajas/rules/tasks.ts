/**
 * The pending steps: automatic resolution, the legal moves of each decision and of each chance
 * step, and applying them. Every compound action is a chain of these (DESIGN.md section 1).
 * @module
 */
import type { Move } from '../moves.js'
import type { State, Task } from '../state.js'
import { architectCells, architectStacks, affordableStacks, freeChambers, legalSpaces, payDieChoices } from './actions.js'
import { boardSide, capacity, comps, compsFor, dieCode, dieColour, front, MAX_LEVEL, player, replaceHead, rest, update, withPlayer } from './common.js'
import { flipDie, gainColours, gainOverflow, payDie } from './dice.js'
import { goodsPresent, marketCandidates } from './market.js'
import { chamberTasks } from './palace.js'
import { canPut, coverRotations, marketsOf, reachMasks } from './province.js'
import { payTileChoices, scoreTile } from './quarry.js'
import { rewardTasks } from './rewards.js'
import { boatTarget, finalSpace, moveBoat } from './river.js'
import { assignFirst, startGame } from './start.js'
import { gainFame, gainMoney, takeKeptMoneyBonus } from './tracks.js'
import { applyGangaDraw, applyGangaRoll, applyIncome, brownIds, incomeChoices, incomeMoves, navaratna } from './variants.js'

/** Task kinds resolved by chance. */
export const CHANCE_TASKS: ReadonlySet<string> = new Set(['roll', 'reroll', 'tile', 'white', 'first', 'groll', 'gdraw', 'brown'])

/** Resolves the head task if it needs no decision; undefined if a seat or chance must act. */
export const autoStep = (s: State): State | undefined => {
  const task = s.tasks[0]
  if (task === undefined) return undefined
  const seat = task.s
  switch (task.k) {
    case 'reward':
      return front(rest(s), task.r === undefined ? [] : rewardTasks(s, seat, task.r))
    case 'money':
      return (task.n ?? 0) > 0 ? gainMoney(rest(s), seat, task.n ?? 0) : rest(s)
    case 'fame':
      return (task.n ?? 0) > 0 ? gainFame(rest(s), seat, task.n ?? 0) : rest(s)
    case 'karma': // R43: max 3
      return withPlayer(rest(s), seat, { karma: Math.min(3, player(s, seat).karma + (task.n ?? 0)) })
    case 'worker': {
      // R112–R114: activate; with the second extra worker the last inactive one leaves the game.
      const p = player(s, seat)
      const bit = task.i ?? 0
      if ((p.inactive & bit) === 0) return rest(s)
      const gained = p.gained + 1
      const removeLast = gained >= 2 && !navaratna(s) // R133: Navaratna keeps all three
      return withPlayer(rest(s), seat, { workers: p.workers + 1, gained, inactive: removeLast ? 0 : p.inactive & ~bit })
    }
    case 'boat': {
      const n = task.n ?? 0
      const p = player(s, seat)
      if (p.boat >= finalSpace(s)) return rest(s)
      const to = boatTarget(s, seat, n === 0 ? 1 : n)
      return to < 0 ? rest(s) : moveBoat(rest(s), seat, to)
    }
    case 'chamber': {
      const v = task.n ?? 0
      const base = v === 1 ? withPlayer(rest(s), seat, { mogul: true }) : rest(s)
      return front(base, chamberTasks(s, seat, v))
    }
    case 'score':
      return scoreTile(rest(s), task)
    case 'start':
      return startGame(rest(s))
    case 'gain': {
      const cols = gainColours(s, task)
      if ((task.n ?? 0) <= 0 || cols.length === 0) return rest(s)
      if (gainOverflow(s, task) > 0) return undefined // R40: return dice or take fewer, before anything is taken
      if ((task.c ?? -1) >= 0) return replaceHead(s, [{ k: 'roll', s: seat, c: task.c ?? 0 }, { ...task, n: (task.n ?? 1) - 1 }])
      return undefined // R41: the player chooses the colour
    }
    case 'upgrade':
      return player(s, seat).levels.some((l) => l < MAX_LEVEL) ? undefined : rest(s) // A7: lost
    case 'opt':
      return task.r?.k === 'boat' && player(s, seat).boat >= finalSpace(s) ? rest(s) : undefined
    case 'palace':
      return freeChambers(s, seat).length === 0 ? rest(s) : undefined
    case 'market': {
      if (task.m === 's' && (task.i ?? -1) < 0) return goodsPresent(s, seat).length === 0 ? rest(s) : undefined
      if (marketCandidates(s, task).length > 0) return undefined
      return front(rest(s), (task.sum ?? 0) > 0 ? [{ k: 'money', s: seat, n: task.sum ?? 0 }] : [])
    }
    case 'terrace':
      return (task.list ?? []).length >= player(s, seat).dice.length ? replaceHead(s, terraceRolls(task)) : undefined
    case 'payTile':
      return (task.n ?? 0) <= 0 ? rest(s) : undefined
    case 'white':
      if (s.white.length > 0) return undefined
      if (s.discard.length > 0) return { ...s, white: [...s.discard].sort((a, b) => a - b), discard: [] } // R83: reshuffle
      return rest(s)
    case 'tile':
      return (s.stacks[task.i ?? 0] ?? []).length === 0 ? rest(s) : undefined
    case 'river': // a river tile's move (R147) from the final space has nothing to do
      return boatTarget(s, seat, 1) < 0 ? rest(s) : undefined
    case 'groll':
    case 'gdraw':
      return (s.rpile ?? []).length === 0 ? rest(s) : undefined // R146: all tiles placed
    case 'brown':
      return brownIds(s).length === 0 ? rest(s) : undefined
    case 'inc': {
      if (incomeChoices(s, task).length > 0) return undefined
      // R143: nothing to take. A brown tile drawn at setup with no brown space free goes back to the display.
      return task.m === 'setup' && (task.tile ?? -1) >= 0 ? { ...rest(s), display: [...(s.display ?? []), task.tile ?? 0].sort((a, b) => a - b) } : rest(s)
    }
    default:
      return undefined
  }
}

const ROLLS: { move: Move; p: number }[] = [1, 2, 3, 4, 5, 6].map((v) => ({ move: { t: 'roll', v }, p: 1 / 6 }))

/** The chance outcomes of the head task (one die, one draw per step). */
export const chanceOutcomes = (s: State): { move: Move; p: number }[] => {
  const task = s.tasks[0]
  if (task === undefined) return []
  switch (task.k) {
    case 'roll':
    case 'reroll':
      return ROLLS
    case 'tile': {
      const ids = s.stacks[task.i ?? 0] ?? []
      return ids.map((id) => ({ move: { t: 'draw', id }, p: 1 / ids.length }))
    }
    case 'white':
      return s.white.map((id) => ({ move: { t: 'draw', id }, p: 1 / s.white.length }))
    case 'groll':
      return ROLLS
    case 'gdraw': {
      const ids = [...new Set(s.rpile ?? [])]
      const all = s.rpile ?? []
      return ids.map((id) => ({ move: { t: 'draw', id }, p: all.filter((x) => x === id).length / all.length }))
    }
    case 'brown': {
      const ids = brownIds(s)
      return ids.map((id) => ({ move: { t: 'draw', id }, p: 1 / ids.length }))
    }
    case 'first': {
      const list = task.list ?? []
      return list.map((seat) => ({ move: { t: 'first', seat }, p: 1 / list.length }))
    }
    default:
      return []
  }
}

/** Applies a chance outcome (already known to be listed). */
export const applyChance = (s: State, move: Move): State => {
  const task = s.tasks[0] as Task
  const seat = task.s
  switch (move.t) {
    case 'roll': {
      if (task.k === 'groll') return applyGangaRoll(s, task, move.v)
      const p = player(s, seat)
      if (task.k === 'reroll') {
        const j = task.i ?? 0
        const dice = p.dice.map((d, k) => (k === j ? dieCode(dieColour(d), move.v) : d))
        return update(s, { tasks: s.tasks.slice(1) }, seat, { dice })
      }
      const c = task.c ?? 0
      const supply = s.supply.map((x, k) => (k === c ? x - 1 : x))
      return update(s, { tasks: s.tasks.slice(1), supply }, seat, { dice: [...p.dice, dieCode(c, move.v)] })
    }
    case 'draw': {
      if (task.k === 'gdraw') return applyGangaDraw(s, task, move.id)
      if (task.k === 'brown') {
        const display = s.display ?? []
        const j = display.indexOf(move.id)
        return { ...s, display: display.filter((_, k) => k !== j), tasks: [{ k: 'inc', s: seat, m: 'setup', tile: move.id }, ...s.tasks.slice(1)] }
      }
      if (task.k === 'tile') {
        const st = task.i ?? 0
        const stacks = s.stacks.map((x, k) => (k === st ? x.filter((id) => id !== move.id) : x))
        return { ...rest(s), stacks, tops: s.tops.map((x, k) => (k === st ? move.id : x)) }
      }
      const reward = comps(s).c.incomeTiles[move.id]?.reward
      const next = { ...rest(s), white: s.white.filter((id) => id !== move.id), discard: [...s.discard, move.id] }
      return front(next, reward === undefined ? [] : [{ k: 'reward', s: seat, r: reward }])
    }
    case 'first':
      return assignFirst(rest(s), move.seat)
    default:
      return s
  }
}

/** The legal moves of the head decision (not `place`, which the flow lists). */
export const decisionMoves = (s: State, task: Task): Move[] => {
  const seat = task.s
  const p = player(s, seat)
  switch (task.k) {
    case 'payDie':
      return payDieChoices(s, task).map((c) => ({ t: 'pay', die: c.die, flip: c.flip }))
    case 'payTile':
      return payTileChoices(s, task).map((c) => ({ t: 'pay', die: c.die, flip: c.flip }))
    case 'buy':
      return ((task.cell ?? -1) >= 0 ? architectStacks(s, p, task.cell ?? 0, p.dice, p.karma) : affordableStacks(s, p.dice, p.karma)).map(
        (i) => ({ t: 'stack', i })
      )
    case 'cover':
      return architectCells(s, p, p.dice, p.karma).map((cell) => ({ t: 'cover', cell }))
    case 'put': {
      const d = compsFor(s, p)
      const tile = task.tile ?? 0
      if ((task.cell ?? -1) >= 0) return coverRotations(d, p.grid, task.cell ?? 0, tile).map((rot) => ({ t: 'put', cell: task.cell ?? 0, rot }))
      const reach = reachMasks(d, p.grid)
      const out: Move[] = []
      for (let cell = 0; cell < p.grid.length; cell++) {
        for (let rot = 0; rot < 4; rot++) if (canPut(d, p.grid, reach, cell, tile * 4 + rot)) out.push({ t: 'put', cell, rot })
      }
      return out
    }
    case 'gain': {
      // R40: the statue cannot hold them all: return a held die, or take only what fits.
      if (gainOverflow(s, task) > 0) return [...p.dice.map((_, die): Move => ({ t: 'discard', die })), { t: 'stop' }]
      return gainColours(s, task).map((c) => ({ t: 'take', c }))
    }
    case 'upgrade':
      return p.levels.flatMap((l, b): Move[] => (l < MAX_LEVEL ? [{ t: 'upgrade', b }] : []))
    case 'opt':
      return [{ t: 'yes' }, { t: 'no' }]
    case 'river': {
      const out: Move[] = []
      for (let n = 1; n <= (task.n ?? 0); n++) if (boatTarget(s, seat, n) >= 0) out.push({ t: 'river', n })
      return out
    }
    case 'palace':
      return freeChambers(s, seat).map((v) => ({ t: 'chamber', v }))
    case 'market': {
      if (task.m === 's' && (task.i ?? -1) < 0) return goodsPresent(s, seat).map((g) => ({ t: 'good', g }))
      const all = marketsOf(compsFor(s, p), p.grid)
      return [...marketCandidates(s, task).map((j): Move => ({ t: 'market', cell: all[j]?.cell ?? 0, m: all[j]?.m ?? 0 })), { t: 'done' }]
    }
    case 'terrace': {
      const done = task.list ?? []
      return [...p.dice.flatMap((_, die): Move[] => (done.includes(die) ? [] : [{ t: 'reroll', die }])), { t: 'done' }]
    }
    case 'order':
      return (task.groups ?? []).map((_, i) => ({ t: 'order', i }))
    case 'inc':
      return incomeMoves(s, task)
    default:
      return []
  }
}

/** The chance steps that re-roll the dice chosen on the terrace, in the order chosen (R79). */
const terraceRolls = (task: Task): Task[] => (task.list ?? []).map((i): Task => ({ k: 'reroll', s: task.s, i }))

/** Applies a listed decision move to the head task. */
export const applyDecision = (s: State, task: Task, move: Move): State => {
  const seat = task.s
  const p = player(s, seat)
  switch (move.t) {
    case 'pay': {
      const paid = payDie(s, seat, move.die, move.flip)
      if (task.k === 'payTile') {
        const left = (task.n ?? 0) - paid.value
        return left <= 0 ? rest(paid.s) : replaceHead(paid.s, [{ ...task, n: left }])
      }
      const space = boardSide(s).spaces[task.i ?? 0]
      switch (task.m) {
        case 'chamber':
          return replaceHead(paid.s, [{ k: 'chamber', s: seat, n: space?.value ?? 0 }])
        case 'balcony':
          return replaceHead(paid.s, [{ k: 'gain', s: seat, n: 2, c: space?.gain ?? 0 }])
        case 'same':
          return replaceHead(paid.s, [{ k: 'market', s: seat, m: 's', n: paid.value, i: -1, list: [], sum: 0 }])
        default:
          return replaceHead(paid.s, [{ k: 'river', s: seat, n: paid.value }])
      }
    }
    case 'stack': {
      const tileId = s.tops[move.i] ?? -1
      const tiles = comps(s).tiles
      const tile = tiles[tileId]
      const cell = task.cell ?? -1
      const old = cell >= 0 ? tiles[(p.grid[cell] ?? 0) >> 2] : undefined
      const need = (tile?.cost ?? 0) - (old?.cost ?? 0)
      const next = { ...s, tops: s.tops.map((x, k) => (k === move.i ? -1 : x)) }
      const reveal: Task[] = (s.stacks[move.i] ?? []).length > 0 ? [{ k: 'tile', s: -1, i: move.i }] : []
      return replaceHead(next, [
        ...reveal,
        { k: 'payTile', s: seat, c: tile?.colour ?? 0, n: need, tile: tileId },
        { k: 'put', s: seat, tile: tileId, cell }
      ])
    }
    case 'cover':
      return replaceHead(s, [{ k: 'buy', s: seat, cell: move.cell }])
    case 'put': {
      const tile = task.tile ?? 0
      const architect = (task.cell ?? -1) >= 0
      const grid = p.grid.map((x, k) => (k === move.cell ? tile * 4 + move.rot : x))
      const under = architect ? p.under.map((x, k) => (k === move.cell ? (p.grid[move.cell] ?? 0) >> 2 : x)) : p.under
      return replaceHead(withPlayer(s, seat, { grid, under }), [{ k: 'score', s: seat, cell: move.cell, m: architect ? 'a' : 'q' }])
    }
    case 'take':
      return replaceHead(s, [{ k: 'roll', s: seat, c: move.c }, { ...task, n: (task.n ?? 1) - 1 }])
    case 'discard': {
      const c = dieColour(p.dice[move.die] ?? 0)
      const supply = s.supply.map((x, k) => (k === c ? x + 1 : x))
      return withPlayer({ ...s, supply }, seat, { dice: p.dice.filter((_, k) => k !== move.die) })
    }
    case 'stop':
      // R40: take fewer dice — as many as fit now (the dice held were returned before any is taken).
      return task.k === 'gain' ? replaceHead(s, [{ ...task, n: capacity(s, seat) - p.dice.length }]) : rest(s)
    case 'upgrade': {
      const lag = task.m === 'lag' && s.options.fame5Upgrade === 'nextTurn'
      return withPlayer(rest(s), seat, {
        levels: p.levels.map((l, b) => (b === move.b ? l + 1 : l)),
        lag: lag ? p.lag.map((l, b) => (b === move.b ? l + 1 : l)) : p.lag
      })
    }
    case 'yes': {
      const reward: Task[] = task.r === undefined ? [] : [{ k: 'reward', s: seat, r: task.r }]
      if (task.m !== 'money' || s.options.declinedMoneyBonus !== 'keep') return replaceHead(s, reward)
      const kept = takeKeptMoneyBonus(s, seat, task.i ?? 0)
      return replaceHead(withPlayer(s, seat, { bonus: kept.bonus }), [...reward, ...kept.tasks])
    }
    case 'no':
      return rest(s)
    case 'river':
      return moveBoat(rest(s), seat, boatTarget(s, seat, move.n))
    case 'chamber':
      return replaceHead(s, [{ k: 'chamber', s: seat, n: move.v }])
    case 'good':
      return replaceHead(s, [{ ...task, i: move.g }])
    case 'market': {
      const mk = comps(s).tiles[(p.grid[move.cell] ?? 0) >> 2]?.markets[move.m]
      return replaceHead(s, [{ ...task, list: [...(task.list ?? []), move.cell * 2 + move.m], sum: (task.sum ?? 0) + (mk?.value ?? 0) }])
    }
    case 'done':
      if (task.k === 'market') return replaceHead(s, [{ ...task, n: 0 }])
      if (task.k === 'terrace') return replaceHead(s, terraceRolls(task))
      return rest(s)
    case 'reroll':
      // R79 (seeds: "re-roll as many of your dice as you like"): the dice to re-roll are chosen
      // first, one decision each, and rolled together after 'done' — no choice sees a new result.
      return replaceHead(s, [{ ...task, list: [...(task.list ?? []), move.die] }])
    case 'income':
      return applyIncome(s, task, move.id, move.slot)
    case 'order': {
      const groups = task.groups ?? []
      const chosen = groups[move.i] ?? []
      const others = groups.filter((_, k) => k !== move.i)
      const after: Task[] = others.length >= 2 ? [{ k: 'order', s: seat, groups: others }] : (others[0] ?? []).slice()
      return replaceHead(s, [...chosen, ...after])
    }
    default:
      return s
  }
}

/**
 * Option A4 'anyTimeInTurn': karma flips offered at any decision of the player's turn, except flips
 * after which the pending decision would have no move left (so no chain is left unfinishable).
 */
export const anyTimeFlips = (s: State, task: Task): Move[] => {
  const p = player(s, task.s)
  if (p.karma < 1 || s.phase !== 'play') return []
  const out: Move[] = []
  p.dice.forEach((_, die) => {
    const t = flipDie(s, task.s, die)
    const left = task.k === 'place' ? legalSpaces(t, task.s).length : decisionMoves(t, task).length
    if (left > 0) out.push({ t: 'flip', die })
  })
  return out
}
