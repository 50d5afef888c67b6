/**
 * Reading what boardgame.io hands the adapter — `G`, `ctx`, player ids, `setupData` — without
 * trusting it. boardgame.io 0.50 stores whatever state a client's `RESET`, `UPDATE` or `PATCH`
 * carries (unless the server entry refuses them), and in-process callers can pass proxies and
 * throwing getters; every reader here is total, and a `G` the adapter did not write is decoded
 * like any stored state (the envelope with io-ts, our state with `game.decodeState`).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CHANCE, type Game, type WithRng } from '../core/game.js'
import { decodeWith } from '../core/decode.js'
import { violation, ViolationCode, type RuleViolation } from '../core/violation.js'
import { MAX_SEED_LENGTH } from './setup-data.js'
import type { ClientG, ServerG, Started } from './types.js'
import { attempt, isRecord, jsonCopy } from './total.js'

/** The number of seats in boardgame.io's `ctx`, or 0 when `ctx` does not say (read safely). */
export const numPlayersOf = (ctx: unknown, max: number): number => {
  const n = attempt(() => (isRecord(ctx) ? ctx.numPlayers : undefined), () => undefined)
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= max ? n : 0
}

/** True for a client's `G` (a {@link ClientG}), read safely. */
export const isClientGLike = (G: unknown): boolean => attempt(() => isRecord(G) && G.tabletopRules === 'view', () => false)

/** A client's `G` copied as plain JSON, when it is one. */
export const readClientG = <M, V>(G: unknown): ClientG<M, V> | undefined => {
  const copy = isClientGLike(G) ? jsonCopy(G) : undefined
  return isRecord(copy) && copy.tabletopRules === 'view' ? (copy as unknown as ClientG<M, V>) : undefined
}

const Step = t.type({ actor: t.union([t.number, t.literal(CHANCE)]), move: t.unknown })
const StartedCodec = t.type({
  seed: t.string,
  state: t.unknown,
  steps: t.array(Step),
  lastCount: t.number,
  lastSecret: t.boolean,
  lastSeen: t.record(t.string, t.array(t.unknown))
})
/** The shape of the server's `G` (our state and config are checked by the game afterwards). */
const Envelope = t.intersection([
  t.type({ tabletopRules: t.literal('server'), game: t.string, rulesVersion: t.string }),
  t.partial({ config: t.unknown, error: t.string, publicSeed: t.string, started: StartedCodec })
])

/**
 * Reads the server's `G` for `game`: the envelope (exact), the game id, the config (the game's
 * codec) and our state (`game.decodeState`: codec and consistency checks). `trusted` says whether
 * the adapter itself returned this very object (then it is used as is).
 */
export const readServerG = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  G: unknown,
  trusted: (G: unknown) => boolean
): E.Either<RuleViolation, ServerG<C, S, M>> => {
  if (trusted(G)) return E.right(G as ServerG<C, S, M>)
  const bad = (message: string): E.Either<RuleViolation, ServerG<C, S, M>> => E.left(violation(ViolationCode.BAD_STATE, message))
  const copy = jsonCopy(G)
  if (copy === undefined) return bad('the match state (G) could not be read')
  const envelope = decodeWith(Envelope, copy, ViolationCode.BAD_STATE, 'the match state (G)')
  if (E.isLeft(envelope)) return envelope
  const g = envelope.right
  if (g.game !== game.id) return bad(`the match state (G) is of the game ${JSON.stringify(g.game.slice(0, 40))}, not ${game.id}`)
  if (g.publicSeed !== undefined && (g.publicSeed.length === 0 || g.publicSeed.length > MAX_SEED_LENGTH)) return bad('the match state (G) has a bad seed')
  const base = { tabletopRules: 'server' as const, game: g.game, rulesVersion: g.rulesVersion }
  const withError = g.error === undefined ? base : { ...base, error: g.error }
  const withSeed = g.publicSeed === undefined ? withError : { ...withError, publicSeed: g.publicSeed }
  if (g.config === undefined) return g.started === undefined ? E.right(withSeed) : bad('the match state (G) has a game but no config')
  const config = decodeWith(game.codecs.config, g.config, ViolationCode.BAD_STATE, 'the config in the match state (G)')
  if (E.isLeft(config)) return config
  if (g.started === undefined) return E.right({ ...withSeed, config: config.right })
  const state = attempt(() => game.decodeState(g.started?.state), () => E.left(violation(ViolationCode.BAD_STATE, 'the game state could not be read')))
  if (E.isLeft(state)) return state
  const steps = g.started.steps.map((s) => ({ actor: s.actor, move: s.move as M }))
  return E.right({ ...withSeed, config: config.right, started: { ...g.started, state: state.right, steps, lastSeen: g.started.lastSeen as Started<S, M>['lastSeen'] } })
}
