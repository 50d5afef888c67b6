/**
 * `replay(game, transcript, { to })`: `to` is a step count from 0 to the transcript's length;
 * anything else (NaN, fractions, negatives, past the end) is refused, never silently clamped.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, replay, stateHash } from '../../src/core/index.js'
import { pig } from '../harness/pig.js'

describe('replay { to }', () => {
  const played = randomPlayout(pig, { players: 2 }, 'replay-to')
  if (E.isLeft(played)) throw new Error(played.left.message)
  const { transcript, state } = played.right
  const n = transcript.moves.length

  it('accepts every step count from 0 to the length; the full count is the final state', () => {
    for (const to of [0, 1, n - 1, n]) expect(E.isRight(replay(pig, transcript, { to }))).toBe(true)
    const r = replay(pig, transcript, { to: n })
    expect(E.isRight(r) && stateHash(r.right)).toBe(stateHash(state))
  })

  for (const to of [Number.NaN, -1, 1.5, n + 1, Number.POSITIVE_INFINITY]) {
    it(`refuses to: ${to} with BAD_TRANSCRIPT and a message naming the range`, () => {
      const r = replay(pig, transcript, { to })
      expect(E.isLeft(r) && r.left.code).toBe('BAD_TRANSCRIPT')
      expect(E.isLeft(r) && r.left.message).toMatch(new RegExp(`must be a step count from 0 to ${n}, got ${String(to)}`))
    })
  }
})
