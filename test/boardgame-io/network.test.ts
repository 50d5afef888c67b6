/**
 * The adapter for real: our server (`tabletop-rules/boardgame.io/server`: boardgame.io's own server
 * with seat authority, socket.io on a free port of 127.0.0.1), its lobby API to create and join
 * matches, and one boardgame.io client per seat over the network.
 * Seeded 2-player games of each of our games are played to the end by bots choosing only from
 * their own view's legal moves; the audit then checks every message each client received.
 */
import { describe, expect, it, beforeAll, afterAll } from 'vitest'
import { LobbyClient } from 'boardgame.io/client'
import { SocketIO } from 'boardgame.io/multiplayer'
import type { Game as BgioGame } from 'boardgame.io'
import { eraseGame, type AnyGame, type WithRng } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { toBoardgameIO, type Refusal, type ServerG } from '../../src/boardgame-io/index.js'
import { playMatch } from './match.js'
import { audit } from './audit.js'
import { startGuarded } from './server.js'
import { deep } from '../support/depth.js'

const games: readonly AnyGame[] = [eraseGame(theBorder), eraseGame(nagaraja), eraseGame(rajas)]
const seedOf = (id: string): string => `bgio-network-${id}-7`
const refusals: Refusal[] = []
// The server's games: the secret seed comes from the server-side option (here fixed, so the test
// is reproducible); it never enters setupData or the initial state.
const serverGames = games.map((g) => toBoardgameIO(g, { seed: () => seedOf(g.id), onInvalidMove: (r) => refusals.push(r) }))
// The clients' games: the same adapter, with no server option.
const clientGames = new Map(games.map((g) => [g.id, toBoardgameIO(g) as unknown as BgioGame]))

let running: Awaited<ReturnType<typeof startGuarded>>
let url = ''

beforeAll(async () => {
  running = await startGuarded(serverGames)
  url = running.url
})

afterAll(() => running.stop())

describe('boardgame.io server over socket.io (issue 18)', () => {
  it('refuses a bad setupData through the lobby with the game\'s own message', async () => {
    const lobby = new LobbyClient({ server: url })
    await expect(lobby.createMatch('nagaraja', { numPlayers: 2, setupData: { config: { players: 3 } } })).rejects.toThrow()
    const res = await fetch(`${url}/games/nagaraja/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ numPlayers: 2, setupData: { config: {}, extra: 1 } })
    })
    expect(res.status).toBe(400)
    expect(await res.text()).toContain('setupData has unknown keys: extra')
  })

  // Rajas of the Ganges, the longest game, only in the deep tier (the adapter is the same for every game).
  for (const game of deep ? games : games.filter((g) => g.id !== 'rajas')) {
    it(`${game.title}: two clients play a seeded game to the end; no client receives what its view hides`, async () => {
      const lobby = new LobbyClient({ server: url })
      const { matchID } = await lobby.createMatch(game.id, { numPlayers: 2, setupData: { config: {} } })
      const credentials: string[] = []
      for (const seat of [0, 1]) {
        const joined = await lobby.joinMatch(game.id, matchID, { playerID: String(seat), playerName: `bot ${seat}` })
        credentials.push(joined.playerCredentials)
      }
      const refusedBefore = refusals.length
      const seats = await playMatch({
        game,
        clientGame: clientGames.get(game.id) as BgioGame,
        players: 2,
        multiplayer: SocketIO({ server: url }),
        matchID,
        credentials,
        botSeed: 18
      })
      const stored = running.server.db.fetch(matchID, { state: true, log: true }) as unknown as {
        state: { G: ServerG<unknown, WithRng, unknown> }
        log: Parameters<typeof audit>[1]['log']
      }
      expect(stored.state.G.started?.seed).toBe(seedOf(game.id))
      expect(seats.every((s) => s.listMismatches === 0)).toBe(true)
      expect(refusals.length - refusedBefore).toBe(0)
      // Honest clients send nothing our server drops.
      expect(running.refused).toEqual([])
      let x = 7
      const rand = (): number => ((x = (x * 16807) % 2147483647) / 2147483647)
      expect(audit(game, { G: stored.state.G, log: stored.log }, seats, rand)).toEqual([])
      expect(seats[0]?.sent.length).toBeGreaterThan(0)
    })
  }
})
