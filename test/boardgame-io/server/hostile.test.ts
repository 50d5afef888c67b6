/**
 * Issue 25: no client can crash the server, forge a result or act for another seat. Real sockets
 * on 127.0.0.1: each server runs in a process of its own (`host.ts`), and a raw socket.io client
 * sends exactly the messages of each finding. `guarded` is our `Server`
 * (`tabletop-rules/boardgame.io/server`); `plain` is boardgame.io's own `Server` with the adapter,
 * where the tests show what the adapter alone now guarantees and what boardgame.io itself still
 * accepts (why the server entry exists). After a hostile message, a legitimate move of the right
 * seat (the control) is sent: the server handles one match's messages in order, so when the
 * control's update arrives the hostile message has been handled, and the state must be exactly
 * the control's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ClientG } from '../../../src/boardgame-io/index.js'
import { UNREADABLE_MATCH } from '../../../src/boardgame-io/index.js'
import {
  connect,
  createMatch,
  gameEvent,
  lobby,
  makeMove,
  spawnHost,
  stillAnswers,
  update,
  type Conn,
  type Host,
  type Match,
  type Received,
  type WireState
} from '../sockets.js'

let guarded: Host
let plain: Host

beforeAll(async () => {
  // Ours stores in flat files (a real storage); boardgame.io's own keeps matches in memory.
  ;[guarded, plain] = await Promise.all([spawnHost('guarded', 'flatfile'), spawnHost('plain')])
})

afterAll(() => {
  guarded?.stop()
  plain?.stop()
})

const clientG = (s: WireState): ClientG<unknown, unknown> => s.G as ClientG<unknown, unknown>

/** One connection per seat, each synced with its credentials (so it receives the match's updates). */
const seatsOf = async (host: Host, match: Match): Promise<Conn[]> =>
  Promise.all(
    match.credentials.map(async (cred, seat) => {
      const conn = await connect(host.url, match.game)
      await conn.sync(match.matchID, String(seat), cred)
      return conn
    })
  )

const closeAll = (conns: readonly Conn[]): void => conns.forEach((c) => c.close())

/** The state every seat's connection holds now (the last update it received). */
const now = (conns: readonly Conn[]): WireState => conns[0]?.latest() as WireState

/**
 * The control: a legitimate move of an acting seat (`start` by seat 0 before the match starts,
 * else the first acting seat's first legal move from its own view), sent with the state id every
 * connection holds; resolves with the state after it (state id + 1), as seen by every seat.
 */
const control = async (match: Match, conns: readonly Conn[], seat?: number): Promise<WireState> => {
  const before = now(conns)
  const G = clientG(before)
  const mover = seat ?? (G.started ? (G.actors[0] as number) : 0)
  const conn = conns[mover] as Conn
  const mine = clientG(conn.latest() as WireState)
  const action = mine.started ? makeMove('play', [mine.legalMoves[0]], String(mover), match.credentials[mover] as string) : makeMove('start', [], String(mover), match.credentials[mover] as string)
  update(conn, action, before._stateID, match.matchID, String(mover))
  const states = await Promise.all(conns.map((c) => c.waitState((s) => s._stateID > before._stateID, `the control move of seat ${mover} (state ${before._stateID + 1})`)))
  return states[0] as WireState
}

/** The first seat that decides now (boardgame.io's master runs nothing from a seat that is not active). */
const actorOf = (s: WireState): number => (clientG(s).started ? (clientG(s).actors[0] as number) : 0)

/** A Nagaraja match on `host`, both seats joined and connected, started by the control: its state `s` and acting seat `a`. */
const startedMatch = async (host: Host): Promise<{ match: Match; conns: Conn[]; s: WireState; a: number }> => {
  const match = await createMatch(host.url, 'nagaraja', 2)
  const conns = await seatsOf(host, match)
  await control(match, conns)
  const s = now(conns)
  return { match, conns, s, a: actorOf(s) }
}

/** The `update` messages `conn` received. */
const updatesOf = (conn: Conn): Received[] => conn.received.filter((m) => m.type === 'update')

/** Sends `args` as an `update` from `conn`. */
const send = (conn: Conn, ...args: unknown[]): void => {
  conn.socket.emit('update', ...args)
}

describe('finding 1: one message killed the server (RESET with G null)', () => {
  it('our server drops it and keeps answering; the control move applies', async () => {
    const { match, conns, s, a } = await startedMatch(guarded)
    update(conns[a] as Conn, { type: 'RESET', state: { ...s, G: null }, payload: { credentials: match.credentials[a] } }, s._stateID, match.matchID, String(a))
    await guarded.waitRefused((r) => /RESET replaces the match state/.test(r.reason), 'the RESET')
    const after = await control(match, conns)
    expect(after._stateID).toBe(s._stateID + 1)
    expect(clientG(after).started).toBe(true)
    expect(clientG(await stillAnswers(guarded, 'nagaraja', match.matchID)).error).toBeUndefined()
    closeAll(conns)
  })

  it("on boardgame.io's own server the adapter no longer throws: the server keeps answering, every client is told the state is unreadable", async () => {
    const { match, conns, s, a } = await startedMatch(plain)
    update(conns[a] as Conn, { type: 'RESET', state: { ...s, G: null }, payload: { credentials: match.credentials[a] } }, s._stateID, match.matchID, String(a))
    const seen = await (conns[1 - a] as Conn).waitState((x) => x.G !== null && clientG(x).error !== undefined, 'the update after the RESET')
    expect(clientG(seen)).toMatchObject({ tabletopRules: 'view', view: null, legalMoves: [], error: UNREADABLE_MATCH })
    const spectator = await stillAnswers(plain, 'nagaraja', match.matchID)
    expect(clientG(spectator).error).toBe(UNREADABLE_MATCH)
    closeAll(conns)
  })
})

describe('finding 2: a client forged the result (UPDATE, PATCH with ctx.gameover)', () => {
  const forged = { winners: [0], forged: true }

  it('our server drops UPDATE and PATCH; the match metadata records no result', async () => {
    const { match, conns, s, a } = await startedMatch(guarded)
    const creds = { credentials: match.credentials[a] }
    update(conns[a] as Conn, { type: 'UPDATE', state: { ...s, ctx: { ...s.ctx, gameover: forged } }, deltalog: [], payload: creds }, s._stateID, match.matchID, String(a))
    update(conns[a] as Conn, { type: 'PATCH', prevStateID: s._stateID, stateID: s._stateID + 1, patch: [{ op: 'add', path: '/ctx/gameover', value: forged }], deltalog: [], payload: creds }, s._stateID, match.matchID, String(a))
    await guarded.waitRefused((r) => /PATCH replaces/.test(r.reason), 'the PATCH')
    expect(guarded.refused().some((r) => /UPDATE replaces/.test(r.reason))).toBe(true)
    const after = await control(match, conns)
    expect(after._stateID).toBe(s._stateID + 1)
    expect(after.ctx.gameover).toBeUndefined()
    const meta = await lobby(guarded.url, `/games/nagaraja/${match.matchID}`)
    expect((meta.body as { gameover?: unknown }).gameover).toBeUndefined()
    closeAll(conns)
  })

  it("boardgame.io's own server accepts the forged UPDATE and records it (why the server entry exists)", async () => {
    const { match, conns, s, a } = await startedMatch(plain)
    update(conns[a] as Conn, { type: 'UPDATE', state: { ...s, ctx: { ...s.ctx, gameover: forged } }, deltalog: [], payload: { credentials: match.credentials[a] } }, s._stateID, match.matchID, String(a))
    await (conns[1 - a] as Conn).waitState((x) => x.ctx.gameover !== undefined, 'the forged result')
    const meta = await lobby(plain.url, `/games/nagaraja/${match.matchID}`)
    expect((meta.body as { gameover?: unknown }).gameover).toEqual(forged)
    closeAll(conns)
  })
})

/** Plays The Border with 3 seats (each acting seat its first legal move) until two seats decide at once (Action 2, D27). */
const toSimultaneous = async (host: Host): Promise<{ match: Match; conns: Conn[]; seats: number[] }> => {
  const match = await createMatch(host.url, 'the-border', 3)
  const conns = await seatsOf(host, match)
  await control(match, conns)
  for (let i = 0; i < 400; i++) {
    const actors = clientG(now(conns)).actors
    if (actors.length >= 2) return { match, conns, seats: [...actors] }
    await control(match, conns)
  }
  throw new Error('no simultaneous decision within 400 moves')
}

/** The log entries of the last update `conn` received. */
const lastLog = (conn: Conn): { action: { payload: { playerID: string; args: unknown } } }[] =>
  updatesOf(conn).at(-1)?.args[2] as { action: { payload: { playerID: string; args: unknown } } }[]

describe('finding 3: a seat moved for another (payload.playerID)', () => {
  it("our server drops a move whose payload names another seat; that seat's own move (the control) applies", async () => {
    const { match, conns, seats } = await toSimultaneous(guarded)
    const [attacker, victim] = seats as [number, number]
    const s = now(conns)
    const legal = clientG((conns[victim] as Conn).latest() as WireState).legalMoves
    expect(legal.length).toBeGreaterThan(1)
    update(conns[attacker] as Conn, makeMove('play', [legal.at(-1)], String(victim), match.credentials[attacker] as string), s._stateID, match.matchID, String(attacker))
    await guarded.waitRefused((r) => /a seat acts only for itself/.test(r.reason), 'the move for another seat')
    const after = await control(match, conns, victim)
    expect(after._stateID).toBe(s._stateID + 1)
    // Exactly one move was applied since: the victim's own choice (its first legal move).
    expect(lastLog(conns[victim] as Conn).map((e) => [e.action.payload.playerID, e.action.payload.args])).toEqual([[String(victim), [legal[0]]]])
    closeAll(conns)
  })

  it("boardgame.io's own server applies it as the other seat (why the server entry exists)", async () => {
    const { match, conns, seats } = await toSimultaneous(plain)
    const [attacker, victim] = seats as [number, number]
    const s = now(conns)
    const legal = clientG((conns[victim] as Conn).latest() as WireState).legalMoves
    update(conns[attacker] as Conn, makeMove('play', [legal.at(-1)], String(victim), match.credentials[attacker] as string), s._stateID, match.matchID, String(attacker))
    await (conns[victim] as Conn).waitState((x) => x._stateID === s._stateID + 1, 'the forged move')
    expect(lastLog(conns[victim] as Conn).map((e) => [e.action.payload.playerID, e.action.payload.args])).toEqual([[String(victim), [legal.at(-1)]]])
    closeAll(conns)
  })
})

const EVENTS: readonly [string, unknown[]][] = [
  ['endTurn', []],
  ['pass', []],
  ['endPhase', []],
  ['setPhase', ['x']],
  ['endGame', [{ winners: [0] }]],
  ['setActivePlayers', [['0']]],
  ['endStage', []],
  ['setStage', ['x']]
]

describe('finding 4: client events changed the match (turn, currentPlayer, playOrderPos, state id)', () => {
  it('our server drops every event, before and after start; nothing is broadcast; the control applies', async () => {
    const match = await createMatch(guarded.url, 'nagaraja', 2)
    const conns = await seatsOf(guarded, match)
    for (const phase of ['before start', 'after start']) {
      const s = now(conns)
      const actor = actorOf(s)
      const refusedBefore = guarded.refused().length
      const updatesBefore = updatesOf(conns[1] as Conn).length
      for (const [name, args] of EVENTS) update(conns[actor] as Conn, gameEvent(name, args, String(actor), match.credentials[actor] as string), s._stateID, match.matchID, String(actor))
      await guarded.waitRefused(() => guarded.refused().length >= refusedBefore + EVENTS.length, `the ${EVENTS.length} events ${phase}`)
      expect(guarded.refused().slice(refusedBefore).every((r) => /the event .* is refused/.test(r.reason))).toBe(true)
      const after = await control(match, conns)
      expect(updatesOf(conns[1] as Conn).length).toBe(updatesBefore + 1)
      expect(after._stateID).toBe(s._stateID + 1)
      expect([after.ctx.turn, after.ctx.currentPlayer, after.ctx.playOrderPos]).toEqual([s.ctx.turn, s.ctx.currentPlayer, s.ctx.playOrderPos])
    }
    closeAll(conns)
  })

  it("on boardgame.io's own server the adapter's guard refuses them: turn, currentPlayer, playOrderPos and state id stay", async () => {
    const match = await createMatch(plain.url, 'nagaraja', 2)
    const conns = await seatsOf(plain, match)
    for (const _phase of ['before start', 'after start']) {
      const s = now(conns)
      const actor = actorOf(s)
      const listener = conns[1 - actor] as Conn
      const updatesBefore = updatesOf(listener).length
      for (const name of ['endTurn', 'pass', 'endPhase']) update(conns[actor] as Conn, gameEvent(name, [], String(actor), match.credentials[actor] as string), s._stateID, match.matchID, String(actor))
      // boardgame.io answers every event with an update, here of the same state.
      await listener.waitState(() => updatesOf(listener).length >= updatesBefore + 3, 'three updates')
      const states = updatesOf(listener).slice(updatesBefore).map((m) => m.args[1] as WireState)
      expect(states.map((x) => [x._stateID, x.ctx.turn, x.ctx.currentPlayer, x.ctx.playOrderPos])).toEqual(Array(3).fill([s._stateID, s.ctx.turn, s.ctx.currentPlayer, s.ctx.playOrderPos]))
      await control(match, conns)
    }
    closeAll(conns)
  })
})

describe('more messages that ended the server (found while reading boardgame.io 0.50)', () => {
  /** Messages after which boardgame.io's own server process ends (each checked on a fresh one). */
  const killers = (match: Match, s: WireState): readonly [string, (conns: readonly Conn[]) => void][] => {
    const deep = `${'['.repeat(5000)}1${']'.repeat(5000)}`
    const a = actorOf(s)
    const id = String(a)
    const cred = match.credentials[a] as string
    const from = (conns: readonly Conn[]): Conn => conns[a] as Conn
    return [
      ['an event named toString', (cs) => update(from(cs), gameEvent('toString', [], id, cred), s._stateID, match.matchID, id)],
      ['an action without a type', (cs) => send(from(cs), { payload: { credentials: cred } }, s._stateID, match.matchID, id)],
      ['a move argument nested 5,000 deep', (cs) => from(cs).sendRaw(`["update",{"type":"MAKE_MOVE","payload":{"type":"play","args":[${deep}],"playerID":"${id}","credentials":"${cred}"}},${s._stateID},"${match.matchID}","${id}"]`)],
      ['a chat message nested 5,000 deep', (cs) => from(cs).sendRaw(`["chat","${match.matchID}",{"id":"x","sender":"${id}","payload":${deep}},"${cred}"]`)]
    ]
  }

  it("each ends boardgame.io's own server process (a match id that is not text: with flat-file storage, before any credentials are checked); ours drops each and keeps answering", async () => {
    const { match, conns, s } = await startedMatch(guarded)
    const notText: [string, (conns: readonly Conn[]) => void] = ['a sync whose match id is not text', (cs) => (cs[0] as Conn).socket.emit('sync', { not: 'text' }, null, null, 2)]
    for (const [what, hit] of [...killers(match, s), notText]) {
      const before = guarded.refused().length
      hit(conns)
      await guarded.waitRefused(() => guarded.refused().length > before, what)
      await stillAnswers(guarded, 'nagaraja', match.matchID)
    }
    expect((await control(match, conns))._stateID).toBe(s._stateID + 1)
    closeAll(conns)
    // boardgame.io's own server: a process per message (started together), each ends.
    const plainRuns = killers(match, s).map(async (_, i) => {
      const host = await spawnHost('plain', 'memory', 'nagaraja')
      try {
        const m = await createMatch(host.url, 'nagaraja', 2)
        const cs = await seatsOf(host, m)
        await control(m, cs)
        const [, hit] = killers(m, now(cs))[i] as [string, (conns: readonly Conn[]) => void]
        hit(cs)
        await expect(host.ended()).resolves.toBe(true)
        closeAll(cs)
      } finally {
        host.stop()
      }
    })
    const flatFileRun = (async () => {
      const host = await spawnHost('plain', 'flatfile', 'counter')
      try {
        const c = await connect(host.url, 'counter')
        notText[1]([c])
        await expect(host.ended()).resolves.toBe(true)
        c.close()
      } finally {
        host.stop()
      }
    })()
    await Promise.all([...plainRuns, flatFileRun])
  })

  it("a move named toString replaced the adapter's G with a string on boardgame.io's own server; now it is no move", async () => {
    const { match, conns, s, a } = await startedMatch(plain)
    update(conns[a] as Conn, makeMove('toString', [], String(a), match.credentials[a] as string), s._stateID, match.matchID, String(a))
    const after = await control(match, conns)
    expect(after._stateID).toBe(s._stateID + 1)
    expect(clientG(after)).toMatchObject({ tabletopRules: 'view', started: true })
    closeAll(conns)
  })
})

describe('our server answers after every hostile message', () => {
  it('each malformed or forbidden message is dropped before boardgame.io sees it, and the server keeps answering after each; then the control applies', async () => {
    const { match, conns, s, a } = await startedMatch(guarded)
    const id = String(a)
    const cred = match.credentials[a] as string
    const m = match.matchID
    const sid = s._stateID
    const p = (extra: object): unknown => ({ type: 'MAKE_MOVE', payload: { type: 'play', args: [], playerID: id, credentials: cred, ...extra } })
    const messages: readonly [string, ...unknown[]][] = [
      ['update', null, sid, m, id],
      ['update', 'MAKE_MOVE', sid, m, id],
      ['update', { type: 'MAKE_MOVE' }, sid, m, id],
      ['update', { type: 'MAKE_MOVE', payload: null }, sid, m, id],
      ['update', { type: 'MAKE_MOVE', payload: [] }, sid, m, id],
      ['update', p({ playerID: '__proto__' }), sid, m, '__proto__'],
      ['update', p({ playerID: 'toString' }), sid, m, 'toString'],
      ['update', p({}), -1, m, id],
      ['update', p({}), 'x', m, id],
      ['update', p({}), sid, 7, id],
      ['update', p({}), sid, { matchID: m }, id],
      ['update', p({}), sid, m, 0],
      ['update', p({ args: { 0: 1 } }), sid, m, id],
      ['update', p({ args: 'x' }), sid, m, id],
      ['update', p({ credentials: { c: cred } }), sid, m, id],
      ['update', p({ extra: 1 }), sid, m, id],
      ['update', { ...(p({}) as object), automatic: true }, sid, m, id],
      ['update', p({ type: 'valueOf' }), sid, m, id],
      ['update', p({ type: 'constructor' }), sid, m, id],
      ['update', p({ type: '__proto__' }), sid, m, id],
      ['update', { type: 'UNDO', payload: { type: null, args: null, playerID: id, credentials: cred } }, sid, m, id],
      ['update', { type: 'REDO', payload: { type: null, args: null, playerID: id, credentials: cred } }, sid, m, id],
      ['update', { type: 'PLUGIN', payload: { type: 'tabletop-rules-guard', args: [], playerID: id, credentials: cred } }, sid, m, id],
      ['update', { type: 'SYNC', state: s, payload: { credentials: cred } }, sid, m, id],
      ['update', { type: 'STRIP_TRANSIENTS', payload: { credentials: cred } }, sid, m, id],
      ['update', { type: 'FOO', payload: { credentials: cred } }, sid, m, id],
      ['update', gameEvent('constructor', [], id, cred), sid, m, id],
      ['update', p({}), sid, m, id, 'extra'],
      ['sync', 12345, id, cred, 2],
      ['sync', m, { id }, cred, 2],
      ['sync', m, null, null, 1e9],
      ['chat', m, { id: 'x', sender: id, payload: 'hi', extra: 1 }, cred],
      ['chat', m, null, cred],
      ['nonsense', m]
    ]
    for (const [event, ...args] of messages) {
      const before = guarded.refused().length
      ;(conns[a] as Conn).socket.emit(event, ...args)
      await guarded.waitRefused(() => guarded.refused().length > before, `${event} ${JSON.stringify(args).slice(0, 80)}`)
      await stillAnswers(guarded, 'nagaraja', m)
    }
    expect((await control(match, conns))._stateID).toBe(sid + 1)
    closeAll(conns)
  })

  it("a well-formed chat message of a seat is relayed (boardgame.io's chat still works)", async () => {
    const match = await createMatch(guarded.url, 'nagaraja', 2)
    const conns = await seatsOf(guarded, match)
    ;(conns[0] as Conn).socket.emit('chat', match.matchID, { id: 'c1', sender: '0', payload: { text: 'hello' } }, match.credentials[0])
    const chat = await (conns[1] as Conn).waitReceived((r) => r.type === 'chat', 'the chat message')
    expect(chat.args).toEqual([match.matchID, { id: 'c1', sender: '0', payload: { text: 'hello' } }])
    closeAll(conns)
  })
})

describe('seat authority and credentials', () => {
  it('before anyone joins, nobody acts for a seat without its credentials (boardgame.io lets anyone)', async () => {
    for (const host of [guarded, plain]) {
      const match = await createMatch(host.url, 'nagaraja', 2, 0)
      // A stranger starts the match as seat 1, without credentials; then seat 0 joins and starts it.
      const stranger = await connect(host.url, 'nagaraja')
      await stranger.sync(match.matchID, null)
      update(stranger, makeMove('start', [], '1'), 0, match.matchID, '1')
      const joined = await lobby(host.url, `/games/nagaraja/${match.matchID}/join`, { playerID: '0', playerName: 'seat 0' })
      const cred = (joined.body as { playerCredentials: string }).playerCredentials
      const seat0 = await connect(host.url, 'nagaraja')
      await seat0.sync(match.matchID, '0', cred)
      update(seat0, makeMove('start', [], '0', cred), 0, match.matchID, '0')
      // One match's updates are handled in order: the stranger's first, so the first start names who started.
      await stranger.waitState((x) => x._stateID === 1, 'the start')
      const first = stranger.received.find((m) => m.type === 'update')?.args[2] as { action: { payload: { playerID: string } } }[]
      expect(first.map((e) => e.action.payload.playerID)).toEqual([host === guarded ? '0' : '1'])
      stranger.close()
      seat0.close()
    }
  })

  it('a spectator (no player id) acts for nobody', async () => {
    const { match, conns, s } = await startedMatch(guarded)
    const actor = clientG(s).actors[0] as number
    const other = 1 - actor
    const move = clientG((conns[actor] as Conn).latest() as WireState).legalMoves[0]
    send(conns[other] as Conn, makeMove('play', [move], String(actor), match.credentials[other] as string), s._stateID, match.matchID, null)
    await guarded.waitRefused((r) => /spectator may not act/.test(r.reason), 'the spectator\'s move')
    const after = await control(match, conns)
    expect(after._stateID).toBe(s._stateID + 1)
    closeAll(conns)
  })
})
