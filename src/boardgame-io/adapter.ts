/**
 * `toBoardgameIO(game)`: each of our games as a boardgame.io 0.50 `Game`. The server's `G` holds
 * our state; each client gets only its view (`playerView`); one move, `play`, takes our move as
 * JSON and is run only on the server (`client: false`), which then resolves the chance steps that
 * follow from the generator in our state. See docs/boardgame-io.md for every mapping choice.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Game, WithRng } from '../core/game.js'
import type { Step } from '../core/chance.js'
import { decodeWith } from '../core/decode.js'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import { decodeSetupData } from './setup-data.js'
import { drawSeed } from './seed.js'
import { runMove, type Ran } from './run.js'
import { activeIds, clientG, gameOverOf, isServerG, seatOf } from './client-g.js'
import { guardPlugin } from './guard.js'
import {
  INVALID_MOVE,
  type BgioAiAction,
  type BgioMoveContext,
  type BoardgameIOGame,
  type BoardgameIOOptions,
  type ClientG,
  type InvalidMove,
  type ServerG
} from './types.js'

/** The violation code of a `play` before `start`, or a second `start`. */
export const NOT_STARTED = 'NOT_STARTED'

/** A deep copy as plain JSON: boardgame.io hands moves an immer draft of `G`; our rules read plain objects. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

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

/**
 * Turns one of our games into a boardgame.io 0.50 `Game` (no run-time import of boardgame.io).
 *
 * - `setupData` is `{ config?, seed? }`; `players` comes from the match's `numPlayers`.
 * - Moves: `start()` (any seat, once: draws the secret seed and resolves the opening chance
 *   steps) and `play(move)` (one of our moves as JSON). A refused move returns `INVALID_MOVE`;
 *   `options.onInvalidMove` receives the game's reason.
 * - Each client's `G` is a {@link ClientG}: its view, the seats that decide, its legal moves.
 */
export const toBoardgameIO = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  options: BoardgameIOOptions = {}
): BoardgameIOGame<C, S, M, V> => {
  type G = ServerG<C, S, M>
  const base = { tabletopRules: 'server' as const, game: game.id, rulesVersion: game.rulesVersion }

  const refuse = (playerID: string, moveName: string, move: unknown, v: RuleViolation): InvalidMove => {
    options.onInvalidMove?.({ playerID, moveName, move, violation: v })
    return INVALID_MOVE
  }

  /** The server's `G` after a move that ran, and who may act next. */
  const advance = (g: G, seed: string, ran: Ran<S, M>, before: readonly Step<M>[]): G => ({
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

  const start = ({ G, ctx, playerID, events, random }: BgioMoveContext<G>, ...args: unknown[]): G | InvalidMove => {
    const g = plain(G)
    const no = (v: RuleViolation): InvalidMove => refuse(playerID, 'start', args[0], v)
    if (g.error !== undefined || g.config === undefined) return no(violation(ViolationCode.GAME_OVER, g.error ?? 'the match has no config'))
    if (g.started !== undefined) return no(violation(NOT_STARTED, 'the match has already started'))
    if (seatOf(playerID, ctx.numPlayers) === undefined) return no(violation(ViolationCode.NOT_YOUR_TURN, `player ${playerID} has no seat in this match`))
    const seed = drawSeed(g.publicSeed, options.seed, random)
    const initial = game.setup(g.config, seed)
    if (E.isLeft(initial)) return no(initial.left)
    const ran = runMove(game, ctx.numPlayers, initial.right, undefined)
    if (E.isLeft(ran)) return no(ran.left)
    const next = advance(g, seed, ran.right, [])
    events.setActivePlayers(activeIds(game, next, ctx.numPlayers))
    return next
  }

  const play = ({ G, ctx, playerID, events }: BgioMoveContext<G>, ...args: unknown[]): G | InvalidMove => {
    const g = plain(G)
    const arg = args[0]
    const no = (v: RuleViolation): InvalidMove => refuse(playerID, 'play', arg, v)
    if (g.error !== undefined) return no(violation(ViolationCode.GAME_OVER, g.error))
    if (g.started === undefined) return no(violation(NOT_STARTED, 'the match has not started: call start() first'))
    const seat = seatOf(playerID, ctx.numPlayers)
    if (seat === undefined) return no(violation(ViolationCode.NOT_YOUR_TURN, `player ${playerID} has no seat in this match`))
    if (args.length !== 1) return no(violation(ViolationCode.MALFORMED_MOVE, `play takes exactly one argument (the move), got ${args.length}`))
    const move = decodeWith(game.codecs.move, arg, ViolationCode.MALFORMED_MOVE, 'the move')
    if (E.isLeft(move)) return no(move.left)
    const ran = runMove(game, ctx.numPlayers, g.started.state, { seat, move: move.right })
    if (E.isLeft(ran)) return no(ran.left)
    const next = advance(g, g.started.seed, ran.right, g.started.steps)
    events.setActivePlayers(activeIds(game, next, ctx.numPlayers))
    return next
  }

  const enumerate = (G: G | ClientG<M, V>, ctx: { numPlayers: number }, playerID: string): BgioAiAction[] => {
    const seat = seatOf(playerID, ctx.numPlayers)
    if (seat === undefined) return []
    const toPlay = (moves: readonly M[]): BgioAiAction[] => moves.map((m) => ({ move: 'play', args: [m] }))
    if (isServerG(G)) {
      if (G.error !== undefined || gameOverOf(game, G) !== undefined) return []
      if (G.started === undefined) return [{ move: 'start' }]
      return toPlay(game.legalMoves(G.started.state, seat))
    }
    if (G.error !== undefined || G.outcome !== undefined) return []
    if (!G.started) return [{ move: 'start' }]
    return G.viewer === seat ? toPlay(G.legalMoves) : []
  }

  return {
    name: options.name ?? game.id,
    minPlayers: game.players.min,
    maxPlayers: game.players.max,
    disableUndo: true,
    deltaState: false,
    setup: ({ ctx }, setupData) => {
      const decoded = decodeSetupData(game, setupData, ctx.numPlayers)
      if (E.isLeft(decoded)) return { ...base, error: decoded.left.message }
      const { config, seed } = decoded.right
      return seed === undefined ? { ...base, config } : { ...base, config, publicSeed: seed }
    },
    validateSetupData: (setupData, numPlayers) => {
      const decoded = decodeSetupData(game, setupData, numPlayers)
      return E.isLeft(decoded) ? decoded.left.message : undefined
    },
    moves: {
      start: { move: start, client: false, redact: false, undoable: false },
      play: { move: play, client: false, redact: ({ G }) => G.started?.lastSecret ?? false, undoable: false }
    },
    turn: {
      onBegin: ({ G, ctx, events }) => events.setActivePlayers(activeIds(game, plain(G), ctx.numPlayers))
    },
    events: EVENTS_OFF,
    endIf: ({ G }) => (isServerG(G) ? gameOverOf(game, G) : (G.outcome ?? (G.error === undefined ? undefined : { error: G.error }))),
    playerView: ({ G, ctx, playerID }) => (isServerG(G) ? clientG(game, G, seatOf(playerID, ctx.numPlayers) ?? 'spectator') : G),
    plugins: [guardPlugin(game)],
    ai: { enumerate }
  }
}
