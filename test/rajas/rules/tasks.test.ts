import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE } from '../../../src/core/index.js'
import { rajas, type RajasState } from '../../../src/games/rajas/index.js'
import { TaskKind } from '../../../src/games/rajas/state.js'
import { isChance, TASKS } from '../../../src/games/rajas/rules/tasks.js'
import { bad, ok } from '../../support/either.js'
import { head, legal, play } from '../helpers.js'

/** A game in setup with the head step of kind `k` pending (chance resolved with the first outcome until then). */
const until = (config: Record<string, unknown>, k: string): RajasState => {
  let s = ok(rajas.setup(config as never, 'tasks'))
  for (let n = 0; n < 200 && head(s)?.k !== k; n++) s = play(s, legal(s)[0] ?? '')
  expect(head(s)?.k).toBe(k)
  return s
}

describe('the table of pending steps (issue 14)', () => {
  it('has one entry per kind of step, and the chance kinds are exactly roll, reroll, tile, white, first, groll, gdraw, brown', () => {
    expect(Object.keys(TASKS).sort()).toEqual(Object.keys(TaskKind.keys).sort())
    const chance = Object.keys(TaskKind.keys).filter((k) => isChance(k as TaskKind))
    expect(chance.sort()).toEqual(['brown', 'first', 'gdraw', 'groll', 'reroll', 'roll', 'tile', 'white'])
  })

  it('R136: an illegal outcome at a brown step (Navaratna setup) is NOT_AN_OUTCOME, as at every chance step (was WRONG_DECISION)', () => {
    const s = until({ players: 2, variant: { navaratna: true } }, 'brown')
    expect(rajas.actors(s)).toEqual([CHANCE])
    expect(bad(rajas.apply(s, CHANCE, { t: 'draw', id: 0 })).code).toBe('NOT_AN_OUTCOME') // a white tile, not a brown one
    expect(bad(rajas.apply(s, CHANCE, { t: 'roll', v: 3 })).code).toBe('NOT_AN_OUTCOME')
  })

  it('R145, R146: an illegal outcome at a Ganga setup roll or draw is NOT_AN_OUTCOME', () => {
    const g = until({ players: 2, variant: { ganga: true } }, 'groll')
    expect(bad(rajas.apply(g, CHANCE, { t: 'roll', v: 7 })).code).toBe('NOT_AN_OUTCOME')
    const d = until({ players: 2, variant: { ganga: true } }, 'gdraw')
    expect(bad(rajas.apply(d, CHANCE, { t: 'draw', id: 99 })).code).toBe('NOT_AN_OUTCOME')
    expect(E.isRight(rajas.apply(d, CHANCE, rajas.chanceOutcomes(d)[0]?.move ?? { t: 'draw', id: 0 }))).toBe(true)
  })
})
