import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import {
  redactAllButOwn,
  CHANCE,
  defineGame,
  isRedacted,
  logEntry,
  logFor,
  randomPlayout,
  replay,
  stateHash,
  undo,
  undoPoint,
  type Step,
  type Transcript
} from '../../src/core/index.js'
import { pig, pigDefinition, type PigConfig, type PigMove, type PigState } from '../harness/pig.js'

const hidden: PigConfig = { players: 2, hiddenCards: true }

const game = (seed: string, config: PigConfig = hidden): Transcript<PigConfig, PigMove> => {
  const r = randomPlayout(pig, config, seed)
  if (E.isLeft(r)) throw new Error(r.left.message)
  return r.right.transcript
}

const ok = <A>(e: E.Either<{ message: string }, A>): A => {
  if (E.isLeft(e)) throw new Error(e.left.message)
  return e.right
}

describe('logFor: the log as each viewer may know it (issue 16)', () => {
  it('one entry per step; another seat\'s card is dealt face down; the viewer\'s own card and public steps are shown', () => {
    const t = game('log1')
    const log0 = ok(logFor(pig, t, 0))
    const log1 = ok(logFor(pig, t, 1))
    const spectator = ok(logFor(pig, t, 'spectator'))
    expect(log0).toHaveLength(t.moves.length)
    expect(log0.map((e) => e.index)).toEqual(t.moves.map((_, i) => i))
    // Step 0 deals seat 0's card, step 1 seat 1's.
    expect(log0[0]).toMatchObject({ actor: CHANCE, redacted: false, move: t.moves[0]?.move })
    expect(log0[1]).toEqual({ index: 1, actor: CHANCE, redacted: true, move: { redacted: true, kind: 'card', text: 'a card is dealt face down to seat 1' }, text: 'a card is dealt face down to seat 1', revealed: [] })
    expect(log1[0]?.redacted).toBe(true)
    expect(log1[1]?.redacted).toBe(false)
    expect(spectator.slice(0, 2).every((e) => e.redacted)).toBe(true)
    // After the deal every step is public: the same entry for everyone, bar the last step's reveal.
    expect(log0.slice(2, -1)).toEqual(spectator.slice(2, -1))
    expect(log0.slice(2).every((e) => !isRedacted(e.move))).toBe(true)
  })

  it('what becomes public later shows from the step where it becomes public (the cards at the end)', () => {
    const t = game('log2')
    const last = ok(logFor(pig, t, 'spectator')).at(-1)
    expect(last?.revealed[0]).toMatch(/^the cards are turned up: seat 0 \d, seat 1 \d$/)
    const mine = ok(logFor(pig, t, 0)).at(-1)
    expect(mine?.revealed[0]).toMatch(/^the cards are turned up: seat 1 \d$/)
  })

  it('the incremental form (logEntry, one step at a time) gives the same entries as logFor', () => {
    const t = game('log3')
    let s = ok(pig.setup(t.config, t.seed))
    const entries = t.moves.map((step, i) => {
      const next = ok(pig.apply(s, step.actor, step.move))
      const e = logEntry(pig, s, step.actor, step.move, next, 1, i)
      s = next
      return e
    })
    expect(entries).toEqual(ok(logFor(pig, t, 1)))
  })

  it('text names the actor: a seat\'s move described in words, a chance step as a clause', () => {
    const log = ok(logFor(pig, game('log4', { players: 2 }), 0))
    expect(log.find((e) => e.actor === 0)?.text).toMatch(/^seat 0 /)
    expect(log.find((e) => e.actor === CHANCE)?.text).toMatch(/^chance die \d$/)
  })

  it('a viewer that is not a seat reads as the spectator; a bad transcript is a Left naming the step', () => {
    const t = game('log5')
    expect(ok(logFor(pig, t, 7))).toEqual(ok(logFor(pig, t, 'spectator')))
    const bad = logFor(pig, { ...t, moves: [...t.moves.slice(0, 3), { actor: 1, move: { type: 'hold' } }] }, 0)
    expect(E.isLeft(bad) && bad.left.step).toBe(3)
  })

  it('redactAllButOwn redacts every step but the viewer\'s own (the safe redaction for untrusted games)', () => {
    const bare = defineGame({ ...pigDefinition, redactMove: (_b, actor, move, viewer) => redactAllButOwn(actor, move, viewer), revealed: () => [] })
    const t = game('log6', { players: 2 })
    const log = ok(logFor(bare, t, 0))
    for (const e of log) expect(e.redacted).toBe(e.actor !== 0)
    expect(log.find((e) => e.actor === 1)?.text).toBe('seat 1 makes a move')
    expect(log.find((e) => e.actor === CHANCE)?.text).toBe('a chance step is resolved')
  })
})

describe('undo: information-safe (issue 16)', () => {
  const transcripts = fc.tuple(fc.integer({ min: 0, max: 1e6 }), fc.integer({ min: 1, max: 60 }), fc.constantFrom<PigConfig>(hidden, { players: 3 }))
    .map(([n, cut, config]) => {
      const t = game(`u${n}`, config)
      return { ...t, moves: t.moves.slice(0, Math.min(cut, t.moves.length)) }
    })

  it('undoPoint: the steps after it are the seat\'s own decisions that revealed nothing; the step before is chance, another actor or a reveal', () => {
    fc.assert(
      fc.property(transcripts, fc.nat(2), (t, seat) => {
        const k = ok(undoPoint(pig, t, seat))
        const states = t.moves.reduce<PigState[]>((acc, m) => [...acc, ok(pig.apply(acc.at(-1) as PigState, m.actor, m.move))], [ok(pig.setup(t.config, t.seed))])
        const revealedTo = (i: number): number => pig.revealed(states[i] as PigState, t.moves[i]?.actor as number, t.moves[i]?.move as PigMove, states[i + 1] as PigState, seat).length ?? 0
        for (let i = k; i < t.moves.length; i++) {
          expect(t.moves[i]?.actor).toBe(seat)
          expect(revealedTo(i)).toBe(0)
        }
        if (k > 0 && k < t.moves.length) expect(t.moves[k - 1]?.actor !== seat || revealedTo(k - 1) > 0).toBe(true)
      }),
      { seed: 16, numRuns: 60 }
    )
  })

  it('undo never crosses a chance step or a reveal and never changes another seat\'s history: it drops only the seat\'s last step', () => {
    fc.assert(
      fc.property(transcripts, fc.nat(2), (t, seat) => {
        const r = undo(pig, t, seat)
        const k = ok(undoPoint(pig, t, seat))
        if (E.isLeft(r)) {
          expect(r.left.code).toBe('NOTHING_TO_UNDO')
          expect(k).toBe(t.moves.length)
          return
        }
        const kept = r.right.moves
        expect(kept).toEqual(t.moves.slice(0, t.moves.length - 1))
        const dropped = t.moves.at(-1) as Step<PigMove>
        expect(dropped.actor).toBe(seat)
        expect(kept.length).toBeGreaterThanOrEqual(k)
        expect(E.isRight(replay(pig, r.right))).toBe(true)
      }),
      { seed: 17, numRuns: 60 }
    )
  })

  it('a roll cannot be taken back once the die is thrown; a hold can, until the next seat moves', () => {
    const steps: Step<PigMove>[] = []
    const t = (): Transcript<PigConfig, PigMove> => ({ game: 'pig', rulesVersion: '1', config: { players: 2 }, seed: 'undo', moves: [...steps] })
    steps.push({ actor: 0, move: { type: 'roll' } })
    expect(ok(undo(pig, t(), 0)).moves).toEqual([]) // nothing thrown yet: the roll may be taken back
    steps.push({ actor: CHANCE, move: { type: 'die', value: 4 } })
    expect(E.isLeft(undo(pig, t(), 0))).toBe(true) // the die was thrown: no re-roll
    expect(ok(undoPoint(pig, t(), 0))).toBe(2)
    steps.push({ actor: 0, move: { type: 'hold' } })
    expect(ok(undoPoint(pig, t(), 0))).toBe(2)
    const back = ok(undo(pig, t(), 0))
    expect(back.moves).toEqual(steps.slice(0, 2))
    expect(stateHash(ok(replay(pig, back)))).not.toBe(stateHash(ok(replay(pig, t()))))
    const other = undo(pig, t(), 1)
    expect(E.isLeft(other) && other.left.code).toBe('NOTHING_TO_UNDO') // not seat 1's move
    steps.push({ actor: 1, move: { type: 'roll' } })
    expect(E.isLeft(undo(pig, t(), 0))).toBe(true) // seat 1 moved since
  })
})
