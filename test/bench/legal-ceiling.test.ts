/**
 * The legal-move ceiling of issue 8, at every step: seeded random playouts of each game and player
 * count, asserting that no seat's `legalMoves` and no chance step's outcome list ever exceeds the
 * game's ceiling (the same ceilings its harness test uses, which checks only sampled steps). A
 * combinatorial blow-up in move enumeration fails here rather than on a user's server. No timing.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler, type Actor, type AnyGame } from '../../src/core/index.js'
import { games } from '../../src/registry.js'

/** Per game: how many seeded games per player count (the ceiling is the game's `limits.maxLegalMoves`). */
const GAMES: Readonly<Record<string, number>> = { 'the-border': 40, nagaraja: 60, rajas: 12 }

/** Plays one seeded random game; returns the largest list seen (seat moves, chance outcomes). */
const largestLists = (game: AnyGame, players: number, seed: string): { seat: number; chance: number; steps: number } => {
  const s0 = game.setup({ players }, seed)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  let state = s0.right
  const rand = sampler(`${seed}/ceiling`)
  let seat = 0
  let chance = 0
  for (let steps = 0; steps < 100_000; steps++) {
    const actors = game.actors(state)
    if (actors.length === 0) return { seat, chance, steps }
    let actor: Actor
    let move: unknown
    if (actors[0] === CHANCE) {
      const outs = game.chanceOutcomes(state)
      chance = Math.max(chance, outs.length)
      actor = CHANCE
      move = outs[pickWeighted(nextFloat(state.rng)[0], outs)]?.move
    } else {
      // every acting seat's list is checked, not only the one that moves
      for (const a of actors) seat = Math.max(seat, game.legalMoves(state, a).length)
      actor = actors[pickIndex(rand.next(), actors.length)] as Actor
      const legal = game.legalMoves(state, actor)
      move = legal[pickIndex(rand.next(), legal.length)]
    }
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) throw new Error(`${game.id} ${seed}: a listed move was refused: ${next.left.message}`)
    state = next.right
  }
  throw new Error(`${game.id} ${seed}: no end within 100,000 steps`)
}

describe('legal-move ceilings at every step (issue 8)', () => {
  for (const game of Object.values(games)) {
    const spec = { max: game.limits.maxLegalMoves, games: GAMES[game.id] ?? 12 }
    for (let players = game.players.min; players <= game.players.max; players++) {
      it(`${game.id}, ${players} players: every list stays within ${spec.max}`, () => {
        let seat = 0
        let chance = 0
        for (let g = 0; g < spec.games; g++) {
          const r = largestLists(game, players, `ceiling-${players}-${g}`)
          seat = Math.max(seat, r.seat)
          chance = Math.max(chance, r.chance)
        }
        expect(seat).toBeGreaterThan(0)
        expect(seat, 'the most legal moves a seat had').toBeLessThanOrEqual(spec.max)
        expect(chance, 'the most outcomes a chance step had').toBeLessThanOrEqual(spec.max)
      })
    }
  }

  it('the check can fail: a game listing too many moves is caught', () => {
    const border = games['the-border'] as AnyGame
    const bloated: AnyGame = { ...border, legalMoves: (s, a) => { const l = border.legalMoves(s, a); return l.length > 0 ? Array.from({ length: 101 }, () => l[0]) : l } }
    expect(largestLists(bloated, 2, 'bloat').seat).toBeGreaterThan(border.limits.maxLegalMoves)
  })
})
