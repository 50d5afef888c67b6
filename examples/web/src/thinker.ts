/**
 * Where the `mcts` bot thinks: in a dedicated module Web Worker (the default, so the page stays
 * responsive while it searches), or in the page itself (`?worker=0`, for comparison: the same
 * game, but the page freezes during each decision). Either way one question is pending at a time,
 * and a question can be abandoned (Undo, a new game): its answer is then never delivered.
 */
import { decide, type ThinkAnswer, type ThinkRequest } from './think'

/** A question to the bot without its id (the thinker numbers them). */
export type Question = Omit<ThinkRequest, 'id'>

/** Runs the bot's decisions somewhere. */
export interface Thinker {
  /** `'worker'` or `'page'`. */
  readonly where: 'worker' | 'page'
  /** Asks for a decision; `onAnswer` is called once, with the answer or an error, unless the question is abandoned first. */
  ask(q: Question, onAnswer: (a: ThinkAnswer) => void): void
  /** Abandons the pending question, if any (the worker is terminated: its search stops at once). */
  cancel(): void
  /** Ends the thinker (terminates the worker). */
  close(): void
}

/** A thinker over a module Web Worker (`mcts-worker.ts`), started at the first question. */
export const workerThinker = (): Thinker => {
  let worker: Worker | undefined
  let next = 0
  let pending: { readonly id: number; readonly onAnswer: (a: ThinkAnswer) => void } | undefined

  const settle = (a: ThinkAnswer): void => {
    if (pending === undefined || a.id !== pending.id) return // a stale answer: ignored
    const { onAnswer } = pending
    pending = undefined
    onAnswer(a)
  }
  const fail = (message: string): void => {
    if (pending !== undefined) settle({ id: pending.id, error: message })
    stop()
  }
  const stop = (): void => {
    worker?.terminate()
    worker = undefined
  }
  const start = (): Worker => {
    const w = new Worker(new URL('./mcts-worker.ts', import.meta.url), { type: 'module', name: 'mcts bot' })
    w.addEventListener('message', (e: MessageEvent<ThinkAnswer>) => settle(e.data))
    w.addEventListener('error', (e: Event) => {
      // An error thrown in the worker comes as an ErrorEvent; a script that fails to load, as a plain Event.
      e.preventDefault()
      const message = e instanceof ErrorEvent && e.message !== '' ? e.message : 'it could not be started'
      fail(`the bot's worker failed: ${message}`)
    })
    w.addEventListener('messageerror', () => fail("the bot's answer could not be read"))
    return w
  }
  return {
    where: 'worker',
    ask: (q, onAnswer) => {
      const id = ++next
      pending = { id, onAnswer }
      const request: ThinkRequest = { id, ...q }
      try {
        worker ??= start()
        worker.postMessage(request)
      } catch (e) {
        // No worker here (e.g. a policy forbids it), or a message that cannot be copied.
        fail(`the bot's worker failed: ${e instanceof Error ? e.message : String(e)}`)
      }
    },
    cancel: () => {
      if (pending === undefined) return
      pending = undefined
      stop()
    },
    close: () => {
      pending = undefined
      stop()
    }
  }
}

/** A thinker that runs the bot in the page (blocking it while the bot searches), after a turn of the event loop. */
export const pageThinker = (): Thinker => {
  let next = 0
  let pending: { readonly id: number; readonly timer: ReturnType<typeof setTimeout> } | undefined
  const cancel = (): void => {
    if (pending !== undefined) clearTimeout(pending.timer)
    pending = undefined
  }
  return {
    where: 'page',
    ask: (q, onAnswer) => {
      const id = ++next
      const timer = setTimeout(() => {
        if (pending?.id !== id) return
        pending = undefined
        onAnswer(decide({ id, ...q }))
      }, 0)
      pending = { id, timer }
    },
    cancel,
    close: cancel
  }
}
