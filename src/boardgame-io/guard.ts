/**
 * The guard: boardgame.io 0.50's master runs any event a client sends (`endGame`, `endTurn`,
 * `pass`, `setActivePlayers`, `endStage`, …) even when the game disables it. The guard is a plugin
 * whose `isInvalid` refuses every update that the adapter itself did not make — the adapter's
 * `setup`, `start` and `play` sign each update through the plugin's API; an event, or a move
 * boardgame.io finds by another name, does not — and every update after which the match state is
 * not one the adapter wrote, or boardgame.io's `ctx` disagrees with our state (who may act must be
 * our `actors`, `gameover` our outcome). Our state stays the authority.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Game, WithRng } from '../core/game.js'
import { activeIds, gameOverOf } from './client-g.js'
import { attempt, isRecord, jsonCopy } from './total.js'
import { readServerG } from './read.js'
import type { BgioCtx, BgioPlugin, GuardApi, GuardData, ServerG } from './types.js'

/** The name of the guard plugin (and of its API in a move's context). */
export const GUARD = 'tabletop-rules-guard'

/** A fresh {@link GuardApi} (boardgame.io creates one per update). */
const guardApi = (): GuardApi => {
  const cell = { signed: false }
  return {
    sign: () => {
      cell.signed = true
    },
    signed: () => cell.signed
  }
}

/** Signs the current update, if `context` (a move's or setup's context) carries the guard's API. */
export const signUpdate = (context: unknown): void => {
  attempt(() => {
    const api = isRecord(context) ? context[GUARD] : undefined
    if (isRecord(api) && typeof api.sign === 'function') (api as unknown as GuardApi).sign()
  }, () => undefined)
}

const sameIds = (a: readonly string[], b: readonly string[]): boolean => {
  const x = [...a].sort()
  const y = [...b].sort()
  return x.length === y.length && x.every((v, i) => v === y[i])
}

/** Why `ctx` disagrees with the server's `G`, or `false` when it agrees. */
export const ctxDisagreement = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  G: ServerG<C, S, M>,
  ctx: BgioCtx
): false | string => {
  const over = gameOverOf(game, G)
  if (over !== undefined) {
    return JSON.stringify(ctx.gameover) === JSON.stringify(over) ? false : 'gameover must be the game\'s outcome'
  }
  if (ctx.gameover !== undefined) return 'the game is not over'
  if (ctx.phase !== null) return 'the game has no phases'
  const expected = activeIds(game, G, ctx.numPlayers)
  const active = ctx.activePlayers === null ? [] : Object.keys(ctx.activePlayers)
  if (!sameIds(active, expected)) return `the seats that may act are [${expected.join(', ')}], from the game's actors`
  if (ctx.activePlayers !== null && Object.values(ctx.activePlayers).some((stage) => stage !== null)) return 'the game has no stages'
  return false
}

/** The most seats `ctx.numPlayers` may name for the guard to read it (a bound on its work, far above any game's). */
const MAX_CTX_PLAYERS = 1000

/** `ctx` as plain JSON with the fields the guard reads, or why not. */
const readCtx = (ctx: unknown): BgioCtx | string => {
  const c = jsonCopy(ctx)
  if (!isRecord(c)) return 'ctx could not be read'
  const { numPlayers, activePlayers, phase, gameover } = c
  if (typeof numPlayers !== 'number' || !Number.isInteger(numPlayers) || numPlayers < 1 || numPlayers > MAX_CTX_PLAYERS) return 'ctx.numPlayers is not a player count'
  if (activePlayers !== null && !isRecord(activePlayers)) return 'ctx.activePlayers must be null or an object'
  if (phase !== null && typeof phase !== 'string') return 'ctx.phase must be null or a name'
  return { numPlayers, activePlayers, phase, gameover }
}

/**
 * The guard plugin for `game`. `trusted` tells a `G` the adapter returned (used as is) from one it
 * must decode.
 */
export const guardPlugin = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  trusted: (G: unknown) => boolean
): BgioPlugin<ServerG<C, S, M>, GuardApi, GuardData> => ({
  name: GUARD,
  api: guardApi,
  flush: (context) =>
    ({
      signed: attempt(() => {
        const api = isRecord(context) ? context.api : undefined
        return isRecord(api) && typeof api.signed === 'function' && (api as unknown as GuardApi).signed() === true
      }, () => false)
    }),
  isInvalid: (context) =>
    attempt(
      () => {
        const { G, ctx, data } = isRecord(context) ? context : { G: undefined, ctx: undefined, data: undefined }
        if (!(isRecord(data) && data.signed === true)) return 'only the adapter\'s own moves (start, play) change the match: events and other moves are refused'
        const g = readServerG(game, G, trusted)
        if (E.isLeft(g)) return `the match state is not one the adapter wrote: ${g.left.message}`
        const c = readCtx(ctx)
        return typeof c === 'string' ? c : ctxDisagreement(game, g.right, c)
      },
      () => 'the update could not be checked'
    )
})
