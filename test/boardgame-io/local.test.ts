/**
 * The adapter through boardgame.io's in-process `Local` master (the same master class as the
 * server's, with no network): a 3-player game of The Border (simultaneous Action 2: several seats
 * in `activePlayers`), and Nagaraja against boardgame.io's own `RandomBot`, which picks from
 * `ai.enumerate` on the server's `G`.
 */
import { describe, expect, it } from 'vitest'
import { Client } from 'boardgame.io/client'
import { Local } from 'boardgame.io/multiplayer'
import { RandomBot } from 'boardgame.io/ai'
import type { Game as BgioGame } from 'boardgame.io'
import { eraseGame, type AnyGame, type WithRng } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { toBoardgameIO, type Refusal, type ServerG } from '../../src/boardgame-io/index.js'
import { playMatch } from './match.js'
import { audit, type ServerRecord } from './audit.js'

/** What the Local master stored for a match (reached through a client's transport). */
const storedIn = (bg: BgioGame, multiplayer: ReturnType<typeof Local>, matchID: string): ServerRecord => {
  const probe = Client({ game: bg, multiplayer, matchID, playerID: '0' }) as unknown as {
    transport: { master: { storageAPI: { fetch: (id: string, o: object) => { state: { G: ServerG<unknown, WithRng, unknown> }; log: ServerRecord['log'] } } } }
  }
  const { state, log } = probe.transport.master.storageAPI.fetch(matchID, { state: true, log: true })
  return { G: state.G, log }
}

const rand = (): (() => number) => {
  let x = 11
  return () => (x = (x * 16807) % 2147483647) / 2147483647
}

describe('boardgame.io Local master (issue 18)', () => {
  it('The Border, 3 players: simultaneous Action 2 seats act through activePlayers; no client receives what its view hides', async () => {
    const game: AnyGame = eraseGame(theBorder)
    const refusals: Refusal[] = []
    const bg = toBoardgameIO(game, { seed: () => 'bgio-local-border', onInvalidMove: (r) => refusals.push(r) }) as unknown as BgioGame
    const multiplayer = Local()
    const seats = await playMatch({ game, clientGame: bg, players: 3, multiplayer, matchID: 'border-3', botSeed: 3 })
    const server = storedIn(bg, multiplayer, 'border-3')
    expect(refusals).toEqual([])
    expect(audit(game, server, seats, rand())).toEqual([])
    // Some updates let two seats act at once (the passive players of Action 2, D27).
    const simultaneous = seats[0]?.received.some((m) => {
      const ctx = (m.args[1] as { ctx?: { activePlayers?: object | null } } | undefined)?.ctx
      return Object.keys(ctx?.activePlayers ?? {}).length >= 2
    })
    expect(simultaneous).toBe(true)
  })

  it("Nagaraja: boardgame.io's RandomBot plays seat 1 from ai.enumerate; the outcome equals the replay", async () => {
    const game: AnyGame = eraseGame(nagaraja)
    const refusals: Refusal[] = []
    const bg = toBoardgameIO(game, { seed: () => 'bgio-local-nagaraja', onInvalidMove: (r) => refusals.push(r) }) as unknown as BgioGame
    const multiplayer = Local({ bots: { '1': RandomBot } })
    const seats = await playMatch({ game, clientGame: bg, players: 2, multiplayer, matchID: 'naga-bot', clientSeats: [0], botSeed: 5 })
    const server = storedIn(bg, multiplayer, 'naga-bot')
    expect(refusals).toEqual([])
    expect(server.log.some((e) => e.action.payload.playerID === '1' && e.action.payload.type === 'play')).toBe(true)
    expect(audit(game, server, seats, rand())).toEqual([])
  })
})
