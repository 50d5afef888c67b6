/**
 * Per-seat move logs: what each viewer may know of every step (issue 16). A server sends each
 * client its own log — never the transcript, whose moves name what the client may not know.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type RedactedMove, type Seat, type WithRng } from './game.js'
import type { Step } from './chance.js'
import { transcriptStart, type ReplayError, type Transcript } from './transcript.js'
import { coreEnglish, type CoreText, type Locale } from './locale.js'

/** Who reads a log, a view or scores: a seat, or a spectator (who knows less than any seat). */
export type Viewer = Seat | 'spectator'

/** One step of a game as one viewer may know it. */
export interface LogEntry<Move> {
  /** The step's index in the transcript's `moves`. */
  readonly index: number
  /** Who moved: a seat, or `'chance'`. */
  readonly actor: Actor
  /** The move as the viewer may know it: the move itself, or a {@link RedactedMove}. */
  readonly move: Move | RedactedMove
  /** Whether `move` is a redacted form (the move hides something from this viewer). */
  readonly redacted: boolean
  /** The step in words, naming the actor ("seat 1 draws a card", "a die shows red"). */
  readonly text: string
  /** What the step made newly known to this viewer beyond the move, in words (often `[]`). */
  readonly revealed: readonly string[]
}

/**
 * `viewer` if it is a seat of a game of `players` seats or `'spectator'`; anything else (a
 * seat out of range, a non-integer, a value from a request) is read as `'spectator'`, who knows least.
 */
export const asViewer = (viewer: unknown, players: number): Viewer =>
  typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && viewer < players ? viewer : 'spectator'

/** Tells a {@link RedactedMove} from a move. */
export const isRedacted = (m: unknown): m is RedactedMove =>
  typeof m === 'object' && m !== null && (m as { readonly redacted?: unknown }).redacted === true

/** The actor in words: "seat 2" or "chance". */
export const actorName = (actor: Actor, core: CoreText = coreEnglish): string => (actor === CHANCE ? core.chance : core.seat(actor))

/**
 * A redacted move in words, naming the actor: a seat's `text` follows its name ("seat 1 draws a
 * card"); a chance step's `text` is a whole clause on its own ("a card is dealt to seat 1").
 */
export const describeRedacted = (actor: Actor, r: RedactedMove, name: string = actorName(actor)): string => (actor === CHANCE ? r.text : `${name} ${r.text}`)

/**
 * A safe, never informative redaction: the viewer's own moves are shown, every other step (chance
 * included) is redacted. For tools that must log a game whose redaction they cannot trust.
 */
export const redactAllButOwn = <M>(actor: Actor, move: M, viewer: Viewer, core: CoreText = coreEnglish): M | RedactedMove =>
  actor === viewer
    ? move
    : actor === CHANCE
      ? { redacted: true, kind: 'chance', text: core.chanceStep }
      : { redacted: true, kind: 'move', text: core.makesAMove }

/** The move of a step as `viewer` may know it (the game's `redactMove`). */
export const redactedMove = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, before: S, actor: Actor, move: M, viewer: Viewer, locale?: Locale): M | RedactedMove =>
  game.redactMove(before, actor, move, viewer, locale)

/** What a step revealed to `viewer` (the game's `revealed`). */
export const revealedTexts = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, before: S, actor: Actor, move: M, after: S, viewer: Viewer, locale?: Locale): readonly string[] =>
  game.revealed(before, actor, move, after, viewer, locale)

/**
 * One log entry, for a server that appends one step at a time: `before --(actor, move)--> after`
 * is the step at `index`. The text describes the move itself only when nothing in it is hidden
 * from the viewer; otherwise it describes the redacted form. In `locale` (default English; see
 * `game.locales`).
 */
export const logEntry = <C, S extends WithRng, M, V>(
  game: Game<C, S, M, V>,
  before: S,
  actor: Actor,
  move: M,
  after: S,
  viewer: Viewer,
  index: number,
  locale?: Locale
): LogEntry<M> => {
  const shown = redactedMove(game, before, actor, move, viewer, locale)
  const redacted = isRedacted(shown)
  return {
    index,
    actor,
    move: shown,
    redacted,
    text: isRedacted(shown) ? describeRedacted(actor, shown, game.actorName(actor, locale)) : game.describeMove(before, actor, move, locale),
    revealed: revealedTexts(game, before, actor, move, after, viewer, locale)
  }
}

/** The states of a transcript, from setup to the last step (`states[i]` is the state before step `i`). */
export interface Replayed<C, S, M> {
  /** `states[0]` after setup; `states[i + 1]` after step `i`. */
  readonly states: readonly S[]
  /** The decoded steps. */
  readonly steps: readonly Step<M>[]
  /** The decoded transcript. */
  readonly transcript: Transcript<C, M>
}

/** Replays an untrusted transcript keeping every state (a failure names the step). */
export const replayStates = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, transcript: unknown): E.Either<ReplayError, Replayed<C, S, M>> => {
  const start = transcriptStart(game, transcript)
  if (E.isLeft(start)) return start
  const states: S[] = [start.right.initial]
  const steps = start.right.transcript.moves
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i] as Step<M>
    const next = game.apply(states[i] as S, step.actor, step.move)
    if (E.isLeft(next)) return E.left({ ...next.left, step: i, message: `step ${i}: ${next.left.message}` })
    states.push(next.right)
  }
  return E.right({ states, steps, transcript: start.right.transcript })
}

/**
 * The log of a game as `viewer` may know it: one entry per step of the transcript (an untrusted
 * value: decoded and replayed first). Send a client its own log only. In `locale` (default English).
 */
export const logFor = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>, transcript: unknown, viewer: Viewer, locale?: Locale): E.Either<ReplayError, readonly LogEntry<M>[]> => {
  const r = replayStates(game, transcript)
  if (E.isLeft(r)) return r
  const { states, steps } = r.right
  const who = asViewer(viewer, game.scores(states[0] as S).length)
  return E.right(steps.map((step, i) => logEntry(game, states[i] as S, step.actor, step.move, states[i + 1] as S, who, i, locale)))
}
