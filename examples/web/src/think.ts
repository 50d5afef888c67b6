/**
 * The `mcts` bot's decision as a message: what the page hands over (only what the seat may know —
 * its view, the seat, its legal moves — plus the state of the seat's own generator stream) and what
 * comes back (the index of the chosen move and the stream's state after the bot's draws).
 *
 * The same pure `decide` runs in the Web Worker (`mcts-worker.ts`) and, with `?worker=0`, in the
 * page, so a game is the same wherever the bot thinks: the seat's stream (`${seed}/bots/${seat}`,
 * as `playMatch` seeds it) is handed over as its `RngState` and the page continues it from the
 * state the answer returns. A decision that is abandoned (Undo, a new game) leaves the stream
 * untouched, so it does not change what the bot draws next.
 */
import { mctsBotFor, parseMctsBudget, sampler, type Bot, type RngState, type Seat } from 'tabletop-rules'

/** A decision asked of the bot: nothing the seat may not know. */
export interface ThinkRequest {
  /** Matches the answer to the question (answers to abandoned questions are ignored). */
  readonly id: number
  /** The game id (`rajas`, `the-border`, `nagaraja`). */
  readonly game: string
  /** The bot's name: `mcts`, `mcts:500ms`, `mcts:200`… */
  readonly bot: string
  /** `view(state, seat)`. */
  readonly view: unknown
  /** The deciding seat. */
  readonly seat: Seat
  /** The seat's legal moves, computed from its view (never empty). */
  readonly legal: readonly unknown[]
  /** The seat's own generator stream, where it stands. */
  readonly rng: RngState
}

/** The bot's answer: the index of its move in `legal` and its stream after its draws, or an error. */
export type ThinkAnswer =
  | { readonly id: number; readonly index: number; readonly rng: RngState; readonly ms: number }
  | { readonly id: number; readonly error: string }

/** Whether a bot name is an `mcts` name the library accepts (`mcts`, `mcts:300ms`, `mcts:2s`, `mcts:200`). */
export const isMctsName = (name: string): boolean => parseMctsBudget(name) !== undefined

const bots = new Map<string, Bot<unknown, unknown>>()

/** Runs the bot on one request (pure but for the time budget, which reads the clock). */
export const decide = (q: ThinkRequest): ThinkAnswer => {
  const started = performance.now()
  try {
    const key = `${q.game} ${q.bot}`
    const bot = bots.get(key) ?? mctsBotFor(q.game, q.bot)
    if (bot === undefined) return { id: q.id, error: `no bot "${q.bot}" for the game "${q.game}"` }
    bots.set(key, bot)
    if (q.legal.length === 0) return { id: q.id, error: 'the bot was asked to choose among no moves' }
    const rand = sampler(q.rng)
    const move = bot.choose({ view: q.view, seat: q.seat, legal: q.legal, rand: rand.next })
    const index = q.legal.indexOf(move)
    if (index < 0) return { id: q.id, error: `the ${q.bot} bot chose a move that is not legal` }
    return { id: q.id, index, rng: rand.state(), ms: performance.now() - started }
  } catch (e) {
    return { id: q.id, error: `the ${q.bot} bot failed: ${e instanceof Error ? e.message : String(e)}` }
  }
}
