/**
 * Servers for tests, on a free port of 127.0.0.1: boardgame.io's own `Server` (what a plain
 * boardgame.io app runs, so that tests can show what it accepts; with the server entry's lobby fix,
 * without which boardgame.io 0.50's lobby answers 404), and ours (`tabletop-rules/boardgame.io/server`).
 * @module
 */
import type { AddressInfo } from 'node:net'
import { Server, SocketIO, Origins } from 'boardgame.io/server'
import type { Game as BgioGame, StorageAPI } from 'boardgame.io'
import { lazyHttpServer, type KoaAppLike } from '../../src/boardgame-io/server/http.js'
import { Server as GuardedServer, type RefusedMessage } from '../../src/boardgame-io/server/index.js'

/** A running server: its URL, boardgame.io's server object, and how to stop it. */
export interface Running {
  readonly url: string
  readonly server: ReturnType<typeof Server>
  readonly stop: () => void
}

/** boardgame.io's socket.io transport, with the lobby fix, listening on 127.0.0.1. */
const transportOn127 = (): SocketIO => {
  const transport = new SocketIO()
  const t = transport as unknown as { init: (app: KoaAppLike, ...rest: unknown[]) => void }
  const init = t.init.bind(transport)
  t.init = (app, ...rest) => {
    lazyHttpServer(app, undefined, () => '127.0.0.1')
    init(app, ...rest)
  }
  return transport
}

/** Starts boardgame.io's own server (socket.io transport, lobby API; in-memory storage unless `db`) for `games`. */
export const startServer = async (games: readonly unknown[], db?: StorageAPI.Async | StorageAPI.Sync): Promise<Running> => {
  const server = Server({ games: games as BgioGame[], origins: [Origins.LOCALHOST], transport: transportOn127(), ...(db === undefined ? {} : { db }) })
  const running = await server.run({ port: 0 })
  const url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`
  return {
    url,
    server,
    stop: () => {
      ;(server.app as unknown as { _io?: { close: () => void } })._io?.close()
      server.kill(running)
    }
  }
}

/** Our server (seat authority, refusals recorded in `refused`; in-memory storage unless `db`) for `games`. */
export const startGuarded = async (games: readonly unknown[], db?: StorageAPI.Async | StorageAPI.Sync): Promise<Running & { readonly refused: RefusedMessage[] }> => {
  const refused: RefusedMessage[] = []
  const server = GuardedServer({ games: games as BgioGame[], origins: [Origins.LOCALHOST], ...(db === undefined ? {} : { db }), onRefused: (r) => refused.push(r) })
  const running = await server.run({ port: 0, host: '127.0.0.1' })
  const url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`
  return { url, server: server as unknown as ReturnType<typeof Server>, refused, stop: () => server.kill(running) }
}
