/**
 * `setupData` → the game's config and an optional seed: untrusted input (anyone who creates a
 * match through boardgame.io's lobby sends it), decoded exactly and checked by the game's own
 * codec and `setup`, so a bad config is refused with the game's message. Total: a value that is
 * not plain JSON (a proxy, a getter, a cycle) is refused, and messages quote values safely.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Game, WithRng } from '../core/game.js'
import { plainCopy } from '../core/bounds.js'
import { decodeWith } from '../core/decode.js'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import { describeValue } from '../core/excerpt.js'
import { attempt, isRecord, jsonCopy } from './total.js'

/** The longest seed accepted from `setupData`. */
export const MAX_SEED_LENGTH = 256

/** The seed the not-yet-started view is computed with (the seed only initialises the generator, which no view shows). */
export const UNSTARTED_SEED = 'tabletop-rules/boardgame.io: not started'

/** A config and an optional public seed, decoded from `setupData` for `numPlayers` seats. */
export interface DecodedSetup<Config> {
  /** The game's decoded config, `players` = `numPlayers`. */
  readonly config: Config
  /** The seed from `setupData`, if any. */
  readonly seed?: string
}

/**
 * Decodes `setupData` (`{ config?, seed? }`, no other keys) for `numPlayers` seats: the player count
 * must be in the game's range and agree with `config.players` if given; the config must pass the
 * game's codec and `setup`.
 */
export const decodeSetupData = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  setupData: unknown,
  numPlayers: unknown
): E.Either<RuleViolation, DecodedSetup<C>> => {
  const bad = (message: string): E.Either<RuleViolation, DecodedSetup<C>> =>
    E.left(violation(ViolationCode.BAD_CONFIG, message))
  if (typeof numPlayers !== 'number' || !Number.isInteger(numPlayers) || numPlayers < game.players.min || numPlayers > game.players.max) {
    return bad(`${game.title} is for ${game.players.min} to ${game.players.max} players, not ${describeValue(numPlayers)}`)
  }
  // A plain-JSON copy first: what the lobby receives is JSON; anything else (a getter, a proxy, a
  // cycle) is refused here rather than read twice. Read within the input budget (plainCopy: an
  // object of 10⁶ keys or getters is refused unread), then written as JSON.
  const read = setupData === undefined ? undefined : plainCopy(setupData)
  const data = read === undefined ? {} : read.ok ? jsonCopy(read.value) : undefined
  if (data === undefined) return bad('setupData could not be read as plain JSON')
  if (!isRecord(data)) return bad('setupData must be an object { config?, seed? }')
  const unknown = Object.keys(data).filter((k) => k !== 'config' && k !== 'seed')
  if (unknown.length > 0) return bad(`setupData has unknown keys: ${unknown.slice(0, 5).join(', ')} (expected config, seed)`)
  const { config = {}, seed } = data
  if (!isRecord(config)) return bad('setupData.config must be an object')
  if (seed !== undefined && (typeof seed !== 'string' || seed.length === 0 || seed.length > MAX_SEED_LENGTH)) {
    return bad(`setupData.seed must be a string of 1 to ${MAX_SEED_LENGTH} characters`)
  }
  if (config.players !== undefined && config.players !== numPlayers) {
    return bad(`setupData.config.players is ${describeValue(config.players)} but the match has ${numPlayers} players`)
  }
  const decoded = decodeWith(game.codecs.config, { ...config, players: numPlayers }, ViolationCode.BAD_CONFIG, 'the config')
  if (E.isLeft(decoded)) return decoded
  const trial = attempt(() => game.setup(decoded.right, UNSTARTED_SEED), () => E.left(violation(ViolationCode.INTERNAL_ERROR, 'the game could not be set up with this config')))
  if (E.isLeft(trial)) return trial
  return E.right(seed === undefined ? { config: decoded.right } : { config: decoded.right, seed })
}
