/**
 * Serves our games with boardgame.io's own server (socket.io, lobby API) and stores every match in
 * boardgame.io's flat-file storage (`FlatFile`, needs `node-persist`).
 *
 *   node --import tsx examples/boardgame-io/server.ts            # serves on :8000, matches in ./matches
 *   node --import tsx examples/boardgame-io/server.ts --check    # CI: start, play one match, stop
 *
 * `--check` starts the server on a free port of 127.0.0.1 with a temporary folder, creates a
 * Nagaraja match through the lobby, lets two boardgame.io clients (SocketIO transport) play it to
 * the end choosing from their own views' legal moves, reads the finished match back from the
 * flat files, and stops.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { Server, Origins, FlatFile, SocketIO as ServerSocketIO } from 'boardgame.io/server'
import { Client, LobbyClient } from 'boardgame.io/client'
import { SocketIO } from 'boardgame.io/multiplayer'
import { toBoardgameIO, asClientG } from 'tabletop-rules/boardgame.io'
import { theBorder } from 'tabletop-rules/the-border'
import { nagaraja } from 'tabletop-rules/nagaraja'
import { rajas } from 'tabletop-rules/rajas'

// --- the whole adoption: one line per game ---------------------------------------------------
// `seed` draws each match's secret seed on the server (the default, crypto.getRandomValues, is
// fine too); `onInvalidMove` logs why a move was refused (boardgame.io only says "invalid move").
const options = {
  seed: () => randomUUID(),
  onInvalidMove: (r: { playerID: string; violation: { code: string; message: string } }) =>
    console.warn(`refused player ${r.playerID}: ${r.violation.code}: ${r.violation.message}`)
}
export const TheBorder = toBoardgameIO(theBorder, options)
export const Nagaraja = toBoardgameIO(nagaraja, options)
export const Rajas = toBoardgameIO(rajas, options)

type Handler = (req: IncomingMessage, res: ServerResponse) => void
interface KoaLike {
  server?: ReturnType<typeof createServer>
  listen: (...args: unknown[]) => unknown
  callback: () => Handler
}

/**
 * boardgame.io 0.50's socket.io transport, on an HTTP server whose Koa handler is built at the
 * first request. (boardgame.io builds it before `run` adds the lobby routes, and koa-compose >= 4.2
 * copies the middleware list, so the lobby would answer 404.) `host` binds the server.
 */
const transport = (host: string): ServerSocketIO => {
  const t = new ServerSocketIO()
  const raw = t as unknown as { init: (app: KoaLike, ...rest: unknown[]) => void }
  const init = raw.init.bind(t)
  raw.init = (app, ...rest) => {
    let handler: Handler | undefined
    const http = createServer((req, res) => (handler ??= app.callback())(req, res))
    app.server = http
    app.listen = (port: unknown, callback: unknown) => http.listen(port as number, host, callback as () => void)
    init(app, ...rest)
  }
  return t
}

/** Starts the server; resolves with its URL and a stop function. */
export const serve = async (port: number, dir: string, host = '0.0.0.0'): Promise<{ url: string; stop: () => void; db: FlatFile }> => {
  const db = new FlatFile({ dir, logging: false })
  // FlatFile stores with node-persist, whose write queue flushes a file at most once a second by
  // default; a move writes three files, so every move would wait. Initialise it without the queue.
  const persist = db as unknown as { games: { init: (o: object) => Promise<unknown> }; connect: () => Promise<void> }
  persist.connect = async () => {
    await persist.games.init({ dir, logging: false, ttl: false, writeQueue: false })
  }
  const server = Server({ games: [TheBorder, Nagaraja, Rajas], db, origins: [Origins.LOCALHOST], transport: transport(host) })
  const running = await server.run({ port })
  const url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`
  return {
    url,
    db,
    stop: () => {
      ;(server.app as unknown as { _io?: { close: () => void } })._io?.close()
      server.kill(running)
    }
  }
}

/** Plays one Nagaraja match through the lobby and two socket clients, then checks the stored match. */
const check = async (): Promise<void> => {
  const dir = mkdtempSync(join(tmpdir(), 'bgio-flatfile-'))
  const { url, stop, db } = await serve(0, dir, '127.0.0.1')
  try {
    const lobby = new LobbyClient({ server: url })
    const { matchID } = await lobby.createMatch('nagaraja', { numPlayers: 2 })
    // Join one seat at a time: boardgame.io's lobby reads and writes the match metadata without a
    // lock, so two joins at once on an asynchronous storage can lose one seat's credentials.
    const clients: ReturnType<typeof Client>[] = []
    for (const playerID of ['0', '1']) {
      const { playerCredentials } = await lobby.joinMatch('nagaraja', matchID, { playerID, playerName: `bot ${playerID}` })
      clients.push(Client({ game: Nagaraja, multiplayer: SocketIO({ server: url }), matchID, playerID, credentials: playerCredentials }))
    }
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the match did not end in 60 s')), 60_000)
      const sent = new Map<string, number>()
      for (const client of clients) {
        client.subscribe((s) => {
          if (s === null) return
          if (s.ctx.gameover !== undefined) {
            if (clients.every((c) => c.getState()?.ctx.gameover !== undefined)) {
              clearTimeout(timer)
              resolve()
            }
            return
          }
          if (!s.isActive || sent.get(client.playerID ?? '') === s._stateID) return
          sent.set(client.playerID ?? '', s._stateID)
          const G = asClientG(s.G)
          if (G === undefined) return
          // Any seat starts the match once; then each seat picks from its own legal moves.
          setImmediate(() => (G.started ? client.moves.play?.(G.legalMoves[0]) : client.moves.start?.()))
        })
        client.start()
      }
    })
    const gameover = clients[0]?.getState()?.ctx.gameover as { winners: number[]; reason: string }
    clients.forEach((c) => c.stop())
    const stored = await db.fetch(matchID, { metadata: true, log: true })
    if (stored.metadata?.gameover === undefined) throw new Error('the flat-file storage holds no finished match')
    console.log(`Nagaraja over boardgame.io: winners ${gameover.winners.join(', ')} (${gameover.reason}); ${stored.log?.length ?? 0} log entries stored in ${dir}`)
  } finally {
    stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

if (process.argv.includes('--check')) {
  check().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e)
      process.exit(1)
    }
  )
} else {
  const port = Number(process.env.PORT ?? 8000)
  const { url } = await serve(port, process.env.MATCHES_DIR ?? './matches')
  console.log(`serving the-border, nagaraja, rajas at ${url} (lobby API: ${url}/games)`)
}
