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
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, MAX_MOVE_VALUES, type InputBudget } from './bounds.js'

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

/**
 * io-ts codec of a transcript's outer shape (config and moves are decoded by the game's codecs;
 * each step by {@link StepShape}, one at a time, once the number of steps is known to be within
 * the game's `limits.maxSteps`).
 */
export const TranscriptShape = t.type({
  game: t.string,
  rulesVersion: t.string,
  config: t.unknown,
  seed: t.string,
  moves: t.array(t.unknown)
})

/** io-ts codec of one step of a transcript: who moved, and the move (decoded by the game's move codec). */
export const StepShape = t.type({ actor: ActorCodec, move: t.unknown })

/** The most values one step of a transcript or vector may hold beyond its legal-move lists (a move is a handful). */
export const MAX_STEP_VALUES = 64

/**
 * How much of a transcript of a game is read: a config's worth of values, and
 * {@link MAX_STEP_VALUES} for each of at most `limits.maxSteps` steps (a longer transcript is
 * refused before its steps are read).
 */
export const transcriptBudget = (limits: { readonly maxSteps: number }, perStep = MAX_STEP_VALUES): InputBudget => ({
  values: MAX_INPUT_VALUES + Math.max(0, limits.maxSteps) * perStep,
  depth: MAX_INPUT_DEPTH
})

/** Refuses a list of steps longer than any game of `game` may be (`limits.maxSteps`), before it is read; `what` names the list. */
export const stepCountProblem = (game: { readonly title: string; readonly limits: { readonly maxSteps: number } }, steps: number, what: string): string | undefined =>
  steps > game.limits.maxSteps ? `${what} has ${steps} steps; no game of ${game.title} is longer than ${game.limits.maxSteps} steps (limits.maxSteps)` : undefined

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
  const shape = decodeWith(TranscriptShape, input, ViolationCode.BAD_TRANSCRIPT, 'the transcript', { budget: transcriptBudget(game.limits) })
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
  const tooLong = stepCountProblem(game, tr.moves.length, 'the transcript')
  if (tooLong !== undefined) return E.left(violation(ViolationCode.BAD_TRANSCRIPT, tooLong))
  const config = decodeWith(game.codecs.config, tr.config, ViolationCode.BAD_CONFIG, 'the transcript config')
  if (E.isLeft(config)) return config
  const moves: Step<M>[] = []
  for (let i = 0; i < tr.moves.length; i++) {
    const step = decodeWith(StepShape, tr.moves[i], ViolationCode.BAD_TRANSCRIPT, 'the step', { budget: { values: MAX_STEP_VALUES, depth: MAX_INPUT_DEPTH } })
    if (E.isLeft(step)) return E.left(atStep(step.left, i))
    const move = decodeWith(game.codecs.move, step.right.move, ViolationCode.MALFORMED_MOVE, 'the move', { budget: { values: MAX_MOVE_VALUES, depth: MAX_INPUT_DEPTH } })
    if (E.isLeft(move)) return E.left(atStep(move.left, i))
    moves.push({ actor: step.right.actor, move: move.right })
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

/** io-ts codec of {@link ReplayOptions} (exact: an unknown option is refused). */
const ReplayOptionsCodec = t.partial({ to: t.number })

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
  const opts: E.Either<RuleViolation, { readonly to?: number }> = options === null || options === undefined ? E.right({}) : decodeWith(ReplayOptionsCodec, options, ViolationCode.BAD_TRANSCRIPT, "replay's options")
  if (E.isLeft(opts)) return opts
  const asked = opts.right.to
  const to = asked === undefined ? tr.moves.length : asked
  if (!Number.isInteger(to) || to < 0 || to > tr.moves.length) {
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
