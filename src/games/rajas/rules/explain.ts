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
import type { RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
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
  if (tile === undefined) return refuse('NO_SUCH_TILE', 'noSuchIncomeTile', { tile: id }, 'R137')
  if (task.m === 'setup' && id !== task.tile) return refuse('NOT_YOUR_TILE', 'notYourTile', { drawn: task.tile, tile: id }, 'R136')
  if (task.m !== 'setup' && !(s.display ?? []).includes(id)) return refuse('TILE_NOT_IN_DISPLAY', 'tileNotInDisplay', { tile: id }, 'R137')
  if (space === undefined) return refuse('NO_SUCH_SPACE', 'noSuchBorderSpace', { slot }, 'R135')
  if (space.slot !== tile.colour) return refuse('WRONG_SLOT_COLOUR', 'wrongSlotColour', { slot, takes: space.slot ?? '', colour: tile.colour }, 'R141')
  if ((p.slots?.[slot] ?? -1) >= 0) return refuse('SLOT_TAKEN', 'slotTaken', { slot }, 'R140')
  return refuse('IDENTICAL_TILE', 'identicalTile', { tile: id }, 'R143')
}

const payProblem = (s: RajasState, task: TaskOf<'payDie'> | TaskOf<'payTile'>, die: number, flip: boolean): RuleViolation => {
  const p = player(s, task.s)
  const d = p.dice[die]
  if (d === undefined) return refuse('NO_SUCH_DIE', 'noSuchDieOf', { die, have: p.dice.length }, 'R35')
  if (flip && p.karma < 1) return refuse('NO_KARMA', 'noKarma', {}, 'R44')
  const v = flip ? flipped(dieValue(d)) : dieValue(d)
  const colours = comps(s).c.diceColours
  if (task.k === 'payTile') {
    if (dieColour(d) !== task.c) return refuse('WRONG_DIE_COLOUR', 'tilePaidWith', { colour: colours[task.c] ?? '' }, 'R50')
    return refuse('PAYMENT_DEAD_END', 'paymentDeadEnd', { left: task.n }, 'R50')
  }
  switch (task.m) {
    case 'chamber':
      if (v !== task.n) return refuse('WRONG_DIE_VALUE', 'wrongDieValue', { needs: task.n, shows: v }, 'R78')
      return refuse('ARCHITECT_IMPOSSIBLE', 'architectAfterPaying', {}, 'R86')
    case 'balcony':
      if (dieColour(d) !== task.c) return refuse('WRONG_DIE_COLOUR', 'balconyTakes', { colour: colours[task.c] ?? '' }, 'R81')
      return refuse('NO_FLIP_NEEDED', 'balconyAsIs', {}, 'R45')
    case 'port':
      if (v > 3) return refuse('DIE_TOO_HIGH', 'dieTooHigh', { shows: v }, 'R89')
      return refuse('NO_FLIP_NEEDED', 'alreadyLow', {}, 'R89')
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
    return refuse('NOT_AN_OUTCOME', 'notAnOutcome', { move: formatMove(move), step: task.k }, CHANCE_RULE[task.k] ?? 'R38')
  }
  if (move.t === 'flip') {
    const p = player(s, task.s)
    if (s.options.karmaTiming === 'whenPaying') {
      return refuse('KARMA_ONLY_WHEN_PAYING', 'karmaWhenPaying', {}, 'R45')
    }
    if (p.karma < 1) return refuse('NO_KARMA', 'noKarma', {}, 'R44')
    if (p.dice[move.die] === undefined) return refuse('NO_SUCH_DIE', 'noSuchDie', { die: move.die }, 'R44')
    return refuse('FLIP_DEAD_END', 'flipDeadEnd', {}, 'A4')
  }
  if (spec.by !== 'seat' || !answers(task).includes(move.t)) {
    const rule = DECISION_RULE[task.k as SeatKind] ?? 'R26'
    return refuse('WRONG_DECISION', 'wrongDecision', { step: task.k, expects: spec.by === 'seat' ? spec.expects : 'no move', move: formatMove(move), rule }, rule)
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
    return refuse('MUST_PLACE', 'mustPlace', {}, 'R29')
  },
  payDie: (s, task, move) => (move.t === 'pay' ? payProblem(s, task, move.die, move.flip) : illegal(move)),
  payTile: (s, task, move) => (move.t === 'pay' ? payProblem(s, task, move.die, move.flip) : illegal(move)),
  buy: (s, task, move) => {
    if (move.t !== 'stack') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    const top = s.tops[move.i]
    if (top === undefined) return refuse('NO_SUCH_STACK', 'noSuchStack', { stack: move.i }, 'R10')
    if (top < 0) return refuse('EMPTY_STACK', 'emptyStack', { stack: move.i }, 'R53')
    const tile = d.tiles[top]
    const colour = d.c.diceColours[tile?.colour ?? 0] ?? ''
    const cell = task.cell ?? -1
    const old = cell >= 0 ? d.tiles[(p.grid[cell] ?? 0) >> 2] : undefined
    if (old === undefined || tile === undefined) {
      // R50, R52: the quarry's one condition on a top tile is its cost.
      return refuse('CANNOT_AFFORD_TILE', 'cannotAffordTile', { colour }, 'R50')
    }
    // R86: the architect's tile costs more, its difference is paid, and every tile stays connected.
    if (tile.cost <= old.cost) return refuse('NOT_MORE_EXPENSIVE', 'notMoreExpensive', { cost: tile.cost, old: old.cost }, 'R86')
    if (!canReach(valuesOf(p.dice, tile.colour), p.karma, tile.cost - old.cost)) {
      return refuse('CANNOT_AFFORD_TILE', 'cannotAffordDifference', { colour, difference: tile.cost - old.cost }, 'R86')
    }
    return refuse('DISCONNECTS', 'coverDisconnects', { cell }, 'R86')
  },
  cover: (s, task, move) => {
    if (move.t !== 'cover') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    const code = p.grid[move.cell]
    if (code === undefined || code < 0) return refuse('NO_TILE_THERE', 'noTileThere', { cell: move.cell }, 'R86')
    if ((p.under[move.cell] ?? -1) >= 0) return refuse('COVERED_ONCE', 'coveredOnce', { cell: move.cell }, 'R86')
    // R86, in the order of the rule: a dearer top tile, its difference paid, every tile connected.
    const old = d.tiles[code >> 2]
    const dearer = s.tops.filter((top) => top >= 0 && (d.tiles[top]?.cost ?? 0) > (old?.cost ?? 0))
    if (dearer.length === 0) return refuse('NOT_MORE_EXPENSIVE', 'noDearerTile', { cell: move.cell, old: old?.cost ?? 0 }, 'R86')
    const payable = dearer.filter((top) => canReach(valuesOf(p.dice, d.tiles[top]?.colour ?? 0), p.karma, (d.tiles[top]?.cost ?? 0) - (old?.cost ?? 0)))
    if (payable.length === 0) return refuse('CANNOT_AFFORD_TILE', 'cannotAffordAny', {}, 'R86')
    return refuse('DISCONNECTS', 'noCover', { cell: move.cell }, 'R86')
  },
  put: (s, task, move) => {
    if (move.t !== 'put') return illegal(move)
    const p = player(s, task.s)
    const d = compsFor(s, p)
    if (task.cell >= 0 && move.cell !== task.cell) return refuse('WRONG_CELL', 'wrongCell', { cell: task.cell }, 'R86')
    if (move.cell < 0 || move.cell >= p.grid.length || move.rot < 0 || move.rot > 3) return refuse('NO_SUCH_CELL', 'noSuchCell', {}, 'R56')
    if (move.cell === d.c.province.residence) return refuse('RESIDENCE', 'residence', {}, 'R54')
    if (task.cell < 0 && (p.grid[move.cell] ?? -1) >= 0) return refuse('CELL_OCCUPIED', 'cellOccupied', { cell: move.cell }, 'R55')
    return task.cell >= 0
      ? refuse('DISCONNECTS', 'rotationDisconnects', {}, 'R86')
      : refuse('NOT_CONNECTED', 'notConnected', {}, 'R55')
  },
  gain: (s, task, move) => {
    const full = gainOverflow(s, task) > 0
    switch (move.t) {
      case 'take':
        if (full) return refuse('KALI_FULL', 'kaliFull', {}, 'R40')
        if ((s.supply[move.c] ?? 0) <= 0) return refuse('SUPPLY_EMPTY', 'supplyEmpty', { colour: move.c }, 'R41')
        // R41: a gain of one colour resolves itself unless the statue is full (KALI_FULL above); a
        // gain of any colour lists every colour left in the supply.
        throw new Error(`explain: 'take ${move.c}' is not listed for seat ${task.s} but the supply has that colour`)
      case 'discard':
        if (!full) return refuse('NOT_FULL', 'notFull', {}, 'R40')
        return refuse('NO_SUCH_DIE', 'noSuchDie', { die: move.die }, 'R40')
      default:
        return refuse('NOT_FULL', 'fewerNotNeeded', {}, 'R40')
    }
  },
  upgrade: (s, task, move) => {
    if (move.t !== 'upgrade') return illegal(move)
    const levels = player(s, task.s).levels
    if (!Number.isInteger(move.b) || move.b < 0 || move.b >= levels.length) return refuse('NO_SUCH_BUILDING', 'noSuchBuilding', { building: move.b }, 'R68')
    return refuse('MAX_LEVEL', 'maxLevel', { building: move.b, level: MAX_LEVEL }, 'R68')
  },
  opt: (_s, _task, move) => illegal(move), // 'yes' and 'no' are always listed
  river: (s, task, move) => {
    if (move.t !== 'river') return illegal(move)
    // R90 first: the die limits the move; then R93: within it, the river ends.
    if (!(move.n >= 1 && move.n <= task.n)) return refuse('RIVER_DISTANCE', 'riverDistance', { n: task.n }, 'R90')
    return boatTarget(s, task.s, move.n) < 0
      ? refuse('BEYOND_FINAL', 'beyondFinal', {}, 'R93')
      : refuse('RIVER_DISTANCE', 'riverDistance', { n: task.n }, 'R90')
  },
  palace: (_s, _task, move) => {
    if (move.t !== 'chamber') return illegal(move)
    if (move.v === 1) return refuse('GRAND_MOGUL_EXCLUDED', 'grandMogulExcluded', {}, 'R100')
    const chamber = chamberOf(move.v)
    // A11: a chamber keeps its requirements; chambers 2–4 have none, so they are always listed.
    if (chamber === undefined || chamber.impossible === undefined) return refuse('NO_SUCH_CHAMBER', 'noSuchRiverChamber', { chamber: move.v }, 'R100')
    return refuse(chamber.impossible.code, chamber.impossible.key, {}, chamber.rule)
  },
  market: (s, task, move) => {
    const choosing = task.m === 's' && task.i < 0
    if (move.t === 'good') {
      if (!choosing) return refuse('GOODS_CHOSEN', 'goodsChosen', { various: task.m === 'v' ? 1 : 0 }, task.m === 'v' ? 'R74' : 'R75')
      return refuse('NO_SUCH_GOODS', 'noSuchGoods', { goods: move.g }, 'R75')
    }
    // R75: the goods first, then their markets.
    if (choosing) return refuse('GOODS_FIRST', 'goodsFirst', {}, 'R75')
    if (move.t !== 'market') return illegal(move) // 'done' is always listed once the goods are chosen
    const p = player(s, task.s)
    if (!marketsOf(compsFor(s, p), p.grid).some((x) => x.cell === move.cell && x.m === move.m)) {
      return refuse('NO_SUCH_MARKET', 'noSuchMarket', { m: move.m, cell: move.cell }, task.m === 'v' ? 'R74' : 'R75')
    }
    return task.m === 'v'
      ? refuse('ONE_PER_GOODS', 'onePerGoods', {}, 'R74')
      : refuse('MARKET_LIMIT', 'marketLimit', { n: task.n }, 'R75')
  },
  terrace: (_s, _task, move) => (move.t === 'reroll' ? refuse('NO_SUCH_DIE', 'noSuchDie', { die: move.die, rerolled: 1 }, 'R79') : illegal(move)),
  order: (_s, task, move) => (move.t === 'order' ? refuse('NO_SUCH_GROUP', 'noSuchGroup', { group: move.i, last: task.groups.length - 1 }, 'A6') : illegal(move)),
  inc: (s, task, move) => {
    if (move.t === 'income') return incomeProblem(s, task, move.id, move.slot)
    return move.t === 'no' ? refuse('MUST_PLACE_BROWN', 'mustPlaceBrown', {}, 'R136') : illegal(move)
  }
}
