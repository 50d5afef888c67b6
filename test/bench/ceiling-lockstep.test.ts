/**
 * The hand-written ceiling of The Border (bench/peers/the-border-ceiling.ts) against the library,
 * in lockstep: over seeded random games at 2–4 players, the same choices give the same actors, the
 * same chance outcomes, the same legal-move lists (every acting seat's, in order) and the same
 * scores at every step, and the game ends at the same step. Also: the ceiling's timed playout takes
 * exactly as many steps as the bench's playout of the library on the same seed (it makes the same
 * decisions). No timing here.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, eraseGame, nextFloat, pickIndex, pickWeighted, sampler, type Actor } from '../../src/core/index.js'
import { bundledComponents, theBorder, type BorderComponents, type BorderMove, type BorderOptions, type BorderState } from '../../src/games/the-border/index.js'
import { playout } from '../../bench/measure.js'
import {
  applyChance,
  applyLegal,
  ceilingActors,
  ceilingChanceMoves,
  ceilingLegalMoves,
  ceilingPlayout,
  ceilingScores,
  ceilingTables,
  chancePending,
  newCeiling,
  pickChance,
  resetCeiling,
  type CeilingGame
} from '../../bench/peers/the-border-ceiling.js'

const tables = ceilingTables(bundledComponents)

/**
 * Plays one seeded game through both, comparing at every step; returns the step count, or the
 * first disagreement (step and what differed).
 */
const lockstep = (
  g: CeilingGame,
  players: number,
  seed: string,
  options?: Partial<BorderOptions>,
  sheets?: readonly number[],
  ceilingOptions: Partial<BorderOptions> | undefined = options,
  components?: BorderComponents
): { steps: number } | { step: number; what: string } => {
  const s0 = theBorder.setup(
    { players, ...(options === undefined ? {} : { options }), ...(sheets === undefined ? {} : { sheets }), ...(components === undefined ? {} : { components }) },
    seed
  )
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  let state: BorderState = s0.right
  resetCeiling(g, players, ceilingOptions, sheets)
  const rand = sampler(`${seed}/lockstep`)
  const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)
  for (let step = 0; step < 5000; step++) {
    const scores = [...theBorder.scores(state)]
    if (!same(scores, ceilingScores(g))) return { step, what: `scores ${JSON.stringify(scores)} vs ${JSON.stringify(ceilingScores(g))}` }
    const actors = theBorder.actors(state)
    if (actors.length === 0) return chancePending(g) || ceilingActors(g).length > 0 ? { step, what: 'the ceiling is not over' } : { steps: step }
    let actor: Actor
    let move: BorderMove
    if (actors[0] === CHANCE) {
      if (!chancePending(g)) return { step, what: `chance acts; the ceiling has seats ${JSON.stringify(ceilingActors(g))}` }
      const outs = theBorder.chanceOutcomes(state)
      const mine = ceilingChanceMoves(g)
      if (!same(outs.map((o) => o.move), mine)) return { step, what: `chance outcomes ${JSON.stringify(outs.map((o) => o.move))} vs ${JSON.stringify(mine)}` }
      const u = nextFloat(state.rng)[0]
      const i = pickWeighted(u, outs)
      if (pickChance(g, u) !== i) return { step, what: `chance picks ${i}, the ceiling ${pickChance(g, u)}` }
      actor = CHANCE
      move = (outs[i] as (typeof outs)[number]).move
      applyChance(g, i)
    } else {
      if (chancePending(g) || !same(actors, ceilingActors(g))) return { step, what: `actors ${JSON.stringify(actors)} vs ${JSON.stringify(ceilingActors(g))}` }
      // every acting seat's list, not only the mover's
      for (const a of actors) {
        const legal = theBorder.legalMoves(state, a)
        const mine = ceilingLegalMoves(g, a as number)
        if (!same(legal, mine)) return { step, what: `seat ${String(a)}'s legal moves ${JSON.stringify(legal)} vs ${JSON.stringify(mine)}` }
      }
      actor = actors[pickIndex(rand.next(), actors.length)] as Actor
      const legal = theBorder.legalMoves(state, actor)
      const i = pickIndex(rand.next(), legal.length)
      move = legal[i] as BorderMove
      ceilingLegalMoves(g, actor as number) // leaves the mover's list in `scratch`
      applyLegal(g, actor as number, i)
    }
    const next = theBorder.apply(state, actor, move)
    if (E.isLeft(next)) throw new Error(`step ${step}: the library refused its own listed move: ${next.left.message}`)
    state = next.right
  }
  return { step: 5000, what: 'no end' }
}

const SEEDS = Array.from({ length: 12 }, (_, i) => `lockstep-${i}`)

describe('The Border ceiling in lockstep with the library (issue 21)', () => {
  const g = newCeiling(tables)
  for (const players of [2, 3, 4]) {
    it(`${players} players, ${SEEDS.length} seeded games: same actors, chance outcomes, legal-move lists and scores at every step (D13–D44)`, () => {
      let total = 0
      for (const seed of SEEDS) {
        const r = lockstep(g, players, seed)
        expect('what' in r ? `${seed}, step ${r.step}: ${r.what}` : undefined).toBeUndefined()
        total += 'steps' in r ? r.steps : 0
      }
      expect(total).toBeGreaterThan(SEEDS.length * 300)
    })
  }

  it('with the options that change play or scores: passiveChaining off (DQ3), firstCompletion by round (DQ7), other sheets (DQ12)', () => {
    const cases: { players: number; options: Partial<BorderOptions>; sheets?: number[] }[] = [
      { players: 2, options: { passiveChaining: false } },
      { players: 3, options: { passiveChaining: false, firstCompletion: 'round' } },
      { players: 4, options: { firstCompletion: 'round' } },
      { players: 2, options: {}, sheets: [3, 1] },
      { players: 3, options: { passiveChaining: false }, sheets: [2, 0, 3] }
    ]
    for (const c of cases) {
      for (const seed of SEEDS.slice(0, 6)) {
        const r = lockstep(g, c.players, seed, c.options, c.sheets)
        expect('what' in r ? `${JSON.stringify(c)} ${seed}, step ${r.step}: ${r.what}` : undefined).toBeUndefined()
      }
    }
  })

  it('with a component set whose die faces are listed in another order (re-rolls list dice in colour order, D18)', () => {
    const faces = [...bundledComponents.dice.faces].reverse()
    const components: BorderComponents = { ...bundledComponents, dice: { ...bundledComponents.dice, faces } }
    const other = newCeiling(ceilingTables(components))
    for (const seed of SEEDS.slice(0, 6)) {
      const r = lockstep(other, 3, seed, undefined, undefined, undefined, components)
      expect('what' in r ? `${seed}, step ${r.step}: ${r.what}` : undefined).toBeUndefined()
    }
  })

  it('the timed playout makes the bench playout\'s decisions: the same number of steps on every seed', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of SEEDS) expect(ceilingPlayout(g, players, seed), `${players}p ${seed}`).toBe(playout(eraseGame(theBorder), { players }, seed))
    }
  })

  it('the lockstep check can fail: a ceiling told passiveChaining is off, beside a library playing with it on, diverges', () => {
    const diverged = SEEDS.slice(0, 6).filter((seed) => 'what' in lockstep(g, 3, seed, {}, undefined, { passiveChaining: false }))
    expect(diverged.length).toBeGreaterThan(0)
  })
})
