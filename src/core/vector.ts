/**
 * Conformance vectors: a transcript annotated, step by step, with what another implementation
 * can compare. Readable facts (format 2): the actors, every acting actor's legal moves in the
 * game's notation (the list when it has at most {@link LEGAL_LIST_LIMIT} entries, else its count),
 * the chance probabilities and the live scores before each step, and the final position with the
 * outcome. This implementation's own checks: the legal-move count and hash of the stepping actor,
 * and the state hash after each step. A vector starts from `setup(config, seed)` or from a given
 * state (the game's canonical state JSON, decoded with `decodeState`).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { CHANCE, type Actor, type Game, type WithRng } from './game.js'
import type { Step } from './chance.js'
import { ActorCodec, decodeTranscript, transcriptStart, type ReplayError, type Transcript } from './transcript.js'
import { decodeWith } from './decode.js'
import { describeValue } from './excerpt.js'
import { movesHash, stateHash } from './hash.js'
import { violation, ViolationCode } from './violation.js'
import { MAX_INPUT_DEPTH, MAX_INPUT_VALUES, plainCopy } from './bounds.js'

/** The format tag of vectors written by this version. */
export const VECTOR_FORMAT = 'tabletop-rules/vector@2'

/** The format of the first vectors (hashes only, from setup only); still verified. */
export const VECTOR_FORMAT_1 = 'tabletop-rules/vector@1'

/** Every format {@link verifyVector} reads. */
export const VECTOR_FORMATS: readonly string[] = [VECTOR_FORMAT_1, VECTOR_FORMAT]

/** Legal-move lists longer than this are recorded as their count only. */
export const LEGAL_LIST_LIMIT = 64

/** An actor's legal moves in notation (when at most {@link LEGAL_LIST_LIMIT}), else their count. */
export type ReadableLegal = readonly string[] | number

/** The outcome as another engine can state it: final scores and the ranking (groups of tied seats, best first). */
export interface ReadableOutcome {
  /** Final scores by seat. */
  readonly scores: readonly number[]
  /** Groups of seats, best first; seats in a group are tied after every tie-break, ascending. */
  readonly ranking: readonly (readonly number[])[]
}

/**
 * What can be compared about a position without knowing this library's data shapes.
 * Keys of `legal` are actors as text: `"0"`, `"1"`, … and `"chance"`.
 */
export interface Position {
  /** `actors(state)`, in order (`[]` when the game is over). */
  readonly actors: readonly Actor[]
  /** For each actor in `actors`: its legal moves in notation (this library's order), or their count. */
  readonly legal: Readonly<Record<string, ReadableLegal>>
  /** When chance acts: each outcome (in notation) with its probability (omitted above the list limit). */
  readonly chance?: Readonly<Record<string, number>>
  /** Live scores by seat. */
  readonly scores: readonly number[]
  /** The outcome, when the game is over. */
  readonly outcome?: ReadableOutcome
}

/** One step of a vector: the position before the move (format 2), the move, and the hashes. */
export interface VectorStep {
  /** Who moved. */
  readonly actor: Actor
  /** The move (the game's JSON move). */
  readonly move: unknown
  /** The move in the game's notation (format 2). */
  readonly notation?: string
  /** The actors before the move. */
  readonly actors: readonly Actor[]
  /** Every acting actor's legal moves before the move, in notation or counted (format 2). */
  readonly legal?: Readonly<Record<string, ReadableLegal>>
  /** The chance outcomes and probabilities before the move, when chance acts (format 2). */
  readonly chance?: Readonly<Record<string, number>>
  /** Live scores before the move (format 2). */
  readonly scores?: readonly number[]
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
  /** {@link VECTOR_FORMAT} (or {@link VECTOR_FORMAT_1} for old vectors). */
  readonly format: string
  /** The game id. */
  readonly game: string
  /** The rules version. */
  readonly rulesVersion: string
  /** The setup config (absent when the vector starts from `state`). */
  readonly config?: unknown
  /** The setup seed (absent when the vector starts from `state`). */
  readonly seed?: string
  /** The starting state in the game's canonical state JSON, instead of `config` and `seed` (format 2). */
  readonly state?: unknown
  /** {@link stateHash} of the starting state (right after setup, or `state`). */
  readonly initialStateHash: string
  /** The steps. */
  readonly steps: readonly VectorStep[]
  /** The position after the last step, with the outcome when the game is over (format 2). */
  readonly final?: Position
  /** Final scores by seat after the last step. */
  readonly finalScores: readonly number[]
  /** Free text: where the vector comes from (a seed and bots, or a rulebook example). */
  readonly description?: string
}

const LegalCodec = t.record(t.string, t.union([t.array(t.string), t.number]))
const ChanceCodec = t.record(t.string, t.number)
const OutcomeCodec = t.type({ scores: t.array(t.number), ranking: t.array(t.array(t.number)) })

/** io-ts codec of a readable {@link Position}. */
export const PositionCodec = t.intersection([
  t.type({ actors: t.array(ActorCodec), legal: LegalCodec, scores: t.array(t.number) }),
  t.partial({ chance: ChanceCodec, outcome: OutcomeCodec })
])

const StepHashes = t.type({
  actor: ActorCodec,
  move: t.unknown,
  actors: t.array(ActorCodec),
  legalCount: t.number,
  legalHash: t.string,
  stateHash: t.string
})

/** io-ts codec of a step of a format-1 vector. */
const Step1Codec = StepHashes

/** io-ts codec of a step of a format-2 vector. */
const Step2Codec = t.intersection([StepHashes, t.type({ notation: t.string, legal: LegalCodec, scores: t.array(t.number) }), t.partial({ chance: ChanceCodec })])

/** The outer shape of a format-1 vector (its steps are decoded one at a time: {@link Step1Codec}). */
const Vector1Shape = t.intersection([
  t.type({
    format: t.literal(VECTOR_FORMAT_1),
    game: t.string,
    rulesVersion: t.string,
    config: t.unknown,
    seed: t.string,
    initialStateHash: t.string,
    steps: t.array(t.unknown),
    finalScores: t.array(t.number)
  }),
  t.partial({ description: t.string })
])

/** The outer shape of a format-2 vector (its steps are decoded one at a time: {@link Step2Codec}). */
const Vector2Shape = t.intersection([
  t.type({
    format: t.literal(VECTOR_FORMAT),
    game: t.string,
    rulesVersion: t.string,
    initialStateHash: t.string,
    steps: t.array(t.unknown),
    final: PositionCodec,
    finalScores: t.array(t.number)
  }),
  t.partial({ config: t.unknown, seed: t.string, state: t.unknown, description: t.string })
])

const Vector1Codec = t.intersection([Vector1Shape, t.type({ steps: t.array(Step1Codec) })])
const Vector2Codec = t.intersection([Vector2Shape, t.type({ steps: t.array(Step2Codec) })])

/** io-ts codec of a vector's shape (either format). */
export const VectorCodec = t.union([Vector2Codec, Vector1Codec])

/** The most values one step of a vector is read with (its legal-move lists of at most {@link LEGAL_LIST_LIMIT} entries per actor included). */
export const MAX_VECTOR_STEP_VALUES = 2_000

/** The values a vector may hold on average per step allowed by `limits.maxSteps` (beyond a state's worth). */
const VECTOR_VALUES_PER_STEP = 128

/**
 * The readable facts of a position: actors, legal moves in notation per actor, chance, scores,
 * outcome. Lists longer than `limit` are given as their count (vectors use
 * {@link LEGAL_LIST_LIMIT}; `conform` passes `Infinity` to compare whole lists).
 */
export const positionOf = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S, limit = LEGAL_LIST_LIMIT): Position => {
  const actors = game.actors(state)
  const legal: Record<string, ReadableLegal> = {}
  let chance: Record<string, number> | undefined
  for (const a of actors) {
    if (a === CHANCE) {
      const outcomes = game.chanceOutcomes(state)
      if (outcomes.length <= limit) {
        legal[CHANCE] = outcomes.map((o) => game.formatMove(o.move))
        chance = {}
        for (const o of outcomes) chance[game.formatMove(o.move)] = o.p
      } else legal[CHANCE] = outcomes.length
    } else {
      const moves = game.legalMoves(state, a)
      legal[String(a)] = moves.length <= limit ? moves.map((m) => game.formatMove(m)) : moves.length
    }
  }
  const o = game.outcome(state)
  return {
    actors,
    legal,
    ...(chance === undefined ? {} : { chance }),
    scores: game.scores(state),
    ...(o === undefined ? {} : { outcome: { scores: o.scores, ranking: o.ranking } })
  }
}

/** One difference between two readable positions. */
export interface PositionDiff {
  /** What differs. */
  readonly field: 'actors' | 'legal' | 'chance' | 'scores' | 'outcome'
  /** The actor whose legal moves or chance outcomes differ (as text: `"0"` or `"chance"`). */
  readonly actor?: string
  /** Moves the expected side lists and the actual side does not. */
  readonly missing?: readonly string[]
  /** Moves the actual side lists and the expected side does not. */
  readonly extra?: readonly string[]
  /** The difference in words. */
  readonly text: string
}

const list = (xs: readonly string[]): string => xs.map((x) => `'${x}'`).join(', ')
const sameNumbers = (a: readonly number[], b: readonly number[], tolerance = 0): boolean =>
  a.length === b.length && a.every((x, i) => Math.abs(x - (b[i] as number)) <= tolerance)
const actorsText = (a: readonly Actor[]): string => `[${a.map((x) => (x === CHANCE ? 'chance' : String(x))).join(', ')}]`
const rankingText = (r: readonly (readonly number[])[]): string => r.map((g) => g.join('=')).join(' > ')

/**
 * The differences between an expected position (the reference) and an actual one (another
 * engine's answer): actors (in order), legal moves as **sets** per actor (a counted expectation
 * compares the count), chance probabilities (within `tolerance`), scores and outcome.
 * `[]` when they agree.
 */
export const diffPositions = (expected: Position, actual: Position, tolerance = 1e-9): readonly PositionDiff[] => {
  const out: PositionDiff[] = []
  if (!(expected.actors.length === actual.actors.length && expected.actors.every((a, i) => a === actual.actors[i]))) {
    const extra = actual.actors.filter((a) => !expected.actors.includes(a)).map(String)
    const missing = expected.actors.filter((a) => !actual.actors.includes(a)).map(String)
    out.push({ field: 'actors', missing, extra, text: `actors are ${actorsText(actual.actors)}, expected ${actorsText(expected.actors)}` })
  }
  // Legal moves listed for an actor that is not acting (on either side) are a difference too.
  for (const [side, pos] of [['expected', expected], ['actual', actual]] as const) {
    for (const [key, listed] of Object.entries(pos.legal)) {
      if ((typeof listed === 'number' ? listed : listed.length) === 0 || pos.actors.some((a) => String(a) === key)) continue
      const who = key === CHANCE ? 'chance' : `seat ${key}`
      const count = typeof listed === 'number' ? listed : listed.length
      out.push({ field: 'legal', actor: key, text: side === 'expected' ? `the expected position lists ${count} legal moves for ${who}, which is not acting` : `${count} legal moves are given for ${who}, which is not acting` })
    }
  }
  for (const a of expected.actors) {
    const key = String(a)
    const exp = expected.legal[key]
    const act = actual.legal[key]
    if (exp === undefined) continue
    const who = a === CHANCE ? 'chance' : `seat ${key}`
    if (act === undefined) {
      if (actual.actors.includes(a)) out.push({ field: 'legal', actor: key, text: `no legal moves given for ${who}` })
      continue
    }
    const actCount = typeof act === 'number' ? act : new Set(act).size
    if (typeof exp === 'number' || typeof act === 'number') {
      const expCount = typeof exp === 'number' ? exp : exp.length
      if (expCount !== actCount) out.push({ field: 'legal', actor: key, text: `${who} has ${actCount} legal moves, expected ${expCount}` })
      continue
    }
    const want = new Set(exp)
    const have = new Set(act)
    const missing = exp.filter((m) => !have.has(m))
    const extra = [...have].filter((m) => !want.has(m))
    const twice = act.filter((m, i) => act.indexOf(m) !== i)
    if (missing.length > 0 || extra.length > 0) {
      const parts = [missing.length > 0 ? `missing ${list(missing)}` : '', extra.length > 0 ? `extra ${list(extra)}` : ''].filter((x) => x !== '')
      out.push({ field: 'legal', actor: key, missing, extra, text: `legal moves of ${who} differ: ${parts.join('; ')}` })
    } else if (twice.length > 0) {
      out.push({ field: 'legal', actor: key, text: `legal moves of ${who} list ${list([...new Set(twice)])} more than once` })
    }
  }
  if (expected.chance !== undefined && actual.chance !== undefined) {
    const wrong = Object.entries(expected.chance).filter(([m, p]) => {
      const q = actual.chance?.[m]
      return q === undefined || Math.abs(q - p) > tolerance
    })
    if (wrong.length > 0) {
      const [m, p] = wrong[0] as [string, number]
      out.push({ field: 'chance', actor: CHANCE, text: `chance outcome '${m}' has probability ${String(actual.chance[m] ?? 'none')}, expected ${p}${wrong.length > 1 ? ` (and ${wrong.length - 1} more)` : ''}` })
    }
  }
  if (!sameNumbers(expected.scores, actual.scores)) {
    out.push({ field: 'scores', text: `scores are [${actual.scores.join(', ')}], expected [${expected.scores.join(', ')}]` })
  }
  const eo = expected.outcome
  const ao = actual.outcome
  if (eo !== undefined || ao !== undefined) {
    if (eo === undefined) out.push({ field: 'outcome', text: 'an outcome is given, but the game is not over' })
    else if (ao === undefined) out.push({ field: 'outcome', text: `no outcome given, but the game is over (ranking ${rankingText(eo.ranking)})` })
    else if (!sameNumbers(eo.scores, ao.scores) || rankingText(eo.ranking) !== rankingText(ao.ranking)) {
      out.push({ field: 'outcome', text: `outcome is scores [${ao.scores.join(', ')}], ranking ${rankingText(ao.ranking)}; expected scores [${eo.scores.join(', ')}], ranking ${rankingText(eo.ranking)}` })
    }
  }
  return out
}

/** The list whose hash is `legalHash`: the legal moves, or for chance the outcomes with their probabilities. */
const legalList = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, state: S, actor: Actor): readonly unknown[] =>
  actor === CHANCE
    ? game.chanceOutcomes(state).map((o) => ({ move: game.codecs.move.encode(o.move), p: o.p }))
    : game.legalMoves(state, actor).map((m) => game.codecs.move.encode(m))

/** Where a vector starts: the setup inputs, or a state. */
type Start = { readonly config: unknown; readonly seed: string } | { readonly state: unknown }

const record = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  initial: S,
  start: Start,
  moves: readonly Step<M>[],
  description: string | undefined
): E.Either<ReplayError, Vector> => {
  let state = initial
  const steps: VectorStep[] = []
  for (let i = 0; i < moves.length; i++) {
    const { actor, move } = moves[i] as Step<M>
    const before = positionOf(game, state)
    const legal = legalList(game, state, actor)
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) return E.left({ ...next.left, step: i, message: `step ${i}: ${next.left.message}` })
    state = next.right
    steps.push({
      actor,
      move: game.codecs.move.encode(move),
      notation: game.formatMove(move),
      actors: before.actors,
      legal: before.legal,
      ...(before.chance === undefined ? {} : { chance: before.chance }),
      scores: before.scores,
      legalCount: legal.length,
      legalHash: movesHash(legal),
      stateHash: stateHash(state)
    })
  }
  const vector: Vector = {
    format: VECTOR_FORMAT,
    game: game.id,
    rulesVersion: game.rulesVersion,
    ...start,
    initialStateHash: stateHash(initial),
    steps,
    final: positionOf(game, state),
    finalScores: game.scores(state)
  }
  return E.right(description === undefined ? vector : { ...vector, description })
}

/** Records a vector from a transcript (which must replay cleanly). */
export const recordVector = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  transcript: Transcript<C, M>,
  description?: string
): E.Either<ReplayError, Vector> => {
  const start = transcriptStart(game, transcript)
  if (E.isLeft(start)) return start
  const { transcript: tr, initial } = start.right
  return record(game, initial, { config: game.codecs.config.encode(tr.config), seed: tr.seed }, tr.moves, description)
}

/**
 * Records a vector that starts from a given state (a mid-game position, e.g. a rulebook example)
 * instead of setup. The state is checked with `decodeState` first (round-tripped through its
 * canonical JSON), so the vector holds exactly what another reader decodes.
 */
export const recordVectorFrom = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  state: S,
  moves: readonly Step<M>[],
  description?: string
): E.Either<ReplayError, Vector> => {
  const json = JSON.parse(JSON.stringify(game.codecs.state.encode(state))) as unknown
  const initial = game.decodeState(json)
  if (E.isLeft(initial)) return initial
  return record(game, initial.right, { state: json }, moves, description)
}

/** What {@link verifyVector} reports on success. */
export interface VectorCheck {
  /** Steps checked. */
  readonly steps: number
}

const sameActors = (a: readonly Actor[], b: readonly Actor[]): boolean =>
  a.length === b.length && a.every((x, i) => x === b[i])

/**
 * A vector whose shape and steps have been decoded (format 2 or the older format 1).
 * @internal
 */
export type DecodedVector =
  | (Omit<t.TypeOf<typeof Vector2Shape>, 'steps'> & { readonly steps: readonly t.TypeOf<typeof Step2Codec>[] })
  | (Omit<t.TypeOf<typeof Vector1Shape>, 'steps'> & { readonly steps: readonly t.TypeOf<typeof Step1Codec>[] })

/**
 * Decodes a vector's shape; an unknown `format` is refused with the formats this version reads. A
 * vector with more steps than `limits.maxSteps` (the game's, when known) is refused before its
 * steps are read; each step is then decoded on its own, within {@link MAX_VECTOR_STEP_VALUES}.
 * Used by `verifyVector` and the command's `conform`; not part of the documented API.
 * @internal
 */
export const decodeVector = (input: unknown, limits: { readonly maxSteps: number } = { maxSteps: 100_000 }): E.Either<ReplayError, DecodedVector> => {
  const copy = plainCopy(input, { values: MAX_INPUT_VALUES + Math.max(0, limits.maxSteps) * VECTOR_VALUES_PER_STEP, depth: MAX_INPUT_DEPTH })
  if (!copy.ok) return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `the vector ${copy.problem}`))
  const json = copy.value
  const format = typeof json === 'object' && json !== null && 'format' in json ? (json as { format: unknown }).format : undefined
  if (typeof format !== 'string' || !VECTOR_FORMATS.includes(format)) {
    return E.left(
      violation(ViolationCode.BAD_TRANSCRIPT, `unknown vector format ${describeValue(format)}; this library reads ${VECTOR_FORMATS.join(' and ')} (regenerate the vector with this version)`)
    )
  }
  const v2 = format === VECTOR_FORMAT
  const outer = v2 ? decodeWith(Vector2Shape, json, ViolationCode.BAD_TRANSCRIPT, 'the vector', { budget: HUGE }) : decodeWith(Vector1Shape, json, ViolationCode.BAD_TRANSCRIPT, 'the vector', { budget: HUGE })
  if (E.isLeft(outer)) return outer
  const v = outer.right
  if (v.steps.length > limits.maxSteps) {
    return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `the vector has ${v.steps.length} steps; no game is longer than ${limits.maxSteps} steps (limits.maxSteps)`))
  }
  const steps: unknown[] = []
  for (let i = 0; i < v.steps.length; i++) {
    const budget = { budget: { values: MAX_VECTOR_STEP_VALUES, depth: MAX_INPUT_DEPTH } }
    const step = v2 ? decodeWith(Step2Codec, v.steps[i], ViolationCode.BAD_TRANSCRIPT, 'the step', budget) : decodeWith(Step1Codec, v.steps[i], ViolationCode.BAD_TRANSCRIPT, 'the step', budget)
    if (E.isLeft(step)) return E.left({ ...step.left, step: i, message: `step ${i}: ${step.left.message}` })
    steps.push(step.right)
  }
  const vec = { ...v, steps } as DecodedVector
  const fromState = 'state' in vec && vec.state !== undefined
  const fromSetup = 'seed' in vec && vec.seed !== undefined && 'config' in vec
  if (fromState === fromSetup) {
    return E.left(violation(ViolationCode.BAD_TRANSCRIPT, 'a vector starts either from setup ("config" and "seed") or from a "state", exactly one of them'))
  }
  return E.right(vec)
}

/** The copy is already bounded: the outer shape is decoded without a second budget. */
const HUGE = { values: Number.MAX_SAFE_INTEGER, depth: MAX_INPUT_DEPTH + 1 }

/** The starting state and decoded moves of a vector. */
const startOf = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, vec: DecodedVector): E.Either<ReplayError, { initial: S; moves: readonly Step<M>[] }> => {
  const steps = vec.steps.map((s) => ({ actor: s.actor, move: s.move }))
  if ('state' in vec && vec.state !== undefined) {
    if (vec.game !== game.id) return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `the vector is for game '${vec.game}', not '${game.id}'`))
    if (vec.rulesVersion !== game.rulesVersion) {
      return E.left(violation(ViolationCode.BAD_TRANSCRIPT, `the vector was recorded under ${game.id} rules version ${vec.rulesVersion}; this library implements ${game.rulesVersion}`))
    }
    const moves: Step<M>[] = []
    for (let i = 0; i < steps.length; i++) {
      const s = steps[i] as Step<unknown>
      const m = decodeWith(game.codecs.move, s.move, ViolationCode.MALFORMED_MOVE, 'the move')
      if (E.isLeft(m)) return E.left({ ...m.left, step: i, message: `step ${i}: ${m.left.message}` })
      moves.push({ actor: s.actor, move: m.right })
    }
    const initial = game.decodeState(vec.state)
    if (E.isLeft(initial)) return E.left({ ...initial.left, message: `the vector's starting state: ${initial.left.message}` })
    return E.right({ initial: initial.right, moves })
  }
  const tr = decodeTranscript(game, { game: vec.game, rulesVersion: vec.rulesVersion, config: (vec as { config?: unknown }).config, seed: (vec as { seed?: string }).seed, moves: steps })
  if (E.isLeft(tr)) return tr
  const initial = game.setup(tr.right.config, tr.right.seed)
  if (E.isLeft(initial)) return initial
  return E.right({ initial: initial.right, moves: tr.right.moves })
}

/**
 * Checks a vector (untrusted JSON) against this implementation. The failure names the first
 * step that differs and what differs (actors, legal moves — count, hash, or in notation: which are
 * missing or extra —, scores, the state hash, or the move was refused).
 */
export const verifyVector = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  input: unknown
): E.Either<ReplayError, VectorCheck> => {
  const shape = decodeVector(input, game.limits)
  if (E.isLeft(shape)) return shape
  const vec = shape.right
  const start = startOf(game, vec)
  if (E.isLeft(start)) return start
  const { initial, moves } = start.right
  const mismatch = (step: number | undefined, what: string): E.Either<ReplayError, VectorCheck> =>
    E.left({ ...violation(ViolationCode.VECTOR_MISMATCH, step === undefined ? what : `step ${step}: ${what}`), ...(step === undefined ? {} : { step }) })
  if (stateHash(initial) !== vec.initialStateHash) return mismatch(undefined, 'the starting state differs')
  let state = initial
  for (let i = 0; i < vec.steps.length; i++) {
    const expected = vec.steps[i] as VectorStep
    const move = (moves[i] as Step<M>).move
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
    if (expected.legal !== undefined && expected.scores !== undefined) {
      const diff = diffPositions({ actors: expected.actors, legal: expected.legal, scores: expected.scores, ...(expected.chance === undefined ? {} : { chance: expected.chance }) }, positionOf(game, state), 0)
      if (diff.length > 0) return mismatch(i, (diff[0] as PositionDiff).text)
    }
    if (expected.notation !== undefined && expected.notation !== game.formatMove(move)) {
      return mismatch(i, `the move is written '${game.formatMove(move)}', the vector writes '${expected.notation}'`)
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
  if ('final' in vec && vec.final !== undefined) {
    const diff = diffPositions(vec.final, positionOf(game, state), 0)
    if (diff.length > 0) return mismatch(vec.steps.length, `after the last step: ${(diff[0] as PositionDiff).text}`)
  }
  return E.right({ steps: vec.steps.length })
}
