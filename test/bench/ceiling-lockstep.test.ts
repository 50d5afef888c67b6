/**
 * The hand-written ceiling of The Border (bench/peers/the-border-ceiling.ts) against the library,
 * in lockstep: the ceiling's own timed playout (`ceilingPlayout`, its inline alea generators and
 * all) runs on a seed, and beside it the library is driven exactly as the bench's playout of the
 * library drives it (`bench/measure.ts`: chance drawn from the state's generator, seats and moves
 * from a sampler seeded `${seed}/bench`). Before every step both must agree on the actors, the
 * chance outcomes, every acting seat's legal-move list (in order), both sheets of every seat
 * (crossed boxes and completion stamps), the scores, the number of moves and the index drawn; and
 * the game must end at the same step. Over seeded games at 2–4 players, with the options that
 * change play, other sheets and another order of die faces. The inline seeding is also checked
 * against seedrandom on arbitrary strings. No timing here.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, eraseGame, nextFloat, pickIndex, pickWeighted, sampler, seedRng, type Actor } from '../../src/core/index.js'
import { bundledComponents, theBorder, type BorderComponents, type BorderMove, type BorderOptions, type BorderState } from '../../src/games/the-border/index.js'
import { playout } from '../../bench/measure.js'
import {
  ceilingActors,
  ceilingChanceMoves,
  ceilingChancePending,
  ceilingLegalMoves,
  ceilingPlayout,
  ceilingScores,
  ceilingSheets,
  ceilingTables,
  newCeiling,
  seedAlea,
  type CeilingGame
} from '../../bench/peers/the-border-ceiling.js'

const tables = ceilingTables(bundledComponents)
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b)

/** What differs between the library's state and the ceiling's game (sheets, scores), or undefined. */
const stateDiff = (state: BorderState, g: CeilingGame): string | undefined => {
  const boards = state.boards.map((b) => ({ crossed: b.crossed, completed: b.completed }))
  if (!same(boards, ceilingSheets(g))) return `sheets ${JSON.stringify(boards)} vs ${JSON.stringify(ceilingSheets(g))}`
  const scores = [...theBorder.scores(state)]
  if (!same(scores, ceilingScores(g))) return `scores ${JSON.stringify(scores)} vs ${JSON.stringify(ceilingScores(g))}`
  return undefined
}

/**
 * Plays one seeded game through the ceiling's timed playout and the library side by side; returns
 * the step count, or the first disagreement (step and what differed).
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
  const rand = sampler(`${seed}/bench`)
  let step = 0
  let diverged: string | undefined
  const fail = (what: string): never => {
    diverged = what
    throw new Error(what)
  }
  try {
    const steps = ceilingPlayout(
      g,
      players,
      seed,
      (_, actor, count, index) => {
        const diff = stateDiff(state, g)
        if (diff !== undefined) fail(diff)
        const actors = theBorder.actors(state)
        let who: Actor
        let move: BorderMove
        if (actor === -1) {
          if (actors[0] !== CHANCE || !ceilingChancePending(g)) fail(`the ceiling draws chance; the library's actors are ${JSON.stringify(actors)}`)
          const outs = theBorder.chanceOutcomes(state)
          const mine = ceilingChanceMoves(g)
          if (!same(outs.map((o) => o.move), mine)) fail(`chance outcomes ${JSON.stringify(outs.map((o) => o.move))} vs ${JSON.stringify(mine)}`)
          const i = pickWeighted(nextFloat(state.rng)[0], outs)
          if (i !== index || count !== outs.length) fail(`chance picks ${i} of ${outs.length}, the ceiling ${index} of ${count}`)
          who = CHANCE
          move = (outs[i] as (typeof outs)[number]).move
        } else {
          if (!same(actors, ceilingActors(g))) fail(`actors ${JSON.stringify(actors)} vs ${JSON.stringify(ceilingActors(g))}`)
          // every acting seat's list, not only the mover's
          for (const a of actors) {
            const legal = theBorder.legalMoves(state, a)
            const mine = ceilingLegalMoves(g, a as number)
            if (!same(legal, mine)) fail(`seat ${String(a)}'s legal moves ${JSON.stringify(legal)} vs ${JSON.stringify(mine)}`)
          }
          who = actors.length === 1 ? (actors[0] as Actor) : (actors[pickIndex(rand.next(), actors.length)] as Actor)
          if (who !== actor) fail(`the mover is seat ${String(who)}, the ceiling's seat ${actor}`)
          const legal = theBorder.legalMoves(state, who)
          const i = pickIndex(rand.next(), legal.length)
          if (i !== index || count !== legal.length) fail(`move ${i} of ${legal.length} drawn, the ceiling ${index} of ${count}`)
          move = legal[i] as BorderMove
        }
        const next = theBorder.apply(state, who, move)
        if (E.isLeft(next)) throw new Error(`step ${step}: the library refused its own listed move: ${next.left.message}`)
        state = next.right
        step++
      },
      ceilingOptions,
      sheets
    )
    const diff = stateDiff(state, g)
    if (diff !== undefined) return { step, what: `at the end: ${diff}` }
    if (theBorder.actors(state).length > 0) return { step, what: 'the ceiling ended, the library goes on' }
    return steps === step ? { steps } : { step, what: `the ceiling counts ${steps} steps` }
  } catch (e) {
    if (diverged !== undefined) return { step, what: diverged }
    throw e
  }
}

const SEEDS = Array.from({ length: 12 }, (_, i) => `lockstep-${i}`)

describe('The Border ceiling in lockstep with the library (issues 21, 31)', () => {
  const g = newCeiling(tables)
  for (const players of [2, 3, 4]) {
    it(`${players} players, ${SEEDS.length} seeded games: the timed playout and the library agree on actors, outcomes, every legal-move list, sheets, scores and draws at every step (D13–D44)`, () => {
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

  it('without a watch (as the bench runs it) the playout takes the bench playout\'s steps on every seed and ends on the same sheets', () => {
    for (const players of [2, 3, 4]) {
      for (const seed of SEEDS) {
        const watched = newCeiling(tables)
        ceilingPlayout(watched, players, seed, () => undefined)
        expect(ceilingPlayout(g, players, seed), `${players}p ${seed}`).toBe(playout(eraseGame(theBorder), { players }, seed))
        expect(ceilingSheets(g)).toEqual(ceilingSheets(watched))
      }
    }
  })

  it('seeds alea as seedrandom does (its Mash hash written out), on arbitrary strings with and without the bench suffix', () => {
    const out = new Float64Array(4)
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.constantFrom('', '/bench'), (seed, suffix) => {
        seedAlea(seed, suffix, out)
        const r = seedRng(seed + suffix)
        expect(Array.from(out)).toEqual([r.c, r.s0, r.s1, r.s2])
      }),
      { numRuns: 300 }
    )
  })

  it('the lockstep check can fail: a ceiling told passiveChaining is off, beside a library playing with it on, diverges', () => {
    const diverged = SEEDS.slice(0, 6).filter((seed) => 'what' in lockstep(g, 3, seed, {}, undefined, { passiveChaining: false }))
    expect(diverged.length).toBeGreaterThan(0)
  })
})
