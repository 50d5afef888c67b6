/**
 * `toBoardgameIO(game)`: each of our games as a boardgame.io 0.50 `Game`. The server's `G` holds
 * our state; each client gets only its view (`playerView`); one move, `play`, takes our move as
 * JSON and is run only on the server (`client: false`), which then resolves the chance steps that
 * follow from the generator in our state. Every function boardgame.io calls is total: whatever `G`,
 * `ctx`, player id or argument it is given (null, a proxy, a getter, a state a client forged), it
 * returns. See docs/boardgame-io.md for every mapping choice.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Game, WithRng } from '../core/game.js'
import type { Step } from '../core/chance.js'
import { decodeWith } from '../core/decode.js'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import { describeValue } from '../core/excerpt.js'
import { decodeSetupData } from './setup-data.js'
import { drawSeed } from './seed.js'
import { runMove, type Ran } from './run.js'
import { activeIds, asClientG, clientG, gameOverOf, seatOf, unreadableClientG } from './client-g.js'
import { guardPlugin, signUpdate } from './guard.js'
import { numPlayersOf, readServerG } from './read.js'
import { attempt, isRecord } from './total.js'
import {
  INVALID_MOVE,
  type BgioAiAction,
  type BgioMove,
  type BgioMoveContext,
  type BoardgameIOGame,
  type BoardgameIOOptions,
  type ClientG,
  type InvalidMove,
  type ServerG
} from './types.js'

/** The violation code of a `play` before `start`, or a second `start`. */
export const NOT_STARTED = 'NOT_STARTED'

/**
 * What a client is told when the server's `G` is not a match state the adapter can read: no detail
 * of it (the details could quote hidden parts of a state; the host gets them through
 * `onInvalidMove` when a move is refused).
 */
export const UNREADABLE_MATCH = 'the match state on the server could not be read'

const EVENTS_OFF = {
  endGame: false,
  endPhase: false,
  endTurn: false,
  setPhase: false,
  endStage: false,
  setStage: false,
  pass: false,
  setActivePlayers: false
} as const

/** The fields of a move's context the adapter reads, read once and safely. */
interface MoveContext {
  readonly G: unknown
  readonly ctx: unknown
  readonly playerID: unknown
  readonly events: unknown
  readonly random: unknown
}

const readContext = (context: unknown): MoveContext | undefined =>
  attempt(() => (isRecord(context) ? { G: context.G, ctx: context.ctx, playerID: context.playerID, events: context.events, random: context.random } : undefined), () => undefined)

/** Sets boardgame.io's active players through the move's events API (a failure leaves ctx to the guard). */
const setActive = (events: unknown, ids: string[]): void =>
  attempt(() => {
    if (isRecord(events) && typeof events.setActivePlayers === 'function') (events.setActivePlayers as (ids: string[]) => void)(ids)
  }, () => undefined)

/** `ctx.numPlayers` as given (for messages), read safely. */
const givenPlayers = (ctx: unknown): unknown => attempt(() => (isRecord(ctx) ? ctx.numPlayers : undefined), () => undefined)

/**
 * Turns one of our games into a boardgame.io 0.50 `Game` (no run-time import of boardgame.io).
 *
 * - `setupData` is `{ config?, seed? }`; `players` comes from the match's `numPlayers`.
 * - Moves: `start()` (any seat, once: draws the secret seed and resolves the opening chance
 *   steps) and `play(move)` (one of our moves as JSON). A refused move returns `INVALID_MOVE`;
 *   `options.onInvalidMove` receives the game's reason.
 * - Each client's `G` is a {@link ClientG}: its view, the seats that decide, its legal moves.
 * - Total: no `G`, `ctx`, player id or argument makes a function of the returned game throw.
 */
export const toBoardgameIO = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  options: BoardgameIOOptions = {}
): BoardgameIOGame<C, S, M, V> => {
  type G = ServerG<C, S, M>
  const base = { tabletopRules: 'server' as const, game: game.id, rulesVersion: game.rulesVersion }
  // The G objects this adapter returned (boardgame.io never changes a G in place): used as they
  // are. Any other G (from a storage, or forged by a client's RESET on a plain boardgame.io
  // server) is decoded first, with the game's own state checks.
  const mine = new WeakSet<object>()
  const own = (g: G): G => {
    mine.add(g)
    return g
  }
  const trusted = (g: unknown): boolean => typeof g === 'object' && g !== null && mine.has(g)
  const read = (G: unknown): E.Either<RuleViolation, G> => readServerG(game, G, trusted)
  const maxPlayers = game.players.max

  const refuse = (playerID: unknown, moveName: string, move: unknown, v: RuleViolation): InvalidMove => {
    const id = typeof playerID === 'string' ? playerID : describeValue(playerID)
    attempt(() => options.onInvalidMove?.({ playerID: id, moveName, move, violation: v }), () => undefined)
    return INVALID_MOVE
  }

  /** The server's `G` after a move that ran, and who may act next. */
  const advance = (g: G, seed: string, ran: Ran<S, M>, before: readonly Step<M>[]): G =>
    own({
      ...g,
      started: {
        seed,
        state: ran.state,
        steps: [...before, ...ran.steps],
        lastCount: ran.steps.length,
        lastSecret: ran.secret,
        lastSeen: ran.seen
      }
    })

  const failedRun = (): E.Either<RuleViolation, Ran<S, M>> => E.left(violation(ViolationCode.INTERNAL_ERROR, 'the game could not run this move'))

  const start = (context: BgioMoveContext<G>, ...args: unknown[]): G | InvalidMove => {
    const c = readContext(context)
    const no = (v: RuleViolation): InvalidMove => refuse(c?.playerID, 'start', args[0], v)
    if (c === undefined) return no(violation(ViolationCode.INTERNAL_ERROR, 'the move context could not be read'))
    if (!args.every((a) => a === undefined || a === null)) return no(violation(ViolationCode.MALFORMED_MOVE, 'start takes no argument'))
    const read0 = read(c.G)
    if (E.isLeft(read0)) return no(read0.left)
    const g = read0.right
    if (g.error !== undefined || g.config === undefined) return no(violation(ViolationCode.GAME_OVER, g.error ?? 'the match has no config'))
    if (g.started !== undefined) return no(violation(NOT_STARTED, 'the match has already started'))
    const players = numPlayersOf(c.ctx, maxPlayers)
    if (seatOf(c.playerID, players) === undefined) return no(violation(ViolationCode.NOT_YOUR_TURN, `player ${describeValue(c.playerID)} has no seat in this match`))
    const seed = drawSeed(g.publicSeed, options.seed, c.random)
    if (E.isLeft(seed)) return no(seed.left)
    const config = g.config
    const initial = attempt(() => game.setup(config, seed.right), () => E.left(violation(ViolationCode.INTERNAL_ERROR, 'the game could not be set up')))
    if (E.isLeft(initial)) return no(initial.left)
    const ran = attempt(() => runMove(game, players, initial.right, undefined), failedRun)
    if (E.isLeft(ran)) return no(ran.left)
    const next = advance(g, seed.right, ran.right, [])
    setActive(c.events, activeIds(game, next, players))
    signUpdate(context)
    return next
  }

  const play = (context: BgioMoveContext<G>, ...args: unknown[]): G | InvalidMove => {
    const c = readContext(context)
    const arg = args[0]
    const no = (v: RuleViolation): InvalidMove => refuse(c?.playerID, 'play', arg, v)
    if (c === undefined) return no(violation(ViolationCode.INTERNAL_ERROR, 'the move context could not be read'))
    const read0 = read(c.G)
    if (E.isLeft(read0)) return no(read0.left)
    const g = read0.right
    if (g.error !== undefined) return no(violation(ViolationCode.GAME_OVER, g.error))
    const started = g.started
    if (started === undefined) return no(violation(NOT_STARTED, 'the match has not started: call start() first'))
    const players = numPlayersOf(c.ctx, maxPlayers)
    const seat = seatOf(c.playerID, players)
    if (seat === undefined) return no(violation(ViolationCode.NOT_YOUR_TURN, `player ${describeValue(c.playerID)} has no seat in this match`))
    if (args.length !== 1) return no(violation(ViolationCode.MALFORMED_MOVE, `play takes exactly one argument (the move), got ${args.length}`))
    const move = decodeWith(game.codecs.move, arg, ViolationCode.MALFORMED_MOVE, 'the move')
    if (E.isLeft(move)) return no(move.left)
    const ran = attempt(() => runMove(game, players, started.state, { seat, move: move.right }), failedRun)
    if (E.isLeft(ran)) return no(ran.left)
    const next = advance(g, started.seed, ran.right, started.steps)
    setActive(c.events, activeIds(game, next, players))
    signUpdate(context)
    return next
  }

  const enumerate = (G: unknown, ctx: unknown, playerID: unknown): BgioAiAction[] =>
    attempt(
      () => {
        const seat = seatOf(playerID, numPlayersOf(ctx, maxPlayers))
        if (seat === undefined) return []
        const toPlay = (moves: readonly unknown[]): BgioAiAction[] => moves.map((m) => ({ move: 'play', args: [m] }))
        const client = asClientG<M, V>(G)
        if (client !== undefined) {
          if (client.error !== undefined || client.outcome !== undefined) return []
          if (!client.started) return [{ move: 'start' }]
          return client.viewer === seat && Array.isArray(client.legalMoves) ? toPlay(client.legalMoves) : []
        }
        const g = read(G)
        if (E.isLeft(g)) return []
        if (g.right.error !== undefined || gameOverOf(game, g.right) !== undefined) return []
        if (g.right.started === undefined) return [{ move: 'start' }]
        return toPlay(game.legalMoves(g.right.started.state, seat))
      },
      () => []
    )

  const moves = {
    start: { move: start, client: false, redact: false, undoable: false },
    play: {
      move: play,
      client: false,
      // Unreadable: redact (the safe side).
      redact: (context: { readonly G: unknown }) =>
        attempt(() => {
          const g = read(context.G)
          return E.isLeft(g) || (g.right.started?.lastSecret ?? false)
        }, () => true),
      undoable: false
    }
  } satisfies Record<string, BgioMove<G>>

  return {
    name: options.name ?? game.id,
    minPlayers: game.players.min,
    maxPlayers,
    disableUndo: true,
    deltaState: false,
    setup: (context, setupData) =>
      attempt(
        () => {
          signUpdate(context)
          const decoded = decodeSetupData(game, setupData, givenPlayers(context.ctx))
          if (E.isLeft(decoded)) return own({ ...base, error: decoded.left.message })
          const { config, seed } = decoded.right
          return own(seed === undefined ? { ...base, config } : { ...base, config, publicSeed: seed })
        },
        () => own({ ...base, error: 'the match could not be set up' })
      ),
    validateSetupData: (setupData, numPlayers) =>
      attempt(
        () => {
          const decoded = decodeSetupData(game, setupData, numPlayers)
          return E.isLeft(decoded) ? decoded.left.message : undefined
        },
        () => 'setupData could not be read'
      ),
    // Move names are looked up with `in` by boardgame.io: without a prototype, `toString` and the
    // other names of Object.prototype are no moves.
    moves: Object.assign(Object.create(null) as object, moves),
    turn: {
      onBegin: (context) =>
        attempt(() => {
          const g = read(context.G)
          if (E.isRight(g)) setActive(context.events, activeIds(game, g.right, numPlayersOf(context.ctx, maxPlayers)))
        }, () => undefined)
    },
    events: EVENTS_OFF,
    // Only a match state the adapter wrote has an outcome; anything else ends the match with an error.
    endIf: (context) =>
      attempt(() => {
        const g = read(context.G)
        return E.isLeft(g) ? { error: UNREADABLE_MATCH } : gameOverOf(game, g.right)
      }, () => ({ error: UNREADABLE_MATCH })),
    playerView: (context) =>
      attempt(
        (): ClientG<M, V> => {
          const { G, ctx, playerID } = context
          // A client's own G (boardgame.io also calls playerView on the client) passes unchanged.
          const client = asClientG<M, V>(G)
          if (client !== undefined) return client
          const viewer = seatOf(playerID, numPlayersOf(ctx, maxPlayers)) ?? 'spectator'
          const g = read(G)
          return E.isLeft(g) ? unreadableClientG(game.id, viewer, UNREADABLE_MATCH) : clientG(game, g.right, viewer)
        },
        () => unreadableClientG(game.id, 'spectator', UNREADABLE_MATCH)
      ),
    plugins: [guardPlugin(game, trusted)],
    ai: { enumerate }
  }
}
