/**
 * `tabletop-rules/boardgame.io/server`: boardgame.io 0.50's `Server`, with the same options, for a
 * server that hosts strangers' matches. boardgame.io's master authenticates the player id of each
 * message but runs a move as `payload.playerID`, and it runs any `RESET`, `UPDATE`, `PATCH` or
 * event a client sends; a `Game` cannot refuse these. This `Server`:
 *
 * - checks every socket message before boardgame.io's handlers see it ({@link admitPacket}): only
 *   a move (for our games `start` and `play`; for other games also the events they enable, undo
 *   and plugin actions) whose `payload.playerID` is the authenticated sender reaches the master;
 *   malformed and deeply nested messages are dropped (several of them end a plain boardgame.io
 *   server process);
 * - authenticates strictly by default: a seat acts only with the credentials the lobby gave it
 *   (boardgame.io lets anyone act for every seat of a match nobody has joined yet);
 * - fixes the lobby's 404s with koa-compose ≥ 4.2 (see `http.ts`), and `run` takes a `host`.
 *
 * It also exports boardgame.io's `Origins` and `SocketIO`, and its `FlatFile` storage made fit
 * for a lobby (see `flat-file.ts`): boardgame.io 0.50 has no `exports` map, so
 * `import … from 'boardgame.io/server'` fails in Node's ES modules, while this entry loads in ES
 * modules and CommonJS alike. Node.js only; boardgame.io must be installed (an optional peer
 * dependency of this package).
 * @module
 */
import type * as Bgio from 'boardgame.io/server'
import { policyOf } from '../admit.js'
import { attempt, isRecord } from '../total.js'
import { admitPacket } from './packets.js'
import { lazyHttpServer, type KoaAppLike } from './http.js'
import { bgio } from './load.js'

export { admitPacket, MAX_SYNC_PLAYERS } from './packets.js'
export { FlatFile } from './flat-file.js'

/** boardgame.io's `Origins` (CORS origins such as `Origins.LOCALHOST`). */
export const Origins: typeof Bgio.Origins = bgio.Origins
/** boardgame.io's socket.io transport (pass one with your socket.io options as `transport`). */
export const SocketIO: typeof Bgio.SocketIO = bgio.SocketIO
/** A {@link SocketIO} transport. */
export type SocketIO = InstanceType<typeof Bgio.SocketIO>

/** A socket.io message the server dropped before boardgame.io saw it. */
export interface RefusedMessage {
  /** The game (socket.io namespace) it was sent to. */
  readonly game: string
  /** The message's event (`update`, `sync`, `chat`, …), or `?` when it had none. */
  readonly event: string
  /** Why it was dropped. */
  readonly reason: string
}

/** boardgame.io's `Server` options, and `onRefused`: called with each message the server drops. */
export type ServerOptions = Parameters<typeof Bgio.Server>[0] & {
  /** Called with each socket message dropped before boardgame.io saw it (default: nothing). */
  readonly onRefused?: (refused: RefusedMessage) => void
}

/** What boardgame.io's own `Server` returns (`app`, `db`, `auth`, `router`, `transport`, `run`, `kill`). */
export type BoardgameIOServer = ReturnType<typeof Bgio.Server>

/** boardgame.io's `run` options, and `host`: the interface the game server listens on (default: every interface). */
export type RunConfig = Exclude<Parameters<BoardgameIOServer['run']>[0], number> & {
  /** The host or address to listen on, e.g. `'127.0.0.1'`. */
  readonly host?: string
}

/** What {@link Server} returns: boardgame.io's server object, whose `run` also takes a `host`. */
export type TabletopServer = Omit<BoardgameIOServer, 'run'> & {
  /** Starts the storage, the lobby API and the game server (as boardgame.io's `run`). */
  readonly run: (portOrConfig: number | RunConfig, callback?: () => void) => ReturnType<BoardgameIOServer['run']>
}

/**
 * The default `authenticateCredentials`: a seat acts only with the credentials the lobby gave it
 * when it joined (boardgame.io's default lets anyone act for every seat until someone joins).
 */
export const seatCredentials = (credentials: unknown, playerMetadata: unknown): boolean =>
  attempt(() => {
    const expected = isRecord(playerMetadata) ? playerMetadata.credentials : undefined
    return typeof credentials === 'string' && credentials.length > 0 && typeof expected === 'string' && credentials === expected
  }, () => false)

/** The parts of socket.io's server the guard uses (structural: no type of socket.io leaks out). */
interface PacketSocket {
  use(fn: (packet: unknown, next: (err?: Error) => void) => void): unknown
}
interface Namespace {
  use(fn: (socket: PacketSocket, next: (err?: Error) => void) => void): unknown
}
interface IoServer {
  of(name: string): Namespace
  close(): unknown
}
const isIo = (io: unknown): io is IoServer =>
  attempt(() => isRecord(io) && typeof (io as { of?: unknown }).of === 'function' && typeof (io as { close?: unknown }).close === 'function', () => false)

/**
 * boardgame.io 0.50's `Server` (same options, same result) that enforces seat authority and
 * refuses every client message that could change a match other than a move of the sender's own
 * seat (see the module comment). `run` also takes `{ port, host }`.
 */
export const Server = (options: ServerOptions): TabletopServer => {
  const { onRefused, ...bgioOptions } = options
  const transport = bgioOptions.transport ?? new bgio.SocketIO(bgioOptions.https === undefined ? {} : { https: bgioOptions.https })
  const https = attempt(() => (transport as unknown as { https?: unknown }).https, () => undefined)
  const listen: { host?: string } = {}
  const report = (refused: RefusedMessage): void => attempt(() => onRefused?.(refused), () => undefined)
  const io: { server?: IoServer } = {}
  // The transport boardgame.io sets up: the same one, with the lobby fix before its `init` and the
  // message guard on every game's namespace after it.
  const guarded: SocketIO = Object.create(transport, {
    init: {
      value: (app: KoaAppLike & { _io?: unknown }, games: readonly unknown[], origins?: unknown): void => {
        lazyHttpServer(app, https, () => listen.host)
        transport.init(app as never, games as never, origins as never)
        const server = app._io
        if (!isIo(server)) throw new Error('tabletop-rules/boardgame.io/server: the transport did not attach socket.io (pass boardgame.io\'s SocketIO)')
        io.server = server
        for (const game of games) {
          const policy = policyOf(game)
          server.of(policy.game).use((socket, next) => {
            socket.use((packet, go) => {
              const reason = attempt(() => admitPacket(policy, packet), () => 'the message could not be read')
              if (reason === undefined) go()
              else report({ game: policy.game, event: attempt(() => (Array.isArray(packet) && typeof packet[0] === 'string' ? packet[0].slice(0, 40) : '?'), () => '?'), reason })
            })
            next()
          })
        }
      }
    }
  }) as SocketIO
  const server = bgio.Server({ ...bgioOptions, transport: guarded, authenticateCredentials: bgioOptions.authenticateCredentials ?? seatCredentials })
  return {
    ...server,
    run: (portOrConfig, callback) => {
      if (typeof portOrConfig === 'number') return server.run(portOrConfig, callback)
      const { host, ...config } = portOrConfig
      if (host !== undefined) listen.host = host
      return server.run(config, callback)
    },
    kill: (servers) => {
      attempt(() => io.server?.close(), () => undefined)
      server.kill(servers)
    }
  }
}
