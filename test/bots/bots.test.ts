import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { playMatch, randomBot, type Bot } from '../../src/bots/index.js'
import { nagarajaGreedyBot } from '../../src/bots/nagaraja.js'
import { rajasGreedyBot } from '../../src/bots/rajas.js'
import { theBorderGreedyBot } from '../../src/bots/the-border.js'
import { theBorder, type BorderMove, type BorderView } from '../../src/games/the-border/index.js'
import { nagaraja, resampleHidden as nagarajaResample, type NagarajaMove, type NagarajaView } from '../../src/games/nagaraja/index.js'
import { rajas, type RajasMove, type RajasView } from '../../src/games/rajas/index.js'
import { sampler, stateHash, CHANCE } from '../../src/core/index.js'


const nRandom: Bot<NagarajaView, NagarajaMove> = randomBot

describe('bots', () => {
  it('are deterministic given their seed', () => {
    const a = playMatch(nagaraja, { players: 2 }, 'det', [nagarajaGreedyBot, nRandom])
    const b = playMatch(nagaraja, { players: 2 }, 'det', [nagarajaGreedyBot, nRandom])
    const c = playMatch(nagaraja, { players: 2 }, 'det', [nagarajaGreedyBot, nRandom], { botSeed: 'other' })
    expect(E.isRight(a) && E.isRight(b) && stateHash(a.right.state) === stateHash(b.right.state)).toBe(true)
    expect(E.isRight(a) && E.isRight(c) && stateHash(a.right.state) !== stateHash(c.right.state)).toBe(true)
  })

  it("a bot's choice does not change when only hidden information changes (Nagaraja)", () => {
    const m = playMatch(nagaraja, { players: 2 }, 'hidden', [nRandom, nRandom])
    if (E.isLeft(m)) throw new Error(m.left.message)
    // Walk the game; at seat decisions, resample what the seat may not know and ask again.
    let state = E.getOrElseW(() => { throw new Error('setup') })(nagaraja.setup({ players: 2 }, 'hidden'))
    let checked = 0
    const rand = sampler('resample')
    for (const step of m.right.transcript.moves) {
      if (step.actor !== CHANCE) {
        const seat = step.actor
        const legal = nagaraja.legalMoves(state, seat)
        const other = nagarajaResample(state, seat, rand.next)
        for (const bot of [nagarajaGreedyBot, nRandom] as Bot<NagarajaView, NagarajaMove>[]) {
          const pick = (s: typeof state) => bot.choose({ view: nagaraja.view(s, seat), seat, legal: nagaraja.legalMoves(s, seat), rand: sampler(`bot-${checked}`).next })
          expect(pick(other)).toEqual(pick(state))
        }
        expect(nagaraja.legalMoves(other, seat)).toEqual(legal)
        checked++
      }
      state = E.getOrElseW(() => { throw new Error('replay') })(nagaraja.apply(state, step.actor, step.move as NagarajaMove))
    }
    expect(checked).toBeGreaterThan(20)
  })

  const share = <V, M>(play: (i: number, bots: Bot<V, M>[]) => E.Either<unknown, { winners: readonly number[] }>, greedy: Bot<V, M>, games: number): number => {
    let wins = 0
    for (let i = 0; i < games; i++) {
      const seat = i % 2
      const bots = seat === 0 ? [greedy, randomBot as Bot<V, M>] : [randomBot as Bot<V, M>, greedy]
      const r = play(i, bots)
      if (E.isLeft(r)) throw new Error('match failed')
      if (r.right.winners.includes(seat)) wins += 1 / r.right.winners.length
    }
    return wins / games
  }

  it('the Nagaraja greedy bot beats the random bot (2 players, 40 seeded games, both seats)', () => {
    const s = share<NagarajaView, NagarajaMove>((i, bots) => E.map((m: { state: Parameters<typeof nagaraja.outcome>[0] }) => ({ winners: nagaraja.outcome(m.state)?.winners ?? [] }))(playMatch(nagaraja, { players: 2 }, `g${i}`, bots)), nagarajaGreedyBot, 40)
    expect(s).toBeGreaterThan(0.6)
  })

  it('the Rajas greedy bot beats the random bot (2 players, 10 seeded games, both seats)', () => {
    const s = share<RajasView, RajasMove>((i, bots) => E.map((m: { state: Parameters<typeof rajas.outcome>[0] }) => ({ winners: rajas.outcome(m.state)?.winners ?? [] }))(playMatch(rajas, { players: 2 }, `g${i}`, bots)), rajasGreedyBot, 10)
    expect(s).toBeGreaterThan(0.6)
  })

  it('the Border greedy bot beats the random bot (2 players, 12 seeded games, both seats)', () => {
    const s = share<BorderView, BorderMove>((i, bots) => E.map((m: { state: Parameters<typeof theBorder.outcome>[0] }) => ({ winners: theBorder.outcome(m.state)?.winners ?? [] }))(playMatch(theBorder, { players: 2 }, `g${i}`, bots)), theBorderGreedyBot, 12)
    expect(s).toBeGreaterThan(0.6)
  })
})
