import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { canonicalJson, randomPlayout, seedRng } from '../../src/core/index.js'
import { rajas, renderProvince, resampleHidden } from '../../src/games/rajas/index.js'
import { fresh } from './helpers.js'

describe('views and hidden information', () => {
  it('the view hides only the generator: states differing in the generator look the same', () => {
    const s = fresh(3)
    const t = { ...s, rng: seedRng('other') }
    for (const v of [0, 1, 2, 'spectator'] as const) expect(canonicalJson(rajas.view(s, v))).toBe(canonicalJson(rajas.view(t, v)))
    const view = rajas.view(s, 0) as Record<string, unknown>
    expect('rng' in view).toBe(false)
    expect(view.stacks).toEqual(s.stacks) // the composition of the stacks is public (a multiset, no order)
  })

  it('non-interference: resampling what a seat may not know never changes its view (random positions)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 10, max: 300 }), (seed, steps) => {
        const r = randomPlayout(rajas, { players: 4 }, `v${seed}`, { maxSteps: steps })
        if (E.isLeft(r)) return false
        const s = r.right.state
        let u = 0.37
        const other = resampleHidden(s, 1, () => (u = (u * 7.13) % 1))
        return canonicalJson(rajas.view(s, 1)) === canonicalJson(rajas.view(other, 1)) && canonicalJson(other.rng) !== canonicalJson(s.rng)
      }),
      { numRuns: 20 }
    )
  })

  it('renderProvince prints the province grid and the tracks', () => {
    const text = renderProvince(fresh(2), 0)
    expect(text).toMatch(/residence/)
    expect(text).toMatch(/fame 0, money/)
  })
})

describe('describeMove', () => {
  it('describes moves in words with the state context', async () => {
    const { rajas: game } = await import('../../src/games/rajas/index.js')
    const s = fresh(2)
    expect(game.describeMove(s, s.turn, { t: 'space', i: 0 })).toMatch(/places a worker on the quarry \(space 0, 1 money\)/)
    expect(game.describeMove(s, s.turn, { t: 'space', i: 17 })).toMatch(/Grand Mogul/)
  })
})

describe('pendingDecision', () => {
  it('prompts for the head step of every state of a random game (a UI can always prompt)', async () => {
    const { pendingDecision, rajas: game } = await import('../../src/games/rajas/index.js')
    const r = randomPlayout(game, { players: 3 }, 'prompt')
    expect(E.isRight(r)).toBe(true)
    if (E.isLeft(r)) return
    const s = game.setup({ players: 3 }, 'prompt')
    if (E.isLeft(s)) return
    let st = s.right
    for (const m of r.right.transcript.moves) {
      const d = pendingDecision(st)
      expect(d.actor).toBe(game.actors(st)[0])
      expect(d.prompt.length).toBeGreaterThan(5)
      const n = game.apply(st, m.actor, m.move)
      if (E.isLeft(n)) throw new Error(n.left.message)
      st = n.right
    }
    expect(pendingDecision(st).kind).toBe('over')
  })
})
