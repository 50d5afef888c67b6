/**
 * The worker thread of a parallel study (Node only; started by `parallel.ts`, built as
 * `dist/sim-worker.js`): plays the games it is sent, one record per game back to the main thread.
 * @module
 */
import { parentPort } from 'node:worker_threads'
import * as E from 'fp-ts/Either'
import { games } from '../registry.js'
import { playStudyGame, type StudyPlan } from './simulate.js'

/** A batch of games of one study. */
export interface WorkerTask {
  readonly plan: StudyPlan
  readonly indices: readonly number[]
}

parentPort?.on('message', (task: WorkerTask) => {
  const game = games[task.plan.game]
  for (const i of task.indices) {
    if (game === undefined) {
      parentPort?.postMessage({ error: `unknown game '${task.plan.game}'` })
      return
    }
    const r = playStudyGame(game, task.plan, i)
    parentPort?.postMessage(E.isLeft(r) ? { error: r.left.message } : { record: r.right })
  }
  parentPort?.postMessage({ done: true })
})
