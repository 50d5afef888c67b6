/**
 * `tabletop-rules/boardgame.io`: play any of our games on boardgame.io 0.50's server, lobby and
 * clients. boardgame.io is an optional peer dependency; this entry never imports it. (The server
 * side that enforces seat authority is `tabletop-rules/boardgame.io/server`.)
 * @module
 */
export { toBoardgameIO, NOT_STARTED, UNREADABLE_MATCH } from './adapter.js'
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
  GuardApi,
  GuardData,
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
export {
  admitAction,
  policyOf,
  isTabletopGame,
  withSeatAuthority,
  withinBounds,
  BGIO_EVENTS,
  MAX_ACTION_DEPTH,
  MAX_ACTION_VALUES,
  MAX_ID_LENGTH,
  type ActionPolicy,
  type TransportLike
} from './admit.js'
