import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../../src/core/index.js'
import { theBorder, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { C, NEXT_TO_WHITE, WHITES, colourOf, dice, rollAndStop, start, toAction2 } from './helpers.js'

/** Applies and expects a refusal with `code`, the state untouched (deep-frozen input). */
const refused = (s: BorderState, actor: number | typeof CHANCE, move: unknown, code: string): string => {
  const frozen = JSON.parse(JSON.stringify(s)) as BorderState
  const before = JSON.stringify(frozen)
  const r = theBorder.apply(Object.freeze(frozen), actor, move as BorderMove)
  expect(E.isLeft(r) && r.left.code).toBe(code)
  expect(JSON.stringify(frozen)).toBe(before)
  return E.isLeft(r) ? r.left.message : ''
}

describe('bad input is refused with a specific code and nothing changes', () => {
  const a2 = toAction2(start(), dice(['blue', 1], ['grey', 1], ['green', 1], ['red', 1], ['orange', 1]))

  it('malformed moves', () => {
    for (const m of [null, 42, 'cross 3', {}, { t: 'cross' }, { t: 'cross', box: 1.5 }, { t: 'roll', colour: 'purple' }, { t: 'reroll', dice: 'red' }, { t: 'complete', colour: 'red' }, { t: 'jump' }]) {
      expect(refused(a2, 1, m, 'MALFORMED_MOVE')).toMatch(/not a the-border move/)
    }
  })

  it('moves by a seat that is not acting, and chance out of turn', () => {
    expect(refused(a2, 0, { t: 'done' }, 'NOT_YOUR_TURN')).toMatch(/seat 0 may not move now/)
    expect(refused(a2, 7, { t: 'done' }, 'NOT_YOUR_TURN')).toMatch(/seat 7/)
    refused(a2, CHANCE, { t: 'roll', colour: 'red' }, 'NOT_YOUR_TURN')
    refused(start(), 1, { t: 'stop' }, 'NOT_YOUR_TURN')
  })

  it('D30/D39: crossing an already crossed box is refused even with a second die of its colour left', () => {
    const box = NEXT_TO_WHITE[0] as number
    const colour = colourOf(1, box)
    const others = (['grey', 'red', 'yellow', 'blue', 'orange', 'green'] as const).filter((c) => c !== colour).slice(0, 3)
    const s0 = toAction2(start(), dice([colour, 2], ...others.map((c) => [c, 1] as const)))
    const once = theBorder.apply(s0, 1, { t: 'cross', box })
    if (E.isLeft(once)) throw new Error(once.left.message)
    expect(refused(once.right, 1, { t: 'cross', box }, 'ALREADY_CROSSED')).toMatch(/already crossed/)
  })

  it('crossing a non-adjacent box (D31), a white box (D7), a crossed box, a box that does not exist', () => {
    const far = C.boxes.find((b) => !b.white && !NEXT_TO_WHITE.includes(b.id) && ['blue', 'grey', 'green', 'red', 'orange'].includes(colourOf(1, b.id)))?.id as number
    expect(refused(a2, 1, { t: 'cross', box: far }, 'NOT_ADJACENT')).toMatch(/touches no crossed box/)
    refused(a2, 1, { t: 'cross', box: WHITES[1] }, 'WHITE_BOX')
    refused(a2, 1, { t: 'cross', box: 86 }, 'NO_SUCH_BOX')
    refused(a2, 1, { t: 'cross', box: -1 }, 'NO_SUCH_BOX')
  })

  it('using a die that is not available (D28, D30)', () => {
    const yellow = C.boxes.find((b) => !b.white && colourOf(2, b.id) === 'yellow' && NEXT_TO_WHITE.includes(b.id))?.id as number
    expect(refused(a2, 2, { t: 'cross', box: yellow }, 'DIE_NOT_AVAILABLE')).toMatch(/no yellow die/)
  })

  it('Action 1: a segment that cannot be completed, a complete one, a re-roll after stop (D18)', () => {
    const a1 = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(refused(a1, 0, { t: 'complete', colour: 'red', length: 2 }, 'CANNOT_COMPLETE')).toMatch(/needs 2 red dice, only 1/)
    refused(a1, 0, { t: 'complete', colour: 'red', length: 6 }, 'NO_SUCH_SEGMENT')
    refused(a1, 0, { t: 'reroll', dice: ['red'] }, 'ROLLING_STOPPED')
  })

  it('chance: a seat that is not at the table', () => {
    const s = E.getOrElseW(() => start())(theBorder.setup({ players: 2 }, 'x'))
    refused(s, CHANCE, { t: 'first', seat: 3 }, 'NOT_AN_OUTCOME')
    refused(s, CHANCE, { t: 'roll', colour: 'red' }, 'NOT_AN_OUTCOME')
  })

  it('bad configs', () => {
    for (const config of [{}, { players: '2' }, { players: 2, options: { passiveChaining: 'yes' } }, { players: 2, sheets: [0] }, { players: 2, firstPlayer: -1 }]) {
      const r = theBorder.setup(config as never, 's')
      expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    }
  })

  it('after the game is over, every move is refused with GAME_OVER', () => {
    const over = { ...a2, phase: 'over' as const }
    refused(over, 1, { t: 'done' }, 'GAME_OVER')
  })
})
