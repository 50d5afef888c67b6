/**
 * The guard: boardgame.io 0.50's master runs any event a client sends (`endGame`, `endTurn`,
 * `setActivePlayers`, `endStage`, …) even when the game disables it. The guard is a plugin whose
 * `isInvalid` refuses every update after which boardgame.io's `ctx` disagrees with our state:
 * who may act must be our `actors`, and `gameover` our outcome. Our state stays the authority.
 * @module
 */
import type { Game, WithRng } from '../core/game.js'
import { activeIds, gameOverOf } from './client-g.js'
import type { BgioCtx, BgioPlugin, ServerG } from './types.js'

/** The name of the guard plugin. */
export const GUARD = 'tabletop-rules-guard'

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

/** The guard plugin for `game`. */
export const guardPlugin = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>): BgioPlugin<ServerG<C, S, M>> => ({
  name: GUARD,
  isInvalid: ({ G, ctx }) => (G.tabletopRules === 'server' ? ctxDisagreement(game, G, ctx) : false)
})
