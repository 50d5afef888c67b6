/**
 * Conformance vectors: a transcript annotated, step by step, with the legal-move count and hash
 * and the state hash, so another implementation can check itself against this one.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CHANCE, type Actor, type Game, type WithRng } from './game.js'
import { ActorCodec, decodeTranscript, type ReplayError, type Transcript } from './transcript.js'
import { decodeWith } from './decode.js'
import { movesHash, stateHash } from './hash.js'
import { violation, ViolationCode } from './violation.js'

/** The format tag of vectors written by this version. */
export const VECTOR_FORMAT = 'tabletop-rules/vector@1'

/** One step of a vector. */
export interface VectorStep {
  /** Who moved. */
  readonly actor: Actor
  /** The move (the game's JSON move). */
  readonly move: unknown
  /** The actors before the move. */
  readonly actors: readonly Actor[]
  /** How many legal moves the actor had before the move. */
  readonly legalCount: number
  /**
   * {@link movesHash} of the actor's legal moves before the move (in order, as the move codec
   * encodes them); for a chance step, of the outcomes with their probabilities:
   * `[{ move, p }, …]` in `chanceOutcomes` order, so a change of probabilities is caught too.
   */
  readonly legalHash: string
  /** {@link stateHash} of the state after the move. */
  readonly stateHash: string
}

/** A conformance vector. */
export interface Vector {
  /** Always {@link VECTOR_FORMAT}. */
  readonly format: string
  /** The game id. */
  readonly game: string
  /** The rules version. */
  readonly rulesVersion: string
  /** The setup config. */
  readonly config: unknown
  /** The setup seed. */
  readonly seed: string
  /** {@link stateHash} of the state right after setup. */
  readonly initialStateHash: string
  /** The steps. */
  readonly steps: readonly VectorStep[]
  /** Final scores by seat after the last step. */
  readonly finalScores: readonly number[]
  /** Free text: where the vector comes from (a seed and bots, or a rulebook example). */
  readonly description?: string
}

const VectorStepCodec = t.type({
  actor: ActorCodec,
  move: t.unknown,
  actors: t.array(ActorCodec),
  legalCount: t.number,
  legalHash: t.string,
  stateHash: t.string
})

/** io-ts codec of a vector's shape. */
export const VectorCodec = t.intersection([
  t.type({
    format: t.literal(VECTOR_FORMAT),
    game: t.string,
    rulesVersion: t.string,
    config: t.unknown,
    seed: t.string,
    initialStateHash: t.string,
    steps: t.array(VectorStepCodec),
    finalScores: t.array(t.number)
  }),
  t.partial({ description: t.string })
])

/** Records a vector from a transcript (which must replay cleanly). */
export const recordVector = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  transcript: Transcript<C, M>,
  description?: string
): E.Either<ReplayError, Vector> => {
  const decoded = decodeTranscript(game, transcript)
  if (E.isLeft(decoded)) return decoded
  const tr = decoded.right
  const initial = game.setup(tr.config, tr.seed)
  if (E.isLeft(initial)) return initial
  let state = initial.right
  const steps: VectorStep[] = []
  for (let i = 0; i < tr.moves.length; i++) {
    const { actor, move } = tr.moves[i] as { actor: Actor; move: M }
    const actors = game.actors(state)
    const legal = legalList(game, state, actor)
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) return E.left({ ...next.left, step: i, message: `step ${i}: ${next.left.message}` })
    state = next.right
    steps.push({ actor, move: game.codecs.move.encode(move), actors, legalCount: legal.length, legalHash: movesHash(legal), stateHash: stateHash(state) })
  }
  const vector: Vector = {
    format: VECTOR_FORMAT,
    game: game.id,
    rulesVersion: game.rulesVersion,
    config: game.codecs.config.encode(tr.config),
    seed: tr.seed,
    initialStateHash: stateHash(initial.right),
    steps,
    finalScores: game.scores(state)
  }
  return E.right(description === undefined ? vector : { ...vector, description })
}

/** What {@link verifyVector} reports on success. */
export interface VectorCheck {
  /** Steps checked. */
  readonly steps: number
}

/** The list whose hash is `legalHash`: the legal moves, or for chance the outcomes with their probabilities. */
const legalList = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S, actor: Actor): readonly unknown[] =>
  actor === CHANCE
    ? game.chanceOutcomes(state).map((o) => ({ move: game.codecs.move.encode(o.move), p: o.p }))
    : game.legalMoves(state, actor).map((m) => game.codecs.move.encode(m))

const sameActors = (a: readonly Actor[], b: readonly Actor[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i])

/**
 * Checks a vector (untrusted JSON) against this implementation. The failure names the first
 * step that differs and what differs (actors, legal-move count or hash, state hash, or the
 * move was refused).
 */
export const verifyVector = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  input: unknown
): E.Either<ReplayError, VectorCheck> => {
  const shape = decodeWith(VectorCodec, input, ViolationCode.BAD_TRANSCRIPT, 'the vector')
  if (E.isLeft(shape)) return shape
  const vec = shape.right
  const tr = decodeTranscript(game, { game: vec.game, rulesVersion: vec.rulesVersion, config: vec.config, seed: vec.seed, moves: vec.steps.map((s) => ({ actor: s.actor, move: s.move })) })
  if (E.isLeft(tr)) return tr
  const initial = game.setup(tr.right.config, tr.right.seed)
  if (E.isLeft(initial)) return initial
  const mismatch = (step: number | undefined, what: string): E.Either<ReplayError, VectorCheck> =>
    E.left({ ...violation(ViolationCode.VECTOR_MISMATCH, step === undefined ? what : `step ${step}: ${what}`), ...(step === undefined ? {} : { step }) })
  if (stateHash(initial.right) !== vec.initialStateHash) return mismatch(undefined, 'the state after setup differs')
  let state = initial.right
  for (let i = 0; i < vec.steps.length; i++) {
    const expected = vec.steps[i] as VectorStep
    const move = (tr.right.moves[i] as { move: M }).move
    const actors = game.actors(state)
    if (!sameActors(actors, expected.actors)) {
      return mismatch(i, `actors are [${actors.join(', ')}], the vector expects [${expected.actors.join(', ')}]`)
    }
    const legal = legalList(game, state, expected.actor)
    if (legal.length !== expected.legalCount) {
      return mismatch(i, `${legal.length} legal moves for ${String(expected.actor)}, the vector expects ${expected.legalCount}`)
    }
    if (movesHash(legal) !== expected.legalHash) {
      return mismatch(i, expected.actor === CHANCE ? 'the chance outcomes or their probabilities differ from the vector\'s' : `the legal moves of ${String(expected.actor)} differ from the vector's (same count, other moves or order)`)
    }
    const next = game.apply(state, expected.actor, move)
    if (E.isLeft(next)) return mismatch(i, `the move ${game.formatMove(move)} was refused: ${next.left.message}`)
    state = next.right
    if (stateHash(state) !== expected.stateHash) {
      return mismatch(i, `the state after ${game.formatMove(move)} differs from the vector's`)
    }
  }
  const scores = game.scores(state)
  if (scores.join(',') !== vec.finalScores.join(',')) {
    return mismatch(vec.steps.length, `final scores are ${scores.join(', ')}, the vector expects ${vec.finalScores.join(', ')}`)
  }
  return E.right({ steps: vec.steps.length })
}
