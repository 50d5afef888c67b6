/**
 * The pending steps as one table: for every kind of {@link Task}, who acts (a seat, chance, or
 * nobody: resolved automatically), when it resolves itself, its legal moves or chance outcomes,
 * how each answer applies, and its prompt. Every compound action is a chain of these steps
 * (DESIGN.md section 1); the compiler checks that every kind has its entry.
 * @module
 */
import { pickUniform, pickWeighted, withArticle, type ChanceOutcome } from '../../../core/index.js'
import type { RajasMove, MoveType } from '../moves.js'
import type { RajasState, Task, TaskKind, TaskOf } from '../state.js'
import { affordableStacks, applyPass, applyPlace, legalSpaces, payDieChoices, payDieOk, placeMoves, spaceLegal } from './actions.js'
import { boardSide, capacity, comps, compsFor, dieCode, dieColour, front, KARMA_MAX, MAX_LEVEL, player, replaceHead, rest, withPlayer } from './common.js'
import { canGain, flipDie, gainColours, gainOverflow, payDie } from './dice.js'
import { goodsPresent, marketAccepts, marketCandidates } from './market.js'
import { architectCells, architectStacks, chamberOf, freeChambers } from './palace.js'
import { canPut, coverRotations, marketsOf, reachMasks } from './province.js'
import { payTileAccepts, payTileChoices, scoreTile } from './quarry.js'
import { rewardTasks } from './rewards.js'
import { boatTarget, finalSpace, moveBoat } from './river.js'
import { chamberMove, coverMove, discardMove, DONE_MOVE, drawMove, goodMove, marketMove, orderMove, payMove, putMove, rerollMove, riverMove, rollMove, sameMove, stackMove, STOP_MOVE, takeMove, upgradeMove, YES_NO } from '../moves.js'
import { assignFirst, startGame } from './start.js'
import { gainFameIn, gainMoneyIn, takeKeptMoneyBonus } from './tracks.js'
import { ownPlayer, replaceHeadIn, shift, work, type Work } from './work.js'
import { applyGangaDraw, applyGangaRoll, applyIncome, brownIds, incomeChoices, incomeMoves, navaratna } from './variants.js'

/** What a state needs to word a prompt (a state, or a view of it). */
type Board = Omit<RajasState, 'rng'>

/** How each answer to a step applies: one handler per move type the step accepts. */
type Handlers<T extends Task> = { readonly [A in MoveType]?: (s: RajasState, task: T, move: Extract<RajasMove, { readonly t: A }>) => RajasState }

/** A step nobody decides: it always resolves itself. */
interface AutoSpec<T extends Task> {
  readonly by: 'auto'
  /** Resolves the step. */
  readonly auto: (s: RajasState, task: T) => RajasState
}

/** A seat's decision. */
interface SeatSpec<T extends Task> {
  readonly by: 'seat'
  /** Resolves the step when there is nothing to decide; undefined while the seat must decide. */
  readonly auto?: (s: RajasState, task: T) => RajasState | undefined
  /** The legal moves, in a fixed order. */
  readonly moves: (s: RajasState, task: T) => RajasMove[]
  /** Applies a listed move. */
  readonly on: Handlers<T>
  /** What the step expects, in words (for refusals). */
  readonly expects: string
  /** The prompt for a UI. */
  readonly prompt: (s: Board, task: T) => string
}

/** A chance step (one die, one draw per step). */
interface ChanceSpec<T extends Task> {
  readonly by: 'chance'
  /** Resolves the step when there is nothing to draw; undefined while chance must act. */
  readonly auto?: (s: RajasState, task: T) => RajasState | undefined
  /** The outcomes with their exact probabilities. */
  readonly outcomes: (s: RajasState, task: T) => readonly ChanceOutcome<RajasMove>[]
  /** Applies a listed outcome. */
  readonly on: Handlers<T>
  /** The prompt for a UI. */
  readonly prompt: (s: Board, task: T) => string
}

/** The entry of one kind of step. */
export type TaskSpec<T extends Task> = AutoSpec<T> | SeatSpec<T> | ChanceSpec<T>

/**
 * The outcomes of a die, one shared list (with the shared move objects of moves.ts: speed only),
 * frozen with its entries: every caller of `chanceOutcomes` gets the same list.
 */
const ROLLS: readonly ChanceOutcome<RajasMove>[] = Object.freeze([1, 2, 3, 4, 5, 6].map((v) => Object.freeze({ move: rollMove(v), p: 1 / 6 })))

/**
 * Is `m` one of the chance outcomes of the head step `t`? For a die (roll, reroll, groll) a face
 * 1–6, without listing the outcomes (speed only: the same answer as searching {@link ROLLS}).
 */
export const isOutcome = (s: RajasState, t: Task, m: RajasMove): boolean => {
  if (t.k === 'roll' || t.k === 'reroll' || t.k === 'groll') return m.t === 'roll' && Number.isInteger(m.v) && m.v >= 1 && m.v <= 6
  // A tile or a white income tile: an id of the pile drawn from (the outcomes of `draws`), checked
  // without listing them (speed only). `indexOf`, not `includes`: NaN is no id, as in `sameMove`.
  if (t.k === 'tile') return m.t === 'draw' && (s.stacks[t.i] ?? []).indexOf(m.id) >= 0
  if (t.k === 'white') return m.t === 'draw' && s.white.indexOf(m.id) >= 0
  return chanceOutcomes(s).some((o) => sameMove(o.move, m))
}

const colourName = (s: Board, c: number): string => (c < 0 ? 'any colour' : (comps(s).c.diceColours[c] ?? `colour ${c}`))

/** Equally likely draws of these ids (shared move objects, speed only). */
const draws = (ids: readonly number[]): ChanceOutcome<RajasMove>[] => {
  const out = new Array<ChanceOutcome<RajasMove>>(ids.length)
  for (let k = 0; k < ids.length; k++) out[k] = { move: drawMove(ids[k] as number), p: 1 / ids.length }
  return out
}

/** The chance steps that re-roll the dice chosen on the terrace, in the order chosen (R79). */
const terraceRolls = (task: TaskOf<'terrace'>): Task[] => task.list.map((i): Task => ({ k: 'reroll', s: task.s, i }))

/** May the tile of a `put` step go on `cell` turned `rot` (R55, R56; R86 for the architect)? The predicate its moves are listed by. */
const putLegal = (s: RajasState, task: TaskOf<'put'>, cell: number, rot: number): boolean => {
  const p = player(s, task.s)
  const d = compsFor(s, p)
  if (!Number.isInteger(cell) || !Number.isInteger(rot) || rot < 0 || rot > 3 || cell < 0 || cell >= p.grid.length) return false
  if (task.cell >= 0) return cell === task.cell && coverRotations(d, p.grid, cell, task.tile).includes(rot) // R86
  return canPut(d, p.grid, reachMasks(d, p.grid), cell, task.tile * 4 + rot) // R55, R56
}

/*
 * The frequent automatic steps, each written ONCE, in place on a working copy (rules/work.ts): the
 * table's `auto` runs it on a fresh copy of the state ({@link onCopy}, {@link built}) and `autoIn`
 * on the working copy of the `apply` (speed only: one copy per move instead of one per step).
 * A step that waits for its seat writes nothing and answers false.
 */

/** R38, R40, R41: a gain of dice; false while the seat must decide (return dice or take fewer, or choose the colour). */
const gainIn = (w: Work, t: TaskOf<'gain'>): boolean => {
  if (t.n <= 0 || !canGain(w.s, t)) shift(w) // R41: fewer when the supply is out
  else if (gainOverflow(w.s, t) > 0 || t.c < 0) return false // R40: before anything is taken; R41: the player chooses the colour
  else replaceHeadIn(w, takeOne(t, t.c)) // R38
  return true
}

/** R38, R41: one die of colour `c` taken (rolled at once), the rest of the gain after it. */
const takeOne = (t: TaskOf<'gain'>, c: number): Task[] => [
  { k: 'roll', s: t.s, c },
  { k: 'gain', s: t.s, n: t.n - 1, c: t.c } // a literal in the fields' order, not `{ ...t }` (speed only: a spread was 3 % of a playout)
]

/** R50: a tile paid in full needs nothing more; false while dice are owed. */
const payTileIn = (w: Work, t: TaskOf<'payTile'>): boolean => {
  if (t.n > 0) return false
  shift(w)
  return true
}

/** Money gained (R119–R121). */
const moneyIn = (w: Work, t: TaskOf<'money'>): void => {
  shift(w)
  if (t.n > 0) gainMoneyIn(w, t.s, t.n)
}

/** Fame gained (R112, R118). */
const fameIn = (w: Work, t: TaskOf<'fame'>): void => {
  shift(w)
  if (t.n > 0) gainFameIn(w, t.s, t.n)
}

/** Karma gained, at most {@link KARMA_MAX} (R43). */
const karmaIn = (w: Work, t: TaskOf<'karma'>): void => {
  const p = ownPlayer(w, t.s)
  p.karma = Math.min(KARMA_MAX, p.karma + t.n) // R43: max 3
  shift(w)
}

/** A reward's steps in place of the reward (R117–R121). */
const rewardIn = (w: Work, t: TaskOf<'reward'>): void => replaceHeadIn(w, rewardTasks(w.s, t.s, t.r))

/** A step that always resolves, run on a fresh working copy of `s`: the state it built. */
const built =
  <T extends Task>(f: (w: Work, t: T) => void) =>
  (s: RajasState, t: T): RajasState => {
    const w = work(s)
    f(w, t)
    return w.s
  }

/** A step that may wait, run on a fresh working copy of `s`: the state it built, or undefined while it waits. */
const onCopy =
  <T extends Task>(f: (w: Work, t: T) => boolean) =>
  (s: RajasState, t: T): RajasState | undefined => {
    const w = work(s)
    return f(w, t) ? w.s : undefined
  }

/** The table: one entry per kind of pending step. */
export const TASKS = {
  // ---- chance ----
  roll: {
    by: 'chance',
    outcomes: () => ROLLS,
    on: {
      roll: (s, task, move) => dieIn(s, task, move.v).s // R38
    },
    prompt: (s, t) => `Roll ${withArticle(`${colourName(s, t.c)} die`)} for seat ${t.s}`
  },
  reroll: {
    by: 'chance',
    outcomes: () => ROLLS,
    on: {
      roll: (s, task, move) => dieIn(s, task, move.v).s // R79
    },
    prompt: (_s, t) => `Re-roll die ${t.i} of seat ${t.s}`
  },
  tile: {
    by: 'chance',
    auto: (s, task) => ((s.stacks[task.i] ?? []).length === 0 ? rest(s) : undefined),
    outcomes: (s, task) => draws(s.stacks[task.i] ?? []),
    on: {
      draw: (s, task, move) => {
        // R10: the drawn tile comes face up on its stack.
        const stacks = s.stacks.map((x, k) => (k === task.i ? x.filter((id) => id !== move.id) : x))
        return { ...rest(s), stacks, tops: s.tops.map((x, k) => (k === task.i ? move.id : x)) }
      }
    },
    prompt: (_s, t) => `Reveal the next tile of stack ${t.i}`
  },
  white: {
    by: 'chance',
    auto: (s) => {
      if (s.white.length > 0) return undefined
      if (s.discard.length > 0) return { ...s, white: [...s.discard].sort((a, b) => a - b), discard: [] } // R83: reshuffle
      return rest(s)
    },
    outcomes: (s) => draws(s.white),
    on: {
      draw: (s, task, move) => {
        // R83: the white income tile is used at once and discarded.
        const reward = comps(s).c.incomeTiles[move.id]?.reward
        const next = { ...rest(s), white: s.white.filter((id) => id !== move.id), discard: [...s.discard, move.id] }
        return front(next, reward === undefined ? [] : [{ k: 'reward', s: task.s, r: reward }])
      }
    },
    prompt: (_s, t) => `Draw a white income tile for seat ${t.s}`
  },
  first: {
    by: 'chance',
    outcomes: (_s, task) => task.list.map((seat) => ({ move: { t: 'first', seat }, p: 1 / task.list.length })),
    on: { first: (s, _task, move) => assignFirst(rest(s), move.seat) }, // A1
    prompt: (_s, t) => `Pick the first player among seats ${t.list.join(', ')}`
  },
  groll: {
    by: 'chance',
    auto: (s) => ((s.rpile ?? []).length === 0 ? rest(s) : undefined), // R146: all tiles placed
    outcomes: () => ROLLS,
    on: { roll: (s, task, move) => applyGangaRoll(s, task, move.v) },
    prompt: (_s, t) => `Roll a die to place the next river tile (counting on from river space ${t.n})`
  },
  gdraw: {
    by: 'chance',
    auto: (s) => ((s.rpile ?? []).length === 0 ? rest(s) : undefined),
    outcomes: (s) => {
      const all = s.rpile ?? []
      return [...new Set(all)].map((id) => ({ move: { t: 'draw', id }, p: all.filter((x) => x === id).length / all.length }))
    },
    on: { draw: (s, task, move) => applyGangaDraw(s, task, move.id) }, // R145
    prompt: (_s, t) => `Draw a face-down river tile for river space ${t.i}`
  },
  brown: {
    by: 'chance',
    auto: (s) => (brownIds(s).length === 0 ? rest(s) : undefined),
    outcomes: (s) => draws(brownIds(s)),
    on: {
      draw: (s, task, move) => {
        // R136: the drawn brown tile is the seat's, to put on one of its brown spaces.
        const display = s.display ?? []
        const j = display.indexOf(move.id)
        return { ...s, display: display.filter((_, k) => k !== j), tasks: [{ k: 'inc', s: task.s, m: 'setup', tile: move.id }, ...s.tasks.slice(1)] }
      }
    },
    prompt: (_s, t) => `Draw a random brown income tile for seat ${t.s}`
  },

  // ---- automatic ----
  start: { by: 'auto', auto: (s) => startGame(rest(s)) }, // R21, R22
  reward: { by: 'auto', auto: built(rewardIn) },
  money: { by: 'auto', auto: built(moneyIn) },
  fame: { by: 'auto', auto: built(fameIn) },
  karma: { by: 'auto', auto: built(karmaIn) }, // R43
  worker: {
    by: 'auto',
    auto: (s, task) => {
      // R112–R114: activate; with the second extra worker the last inactive one leaves the game.
      const p = player(s, task.s)
      if ((p.inactive & task.i) === 0) return rest(s)
      const gained = p.gained + 1
      const removeLast = gained >= 2 && !navaratna(s) // R133: Navaratna keeps all three
      return withPlayer(rest(s), task.s, { workers: p.workers + 1, gained, inactive: removeLast ? 0 : p.inactive & ~task.i })
    }
  },
  boat: {
    by: 'auto',
    auto: (s, task) => {
      // R95 (n 0: to the next unoccupied space), R87 (exactly 6)
      if (player(s, task.s).boat >= finalSpace(s)) return rest(s)
      const to = boatTarget(s, task.s, task.n === 0 ? 1 : task.n)
      return to < 0 ? rest(s) : moveBoat(rest(s), task.s, to)
    }
  },
  chamber: {
    by: 'auto',
    auto: (s, task) => chamberOf(task.n)?.perform(s, task.s) ?? rest(s) // R82–R87
  },
  score: { by: 'auto', auto: (s, task) => scoreTile(rest(s), task) }, // R60–R64

  // ---- seat decisions ----
  place: {
    by: 'seat',
    moves: (s, task) => placeMoves(s, task.s),
    on: {
      space: (s, task, move) => applyPlace(s, task.s, move.i), // R26
      stop: (s, task) => applyPass(s, task.s) // A2
    },
    expects: "'space i' (place a worker)",
    prompt: (_s, t) => `Seat ${t.s}: place a worker on an action space`
  },
  payDie: {
    by: 'seat',
    moves: (s, task) => payDieChoices(s, task).map((c) => payMove(c.die, c.flip)),
    on: {
      pay: (s, task, move) => {
        const paid = payDie(s, task.s, move.die, move.flip)
        switch (task.m) {
          case 'chamber':
            return replaceHead(paid.s, [{ k: 'chamber', s: task.s, n: boardSide(s).spaces[task.i]?.value ?? 0 }]) // R78
          case 'balcony':
            return replaceHead(paid.s, [{ k: 'gain', s: task.s, n: 2, c: boardSide(s).spaces[task.i]?.gain ?? 0 }]) // R81
          case 'same':
            return replaceHead(paid.s, [{ k: 'market', s: task.s, m: 's', n: paid.value, i: -1, list: [], sum: 0 }]) // R75
          case 'port':
            return replaceHead(paid.s, [{ k: 'river', s: task.s, n: paid.value }]) // R89, R90
        }
      }
    },
    expects: "'pay die [flip]'",
    prompt: (s, t) => {
      const seat = `Seat ${t.s}`
      switch (t.m) {
        case 'chamber':
          return `${seat}: pay a die showing ${t.n} for the ${chamberOf(t.n)?.name ?? ''} (flip with karma if needed)`
        case 'balcony':
          return `${seat}: pay ${withArticle(`${colourName(s, boardSide(s).spaces[t.i]?.colour ?? 0)} die`)} for the balcony`
        case 'same':
          return `${seat}: pay any die; its value limits the markets scored`
        case 'port':
          return `${seat}: pay a die of value 1–3 for the river move`
      }
    }
  },
  buy: {
    by: 'seat',
    moves: (s, task) => {
      const p = player(s, task.s)
      const cell = task.cell ?? -1 // present for the architect (R86)
      return (cell >= 0 ? architectStacks(s, p, cell, p.dice, p.karma) : affordableStacks(s, p.dice, p.karma)).map(stackMove)
    },
    on: {
      stack: (s, task, move) => {
        const tileId = s.tops[move.i] ?? -1
        const tiles = comps(s).tiles
        const tile = tiles[tileId]
        const cell = task.cell ?? -1
        const old = cell >= 0 ? tiles[(player(s, task.s).grid[cell] ?? 0) >> 2] : undefined
        const need = (tile?.cost ?? 0) - (old?.cost ?? 0) // R50; R86 the difference
        const next = { ...s, tops: s.tops.map((x, k) => (k === move.i ? -1 : x)) }
        const reveal: Task[] = (s.stacks[move.i] ?? []).length > 0 ? [{ k: 'tile', s: -1, i: move.i }] : [] // R10
        return replaceHead(next, [...reveal, { k: 'payTile', s: task.s, c: tile?.colour ?? 0, n: need, tile: tileId }, { k: 'put', s: task.s, tile: tileId, cell }])
      }
    },
    expects: "'stack i' (a top tile)",
    prompt: (_s, t) => `Seat ${t.s}: choose a top tile${(t.cell ?? -1) >= 0 ? ` to cover cell ${t.cell ?? 0}` : ''}`
  },
  cover: {
    by: 'seat',
    moves: (s, task) => {
      const p = player(s, task.s)
      return architectCells(s, p, p.dice, p.karma).map(coverMove)
    },
    on: { cover: (s, task, move) => replaceHead(s, [{ k: 'buy', s: task.s, cell: move.cell }]) }, // R86
    expects: "'cover cell' (the tile the architect covers)",
    prompt: (_s, t) => `Seat ${t.s}: choose the tile the architect covers`
  },
  payTile: {
    by: 'seat',
    auto: onCopy(payTileIn),
    moves: (s, task) => payTileChoices(s, task).map((c) => payMove(c.die, c.flip)),
    on: {
      pay: (s, task, move) => {
        const paid = payDie(s, task.s, move.die, move.flip) // R50
        const left = task.n - paid.value
        return left <= 0 ? rest(paid.s) : replaceHead(paid.s, [{ ...task, n: left }])
      }
    },
    expects: "'pay die [flip]' (dice of the tile's colour)",
    prompt: (s, t) => `Seat ${t.s}: pay ${colourName(s, t.c)} dice totalling at least ${t.n}`
  },
  put: {
    by: 'seat',
    moves: (s, task) => {
      const p = player(s, task.s)
      const d = compsFor(s, p)
      if (task.cell >= 0) return coverRotations(d, p.grid, task.cell, task.tile).map((rot) => ({ t: 'put', cell: task.cell, rot })) // R86
      // `putLegal` of every cell and rotation (R55, R56), with the network's reach looked up once
      // and occupied cells skipped before their four rotations (speed only: canPut refuses them).
      const reach = reachMasks(d, p.grid)
      const out: RajasMove[] = []
      for (let cell = 0; cell < p.grid.length; cell++) {
        if (p.grid[cell] !== -1) continue
        for (let rot = 0; rot < 4; rot++) if (canPut(d, p.grid, reach, cell, task.tile * 4 + rot)) out.push(putMove(cell, rot))
      }
      return out
    },
    on: {
      put: (s, task, move) => {
        const p = player(s, task.s)
        const architect = task.cell >= 0
        const grid = p.grid.map((x, k) => (k === move.cell ? task.tile * 4 + move.rot : x))
        const under = architect ? p.under.map((x, k) => (k === move.cell ? (p.grid[move.cell] ?? 0) >> 2 : x)) : p.under
        return replaceHead(withPlayer(s, task.s, { grid, under }), [{ k: 'score', s: task.s, cell: move.cell, m: architect ? 'a' : 'q' }])
      }
    },
    expects: "'put cell rot'",
    prompt: (_s, t) => `Seat ${t.s}: place the tile (cell and rotation)`
  },
  gain: {
    by: 'seat',
    auto: onCopy(gainIn), // R38, R40, R41
    moves: (s, task) => {
      // R40: the statue cannot hold them all: return a held die, or take only what fits.
      if (gainOverflow(s, task) > 0) return [...player(s, task.s).dice.map((_, die) => discardMove(die)), STOP_MOVE]
      return gainColours(s, task).map(takeMove)
    },
    on: {
      take: (s, task, move) => replaceHead(s, takeOne(task, move.c)), // R38, R41
      discard: (s, task, move) => {
        // R40: a held die goes back to the supply to make room (before any new die is taken).
        const p = player(s, task.s)
        const c = dieColour(p.dice[move.die] ?? 0)
        const supply = s.supply.map((x, k) => (k === c ? x + 1 : x))
        return withPlayer({ ...s, supply }, task.s, { dice: p.dice.filter((_, k) => k !== move.die) })
      },
      // R40: take fewer dice — as many as fit now.
      stop: (s, task) => replaceHead(s, [{ ...task, n: capacity(s, task.s) - player(s, task.s).dice.length }])
    },
    expects: "'take c', or when your Kali statue cannot hold the new dice 'discard die' / 'stop'",
    prompt: (s, t) =>
      `Seat ${t.s}: take ${t.n} ${colourName(s, t.c)} ${t.n === 1 ? 'die' : 'dice'} (if your statue cannot hold them all: first return dice, or stop to take only what fits)`
  },
  upgrade: {
    by: 'seat',
    auto: (s, task) => (player(s, task.s).levels.some((l) => l < MAX_LEVEL) ? undefined : rest(s)), // A7: lost
    moves: (s, task) => {
      const levels = player(s, task.s).levels
      const out: RajasMove[] = []
      for (let b = 0; b < levels.length; b++) if ((levels[b] as number) < MAX_LEVEL) out.push(upgradeMove(b))
      return out
    },
    on: {
      upgrade: (s, task, move) => {
        // R68; A8: the fame-5 upgrade counts from the next turn (option fame5Upgrade).
        const p = player(s, task.s)
        const lag = task.m === 'lag' && s.options.fame5Upgrade === 'nextTurn'
        return withPlayer(rest(s), task.s, {
          levels: p.levels.map((l, b) => (b === move.b ? l + 1 : l)),
          lag: lag ? p.lag.map((l, b) => (b === move.b ? l + 1 : l)) : p.lag
        })
      }
    },
    expects: "'upgrade b'",
    prompt: (_s, t) => `Seat ${t.s}: upgrade a building type`
  },
  opt: {
    by: 'seat',
    auto: (s, task) => (task.r.k === 'boat' && player(s, task.s).boat >= finalSpace(s) ? rest(s) : undefined),
    moves: () => YES_NO.slice(),
    on: {
      yes: (s, task) => {
        // R118–R120; A14 'keep': taking a kept money bonus moves the marker on.
        const reward: Task[] = [{ k: 'reward', s: task.s, r: task.r }]
        if (task.m !== 'money' || s.options.declinedMoneyBonus !== 'keep') return replaceHead(s, reward)
        const kept = takeKeptMoneyBonus(s, task.s, task.i)
        return replaceHead(withPlayer(s, task.s, { bonus: kept.bonus }), [...reward, ...kept.tasks])
      },
      no: (s) => rest(s)
    },
    expects: "'yes' or 'no'",
    prompt: (_s, t) => `Seat ${t.s}: take the bonus (${t.r.k})?`
  },
  river: {
    by: 'seat',
    auto: (s, task) => (boatTarget(s, task.s, 1) < 0 ? rest(s) : undefined), // a river tile's move (R147) from the final space does nothing
    moves: (s, task) => {
      const out: RajasMove[] = []
      for (let n = 1; n <= task.n; n++) if (boatTarget(s, task.s, n) >= 0) out.push(riverMove(n)) // R90, R93
      return out
    },
    on: { river: (s, task, move) => moveBoat(rest(s), task.s, boatTarget(s, task.s, move.n)) },
    expects: "'river n'",
    prompt: (_s, t) => `Seat ${t.s}: move the boat ${t.n === 1 ? '1 unoccupied space' : `1 to ${t.n} unoccupied spaces`}`
  },
  palace: {
    by: 'seat',
    auto: (s, task) => (freeChambers(s, task.s).length === 0 ? rest(s) : undefined), // A11: lost
    moves: (s, task) => freeChambers(s, task.s).map(chamberMove), // R100
    on: { chamber: (s, task, move) => replaceHead(s, [{ k: 'chamber', s: task.s, n: move.v }]) },
    expects: "'chamber v' (2–6)",
    prompt: (_s, t) => `Seat ${t.s}: choose a palace chamber (2–6) to perform for free`
  },
  market: {
    by: 'seat',
    auto: (s, task) => {
      if (task.m === 's' && task.i < 0) return goodsPresent(s, task.s).length === 0 ? rest(s) : undefined
      if (marketCandidates(s, task).length > 0) return undefined
      return front(rest(s), task.sum > 0 ? [{ k: 'money', s: task.s, n: task.sum }] : []) // R73
    },
    moves: (s, task) => {
      if (task.m === 's' && task.i < 0) return goodsPresent(s, task.s).map(goodMove) // R75
      const p = player(s, task.s)
      const all = marketsOf(compsFor(s, p), p.grid)
      return [...marketCandidates(s, task).map((j) => marketMove(all[j]?.cell ?? 0, all[j]?.m ?? 0)), DONE_MOVE]
    },
    on: {
      good: (s, task, move) => replaceHead(s, [{ ...task, i: move.g }]),
      market: (s, task, move) => {
        const mk = comps(s).tiles[(player(s, task.s).grid[move.cell] ?? 0) >> 2]?.markets[move.m]
        return replaceHead(s, [{ ...task, list: [...task.list, move.cell * 2 + move.m], sum: task.sum + (mk?.value ?? 0) }])
      },
      done: (s, task) => replaceHead(s, [{ ...task, n: 0 }])
    },
    expects: "'good g', 'market cell m' or 'done'",
    prompt: (_s, t) => (t.m === 's' && t.i < 0 ? `Seat ${t.s}: choose the goods` : `Seat ${t.s}: choose markets to score, or done`)
  },
  terrace: {
    by: 'seat',
    auto: (s, task) => (task.list.length >= player(s, task.s).dice.length ? replaceHead(s, terraceRolls(task)) : undefined),
    moves: (s, task) => {
      // a loop over shared move objects (speed only)
      const dice = player(s, task.s).dice
      const out: RajasMove[] = []
      for (let die = 0; die < dice.length; die++) if (!task.list.includes(die)) out.push(rerollMove(die))
      out.push(DONE_MOVE)
      return out
    },
    on: {
      // R79 (seeds: "re-roll as many of your dice as you like"): the dice to re-roll are chosen
      // first, one decision each, and rolled together after 'done' — no choice sees a new result.
      reroll: (s, task, move) => replaceHead(s, [{ ...task, list: [...task.list, move.die] }]),
      done: (s, task) => replaceHead(s, terraceRolls(task))
    },
    expects: "'reroll die' or 'done'",
    prompt: (_s, t) => `Seat ${t.s}: re-roll dice, or done`
  },
  order: {
    by: 'seat',
    moves: (_s, task) => task.groups.map((_, i) => orderMove(i)),
    on: {
      order: (s, task, move) => {
        // A6: the chosen group of simultaneous effects is resolved next.
        const chosen = task.groups[move.i] ?? []
        const others = task.groups.filter((_, k) => k !== move.i)
        const after: Task[] = others.length >= 2 ? [{ k: 'order', s: task.s, groups: others }] : (others[0] ?? []).slice()
        return replaceHead(s, [...chosen, ...after])
      }
    },
    expects: "'order i'",
    prompt: (_s, t) => `Seat ${t.s}: choose which effects to resolve first`
  },
  inc: {
    by: 'seat',
    auto: (s, task) => {
      if (incomeChoices(s, task).length > 0) return undefined
      // R143: nothing to take. A brown tile drawn at setup with no brown space free goes back to the display.
      return task.m === 'setup' && task.tile >= 0 ? { ...rest(s), display: [...(s.display ?? []), task.tile].sort((a, b) => a - b) } : rest(s)
    },
    moves: (s, task) => incomeMoves(s, task),
    on: {
      income: (s, task, move) => applyIncome(s, task, move.id, move.slot), // R136, R141, R142
      no: (s) => rest(s) // R143
    },
    expects: "'income id slot' (or 'no' to decline, except at setup)",
    prompt: (_s, t) =>
      t.m === 'setup'
        ? `Seat ${t.s}: put your brown income tile on one of your two brown spaces`
        : `Seat ${t.s}: take an income tile and put it on a free space of its colour, or decline (no)`
  }
} satisfies { readonly [K in TaskKind]: TaskSpec<TaskOf<K>> }

/** The kinds of step a seat decides. */
export type SeatKind = { [K in TaskKind]: (typeof TASKS)[K] extends { readonly by: 'seat' } ? K : never }[TaskKind]

/** Who acts on each kind, and the answers it takes: read on every step, so kept in one shape. */
interface RuntimeSpec {
  readonly by: 'auto' | 'seat' | 'chance'
  readonly on: Readonly<Record<string, unknown>>
}

/** The `by` and `on` members of every entry, in one shape (built once from {@link TASKS}). */
const RUNTIME = Object.fromEntries(
  Object.entries(TASKS).map(([k, spec]): [string, RuntimeSpec] => [k, { by: spec.by, on: 'on' in spec ? spec.on : {} }])
) as Readonly<Record<TaskKind, RuntimeSpec>>

/** Who acts on each kind, as a Map (speed only: a table of 34 keys built by `fromEntries` is a slow dictionary for V8). */
const BY: ReadonlyMap<TaskKind, 'auto' | 'seat' | 'chance'> = new Map(Object.entries(TASKS).map(([k, spec]) => [k as TaskKind, spec.by]))

/** The entry of a step's kind (its full, typed form: prompts, expectations). */
export const specOf = (task: Task): TaskSpec<Task> => TASKS[task.k] as unknown as TaskSpec<Task>

/** Who acts on a step: a seat, chance, or nobody (it resolves itself). */
export const actedBy = (task: Task): 'auto' | 'seat' | 'chance' => BY.get(task.k) ?? RUNTIME[task.k].by

/** Is a step of this kind resolved by chance? */
export const isChance = (k: TaskKind): boolean => (BY.get(k) ?? RUNTIME[k].by) === 'chance'

/*
 * The dispatchers below route each kind to its entry of the table with a switch: each entry's
 * function is then called from a place of its own, which the engine can inline into the hot loop,
 * and TypeScript narrows the task to the entry's kind without a cast.
 */

/** The kinds of step a seat or chance always acts on: their entries have no `auto`. */
type WaitKind = { [K in TaskKind]: (typeof TASKS)[K] extends { readonly auto: unknown } ? never : K }[TaskKind]

/** {@link WaitKind} at run time, read off the table (one list: it cannot disagree with the entries). */
const WAITS: ReadonlySet<TaskKind> = new Set(
  Object.entries(TASKS)
    .filter(([, spec]) => !('auto' in spec))
    .map(([k]) => k as TaskKind)
)

/** Does a seat or chance always act on this step (its entry has no `auto`)? */
export const waitsFor = (t: Task): t is TaskOf<WaitKind> => WAITS.has(t.k)

/** Resolves the head step if it needs no decision; undefined if a seat or chance must act. */
export const autoStep = (s: RajasState): RajasState | undefined => {
  const t = s.tasks[0]
  if (t === undefined || waitsFor(t)) return undefined
  switch (t.k) {
    case 'tile':
      return TASKS.tile.auto(s, t)
    case 'white':
      return TASKS.white.auto(s)
    case 'groll':
      return TASKS.groll.auto(s)
    case 'gdraw':
      return TASKS.gdraw.auto(s)
    case 'brown':
      return TASKS.brown.auto(s)
    case 'start':
      return TASKS.start.auto(s)
    case 'reward':
      return TASKS.reward.auto(s, t)
    case 'money':
      return TASKS.money.auto(s, t)
    case 'fame':
      return TASKS.fame.auto(s, t)
    case 'karma':
      return TASKS.karma.auto(s, t)
    case 'worker':
      return TASKS.worker.auto(s, t)
    case 'boat':
      return TASKS.boat.auto(s, t)
    case 'chamber':
      return TASKS.chamber.auto(s, t)
    case 'score':
      return TASKS.score.auto(s, t)
    case 'payTile':
      return TASKS.payTile.auto(s, t)
    case 'gain':
      return TASKS.gain.auto(s, t)
    case 'upgrade':
      return TASKS.upgrade.auto(s, t)
    case 'opt':
      return TASKS.opt.auto(s, t)
    case 'river':
      return TASKS.river.auto(s, t)
    case 'palace':
      return TASKS.palace.auto(s, t)
    case 'market':
      return TASKS.market.auto(s, t)
    case 'terrace':
      return TASKS.terrace.auto(s, t)
    case 'inc':
      return TASKS.inc.auto(s, t)
  }
}

/**
 * A die's outcome (roll R38, re-roll R79) applied on a new working copy of the state (rules/work.ts):
 * the `roll` and `reroll` handlers of the table, and `apply`'s start of the move's working copy (speed
 * only: the state, queue, player list, player and dice copied once, the steps after it write the same copy).
 */
export const dieIn = (s: RajasState, t: TaskOf<'roll'> | TaskOf<'reroll'>, v: number): Work => {
  const w = work(s)
  shift(w)
  const p = ownPlayer(w, t.s)
  if (t.k === 'roll') {
    // R38: a die taken from the supply is rolled at once and put on the Kali statue.
    w.s.supply = s.supply.map((x, k) => (k === t.c ? x - 1 : x))
    p.dice = [...p.dice, dieCode(t.c, v)]
  } else p.dice = p.dice.map((d, k) => (k === t.i ? dieCode(dieColour(d), v) : d)) // R79
  return w
}

/** What {@link autoIn} did with the head step: resolved it on the working copy, found that a seat or chance must act, or left it to {@link autoStep}. */
export type AutoIn = 'done' | 'waits' | 'other'

/**
 * The frequent automatic steps resolved on the working copy of an `apply` (rules/work.ts), by the
 * same in-place functions the table's `auto` runs on a fresh copy (speed only: one copy per move
 * instead of one state copy per step). Steps a seat or chance acts on answer `waits` without the
 * table's dispatch; every other step is left to {@link autoStep}.
 */
export const autoIn = (w: Work, t: Task): AutoIn => {
  if (waitsFor(t)) return 'waits'
  switch (t.k) {
    case 'gain':
      return gainIn(w, t) ? 'done' : 'waits'
    case 'payTile':
      return payTileIn(w, t) ? 'done' : 'waits'
    case 'money':
      moneyIn(w, t)
      return 'done'
    case 'fame':
      fameIn(w, t)
      return 'done'
    case 'karma':
      karmaIn(w, t)
      return 'done'
    case 'reward':
      rewardIn(w, t)
      return 'done'
    default:
      return 'other'
  }
}

/** The chance outcomes of the head step (one die, one draw per step); [] if chance does not act. */
export const chanceOutcomes = (s: RajasState): readonly ChanceOutcome<RajasMove>[] => {
  const t = s.tasks[0]
  if (t === undefined) return []
  switch (t.k) {
    case 'roll':
      return TASKS.roll.outcomes()
    case 'reroll':
      return TASKS.reroll.outcomes()
    case 'tile':
      return TASKS.tile.outcomes(s, t)
    case 'white':
      return TASKS.white.outcomes(s)
    case 'first':
      return TASKS.first.outcomes(s, t)
    case 'groll':
      return TASKS.groll.outcomes()
    case 'gdraw':
      return TASKS.gdraw.outcomes(s)
    case 'brown':
      return TASKS.brown.outcomes(s)
    default:
      return []
  }
}

/**
 * The chance outcome `sampleChance` picks at `u` (`Game.sampleOutcome`, speed only): a die face
 * (R38, R79, R146) or a tile or white income tile drawn from its pile (R10, R83), without building
 * the outcome list; the other draws from their lists.
 */
export const sampleOutcome = (s: RajasState, u: number): RajasMove | undefined => {
  const t = s.tasks[0]
  if (t === undefined) return undefined
  switch (t.k) {
    case 'roll':
    case 'reroll':
    case 'groll':
      return ROLLS[pickUniform(u, ROLLS.length)]?.move
    case 'tile':
    case 'white': {
      const ids = t.k === 'tile' ? (s.stacks[t.i] ?? []) : s.white // the order of `draws`
      return ids.length === 0 ? undefined : drawMove(ids[pickUniform(u, ids.length)] as number)
    }
    default: {
      const outcomes = chanceOutcomes(s)
      return outcomes[pickWeighted(u, outcomes)]?.move
    }
  }
}

/** The legal moves of a seat's pending decision (not counting option A4's flips); [] for other steps. */
export const decisionMoves = (s: RajasState, t: Task): RajasMove[] => {
  switch (t.k) {
    case 'place':
      return TASKS.place.moves(s, t)
    case 'payDie':
      return TASKS.payDie.moves(s, t)
    case 'buy':
      return TASKS.buy.moves(s, t)
    case 'cover':
      return TASKS.cover.moves(s, t)
    case 'payTile':
      return TASKS.payTile.moves(s, t)
    case 'put':
      return TASKS.put.moves(s, t)
    case 'gain':
      return TASKS.gain.moves(s, t)
    case 'upgrade':
      return TASKS.upgrade.moves(s, t)
    case 'opt':
      return TASKS.opt.moves()
    case 'river':
      return TASKS.river.moves(s, t)
    case 'palace':
      return TASKS.palace.moves(s, t)
    case 'market':
      return TASKS.market.moves(s, t)
    case 'terrace':
      return TASKS.terrace.moves(s, t)
    case 'order':
      return TASKS.order.moves(s, t)
    case 'inc':
      return TASKS.inc.moves(s, t)
    default:
      return []
  }
}

/**
 * Is `m` one of the legal moves of the seat's pending decision `t` (not counting A4's flips)?
 * The same predicates the moves are listed by, tried on the one move, for the frequent steps (the
 * listed moves otherwise).
 */
export const accepts = (s: RajasState, t: Task, m: RajasMove): boolean => {
  // Each case asks exactly what its step's `moves` lists by (test/rajas/rules/accepts.test.ts holds
  // every case to the list); listing every move to find one cost about a tenth of a playout (speed only).
  switch (t.k) {
    case 'place':
      return m.t === 'space' ? spaceLegal(s, t.s, m.i) : m.t === 'stop' && s.options.allowPass // R26–R36, A2
    case 'put':
      return m.t === 'put' && putLegal(s, t, m.cell, m.rot)
    case 'payDie':
      return m.t === 'pay' && payDieOk(s, t, m.die, m.flip)
    case 'payTile':
      return m.t === 'pay' && payTileAccepts(s, t, m.die, m.flip)
    case 'gain':
      if (gainOverflow(s, t) > 0) return m.t === 'stop' || (m.t === 'discard' && isIndex(m.die, player(s, t.s).dice.length)) // R40
      return m.t === 'take' && gainColours(s, t).indexOf(m.c) >= 0 // R38, R41
    case 'terrace':
      return m.t === 'done' || (m.t === 'reroll' && isIndex(m.die, player(s, t.s).dice.length) && !t.list.includes(m.die)) // R79
    case 'opt':
      return m.t === 'yes' || m.t === 'no'
    case 'upgrade': {
      const levels = player(s, t.s).levels
      return m.t === 'upgrade' && isIndex(m.b, levels.length) && (levels[m.b] as number) < MAX_LEVEL // R68
    }
    case 'order':
      return m.t === 'order' && isIndex(m.i, t.groups.length) // A6
    case 'market':
      return marketAccepts(s, t, m) // R74, R75
    default:
      return decisionMoves(s, t).some((x) => sameMove(x, m))
  }
}

/** Is `x` an index of a list of length `n`? */
const isIndex = (x: number, n: number): boolean => Number.isInteger(x) && x >= 0 && x < n

/** The move types a step accepts. */
export const answers = (task: Task): readonly string[] => Object.keys(RUNTIME[task.k].on)

/** The handler of an answer; only listed moves get here, and each has its handler: a miss is a bug (INTERNAL_ERROR). */
const handler = <T extends Task>(on: Handlers<T>, task: T, move: RajasMove): ((s: RajasState, task: T, move: RajasMove) => RajasState) => {
  const h = on[move.t] as ((s: RajasState, task: T, move: RajasMove) => RajasState) | undefined
  if (h === undefined) throw new Error(`a ${task.k} step has no handler for '${move.t}'`)
  return h
}

/** Applies a listed move or outcome to the head step `t` (each kind's handlers called from its own place). */
export const applyTask = (s: RajasState, t: Task, m: RajasMove): RajasState => {
  switch (t.k) {
    case 'roll':
      return handler(TASKS.roll.on, t, m)(s, t, m)
    case 'reroll':
      return handler(TASKS.reroll.on, t, m)(s, t, m)
    case 'tile':
      return handler(TASKS.tile.on, t, m)(s, t, m)
    case 'white':
      return handler(TASKS.white.on, t, m)(s, t, m)
    case 'first':
      return handler(TASKS.first.on, t, m)(s, t, m)
    case 'groll':
      return handler(TASKS.groll.on, t, m)(s, t, m)
    case 'gdraw':
      return handler(TASKS.gdraw.on, t, m)(s, t, m)
    case 'brown':
      return handler(TASKS.brown.on, t, m)(s, t, m)
    case 'place':
      return handler(TASKS.place.on, t, m)(s, t, m)
    case 'payDie':
      return handler(TASKS.payDie.on, t, m)(s, t, m)
    case 'buy':
      return handler(TASKS.buy.on, t, m)(s, t, m)
    case 'cover':
      return handler(TASKS.cover.on, t, m)(s, t, m)
    case 'payTile':
      return handler(TASKS.payTile.on, t, m)(s, t, m)
    case 'put':
      return handler(TASKS.put.on, t, m)(s, t, m)
    case 'gain':
      return handler(TASKS.gain.on, t, m)(s, t, m)
    case 'upgrade':
      return handler(TASKS.upgrade.on, t, m)(s, t, m)
    case 'opt':
      return handler(TASKS.opt.on, t, m)(s, t, m)
    case 'river':
      return handler(TASKS.river.on, t, m)(s, t, m)
    case 'palace':
      return handler(TASKS.palace.on, t, m)(s, t, m)
    case 'market':
      return handler(TASKS.market.on, t, m)(s, t, m)
    case 'terrace':
      return handler(TASKS.terrace.on, t, m)(s, t, m)
    case 'order':
      return handler(TASKS.order.on, t, m)(s, t, m)
    case 'inc':
      return handler(TASKS.inc.on, t, m)(s, t, m)
    default:
      throw new Error(`a ${t.k} step takes no move`) // automatic steps never wait for one
  }
}

/**
 * Option A4 'anyTimeInTurn': karma flips offered at any decision of the player's turn, except flips
 * after which the pending decision would have no move left (so no chain is left unfinishable).
 */
export const anyTimeFlips = (s: RajasState, task: Task): RajasMove[] => {
  const p = player(s, task.s)
  if (p.karma < 1 || s.phase !== 'play') return []
  const out: RajasMove[] = []
  p.dice.forEach((_, die) => {
    const t = flipDie(s, task.s, die)
    const left = task.k === 'place' ? legalSpaces(t, task.s).length : decisionMoves(t, task).length
    if (left > 0) out.push({ t: 'flip', die })
  })
  return out
}
