/**
 * The one contract every game implements (DESIGN.md section 1).
 * @module
 */
import type * as t from 'io-ts'
import type { Either } from 'fp-ts/Either'
import type { RuleViolation } from './violation.js'
import type { Outcome } from './outcome.js'
import type { RngState } from './rng.js'
import type { ElementId, PickExplanation, Prompt } from './prompt.js'
import type { ElementMap, ViewChange } from './changes.js'
import type { ScoreBreakdown, Seat } from './seat.js'
import type { Locale, LocaleBundle } from './locale.js'

export type { Seat, ScoreBreakdown } from './seat.js'

/** The chance actor: dice, sticks, shuffles and draws are its moves. */
export const CHANCE = 'chance' as const

/** The type of {@link CHANCE}. */
export type Chance = typeof CHANCE

/** Who decides: a seat, or chance. */
export type Actor = Seat | Chance

/** One possible outcome of a pending chance step and its exact probability. */
export interface ChanceOutcome<Move> {
  /** The outcome, as an ordinary move of the chance actor. */
  readonly move: Move
  /** Its probability, greater than 0; the outcomes of one step sum to 1. */
  readonly p: number
}


/** Every game state carries its seeded generator (seedrandom `alea` exported state). */
export interface WithRng {
  /** The generator; only chance steps advance it (one draw per chance step). */
  readonly rng: RngState
}

/**
 * Bounds a game declares and the harness checks at every step (as OpenSpiel declares
 * `MaxGameLength`): no legal-move list (of a seat or of chance) is longer than `maxLegalMoves`,
 * and every game ends within `maxSteps` steps (chance steps included), for every valid config.
 */
export interface GameLimits {
  /** The longest `legalMoves` or `chanceOutcomes` list any reachable state may have. */
  readonly maxLegalMoves: number
  /** The most steps (moves of seats and chance) any game may take from `setup` to its end. */
  readonly maxSteps: number
  /** The most picks any legal move needs in `prompt` (the longest pick path, confirmation included). */
  readonly maxPicks: number
}

/**
 * A move as a viewer may know it, when the move itself hides something from that viewer (a card
 * drawn by another seat, a face-down selection). Logs show this instead of the move.
 */
export interface RedactedMove {
  /** Always `true`: tells a redacted move from a move. */
  readonly redacted: true
  /** The kind of move in the game's words, e.g. `'draw'`, `'select'`, `'cross'`. */
  readonly kind: string
  /**
   * The move in words as this viewer may know it. A seat's move: without the actor, e.g. "draws a
   * card" (logs prefix "seat 1 "). A chance step: a whole clause, e.g. "a card is dealt to seat 1".
   * See `describeRedacted`.
   */
  readonly text: string
}

/** What every view carries besides the game's own fields: the scores as that viewer can count them. */
export interface ScoredView {
  /** Live scores by seat, counting only what the viewer may know (hidden points are left out). */
  readonly scores: readonly number[]
  /** Live score breakdown by seat, likewise. */
  readonly scoreBreakdown: readonly ScoreBreakdown[]
}

/** The codecs of a game: untrusted input is decoded with these. */
export interface GameCodecs<Config, State, Move, View = unknown> {
  /** The config as a user passes it to `setup` (optional fields defaulted by `setup`). */
  readonly config: t.Type<Config, unknown>
  /** The full state. */
  readonly state: t.Type<State, unknown>
  /** A move of any actor. */
  readonly move: t.Type<Move, unknown>
  /**
   * What `view` returns, for views passed back in (by a client, a bot, storage): exact, bounded like
   * a state. `decodeView` and `legalMovesFromView` decode with it first.
   */
  readonly view: t.Type<View, unknown>
}

/**
 * A game: pure functions over immutable, plain-JSON states.
 *
 * - `apply` never mutates and never throws; it accepts a move iff `legalMoves` lists it.
 * - `actors` is empty iff the game is over (`outcome` defined).
 * - When `actors` is `[CHANCE]`, `chanceOutcomes` lists the outcomes with exact probabilities,
 *   and `legalMoves(state, CHANCE)` lists the same moves in the same order.
 */
export interface Game<Config, State extends WithRng, Move, View> {
  /** The game's id, e.g. `'the-border'`. */
  readonly id: string
  /** The game's name for people, e.g. `'Rajas of the Ganges'` (messages and logs use it). */
  readonly title: string
  /** The rules version: transcripts and vectors name it; a change of behaviour bumps it. */
  readonly rulesVersion: string
  /** Supported player counts. */
  readonly players: { readonly min: number; readonly max: number }
  /** io-ts codecs for config, state and moves. */
  readonly codecs: GameCodecs<Config, State, Move, View>
  /** A fresh game for a config and a seed (the seed initialises the generator only). */
  setup(config: Config, seed: string): Either<RuleViolation, State>
  /** Who decides now, in a deterministic order; `[]` iff the game is over. */
  actors(state: State): readonly Actor[]
  /** Every legal move of `actor` now, in a deterministic order; `[]` if the actor is not acting. */
  legalMoves(state: State, actor: Actor): readonly Move[]
  /** The outcomes of the pending chance step with their probabilities; `[]` if none is pending. */
  chanceOutcomes(state: State): readonly ChanceOutcome<Move>[]
  /**
   * Optional, speed only: the move {@link sampleChance} picks by `u` — the outcome of
   * `chanceOutcomes(state)` at `pickWeighted(u, outcomes)` — found without building the list (a
   * playout samples every chance step; a draw from a deck lists every card). Must give exactly
   * that outcome's move (equal as JSON) for every `u` in [0, 1), or `undefined` when none is
   * listed; the harness checks it at every chance step of its games.
   */
  sampleOutcome?(state: State, u: number): Move | undefined
  /** Applies a move: the next state, or the violation. */
  apply(state: State, actor: Actor, move: Move): Either<RuleViolation, State>
  /** Live scores by seat. */
  scores(state: State): readonly number[]
  /** Live score breakdown by seat. */
  scoreBreakdown(state: State): readonly ScoreBreakdown[]
  /** The outcome once the game is over, else `undefined`; its `reason` in `locale` (default English). */
  outcome(state: State, locale?: Locale): Outcome | undefined
  /** What a seat (or a spectator) may know of the state. */
  view(state: State, viewer: Seat | 'spectator'): View
  /** A move in the game's notation. */
  formatMove(move: Move): string
  /** Parses the game's notation; `parseMove(formatMove(m))` gives back `m`. */
  parseMove(text: string): Either<RuleViolation, Move>
  /**
   * A move described in words for logs and UIs (e.g. "crosses box 12 (red segment r3)"), in
   * `locale` (default English; a locale the game does not speak, see {@link Game.locales}, is English).
   */
  describeMove(state: State, actor: Actor, move: Move, locale?: Locale): string
  /** Declared bounds on legal-move lists and game length, checked by the harness. */
  readonly limits: GameLimits
  /**
   * A full state consistent with what `viewer` may know of `state` (its view): everything the view
   * hides (the generator, hands, face-down things, other seats' pending choices) is redrawn with
   * `rand`, everything it shows is kept. Bots determinize with it; the harness checks views with it.
   */
  resampleHidden(state: State, viewer: Seat, rand: () => number): State
  /**
   * Decodes a state from outside (storage, a request): the state codec, then the game's own
   * consistency checks (pieces conserved, ids exist, phase coherent). `Left(BAD_STATE)` names the
   * first broken invariant. Use it for every state that did not come from `setup`/`apply`.
   */
  decodeState(input: unknown): Either<RuleViolation, State>
  /**
   * The move as `viewer` may know it: the move itself when nothing in it is hidden from the viewer,
   * else a {@link RedactedMove}. `before` is the state the move was applied to. `logFor` and
   * `logEntry` use it.
   */
  redactMove(before: State, actor: Actor, move: Move, viewer: Seat | 'spectator', locale?: Locale): Move | RedactedMove
  /**
   * What the step `before --(actor, move)--> after` makes newly known to `viewer` beyond the move
   * as redacted for it, in words (e.g. "seat 1 crossed boxes 13 and 14" when Action 2 ends);
   * `[]` when nothing. Logs show it; undo never goes back past a step that revealed something.
   */
  revealed(before: State, actor: Actor, move: Move, after: State, viewer: Seat | 'spectator', locale?: Locale): readonly string[]
  /**
   * Decodes a view from outside (a client, a bot, storage): the view codec (exact, bounded like a
   * state), then the game's consistency checks on it. `Left(BAD_VIEW)` names the first problem.
   */
  decodeView(input: unknown): Either<RuleViolation, View>
  /**
   * A seat's legal moves from its view alone; equals `legalMoves(state, seat)` for the state it
   * views. The view is decoded first (`decodeView`): a view that does not decode, or a seat that is
   * not a seat of the game, has no legal moves (`[]`).
   */
  legalMovesFromView(view: View, seat: Seat): readonly Move[]
  /**
   * The seat's pending decision as clicks on elements (docs/custom-ui.md): given the element ids
   * it has picked so far in this decision (`[]` at the start), the elements it may pick next, the
   * move once the picks name exactly one legal move, whether the decision is forced (one legal
   * move) and a one-line instruction. From the view alone. The moves reachable by picks are
   * exactly `legalMovesFromView(view, seat)`. A seat that is not deciding gets no targets and no
   * move. Picks that were not offered, unknown elements and bad views are `Left` values.
   */
  prompt(view: View, seat: Seat, picks: readonly ElementId[], locale?: Locale): Either<RuleViolation, Prompt<Move>>
  /**
   * Whether `seat` may pick `element` now (after `picks`, default `[]`), and if not, why in words
   * with the rule id when a rule forbids it — so a UI can answer an illegal click.
   */
  why(view: View, seat: Seat, element: ElementId, picks?: readonly ElementId[], locale?: Locale): Either<RuleViolation, PickExplanation>
  /**
   * What changed between two consecutive views of `seat`, as it saw them: who moved, each element
   * that changed (with its facts before and after) and each score that changed. From the two views
   * alone, so it tells the seat nothing its views do not.
   */
  changes(before: View, after: View, seat: Seat): Either<RuleViolation, readonly ViewChange[]>
  /** Every element a view shows, with its facts, by element id (the ids are documented per game). */
  elements(view: View): Either<RuleViolation, ElementMap>
  /**
   * The locales this game speaks (issue 29, docs/locales.md): `['en']` for a game as its subpath
   * exports it; `localize(game, bundle)` (from `tabletop-rules/locales/<tag>`) returns the same
   * game speaking more. Every text function takes a locale as its last argument; a locale the game
   * does not speak (or anything that is not a locale) gives the English text — never a throw.
   */
  readonly locales: readonly Locale[]
  /**
   * A refusal in words in `locale`: its structured text (`v.text`) rendered by the game's or the
   * core's catalogue, else (no structured text, an unknown key, a locale not spoken) its English
   * `message`. Never throws, whatever `v` is.
   */
  violationText(v: RuleViolation, locale?: Locale): string
  /**
   * A key of a score breakdown in words, as the boards name it (The Border: the area's name), in
   * `locale`; `of` is a state or a view (for its component set). The key itself when unknown.
   */
  breakdownLabel(key: string, of: State | View, locale?: Locale): string
  /**
   * The same game (rules, states, moves identical) speaking `bundle`'s locale too, when the bundle
   * has a catalogue for this game; else the game unchanged. `localize` is the same for many bundles.
   */
  withLocale(bundle: LocaleBundle): Game<Config, State, Move, View>
  /** An actor in words in `locale`, as logs name it: "seat 1", "chance". */
  actorName(actor: Actor, locale?: Locale): string
}

/** Any game, with its type parameters erased (for registries and tools). */
export type AnyGame = Game<unknown, WithRng, unknown, unknown>

/**
 * Erases a game's type parameters for registries and generic tools. Sound for callers that pass
 * only values produced by the same game (states from `setup`/`apply`, moves from `legalMoves` or
 * decoded with `codecs.move`), which is how every generic tool in this package uses it.
 */
export const eraseGame = <C, S extends WithRng, M, V>(game: Game<C, S, M, V>): AnyGame => game as unknown as AnyGame
