import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler } from '../../src/core/index.js'
import { rajas, type RajasState } from '../../src/games/rajas/index.js'
import { invariants } from './invariants.js'

/** Plays a random game checking the invariants after every step; returns the final state and the step count. */
const playChecked = (players: 2 | 3 | 4, seed: string): { state: RajasState; steps: number; maxLegal: number } => {
  const setup = rajas.setup({ players }, seed)
  if (E.isLeft(setup)) throw new Error(setup.left.message)
  let s = setup.right
  const rand = sampler(`${seed}/moves`)
  let maxLegal = 0
  for (let step = 0; step < 6000; step++) {
    const actor = rajas.actors(s)[0]
    if (actor === undefined) return { state: s, steps: step, maxLegal }
    let move
    if (actor === CHANCE) {
      const o = rajas.chanceOutcomes(s)
      move = o[pickWeighted(nextFloat(s.rng)[0], o)]?.move
    } else {
      const legal = rajas.legalMoves(s, actor)
      maxLegal = Math.max(maxLegal, legal.length)
      move = legal[pickIndex(rand.next(), legal.length)]
    }
    if (move === undefined) throw new Error(`${seed}: no move at step ${step}`)
    const next = rajas.apply(s, actor, move)
    if (E.isLeft(next)) throw new Error(`${seed} step ${step}: ${next.left.message}`)
    const broken = invariants(next.right, s)
    if (broken !== undefined) throw new Error(`${seed} step ${step}: ${broken}`)
    s = next.right
  }
  throw new Error(`${seed}: no end within 6000 steps`)
}

describe('random games with invariants at every step', () => {
  it('120 games (40 each for 2, 3, 4 players) end with an outcome; dice, tiles, fame, money, karma, levels, workers, boats and roads stay valid', () => {
    let total = 0
    for (let i = 0; i < 120; i++) {
      const players = (2 + (i % 3)) as 2 | 3 | 4
      const r = playChecked(players, `pl${i}`)
      const o = rajas.outcome(r.state)
      expect(o).toBeDefined()
      expect(o?.winners.length).toBeGreaterThan(0)
      expect(r.state.p.some((p) => p.crossed > 0)).toBe(true) // R127: only the trigger ends the game
      expect(r.maxLegal).toBeLessThan(300)
      total += r.steps
    }
    expect(total / 120).toBeGreaterThan(100)
  }, 60_000)
})
