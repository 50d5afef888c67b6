/**
 * A boardgame.io server in a process of its own, for the hostile-client tests (a message that
 * ends a server process must not end the test runner): `node --import tsx test/boardgame-io/host.ts
 * <kind> <db>`, where `kind` is `plain` (boardgame.io's own `Server`) or `guarded` (ours, from
 * `tabletop-rules/boardgame.io/server`), `db` is `memory` or `flatfile`, and `games` a comma list
 * of `the-border`, `nagaraja` (through the adapter, with fixed server-side seeds) and `counter` (a
 * plain boardgame.io game), all three by default. It listens on a free port of 127.0.0.1 and
 * prints one JSON line `{ "url": … }`, then one line `{ "refused": … }` per message the guarded
 * server drops.
 * @module
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo } from 'node:net'
import { FlatFile as BgioFlatFile } from 'boardgame.io/server'
import { toBoardgameIO } from '../../src/boardgame-io/index.js'
import { startServer } from './server.js'

/** A plain boardgame.io game (not ours): a counter with a move, events on, undo on. */
export const counter = {
  name: 'counter',
  minPlayers: 2,
  maxPlayers: 2,
  setup: (): { n: number } => ({ n: 0 }),
  moves: { inc: ({ G }: { G: { n: number } }): { n: number } => ({ n: G.n + 1 }) }
}

const [kind = 'guarded', db = 'memory', names = 'the-border,nagaraja,counter'] = process.argv.slice(2)
// Only the games asked for are loaded (a process starts faster with fewer).
const games = await Promise.all(
  names.split(',').map(async (name) => {
    if (name === 'the-border') return toBoardgameIO((await import('../../src/games/the-border/index.js')).theBorder, { seed: () => 'hostile-border' })
    if (name === 'nagaraja') return toBoardgameIO((await import('../../src/games/nagaraja/index.js')).nagaraja, { seed: () => 'hostile-nagaraja' })
    return counter
  })
)
// The flat-file folder is removed when the process ends: stopped by the test (SIGTERM) or ended
// by a hostile message (an uncaught error still runs the exit handlers).
const folders: string[] = []
const dir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'bgio-host-'))
  folders.push(d)
  return d
}
process.on('exit', () => folders.forEach((d) => rmSync(d, { recursive: true, force: true })))
process.on('SIGTERM', () => process.exit(0))

if (kind === 'plain') {
  // boardgame.io's own flat-file storage.
  const storage = db === 'flatfile' ? new BgioFlatFile({ dir: dir(), logging: false }) : undefined
  const running = await startServer(games, storage)
  console.log(JSON.stringify({ url: running.url }))
} else {
  const { Server, Origins, FlatFile } = await import('../../src/boardgame-io/server/index.js')
  // The server entry's flat-file storage (boardgame.io's, writing at once).
  const storage = db === 'flatfile' ? new FlatFile({ dir: dir(), logging: false }) : undefined
  const server = Server({
    games: games as never[],
    origins: [Origins.LOCALHOST],
    ...(storage === undefined ? {} : { db: storage }),
    onRefused: (refused) => console.log(JSON.stringify({ refused }))
  })
  const { appServer } = await server.run({ port: 0, host: '127.0.0.1' })
  console.log(JSON.stringify({ url: `http://127.0.0.1:${(appServer.address() as AddressInfo).port}` }))
}
