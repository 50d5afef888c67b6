import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { borderEvaluate, borderEvaluation, mctsBot, mctsBotFor, nagarajaStateFromView, parseMctsBudget, playMatch, randomBot, theBorderMctsSpec, type Bot, type MctsSpec } from '../../src/bots/index.js'
import { theBorder, type BorderMove, type BorderState, type BorderView } from '../../src/games/the-border/index.js'
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

describe('mcts options by player count (MctsSpec.byPlayers)', () => {
  const border = games['the-border']!
  const base = mctsBotFor('the-border', 'mcts:8') as Bot<unknown, unknown>
  const spec = theBorderMctsSpec as unknown as MctsSpec<unknown, never, unknown, unknown>
  // Every option this change added, at once, for 4 players only.
  const four = mctsBot({ ...spec, byPlayers: { ...spec.byPlayers, 4: { against: 'rank', centred: true, bias: 1, commutes: (m: unknown) => (m as BorderMove).t === 'cross' } } }, { iterations: 8 }) as Bot<unknown, unknown>
  const play = (players: number, bot: Bot<unknown, unknown>) => ok(playMatch(border, { players }, 'by-players', Array.from({ length: players }, (_, i) => (i === 0 ? bot : base))))

  it('leave the other player counts exactly as they were (the same game, move for move)', () => {
    for (const players of [2, 3]) expect(play(players, four).transcript.moves).toEqual(play(players, base).transcript.moves)
  })

  it('apply at their player count, deterministically for an iteration budget', () => {
    const a = play(4, four)
    expect(a.finished).toBe(true)
    expect(play(4, four).transcript.moves).toEqual(a.transcript.moves)
    expect(a.transcript.moves).not.toEqual(play(4, base).transcript.moves)
  })
})

describe("The Border's evaluations (borderEvaluation)", () => {
  const r = randomBot as unknown as Bot<BorderView, BorderMove>
  /** States met in a few random 4-player games. */
  const states = (): BorderState[] => {
    const out: BorderState[] = []
    for (const seed of ['e1', 'e2', 'e3']) {
      const m = ok(playMatch(theBorder, { players: 4 }, seed, [r, r, r, r]))
      let state = ok(theBorder.setup({ players: 4 }, seed))
      for (const step of m.transcript.moves) {
        out.push(state)
        state = ok(theBorder.apply(state, step.actor, step.move))
      }
    }
    return out
  }
  const all = states()
  const plain = borderEvaluation({ progress: 0.6, race: 0, horizon: false })
  const race = borderEvaluation({ progress: 0.6, race: 2, horizon: false })
  const horizon = borderEvaluation({ progress: 0.6, race: 0, horizon: true })

  it('with the weights of borderEvaluate, equals it (points D36–D40 plus progress)', () => {
    for (const s of all) for (let seat = 0; seat < 4; seat++) expect(plain(s, seat)).toBeCloseTo(borderEvaluate(s, seat), 9)
  })

  it('the race (D36–D38): a free area is worth between its lower and its higher value, less the closer the opponents are to closing it', () => {
    let cheaper = 0
    for (const s of all) {
      for (let seat = 0; seat < 4; seat++) {
        const points = theBorder.scores(s)[seat] ?? 0
        expect(race(s, seat)).toBeLessThanOrEqual(plain(s, seat) + 1e-9)
        // Never below the progress priced at the lower values.
        expect(race(s, seat)).toBeGreaterThanOrEqual(points - 1e-9)
        if (race(s, seat) < plain(s, seat) - 1e-9) cheaper++
      }
    }
    expect(cheaper).toBeGreaterThan(100)
  })

  it('the end in view (D41): progress counts less once a seat nears its 6th area, and not at all at the end', () => {
    let less = 0
    for (const s of all) {
      const most = Math.max(...s.boards.map((b) => b.completed.filter((x) => x >= 0).length))
      for (let seat = 0; seat < 4; seat++) {
        if (most <= 4) expect(horizon(s, seat)).toBeCloseTo(plain(s, seat), 9)
        else expect(horizon(s, seat)).toBeLessThanOrEqual(plain(s, seat) + 1e-9)
        if (most >= 6) expect(horizon(s, seat)).toBe(theBorder.scores(s)[seat])
        if (horizon(s, seat) < plain(s, seat) - 1e-9) less++
      }
    }
    expect(less).toBeGreaterThan(0)
  })
})
