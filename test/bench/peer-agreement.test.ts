/**
 * The boardgame.io peer of The Border (bench/peers/) against ours: seeded random games of ours,
 * replayed move by move through the peer's reducer, must be accepted at every step, with the same
 * players acting at every step, and end with the same final scores. (No timing here.)
 */
import { describe, expect, it, vi } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, randomPlayout } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { newPeerMatch, peerActing, peerScores, toPeerAction } from '../../bench/peers/the-border-bgio.js'

const GAMES: readonly { players: number; seed: string }[] = [2, 3, 4].flatMap((players) =>
  ['a', 'b', 'c'].map((s) => ({ players, seed: `peer-${players}-${s}` }))
)

describe('boardgame.io peer of The Border', () => {
  it.each(GAMES)('agrees with ours on a seeded game ($players players, $seed)', ({ players, seed }) => {
    const run = randomPlayout(theBorder, { players }, seed)
    if (E.isLeft(run)) throw new Error(run.left.message)
    expect(run.right.finished).toBe(true)
    const match = newPeerMatch(players)
    let peer = match.initial
    let ours = E.getOrElseW(() => undefined)(theBorder.setup({ players }, seed))
    if (ours === undefined) throw new Error('setup failed')
    for (const [i, step] of run.right.transcript.moves.entries()) {
      // The same players act at every step (chance included).
      const acting = theBorder.actors(ours)
      const peerActs = peerActing(peer.ctx)
      if (acting[0] === CHANCE) expect(peerActs.chance, `step ${i}`).toBe(true)
      else expect([...peerActs.seats], `step ${i}`).toEqual([...acting])
      const next = match.reduce(peer, toPeerAction(peer, step.actor === CHANCE ? 'chance' : step.actor, step.move))
      expect(next.transients?.error, `step ${i}: ${theBorder.formatMove(step.move)}`).toBeUndefined()
      peer = next
      const o = theBorder.apply(ours, step.actor, step.move)
      if (E.isLeft(o)) throw new Error(o.left.message)
      ours = o.right
    }
    expect(peer.ctx.gameover).toBeDefined()
    const outcome = theBorder.outcome(run.right.state)
    expect(outcome).toBeDefined()
    expect(peerScores(peer.G)).toEqual([...theBorder.scores(run.right.state)])
    expect((peer.ctx.gameover as { scores: number[] }).scores).toEqual([...(outcome?.scores ?? [])])
  })

  it('refuses a die roll before the first player is chosen', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined) // boardgame.io logs the refusal
    try {
      const match = newPeerMatch(2)
      const s = match.reduce(match.initial, { type: 'MAKE_MOVE', payload: { type: 'roll', args: ['red'], playerID: '0', credentials: undefined } })
      expect(s.transients?.error).toBeDefined()
    } finally {
      quiet.mockRestore()
    }
  })

  it('the agreement check can fail: a transcript with a move changed is refused by the peer', () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const run = randomPlayout(theBorder, { players: 2 }, 'peer-tamper')
      if (E.isLeft(run)) throw new Error(run.left.message)
      const moves = run.right.transcript.moves
      const i = moves.findIndex((m) => m.move.t === 'cross')
      expect(i).toBeGreaterThan(0)
      const match = newPeerMatch(2)
      let peer = match.initial
      for (const step of moves.slice(0, i)) peer = match.reduce(peer, toPeerAction(peer, step.actor === CHANCE ? 'chance' : step.actor, step.move))
      const step = moves[i] as (typeof moves)[number]
      // a white box (pre-crossed, D7) can never be crossed
      const tampered = match.reduce(peer, toPeerAction(peer, step.actor === CHANCE ? 'chance' : step.actor, { t: 'cross', box: 0 }))
      expect(tampered.transients?.error).toBeDefined()
    } finally {
      quiet.mockRestore()
    }
  })
})
