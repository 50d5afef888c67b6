/**
 * boardgame.io's flat-file storage, made fit for a lobby: boardgame.io 0.50's `FlatFile` stores
 * with node-persist 3, and
 *
 * - node-persist's write queue (on by default) flushes a file at most once a second: each write
 *   waits up to a second, a lobby `create` three of them in a row, a move two;
 * - node-persist writes a file in place, and the lobby's list of matches reads every file of the
 *   folder, so a list while a move is being stored can read half a file and answer 500;
 * - every `FlatFile` initialises node-persist's one shared default storage, so two of them in one
 *   process end up in the folder of the last one connected.
 *
 * This `FlatFile` takes the same options and gives each instance a node-persist storage of its
 * own, without the write queue, that writes each file whole: to a hidden file (node-persist reads
 * no file whose name starts with a dot) that is then renamed over the old one.
 * @module
 */
import { rename, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { randomUUID } from 'node:crypto'
import type * as Bgio from 'boardgame.io/server'
import { bgio } from './load.js'

/** The parts of a node-persist storage used here. */
interface NodePersist {
  create(options?: object): NodePersist
  init(options: object): Promise<unknown>
  stringify(value: unknown): string
  writeFile(file: string, content: unknown): Promise<{ file: string; content: unknown }>
  readonly options: { readonly encoding?: BufferEncoding }
}

/** The fields of boardgame.io's `FlatFile` its `connect` uses (private in its declarations). */
interface FlatFileFields {
  games: NodePersist
  readonly dir: string
  readonly logging?: boolean
  readonly ttl?: unknown
}

/** node-persist's `writeFile`, writing the whole file under a hidden name first, then renaming it. */
const writeWhole =
  (storage: NodePersist) =>
  async (file: string, content: unknown): Promise<{ file: string; content: unknown }> => {
    const hidden = join(dirname(file), `.${basename(file)}.${randomUUID()}`)
    await writeFile(hidden, storage.stringify(content), storage.options.encoding ?? 'utf8')
    await rename(hidden, file)
    return { file, content }
  }

/**
 * boardgame.io's `FlatFile` (same constructor options: `dir`, `logging`, `ttl`) with a storage of
 * its own that writes at once and whole (see the module comment).
 */
export const FlatFile: typeof Bgio.FlatFile = class FlatFile extends bgio.FlatFile {
  override async connect(): Promise<void> {
    const self = this as unknown as FlatFileFields
    const storage = self.games.create()
    await storage.init({ dir: self.dir, logging: self.logging ?? false, ttl: self.ttl ?? false, writeQueue: false })
    storage.writeFile = writeWhole(storage)
    self.games = storage
  }
}

/** A {@link FlatFile} storage. */
export type FlatFile = InstanceType<typeof FlatFile>
