/**
 * The socket.io messages boardgame.io 0.50's server accepts from a client, and which of them its
 * master may see. Its transport listens to `update` (`[action, stateID, matchID, playerID]`: the
 * master authenticates `playerID` with `action.payload.credentials`, then runs the action),
 * `sync` (`[matchID, playerID, credentials, numPlayers]`: the state, and a new match on demand)
 * and `chat` (`[matchID, message, credentials]`: relayed to every client of the match). Each
 * handler throws on some malformed input, and a throw there ends the server process (an
 * unhandled rejection), so every message is checked here first: exact shapes, bounded ids and
 * nesting, and for `update` the action itself ({@link admitAction}).
 * @module
 */
import { ownKeysWithin } from '../../core/bounds.js'
import { describeValue } from '../../core/excerpt.js'
import { admitAction, isId, withinBounds, MAX_ACTION_DEPTH, type ActionPolicy } from '../admit.js'
import { attempt, isRecord } from '../total.js'

/** The most seats a `sync` may ask for when it creates a match on demand. */
export const MAX_SYNC_PLAYERS = 64

const CHAT_KEYS = ['id', 'sender', 'payload']

const absentOr = (v: unknown, ok: (v: unknown) => boolean): boolean => v === undefined || v === null || ok(v)

/**
 * Why the server must drop the socket.io message `packet` (`[event, ...args]`) sent to the
 * namespace of a game with `policy`, or `undefined` when its handler may run.
 */
export const admitPacket = (policy: ActionPolicy, packet: unknown): string | undefined => {
  if (!Array.isArray(packet) || packet.length === 0) return 'a message must be [event, ...args]'
  const [event, ...args] = packet as unknown[]
  switch (event) {
    case 'update': {
      if (args.length !== 4) return 'update takes [action, stateID, matchID, playerID]'
      const [action, stateID, matchID, playerID] = args
      if (typeof stateID !== 'number' || !Number.isSafeInteger(stateID) || stateID < 0) return `update: the state id must be a whole number, got ${describeValue(stateID)}`
      if (!isId(matchID)) return 'update: the match id must be text'
      if (!isId(playerID)) return 'update: a spectator may not act (no player id)'
      const refused = admitAction(policy, action, playerID)
      return refused === undefined ? undefined : `update: ${refused}`
    }
    case 'sync': {
      if (args.length > 4) return 'sync takes [matchID, playerID, credentials, numPlayers]'
      const [matchID, playerID, credentials, numPlayers] = args
      if (!isId(matchID)) return 'sync: the match id must be text'
      if (!absentOr(playerID, isId)) return 'sync: the player id must be text or null'
      if (!absentOr(credentials, isId)) return 'sync: the credentials must be text'
      const count = (n: unknown): boolean => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_SYNC_PLAYERS
      if (!absentOr(numPlayers, count)) return `sync: numPlayers must be 1 to ${MAX_SYNC_PLAYERS}`
      return undefined
    }
    case 'chat': {
      if (args.length < 2 || args.length > 3) return 'chat takes [matchID, message, credentials]'
      const [matchID, message, credentials] = args
      if (!isId(matchID)) return 'chat: the match id must be text'
      if (!isRecord(message) || attempt(() => ownKeysWithin(message, CHAT_KEYS.length + 1).keys.some((k) => !CHAT_KEYS.includes(k)), () => true)) return 'chat: the message must be { id, sender, payload }'
      if (!isId(message.id) || !isId(message.sender)) return 'chat: the message id and sender must be text'
      if (!absentOr(credentials, isId)) return 'chat: the credentials must be text'
      return withinBounds(message.payload) ? undefined : `chat: the payload is nested deeper than ${MAX_ACTION_DEPTH} levels or too large`
    }
    default:
      return `unknown message ${describeValue(event)}`
  }
}
