/**
 * What a client receives as `G` (boardgame.io's `playerView`): the game's view for that seat or
 * the spectator, the seats that decide, the seat's own legal moves and the last steps as it may
 * know them. Nothing else of the server's `G` (state, generator, seed, steps) reaches a client.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Game, type Seat, type WithRng } from '../core/game.js'
import type { Outcome } from '../core/outcome.js'
import { UNSTARTED_SEED } from './setup-data.js'
import type { ClientG, GameOver, ServerG } from './types.js'
import { attempt, isRecord } from './total.js'
import { isClientGLike } from './read.js'

/**
 * True for the server's `G` (a client's `G` is a {@link ClientG}); `false` for anything else,
 * whatever it is (read safely). It says what `G` claims to be: the adapter decodes a `G` it did
 * not write before using it.
 */
export const isServerG = <C, S, M, V>(G: ServerG<C, S, M> | ClientG<M, V>): G is ServerG<C, S, M> =>
  attempt(() => isRecord(G) && G.tabletopRules === 'server', () => false)

/** The seat of a boardgame.io player id, or `undefined` (spectator, unknown id, not a string). */
export const seatOf = (playerID: unknown, players: number): Seat | undefined => {
  if (typeof playerID !== 'string' || !/^(0|[1-9][0-9]?)$/.test(playerID)) return undefined
  const n = Number(playerID)
  return n < players ? n : undefined
}

/** The seats that may act now, as boardgame.io player ids: every seat before `start` (any may start), none once over. */
export const activeIds = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, G: ServerG<C, S, M>, players: number): string[] => {
  if (G.error !== undefined) return []
  if (G.started === undefined) return Array.from({ length: players }, (_, i) => String(i))
  return game.actors(G.started.state).filter((a) => a !== CHANCE).map(String)
}

/** `ctx.gameover` for the server's `G`: the outcome, the setup error, or `undefined` while the game runs. */
export const gameOverOf = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, G: ServerG<C, S, M>): GameOver | undefined => {
  if (G.error !== undefined) return { error: G.error }
  return G.started === undefined ? undefined : game.outcome(G.started.state)
}

/** The {@link ClientG} of a match that cannot be shown: no view, no moves, the error. */
export const unreadableClientG = <M, V>(game: string, viewer: Seat | 'spectator', error: string): ClientG<M, V> => ({
  tabletopRules: 'view',
  game,
  viewer,
  started: false,
  view: null,
  actors: [],
  legalMoves: [],
  recent: [],
  error
})

/** The {@link ClientG} of `viewer` for the server's `G` (decoded: see `read.ts`). */
export const clientG = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  G: ServerG<C, S, M>,
  viewer: Seat | 'spectator'
): ClientG<M, V> => {
  const base = { tabletopRules: 'view' as const, game: G.game, viewer }
  const failed = (error: string): ClientG<M, V> => unreadableClientG(G.game, viewer, error)
  if (G.error !== undefined || G.config === undefined) return failed(G.error ?? 'the match has no config')
  if (G.started === undefined) {
    const fresh = game.setup(G.config, UNSTARTED_SEED)
    if (E.isLeft(fresh)) return failed(fresh.left.message)
    return { ...base, started: false, view: game.view(fresh.right, viewer), actors: [], legalMoves: [], recent: [] }
  }
  const { state, lastSeen } = G.started
  const view = game.view(state, viewer)
  const actors = game.actors(state).filter((a): a is Seat => a !== CHANCE)
  const legalMoves =
    viewer === 'spectator' || !actors.includes(viewer)
      ? []
      : game.legalMovesFromView !== undefined
        ? game.legalMovesFromView(view, viewer)
        : game.legalMoves(state, viewer)
  const outcome: Outcome | undefined = game.outcome(state)
  const recent = lastSeen[String(viewer)] ?? []
  return outcome === undefined
    ? { ...base, started: true, view, actors, legalMoves, recent }
    : { ...base, started: true, view, actors, legalMoves, recent, outcome }
}

/**
 * A client's `G` as what it is: boardgame.io types a client's `G` like the server's (one `G` per
 * game), but a client only ever holds a {@link ClientG}. `undefined` for anything else (read
 * safely: a proxy or a throwing getter gives `undefined`).
 */
export const asClientG = <M, V>(G: unknown): ClientG<M, V> | undefined => (isClientGLike(G) ? (G as ClientG<M, V>) : undefined)
