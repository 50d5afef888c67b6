/**
 * The mid-game rulebook examples shipped as vectors from a position (scripts/scenarios/positions/):
 * each vector verifies, and the game, replayed from its starting state, ends where the example says.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { verifyVector, type AnyGame, type Vector, type WithRng } from '../src/core/index.js'
import { games } from '../src/registry.js'
import { bundledComponents as borderComponents, theBorder, type BorderState } from '../src/games/the-border/index.js'
import { bundledComponents as nagaComponents, score, type NagarajaState } from '../src/games/nagaraja/index.js'
import { rajas, type RajasState } from '../src/games/rajas/index.js'
import { gameIds } from '../src/games/manifest.js'
import { positionsOf, scenariosOf } from '../scripts/scenarios/index.js'

const root = join(import.meta.dirname, '..', 'vectors')
const load = (game: string, name: string): Vector => JSON.parse(readFileSync(join(root, game, `example-${name}.json`), 'utf8')) as Vector

/** The state at the end of a vector that starts from a position. */
const endOf = (game: AnyGame, v: Vector): WithRng => {
  const s0 = game.decodeState(v.state)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  return v.steps.reduce((s, step) => {
    const m = game.codecs.move.decode(step.move)
    if (E.isLeft(m)) throw new Error('bad move')
    const n = game.apply(s, step.actor, m.right)
    if (E.isLeft(n)) throw new Error(n.left.message)
    return n.right
  }, s0.right)
}

const areaNo = (id: string): number => borderComponents.areas.findIndex((a) => a.id === id)
const cardNo = (id: string): number => nagaComponents.cards.findIndex((c) => c.id === id)
const PURPLE = 3
const BLUE = 0
const GREEN = 1
const ORANGE = 2

/** What each example says about where it ends, by game and scenario name. */
const facts: Record<string, Record<string, (s: WithRng, v: Vector) => void>> = {
  'the-border': {
    'dx1-villa-position': (s) => {
      expect(theBorder.scoreBreakdown(s as BorderState)[0]?.villa).toBe(9) // DX1: Tim, first: 9
      expect(theBorder.scores(s as BorderState)[0]).toBe(9)
    },
    'dx4-five-dice-position': (s) => {
      const st = s as BorderState
      // DX4: Marios's three segments are complete (all five dice used in Action 1) …
      for (const [colour, length] of [['yellow', 5], ['yellow', 4], ['red', 3]] as const) {
        const boxes = borderComponents.sheets[3]?.segments.find((g) => g.colour === colour && g.boxes.length === length)?.boxes ?? []
        for (const b of boxes) expect(st.boards[3]?.crossed[b]).toBe('1')
      }
      // … and each passive player took one of the five dice: the round is over, Tim is active
      expect(st.round).toBe(1)
      expect(st.active).toBe(0)
    },
    'dx5-well-position': (s) => {
      const b = theBorder.scoreBreakdown(s as BorderState)
      expect(b[2]?.well).toBe(4) // DX5: Emma first: 4
      expect(b[1]?.well).toBe(2) // Sara later: 2
    },
    'dx6-same-action': (s) => {
      const st = s as BorderState
      const house = areaNo('house')
      const scorers = [1, 2, 3].filter((seat) => (st.boards[seat]?.completed[house] ?? -1) >= 0)
      expect(scorers.length).toBeGreaterThanOrEqual(2) // DX6: several complete it in one Action 2
      for (const seat of scorers) expect(theBorder.scoreBreakdown(st)[seat]?.house).toBe(7)
    },
    'dx7-game-end': (s) => {
      const st = s as BorderState
      expect(st.boards[3]?.completed.filter((x) => x >= 0)).toHaveLength(6) // DX7: the sixth area
      expect(st.phase).toBe('over') // after Action 2
      expect(theBorder.scores(st)[3]).toBe(33)
    }
  },
  nagaraja: {
    'nx1-activate-position': (s) => expect((s as NagarajaState).discard).toContain(cardNo('RE10')), // NX1: discarded once used
    'nx2-nx3-position': (s) => {
      const st = s as NagarajaState
      expect(st.winner).toBe(0) // NX3: Claire wins the room
      expect(st.phase).toEqual({ p: 'place', seat: 0 })
      expect([...st.discard].sort((a, b) => a - b)).toEqual(['RE01', 'ST11', 'ST04', 'ST06'].map(cardNo).sort((a, b) => a - b))
    },
    'nx4-relic-position': (s) => {
      const st = s as NagarajaState
      expect(score(st, 0)).toBe(4) // NX4 option 1: the relic revealed is a 4
      expect(st.players[0]?.amulets).toEqual([])
    },
    'nx4-nx5-amulet-position': (s, v) => {
      const st = s as NagarajaState
      expect(score(st, 0)).toBe(2) // NX4 option 2: the amulet, 2 VP
      expect(st.guide).toBe(1) // NX5: Marianne is the guide
      expect(st.phase).toEqual({ p: 'call', seat: 1, picks: [] })
      expect(v.final?.scores[0]).toBe(2)
    }
  },
  rajas: {
    'ex1-karma-flip': (s) => {
      const p = (s as RajasState).p[0]
      expect(p?.karma).toBe(0) // EX1: the 1 was turned into a 6 for 1 karma
      expect(p?.dice).toEqual([])
    },
    'ex2-overpay': (s) => {
      const st = s as RajasState
      expect(st.p[0]?.dice).toEqual([]) // EX2: blue 3 + blue 5 paid the blue 7
      expect(st.tasks[0]?.k).toBe('put')
    },
    'ex5-fame-and-income': (s) => {
      const p = (s as RajasState).p[0]
      expect(p?.fame).toBe(15) // EX5: 10 + temple 2 + mill 3
      expect(p?.levels).toEqual([3, 2, 2, 3])
      expect(p?.dice).toEqual([PURPLE * 10 + 4])
    },
    'ex6-upgrade': (s) => expect((s as RajasState).p[0]?.levels).toEqual([3, 2, 2, 2]), // EX6: temple 2 → 3
    'ex7-different-goods': (s) => expect((s as RajasState).p[0]?.money).toBe(15), // EX7: 10 + silk 2 + tea 3
    'ex8-same-goods': (s) => {
      expect((s as RajasState).p[0]?.money).toBe(17) // EX8: 10 + 3 + 2 + 2
      expect((s as RajasState).p[0]?.dice).toEqual([])
    },
    'ex9-gardens': (s) => expect((s as RajasState).p[0]?.dice).toEqual([ORANGE * 10 + 5]), // EX9: an orange die rolled 5
    'ex3-quarry': (s) => {
      const p = (s as RajasState).p[0]
      expect(p?.money).toBe(4) // EX3: 1 coin for the quarry space
      expect(p?.dice).toEqual([]) // the orange 4 + 5 paid the orange 9
      expect(p?.grid[4]).toBe(38 * 4) // the orange 9 below the residence
      expect(p?.fame).toBe(4) // temple 2 + mill 2 (R60)
    },
    'ex4-two-incomes': (s) => {
      const p = (s as RajasState).p[0]
      expect(p?.money).toBe(4 + 5) // EX4: 5 money …
      expect(p?.dice).toEqual([BLUE * 10 + 2]) // … and 1 die (blue, rolled 2)
      expect(p?.incomes.slice(0, 2)).toEqual([true, true])
    },
    'ex10-balcony': (s) => expect((s as RajasState).p[0]?.dice).toEqual([GREEN * 10 + 3, ORANGE * 10 + 2, ORANGE * 10 + 4]), // EX10: blue returned, 2 orange taken
    'ex11-architect-position': (s, v) => {
      const p = (s as RajasState).p[0]
      expect(p?.grid[4]).toBe(48 * 4) // EX11: the purple 6 tile covers …
      expect(p?.under[4]).toBe(35) // … the orange 4
      expect(p?.money).toBe(((v.state as RajasState).p[0]?.money ?? 0) + 5) // A9: silk 3 + silk 2
    },
    'ex12-river-position': (s) => {
      const p = (s as RajasState).p[0]
      expect(p?.money).toBe(4) // EX12: the port space cost 1
      expect(p?.boat).toBe(4) // 1 + 2 spaces, skipping the yellow boat on 2
      expect(p?.levels).toEqual([2, 2, 2, 4]) // the upgrade reward: mill 3 → 4
    },
    'ex13-game-end': (s) => {
      const st = s as RajasState
      expect([st.p[0]?.money, st.p[0]?.fame]).toEqual([65, 30]) // EX13: Rena
      expect([st.p[1]?.money, st.p[1]?.fame]).toEqual([52, 37]) // Lena, in her last turn
      expect(st.phase).toBe('over')
      expect(rajas.outcome(st)?.scores).toEqual([2, 2]) // both margin +2
      expect(rajas.outcome(st)?.ranking).toEqual([[0], [1]]) // Rena crossed first and wins
    }
  }
}

/** The position and setup scenarios of every game of the manifest (scripts/scenarios/). */
const modules: Record<string, readonly { name: string }[]> = Object.fromEntries(await Promise.all(gameIds.map(async (id) => [id, await positionsOf(id)] as const)))
const fromSetup: Record<string, readonly { name: string }[]> = Object.fromEntries(await Promise.all(gameIds.map(async (id) => [id, await scenariosOf(id)] as const)))

describe('mid-game rulebook examples as vectors from a position', () => {
  it('the facts are of games of the manifest (a game renamed or removed leaves none behind)', () => {
    expect(Object.keys(facts).filter((id) => !(gameIds as readonly string[]).includes(id))).toEqual([])
  })

  it('position examples and examples from setup have distinct file names (neither overwrites the other)', () => {
    for (const id of gameIds) {
      const setupNames = new Set((fromSetup[id] ?? []).map((s) => s.name))
      for (const p of modules[id] ?? []) expect(setupNames.has(p.name), `${id} ${p.name}`).toBe(false)
    }
  })

  it('every game has position examples, every one ships as a vector and has its facts checked here', () => {
    for (const id of gameIds) {
      const names = (modules[id] ?? []).map((p) => p.name)
      expect(names.length, id).toBeGreaterThan(0)
      const files = readdirSync(join(root, id)).filter((f) => f.startsWith('example-'))
      for (const n of names) {
        expect(files, `${id}: example-${n}.json`).toContain(`example-${n}.json`)
        expect(facts[id]?.[n], `${id} ${n} has no facts`).toBeDefined()
      }
      // and every shipped vector from a state comes from a position scenario
      for (const f of files) {
        const v = JSON.parse(readFileSync(join(root, id, f), 'utf8')) as Vector
        if (v.state !== undefined) expect(names).toContain(f.replace(/^example-|\.json$/g, ''))
      }
    }
  })

  for (const [id, byName] of Object.entries(facts)) {
    for (const [name, check] of Object.entries(byName)) {
      it(`${id} example-${name}: starts from a state, verifies, and ends where the example says`, () => {
        const game = games[id] as AnyGame
        const v = load(id, name)
        expect(v.state).toBeDefined()
        expect(v.seed).toBeUndefined()
        const r = verifyVector(game, v)
        expect(E.isRight(r) ? 'ok' : r.left.message).toBe('ok')
        check(endOf(game, v), v)
      })
    }
  }
})
