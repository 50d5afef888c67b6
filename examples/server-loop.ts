/**
 * A server-style loop: the server holds the Nagaraja state and its transcript; each client gets
 * only its view (with the scores it may count), its own log (entries appended one step at a time
 * with `logEntry`) and its legal moves from the view. Clients send moves as JSON, which the server
 * decodes and applies. One client tries to cheat (a move out of turn), one sends hostile JSON, and
 * one asks to undo — which the core allows only for its own trailing decisions, never past a throw
 * of the sticks, a card draw or another seat's move.
 *
 * Run: npm run build && node --import tsx examples/server-loop.ts
 */
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  logEntry,
  logFor,
  pickIndex,
  replay,
  resolveChance,
  sampler,
  undo,
  type Actor,
  type LogEntry,
  type Seat,
  type Step,
  type Transcript,
  type Viewer
} from 'tabletop-rules'
import { nagaraja, legalMovesFromView, type NagarajaMove, type NagarajaState, type NagarajaView } from 'tabletop-rules/nagaraja'

type Move = NagarajaMove
type Config = Parameters<typeof nagaraja.setup>[0]

// --- the server -----------------------------------------------------------------------------
const VIEWERS: readonly Viewer[] = [0, 1, 'spectator']
const config: Config = { players: 2 }
const seed = 'server-example' // the seed of a live game stays on the server: it fixes every throw

const started = nagaraja.setup(config, seed)
if (E.isLeft(started)) throw new Error(started.left.message)
const room = {
  state: started.right as NagarajaState,
  transcript: { game: nagaraja.id, rulesVersion: nagaraja.rulesVersion, config, seed, moves: [] } as Transcript<Config, Move>,
  /** Each viewer's log: the only record of past steps a client ever receives. */
  logs: new Map<Viewer, LogEntry<Move>[]>(VIEWERS.map((v) => [v, []]))
}

/** Applies one step and appends each viewer's log entry for it. */
const step = (actor: Actor, move: Move): E.Either<string, void> => {
  const next = nagaraja.apply(room.state, actor, move)
  if (E.isLeft(next)) return E.left(`${next.left.code}${next.left.rule === undefined ? '' : ` (${next.left.rule})`}: ${next.left.message}`)
  const index = room.transcript.moves.length
  for (const v of VIEWERS) room.logs.get(v)?.push(logEntry(nagaraja, room.state, actor, move, next.right, v, index))
  room.state = next.right
  room.transcript = { ...room.transcript, moves: [...room.transcript.moves, { actor, move } as Step<Move>] }
  return E.right(undefined)
}

/** Throws the sticks and draws the cards that follow, one logged chance step at a time. */
const settleLogged = (): void => {
  while (nagaraja.actors(room.state)[0] === CHANCE) {
    const r = resolveChance(nagaraja, room.state)
    if (E.isLeft(r)) throw new Error(r.left.message)
    const [chance] = r.right.steps
    if (chance !== undefined) step(CHANCE, chance.move)
  }
}

const server = {
  /** What a client receives: its view (scores included) and its log since `from` — never the state. */
  sync: (seat: Seat, from: number): string =>
    JSON.stringify({ view: nagaraja.view(room.state, seat), log: (room.logs.get(seat) ?? []).slice(from) }),
  /** A client's move arrives as untrusted JSON. */
  receive: (seat: Seat, body: string): string => {
    let json: unknown
    try {
      json = JSON.parse(body)
    } catch {
      return 'error: not JSON'
    }
    const move = nagaraja.codecs.move.decode(json)
    if (E.isLeft(move)) return 'error: malformed move'
    const r = step(seat, move.right)
    if (E.isLeft(r)) return `error: ${r.left}`
    settleLogged()
    return 'ok'
  },
  /** A client asks to take back its last decision: allowed only if nothing was revealed since. */
  undo: (seat: Seat): string => {
    const r = undo(nagaraja, room.transcript, seat)
    if (E.isLeft(r)) return `refused: ${r.left.code}`
    const state = replay(nagaraja, r.right)
    if (E.isLeft(state)) return `refused: ${state.left.message}`
    room.state = state.right
    room.transcript = r.right
    for (const v of VIEWERS) room.logs.set(v, [...E.getOrElseW(() => [])(logFor(nagaraja, r.right, v))])
    return 'ok'
  },
  whoActs: (): readonly Actor[] => nagaraja.actors(room.state)
}

settleLogged() // the first chance steps (guide throw, deals)

// --- two clients ------------------------------------------------------------------------------
const clients = [0, 1].map((seat) => {
  const rand = sampler(`client-${seat}`)
  const seen: LogEntry<Move>[] = []
  let view: NagarajaView | undefined
  return {
    seat,
    seen,
    scores: (): readonly number[] => view?.scores ?? [],
    /** After an undo the log is shorter: fetch it again from the start. */
    reset: (): void => {
      seen.length = 0
    },
    update: (): void => {
      const msg = JSON.parse(server.sync(seat, seen.length)) as { view: NagarajaView; log: LogEntry<Move>[] }
      view = msg.view
      seen.push(...msg.log)
    },
    decide: (): string => {
      if (view === undefined) throw new Error('no view yet')
      const legal = legalMovesFromView(view, seat) // the client lists its options from its view
      return JSON.stringify(legal[pickIndex(rand.next(), legal.length)])
    }
  }
})

let moves = 0
let refusedCheat = ''
let hostile = ''
const undos: string[] = []
while (server.whoActs().length > 0) {
  const seat = server.whoActs()[0] as Seat
  const client = clients[seat]
  if (client === undefined) throw new Error('no client')
  client.update()
  if (moves === 3) refusedCheat = server.receive(1 - seat, client.decide()) // out of turn
  if (moves === 4) hostile = server.receive(seat, `${'['.repeat(10_000)}${']'.repeat(10_000)}`) // deep JSON: a value, not a crash
  const reply = server.receive(seat, client.decide())
  if (reply !== 'ok') throw new Error(`a legal move was refused: ${reply}`)
  if (moves % 10 === 5) {
    const u = server.undo(seat)
    undos.push(u)
    if (u === 'ok') for (const c of clients) c.reset()
  }
  moves++
}
for (const c of clients) c.update()

const outcome = nagaraja.outcome(room.state)
const hiddenFrom0 = clients[0]?.seen.filter((e) => e.redacted).length ?? 0
console.log(`cheat attempt: ${refusedCheat}`)
console.log(`hostile body: ${hostile}`)
console.log(`undo requests: ${undos.join(', ')}`)
console.log(`seat 0's log: ${clients[0]?.seen.length} entries, ${hiddenFrom0} redacted, e.g. "${clients[0]?.seen.find((e) => e.redacted)?.text}"`)
console.log(`scores as seat 0 counts them: ${clients[0]?.scores().join(' - ')}; as seat 1: ${clients[1]?.scores().join(' - ')}`)
console.log(`${moves} client moves; ${outcome?.reason}; scores ${outcome?.scores.join(' - ')}; winners ${outcome?.winners.join(', ')}`)
if (!refusedCheat.startsWith('error: NOT_YOUR_TURN')) throw new Error('the cheat was not refused')
if (!hostile.startsWith('error')) throw new Error('the hostile body was not refused')
if (hiddenFrom0 === 0) throw new Error("seat 0's log hides nothing: the other seat's draws would leak")
if (clients[0]?.seen.length !== room.transcript.moves.length) throw new Error("seat 0's log does not cover every step")
if (undos.some((u) => u !== 'ok' && !u.startsWith('refused: NOTHING_TO_UNDO'))) throw new Error('an undo failed unexpectedly')
