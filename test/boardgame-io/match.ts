/**
 * Drives a boardgame.io match of one of our games with one real boardgame.io client per seat, and
 * records everything each client receives from its transport (`sync`, `update`, `patch`, …).
 * Each client is a bot that chooses only from its own view's legal moves.
 * @module
 */
import { Client } from 'boardgame.io/client'
import type { Game as BgioGame } from 'boardgame.io'
import type { AnyGame, Seat } from '../../src/core/index.js'
import type { ClientG } from '../../src/boardgame-io/index.js'

/** One message a client's transport delivered to it. */
export interface Received {
  /** `'sync'`, `'update'`, `'patch'`, `'matchData'`, … */
  readonly type: string
  /** The message's arguments, as delivered. */
  readonly args: readonly unknown[]
}

/** A seat's client and what it received and sent. */
export interface SeatRecord {
  readonly seat: Seat
  readonly received: Received[]
  /** Every `play` argument the client sent. */
  readonly sent: unknown[]
  /** Moves whose view-derived list differed from the `legalMoves` the adapter sent. */
  readonly listMismatches: number
  /** The client's final `ctx.gameover`. */
  readonly gameover: unknown
  /** The client's final `G`. */
  readonly finalG: ClientG<unknown, unknown>
}

/** Options of {@link playMatch}. */
export interface MatchOptions {
  /** Our game. */
  readonly game: AnyGame
  /** The boardgame.io game the clients use (without any server option). */
  readonly clientGame: BgioGame
  /** Number of seats. */
  readonly players: number
  /** boardgame.io's multiplayer transport factory (`SocketIO({ server })` or `Local()`). */
  readonly multiplayer: NonNullable<Parameters<typeof Client>[0]['multiplayer']>
  /** The match id. */
  readonly matchID: string
  /** Credentials per seat (from the lobby), if any. */
  readonly credentials?: readonly string[]
  /** The seats played by a client here (default: every seat); others are played by boardgame.io's own bots. */
  readonly clientSeats?: readonly Seat[]
  /** Seed of the bots' choices. */
  readonly botSeed: number
}

type AnyClient = ReturnType<typeof Client>

/** A small deterministic generator for the bots' choices (mulberry32). */
const chooser = (seed: number): ((n: number) => number) => {
  let a = seed >>> 0
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n)
  }
}

/** Plays one match to the end; resolves with the record of each seat played by a client here. */
export const playMatch = async (o: MatchOptions): Promise<SeatRecord[]> => {
  const pick = chooser(o.botSeed)
  const seatsHere = o.clientSeats ?? Array.from({ length: o.players }, (_, i) => i)
  const records = seatsHere.map((seat) => ({
    seat,
    received: [] as Received[],
    sent: [] as unknown[],
    listMismatches: 0
  }))
  const clients: AnyClient[] = records.map((r) =>
    Client({
      game: o.clientGame,
      numPlayers: o.players,
      multiplayer: o.multiplayer,
      matchID: o.matchID,
      playerID: String(r.seat),
      ...(o.credentials === undefined ? {} : { credentials: o.credentials[r.seat] }),
      debug: false
    })
  )
  // Record what each client's transport delivers, exactly as delivered, before the client uses it.
  clients.forEach((c, i) => {
    const target = c as unknown as { receiveTransportData: (data: { type: string; args: unknown[] }) => void }
    const original = target.receiveTransportData.bind(c)
    target.receiveTransportData = (data) => {
      records[i]?.received.push({ type: data.type, args: structuredClone(data.args) })
      original(data)
    }
  })
  const sentAt = records.map(() => -1)
  // Bounded by work, not by time: a match that does not end within the game's declared bound of
  // steps fails (a hung one is ended by vitest's guard).
  let moves = 0
  const done = new Promise<void>((resolve, reject) => {
    const act = (i: number): void => {
      const c = clients[i] as AnyClient
      const seat = (records[i] as { seat: Seat }).seat
      const s = c.getState()
      if (s === null) return
      if (clients.every((x) => x.getState()?.ctx.gameover !== undefined)) {
        resolve()
        return
      }
      if (moves > o.game.limits.maxSteps) {
        reject(new Error(`match ${o.matchID} did not end within ${o.game.limits.maxSteps} moves (the game's limits.maxSteps)`))
        return
      }
      if (s.ctx.gameover !== undefined || !s.isActive || s._stateID === sentAt[i]) return
      const G = s.G as ClientG<unknown, unknown>
      sentAt[i] = s._stateID
      if (!G.started) {
        c.moves.start?.()
        return
      }
      // The bot chooses only from what its own view lists.
      const fromView = o.game.legalMovesFromView?.(G.view, seat) ?? G.legalMoves
      const rec = records[i] as { listMismatches: number; sent: unknown[] }
      if (JSON.stringify(fromView) !== JSON.stringify(G.legalMoves)) rec.listMismatches++
      if (fromView.length === 0) return
      const move = fromView[pick(fromView.length)]
      rec.sent.push(move)
      moves++
      c.moves.play?.(move)
    }
    clients.forEach((c, i) => c.subscribe(() => setImmediate(() => act(i))))
  })
  clients.forEach((c) => c.start())
  try {
    await done
  } finally {
    clients.forEach((c) => c.stop())
  }
  return records.map((r, i) => {
    const s = (clients[i] as AnyClient).getState()
    return { ...r, gameover: s?.ctx.gameover, finalG: s?.G as ClientG<unknown, unknown> }
  })
}
