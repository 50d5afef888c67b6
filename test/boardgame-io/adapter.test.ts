/**
 * The adapter's mapping, unit by unit: setupData validation, the moves (refusals with the game's
 * reason), who may act, the per-seat G, log redaction from `redactMove`, `ai.enumerate`, and the
 * guard that keeps boardgame.io's ctx equal to our state against a hostile client.
 */
import { describe, expect, it } from 'vitest'
import { Client } from 'boardgame.io/client'
import { Local } from 'boardgame.io/multiplayer'
import type { Game as BgioGame, State } from 'boardgame.io'
import { CHANCE, eraseGame, type AnyGame, type Seat, type WithRng } from '../../src/core/index.js'
import { nagaraja } from '../../src/games/nagaraja/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { INVALID_MOVE, toBoardgameIO, type BgioMoveContext, type ClientG, type Refusal, type ServerG } from '../../src/boardgame-io/index.js'
import { until, type AnyClient } from './until.js'

type SG = ServerG<unknown, WithRng, unknown>

// Compile-time: the adapter's game is a boardgame.io 0.50 `Game` for each of our games.
const asBgio: BgioGame[] = [toBoardgameIO(nagaraja), toBoardgameIO(theBorder), toBoardgameIO(rajas)]

const context = (G: SG, playerID: string, numPlayers = 2): BgioMoveContext<SG> & { active: string[][] } => {
  const active: string[][] = []
  return {
    G,
    ctx: { numPlayers, activePlayers: null, phase: null },
    playerID,
    events: { setActivePlayers: (ids) => void active.push(ids) },
    random: { Number: () => 0.25 },
    active
  }
}

const startedG = (game: AnyGame, seed = 'unit'): { bg: ReturnType<typeof toBoardgameIO<unknown, WithRng, unknown, unknown>>; G: SG; refusals: Refusal[] } => {
  const refusals: Refusal[] = []
  const bg = toBoardgameIO(game, { seed: () => seed, onInvalidMove: (r) => refusals.push(r) })
  const G0 = bg.setup({ ctx: { numPlayers: 2, activePlayers: null, phase: null } })
  const G = bg.moves.start.move(context(G0, '0'), undefined)
  if (G === INVALID_MOVE) throw new Error('start refused')
  return { bg, G, refusals }
}

describe('toBoardgameIO: setup (issue 18)', () => {
  it('is a boardgame.io Game named by the game id, with min/max players from ours and undo off', () => {
    expect(asBgio.map((g) => [g.name, g.minPlayers, g.maxPlayers, g.disableUndo])).toEqual([
      ['nagaraja', 2, 2, true],
      ['the-border', theBorder.players.min, theBorder.players.max, true],
      ['rajas', rajas.players.min, rajas.players.max, true]
    ])
  })

  it('validateSetupData refuses a bad config or player count with the game\'s own message', () => {
    const bg = toBoardgameIO(eraseGame(theBorder))
    expect(bg.validateSetupData(undefined, 2)).toBeUndefined()
    expect(bg.validateSetupData({ config: {}, seed: 'x' }, 3)).toBeUndefined()
    expect(bg.validateSetupData(undefined, 9)).toMatch(/The Border is for 2 to 4 players, not 9/)
    expect(bg.validateSetupData({ config: { players: 3 } }, 2)).toMatch(/config.players is 3 but the match has 2 players/)
    expect(bg.validateSetupData({ cfg: {} }, 2)).toMatch(/unknown keys: cfg/)
    expect(bg.validateSetupData({ seed: '' }, 2)).toMatch(/seed must be a string/)
    expect(bg.validateSetupData('config', 2)).toMatch(/must be an object/)
    // The game's own codec speaks for a bad field.
    const own = bg.validateSetupData({ config: { players: 2, options: 7 } }, 2)
    expect(typeof own).toBe('string')
    expect(own).not.toBe('')
  })

  it('the initial G holds only public data: no state, no generator, no secret seed', () => {
    const bg = toBoardgameIO(eraseGame(nagaraja), { seed: () => 'never-in-initial-state' })
    const G = bg.setup({ ctx: { numPlayers: 2, activePlayers: null, phase: null } }, { config: {} })
    expect(Object.keys(G).sort()).toEqual(['config', 'game', 'rulesVersion', 'tabletopRules'])
    expect(JSON.stringify(G)).not.toContain('never-in-initial-state')
    // A seed given in setupData is public anyway (boardgame.io's lobby lists setupData); it is kept for start.
    expect(bg.setup({ ctx: { numPlayers: 2, activePlayers: null, phase: null } }, { seed: 'public' }).publicSeed).toBe('public')
  })

  it('a match whose setupData was never validated ends at once with the error', async () => {
    const client = Client({ game: toBoardgameIO(eraseGame(nagaraja)) as unknown as BgioGame, numPlayers: 3 })
    client.start()
    expect(client.getState()?.ctx.gameover).toEqual({ error: 'Nagaraja is for 2 to 2 players, not 3' })
    client.stop()
  })
})

describe('toBoardgameIO: moves (issue 18)', () => {
  it('start draws the seed from the server option, resolves the opening chance steps and names who acts', () => {
    const bg = toBoardgameIO(eraseGame(theBorder), { seed: () => 'unit-seed' })
    const G0 = bg.setup({ ctx: { numPlayers: 2, activePlayers: null, phase: null } })
    const ctx = context(G0, '1')
    const G = bg.moves.start.move(ctx, undefined)
    if (G === INVALID_MOVE) throw new Error('refused')
    expect(G.started?.seed).toBe('unit-seed')
    const state = G.started?.state as WithRng
    expect(theBorder.actors(state as never)).not.toContain(CHANCE)
    expect(G.started?.steps.every((s) => s.actor === CHANCE)).toBe(true)
    expect(ctx.active).toEqual([theBorder.actors(state as never).map(String)])
    expect(bg.moves.start.move(context(G, '0'), undefined)).toBe(INVALID_MOVE)
  })

  it('play refuses illegal, malformed and early moves with INVALID_MOVE, and reports the reason', () => {
    const refusals: Refusal[] = []
    const bg = toBoardgameIO(eraseGame(nagaraja), { onInvalidMove: (r) => refusals.push(r) })
    const G0 = bg.setup({ ctx: { numPlayers: 2, activePlayers: null, phase: null } })
    expect(bg.moves.play.move(context(G0, '0'), { t: 'pass' })).toBe(INVALID_MOVE)
    expect(refusals.at(-1)?.violation.code).toBe('NOT_STARTED')
    const { G } = startedG(eraseGame(nagaraja))
    const s = G.started?.state as WithRng
    const actor = nagaraja.actors(s as never)[0] as Seat
    const idle = String(1 - actor)
    expect(bg.moves.play.move(context(G, String(actor)), { t: 'nonsense' })).toBe(INVALID_MOVE)
    expect(refusals.at(-1)?.violation.code).toBe('MALFORMED_MOVE')
    const legal = nagaraja.legalMoves(s as never, actor)[0]
    expect(bg.moves.play.move(context(G, idle), legal)).toBe(INVALID_MOVE)
    expect(refusals.at(-1)).toMatchObject({ playerID: idle, moveName: 'play', move: legal })
    expect(refusals.at(-1)?.violation.message.length).toBeGreaterThan(0)
    expect(bg.moves.play.move(context(G, String(actor)), legal, 'extra')).toBe(INVALID_MOVE)
    expect(bg.moves.play.move(context(G, '7'), legal)).toBe(INVALID_MOVE)
    const next = bg.moves.play.move(context(G, String(actor)), legal)
    expect(next).not.toBe(INVALID_MOVE)
  })

  it('both moves run only on the server and cannot be undone', () => {
    const bg = toBoardgameIO(eraseGame(rajas))
    expect([bg.moves.start.client, bg.moves.play.client, bg.moves.start.undoable, bg.moves.play.undoable]).toEqual([false, false, false, false])
  })
})

describe('toBoardgameIO: what a client gets (issue 18)', () => {
  it('playerView gives each seat its view, the acting seats and its own legal moves; a spectator none', () => {
    const { bg, G } = startedG(eraseGame(nagaraja))
    const s = G.started?.state as WithRng
    const actor = nagaraja.actors(s as never)[0] as Seat
    const ctx = { numPlayers: 2, activePlayers: null, phase: null }
    const mine = bg.playerView({ G, ctx, playerID: String(actor) }) as ClientG<unknown, unknown>
    expect(mine.view).toEqual(nagaraja.view(s as never, actor))
    expect(mine.legalMoves).toEqual(nagaraja.legalMoves(s as never, actor))
    expect(mine.actors).toEqual([actor])
    const spectator = bg.playerView({ G, ctx, playerID: null }) as ClientG<unknown, unknown>
    expect(spectator.viewer).toBe('spectator')
    expect(spectator.view).toEqual(nagaraja.view(s as never, 'spectator'))
    expect(spectator.legalMoves).toEqual([])
    expect(bg.playerView({ G, ctx, playerID: '5' }).viewer).toBe('spectator')
    // A client's G passes through unchanged (boardgame.io may call playerView on the client).
    expect(bg.playerView({ G: mine, ctx, playerID: String(actor) })).toBe(mine)
  })

  it('ai.enumerate lists the seat\'s legal moves, from the server G and from its own client G alike', () => {
    const { bg, G } = startedG(eraseGame(nagaraja))
    const s = G.started?.state as WithRng
    const actor = nagaraja.actors(s as never)[0] as Seat
    const ctx = { numPlayers: 2, activePlayers: null, phase: null }
    const expected = nagaraja.legalMoves(s as never, actor).map((m) => ({ move: 'play', args: [m] }))
    expect(bg.ai.enumerate(G, ctx, String(actor))).toEqual(expected)
    expect(bg.ai.enumerate(bg.playerView({ G, ctx, playerID: String(actor) }), ctx, String(actor))).toEqual(expected)
    expect(bg.ai.enumerate(G, ctx, String(1 - actor))).toEqual([])
    expect(bg.ai.enumerate(bg.setup({ ctx }), ctx, '1')).toEqual([{ move: 'start' }])
  })

  it("the log hides a move's argument exactly when redactMove hides it from some other viewer", () => {
    const base = eraseGame(nagaraja)
    const hideAll: AnyGame = { ...base, redactMove: (_b, actor, move, viewer) => (actor === viewer ? move : { redacted: true, kind: 'x', text: 'moves' }) }
    const showAll: AnyGame = { ...base, redactMove: (_b, _a, move) => move, revealed: () => ['nothing new'] }
    for (const [game, secret] of [[hideAll, true], [showAll, false], [base, true]] as const) {
      const { bg, G } = startedG(game)
      const s = G.started?.state as WithRng
      const actor = game.actors(s)[0] as Seat
      const next = bg.moves.play.move(context(G, String(actor)), game.legalMoves(s, actor)[0])
      if (next === INVALID_MOVE) throw new Error('refused')
      const redact = bg.moves.play.redact
      expect(typeof redact === 'function' ? redact({ G: next, ctx: { numPlayers: 2, activePlayers: null, phase: null } }) : redact).toBe(secret)
      const other = bg.playerView({ G: next, ctx: { numPlayers: 2, activePlayers: null, phase: null }, playerID: String(1 - actor) })
      expect(other.recent[0]?.actor).toBe(actor)
      expect((other.recent[0]?.move as { redacted?: boolean }).redacted === true).toBe(secret)
      if (game === showAll) expect(other.recent[0]?.revealed).toEqual(['nothing new'])
    }
  })
})

describe('toBoardgameIO: the guard against a hostile client (issue 18)', () => {
  it('events sent by a client (endGame, setActivePlayers, endStage) and undo change nothing', async () => {
    // Waits are by subscription, never by the clock. The Local master handles actions one at a
    // time, so the control move (the acting seat's legal move, sent last) is handled after the
    // hostile actions: had any of them changed the match, the control would not be the very next
    // state (its state id would be stale) or the match would be over.
    const bg = toBoardgameIO(eraseGame(nagaraja), { seed: () => 'guard' }) as unknown as BgioGame
    const multiplayer = Local()
    const clients = ['0', '1'].map((playerID) => Client({ game: bg, multiplayer, matchID: 'guard', playerID, numPlayers: 2 }))
    clients.forEach((c) => c.start())
    const viewOf = (s: { G: unknown }): ClientG<unknown, unknown> => s.G as ClientG<unknown, unknown>
    await Promise.all(clients.map((c) => until(c, (s) => viewOf(s).tabletopRules === 'view', 'the first sync')))
    clients[0]?.moves.start?.()
    const started = await Promise.all(clients.map((c) => until(c, (s) => viewOf(s).started, 'the start')))
    const actor = Object.keys(started[0]?.ctx.activePlayers ?? {})[0] as string
    const hostile = clients[Number(actor)] as AnyClient
    const other = clients[1 - Number(actor)] as AnyClient
    const before = hostile.getState() as State
    const send = (type: string, args: unknown[]): void => {
      hostile.store.dispatch({ type: 'GAME_EVENT', payload: { type, args, playerID: actor } })
    }
    send('endGame', [{ winner: actor }])
    send('setActivePlayers', [[String(1 - Number(actor))]])
    send('endStage', [])
    hostile.undo()
    const control = viewOf(before).legalMoves[0]
    hostile.moves.play?.(control)
    const [after, seen] = await Promise.all([hostile, other].map((c) => until(c, (s) => s._stateID > before._stateID, 'the control move')))
    expect(seen?._stateID).toBe(before._stateID + 1)
    expect(seen?.ctx.gameover).toBeUndefined()
    expect(after?._stateID).toBe(before._stateID + 1)
    expect(viewOf(after as State).recent.find((r) => r.actor === Number(actor))?.move).toEqual(control)
    clients.forEach((c) => c.stop())
  })
})
