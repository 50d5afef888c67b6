import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { randomPlayout, recordVector, replay, stateHash, verifyVector } from '../../src/core/index.js'
import { completableNow, crossableNow, segmentsCompletableWith, theBorder } from '../../src/games/the-border/index.js'
import { checkedGames, playChecked } from './playout-runs.js'
import { dice, rollAndStop, start } from './helpers.js'

describe('hundreds of random games', () => {
  // The quick tier: 30 games; the deep tier (./playouts.deep.test.ts) plays 300.
  it('30 games (10 each for 2, 3, 4 players): invariants hold every step; every game ends with a 6th area', () => {
    expect(checkedGames({ from: 0, count: 30 })).toBeLessThan(2000)
  })

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
