/**
 * boardgame.io's real server for tests, on a free port of 127.0.0.1.
 * @module
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Server, SocketIO, Origins } from 'boardgame.io/server'
import type { Game as BgioGame } from 'boardgame.io'

/** A running server: its URL, boardgame.io's server object, and how to stop it. */
export interface Running {
  readonly url: string
  readonly server: ReturnType<typeof Server>
  readonly stop: () => void
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void
interface KoaLike {
  server?: ReturnType<typeof createServer>
  listen: (...args: unknown[]) => unknown
  callback: () => Handler
}

/**
 * boardgame.io's socket.io transport, on an HTTP server whose handler is built at the first request.
 * boardgame.io 0.50 lets socket.io create the HTTP server (with Koa's handler) before `run` adds
 * the lobby routes, and koa-compose >= 4.2 copies the middleware list when the handler is built,
 * so every lobby route would answer 404. Bound to 127.0.0.1.
 */
const transportOn127 = (): SocketIO => {
  const transport = new SocketIO()
  const t = transport as unknown as { init: (app: KoaLike, ...rest: unknown[]) => void }
  const init = t.init.bind(transport)
  t.init = (app, ...rest) => {
    let handler: Handler | undefined
    const http = createServer((req, res) => (handler ??= app.callback())(req, res))
    app.server = http
    app.listen = (port: unknown, callback: unknown) => http.listen(port as number, '127.0.0.1', callback as () => void)
    init(app, ...rest)
  }
  return transport
}

/** Starts boardgame.io's server (socket.io transport, lobby API, in-memory storage) for `games`. */
export const startServer = async (games: readonly unknown[]): Promise<Running> => {
  const server = Server({ games: games as BgioGame[], origins: [Origins.LOCALHOST], transport: transportOn127() })
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
