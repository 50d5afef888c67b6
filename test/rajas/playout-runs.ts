/**
 * Random Rajas games with the invariants checked after every step, by amount of work (games): the
 * quick tier plays a few (./playouts.test.ts), the deep tier many, in child processes
 * (./playouts.deep.test.ts).
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler } from '../../src/core/index.js'
import { rajas, type RajasState } from '../../src/games/rajas/index.js'
import { invariants } from './invariants.js'
/** Plays a random game checking the invariants after every step; returns the final state and the step count. */
export const playChecked = (players: 2 | 3 | 4, seed: string): { state: RajasState; steps: number; maxLegal: number } => {
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


/**
 * Games `from` to `from + count - 1` (seeds `pl<i>`, 2, 3 and 4 players in turn) end with an outcome
 * and winners, by the trigger (R127), with fewer than 300 legal moves at any point; returns the
 * mean game length.
 */
export const checkedGames = ({ from, count }: { readonly from: number; readonly count: number }): number => {
  let total = 0
  for (let i = from; i < from + count; i++) {
    const players = (2 + (i % 3)) as 2 | 3 | 4
    const r = playChecked(players, `pl${i}`)
    const o = rajas.outcome(r.state)
    if (o === undefined || o.winners.length === 0) throw new Error(`pl${i}: the game ended without an outcome or winners`)
    if (!r.state.p.some((p) => p.crossed > 0)) throw new Error(`pl${i}: the game ended without its trigger (R127)`)
    if (r.maxLegal >= 300) throw new Error(`pl${i}: ${r.maxLegal} legal moves at once`)
    total += r.steps
  }
  return total / count
}
