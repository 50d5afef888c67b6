/**
 * The lobby fix: boardgame.io 0.50's socket.io transport lets koa-socket-2 create the HTTP server
 * with Koa's request handler when the transport is set up, before `run` adds the lobby routes;
 * koa-compose 4.2 and later copy the middleware list when the handler is built, so every lobby
 * route (`GET /games`, `create`, `join`, …) answers 404. Here the transport gets an HTTP(S)
 * server whose handler is built at the first request, and which listens on the host `run` names.
 * @module
 */
import { createServer as createHttpServer, type IncomingMessage, type Server as HttpServer, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer, type ServerOptions as HttpsOptions } from 'node:https'
import { isRecord } from '../total.js'

/** A Node request handler. */
type Handler = (req: IncomingMessage, res: ServerResponse) => void

/** The part of boardgame.io's Koa app the fix touches (koa-socket-2 uses an existing `app.server`). */
export interface KoaAppLike {
  /** The HTTP server socket.io attaches to. */
  server?: unknown
  /** Starts listening (boardgame.io's `run` calls `app.listen(port, callback)`). */
  listen: (...args: never[]) => unknown
  /** Koa's request handler (built from the middleware list as it is when called). */
  callback: () => Handler
}

/**
 * Gives `app` an HTTP server (HTTPS when `https` holds certificate options) whose handler is Koa's
 * handler built at the first request, and an `app.listen` that binds the host `host()` names at
 * that time (every interface when `undefined`).
 */
export const lazyHttpServer = (app: KoaAppLike, https: unknown, host: () => string | undefined): HttpServer => {
  const built: { handler?: Handler } = {}
  const handle: Handler = (req, res) => {
    built.handler ??= app.callback()
    built.handler(req, res)
  }
  const server: HttpServer = isRecord(https) ? createHttpsServer(https as HttpsOptions, handle) : createHttpServer(handle)
  app.server = server
  app.listen = ((port: number, callback?: () => void) => {
    const at = host()
    return at === undefined ? server.listen(port, callback) : server.listen(port, at, callback)
  }) as KoaAppLike['listen']
  return server
}
