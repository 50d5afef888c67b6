/**
 * Waiting on a boardgame.io client by its subscription, not by the clock: resolves with the first
 * state that satisfies a predicate. The limit only turns a broken master into a failed test
 * instead of a hung one.
 * @module
 */
import type { Client } from 'boardgame.io/client'
import type { State } from 'boardgame.io'

/** A boardgame.io client of any game. */
export type AnyClient = ReturnType<typeof Client>

/** How long a test waits for something that should happen at once, before it fails. */
const LIMIT_MS = 30_000

/** Waits (by subscription) until `client`'s state satisfies `pred`. */
export const until = (client: AnyClient, pred: (s: State) => boolean, what: string): Promise<State> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), LIMIT_MS)
    const subscription: { stop?: () => void; done?: boolean } = {}
    const check = (): void => {
      const s = client.getState()
      if (subscription.done !== true && s !== null && pred(s)) {
        subscription.done = true
        clearTimeout(timer)
        resolve(s)
      }
      if (subscription.done === true) subscription.stop?.()
    }
    subscription.stop = client.subscribe(check)
    check()
  })
