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
 * flat files, and stops. It prints one line; boardgame.io logs nothing (no client sends anything
 * it refuses).
 */
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { Client, LobbyClient } from 'boardgame.io/client'
import { SocketIO } from 'boardgame.io/multiplayer'
import { Server, Origins, FlatFile } from 'tabletop-rules/boardgame.io/server'
import { toBoardgameIO, asClientG, type Refusal } from 'tabletop-rules/boardgame.io'
import { theBorder } from 'tabletop-rules/the-border'
import { nagaraja } from 'tabletop-rules/nagaraja'
import { rajas } from 'tabletop-rules/rajas'

// --- the whole adoption: one line per game ---------------------------------------------------
// `seed` draws each match's secret seed on the server (the default, crypto.getRandomValues, is
// fine too); `onInvalidMove` logs why a move was refused (boardgame.io only says "invalid move").
const options = {
  seed: () => randomUUID(),
  onInvalidMove: (r: Refusal) => console.warn(`refused player ${r.playerID}: ${r.violation.code}: ${r.violation.message}`)
}
export const TheBorder = toBoardgameIO(theBorder, options)
export const Nagaraja = toBoardgameIO(nagaraja, options)
export const Rajas = toBoardgameIO(rajas, options)

/**
 * Starts the server — boardgame.io's, from `tabletop-rules/boardgame.io/server`: seat authority,
 * the lobby fix, and a `FlatFile` that writes at once — on `host`; resolves with its URL, its
 * storage and a stop function.
 */
export const serve = async (port: number, dir: string, host?: string): Promise<{ url: string; stop: () => void; db: FlatFile }> => {
  const db = new FlatFile({ dir, logging: false })
  const server = Server({
    games: [TheBorder, Nagaraja, Rajas],
    db,
    origins: [Origins.LOCALHOST],
    onRefused: (r) => console.warn(`dropped a ${r.event} message for ${r.game}: ${r.reason}`)
  })
  const running = await server.run(host === undefined ? { port } : { port, host })
  const url = `http://127.0.0.1:${(running.appServer.address() as AddressInfo).port}`
  return { url, db, stop: () => server.kill(running) }
}

/** Plays one Nagaraja match through the lobby and two socket clients, then checks the stored match. */
const check = async (): Promise<void> => {
  // boardgame.io logs every action it refuses ("ERROR: player not active", "invalid stateID", …):
  // an honest client sends none, so any such line fails the check.
  const logged: string[] = []
  const error = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
    error(...args)
  }
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
          // Seat 0 starts the match (once: a second start would be refused); then each acting
          // seat picks from its own legal moves.
          if (!G.started && client.playerID !== '0') return
          setImmediate(() => (G.started ? client.moves.play?.(G.legalMoves[0]) : client.moves.start?.()))
        })
        client.start()
      }
    })
    const gameover = clients[0]?.getState()?.ctx.gameover as { winners: number[]; reason: string }
    clients.forEach((c) => c.stop())
    const stored = await db.fetch(matchID, { metadata: true, log: true })
    if (stored.metadata?.gameover === undefined) throw new Error('the flat-file storage holds no finished match')
    if (logged.length > 0) throw new Error(`boardgame.io logged ${logged.length} error(s), first: ${logged[0] ?? ''}`)
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
  const { url } = await serve(port, process.env.MATCHES_DIR ?? './matches', process.env.HOST)
  console.log(`serving the-border, nagaraja, rajas at ${url} (lobby API: ${url}/games)`)
}
