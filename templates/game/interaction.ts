/**
 * Pig on the table (the interaction model, `src/core/interaction.ts`): the element ids, how each
 * legal move is picked, and the words. Elements: the buttons `roll` and `hold`, the turn total
 * `turn-total` and each seat's banked points `seat:<n>`. Every move is one click on its button.
 * @module
 */
import type { ElementId, Interaction, Reason } from '../../core/index.js'
import type { PigMove } from './moves.js'
import type { PigView } from './view.js'

/** Every phrase of the interaction, in one place (one function per phrase). */
const WORDS = {
  roll: (): string => 'Roll the die',
  hold: (points: number): string => `Hold and bank ${points === 1 ? '1 point' : `${points} points`}`,
  turnTotal: (points: number): string => `This turn: ${points === 1 ? '1 point' : `${points} points`}`,
  banked: (seat: number, points: number): string => `Seat ${seat}: ${points === 1 ? '1 point' : `${points} points`} banked`,
  mustRoll: (seat: number): string => `Seat ${seat}: roll the die`,
  rollOrHold: (seat: number, points: number): string => `Seat ${seat}: roll again, or hold to bank ${points}`,
  waiting: (seat: number): string => `Waiting for seat ${seat}`,
  over: (): string => 'The game is over',
  nothingToBank: (): string => 'there is nothing to bank yet: roll first',
  notYourTurn: (seat: number): string => `it is seat ${seat}'s turn`
}

/** The seat numbered in an id `seat:<n>`, or `undefined`. */
const seatOf = (element: ElementId): number | undefined => {
  const m = /^seat:(\d{1,2})$/.exec(element)
  return m === null ? undefined : Number(m[1])
}

const whyNot = (v: PigView, seat: number, element: ElementId): Reason | undefined => {
  if (element !== 'roll' && element !== 'hold') return undefined
  if (v.phase !== 'decide') return undefined
  if (v.turn !== seat) return { reason: WORDS.notYourTurn(v.turn), rule: 'P5' }
  return element === 'hold' && v.turnTotal === 0 ? { reason: WORDS.nothingToBank(), rule: 'P4' } : undefined
}

/** Pig's interaction: one button per move. */
export const pigInteraction: Interaction<PigView, PigMove> = {
  paths: (_v, _seat, move) => [{ steps: [move.t] }],
  instruction: (v, seat, legal) =>
    legal.length === 0 ? (v.phase === 'over' ? WORDS.over() : WORDS.waiting(v.turn)) : legal.length === 1 ? WORDS.mustRoll(seat) : WORDS.rollOrHold(seat, v.turnTotal),
  label: (v, element) => {
    if (element === 'roll') return WORDS.roll()
    if (element === 'hold') return WORDS.hold(v.turnTotal)
    if (element === 'turn-total') return WORDS.turnTotal(v.turnTotal)
    const seat = seatOf(element)
    return seat === undefined ? element : WORDS.banked(seat, v.banked[seat] ?? 0)
  },
  whyNot: (v, seat, element) => whyNot(v, seat, element),
  elements: (v) => ({
    roll: {},
    hold: {},
    'turn-total': { points: v.turnTotal, seat: v.turn },
    ...Object.fromEntries(v.banked.map((points, i) => [`seat:${i}`, { banked: points, turn: v.turn === i }]))
  }),
  // The seat in turn acted when it rolled (the die is then to be rolled) or held (the turn passed
  // on, or the game ended); the die's own step is chance's, not a seat's.
  acted: (before, after) => (before.phase === 'decide' && (after.phase !== 'decide' || after.turn !== before.turn) ? [before.turn] : [])
}
