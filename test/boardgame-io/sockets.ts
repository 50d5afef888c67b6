/**
 * Raw clients of a boardgame.io server for the hostile-client tests: the server in its own
 * process (`host.ts`), its lobby over HTTP, and socket.io connections that send exactly the
 * messages a test writes (not what boardgame.io's client would send) and record what they receive.
 * Waiting is by events (a message, a line, an exit), bounded only so that a broken server fails
 * the test instead of hanging it.
 * @module
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { io, type Socket } from 'socket.io-client'

/** How long a test waits for something that should happen at once, before it fails. */
const LIMIT_MS = 30_000

/** Waits for conditions re-checked whenever something arrives. */
const waiters = (): { readonly poke: () => void; readonly wait: <T>(check: () => T | undefined, what: string) => Promise<T> } => {
  const pending = new Set<() => void>()
  return {
    poke: () => [...pending].forEach((p) => p()),
    wait: <T>(check: () => T | undefined, what: string): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          pending.delete(test)
          reject(new Error(`timed out waiting for ${what}`))
        }, LIMIT_MS)
        const test = (): void => {
          const v = check()
          if (v === undefined) return
          clearTimeout(timer)
          pending.delete(test)
          resolve(v)
        }
        pending.add(test)
        test()
      })
  }
}

/** A message the guarded server dropped (printed by `host.ts`). */
export interface Refused {
  readonly game: string
  readonly event: string
  readonly reason: string
}

/** A server process. */
export interface Host {
  readonly url: string
  /** The messages the guarded server dropped so far. */
  readonly refused: () => readonly Refused[]
  /** Waits until the server has dropped a message matching `pred`. */
  readonly waitRefused: (pred: (r: Refused) => boolean, what: string) => Promise<Refused>
  /** Whether the process has ended, and its standard error. */
  readonly exited: () => boolean
  /** Resolves when the process has ended. */
  readonly ended: () => Promise<true>
  readonly stderr: () => string
  readonly stop: () => void
}

/** Starts `host.ts` (`plain` or `guarded`, `memory` or `flatfile`, the games named) and resolves once it listens. */
export const spawnHost = (kind: 'plain' | 'guarded', db: 'memory' | 'flatfile' = 'memory', games = 'the-border,nagaraja,counter'): Promise<Host> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'host.ts'), kind, db, games], { stdio: ['ignore', 'pipe', 'pipe'] })
    const w = waiters()
    const refused: Refused[] = []
    let out = ''
    let err = ''
    let ended = false
    let url: string | undefined
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString()
    })
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString()
      const lines = out.split('\n')
      out = lines.pop() ?? ''
      // boardgame.io's own log lines (INFO: …) are not ours.
      for (const line of lines.filter((l) => l.startsWith('{'))) {
        const msg = JSON.parse(line) as { url?: string; refused?: Refused }
        if (msg.refused !== undefined) refused.push(msg.refused)
        if (msg.url !== undefined && url === undefined) {
          url = msg.url
          resolve(host)
        }
      }
      w.poke()
    })
    child.on('exit', () => {
      ended = true
      w.poke()
      if (url === undefined) reject(new Error(`the ${kind} server did not start:\n${err}`))
    })
    const host: Host = {
      get url() {
        return url ?? ''
      },
      refused: () => refused,
      waitRefused: (pred, what) => w.wait(() => refused.find(pred), `the server to drop ${what}`),
      exited: () => ended,
      ended: () => w.wait(() => (ended ? true : undefined), `the ${kind} server process to end`),
      stderr: () => err,
      stop: () => {
        if (!ended) child.kill()
      }
    }
  })

/** POSTs or GETs the lobby API; resolves with the status and the JSON (or text) body. */
export const lobby = async (url: string, path: string, body?: unknown): Promise<{ status: number; body: unknown }> => {
  const res = await fetch(`${url}${path}`, body === undefined ? {} : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: /^[[{]/.test(text) ? (JSON.parse(text) as unknown) : text }
}

/** A match made through the lobby, with the seats joined in order (one at a time). */
export interface Match {
  readonly game: string
  readonly matchID: string
  readonly credentials: readonly string[]
}

/** Creates a match and joins `joined` seats (all by default). */
export const createMatch = async (url: string, game: string, numPlayers: number, joined = numPlayers, setupData?: unknown): Promise<Match> => {
  const created = await lobby(url, `/games/${game}/create`, setupData === undefined ? { numPlayers } : { numPlayers, setupData })
  if (created.status !== 200) throw new Error(`create ${game}: ${created.status} ${JSON.stringify(created.body)}`)
  const matchID = (created.body as { matchID: string }).matchID
  const credentials: string[] = []
  for (let seat = 0; seat < joined; seat++) {
    const res = await lobby(url, `/games/${game}/${matchID}/join`, { playerID: String(seat), playerName: `seat ${seat}` })
    credentials.push((res.body as { playerCredentials: string }).playerCredentials)
  }
  return { game, matchID, credentials }
}

/** What a client's state looks like on the wire (the parts the tests read). */
export interface WireState {
  readonly G: unknown
  readonly ctx: {
    readonly turn: number
    readonly currentPlayer: string
    readonly playOrderPos: number
    readonly activePlayers: Readonly<Record<string, unknown>> | null
    readonly gameover?: unknown
    readonly numMoves?: number
  }
  readonly _stateID: number
}

/** A message a connection received: `sync`, `update`, `patch`, `matchData`, `chat`. */
export interface Received {
  readonly type: string
  readonly args: readonly unknown[]
}

/** A socket.io connection to one game's namespace. */
export interface Conn {
  readonly socket: Socket
  readonly received: Received[]
  /** Sends `sync` and resolves with the state of the answer. */
  readonly sync: (matchID: string, playerID: string | null, credentials?: string) => Promise<WireState>
  /** The state of the last `sync` or `update` received. */
  readonly latest: () => WireState | undefined
  /** Waits for a `sync` or `update` whose state satisfies `pred`. */
  readonly waitState: (pred: (s: WireState) => boolean, what: string) => Promise<WireState>
  /** Waits for a message satisfying `pred`. */
  readonly waitReceived: (pred: (m: Received) => boolean, what: string) => Promise<Received>
  /** Sends a raw socket.io packet text (for messages socket.io-client cannot encode, e.g. deep nesting). */
  readonly sendRaw: (json: string) => void
  readonly close: () => void
}

/** Connects to `game`'s namespace. */
export const connect = (url: string, game: string): Promise<Conn> =>
  new Promise((resolve, reject) => {
    const socket = io(`${url}/${game}`, { transports: ['websocket'], reconnection: false })
    const w = waiters()
    const received: Received[] = []
    const stateOf = (m: Received): WireState | undefined =>
      m.type === 'update' ? (m.args[1] as WireState) : m.type === 'sync' ? (m.args[1] as { state: WireState }).state : undefined
    socket.onAny((type: string, ...args: unknown[]) => {
      received.push({ type, args })
      w.poke()
    })
    const latest = (): WireState | undefined => {
      for (let i = received.length - 1; i >= 0; i--) {
        const s = stateOf(received[i] as Received)
        if (s !== undefined) return s
      }
      return undefined
    }
    const conn: Conn = {
      socket,
      received,
      sync: (matchID, playerID, credentials) => {
        const before = received.length
        socket.emit('sync', matchID, playerID, credentials ?? null, 2)
        return w.wait(() => received.slice(before).map((m) => (m.type === 'sync' ? stateOf(m) : undefined)).find((s) => s !== undefined), `a sync answer for ${matchID}`)
      },
      latest,
      waitState: (pred, what) => w.wait(() => received.map(stateOf).find((s) => s !== undefined && pred(s)), what),
      waitReceived: (pred, what) => w.wait(() => received.find(pred), what),
      sendRaw: (json) => (socket.io.engine as unknown as { write: (s: string) => void }).write(`2/${game},${json}`),
      close: () => socket.close()
    }
    socket.on('connect', () => resolve(conn))
    socket.on('connect_error', reject)
  })

/** The `update` message a seat's client sends for `action`. */
export const update = (conn: Conn, action: unknown, stateID: number, matchID: string, playerID: string): void => {
  conn.socket.emit('update', action, stateID, matchID, playerID)
}

/** A move action as boardgame.io's client makes it. */
export const makeMove = (type: string, args: unknown[], playerID: string, credentials?: string): unknown => ({
  type: 'MAKE_MOVE',
  payload: { type, args, playerID, credentials }
})

/** An event action as boardgame.io's client makes it. */
export const gameEvent = (type: string, args: unknown[], playerID: string, credentials: string): unknown => ({
  type: 'GAME_EVENT',
  payload: { type, args, playerID, credentials }
})

/**
 * The server still answers: its process runs, the lobby lists matches, and a new spectator
 * connection gets the match's state.
 */
export const stillAnswers = async (host: Host, game: string, matchID: string): Promise<WireState> => {
  if (host.exited()) throw new Error(`the server process ended:\n${host.stderr().slice(-2000)}`)
  const listed = await lobby(host.url, `/games/${game}`)
  if (listed.status !== 200) throw new Error(`the lobby answered ${listed.status}`)
  const spectator = await connect(host.url, game)
  try {
    return await spectator.sync(matchID, null)
  } finally {
    spectator.close()
  }
}
