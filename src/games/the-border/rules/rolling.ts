/**
 * Rolling (rulebook section "Action 1 — rolling"): up to three rolls of the five dice, re-rolling
 * any chosen dice (D17–D19, DQ14). One source of legality: {@link decideMoves} lists the choices,
 * and {@link applyReroll} accepts exactly the listed re-rolls (its checks only explain a refusal).
 * @module
 */
import * as E from 'fp-ts/Either'
import type { RngState, RuleViolation } from '../../../core/index.js'
import { refuse } from '../text.js'
import { boardOf, type BorderIndex } from '../components/derived.js'
import { COLOURS, colourRank, type Colour } from '../components/types.js'
import { listedReroll, STOP, type BorderMove, type RerollMove, type RollMove } from '../moves.js'
import type { BorderState } from '../state.js'
import { copyState } from './common.js'

/** At most three rolls per round, the first included (D18). */
export const MAX_ROLLS = 3

/**
 * Chance shows one die (D17, D18). The state after it, carrying the generator `rng` (the wrapper's
 * generator after this draw; the state's own if not given); the flow decides what follows the last
 * die of a roll (`afterRoll`).
 */
export const applyRoll = (ix: BorderIndex, s: BorderState, move: RollMove, rng: RngState = s.rng): E.Either<RuleViolation, BorderState> => {
  // A listed roll is a shared move (moves.ts): its face found by identity among the index's roll
  // moves, which are in face order (speed only: no string-keyed lookup); any other by its colour.
  const moves = ix.rollMoves
  let face = -1
  for (let f = moves.length - 1; f >= 0 && face < 0; f--) if (moves[f] === move) face = f
  if (face < 0) face = ix.faceIndex(move.colour)
  // D3: every colour is a face of the dice (a validated set); kept total for a corrupt index.
  if (face < 0) return E.left(refuse('NOT_AN_OUTCOME', 'noFace', { colour: move.colour }, 'D3'))
  const dice = s.dice.slice()
  dice[face] = (dice[face] ?? 0) + 1
  const next = copyState(s)
  next.rng = rng
  next.dice = dice
  next.toRoll = s.toRoll - 1
  return E.right(next)
}

/**
 * Every re-roll the active player may choose: each non-empty sub-multiset of the dice (D18, D19,
 * DQ14), its dice listed in colour order ({@link COLOURS}: the canonical order, whatever the face
 * order).
 */
export const rerollOptions = (ix: BorderIndex, dice: readonly number[]): readonly RerollMove[] => {
  const out: RerollMove[] = []
  const order = ix.facesInColourOrder
  const pick = new Array<number>(order.length).fill(0)
  const rec = (i: number): void => {
    if (i === order.length) {
      const list: Colour[] = []
      pick.forEach((k, j) => {
        for (let n = 0; n < k; n++) list.push(ix.faces[order[j] as number] as Colour)
      })
      if (list.length > 0) out.push(listedReroll(list)) // DQ14: at least one die (frozen: moves.ts)
      return
    }
    for (let k = 0; k <= (dice[order[i] as number] ?? 0); k++) {
      pick[i] = k
      rec(i + 1)
    }
    pick[i] = 0
  }
  rec(0)
  return out
}

/** The active player's choices after a roll: stop, then every re-roll (memoised per dice). */
export const decideMoves = (ix: BorderIndex, dice: readonly number[]): readonly BorderMove[] => {
  // the key: the counts as digits of base (dice + 1), which no count reaches
  let key = 0
  for (let f = 0; f < dice.length; f++) key = key * (ix.components.dice.count + 1) + (dice[f] ?? 0)
  const hit = ix.rerollMemo.get(key)
  if (hit !== undefined) return hit
  const out: readonly BorderMove[] = [STOP, ...rerollOptions(ix, dice)]
  ix.rerollMemo.set(key, out)
  return out
}

/**
 * Why a re-roll that {@link decideMoves} does not list is refused (D18, D19, DQ14). The flow keeps
 * the `decide` step to rolls 1 and 2 (D18: a re-roll after the third roll is refused before this,
 * as a step that is over: `outOfStep`), so what is left is the dice named.
 */
const rerollRefusal = (ix: BorderIndex, s: BorderState, move: RerollMove): RuleViolation => {
  if (move.dice.length === 0) return refuse('EMPTY_REROLL', 'emptyReroll', {}, 'D18') // DQ14
  const take = ix.faces.map(() => 0)
  let last = -1
  for (const colour of move.dice) {
    const rank = colourRank(colour)
    if (rank < last) {
      return refuse('UNORDERED_DICE', 'unorderedDice', { order: COLOURS.join(', ') }, 'D18')
    }
    last = rank
    const f = ix.faceIndex(colour)
    if (f >= 0) take[f] = (take[f] ?? 0) + 1
  }
  for (let f = 0; f < take.length; f++) {
    if ((take[f] ?? 0) > (s.dice[f] ?? 0)) {
      return refuse('DIE_NOT_SHOWING', 'tooManyDice', { n: take[f] ?? 0, colour: ix.faces[f] ?? '?', showing: s.dice[f] ?? 0 }, 'D18') // D18, D19
    }
  }
  // Every listed re-roll passed the checks above: a re-roll that passes them all is listed.
  return refuse('DIE_NOT_SHOWING', 'notShowing', { dice: move.dice.join(', ') }, 'D18')
}

/**
 * The active player re-rolls some dice (D18, D19): a new roll of those dice is pending. Accepted
 * iff {@link decideMoves} lists the move.
 */
export const applyReroll = (ix: BorderIndex, s: BorderState, move: RerollMove): E.Either<RuleViolation, BorderState> => {
  // Listed iff, in a roll before the third, the dice are a non-empty sub-multiset of those showing
  // in colour order (what rerollOptions enumerates): checked directly (speed only; the list is
  // the reference, `test/the-border` checks both agree).
  // One copy of the dice showing, less each die named (speed only: no count list beside it); a
  // count below zero names more dice of a colour than show.
  const dice = move.dice
  const left = s.dice.slice()
  let listed = s.rolls < MAX_ROLLS && dice.length > 0
  let last = -1
  for (let i = 0; listed && i < dice.length; i++) {
    const colour = dice[i] as Colour
    const rank = colourRank(colour)
    const f = rank < 0 ? -1 : (ix.faceByRank[rank] as number) // = ix.faceIndex(colour) (speed only: no second lookup by the colour)
    if (f < 0 || rank < last) listed = false
    else {
      last = rank
      left[f] = (left[f] ?? 0) - 1
      if ((left[f] as number) < 0) listed = false
    }
  }
  if (!listed) return E.left(rerollRefusal(ix, s, move))
  const next = copyState(s)
  next.phase = 'roll'
  next.rolls = s.rolls + 1
  next.toRoll = dice.length
  next.dice = left
  return E.right(next)
}

/** The dice showing, by colour (for bots and UIs). */
export const diceShowing = (s: BorderState): Readonly<Partial<Record<Colour, number>>> => {
  const ix = boardOf(s)
  return Object.fromEntries(ix.faces.map((c, f) => [c, s.dice[f] ?? 0]).filter(([, n]) => (n as number) > 0))
}
