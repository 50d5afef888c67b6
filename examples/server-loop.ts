/**
 * A server-style loop: the server holds the Nagaraja state; two clients see only their views,
 * list their legal moves from the view, and send moves as JSON, which the server decodes and
 * applies. One client also tries to cheat (a move that is not theirs) and is refused.
 *
 * Run: npm run build && node --import tsx examples/server-loop.ts
 */
import * as E from 'fp-ts/Either'
import { CHANCE, play, settle, pickIndex, sampler, type Seat } from 'tabletop-rules'
import { nagaraja, legalMovesFromView, type NagarajaView } from 'tabletop-rules/nagaraja'

// --- the server -----------------------------------------------------------------------------
const started = nagaraja.setup({ players: 2 }, 'server-example')
if (E.isLeft(started)) throw new Error(started.left.message)
const settled = settle(nagaraja, started.right) // the first chance steps (guide throw, deals)
if (E.isLeft(settled)) throw new Error(settled.left.message)
let state = settled.right.state

const server = {
  /** What a client receives: its own view only. */
  viewFor: (seat: Seat): string => JSON.stringify(nagaraja.view(state, seat)),
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
    const r = play(nagaraja, state, seat, move.right) // apply, then throw any sticks that follow
    if (E.isLeft(r)) return `error: ${r.left.code}${r.left.rule === undefined ? '' : ` (${r.left.rule})`}: ${r.left.message}`
    state = r.right.state
    return 'ok'
  },
  whoActs: (): readonly (Seat | typeof CHANCE)[] => nagaraja.actors(state)
}

// --- two clients ------------------------------------------------------------------------------
const clients = [0, 1].map((seat) => {
  const rand = sampler(`client-${seat}`)
  return {
    seat,
    decide: (viewJson: string): string => {
      const view = JSON.parse(viewJson) as NagarajaView
      const legal = legalMovesFromView(view, seat) // the client lists its options from its view
      return JSON.stringify(legal[pickIndex(rand.next(), legal.length)])
    }
  }
})

let moves = 0
let refusedCheat = ''
while (server.whoActs().length > 0) {
  const seat = server.whoActs()[0] as Seat
  const client = clients[seat]
  if (client === undefined) throw new Error('no client')
  if (moves === 3) refusedCheat = server.receive(1 - seat, client.decide(server.viewFor(seat))) // out of turn
  const reply = server.receive(seat, client.decide(server.viewFor(seat)))
  if (reply !== 'ok') throw new Error(`a legal move was refused: ${reply}`)
  moves++
}
const outcome = nagaraja.outcome(state)
console.log(`cheat attempt: ${refusedCheat}`)
console.log(`${moves} client moves; ${outcome?.reason}; scores ${outcome?.scores.join(' - ')}; winners ${outcome?.winners.join(', ')}`)
if (!refusedCheat.startsWith('error: NOT_YOUR_TURN')) throw new Error('the cheat was not refused')
