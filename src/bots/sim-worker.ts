/**
 * The worker thread of a parallel study (Node only; started by `parallel.ts`, built as
 * `dist/sim-worker.js`): plays the games it is sent and answers with their records.
 * @module
 */
import { parentPort } from 'node:worker_threads'
import * as E from 'fp-ts/Either'
import { violation, ViolationCode, type RuleViolation } from '../core/index.js'
import { games } from '../registry.js'
import { playStudyGame, type GameRecord, type StudyPlan } from './simulate.js'

/** A batch of games of one study. */
export interface WorkerTask {
  readonly plan: StudyPlan
  readonly indices: readonly number[]
}

/** The answer to a task: every game's record, in the task's order, or the first error. */
export type WorkerAnswer = { readonly records: readonly GameRecord[] } | { readonly error: RuleViolation }

parentPort?.on('message', (task: WorkerTask) => {
  const game = Object.hasOwn(games, task.plan.game) ? games[task.plan.game] : undefined
  if (game === undefined) {
    parentPort?.postMessage({ error: violation(ViolationCode.BAD_CONFIG, `unknown game '${task.plan.game}'`) } satisfies WorkerAnswer)
    return
  }
  // One message per batch (not per game): studies of short games (Nagaraja: about 1 ms a game)
  // would otherwise spend their time waking the main thread.
  const records: GameRecord[] = []
  for (const i of task.indices) {
    const r = playStudyGame(game, task.plan, i)
    if (E.isLeft(r)) {
      parentPort?.postMessage({ error: r.left } satisfies WorkerAnswer)
      return
    }
    records.push(r.right)
  }
  parentPort?.postMessage({ records } satisfies WorkerAnswer)
})
