/**
 * Issue 25 through boardgame.io's in-process `Local` master (the same master as the server's):
 * a client that dispatches hostile actions itself (`client.store.dispatch`, what boardgame.io's
 * client sends to its transport). With `withSeatAuthority(Local())` only a move of the client's
 * own seat reaches the master; the adapter's guard alone (plain `Local()`) refuses every event.
 * After each hostile action, a legitimate move of the right seat (the control) is made by an
 * honest client of that seat: the `Local` master handles actions one at a time, so the control's
 * update comes after the hostile action was handled, and must be exactly the control.
 */
import { describe, expect, it } from 'vitest'
import { Client } from 'boardgame.io/client'
import { Local } from 'boardgame.io/multiplayer'
import type { Game as BgioGame, State } from 'boardgame.io'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { toBoardgameIO, withSeatAuthority, type ClientG } from '../../src/boardgame-io/index.js'
import { until, type AnyClient } from './until.js'

type Multiplayer = NonNullable<Parameters<typeof Client>[0]['multiplayer']>

const G_ = (c: AnyClient): ClientG<unknown, unknown> => c.getState()?.G as ClientG<unknown, unknown>

/** What the master stored for the match (through a client's transport). */
const stored = (client: AnyClient, matchID: string): { state: State; metadata: { gameover?: unknown } } =>
  (client as unknown as { transport: { master: { storageAPI: { fetch: (id: string, o: object) => { state: State; metadata: { gameover?: unknown } } } } } }).transport.master.storageAPI.fetch(matchID, {
    state: true,
    metadata: true
  })

/** Honest clients, one per seat, on `multiplayer`; started and synced. */
const table = async (game: BgioGame, players: number, multiplayer: Multiplayer, matchID: string): Promise<AnyClient[]> => {
  const clients = Array.from({ length: players }, (_, i) => Client({ game, multiplayer, matchID, playerID: String(i), numPlayers: players, debug: false }))
  clients.forEach((c) => c.start())
  await Promise.all(clients.map((c) => until(c, (s) => (s.G as { tabletopRules?: unknown }).tabletopRules === 'view', 'the first sync')))
  return clients
}

/** The control: the acting seat (or `seat`) plays its first legal move (start first); resolves with the next state. */
const control = async (clients: readonly AnyClient[], seat?: number): Promise<State> => {
  const before = clients[0]?.getState() as State
  const G = before.G as ClientG<unknown, unknown>
  const mover = clients[seat ?? (G.started ? (G.actors[0] as number) : 0)] as AnyClient
  const mine = G_(mover)
  if (mine.started) mover.moves.play?.(mine.legalMoves[0])
  else mover.moves.start?.()
  return until(clients[0] as AnyClient, (s) => s._stateID === before._stateID + 1, 'the control move')
}

/** A second client of `seat` on the same master: the one that sends the hostile actions. */
const hostileOf = (game: BgioGame, multiplayer: Multiplayer, matchID: string, seat: number, players: number): AnyClient => {
  const c = Client({ game, multiplayer, matchID, playerID: String(seat), numPlayers: players, debug: false })
  c.start()
  return c
}

describe('withSeatAuthority(Local()): a client sends only moves of its own seat (issue 25)', () => {
  it('finding 2: UPDATE and PATCH that set ctx.gameover, RESET with G null and SYNC never reach the master', async () => {
    const game = toBoardgameIO(nagaraja, { seed: () => 'local-forge' }) as unknown as BgioGame
    const multiplayer = withSeatAuthority(Local())
    const matchID = 'forge'
    const clients = await table(game, 2, multiplayer, matchID)
    await control(clients)
    const s = clients[0]?.getState() as State
    const actor = (s.G as ClientG<unknown, unknown>).actors[0] as number
    const forged = { winners: [0], forged: true }
    const attacker = hostileOf(game, multiplayer, matchID, actor, 2)
    for (const action of [
      // boardgame.io's master runs nothing without a payload (where it reads the credentials).
      { type: 'UPDATE', state: { ...s, ctx: { ...s.ctx, gameover: forged } }, deltalog: [], payload: {} },
      { type: 'PATCH', prevStateID: s._stateID, stateID: s._stateID + 1, patch: [{ op: 'add', path: '/ctx/gameover', value: forged }], deltalog: [], payload: {} },
      { type: 'RESET', state: { ...s, G: null }, payload: {} },
      { type: 'SYNC', state: { ...s, ctx: { ...s.ctx, gameover: forged } }, log: [], initialState: s, payload: {} }
    ]) {
      attacker.store.dispatch(action as never)
    }
    // Honest clients of the same seat take over the seat's updates from here.
    const honest = await table(game, 2, multiplayer, matchID)
    const after = await control(honest)
    expect(after._stateID).toBe(s._stateID + 1)
    expect(after.ctx.gameover).toBeUndefined()
    const { state, metadata } = stored(honest[0] as AnyClient, matchID)
    expect([state._stateID, state.ctx.gameover, metadata.gameover]).toEqual([s._stateID + 1, undefined, undefined])
    ;[attacker, ...clients, ...honest].forEach((c) => c.stop())
  })

  it("boardgame.io's own Local master accepts a client's forged UPDATE (why the wrapper exists)", async () => {
    const game = toBoardgameIO(nagaraja, { seed: () => 'local-forge-plain' }) as unknown as BgioGame
    const multiplayer = Local()
    const clients = await table(game, 2, multiplayer, 'forge-plain')
    await control(clients)
    const s = clients[0]?.getState() as State
    const actor = (s.G as ClientG<unknown, unknown>).actors[0] as number
    ;(clients[actor] as AnyClient).store.dispatch({ type: 'UPDATE', state: { ...s, ctx: { ...s.ctx, gameover: { winners: [actor] } } }, deltalog: [], payload: {} } as never)
    expect(stored(clients[0] as AnyClient, 'forge-plain').metadata.gameover).toEqual({ winners: [actor] })
    clients.forEach((c) => c.stop())
  })

  it('finding 3: The Border, 3 seats, Action 2: a client of one acting seat cannot move for the other', async () => {
    const game = toBoardgameIO(theBorder, { seed: () => 'local-seat' }) as unknown as BgioGame
    const multiplayer = withSeatAuthority(Local())
    const clients = await table(game, 3, multiplayer, 'seat')
    await control(clients)
    for (let i = 0; i < 400 && G_(clients[0] as AnyClient).actors.length < 2; i++) await control(clients)
    const [attacker, victim] = G_(clients[0] as AnyClient).actors as [number, number]
    expect(victim).toBeDefined()
    const s = clients[0]?.getState() as State
    const legal = G_(clients[victim] as AnyClient).legalMoves
    ;(clients[attacker] as AnyClient).store.dispatch({ type: 'MAKE_MOVE', payload: { type: 'play', args: [legal.at(-1)], playerID: String(victim) } } as never)
    const after = await control(clients, victim)
    expect(after._stateID).toBe(s._stateID + 1)
    const log = ((clients[victim] as AnyClient).log ?? []).filter((e) => e._stateID === s._stateID)
    expect(log.map((e) => [e.action.payload?.playerID, e.action.payload?.args])).toEqual([[String(victim), [legal[0]]]])
    clients.forEach((c) => c.stop())
  })
})

describe("the adapter's guard refuses client events on boardgame.io's own Local master (finding 4, issue 25)", () => {
  it('endTurn, pass, endPhase, setPhase, endGame: turn, currentPlayer, playOrderPos and state id stay, before and after start', async () => {
    const game = toBoardgameIO(nagaraja, { seed: () => 'local-events' }) as unknown as BgioGame
    const clients = await table(game, 2, Local(), 'events')
    for (const _phase of ['before start', 'after start']) {
      const s = clients[0]?.getState() as State
      const actor = (s.G as ClientG<unknown, unknown>).started ? ((s.G as ClientG<unknown, unknown>).actors[0] as number) : 0
      const c = clients[actor] as AnyClient
      for (const [type, args] of [['endTurn', []], ['pass', []], ['endPhase', []], ['setPhase', ['x']], ['endGame', [{ winners: [actor] }]]] as const) {
        c.store.dispatch({ type: 'GAME_EVENT', payload: { type, args, playerID: String(actor) } } as never)
      }
      const { state } = stored(c, 'events')
      expect([state._stateID, state.ctx.turn, state.ctx.currentPlayer, state.ctx.playOrderPos, state.ctx.gameover]).toEqual([s._stateID, s.ctx.turn, s.ctx.currentPlayer, s.ctx.playOrderPos, undefined])
      expect((await control(clients))._stateID).toBe(s._stateID + 1)
    }
    clients.forEach((c) => c.stop())
  })
})
