import { describe, expect, it } from 'vitest'
import { CHANCE, peekFloat, pickWeighted, sampleChance, type AnyGame } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { ok } from '../support/either.js'

/** A state of a seeded Nagaraja game where chance draws a card from the deck (the first deal, N27). */
const drawState = () => {
  let s = ok(nagaraja.setup({ players: 2 }, 'sample-31'))
  // the first-guide throws (N26) by turns of faces, so that they do not tie for ever
  for (let i = 0; i < 200 && !(s.queue[0]?.q === 'draw' && s.deck.length > 0); i++) {
    const outcomes = nagaraja.chanceOutcomes(s)
    s = ok(nagaraja.apply(s, CHANCE, outcomes[i % outcomes.length]!.move))
  }
  expect(s.queue[0]?.q).toBe('draw')
  return s
}

describe('sampleChance and a game’s own sampler (issue 31: Game.sampleOutcome, speed only)', () => {
  it('asks the game’s sampleOutcome with the next draw of the state’s generator when the game has one', () => {
    const s = drawState()
    const seen: number[] = []
    const marker = { t: 'card', card: 999 } as const
    const game = { ...nagaraja, sampleOutcome: (_s: unknown, u: number) => (seen.push(u), marker) } as unknown as AnyGame
    expect(sampleChance(game, s)).toBe(marker)
    expect(seen).toEqual([peekFloat(s.rng)])
  })

  it('without one, picks from chanceOutcomes by pickWeighted — the move Nagaraja’s sampler gives too', () => {
    const s = drawState()
    const { sampleOutcome: _own, ...rest } = nagaraja
    void _own
    const plain = rest as unknown as AnyGame
    const outcomes = nagaraja.chanceOutcomes(s)
    const want = outcomes[pickWeighted(peekFloat(s.rng), outcomes)]!.move
    expect(sampleChance(plain, s)).toEqual(want)
    expect(sampleChance(nagaraja, s)).toEqual(want)
    // every card's interval of a draw of n cards: the sampler stops at the same card as the list walk
    let acc = 0
    for (const o of outcomes) {
      for (const u of [acc, acc + o.p / 2, Math.max(0, acc + o.p - 2 ** -53)]) expect(nagaraja.sampleOutcome?.(s, u)).toEqual(outcomes[pickWeighted(u, outcomes)]!.move)
      acc += o.p
    }
  })
})
