/**
 * Simulation on every core (Node only: `node:worker_threads`): the games of a study spread over
 * worker threads, with exactly the results of `simulate` in one thread (each game is seeded
 * by its index; records are ordered by index). Not part of the browser-safe library entries: Node
 * programs import it from `tabletop-rules/node`; the command uses it for `simulate --workers`.
 * @module
 */
import { availableParallelism } from 'node:os'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import * as E from 'fp-ts/Either'
import { describeValue, violation, ViolationCode, type AnyGame, type RuleViolation } from '../core/index.js'
import { isBundledGame } from '../registry.js'
import { progressFailed, thrownMessage } from './thrown.js'
import { runStudy, studyOf, studyReport, type GameRecord, type SimulateOptions, type SimulationReport } from './simulate.js'
import type { WorkerAnswer, WorkerTask } from './sim-worker.js'

/** Options of {@link simulateParallel}: those of `simulate`, and the number of worker threads. */
export interface ParallelOptions extends SimulateOptions {
  /**
   * Worker threads, a whole number from 1 to {@link MAX_WORKERS} (default: the machine's cores);
   * 1 runs the games in this thread, and no more threads start than there are games to play.
   */
  readonly workers?: number
}

/** A rule violation (what the study rejects with), not an exception. */
const isViolation = (e: unknown): e is RuleViolation => typeof e === 'object' && e !== null && !(e instanceof Error) && typeof (e as RuleViolation).code === 'string'

/** The most worker threads a study may ask for (as `--workers`). */
export const MAX_WORKERS = 1024

/** The machine's cores (what `--workers` defaults to). */
export const defaultWorkers = (): number => Math.max(1, availableParallelism())

/**
 * A worker thread: the built `sim-worker.js` beside this bundle, or (running from the TypeScript
 * sources, as the tests do) `sim-worker.ts` loaded through tsx's loader registered in the thread.
 */
const startWorker = (): Worker => {
  const here = import.meta.url
  if (!here.endsWith('.ts')) return new Worker(new URL('./sim-worker.js', here))
  const tsx = join(dirname(createRequire(here).resolve('tsx/package.json')), 'dist', 'esm', 'api', 'index.mjs')
  const source = new URL('./sim-worker.ts', here).href
  return new Worker(`import(${JSON.stringify(pathToFileURL(tsx).href)}).then((m) => { m.register(); return import(${JSON.stringify(source)}) })`, { eval: true })
}

/**
 * Runs a study (or its shard) on `workers` threads. Games are handed out in small batches as
 * threads free up; the report is the same as `simulate`'s for the same options (timings aside).
 */
export const simulateParallel = async (game: AnyGame, options: ParallelOptions = {}): Promise<E.Either<RuleViolation, SimulationReport>> => {
  const study = studyOf(game, options)
  if (E.isLeft(study)) return study
  const { plan, shard, from, to, onProgress } = study.right
  let asked: unknown
  try {
    asked = options.workers ?? defaultWorkers()
  } catch (e) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `the options could not be read: ${thrownMessage(e)}`))
  }
  if (typeof asked !== 'number' || !Number.isSafeInteger(asked) || asked < 1 || asked > MAX_WORKERS) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `workers must be a whole number from 1 to ${MAX_WORKERS}, got ${describeValue(asked)}`))
  }
  const total = to - from
  const workers = Math.min(asked, Math.max(1, total))
  // One thread, or a game that is not the bundled object of its id (a custom game, a spread copy
  // keeping a bundled id, the same game from a second copy of the package): play here, with the
  // options as checked.
  if (workers === 1 || !isBundledGame(game)) return runStudy(game, study.right)
  try {
    structuredClone(plan)
  } catch {
    return E.left(violation(ViolationCode.BAD_CONFIG, `the config must be plain data to reach worker threads, got ${describeValue(plan.config)}`))
  }
  const start = Date.now()
  const records: GameRecord[] = []
  let next = from
  // Guided hand-out: a batch is an eighth of each worker's share of what is left (at most 64
  // games, at least 1), so batches shrink towards the end and no thread idles long while another
  // finishes its last batch; short games travel in large batches, one message each way.
  const take = (): number[] => {
    const batch = Math.max(1, Math.min(64, Math.floor((to - next) / (workers * 8))))
    const indices: number[] = []
    while (indices.length < batch && next < to) indices.push(next++)
    return indices
  }
  const threads: Worker[] = []
  try {
    await new Promise<void>((resolve, reject) => {
      let running = workers
      const feed = (w: Worker): void => {
        const indices = take()
        if (indices.length === 0) {
          running--
          if (running === 0) resolve()
          return
        }
        const task: WorkerTask = { plan, indices }
        w.postMessage(task)
      }
      for (let k = 0; k < workers; k++) {
        const w = startWorker()
        threads.push(w)
        w.on('message', (m: WorkerAnswer) => {
          if ('error' in m) return reject(m.error)
          for (const record of m.records) {
            records.push(record)
            // The caller's callback runs in an event handler: a throw there would escape as an
            // uncaught exception, so it ends the study as a value instead.
            try {
              onProgress?.(records.length, total)
            } catch (e) {
              return reject(progressFailed(e))
            }
          }
          feed(w)
        })
        w.on('error', (e) => reject(violation(ViolationCode.INTERNAL_ERROR, `a worker thread failed: ${thrownMessage(e)}`)))
        // A thread that ends before the study does (it never should) ends the study, never hangs it.
        w.on('exit', (code) => reject(violation(ViolationCode.INTERNAL_ERROR, `a worker thread stopped (exit code ${code})`)))
        feed(w)
      }
    })
  } catch (e) {
    return E.left(isViolation(e) ? e : violation(ViolationCode.INTERNAL_ERROR, thrownMessage(e)))
  } finally {
    await Promise.all(threads.map((t) => t.terminate()))
  }
  return E.right(studyReport(plan, [shard], records, (Date.now() - start) / 1000))
}
