/**
 * Which client actions boardgame.io's master may run. boardgame.io 0.50's master runs every action
 * a client sends once it has authenticated the sender's player id: a `RESET`, `UPDATE`, `PATCH`
 * or `SYNC` replaces the match state with the one the client sends (no game code is consulted),
 * and a move or event runs as `payload.playerID`, which the master never compares with the
 * authenticated id. A `Game` cannot refuse these, so the check sits in front of the master: the
 * server entry (`tabletop-rules/boardgame.io/server`) applies it to every socket message, and
 * {@link withSeatAuthority} to an in-process `Local` transport.
 *
 * An action is admitted only when it is one a boardgame.io client sends for its own seat: a move
 * (for our games: `start` or `play`), and for other games also an event the game enables, undo and
 * redo unless disabled, or a plugin action; `payload.playerID` must be the sender's authenticated
 * player id; the shape is exact and the nesting bounded.
 * @module
 */
import { ownKeysWithin } from '../core/bounds.js'
import { describeValue } from '../core/excerpt.js'
import { GUARD } from './guard.js'
import { seatOf } from './client-g.js'
import { attempt, isRecord, jsonCopy } from './total.js'

/** The deepest nesting an admitted action may have (boardgame.io's own logging overflows the stack near 4,000). */
export const MAX_ACTION_DEPTH = 64

/** The most values (objects, arrays, scalars) an admitted action may hold. */
export const MAX_ACTION_VALUES = 100_000

/** The longest player id, credentials or match id admitted (characters). */
export const MAX_ID_LENGTH = 256

/** boardgame.io 0.50's events (its flow's handlers). */
export const BGIO_EVENTS = ['endStage', 'setStage', 'endTurn', 'pass', 'endPhase', 'setPhase', 'endGame', 'setActivePlayers'] as const

/** What a client may send for a game: move names, event names, whether undo/redo, plugin actions. */
export interface ActionPolicy {
  /** The game's name (for messages). */
  readonly game: string
  /** Move names a client may make. */
  readonly moves: readonly string[]
  /** Event names a client may call. */
  readonly events: readonly string[]
  /** Whether `UNDO` and `REDO` are admitted. */
  readonly undo: boolean
  /** Plugin names whose actions a client may send (`PLUGIN`). */
  readonly pluginActions: readonly string[]
  /** For our games: the most seats, and a sender must be a seat id (`'0'` … ) below it. */
  readonly seats?: number
}

/**
 * The first `max` own keys of an object (`[]` for anything else, or when reading throws): read one
 * at a time ({@link ownKeysWithin}), so an action or proxy with 10⁶ keys runs no trap past them.
 */
const ownKeys = (v: unknown, max: number = MAX_ACTION_VALUES + 1): readonly string[] => attempt(() => (isRecord(v) ? ownKeysWithin(v, max).keys : []), () => [])
const field = (v: unknown, key: string): unknown => attempt(() => (isRecord(v) && Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined), () => undefined)
const values = (v: unknown, max?: number): unknown[] => ownKeys(v, max).map((k) => field(v, k))

/** True for a game made by `toBoardgameIO` (it carries the guard plugin). */
export const isTabletopGame = (game: unknown): boolean => {
  const plugins = field(game, 'plugins')
  return attempt(() => Array.isArray(plugins) && plugins.some((p) => field(p, 'name') === GUARD), () => false)
}

/**
 * The {@link ActionPolicy} of a boardgame.io game. For a game made by `toBoardgameIO`: the moves
 * `start` and `play`, nothing else (its events and undo are off). For any other game: its own move
 * names (top level, phases, stages), the events it does not disable, undo/redo unless
 * `disableUndo`, and the actions of its plugins.
 */
export const policyOf = (game: unknown): ActionPolicy => {
  const name = field(game, 'name')
  const gameName = typeof name === 'string' ? name : 'default'
  if (isTabletopGame(game)) {
    const max = field(game, 'maxPlayers')
    return { game: gameName, moves: ['start', 'play'], events: [], undo: false, pluginActions: [], seats: typeof max === 'number' ? max : 0 }
  }
  const turns = [field(game, 'turn'), ...values(field(game, 'phases')).map((p) => field(p, 'turn'))]
  const moveMaps = [
    field(game, 'moves'),
    ...values(field(game, 'phases')).map((p) => field(p, 'moves')),
    ...turns.flatMap((turn) => values(field(turn, 'stages')).map((s) => field(s, 'moves')))
  ]
  const events = field(game, 'events')
  const plugins = field(game, 'plugins')
  return {
    game: gameName,
    moves: [...new Set(moveMaps.flatMap((m) => ownKeys(m)))],
    events: BGIO_EVENTS.filter((e) => field(events, e) !== false),
    undo: field(game, 'disableUndo') !== true,
    pluginActions: attempt(() => (Array.isArray(plugins) ? plugins : []), () => [])
      .filter((p) => typeof field(p, 'action') === 'function')
      .map((p) => field(p, 'name'))
      .filter((n): n is string => typeof n === 'string')
  }
}

/**
 * Whether `value`'s nesting stays within `maxDepth` and its size within `maxValues` (walked without
 * recursion, so a value nested 100,000 deep is measured, not a stack overflow).
 */
export const withinBounds = (value: unknown, maxDepth: number = MAX_ACTION_DEPTH, maxValues: number = MAX_ACTION_VALUES): boolean => {
  const stack: { readonly v: unknown; readonly depth: number }[] = [{ v: value, depth: 0 }]
  let seen = 0
  while (stack.length > 0) {
    const top = stack.pop() as { readonly v: unknown; readonly depth: number }
    seen++
    if (seen > maxValues || top.depth > maxDepth) return false
    if (typeof top.v === 'object' && top.v !== null) {
      const children = attempt(() => (Array.isArray(top.v) ? (top.v as unknown[]).slice(0, maxValues + 1) : values(top.v, maxValues + 1)), () => undefined)
      if (children === undefined) return false
      for (const c of children) stack.push({ v: c, depth: top.depth + 1 })
    }
  }
  return true
}

/** True for a player id, match id or credentials string within {@link MAX_ID_LENGTH}. */
export const isId = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_ID_LENGTH

const ACTION_KEYS = ['type', 'payload']
const PAYLOAD_KEYS = ['type', 'args', 'playerID', 'credentials']
const SERVER_ONLY = ['RESET', 'UPDATE', 'PATCH', 'SYNC', 'STRIP_TRANSIENTS']

const listed = (names: readonly string[]): string => (names.length === 0 ? 'none' : names.join(', '))

/**
 * Why boardgame.io's master must not run `action` from the connection authenticated as `sender`,
 * or `undefined` when it may. `sender` is the player id the master authenticates (the socket
 * message's, or the `Local` client's); a spectator (`null`) may send nothing.
 */
export const admitAction = (policy: ActionPolicy, action: unknown, sender: unknown): string | undefined => {
  if (!isRecord(action)) return 'an action must be an object { type, payload }'
  const type = field(action, 'type')
  if (typeof type !== 'string') return `the action type must be text, got ${describeValue(type)}`
  if (SERVER_ONLY.includes(type)) return `${type} replaces the match state: only the server sends it`
  // Of more keys than those allowed, one among the first `allowed + 1` is unknown: no more are read.
  const extra = ownKeys(action, ACTION_KEYS.length + 1).filter((k) => !ACTION_KEYS.includes(k))
  if (extra.length > 0) return `the action has unknown keys: ${extra.slice(0, 3).map(describeValue).join(', ')}`
  const payload = field(action, 'payload')
  if (!isRecord(payload)) return 'the action payload must be an object'
  const extraPayload = ownKeys(payload, PAYLOAD_KEYS.length + 1).filter((k) => !PAYLOAD_KEYS.includes(k))
  if (extraPayload.length > 0) return `the action payload has unknown keys: ${extraPayload.slice(0, 3).map(describeValue).join(', ')}`
  if (!isId(sender)) return 'a spectator may not act (the connection has no player id)'
  if (policy.seats !== undefined && seatOf(sender, policy.seats) === undefined) return `player ${describeValue(sender)} has no seat in ${policy.game}`
  const playerID = field(payload, 'playerID')
  if (playerID !== sender) return `the action is for player ${describeValue(playerID)} but the connection is player ${describeValue(sender)}: a seat acts only for itself`
  const credentials = field(payload, 'credentials')
  if (credentials !== undefined && credentials !== null && !isId(credentials)) return `credentials must be text of at most ${MAX_ID_LENGTH} characters`
  const name = field(payload, 'type')
  const args = field(payload, 'args')
  const argsOk = Array.isArray(args)
  switch (type) {
    case 'MAKE_MOVE':
      if (typeof name !== 'string' || !policy.moves.includes(name)) return `${describeValue(name)} is not a move of ${policy.game} (moves: ${listed(policy.moves)})`
      if (!argsOk) return 'the move arguments must be a list'
      break
    case 'GAME_EVENT':
      if (typeof name !== 'string' || !policy.events.includes(name)) return `the event ${describeValue(name)} is refused (${policy.game} accepts from a client: ${listed(policy.events)})`
      if (!argsOk) return 'the event arguments must be a list'
      break
    case 'UNDO':
    case 'REDO':
      if (!policy.undo) return `${type} is off in ${policy.game}`
      if ((name !== null && name !== undefined) || (args !== null && args !== undefined)) return `${type} carries no move`
      break
    case 'PLUGIN':
      if (typeof name !== 'string' || !policy.pluginActions.includes(name)) return `${describeValue(name)} is not a plugin action of ${policy.game}`
      if (!argsOk) return 'the plugin action arguments must be a list'
      break
    default:
      return `unknown action type ${describeValue(type)}`
  }
  return withinBounds(action) ? undefined : `the action is nested deeper than ${MAX_ACTION_DEPTH} levels or holds more than ${MAX_ACTION_VALUES} values`
}

/**
 * The part of a boardgame.io client transport {@link withSeatAuthority} uses: `sendAction`, and
 * (read at each call) its `playerID`, the id `Local` gives the master as the sender.
 */
export interface TransportLike {
  /** Sends a client's action to the master. */
  sendAction(state: unknown, action: unknown): void
}

/**
 * Seat authority for an in-process boardgame.io transport (`Local()`): wraps the transport factory
 * so that each client's transport passes to the master only actions {@link admitAction} admits
 * for the player id the client was created with (a plain-JSON copy of them), and drops the rest.
 * `Client({ game, multiplayer: withSeatAuthority(Local()), playerID: '0' })`. (Code in the same
 * process can still reach the master directly; this guards what clients send.)
 */
export const withSeatAuthority =
  <O, T extends TransportLike>(multiplayer: (options: O) => T) =>
  (options: O): T => {
    const transport = multiplayer(options)
    const policy = policyOf(field(options, 'game'))
    const send = transport.sendAction.bind(transport)
    // The transport was created just now, for this client: its `sendAction` is replaced on it.
    Object.defineProperty(transport, 'sendAction', {
      configurable: true,
      writable: true,
      value: (state: unknown, action: unknown): void => {
        // Bounded before it is copied (a getter or a sparse array could make the copy huge).
        const copy = withinBounds(action) ? jsonCopy(action) : undefined
        if (admitAction(policy, copy, field(transport, 'playerID')) === undefined) send(state, copy)
      }
    })
    return transport
  }
