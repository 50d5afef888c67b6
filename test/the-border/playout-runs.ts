/**
 * Random games of The Border with the invariants checked after every step, by amount of work
 * (games): the quick tier plays a few (./playouts.test.ts), the deep tier hundreds, in child
 * processes (./playouts.deep.test.ts).
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler, type Actor } from '../../src/core/index.js'
import { areasCompleted, theBorder, type BorderConfig, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { borderInvariants } from './invariants.js'

/** A random game with the invariants checked after every step. */
export const playChecked = (config: BorderConfig, seed: string): { state: BorderState; steps: number; moves: { actor: Actor; move: BorderMove }[] } => {
  let s = E.getOrElseW((v: { message: string }) => {
    throw new Error(v.message)
  })(theBorder.setup(config, seed))
  const rand = sampler(`${seed}/m`)
  const moves: { actor: Actor; move: BorderMove }[] = []
  for (let i = 0; i < 5000; i++) {
    const actors = theBorder.actors(s)
    if (actors.length === 0) break
    let actor: Actor
    let move: BorderMove
    if (actors[0] === CHANCE) {
      const out = theBorder.chanceOutcomes(s)
      actor = CHANCE
      move = (out[pickWeighted(nextFloat(s.rng)[0], out)] as { move: BorderMove }).move
    } else {
      actor = actors[pickIndex(rand.next(), actors.length)] as Actor
      const legal = theBorder.legalMoves(s, actor)
      move = legal[pickIndex(rand.next(), legal.length)] as BorderMove
    }
    const next = theBorder.apply(s, actor, move)
    if (E.isLeft(next)) throw new Error(`${seed} step ${i}: ${next.left.message}`)
    const broken = borderInvariants(next.right, s, { actor, move })
    if (broken !== undefined) throw new Error(`${seed} step ${i}: ${broken}`)
    s = next.right
    moves.push({ actor, move })
  }
  return { state: s, steps: moves.length, moves }
}

/**
 * Games `from` to `from + count - 1` (seeds `p<i>`, 2, 3 and 4 players in turn): invariants hold
 * every step, every game ends with a 6th area (D41) and an outcome whose scores are the live ones.
 * Returns the mean game length.
 */
export const checkedGames = ({ from, count }: { readonly from: number; readonly count: number }): number => {
  let steps = 0
  for (let i = from; i < from + count; i++) {
    const players = 2 + (i % 3)
    const { state, steps: n } = playChecked({ players }, `p${i}`)
    steps += n
    if (state.phase !== 'over') throw new Error(`p${i}: the game is not over`)
    if (Math.max(...areasCompleted(state)) < 6) throw new Error(`p${i}: the game ended before a 6th area (D41)`)
    const outcome = theBorder.outcome(state)
    if (JSON.stringify(outcome?.scores) !== JSON.stringify(theBorder.scores(state))) throw new Error(`p${i}: the outcome's scores are not the live scores`)
    if ((outcome?.winners.length ?? 0) === 0) throw new Error(`p${i}: no winner`)
  }
  return steps / count
}
