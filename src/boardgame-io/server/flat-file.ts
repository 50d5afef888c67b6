/**
 * boardgame.io's flat-file storage, without node-persist's write queue. boardgame.io 0.50's
 * `FlatFile` stores with node-persist 3, whose write queue (on by default) flushes a file at most
 * once a second: each write then waits up to a second, a lobby `create` three of them in a row and
 * a move two. Initialised without the queue, each write goes to disk at once (boardgame.io's
 * `FlatFile` already orders the writes of one file).
 * @module
 */
import type * as Bgio from 'boardgame.io/server'
import { bgio } from './load.js'

/** The fields of boardgame.io's `FlatFile` its `connect` reads (private in its declarations). */
interface FlatFileFields {
  readonly games: { init(options: object): Promise<unknown> }
  readonly dir: string
  readonly logging?: boolean
  readonly ttl?: unknown
}

/** boardgame.io's `FlatFile` (same constructor options: `dir`, `logging`, `ttl`), writing without node-persist's one-second queue. */
export const FlatFile: typeof Bgio.FlatFile = class FlatFile extends bgio.FlatFile {
  override async connect(): Promise<void> {
    const self = this as unknown as FlatFileFields
    await self.games.init({ dir: self.dir, logging: self.logging ?? false, ttl: self.ttl ?? false, writeQueue: false })
  }
}

/** A {@link FlatFile} storage. */
export type FlatFile = InstanceType<typeof FlatFile>
