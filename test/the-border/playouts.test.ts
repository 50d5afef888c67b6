import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, randomPlayout, recordVector, replay, sampler, stateHash, verifyVector, type Actor } from '../../src/core/index.js'
import { areasCompleted, completableNow, crossableNow, segmentsCompletableWith, theBorder, type BorderConfig, type BorderMove, type BorderState } from '../../src/games/the-border/index.js'
import { borderInvariants } from './invariants.js'
import { dice, rollAndStop, start } from './helpers.js'

/** A random game with the invariants checked after every step. */
const playChecked = (config: BorderConfig, seed: string): { state: BorderState; steps: number; moves: { actor: Actor; move: BorderMove }[] } => {
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

describe('hundreds of random games', () => {
  it('300 games (100 each for 2, 3, 4 players): invariants hold every step; every game ends with a 6th area', () => {
    let steps = 0
    for (let i = 0; i < 300; i++) {
      const players = 2 + (i % 3)
      const { state, steps: n } = playChecked({ players }, `p${i}`)
      steps += n
      expect(state.phase).toBe('over')
      expect(Math.max(...areasCompleted(state))).toBeGreaterThanOrEqual(6)
      const outcome = theBorder.outcome(state)
      expect(outcome?.scores).toEqual(theBorder.scores(state))
      expect(outcome?.winners.length).toBeGreaterThan(0)
    }
    expect(steps / 300).toBeLessThan(2000)
  }, 60_000)

  it('replays reproduce the final state', () => {
    const config = { players: 3 }
    const { state, moves } = playChecked(config, 'replay')
    const r = replay(theBorder, { game: 'the-border', rulesVersion: theBorder.rulesVersion, config, seed: 'replay', moves })
    expect(E.isRight(r) && stateHash(r.right)).toBe(stateHash(state))
  })
})

describe('golden playthrough', () => {
  it('a seeded 3-player game is pinned (a change of behaviour must bump rulesVersion) and its vector verifies', () => {
    const r = randomPlayout(theBorder, { players: 3 }, 'golden')
    if (E.isLeft(r)) throw new Error(r.left.message)
    expect({ steps: r.right.transcript.moves.length, scores: theBorder.scores(r.right.state), hash: stateHash(r.right.state) }).toMatchInlineSnapshot(`
      {
        "hash": "bb9be75df989948f6fc0280373ac8b4263cc86c6681e167307493d658354607a",
        "scores": [
          27,
          33,
          17,
        ],
        "steps": 875,
      }
    `)
    const v = recordVector(theBorder, r.right.transcript, 'seeded random playout')
    if (E.isLeft(v)) throw new Error(v.left.message)
    expect(E.isRight(verifyVector(theBorder, JSON.parse(JSON.stringify(v.right))))).toBe(true)
  })

  it('a vector recorded under an old rules version (2.0.0, before a passive seat finished Action 2 by its own done) is refused with a clear message', () => {
    const r = randomPlayout(theBorder, { players: 2 }, 'old')
    if (E.isLeft(r)) throw new Error(r.left.message)
    const v = recordVector(theBorder, r.right.transcript, 'old rules')
    if (E.isLeft(v)) throw new Error(v.left.message)
    const old = verifyVector(theBorder, { ...JSON.parse(JSON.stringify(v.right)), rulesVersion: '2.0.0' })
    expect(E.isLeft(old) && old.left.message).toMatch(/recorded under the-border rules version 2\.0\.0; this library implements 3\.0\.0/)
  })
})

describe('bot queries', () => {
  it('segmentsCompletableWith / completableNow / crossableNow agree with the legal moves', () => {
    const s = rollAndStop(start(), dice(['grey', 3], ['red', 1], ['blue', 1]))
    expect(completableNow(s).map((g) => `complete ${g.colour} ${g.length}`)).toEqual(theBorder.legalMoves(s, 0).filter((m) => m.t === 'complete').map(theBorder.formatMove))
    expect(segmentsCompletableWith(s, 0, { grey: 3 }).map((g) => g.length)).toEqual([2, 3])
    const a2 = theBorder.apply(s, 0, { t: 'done' })
    if (E.isLeft(a2)) throw new Error(a2.left.message)
    expect(crossableNow(a2.right, 1)).toEqual(theBorder.legalMoves(a2.right, 1).flatMap((m) => (m.t === 'cross' ? [m.box] : [])))
    expect(crossableNow(a2.right, 0)).toEqual([])
  })
})
