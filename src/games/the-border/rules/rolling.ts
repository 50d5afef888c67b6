/**
 * Rolling: up to three rolls of the five dice, re-rolling any chosen dice (D17–D19, DQ14).
 * @module
 */
import * as E from 'fp-ts/Either'
import { violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import type { BorderIndex } from '../board.js'
import { STOP, type BorderMove, type RerollMove, type RollMove } from '../moves.js'
import { COLOURS, colourRank, type Colour } from '../components/types.js'
import type { BorderState } from '../state.js'
import { enterAction1 } from './action1.js'

/** At most three rolls per round, the first included (D18). */
export const MAX_ROLLS = 3

/** A new round for `active`: the first roll of all the dice is pending (D16, D17). */
export const startRound = (ix: BorderIndex, s: BorderState, active: number, round: number): BorderState => {
  const zeros = ix.zeros
  return {
    ...s,
    phase: 'roll',
    round,
    active,
    rolls: 1,
    toRoll: ix.components.dice.count,
    dice: zeros,
    spent: zeros,
    a2: ix.emptyAction2(s.players)
  }
}

/** Chance shows one die (D17, D18); after the last die of a roll the active player decides. */
export const applyRoll = (ix: BorderIndex, s: BorderState, move: RollMove): E.Either<RuleViolation, BorderState> => {
  const face = ix.faceIndex(move.colour)
  if (face < 0) return E.left(violation('NO_SUCH_FACE', `no die face shows ${move.colour} (D3)`, 'D3'))
  const dice = s.dice.slice()
  dice[face] = (dice[face] ?? 0) + 1
  const toRoll = s.toRoll - 1
  const next: BorderState = { ...s, dice, toRoll }
  if (toRoll > 0) return E.right(next)
  return E.right(s.rolls >= MAX_ROLLS ? enterAction1(ix, next) : { ...next, phase: 'decide' })
}

/**
 * Every re-roll the active player may choose: each non-empty sub-multiset of the dice (D18, D19),
 * its dice listed in colour order ({@link COLOURS}: the canonical order, whatever the face order).
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
      if (list.length > 0) out.push({ t: 'reroll', dice: list })
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
  const key = dice.join(',')
  const hit = ix.rerollMemo.get(key)
  if (hit !== undefined) return hit
  const out: readonly BorderMove[] = [STOP, ...rerollOptions(ix, dice)]
  ix.rerollMemo.set(key, out)
  return out
}

/** The active player re-rolls some dice (D18, D19): a new roll of those dice is pending. */
export const applyReroll = (ix: BorderIndex, s: BorderState, move: RerollMove): E.Either<RuleViolation, BorderState> => {
  if (s.rolls >= MAX_ROLLS) return E.left(violation('NO_ROLLS_LEFT', `three rolls have been made; the result is final (D18)`, 'D18'))
  if (move.dice.length === 0) {
    return E.left(violation('EMPTY_REROLL', 'a re-roll must include at least one die; to keep every die, stop (DQ14)', 'D18'))
  }
  const take = ix.faces.map(() => 0)
  let last = -1
  for (const colour of move.dice) {
    const f = ix.faceIndex(colour)
    if (f < 0) return E.left(violation('NO_SUCH_FACE', `no die face shows ${colour} (D3)`, 'D3'))
    const rank = colourRank(colour)
    if (rank < last) {
      return E.left(violation(ViolationCode.ILLEGAL_MOVE, `list the re-rolled dice in colour order (${COLOURS.join(', ')}), as legalMoves and parseMove do`, 'D18'))
    }
    last = rank
    take[f] = (take[f] ?? 0) + 1
  }
  for (let f = 0; f < take.length; f++) {
    if ((take[f] ?? 0) > (s.dice[f] ?? 0)) {
      return E.left(
        violation('DIE_NOT_SHOWING', `cannot re-roll ${take[f]} ${ix.faces[f]} dice: only ${s.dice[f] ?? 0} show ${ix.faces[f]} (D18)`, 'D18')
      )
    }
  }
  return E.right({ ...s, phase: 'roll', rolls: s.rolls + 1, toRoll: move.dice.length, dice: s.dice.map((n, f) => n - (take[f] ?? 0)) })
}
