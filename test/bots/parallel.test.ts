import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { simulate, type SimulateOptions, type SimulationReport } from '../../src/bots/index.js'
import { simulateParallel, type ParallelOptions } from '../../src/bots/parallel.js'
import { eraseGame, nagaraja, type AnyGame } from '../../src/index.js'
import { games, isBundledGame } from '../../src/registry.js'

const game = eraseGame(nagaraja)
const base = { bots: ['random'], games: 4, seed: 'h', workers: 2 }

/**
 * The result, or `'threw: …'` for a throw (or rejection). A study that hangs never settles: the
 * test then fails by vitest's guard against hung tests (no deadline here: on a busy machine a
 * study of a few games can take long, and a deadline would fail a correct study).
 */
const settle = async <T>(run: () => Promise<T> | T): Promise<T | string> => {
  try {
    return await Promise.resolve().then(run)
  } catch (e) {
    return `threw: ${String(e)}`
  }
}

const codeOf = (r: unknown): string => (typeof r === 'object' && r !== null && '_tag' in r && E.isLeft(r as E.Either<{ code: string }, unknown>) ? (r as E.Left<{ code: string }>).left.code : String(r))

describe('simulateParallel and simulate on hostile options', () => {
  const hostile: Record<string, unknown> = {
    'options null': null,
    'bots as text': { ...base, bots: 'greedy' },
    'bots a number': { ...base, bots: [1] },
    'players a symbol': { ...base, players: Symbol('p') },
    'games a symbol': { ...base, games: Symbol('g') },
    'shard null': { ...base, shard: null },
    'shard parts symbols': { ...base, shard: { index: Symbol('i'), count: 2 } },
    'seed an object': { ...base, seed: { toString: () => 'q' } },
    'onProgress a number': { ...base, onProgress: 5 },
    'a throwing getter': Object.defineProperty({ ...base }, 'bots', {
      enumerable: true,
      get() {
        throw new Error('getter')
      }
    }),
    'a throwing proxy': new Proxy(base, {
      get(t, k) {
        if (k === 'games') throw new Error('trap')
        return (t as Record<string | symbol, unknown>)[k]
      }
    }),
    'workers an unprintable object': {
      ...base,
      workers: {
        toString() {
          throw new Error('x')
        }
      }
    }
  }
  for (const [name, options] of Object.entries(hostile)) {
    it(`refuses ${name} as a BAD_CONFIG value (never throws)`, async () => {
      expect(await settle(() => simulateParallel(game, options as ParallelOptions).then(codeOf))).toBe('BAD_CONFIG')
      // (simulate has no workers option.)
      if (!name.startsWith('workers')) expect(await settle(() => codeOf(simulate(game, options as SimulateOptions)))).toBe('BAD_CONFIG')
    })
  }

  it('refuses a seed too long for its games up front, in a short message (not a megabyte of seed)', async () => {
    const options = { ...base, seed: 'x'.repeat(1e6) }
    for (const r of [await simulateParallel(game, options), simulate(game, options)]) {
      expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
      expect(E.isLeft(r) && r.left.message.length).toBeLessThan(200)
    }
  })

  it('reads each option once: a shard getter that turns bad after the check does not hang the study', async () => {
    let reads = 0
    const options = Object.defineProperty({ ...base }, 'shard', {
      enumerable: true,
      get: () => (reads++ === 0 ? { index: 1, count: 1 } : { index: 0, count: 0 })
    })
    const r = await settle(() => simulateParallel(game, options))
    expect(typeof r === 'object' && E.isRight(r as E.Either<unknown, SimulationReport>) && (r as E.Right<SimulationReport>).right.games).toBe(4)
  })

  it('a value thrown by onProgress that cannot be printed still ends the study as a value', async () => {
    const unprintable = {
      toString() {
        throw new Error('x')
      }
    }
    const onProgress = (): void => {
      throw unprintable
    }
    expect(await settle(() => simulateParallel(game, { ...base, onProgress }).then(codeOf))).toBe('INTERNAL_ERROR')
    expect(await settle(() => codeOf(simulate(game, { ...base, onProgress })))).toBe('INTERNAL_ERROR')
  })
})

describe('simulateParallel plays the game it is given', () => {
  it('only the bundled game objects go to workers (they look the game up by id); copies play in this thread', () => {
    for (const g of Object.values(games)) expect(isBundledGame(g), g.id).toBe(true)
    expect(isBundledGame(game)).toBe(true)
    expect(isBundledGame({ ...game })).toBe(false)
    expect(isBundledGame({ ...game, id: 'toString' })).toBe(false)
  })

  it('a custom game with a bundled id and rules version gets the results simulate gives it, not the bundled game', async () => {
    const custom: AnyGame = {
      ...game,
      outcome: (s) => {
        const o = game.outcome(s)
        return o === undefined ? undefined : { ...o, winners: [1] }
      }
    }
    const options = { bots: ['random'], games: 4, seed: 'c' }
    const here = simulate(custom, options)
    const there = await simulateParallel(custom, { ...options, workers: 2 })
    expect(E.isRight(here) && here.right.winRateBySeat).toEqual([0, 1])
    expect(E.isRight(there) && there.right.results).toEqual(E.isRight(here) && here.right.results)
  })

  it('a game that fails in a worker keeps the violation simulate gives (code and message)', async () => {
    const options = { bots: ['random'], games: 2, seed: 'f', config: { players: 3 } }
    const here = simulate(game, options)
    const there = await simulateParallel(game, { ...options, workers: 2 })
    expect(E.isLeft(here) && here.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(there) && there.left.code).toBe(E.isLeft(here) && here.left.code)
  })
})
