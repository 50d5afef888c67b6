/**
 * Conformance vectors, format 2: readable facts per step (actors, legal moves in notation, chance,
 * scores), the final position with its outcome, vectors from a position, and old vectors.
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  LEGAL_LIST_LIMIT,
  VECTOR_FORMAT,
  VECTOR_FORMAT_1,
  diffPositions,
  positionOf,
  randomPlayout,
  recordVector,
  recordVectorFrom,
  replay,
  verifyVector,
  type Vector
} from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'

const played = randomPlayout(theBorder, { players: 3 }, 'vector-test')
if (E.isLeft(played)) throw new Error(played.left.message)
const transcript = played.right.transcript
const recorded = recordVector(theBorder, transcript, 'test')
if (E.isLeft(recorded)) throw new Error(recorded.left.message)
const v = JSON.parse(JSON.stringify(recorded.right)) as Vector

describe('vector format 2', () => {
  it('records, per step, the actors, every acting actor\'s legal moves in notation, the scores and the move in notation', () => {
    expect(v.format).toBe(VECTOR_FORMAT)
    const first = v.steps[0]
    expect(first?.notation).toBe(theBorder.formatMove(transcript.moves[0]?.move as never))
    for (const s of v.steps) {
      expect(Object.keys(s.legal ?? {}).sort()).toEqual(s.actors.map(String).sort())
      expect(s.scores).toHaveLength(3)
      const mine = s.legal?.[String(s.actor)]
      if (Array.isArray(mine)) expect(mine).toContain(s.notation)
      else expect(mine).toBe(s.legalCount)
    }
  })

  it('chance steps list the outcomes in notation with their probabilities', () => {
    const c = v.steps.find((s) => s.actor === CHANCE)
    expect(c?.legal?.chance).toEqual(Object.keys(c?.chance ?? {}))
    const total = Object.values(c?.chance ?? {}).reduce((a, p) => a + p, 0)
    expect(total).toBeCloseTo(1, 9)
  })

  it('simultaneous actors (D29, Action 2) each get their legal moves', () => {
    expect(v.steps.some((s) => s.actors.length > 1 && Object.keys(s.legal ?? {}).length === s.actors.length)).toBe(true)
  })

  it('the final position has no actors and the outcome (scores and ranking)', () => {
    expect(v.final?.actors).toEqual([])
    expect(v.final?.outcome?.scores).toEqual(v.finalScores)
    expect(v.final?.outcome?.ranking.flat().sort()).toEqual([0, 1, 2])
  })

  it('a recorded vector verifies; a changed legal list is named with the moves missing and extra', () => {
    expect(verifyVector(theBorder, v)).toEqual(E.right({ steps: v.steps.length }))
    const i = v.steps.findIndex((s) => Array.isArray(s.legal?.[String(s.actor)]) && (s.legal?.[String(s.actor)] as string[]).length > 1)
    const s = v.steps[i]
    const key = String(s?.actor)
    const list = s?.legal?.[key] as string[]
    const steps = v.steps.map((x, j) => (j === i ? { ...x, legal: { ...x.legal, [key]: [...list.slice(1), 'cross 999'] } } : x))
    const r = verifyVector(theBorder, { ...v, steps })
    expect(E.isLeft(r) && r.left.step).toBe(i)
    // the vector is the expectation: this implementation lacks 'cross 999' and lists one more move
    expect(E.isLeft(r) && r.left.message).toContain("missing 'cross 999'")
    expect(E.isLeft(r) && r.left.message).toContain(`extra '${list[0]}'`)
  })

  it('changed scores before a step and a changed final outcome are caught', () => {
    const steps = v.steps.map((x, j) => (j === 3 ? { ...x, scores: (x.scores ?? []).map((n, k) => (k === 1 ? n + 1 : n)) } : x))
    const r = verifyVector(theBorder, { ...v, steps })
    expect(E.isLeft(r) && r.left.message).toMatch(/^step 3: scores are/)
    const final = { ...v.final, outcome: { scores: v.finalScores, ranking: [[2], [1], [0]] } }
    const o = verifyVector(theBorder, { ...v, final })
    if (JSON.stringify(v.final?.outcome?.ranking) !== '[[2],[1],[0]]') expect(E.isLeft(o) && o.left.message).toMatch(/after the last step: outcome/)
  })

  it('a format-1 vector (hashes only) still verifies', () => {
    const old = {
      ...v,
      format: VECTOR_FORMAT_1,
      final: undefined,
      steps: v.steps.map(({ actor, move, actors, legalCount, legalHash, stateHash }) => ({ actor, move, actors, legalCount, legalHash, stateHash }))
    }
    expect(verifyVector(theBorder, JSON.parse(JSON.stringify(old)))).toEqual(E.right({ steps: v.steps.length }))
  })

  it('an unknown format is refused with the formats this version reads', () => {
    const r = verifyVector(theBorder, { ...v, format: 'tabletop-rules/vector@9' })
    expect(E.isLeft(r) && r.left.code).toBe('BAD_TRANSCRIPT')
    expect(E.isLeft(r) && r.left.message).toMatch(/unknown vector format .*vector@1 and .*vector@2/)
  })
})

describe('vectors from a position', () => {
  const at = 20
  const mid = replay(theBorder, transcript, { to: at })
  if (E.isLeft(mid)) throw new Error(mid.left.message)
  const rest = transcript.moves.slice(at, at + 15)
  const fromState = recordVectorFrom(theBorder, mid.right, rest, 'mid-game')
  if (E.isLeft(fromState)) throw new Error(fromState.left.message)
  const pv = JSON.parse(JSON.stringify(fromState.right)) as Vector

  it('holds the starting state instead of config and seed, and verifies', () => {
    expect(pv.state).toBeDefined()
    expect(pv.config).toBeUndefined()
    expect(pv.seed).toBeUndefined()
    expect(verifyVector(theBorder, pv)).toEqual(E.right({ steps: rest.length }))
    // the steps agree with the same steps of the whole-game vector
    expect(pv.steps.map((s) => s.stateHash)).toEqual(v.steps.slice(at, at + 15).map((s) => s.stateHash))
  })

  it('a starting state that breaks the game\'s invariants is refused (decodeState)', () => {
    const r = verifyVector(theBorder, { ...pv, state: { ...(pv.state as object), round: -5 } })
    expect(E.isLeft(r) && r.left.message).toMatch(/starting state/)
  })

  it('a vector with both a state and a seed, or neither, is refused', () => {
    expect(E.isLeft(verifyVector(theBorder, { ...pv, seed: 's', config: { players: 3 } }))).toBe(true)
    const { state: _s, ...none } = pv
    expect(E.isLeft(verifyVector(theBorder, none))).toBe(true)
  })
})

describe('diffPositions', () => {
  const base = { actors: [0, 1], legal: { '0': ['a', 'b'], '1': ['c'] }, scores: [1, 2] }

  it('compares legal moves as sets (order-free) and names missing and extra moves', () => {
    expect(diffPositions(base, { ...base, legal: { '0': ['b', 'a'], '1': ['c'] } })).toEqual([])
    const d = diffPositions(base, { ...base, legal: { '0': ['a', 'z'], '1': ['c'] } })
    expect(d).toEqual([expect.objectContaining({ field: 'legal', actor: '0', missing: ['b'], extra: ['z'] })])
  })

  it('actors in order, scores, counts above the list limit, outcome', () => {
    expect(diffPositions(base, { ...base, actors: [1, 0] })[0]?.field).toBe('actors')
    expect(diffPositions(base, { ...base, scores: [1, 3] })[0]?.text).toBe('scores are [1, 3], expected [1, 2]')
    const counted = { ...base, legal: { '0': LEGAL_LIST_LIMIT + 1, '1': ['c'] } }
    expect(diffPositions(counted, { ...base, legal: { '0': Array.from({ length: LEGAL_LIST_LIMIT + 1 }, (_, i) => `m${i}`), '1': ['c'] } })).toEqual([])
    expect(diffPositions(counted, base)[0]?.text).toMatch(/seat 0 has 2 legal moves, expected 65/)
    expect(diffPositions({ ...base, outcome: { scores: [1, 2], ranking: [[1], [0]] } }, base)[0]?.field).toBe('outcome')
  })

  it('positionOf lists Nagaraja\'s chance outcomes with probabilities summing to 1', () => {
    const s = nagaraja.setup({ players: 2 }, 'p')
    if (E.isLeft(s)) throw new Error(s.left.message)
    const p = positionOf(nagaraja, s.right)
    expect(p.actors).toEqual([CHANCE])
    expect(Object.values(p.chance ?? {}).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9)
  })
})
