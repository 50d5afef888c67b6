/**
 * Rajas's own sampler (`Game.sampleOutcome`, issue 31 round five, speed only): a die face (R38, R79,
 * R146) or a tile or white income tile drawn (R10, R83) is picked without building the outcome list,
 * and must be exactly the move `pickWeighted` picks from `chanceOutcomes` — at 0, just below 1, and
 * at every cumulative sum and next to it (where a different float sum would pick another outcome).
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { canonicalJson, CHANCE, pickIndex, pickWeighted, sampleChance, sampler } from '../../../src/core/index.js'
import { rajas, type RajasMove, type RajasState } from '../../../src/games/rajas/index.js'

const CONFIGS: readonly Record<string, unknown>[] = [{ players: 2 }, { players: 4 }, { players: 3, variant: { navaratna: true, ganga: true } }]

describe('Rajas sampleOutcome picks what pickWeighted picks from chanceOutcomes (issue 31)', () => {
  for (const config of CONFIGS) {
    it(`at every chance step of a random game, at the edges of every outcome, ${canonicalJson(config)}`, () => {
      const sample = rajas.sampleOutcome
      if (sample === undefined) throw new Error('rajas has no sampleOutcome')
      const seed = `sample-outcome-${canonicalJson(config)}`
      const s0 = rajas.setup(config as never, seed)
      if (E.isLeft(s0)) throw new Error(s0.left.message)
      let s: RajasState = s0.right
      const rand = sampler(`${seed}/moves`)
      const kinds = new Set<string>()
      for (let n = 0; n < 3000; n++) {
        const actor = rajas.actors(s)[0]
        if (actor === undefined) break
        if (actor === CHANCE) {
          kinds.add(s.tasks[0]?.k ?? '')
          const outcomes = rajas.chanceOutcomes(s)
          const us = [0, 1 - 2 ** -53, rand.next()]
          let acc = 0
          for (const o of outcomes) {
            acc += o.p
            us.push(acc, acc - 2 ** -53, acc + 2 ** -53)
          }
          for (const u of us) {
            if (u < 0 || u >= 1) continue
            const want = outcomes[pickWeighted(u, outcomes)]?.move
            expect(canonicalJson(sample.call(rajas, s, u)), `${s.tasks[0]?.k ?? ''} at u = ${u}`).toBe(canonicalJson(want))
          }
        }
        const listed = actor === CHANCE ? [] : rajas.legalMoves(s, actor)
        const move = (actor === CHANCE ? sampleChance(rajas, s) : listed[pickIndex(rand.next(), listed.length)]) as RajasMove
        const next = rajas.apply(s, actor, move)
        if (E.isLeft(next)) throw new Error(next.left.message)
        s = next.right
      }
      for (const k of ['roll', 'tile']) expect(kinds).toContain(k)
    })
  }
})
