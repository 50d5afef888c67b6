/**
 * Transcripts: config + seed + moves, enough to rebuild any state exactly.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CHANCE, type Game, type WithRng } from './game.js'
import type { Step } from './chance.js'
import { decodeWith } from './decode.js'
import { describeValue } from './excerpt.js'
import { violation, ViolationCode, type RuleViolation } from './violation.js'

/** A recorded game. */
export interface Transcript<Config, Move> {
  /** The game id. */
  readonly game: string
  /** The rules version the moves were recorded under. */
  readonly rulesVersion: string
  /** The config passed to `setup`. */
  readonly config: Config
  /** The seed passed to `setup`. */
  readonly seed: string
  /** Every step from setup on, chance outcomes included. */
  readonly moves: readonly Step<Move>[]
}

/** io-ts codec of an actor: a non-negative integer seat or `'chance'`. */
export const ActorCodec = t.union([t.literal(CHANCE), t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0, 'Seat')])

/** io-ts codec of a transcript's outer shape (config and moves are decoded by the game's codecs). */
export const TranscriptShape = t.type({
  game: t.string,
  rulesVersion: t.string,
  config: t.unknown,
  seed: t.string,
  moves: t.array(t.type({ actor: ActorCodec, move: t.unknown }))
})

/** A replay failure: the violation, and the index of the step that failed (absent before step 0). */
export interface ReplayError extends RuleViolation {
  /** Index into `moves` of the first step that failed. */
  readonly step?: number
}

const atStep = (v: RuleViolation, step: number): ReplayError => ({
  ...v,
  step,
  message: `step ${step}: ${v.message}`
})

/** Decodes an untrusted transcript for a game: shape, game id, rules version, config and moves. */
export const decodeTranscript = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  input: unknown
): E.Either<ReplayError, Transcript<C, M>> => {
  const shape = decodeWith(TranscriptShape, input, ViolationCode.BAD_TRANSCRIPT, 'the transcript')
  if (E.isLeft(shape)) return shape
  const tr = shape.right
  if (tr.game !== game.id) {
    return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `the transcript is for game '${tr.game}', not '${game.id}'`))
  }
  if (tr.rulesVersion !== game.rulesVersion) {
    return E.left(
      violation(
        ViolationCode.BAD_TRANSCRIPT,
        `the transcript was recorded under ${game.id} rules version ${tr.rulesVersion}; this library implements ${game.rulesVersion}`
      )
    )
  }
  const config = decodeWith(game.codecs.config, tr.config, ViolationCode.BAD_CONFIG, 'the transcript config')
  if (E.isLeft(config)) return config
  const moves: Step<M>[] = []
  for (let i = 0; i < tr.moves.length; i++) {
    const step = tr.moves[i] as { actor: number | typeof CHANCE; move: unknown }
    const move = decodeWith(game.codecs.move, step.move, ViolationCode.MALFORMED_MOVE, 'the move')
    if (E.isLeft(move)) return E.left(atStep(move.left, i))
    moves.push({ actor: step.actor, move: move.right })
  }
  return E.right({ game: tr.game, rulesVersion: tr.rulesVersion, config: config.right, seed: tr.seed, moves })
}

/** An untrusted transcript decoded, and the state its config and seed set up (before any move). */
export const transcriptStart = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  input: unknown
): E.Either<ReplayError, { readonly transcript: Transcript<C, M>; readonly initial: S }> => {
  const decoded = decodeTranscript(game, input)
  if (E.isLeft(decoded)) return decoded
  const initial = game.setup(decoded.right.config, decoded.right.seed)
  return E.isLeft(initial) ? initial : E.right({ transcript: decoded.right, initial: initial.right })
}

/** Options of {@link replay}. */
export interface ReplayOptions {
  /** Stop after this many steps: a whole number from 0 to the number of steps (default: all); anything else is refused. */
  readonly to?: number
}

/**
 * Rebuilds the state a transcript leads to (or the state after `to` steps). The transcript is
 * untrusted input: it is decoded first. A failure names the step index and the violation.
 */
export const replay = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  transcript: unknown,
  options: ReplayOptions = {}
): E.Either<ReplayError, S> => {
  const start = transcriptStart(game, transcript)
  if (E.isLeft(start)) return start
  const { transcript: tr, initial } = start.right
  const asked: unknown = typeof options === 'object' && options !== null ? options.to : undefined
  const to = asked === undefined ? tr.moves.length : asked
  if (typeof to !== 'number' || !Number.isInteger(to) || to < 0 || to > tr.moves.length) {
    return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `replay's \`to\` must be a step count from 0 to ${tr.moves.length}, got ${describeValue(asked)}`))
  }
  let state = initial
  for (let i = 0; i < to; i++) {
    const step = tr.moves[i] as Step<M>
    const next = game.apply(state, step.actor, step.move)
    if (E.isLeft(next)) return E.left(atStep(next.left, i))
    state = next.right
  }
  return E.right(state)
}
