import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler } from '../../src/core/index.js'
import { rajas, type RajasState } from '../../src/games/rajas/index.js'
import { legalSpaces, placementProblem } from '../../src/games/rajas/rules/actions.js'

const placeStates = (games: number): RajasState[] => {
  const out: RajasState[] = []
  for (let g = 0; g < games; g++) {
    const players = (2 + (g % 3)) as 2 | 3 | 4
    const setup = rajas.setup({ players, options: g % 2 === 0 ? {} : { emptyActions: 'forbidden' } }, `c${g}`)
    if (E.isLeft(setup)) throw new Error(setup.left.message)
    let s = setup.right
    const rand = sampler(`c${g}`)
    for (let k = 0; k < 5000; k++) {
      const a = rajas.actors(s)[0]
      if (a === undefined) break
      if (s.tasks[0]?.k === 'place') out.push(s)
      let m
      if (a === CHANCE) {
        const o = rajas.chanceOutcomes(s)
        m = o[pickWeighted(nextFloat(s.rng)[0], o)]?.move
      } else {
        const l = rajas.legalMoves(s, a)
        m = l[pickIndex(rand.next(), l.length)]
      }
      if (m === undefined) break
      const n = rajas.apply(s, a, m)
      if (E.isLeft(n)) throw new Error(n.left.message)
      s = n.right
    }
  }
  return out
}

describe('fast legality agrees with the explained legality', () => {
  it('R36: the listed spaces are exactly those without a placement problem, for every seat at every placement', () => {
    const states = placeStates(8)
    expect(states.length).toBeGreaterThan(300)
    for (const s of states) {
      for (let seat = 0; seat < s.players; seat++) {
        const fast = legalSpaces(s, seat)
        const slow = s.spaces.flatMap((_, j) => (placementProblem(s, seat, j) === undefined ? [j] : []))
        expect(fast).toEqual(slow)
      }
      const seat = s.tasks[0]?.s ?? 0
      for (let j = 0; j < s.spaces.length; j++) {
        const r = rajas.apply(s, seat, { t: 'space', i: j })
        if (E.isLeft(r)) {
          expect(r.left.code).not.toBe('ILLEGAL_MOVE')
          expect(r.left.rule).toBeDefined()
        }
      }
    }
  })
})
