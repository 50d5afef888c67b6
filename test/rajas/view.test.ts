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
    const view = rajas.view(s, 0) as unknown as Record<string, unknown>
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

/** Every state of a random game with its step, for the property tests of issue 16. */
const steps = (config: Record<string, unknown>, seed: string, max: number) => {
  const r = randomPlayout(rajas, config as never, seed, { maxSteps: max })
  if (E.isLeft(r)) throw new Error(r.left.message)
  let s = rajas.setup(config as never, seed)
  if (E.isLeft(s)) throw new Error(s.left.message)
  let cur = s.right
  const out: { before: typeof cur; actor: (typeof r.right.transcript.moves)[number]['actor']; move: (typeof r.right.transcript.moves)[number]['move']; after: typeof cur }[] = []
  for (const m of r.right.transcript.moves) {
    const n = rajas.apply(cur, m.actor, m.move)
    if (E.isLeft(n)) throw new Error(n.left.message)
    out.push({ before: cur, actor: m.actor, move: m.move, after: n.right })
    cur = n.right
  }
  return out
}

const CONFIGS = [{ players: 2 }, { players: 3, variant: { navaratna: true } }, { players: 4, variant: { ganga: true } }, { players: 2, variant: { navaratna: true, ganga: true } }]

describe('per-seat information (issue 16)', () => {
  it('every view carries every seat\u2019s score and breakdown (the margins, R130), the same for every viewer, equal to game.scores', () => {
    for (const { after: s } of steps({ players: 3 }, 'scores', 200)) {
      for (const viewer of [0, 1, 2, 'spectator'] as const) {
        const v = rajas.view(s, viewer)
        expect(v.scores).toEqual(rajas.scores(s))
        expect(v.scoreBreakdown).toEqual(rajas.scoreBreakdown(s))
        expect(v.scores.map((x, i) => x === (v.scoreBreakdown[i]?.fame ?? 0) + (v.scoreBreakdown[i]?.moneyMarker ?? 0))).not.toContain(false)
      }
    }
  })

  it('legalMovesFromView(view, seat) equals legalMoves(state, seat) for every seat at every step of random games (base and variants)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...CONFIGS), (seed, config) => {
        for (const { before: s } of steps(config, `lmv${seed}`, 250)) {
          for (let seat = 0; seat < s.players; seat++) {
            const fromView = rajas.legalMovesFromView?.(rajas.view(s, seat), seat) ?? []
            if (canonicalJson(fromView) !== canonicalJson(rajas.legalMoves(s, seat))) return false
          }
        }
        return true
      }),
      { numRuns: 6 }
    )
  })

  it('non-interference of logs: the redacted move and the revealed texts never change when only what a viewer may not know changes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(...CONFIGS), (seed, config) => {
        let u = (seed % 97) / 97 + 0.001
        const rand = (): number => (u = (u * 7.31 + 0.13) % 1)
        for (const { before, actor, move, after } of steps(config, `ni${seed}`, 250)) {
          for (const viewer of [...Array.from({ length: before.players }, (_, i) => i), 'spectator'] as const) {
            const seat = viewer === 'spectator' ? 0 : viewer
            const b2 = resampleHidden(before, seat, rand)
            const a2 = resampleHidden(after, seat, rand)
            const r1 = rajas.redactMove?.(before, actor, move, viewer)
            const r2 = rajas.redactMove?.(b2, actor, move, viewer)
            if (canonicalJson(r1) !== canonicalJson(r2)) return false
            if (canonicalJson(rajas.revealed?.(before, actor, move, after, viewer)) !== canonicalJson(rajas.revealed?.(b2, actor, move, a2, viewer))) return false
            if (canonicalJson(rajas.view(before, viewer)) !== canonicalJson(rajas.view(b2, viewer))) return false
          }
        }
        return true
      }),
      { numRuns: 4 }
    )
  })

  it('every move and chance outcome is public (die rolls R38, top tiles R10, white tiles R83, brown tiles R136, river tiles R145): redactMove is the move, revealed is empty', () => {
    for (const config of CONFIGS) {
      for (const { before, actor, move, after } of steps(config, 'public', 150)) {
        for (const viewer of [0, 1, 'spectator'] as const) {
          expect(rajas.redactMove?.(before, actor, move, viewer)).toEqual(move)
          expect(rajas.revealed?.(before, actor, move, after, viewer)).toEqual([])
        }
      }
    }
  })
})
