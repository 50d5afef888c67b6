import { describe, expect, it } from 'vitest'
import { greedyBots, mctsBotFor, playMatch, randomBot, type Bot } from '../../src/bots/index.js'
import { games } from '../../src/registry.js'
import { CHANCE, sampler, type AnyGame, type Seat } from '../../src/core/index.js'
import { ok } from '../support/either.js'

/**
 * Fair by test: a bot's choice is unchanged when only what its view hides changes. Along a game,
 * at seat decisions, the state is replaced by `resampleHidden(state, seat)` (the opponent's hand,
 * the deck, unseen relics, other seats' pending choices, the generator redrawn) and every bot is
 * asked again with the same generator seed: it must choose the same move.
 */
const bots = (id: string): [string, Bot<unknown, unknown>][] => [
  ['random', randomBot as unknown as Bot<unknown, unknown>],
  ['greedy', greedyBots[id] as Bot<unknown, unknown>],
  ['mcts:12', mctsBotFor(id, 'mcts:12') as Bot<unknown, unknown>]
]

const cases: { id: string; players: number; every: number }[] = [
  { id: 'nagaraja', players: 2, every: 3 },
  { id: 'the-border', players: 2, every: 6 },
  // Three seats: the passive seats of Action 2 choose at once, hidden from one another (D27, D33).
  { id: 'the-border', players: 3, every: 6 },
  { id: 'rajas', players: 2, every: 8 }
]

describe('bots are fair: their choice depends only on their view', () => {
  for (const { id, players, every } of cases) {
    it(`${id}, ${players} players: random, greedy and mcts choose the same when only hidden information changes`, () => {
      const g = games[id] as AnyGame
      const random = randomBot as unknown as Bot<unknown, unknown>
      const m = ok(playMatch(g, { players }, `fair-${id}`, Array.from({ length: players }, () => random)))
      let state = ok(g.setup({ players }, `fair-${id}`))
      const rand = sampler(`resample-${id}`)
      let decisions = 0
      let checked = 0
      let hiddenDiffered = 0
      for (const step of m.transcript.moves) {
        if (step.actor !== CHANCE && decisions++ % every === 0) {
          const seat = step.actor as Seat
          const other = g.resampleHidden(state, seat, rand.next)
          if (JSON.stringify(other) !== JSON.stringify(state)) hiddenDiffered++
          for (const [name, bot] of bots(id)) {
            const pick = (s: typeof state): unknown => bot.choose({ view: g.view(s, seat), seat, legal: g.legalMoves(s, seat), rand: sampler(`bot-${checked}`).next })
            expect(g.formatMove(pick(other)), `${name} at step ${checked}`).toBe(g.formatMove(pick(state)))
          }
          checked++
        }
        state = ok(g.apply(state, step.actor, step.move))
      }
      expect(checked).toBeGreaterThan(10)
      expect(hiddenDiffered).toBe(checked)
    })
  }
})
