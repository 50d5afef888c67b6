/**
 * Why a move is refused: a specific code, message and rule id for every kind of illegal
 * placement, payment and choice.
 * @module
 */
import { violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import { formatMove, type RajasMove } from '../moves.js'
import type { RajasState, Task, TaskOf } from '../state.js'
import { placementProblem } from './actions.js'
import { comps, compsFor, MAX_LEVEL, dieColour, dieValue, flipped, player } from './common.js'
import { gainOverflow } from './dice.js'
import { boatTarget } from './river.js'
import { answers, specOf, type SeatKind } from './tasks.js'

/** Why an income tile cannot go on that border space (R136, R141, R143). */
const incomeProblem = (s: RajasState, task: TaskOf<'inc'>, id: number, slot: number): RuleViolation => {
  const c = comps(s).c
  const p = player(s, task.s)
  const tile = c.incomeTiles[id]
  const space = compsFor(s, p).c.province.incomes[slot]
  if (tile === undefined) return violation('NO_SUCH_TILE', `there is no income tile ${id}`, 'R137')
  if (task.m === 'setup' && id !== task.tile) return violation('NOT_YOUR_TILE', `you drew brown tile ${task.tile}, not ${id}`, 'R136')
  if (task.m !== 'setup' && !(s.display ?? []).includes(id)) return violation('TILE_NOT_IN_DISPLAY', `income tile ${id} is not in the display`, 'R137')
  if (space === undefined) return violation('NO_SUCH_SPACE', `there is no border space ${slot} on your province board`, 'R135')
  if (space.slot !== tile.colour) return violation('WRONG_SLOT_COLOUR', `border space ${slot} takes ${space.slot ?? 'no'} tiles, not ${tile.colour}`, 'R141')
  if ((p.slots?.[slot] ?? -1) >= 0) return violation('SLOT_TAKEN', `border space ${slot} already holds an income tile`, 'R140')
  return violation(ViolationCode.ILLEGAL_MOVE, `an identical tile with a lower id is offered instead of ${id}`, 'R143')
}

const payProblem = (s: RajasState, task: TaskOf<'payDie'> | TaskOf<'payTile'>, die: number, flip: boolean): RuleViolation => {
  const p = player(s, task.s)
  const d = p.dice[die]
  if (d === undefined) return violation('NO_SUCH_DIE', `there is no die ${die} on your Kali statue (you have ${p.dice.length})`, 'R35')
  if (flip && p.karma < 1) return violation('NO_KARMA', 'flipping a die costs 1 karma and you have none', 'R44')
  const v = flip ? flipped(dieValue(d)) : dieValue(d)
  const colours = comps(s).c.diceColours
  if (task.k === 'payTile') {
    if (dieColour(d) !== task.c) return violation('WRONG_DIE_COLOUR', `the tile is paid with ${colours[task.c] ?? ''} dice only`, 'R50')
    return violation('PAYMENT_DEAD_END', `paying that die would leave the remaining ${task.n} unpayable with your dice and karma`, 'R50')
  }
  switch (task.m) {
    case 'chamber':
      if (v !== task.n) return violation('WRONG_DIE_VALUE', `this chamber needs a die showing ${task.n}, that die shows ${v}`, 'R78')
      return violation('ARCHITECT_IMPOSSIBLE', 'after paying that die the architect could not cover any tile', 'R86')
    case 'balcony':
      if (dieColour(d) !== task.c) return violation('WRONG_DIE_COLOUR', `this balcony takes a ${colours[task.c] ?? ''} die`, 'R81')
      return violation('NO_FLIP_NEEDED', 'a balcony die of any value is paid as it is', 'R45')
    case 'port':
      if (v > 3) return violation('DIE_TOO_HIGH', `the river action needs a die of value 1, 2 or 3, not ${v}`, 'R89')
      return violation('NO_FLIP_NEEDED', 'that die already shows 1–3', 'R89')
    case 'same':
      return violation(ViolationCode.ILLEGAL_MOVE, 'that die cannot be paid now', 'R35')
  }
}

/** A specific violation for a move that `legalMoves` does not list. */
export const explain = (s: RajasState, move: RajasMove): RuleViolation => {
  const task = s.tasks[0]
  if (task === undefined) return violation(ViolationCode.ILLEGAL_MOVE, 'no decision is pending')
  const spec = specOf(task)
  if (spec.by === 'chance') {
    return violation('NOT_AN_OUTCOME', `'${formatMove(move)}' is not a possible outcome of the pending chance step (${task.k})`)
  }
  if (move.t === 'flip') {
    const p = player(s, task.s)
    if (s.options.karmaTiming === 'whenPaying') {
      return violation('KARMA_ONLY_WHEN_PAYING', "karma flips a die only as it is paid: use 'pay die flip' (option karmaTiming)", 'R45')
    }
    if (p.karma < 1) return violation('NO_KARMA', 'flipping a die costs 1 karma and you have none', 'R44')
    if (p.dice[move.die] === undefined) return violation('NO_SUCH_DIE', `there is no die ${move.die}`, 'R44')
    return violation('FLIP_DEAD_END', 'after that flip the pending decision could not be completed', 'A4')
  }
  if (spec.by !== 'seat' || !answers(task).includes(move.t)) {
    return violation('WRONG_DECISION', `the pending decision (${task.k}) expects ${spec.by === 'seat' ? spec.expects : 'no move'}, not '${formatMove(move)}'`)
  }
  return (REFUSALS[task.k as SeatKind] as (s: RajasState, task: Task, move: RajasMove) => RuleViolation)(s, task, move)
}

const illegal = (move: RajasMove): RuleViolation => violation(ViolationCode.ILLEGAL_MOVE, `'${formatMove(move)}' is not legal now`)

/**
 * Why each kind of decision refuses an answer of a type it accepts, by kind (the entry of `task.k`
 * takes that task; the answers are those of its entry in the task table).
 */
const REFUSALS: { readonly [K in SeatKind]: (s: RajasState, task: TaskOf<K>, move: RajasMove) => RuleViolation } = {
  place: (s, task, move) => {
    if (move.t === 'space') return placementProblem(s, task.s, move.i) ?? violation(ViolationCode.ILLEGAL_MOVE, `space ${move.i} cannot be taken now`, 'R36')
    return violation('MUST_PLACE', 'placing a worker is mandatory while a legal placement exists (option allowPass)', 'R29')
  },
  payDie: (s, task, move) => (move.t === 'pay' ? payProblem(s, task, move.die, move.flip) : illegal(move)),
  payTile: (s, task, move) => (move.t === 'pay' ? payProblem(s, task, move.die, move.flip) : illegal(move)),
  buy: (s, task, move) => {
    if (move.t !== 'stack') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    const top = s.tops[move.i]
    if (top === undefined) return violation('NO_SUCH_STACK', `there is no stack ${move.i}`, 'R10')
    if (top < 0) return violation('EMPTY_STACK', `stack ${move.i} is used up`, 'R53')
    const tile = d.tiles[top]
    const cell = task.cell ?? -1
    const old = cell >= 0 ? d.tiles[(p.grid[cell] ?? 0) >> 2] : undefined
    if (old !== undefined && tile !== undefined && tile.cost <= old.cost) {
      return violation('NOT_MORE_EXPENSIVE', `the new tile (cost ${tile.cost}) must cost more than the covered one (${old.cost})`, 'R86')
    }
    return violation('CANNOT_AFFORD_TILE', `your ${d.c.diceColours[tile?.colour ?? 0] ?? ''} dice cannot pay that tile's cost, even with karma`, 'R50')
  },
  cover: (s, task, move) => {
    if (move.t !== 'cover') return illegal(move)
    const p = player(s, task.s)
    const code = p.grid[move.cell]
    if (code === undefined || code < 0) return violation('NO_TILE_THERE', `there is no tile of yours on cell ${move.cell}`, 'R86')
    if ((p.under[move.cell] ?? -1) >= 0) return violation('COVERED_ONCE', `cell ${move.cell} has already been built over once`, 'R86')
    return violation('NO_COVERING_TILE', `no top tile can cover cell ${move.cell} (more expensive, payable, keeping the roads connected)`, 'R86')
  },
  put: (s, task, move) => {
    if (move.t !== 'put') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    if (task.cell >= 0 && move.cell !== task.cell) return violation('WRONG_CELL', `the architect covers cell ${task.cell}`, 'R86')
    if (move.cell < 0 || move.cell >= p.grid.length || move.rot < 0 || move.rot > 3) return violation('NO_SUCH_CELL', 'no such cell or rotation', 'R56')
    if (move.cell === d.c.province.residence) return violation('RESIDENCE', 'the residence is not a tile space', 'R54')
    if (task.cell < 0 && (p.grid[move.cell] ?? -1) >= 0) return violation('CELL_OCCUPIED', `cell ${move.cell} already holds a tile`, 'R55')
    return task.cell >= 0
      ? violation('DISCONNECTS', 'in that rotation some tile would lose its road to the residence', 'R86')
      : violation('NOT_CONNECTED', 'no road end of the tile would meet a road connected to the residence', 'R55')
  },
  gain: (s, task, move) => {
    const full = gainOverflow(s, task) > 0
    switch (move.t) {
      case 'take':
        if (full) return violation('KALI_FULL', "your Kali statue cannot hold all the new dice: first return dice ('discard die') or take fewer ('stop')", 'R40')
        if ((s.supply[move.c] ?? 0) <= 0) return violation('SUPPLY_EMPTY', `no die of colour ${move.c} is left in the supply`, 'R41')
        return violation('WRONG_COLOUR', `this gain gives ${comps(s).c.diceColours[task.c] ?? ''} dice only`, 'R80')
      case 'discard':
        if (!full) return violation('NOT_FULL', 'dice are returned only to make room for new dice the Kali statue could not hold', 'R40')
        return violation('NO_SUCH_DIE', `there is no die ${move.die}`, 'R40')
      default:
        return violation('NOT_FULL', 'you take fewer dice only when your Kali statue cannot hold them all', 'R40')
    }
  },
  upgrade: (_s, _task, move) =>
    move.t === 'upgrade' ? violation('MAX_LEVEL', `building type ${move.b} is at level ${MAX_LEVEL} or does not exist`, 'R68') : illegal(move),
  opt: (_s, _task, move) => illegal(move),
  river: (s, task, move) => {
    if (move.t !== 'river') return illegal(move)
    return boatTarget(s, task.s, move.n) < 0
      ? violation('BEYOND_FINAL', 'the boat cannot move that far: the river ends', 'R93')
      : violation('RIVER_DISTANCE', `your die allows a move of 1 to ${task.n} spaces`, 'R90')
  },
  palace: (_s, _task, move) => {
    if (move.t !== 'chamber') return illegal(move)
    return move.v === 1
      ? violation('GRAND_MOGUL_EXCLUDED', 'the Grand Mogul cannot be chosen as a river reward', 'R100')
      : violation('CHAMBER_IMPOSSIBLE', `chamber ${move.v} cannot be carried out now`, 'A11')
  },
  market: (_s, task, move) => {
    if (move.t === 'good') return violation('NO_SUCH_GOODS', `you have no market of goods ${move.g}`, 'R75')
    if (move.t !== 'market') return illegal(move)
    return task.m === 'v'
      ? violation('ONE_PER_GOODS', 'different goods: at most one market of each kind, each once', 'R74')
      : violation('MARKET_LIMIT', `same goods: only markets of the chosen goods, at most ${task.n}, each once`, 'R75')
  },
  terrace: (_s, _task, move) => (move.t === 'reroll' ? violation('NO_SUCH_DIE', `die ${move.die} does not exist or was already re-rolled`, 'R79') : illegal(move)),
  order: (_s, _task, move) => illegal(move),
  inc: (s, task, move) => {
    if (move.t === 'income') return incomeProblem(s, task, move.id, move.slot)
    if (move.t === 'no') return violation('MUST_PLACE_BROWN', 'the brown tile drawn at setup must be placed on a brown space', 'R136')
    return illegal(move)
  }
}
