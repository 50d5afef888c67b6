/**
 * Playing a whole game between bots, chance resolved from the state's generator.
 * @module
 */
import * as E from 'fp-ts/Either'
import {
  CHANCE,
  pickIndex,
  sampleChance,
  sampler,
  type Actor,
  type Game,
  type RuleViolation,
  type Sampler,
  type Seat,
  type Step,
  type PlayoutResult,
  type WithRng
} from '../core/index.js'
import type { Bot } from './bot.js'

/** One step of a match as it happened, for logs. */
export interface MatchEvent<State, Move> {
  /** The state before the step. */
  readonly before: State
  /** The state after the step. */
  readonly after: State
  /** Who moved. */
  readonly actor: Actor
  /** The move. */
  readonly move: Move
}

/** Options of {@link playMatch}. */
export interface MatchOptions<State, Move> {
  /** Seed of the bots' generators (default: the setup seed + `'/bots'`). Each seat gets its own stream. */
  readonly botSeed?: string
  /** Stop after this many steps (default 1,000,000). */
  readonly maxSteps?: number
  /** Called after every step (for logs and progress). */
  readonly onStep?: (event: MatchEvent<State, Move>) => void
}

/** The result of a match: the same as a random playout's. */
export type MatchResult<Config, State, Move> = PlayoutResult<Config, State, Move>

/**
 * Plays a game from setup: each seat's bot decides from `view(state, seat)` and the seat's legal
 * moves; chance is sampled from the state's generator. Where several seats act at once, the
 * order in which they submit is drawn from a separate stream (it cannot change the result of a
 * simultaneous decision, only the order of the log). Deterministic given the seeds.
 */
export const playMatch = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  config: C,
  seed: string,
  bots: readonly Bot<V, M>[],
  options: MatchOptions<S, M> = {}
): E.Either<RuleViolation, MatchResult<C, S, M>> => {
  const initial = game.setup(config, seed)
  if (E.isLeft(initial)) return initial
  const botSeed = options.botSeed ?? `${seed}/bots`
  const streams = new Map<Seat, Sampler>()
  const stream = (seat: Seat): Sampler => {
    const existing = streams.get(seat)
    if (existing !== undefined) return existing
    const made = sampler(`${botSeed}/${seat}`)
    streams.set(seat, made)
    return made
  }
  const order = sampler(`${botSeed}/order`)
  const moves: Step<M>[] = []
  let state = initial.right
  const maxSteps = options.maxSteps ?? 1_000_000
  for (let i = 0; i < maxSteps; i++) {
    const actors = game.actors(state)
    if (actors.length === 0) break
    let actor: Actor
    let move: M
    if (actors[0] === CHANCE) {
      const sampled = sampleChance(game, state)
      if (sampled === undefined) return E.left({ code: 'NO_CHANCE_OUTCOMES', message: `step ${i}: chance acts but lists no outcomes` })
      actor = CHANCE
      move = sampled
    } else {
      const seat = (actors.length === 1 ? actors[0] : actors[pickIndex(order.next(), actors.length)]) as Seat
      const bot = bots[seat] ?? bots[bots.length - 1]
      const legal = game.legalMoves(state, seat)
      if (bot === undefined || legal.length === 0) return E.left({ code: 'NO_LEGAL_MOVES', message: `step ${i}: seat ${seat} has no bot or no legal move` })
      actor = seat
      move = bot.choose({ view: game.view(state, seat), seat, legal, rand: stream(seat).next })
    }
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) return E.left({ ...next.left, message: `step ${i}: the ${actor === CHANCE ? 'chance' : `seat ${actor}`} move was refused: ${next.left.message}` })
    options.onStep?.({ before: state, after: next.right, actor, move })
    state = next.right
    moves.push({ actor, move })
  }
  return E.right({
    state,
    finished: game.actors(state).length === 0,
    transcript: { game: game.id, rulesVersion: game.rulesVersion, config, seed, moves }
  })
}
