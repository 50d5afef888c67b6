/**
 * `tabletop-rules/boardgame.io`: play any of our games on boardgame.io 0.50's server, lobby and
 * clients. boardgame.io is an optional peer dependency; this entry never imports it.
 * @module
 */
export { toBoardgameIO, NOT_STARTED } from './adapter.js'
export { INVALID_MOVE } from './types.js'
export type {
  InvalidMove,
  BoardgameIOGame,
  BoardgameIOOptions,
  BgioCtx,
  BgioEvents,
  BgioRandom,
  BgioMoveContext,
  BgioMove,
  BgioAiAction,
  BgioPlugin,
  GameOver,
  SeenStep,
  Started,
  ServerG,
  ClientG,
  Refusal,
  SetupData
} from './types.js'
export { isServerG, asClientG, seatOf } from './client-g.js'
export { GUARD } from './guard.js'
