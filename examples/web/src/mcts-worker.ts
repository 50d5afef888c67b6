/**
 * The Web Worker the `mcts` bot thinks in (a module worker, started by `thinker.ts`): it answers
 * each `ThinkRequest` with `decide`, so the page's main thread never blocks while the bot searches.
 */
import { decide, type ThinkAnswer, type ThinkRequest } from './think'

/** The worker's global scope, as much of it as is used (the page's lib is DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<ThinkRequest>) => void) | null
  postMessage(answer: ThinkAnswer): void
}

scope.onmessage = (e) => scope.postMessage(decide(e.data))
