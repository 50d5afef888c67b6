/**
 * Rulebook section "A turn" (P2–P6): roll or hold, and what the die does. Every kind of move has
 * one entry in {@link MOVES}; the legal moves are those its `legal` lists.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, violation, ViolationCode, type Actor, type RuleViolation } from '../../../core/index.js'
import { bundledComponents } from '../components/bundled.js'
import { dieOutcomes } from '../components/derived.js'
import { nextTurn } from '../flow.js'
import type { PigMove } from '../moves.js'
import type { PigState } from '../state.js'

/** The moves of one kind. */
type MoveOf<K extends PigMove['t']> = Extract<PigMove, { readonly t: K }>

/** What a move of one kind does (the move is legal: `apply` lists only legal moves). */
type MoveRule<M extends PigMove> = (s: PigState, move: M) => PigState

const ROLL: readonly PigMove[] = [{ t: 'roll' }]
const ROLL_OR_HOLD: readonly PigMove[] = [{ t: 'roll' }, { t: 'hold' }]

/** The outcomes of the pending roll (P2), or none. */
export const rollOutcomes = (s: PigState) => (s.phase === 'roll' ? dieOutcomes(s.components ?? bundledComponents) : [])

/** The legal moves of `actor`: the die's faces for chance, roll (and hold once something is rolled, P4) for the seat in turn. */
export const legalMoves = (s: PigState, actor: Actor): readonly PigMove[] => {
  if (actor === CHANCE) return rollOutcomes(s).map((o) => o.move)
  if (s.phase !== 'decide' || actor !== s.turn) return []
  return s.turnTotal > 0 ? ROLL_OR_HOLD : ROLL
}

/** Every kind of move and what it does: the one place a move is sent to its rule. */
const MOVES = {
  roll: (s) => ({ ...s, phase: 'roll' }), // P3
  hold: (s) => {
    // P4: the turn total is banked; P6: reaching the target ends the game.
    const banked = s.banked.map((x, i) => (i === s.turn ? x + s.turnTotal : x))
    return (banked[s.turn] ?? 0) >= s.options.target ? { ...s, banked, turnTotal: 0, phase: 'over' } : nextTurn({ ...s, banked })
  },
  // P3: a 1 loses the turn total and ends the turn; any other face adds to it.
  die: (s, move) => (move.value === 1 ? nextTurn(s) : { ...s, turnTotal: s.turnTotal + move.value, phase: 'decide' })
} satisfies { readonly [K in PigMove['t']]: MoveRule<MoveOf<K>> }

/** Applies a move of an acting actor: refused unless listed by {@link legalMoves}. */
export const applyMove = (s: PigState, actor: Actor, move: PigMove): E.Either<RuleViolation, PigState> => {
  const legal = legalMoves(s, actor).some((m) => m.t === move.t && (m.t !== 'die' || (move.t === 'die' && m.value === move.value)))
  if (!legal) return E.left(violation(ViolationCode.ILLEGAL_MOVE, `${move.t} is not legal now: ${s.turnTotal === 0 ? 'nothing rolled to hold yet' : 'not this move'} (P4)`, 'P4'))
  return E.right((MOVES[move.t] as MoveRule<PigMove>)(s, move))
}
