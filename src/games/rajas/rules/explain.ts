/**
 * Why a move is refused: a specific code, message and rule id for every kind of illegal
 * placement, payment and choice.
 *
 * Precedence (docs/refusals.md): the wrapper refuses first when the game is over, the actor is
 * not the one the pending step waits for, or the move is malformed; then {@link explain} names
 * the pending step when the move is of a kind it does not take (`NOT_AN_OUTCOME` for chance,
 * `WRONG_DECISION` for a seat, with the rule of that step); only then the rule specific to the
 * move, its things first (a die, a stack, a cell that exists), then its own rule. Where several of
 * a move's own rules fail, the order is the rulebook's: for a tile, that it costs more (R86), then
 * that it can be paid (R50), then where it goes (R55, R86).
 * @module
 */
import { violation, withArticle, type RuleViolation } from '../../../core/index.js'
import { formatMove, type RajasMove } from '../moves.js'
import type { RajasState, Task, TaskOf } from '../state.js'
import { placementProblem } from './actions.js'
import { canReach, comps, compsFor, MAX_LEVEL, dieColour, dieValue, flipped, player, valuesOf } from './common.js'
import { gainOverflow } from './dice.js'
import { chamberOf } from './palace.js'
import { marketsOf } from './province.js'
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
  return violation('IDENTICAL_TILE', `an identical tile with a lower id is offered instead of ${id}: take that one, it is the same choice`, 'R143')
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
      if (dieColour(d) !== task.c) return violation('WRONG_DIE_COLOUR', `this balcony takes ${withArticle(`${colours[task.c] ?? ''} die`)}`, 'R81')
      return violation('NO_FLIP_NEEDED', 'a balcony die of any value is paid as it is', 'R45')
    case 'port':
      if (v > 3) return violation('DIE_TOO_HIGH', `the river action needs a die of value 1, 2 or 3, not ${v}`, 'R89')
      return violation('NO_FLIP_NEEDED', 'that die already shows 1–3', 'R89')
    case 'same':
      // R75: every die, flipped or not (with karma): the checks above are the only refusals.
      throw new Error(`explain: die ${die} of seat ${task.s} is refused for the same-goods action for no reason`)
  }
}

/** The rule of each chance step (what chance draws there). */
const CHANCE_RULE: Readonly<Record<string, string>> = { roll: 'R38', reroll: 'R79', tile: 'R10', white: 'R83', first: 'A1', groll: 'R146', gdraw: 'R145', brown: 'R136' }

/** The rule of each decision a seat takes (what the pending step asks of it). */
const DECISION_RULE: { readonly [K in SeatKind]: string } = {
  place: 'R26',
  payDie: 'R35',
  buy: 'R49',
  cover: 'R86',
  payTile: 'R50',
  put: 'R51',
  gain: 'R38',
  upgrade: 'R68',
  opt: 'R118',
  river: 'R90',
  palace: 'R100',
  market: 'R73',
  terrace: 'R79',
  order: 'A6',
  inc: 'R136'
}

/**
 * A specific violation for a move that `legalMoves` does not list, by the precedence above. Only
 * an acting actor's well-formed move in a game not over gets here (the wrapper refused the rest),
 * so a step is pending.
 */
export const explain = (s: RajasState, move: RajasMove): RuleViolation => {
  const task = s.tasks[0]
  if (task === undefined) throw new Error('explain: no step is pending, so the wrapper refuses first (GAME_OVER)')
  const spec = specOf(task)
  if (spec.by === 'chance') {
    return violation('NOT_AN_OUTCOME', `'${formatMove(move)}' is not a possible outcome of the pending chance step (${task.k})`, CHANCE_RULE[task.k] ?? 'R38')
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
    const rule = DECISION_RULE[task.k as SeatKind] ?? 'R26'
    return violation('WRONG_DECISION', `the pending decision (${task.k}) expects ${spec.by === 'seat' ? spec.expects : 'no move'}, not '${formatMove(move)}' (${rule})`, rule)
  }
  return (REFUSALS[task.k as SeatKind] as (s: RajasState, task: Task, move: RajasMove) => RuleViolation)(s, task, move)
}

/** A move of a type the step takes but whose handler below does not read: `explain` sent only the step's answers, so this is a bug. */
const illegal = (move: RajasMove): never => {
  throw new Error(`explain: '${formatMove(move)}' reached a refusal that does not take its type`)
}

/**
 * Why each kind of decision refuses an answer of a type it accepts, by kind (the entry of `task.k`
 * takes that task; the answers are those of its entry in the task table).
 */
const REFUSALS: { readonly [K in SeatKind]: (s: RajasState, task: TaskOf<K>, move: RajasMove) => RuleViolation } = {
  place: (s, task, move) => {
    if (move.t === 'space') {
      // R36: `placementProblem` gives the same answer as the listing (`spaceOk`), with its reason.
      const problem = placementProblem(s, task.s, move.i)
      if (problem === undefined) throw new Error(`explain: space ${move.i} is not listed for seat ${task.s} but has no placement problem`)
      return problem
    }
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
    const colour = d.c.diceColours[tile?.colour ?? 0] ?? ''
    const cell = task.cell ?? -1
    const old = cell >= 0 ? d.tiles[(p.grid[cell] ?? 0) >> 2] : undefined
    if (old === undefined || tile === undefined) {
      // R50, R52: the quarry's one condition on a top tile is its cost.
      return violation('CANNOT_AFFORD_TILE', `your ${colour} dice cannot pay that tile's cost, even with karma`, 'R50')
    }
    // R86: the architect's tile costs more, its difference is paid, and every tile stays connected.
    if (tile.cost <= old.cost) return violation('NOT_MORE_EXPENSIVE', `the new tile (cost ${tile.cost}) must cost more than the covered one (${old.cost})`, 'R86')
    if (!canReach(valuesOf(p.dice, tile.colour), p.karma, tile.cost - old.cost)) {
      return violation('CANNOT_AFFORD_TILE', `your ${colour} dice cannot pay the difference of ${tile.cost - old.cost}, even with karma`, 'R86')
    }
    return violation('DISCONNECTS', `that tile cannot cover cell ${cell}: in no rotation would every tile keep its road to the residence (R86)`, 'R86')
  },
  cover: (s, task, move) => {
    if (move.t !== 'cover') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    const code = p.grid[move.cell]
    if (code === undefined || code < 0) return violation('NO_TILE_THERE', `there is no tile of yours on cell ${move.cell}`, 'R86')
    if ((p.under[move.cell] ?? -1) >= 0) return violation('COVERED_ONCE', `cell ${move.cell} has already been built over once`, 'R86')
    // R86, in the order of the rule: a dearer top tile, its difference paid, every tile connected.
    const old = d.tiles[code >> 2]
    const dearer = s.tops.filter((top) => top >= 0 && (d.tiles[top]?.cost ?? 0) > (old?.cost ?? 0))
    if (dearer.length === 0) return violation('NOT_MORE_EXPENSIVE', `no top tile costs more than the tile on cell ${move.cell} (${old?.cost ?? 0})`, 'R86')
    const payable = dearer.filter((top) => canReach(valuesOf(p.dice, d.tiles[top]?.colour ?? 0), p.karma, (d.tiles[top]?.cost ?? 0) - (old?.cost ?? 0)))
    if (payable.length === 0) return violation('CANNOT_AFFORD_TILE', `your dice cannot pay the difference for any dearer top tile, even with karma`, 'R86')
    return violation('DISCONNECTS', `no dearer top tile you can pay could cover cell ${move.cell} keeping every tile's road to the residence`, 'R86')
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
        // R41: a gain of one colour resolves itself unless the statue is full (KALI_FULL above); a
        // gain of any colour lists every colour left in the supply.
        throw new Error(`explain: 'take ${move.c}' is not listed for seat ${task.s} but the supply has that colour`)
      case 'discard':
        if (!full) return violation('NOT_FULL', 'dice are returned only to make room for new dice the Kali statue could not hold', 'R40')
        return violation('NO_SUCH_DIE', `there is no die ${move.die}`, 'R40')
      default:
        return violation('NOT_FULL', 'you take fewer dice only when your Kali statue cannot hold them all', 'R40')
    }
  },
  upgrade: (s, task, move) => {
    if (move.t !== 'upgrade') return illegal(move)
    const levels = player(s, task.s).levels
    if (!Number.isInteger(move.b) || move.b < 0 || move.b >= levels.length) return violation('NO_SUCH_BUILDING', `there is no building type ${move.b} (0 temple, 1 palace, 2 fort, 3 mill)`, 'R68')
    return violation('MAX_LEVEL', `building type ${move.b} is at level ${MAX_LEVEL}`, 'R68')
  },
  opt: (_s, _task, move) => illegal(move), // 'yes' and 'no' are always listed
  river: (s, task, move) => {
    if (move.t !== 'river') return illegal(move)
    // R90 first: the die limits the move; then R93: within it, the river ends.
    if (!(move.n >= 1 && move.n <= task.n)) return violation('RIVER_DISTANCE', `your die allows a move of ${task.n === 1 ? '1 space' : `1 to ${task.n} spaces`}`, 'R90')
    return boatTarget(s, task.s, move.n) < 0
      ? violation('BEYOND_FINAL', 'the boat cannot move that far: the river ends', 'R93')
      : violation('RIVER_DISTANCE', `your die allows a move of ${task.n === 1 ? '1 space' : `1 to ${task.n} spaces`}`, 'R90')
  },
  palace: (_s, _task, move) => {
    if (move.t !== 'chamber') return illegal(move)
    if (move.v === 1) return violation('GRAND_MOGUL_EXCLUDED', 'the Grand Mogul cannot be chosen as a river reward', 'R100')
    const chamber = chamberOf(move.v)
    // A11: a chamber keeps its requirements; chambers 2–4 have none, so they are always listed.
    if (chamber === undefined || chamber.impossible === undefined) return violation('NO_SUCH_CHAMBER', `there is no chamber ${move.v}: a river palace reward is a chamber from 2 to 6`, 'R100')
    return violation(chamber.impossible.code, chamber.impossible.message, chamber.rule)
  },
  market: (s, task, move) => {
    const choosing = task.m === 's' && task.i < 0
    if (move.t === 'good') {
      if (!choosing) return violation('GOODS_CHOSEN', task.m === 'v' ? 'different goods: markets are scored directly, no goods are chosen' : 'the goods are already chosen', task.m === 'v' ? 'R74' : 'R75')
      return violation('NO_SUCH_GOODS', `you have no market of goods ${move.g}`, 'R75')
    }
    // R75: the goods first, then their markets.
    if (choosing) return violation('GOODS_FIRST', "same goods: choose the goods first ('good g')", 'R75')
    if (move.t !== 'market') return illegal(move) // 'done' is always listed once the goods are chosen
    const p = player(s, task.s)
    if (!marketsOf(compsFor(s, p), p.grid).some((x) => x.cell === move.cell && x.m === move.m)) {
      return violation('NO_SUCH_MARKET', `there is no market ${move.m} on a tile of yours on cell ${move.cell}`, task.m === 'v' ? 'R74' : 'R75')
    }
    return task.m === 'v'
      ? violation('ONE_PER_GOODS', 'different goods: at most one market of each kind, each once', 'R74')
      : violation('MARKET_LIMIT', `same goods: only markets of the chosen goods, at most ${task.n}, each once`, 'R75')
  },
  terrace: (_s, _task, move) => (move.t === 'reroll' ? violation('NO_SUCH_DIE', `die ${move.die} does not exist or was already re-rolled`, 'R79') : illegal(move)),
  order: (_s, task, move) => (move.t === 'order' ? violation('NO_SUCH_GROUP', `there is no group ${move.i}: choose 0 to ${task.groups.length - 1}`, 'A6') : illegal(move)),
  inc: (s, task, move) => {
    if (move.t === 'income') return incomeProblem(s, task, move.id, move.slot)
    return move.t === 'no' ? violation('MUST_PLACE_BROWN', 'the brown tile drawn at setup must be placed on a brown space', 'R136') : illegal(move)
  }
}
