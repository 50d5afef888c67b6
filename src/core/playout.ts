/**
 * Seeded random playouts: the engine of the harness, the random bot and the benchmark.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type Seat, type WithRng } from './game.js'
import { pickIndex, sampler } from './rng.js'
import { sampleChance } from './chance.js'
import type { Step } from './chance.js'
import type { Transcript } from './transcript.js'
import type { RuleViolation } from './violation.js'

/** Options of {@link randomPlayout}. */
export interface PlayoutOptions {
  /** Seed of the move chooser (default: the setup seed + `'/moves'`). */
  readonly moveSeed?: string
  /** Stop after this many steps even if the game is not over (default 1,000,000). */
  readonly maxSteps?: number
}

/** The result of a playout. */
export interface PlayoutResult<Config, State, Move> {
  /** The last state. */
  readonly state: State
  /** The transcript of the playout (replays to `state`). */
  readonly transcript: Transcript<Config, Move>
  /** Whether the game ended (else `maxSteps` was reached). */
  readonly finished: boolean
}

/**
 * Plays a game from setup with uniformly random seat moves (seeded) and chance sampled from the
 * state's generator. Where several seats act at once, the seat to move next is drawn at random too.
 */
export const randomPlayout = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  config: C,
  seed: string,
  options: PlayoutOptions = {}
): E.Either<RuleViolation, PlayoutResult<C, S, M>> => {
  const initial = game.setup(config, seed)
  if (E.isLeft(initial)) return initial
  const opts: PlayoutOptions = typeof options === 'object' && options !== null ? options : {}
  const rand = sampler(typeof opts.moveSeed === 'string' ? opts.moveSeed : `${seed}/moves`)
  const maxSteps = typeof opts.maxSteps === 'number' && opts.maxSteps >= 0 ? opts.maxSteps : 1_000_000
  const moves: Step<M>[] = []
  let state = initial.right
  let finished = false
  for (let i = 0; i < maxSteps; i++) {
    const actors = game.actors(state)
    if (actors.length === 0) {
      finished = true
      break
    }
    let actor: Actor
    let move: M
    if (actors[0] === CHANCE) {
      const sampled = sampleChance(game, state)
      if (sampled === undefined) return E.left({ code: 'NO_CHANCE_OUTCOMES', message: `step ${i}: chance acts but lists no outcomes` })
      actor = CHANCE
      move = sampled
    } else {
      actor = actors.length === 1 ? (actors[0] as Seat) : (actors[pickIndex(rand.next(), actors.length)] as Actor)
      const legal = game.legalMoves(state, actor)
      const m = legal[pickIndex(rand.next(), legal.length)]
      if (m === undefined) return E.left({ code: 'NO_LEGAL_MOVES', message: `step ${i}: seat ${String(actor)} acts but has no legal move` })
      move = m
    }
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) return E.left({ ...next.left, message: `step ${i}: a listed move was refused: ${next.left.message}` })
    state = next.right
    moves.push({ actor, move })
  }
  if (!finished && game.actors(state).length === 0) finished = true
  return E.right({
    state,
    finished,
    transcript: { game: game.id, rulesVersion: game.rulesVersion, config, seed, moves }
  })
}
