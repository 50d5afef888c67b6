import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { mergeReports, shardRange, simulate, wilson95, type SimulationReport } from '../../src/bots/index.js'
import { simulateParallel } from '../../src/bots/parallel.js'
import { nagaraja, theBorder, eraseGame } from '../../src/index.js'

/** A report without its timings (the only part that may differ between runs). */
const untimed = (r: E.Either<unknown, SimulationReport>): Omit<SimulationReport, 'seconds' | 'gamesPerSecond'> => {
  if (E.isLeft(r)) throw new Error(JSON.stringify(r.left))
  const { seconds: _s, gamesPerSecond: _g, ...rest } = r.right
  void _s
  void _g
  return rest
}

describe('simulate', () => {
  it('gives the same results on 1 and 2 worker threads (each game seeded by its index, records by index)', async () => {
    const options = { bots: ['greedy', 'random', 'mcts:2'], players: 2, games: 4, seed: 'w' }
    const one = await simulateParallel(eraseGame(nagaraja), { ...options, workers: 1 })
    const two = await simulateParallel(eraseGame(nagaraja), { ...options, workers: 2 })
    expect(untimed(two)).toEqual(untimed(one))
    expect(untimed(one).results.map((r) => r.i)).toEqual([...Array(4).keys()])
    // The in-thread library function agrees too.
    expect(untimed(simulate(eraseGame(nagaraja), options))).toEqual(untimed(one))
  })

  it('shards k/n cover every game once, and merged they equal the whole study', () => {
    expect([1, 2, 3].map((index) => shardRange(10, { index, count: 3 }))).toEqual([{ from: 0, to: 3 }, { from: 3, to: 6 }, { from: 6, to: 10 }])
    const options = { bots: ['random', 'greedy'], players: 3, games: 5, seed: 's' }
    const whole = untimed(simulate(eraseGame(theBorder), options))
    const shards = [3, 1, 2].map((index) => simulate(eraseGame(theBorder), { ...options, shard: { index, count: 3 } }))
    const merged = mergeReports(shards.map((s) => (E.isRight(s) ? s.right : ({} as SimulationReport))))
    expect(untimed(merged)).toEqual({ ...whole, shards: [1, 2, 3].map((index) => ({ index, count: 3 })) })
    // A shard merged twice, or a shard of another study, is refused.
    const first = shards[1] as E.Right<SimulationReport>
    expect(E.isLeft(mergeReports([first.right, first.right]))).toBe(true)
    const other = simulate(eraseGame(theBorder), { ...options, seed: 'other', shard: { index: 2, count: 3 } }) as E.Right<SimulationReport>
    expect(E.isLeft(mergeReports([first.right, other.right]))).toBe(true)
  })

  it('simulateParallel refuses a bad worker count as a value, and a throwing onProgress ends the study as a value', async () => {
    const options = { bots: ['random'], games: 4, seed: 'p' }
    for (const workers of [0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 1025]) {
      const r = await simulateParallel(eraseGame(nagaraja), { ...options, workers })
      expect(E.isLeft(r) && r.left.code === 'BAD_CONFIG' && /workers must be a whole number from 1 to 1024/.test(r.left.message), String(workers)).toBe(true)
    }
    const thrown = await simulateParallel(eraseGame(nagaraja), {
      ...options,
      workers: 2,
      onProgress: () => {
        throw new Error('boom')
      }
    })
    expect(E.isLeft(thrown) && /onProgress threw: boom/.test(thrown.left.message)).toBe(true)
    const inThread = simulate(eraseGame(nagaraja), {
      ...options,
      onProgress: () => {
        throw new Error('boom')
      }
    })
    expect(E.isLeft(inThread) && /onProgress threw: boom/.test(inThread.left.message)).toBe(true)
  })

  it('refuses a bad plan as a value: unknown bot, player count, shard', () => {
    expect(E.isLeft(simulate(eraseGame(nagaraja), { bots: ['nobody'] }))).toBe(true)
    expect(E.isLeft(simulate(eraseGame(nagaraja), { players: 3 }))).toBe(true)
    expect(E.isLeft(simulate(eraseGame(nagaraja), { shard: { index: 4, count: 3 } }))).toBe(true)
  })

  it('mergeReports reads report files as untrusted input: sparse, not a list, not reports, proxies (BAD_CONFIG, no throw)', () => {
    const one = simulate(eraseGame(theBorder), { bots: ['random'], players: 2, games: 2, seed: 'm' }) as E.Right<SimulationReport>
    const hostile: readonly unknown[] = [
      new Array(2 ** 32 - 1),
      [undefined],
      [{ plan: one.right.plan }],
      [{ ...one.right, results: new Array(2 ** 32 - 1) }],
      [{ ...one.right, plan: { ...one.right.plan, bots: null } }],
      new Proxy([], { get: (t, k) => (k === 'length' ? 1e9 : Reflect.get(t, k)) }),
      'x'
    ]
    for (const reports of hostile) {
      const r = mergeReports(reports as readonly SimulationReport[])
      expect(E.isLeft(r) && r.left.code === 'BAD_CONFIG' && r.left.message.length < 200, JSON.stringify(E.isLeft(r) ? r.left.message : 'Right')).toBe(true)
    }
    expect(E.isRight(mergeReports([one.right]))).toBe(true)
  })

  it('win-rate intervals are 95% Wilson intervals', () => {
    const [lo, hi] = wilson95(0.6, 100)
    expect(lo).toBeCloseTo(0.5020, 3)
    expect(hi).toBeCloseTo(0.6906, 3)
    expect(wilson95(0, 0)).toEqual([0, 1])
  })
})
