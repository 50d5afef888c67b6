/**
 * Issue 31 round three: the listings hand out shared move objects, and the move guard accepts one
 * of them by identity without walking its keys. They must be frozen (a caller cannot turn a shared
 * move into a malformed one that the guard would then take unchecked), and a look-alike object
 * with an extra key is still refused.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { fresh } from './helpers.js'

describe('shared move objects (issue 31: the move guard by identity)', () => {
  it('a listed place move and every die outcome are frozen; a copy with an extra key is MALFORMED_MOVE', () => {
    const s = fresh(2)
    const seat = rajas.actors(s)[0]
    expect(typeof seat).toBe('number')
    const moves = rajas.legalMoves(s, seat as number)
    expect(moves.length).toBeGreaterThan(0)
    for (const m of moves) {
      expect(Object.isFrozen(m)).toBe(true)
      const copy = { ...(m as object), x: 1 }
      const r = rajas.apply(s, seat as number, copy as never)
      expect(E.isLeft(r) && r.left.code).toBe('MALFORMED_MOVE')
      expect(E.isRight(rajas.apply(s, seat as number, m))).toBe(true)
    }
    let roll = s
    for (let n = 0; n < 50 && rajas.actors(roll)[0] !== CHANCE; n++) {
      const a = rajas.actors(roll)[0] as number
      const first = rajas.legalMoves(roll, a)[0]
      if (first === undefined) throw new Error('no move listed')
      const next = rajas.apply(roll, a, first)
      if (E.isLeft(next)) throw new Error(next.left.message)
      roll = next.right
    }
    const outcomes = rajas.chanceOutcomes(roll)
    expect(outcomes.length).toBeGreaterThan(0)
    for (const o of outcomes) expect(Object.isFrozen(o.move)).toBe(true)
  })
})
