/**
 * Fuzz (issue 15): every public entry point of every game and of the core, fed any value (JSON of
 * any shape, deep, cyclic, non-JSON, hostile), returns a value — never throws —, never mutates its
 * inputs (they are deep-frozen), and a Left's message is bounded.
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  canonicalJson,
  decodeTranscript,
  describeValue,
  hashValue,
  logFor,
  play,
  randomPlayout,
  recordVector,
  replay,
  resolveChance,
  settle,
  undo,
  undoPoint,
  verifyVector,
  type Actor,
  type AnyGame,
  type WithRng
} from '../../src/core/index.js'
import { fuzzGames } from './games.js'
import { anyInput, deepFreezeAll } from './values.js'
import { either, fingerprint, reachableStates, total } from './support.js'

const RUNS = 25

/** A short transcript and its vector, as JSON, for mutation. */
const recorded = (game: AnyGame): { readonly transcript: Record<string, unknown>; readonly vector: Record<string, unknown> } => {
  const r = randomPlayout(game, { players: game.players.min }, 'fuzz', { maxSteps: 25 })
  if (E.isLeft(r)) throw new Error(r.left.message)
  const transcript = JSON.parse(JSON.stringify({ ...r.right.transcript, moves: r.right.transcript.moves.map((m) => ({ actor: m.actor, move: game.codecs.move.encode(m.move) })) })) as Record<string, unknown>
  const v = recordVector(game, r.right.transcript)
  if (E.isLeft(v)) throw new Error(v.left.message)
  return { transcript: deepFreezeAll(transcript), vector: deepFreezeAll(JSON.parse(JSON.stringify(v.right)) as Record<string, unknown>) }
}

/** `list` with the member at `i` (mod its length) replaced by `x`. */
const replaced = (list: readonly unknown[], i: number, x: unknown): unknown[] => list.map((m, j) => (j === i % Math.max(1, list.length) ? x : m))

describe.each(fuzzGames.map((f) => [f.game.id, f.game] as const))('%s: every entry point returns a value on any input', (_, game) => {
  const states = deepFreezeAll(reachableStates(game, ['fuzz-a'], 9, 8))
  const { transcript, vector } = recorded(game)
  const seatsOf = (s: WithRng): readonly number[] => Array.from({ length: game.scores(s).length }, (_, i) => i)

  it('game entry points: setup, parseMove, formatMove, describeMove, apply, view, legalMoves, decodeState', () => {
    fc.assert(
      fc.property(anyInput(), fc.nat(), (x0, k) => {
        const x = deepFreezeAll(x0)
        const before = fingerprint(x)
        const s = states[k % states.length] as WithRng
        const min = game.players.min
        either('setup(x)', () => game.setup(x, 'fuzz'))
        either('setup with options x', () => game.setup({ players: min, options: x }, 'fuzz'))
        either('setup with variant x', () => game.setup({ players: min, variant: x }, 'fuzz'))
        either('setup with components x', () => game.setup({ players: min, components: x }, 'fuzz'))
        either('setup with seed x', () => game.setup({ players: min }, x as string))
        either('parseMove(x)', () => game.parseMove(x as string))
        expect(typeof total('formatMove(x)', () => game.formatMove(x))).toBe('string')
        either('decodeState(x)', () => game.decodeState(x))
        const actors: readonly Actor[] = game.actors(s)
        for (const a of [...actors, x, 99, -1, CHANCE] as Actor[]) {
          expect(typeof total('describeMove(s, a, x)', () => game.describeMove(s, a, x))).toBe('string')
          const r = either('apply(s, a, x)', () => game.apply(s, a, x))
          expect(E.isLeft(r) || actors.includes(a)).toBe(true)
          total('legalMoves(s, a)', () => game.legalMoves(s, a))
        }
        total('view(s, x)', () => game.view(s, x as number))
        for (const seat of seatsOf(s)) total('view(s, seat)', () => game.view(s, seat))
        expect(fingerprint(x)).toBe(before)
      }),
      { seed: 1501, numRuns: RUNS }
    )
  })

  it('core entry points: replay, decodeTranscript, verifyVector, recordVector, logFor, undoPoint, undo, play, settle, resolveChance, randomPlayout, hashing', () => {
    const moves = transcript['moves'] as readonly unknown[]
    const steps = vector['steps'] as readonly Record<string, unknown>[]
    fc.assert(
      fc.property(anyInput(), fc.nat(), (x0, k) => {
        const x = deepFreezeAll(x0)
        const before = fingerprint(x)
        const s = states[k % states.length] as WithRng
        either('replay(x)', () => replay(game, x))
        either('replay(t, x)', () => replay(game, transcript, x as never))
        either('replay with a move x', () => replay(game, { ...transcript, moves: replaced(moves, k, { actor: 0, move: x }) }))
        either('replay with a step x', () => replay(game, { ...transcript, moves: replaced(moves, k, x) }))
        either('replay with config x', () => replay(game, { ...transcript, config: x }))
        either('decodeTranscript(x)', () => decodeTranscript(game, x))
        either('verifyVector(x)', () => verifyVector(game, x))
        either('verifyVector with a move x', () => verifyVector(game, { ...vector, steps: steps.map((st, j) => (j === k % steps.length ? { ...st, move: x } : st)) }))
        either('verifyVector with a step x', () => verifyVector(game, { ...vector, steps: replaced(steps, k, x) }))
        either('recordVector(x)', () => recordVector(game, x as never))
        either('logFor(x)', () => logFor(game, x, 0))
        either('logFor(t, viewer x)', () => logFor(game, { ...transcript, moves: moves.slice(0, 6) }, x as number))
        either('logFor with a move x', () => logFor(game, { ...transcript, moves: replaced(moves, k, { actor: 0, move: x }) }, 'spectator'))
        either('undoPoint(x)', () => undoPoint(game, x, 0))
        either('undo(x)', () => undo(game, x as never, 0))
        either('undo(t, seat x)', () => undo(game, { ...transcript, moves: moves.slice(0, 6) } as never, x as number))
        for (const a of [...game.actors(s), x] as Actor[]) either('play(s, a, x)', () => play(game, s, a, x))
        either('settle(s, x)', () => settle(game, s, x as number))
        either('resolveChance(s)', () => resolveChance(game, s))
        either('randomPlayout(x)', () => randomPlayout(game, x, 'fuzz', { maxSteps: 3 }))
        either('randomPlayout(seed x)', () => randomPlayout(game, { players: game.players.min }, x as string, { maxSteps: 3 }))
        total('canonicalJson(x)', () => canonicalJson(x))
        total('hashValue(x)', () => hashValue(x))
        expect(describeValue(x).length).toBeLessThanOrEqual(60)
        expect(fingerprint(x)).toBe(before)
      }),
      { seed: 1502, numRuns: RUNS }
    )
  })
})
