import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { mctsBotFor, nagarajaStateFromView, parseMctsBudget, playMatch, randomBot, type Bot } from '../../src/bots/index.js'
import { games } from '../../src/registry.js'
import { nagaraja, type NagarajaMove, type NagarajaView } from '../../src/games/nagaraja/index.js'
import { CHANCE, sampler, stateHash } from '../../src/core/index.js'
import { ok } from '../support/either.js'

const random = randomBot as unknown as Bot<unknown, unknown>

describe('mcts bot', () => {
  it('reads its budget from its name: mcts (1 s), mcts:300ms, mcts:2s, mcts:2000 (iterations)', () => {
    expect(parseMctsBudget('mcts')).toEqual({ ms: 1000 })
    expect(parseMctsBudget('mcts:300ms')).toEqual({ ms: 300 })
    expect(parseMctsBudget('mcts:2s')).toEqual({ ms: 2000 })
    expect(parseMctsBudget('mcts:2000')).toEqual({ iterations: 2000 })
    for (const bad of ['mcts:', 'mcts:0', 'mcts:-5', 'mcts:1.5', 'mcts:3x', 'mctsx', 'greedy', 'mcts:0ms']) expect(parseMctsBudget(bad)).toBeUndefined()
    expect(mctsBotFor('no-such-game', 'mcts')).toBeUndefined()
    expect(mctsBotFor('rajas', 'mcts:2000')?.name).toBe('mcts:2000')
  })

  for (const id of Object.keys(games)) {
    it(`plays whole games of ${id} with legal moves, deterministically for an iteration budget`, () => {
      const g = games[id]!
      const mcts = mctsBotFor(id, 'mcts:8') as Bot<unknown, unknown>
      const run = (botSeed: string) => ok(playMatch(g, { players: 2 }, 'mcts-det', [mcts, random], { botSeed }))
      const a = run('s')
      const b = run('s')
      expect(a.finished).toBe(true)
      expect(stateHash(a.state)).toBe(stateHash(b.state))
      // Its own seeded stream: another bot seed plays another game.
      expect(stateHash(run('t').state)).not.toBe(stateHash(a.state))
    })
  }

  it('Nagaraja: a state built from a view decodes, gives the same view and the same legal moves (N16)', () => {
    let checked = 0
    for (const seed of ['v1', 'v2', 'v3']) {
      const r = randomBot as Bot<NagarajaView, NagarajaMove>
      const m = ok(playMatch(nagaraja, { players: 2 }, seed, [r, r]))
      let state = ok(nagaraja.setup({ players: 2 }, seed))
      const rand = sampler(`fill-${seed}`)
      for (const step of m.transcript.moves) {
        if (step.actor !== CHANCE) {
          const view = nagaraja.view(state, step.actor)
          const built = nagaraja.resampleHidden(nagarajaStateFromView(view, step.actor, rand.next), step.actor, rand.next)
          expect(E.isRight(nagaraja.decodeState(JSON.parse(JSON.stringify(built))))).toBe(true)
          expect(nagaraja.view(built, step.actor)).toEqual(view)
          expect(nagaraja.legalMoves(built, step.actor)).toEqual(nagaraja.legalMoves(state, step.actor))
          checked++
        }
        state = ok(nagaraja.apply(state, step.actor, step.move))
      }
    }
    expect(checked).toBeGreaterThan(100)
  })
})
