import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  play,
  randomPlayout,
  recordVector,
  replay,
  resolveChance,
  settle,
  stateHash,
  verifyVector,
  type Vector
} from '../../src/core/index.js'
import { pig } from '../harness/pig.js'

const setup = (config = { players: 2 }, seed = 'core') => {
  const s = pig.setup(config, seed)
  if (E.isLeft(s)) throw new Error(s.left.message)
  return s.right
}

describe('defineGame wrapper', () => {
  it('refuses a malformed config with BAD_CONFIG naming the field', () => {
    const r = pig.setup({ players: 'two' } as never, 's')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(r) && r.left.message).toMatch(/players/)
  })

  it('refuses a non-string seed', () => {
    const r = pig.setup({ players: 2 }, 7 as never)
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
  })

  it('refuses out-of-turn, malformed and illegal moves with stable codes', () => {
    const s = setup()
    const out = pig.apply(s, 1, { type: 'roll' })
    expect(E.isLeft(out) && out.left.code).toBe('NOT_YOUR_TURN')
    const bad = pig.apply(s, 0, { type: 'dance' } as never)
    expect(E.isLeft(bad) && bad.left.code).toBe('MALFORMED_MOVE')
    const illegal = pig.apply(s, 0, { type: 'hold' })
    expect(E.isLeft(illegal) && illegal.left.code).toBe('ILLEGAL_MOVE')
    const chance = pig.apply(s, CHANCE, { type: 'die', value: 3 })
    expect(E.isLeft(chance) && chance.left.code).toBe('NOT_YOUR_TURN')
  })

  it('advances the generator by one draw per accepted chance move, whatever the outcome', () => {
    const s = setup()
    const rolled = E.getOrElseW(() => s)(pig.apply(s, 0, { type: 'roll' }))
    expect(rolled.rng).toEqual(s.rng)
    const a = pig.apply(rolled, CHANCE, { type: 'die', value: 2 })
    const b = pig.apply(rolled, CHANCE, { type: 'die', value: 5 })
    expect(E.isRight(a) && E.isRight(b) && a.right.rng).toEqual(E.isRight(b) && b.right.rng)
    expect(E.isRight(a) && a.right.rng).not.toEqual(rolled.rng)
  })
})

describe('chance', () => {
  it('resolveChance samples the pending step and records it as a move', () => {
    const s = setup()
    const rolled = E.getOrElseW(() => s)(pig.apply(s, 0, { type: 'roll' }))
    const r = resolveChance(pig, rolled)
    expect(E.isRight(r)).toBe(true)
    if (E.isRight(r)) {
      expect(r.right.steps).toHaveLength(1)
      expect(r.right.steps[0]?.actor).toBe(CHANCE)
      const again = pig.apply(rolled, CHANCE, r.right.steps[0]?.move as never)
      expect(E.isRight(again) && stateHash(again.right)).toBe(stateHash(r.right.state))
    }
  })

  it('resolveChance refuses when no chance step is pending', () => {
    const r = resolveChance(pig, setup())
    expect(E.isLeft(r) && r.left.code).toBe('NO_CHANCE_PENDING')
  })

  it('play applies a move then resolves the chance steps that follow', () => {
    const r = play(pig, setup(), 0, { type: 'roll' })
    expect(E.isRight(r) && r.right.steps.map((x) => x.actor)).toEqual([0, CHANCE])
    expect(E.isRight(r) && pig.actors(r.right.state)).not.toEqual([CHANCE])
  })

  it('settle deals every hidden card at the start of the hidden variant', () => {
    const s = setup({ players: 3, hiddenCards: true } as never)
    const r = settle(pig, s)
    expect(E.isRight(r) && r.right.steps).toHaveLength(3)
  })

  it('sampled dice are roughly uniform (the seeded generator drives the choice)', () => {
    const counts = [0, 0, 0, 0, 0, 0]
    let s = E.getOrElseW(() => setup())(pig.apply(setup({ players: 2 }, 'dist'), 0, { type: 'roll' }))
    for (let i = 0; i < 3000; i++) {
      const r = resolveChance(pig, s)
      if (E.isLeft(r)) throw new Error(r.left.message)
      const m = r.right.steps[0]?.move as { value: number }
      counts[m.value - 1] = (counts[m.value - 1] ?? 0) + 1
      // keep rolling from the same decision point, generator advanced
      s = { ...s, rng: r.right.state.rng }
    }
    for (const c of counts) expect(Math.abs(c - 500)).toBeLessThan(120)
  })
})

describe('transcripts and replay', () => {
  const played = randomPlayout(pig, { players: 3 }, 'replay-seed')
  if (E.isLeft(played)) throw new Error(played.left.message)
  const { transcript, state } = played.right

  it('a random playout finishes and replays to the same state hash', () => {
    expect(played.right.finished).toBe(true)
    const r = replay(pig, JSON.parse(JSON.stringify(transcript)))
    expect(E.isRight(r) && stateHash(r.right)).toBe(stateHash(state))
  })

  it('replay stops early with { to }', () => {
    const r = replay(pig, transcript, { to: 0 })
    expect(E.isRight(r) && stateHash(r.right)).toBe(stateHash(setup({ players: 3 }, 'replay-seed')))
  })

  it('a corrupted step is reported with its index and violation', () => {
    const moves = transcript.moves.map((m, i) => (i === 3 ? { actor: m.actor === 0 ? 1 : 0, move: m.move } : m))
    const r = replay(pig, { ...transcript, moves })
    expect(E.isLeft(r) && r.left.step).toBe(3)
    expect(E.isLeft(r) && r.left.message).toMatch(/^step 3: /)
  })

  it('untrusted transcripts are decoded: wrong game, rules version, shape and move shape are refused', () => {
    const wrongGame = replay(pig, { ...transcript, game: 'chess' })
    expect(E.isLeft(wrongGame) && wrongGame.left.message).toMatch(/for game 'chess'/)
    const wrongVersion = replay(pig, { ...transcript, rulesVersion: '0' })
    expect(E.isLeft(wrongVersion) && wrongVersion.left.message).toMatch(/rules version 0/)
    const notObject = replay(pig, 'hello')
    expect(E.isLeft(notObject) && notObject.left.code).toBe('BAD_TRANSCRIPT')
    const badMove = replay(pig, { ...transcript, moves: [{ actor: 0, move: { type: 'fly' } }] })
    expect(E.isLeft(badMove) && badMove.left.code).toBe('MALFORMED_MOVE')
    expect(E.isLeft(badMove) && badMove.left.step).toBe(0)
  })

  it('random playouts are deterministic given the seeds', () => {
    const again = randomPlayout(pig, { players: 3 }, 'replay-seed')
    expect(E.isRight(again) && stateHash(again.right.state)).toBe(stateHash(state))
    const other = randomPlayout(pig, { players: 3 }, 'replay-seed', { moveSeed: 'other' })
    expect(E.isRight(other) && other.right.transcript.moves).not.toEqual(transcript.moves)
  })
})

describe('conformance vectors', () => {
  const played = randomPlayout(pig, { players: 2, hiddenCards: true }, 'vec')
  if (E.isLeft(played)) throw new Error(played.left.message)
  const vector = recordVector(pig, played.right.transcript)
  if (E.isLeft(vector)) throw new Error(vector.left.message)
  const v: Vector = JSON.parse(JSON.stringify(vector.right))

  it('a recorded vector verifies', () => {
    expect(verifyVector(pig, v)).toEqual(E.right({ steps: v.steps.length }))
    expect(v.steps.length).toBe(played.right.transcript.moves.length)
  })

  it('names the first step whose state hash differs', () => {
    const steps = v.steps.map((s, i) => (i === 5 ? { ...s, stateHash: '0'.repeat(64) } : s))
    const r = verifyVector(pig, { ...v, steps })
    expect(E.isLeft(r) && r.left.step).toBe(5)
    expect(E.isLeft(r) && r.left.code).toBe('VECTOR_MISMATCH')
  })

  it('names the first step whose legal-move count or hash differs', () => {
    const count = verifyVector(pig, { ...v, steps: v.steps.map((s, i) => (i === 2 ? { ...s, legalCount: s.legalCount + 1 } : s)) })
    expect(E.isLeft(count) && count.left.message).toMatch(/^step 2: .*legal moves/)
    const hash = verifyVector(pig, { ...v, steps: v.steps.map((s, i) => (i === 4 ? { ...s, legalHash: 'x' } : s)) })
    expect(E.isLeft(hash) && hash.left.message).toMatch(/^step 4: the legal moves/)
  })

  it('reports a changed setup, changed final scores and a malformed vector', () => {
    expect(E.isLeft(verifyVector(pig, { ...v, initialStateHash: 'x' }))).toBe(true)
    const scores = verifyVector(pig, { ...v, finalScores: v.finalScores.map((x) => x + 1) })
    expect(E.isLeft(scores) && scores.left.message).toMatch(/final scores/)
    const bad = verifyVector(pig, { ...v, format: 'other' })
    expect(E.isLeft(bad) && bad.left.code).toBe('BAD_TRANSCRIPT')
  })
})

describe('decodeState: the decoding path for states from outside (issue 15 item 6)', () => {
  it('accepts a state from setup as JSON, refuses unknown keys and broken invariants with BAD_STATE', () => {
    const s = setup()
    const json = JSON.parse(JSON.stringify(s)) as Record<string, unknown>
    expect(pig.decodeState(json)).toEqual(E.right(s))
    const extra = pig.decodeState({ ...json, hacked: true })
    expect(E.isLeft(extra) && extra.left.code).toBe('BAD_STATE')
    expect(E.isLeft(extra) && extra.left.message).toMatch(/unknown key 'hacked'/)
    const one = pig.decodeState({ ...json, scores: [0], cards: [0] })
    expect(E.isLeft(one) && one.left).toEqual({ code: 'BAD_STATE', message: 'the state of Pig is not consistent: 1 players (pig takes 2 to 4)' })
    const turn = pig.decodeState({ ...json, turn: 5 })
    expect(E.isLeft(turn) && turn.left.message).toMatch(/turn 5 is not a seat/)
  })
})
