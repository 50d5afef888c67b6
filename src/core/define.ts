/**
 * `defineGame`: wraps a game's rules with the checks every game shares, so each game states only
 * its own rules and every game behaves alike on bad input.
 * @module
 */
import * as E from 'fp-ts/Either'
import { CHANCE, type Actor, type Game, type RedactedMove, type Seat, type WithRng } from './game.js'
import { advanceRng, seedRng, type RngState } from './rng.js'
import { bounded, boundText, violation, ViolationCode, type RuleViolation } from './violation.js'
import { decodeWith } from './decode.js'
import { hasKeyCount } from './bounds.js'
import { describeValue, kindOf } from './excerpt.js'
import { buildInteraction, type Interaction } from './interaction.js'
import { boundedText, coreEnglish, isLocale, type Locale, type LocaleBundle, type Say, type StructuredText } from './locale.js'
import type { Outcome } from './outcome.js'

/** What a game supplies to {@link defineGame}. */
export interface GameDefinition<Config, State extends WithRng, Move, View, Text extends object = object>
  extends Omit<
    Game<Config, State, Move, View>,
    | 'setup' | 'apply' | 'decodeState' | 'decodeView' | 'prompt' | 'why' | 'changes' | 'elements'
    | 'describeMove' | 'redactMove' | 'revealed' | 'outcome' | 'locales' | 'violationText' | 'breakdownLabel' | 'withLocale' | 'actorName'
  > {
  /**
   * The game's English catalogue: every word the game produces, as functions of structured params
   * (its text interface, e.g. `BorderText`). Other locales come in bundles (`localize`), typed as
   * the same interface (docs/locales.md). A game without one speaks English only (`withLocale`
   * leaves it unchanged).
   */
  readonly text?: Text
  /** {@link Game.describeMove}, in the locale of `say` (the wrapper picks it: English by default). */
  describeMove(state: State, actor: Actor, move: Move, say: Say<Text>): string
  /** {@link Game.outcome}, its reason in the locale of `say`. */
  outcome(state: State, say: Say<Text>): Outcome | undefined
  /**
   * A refusal's structured text (a key of the game's own, never `core.…`) in the locale of `say`,
   * or `undefined` for a key the game does not know (the wrapper then gives the English message).
   * Params come from outside too: read them as untrusted (a missing one must not throw).
   */
  violationText?(text: StructuredText, say: Say<Text>): string | undefined
  /** {@link Game.breakdownLabel}: a breakdown key in words, or `undefined` for the key itself. */
  breakdownLabel?(key: string, of: State | View, say: Say<Text>): string | undefined
  /**
   * The game's consistency checks on a decoded state (it passed the state codec): the first broken
   * invariant in words, or `undefined` when the state is one the rules can reach. Never throws.
   */
  checkState?(state: State): string | undefined
  /**
   * The game's consistency checks on a decoded view (it passed the view codec): the first problem
   * in words, or `undefined` when the view is one the game can show. Must bound everything
   * `legalMovesFromView` iterates over (counts, ids, sizes). Never throws.
   */
  checkView?(view: View): string | undefined
  /** Builds the initial state from a decoded config and the seeded generator (store it as `rng`). */
  setup(config: Config, rng: RngState): E.Either<RuleViolation, State>
  /**
   * Applies a well-formed move (it passed the move codec) by an actor who is in `actors(state)`.
   * Must check the move against the rules, never mutate and never throw.
   *
   * `rng` (always given by the wrapper) is the generator the next state carries: the state's own
   * after a seat's move, one draw on after a chance move. The game may store it as the `rng` of the
   * state it returns, or leave the state's own there: the wrapper stores it when the game did not
   * (a second copy of the state on every chance step, so a game with many chance steps stores it
   * itself).
   */
  applyMove(state: State, actor: Actor, move: Move, rng?: RngState): E.Either<RuleViolation, State>
  // Re-declared only so that their documentation survives the `Omit` above (typedoc).
  /** {@link Game.sampleOutcome}, optional, speed only: the move `sampleChance` picks by `u`, without the outcome list. */
  sampleOutcome?(state: State, u: number): Move | undefined
  /** {@link Game.redactMove}, the move as a viewer may know it. */
  redactMove(before: State, actor: Actor, move: Move, viewer: Seat | 'spectator', say: Say<Text>): Move | RedactedMove
  /** {@link Game.revealed}, what a step makes newly known to a viewer, in words. */
  revealed(before: State, actor: Actor, move: Move, after: State, viewer: Seat | 'spectator', say: Say<Text>): readonly string[]
  /** {@link Game.legalMovesFromView}, a seat's legal moves from its view alone. */
  legalMovesFromView(view: View, seat: Seat): readonly Move[]
  /**
   * How moves are picked on the board, in words (`src/games/<id>/interaction.ts`): `prompt`,
   * `why`, `changes` and `elements` are built from it.
   */
  readonly interaction: Interaction<View, Move, Text>
}

/** The longest seed `setup` reads (characters). */
export const MAX_SEED_LENGTH = 10_000

/** The longest move notation `parseMove` reads (characters); longer text is refused unread. */
export const MAX_NOTATION_LENGTH = 1000

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A throw of a game's rules (a bug, never an expected path): still an error value, not an exception. */
const internalError = <A>(id: string, what: string, e: unknown): E.Either<RuleViolation, A> =>
  E.left(violation(ViolationCode.INTERNAL_ERROR, `${id} failed on ${what}: ${boundText(e instanceof Error ? String(e.message) : describeValue(e), 120)}`))

/** Runs `f`; a throw (a bug in a game) becomes `Left(INTERNAL_ERROR)` naming `what` failed. */
const guarded = <A>(id: string, what: string, f: () => E.Either<RuleViolation, A>): E.Either<RuleViolation, A> => {
  try {
    const r = f()
    return E.isLeft(r) ? E.left(bounded(r.left)) : r
  } catch (e) {
    return internalError(id, what, e)
  }
}

/** "Rajas of the Ganges is played by 2 to 4 players; got 7", or undefined when the count is right or not a number. */
export const playerCountProblem = (title: string, players: { readonly min: number; readonly max: number }, config: unknown): string | undefined => {
  let n: unknown
  try {
    n = isRecord(config) ? config['players'] : undefined
  } catch {
    return undefined // unreadable: the config codec refuses it
  }
  if (typeof n !== 'number' || (Number.isInteger(n) && n >= players.min && n <= players.max)) return undefined
  const range = players.min === players.max ? `${players.min}` : `${players.min} to ${players.max}`
  return `${title} is played by ${range} players; got ${describeValue(n)}`
}

/**
 * Makes a {@link Game} from a definition. The wrapper makes every entry point total on any input:
 * - `setup` refuses a non-string seed, a player count out of range (in a sentence), and a config
 *   that fails the config codec or has a key the codec does not name (`BAD_CONFIG`, with the key
 *   probably meant);
 * - `decodeState` decodes exactly with the state codec, then runs the game's `checkState`;
 * - `decodeView` decodes exactly with the view codec, then runs the game's `checkView`;
 *   `legalMovesFromView` decodes its view so (a view that does not decode has no legal moves);
 * - `apply` refuses moves once the game is over (`GAME_OVER`), by a non-acting actor
 *   (`NOT_YOUR_TURN`), or not of the move shape (`MALFORMED_MOVE`), before the game sees them;
 * - `parseMove` refuses text that is not a string or is longer than {@link MAX_NOTATION_LENGTH};
 * - `formatMove` and `describeMove` of something that is not a move describe it as such;
 * - `legalMoves` of an actor that is neither a seat number nor chance is `[]`;
 * - `view` of a viewer that is not a seat of the game is the spectator's view (the least known);
 * - an exception thrown by a game's rules (a bug) becomes `Left(INTERNAL_ERROR)`, and every
 *   message is bounded ({@link MAX_MESSAGE_LENGTH});
 * - the generator advances by exactly one draw after every accepted chance move, whichever
 *   outcome was recorded, so replaying a transcript rebuilds the generator state too.
 */
export const defineGame = <Config, State extends WithRng, Move, View, Text extends object = object>(
  def: GameDefinition<Config, State, Move, View, Text>
): Game<Config, State, Move, View> => speaking(def, { en: { locale: 'en', text: def.text ?? ({} as Text), core: coreEnglish } })

/** The locales a game speaks: the English one always, others from bundles. */
type Spoken<Text> = { readonly en: Say<Text> } & Partial<Readonly<Record<Locale, Say<Text>>>>

/**
 * Whether a bundle's catalogue for a game has the shape of the game's English one: every key, each
 * of the same kind (a function, a text, an object). The compiler checks the catalogues this
 * package ships; this keeps a hand-made bundle from making a text function throw.
 */
const sameShape = (english: object, other: unknown): boolean => {
  if (typeof other !== 'object' || other === null) return false
  return Object.entries(english).every(([k, v]) => {
    const o: unknown = Object.prototype.hasOwnProperty.call(other, k) ? (other as Readonly<Record<string, unknown>>)[k] : undefined
    return typeof v === 'object' && v !== null ? sameShape(v, o) : typeof o === typeof v
  })
}

/** Actor ids in a structured text: a seat number, or `chance`. */
const actorCode = (actor: unknown): string => (actor === CHANCE ? CHANCE : String(actor))

/** {@link defineGame} for a game speaking the locales of `spoken`. */
const speaking = <Config, State extends WithRng, Move, View, Text extends object>(
  def: GameDefinition<Config, State, Move, View, Text>,
  spoken: Spoken<Text>
): Game<Config, State, Move, View> => {
  const { setup, applyMove, checkState, checkView, interaction, text: _text, describeMove, redactMove, revealed, outcome, violationText, breakdownLabel, ...rest } = def
  void _text
  const english = spoken.en
  /** The words of a locale: English for a locale not spoken, or anything that is not a locale. */
  const sayFor = (locale: unknown): Say<Text> => (locale === undefined || locale === 'en' || !isLocale(locale) ? english : (spoken[locale] ?? english))
  const locales = (Object.keys(spoken) as Locale[]).filter(isLocale)
  const isMove = (m: unknown): m is Move => {
    try {
      return def.codecs.move.is(m)
    } catch {
      return false
    }
  }
  const applyChecked = (state: State, actor: Actor, move: Move): E.Either<RuleViolation, State> => {
    const acting = def.actors(state)
    if (acting.length === 0) {
      return E.left(violation(ViolationCode.GAME_OVER, coreEnglish.gameOver, undefined, { key: 'core.gameOver', params: {} }))
    }
    // One actor acts at most steps: compared without the `includes` call (speed only; the same
    // answer: `includes` differs from `===` only on NaN, which is no actor).
    if (!(acting.length === 1 ? acting[0] === actor : acting.includes(actor))) {
      const who = coreEnglish.actors(acting.map((a) => (a === CHANCE ? coreEnglish.chance : coreEnglish.seat(a))))
      const known = actor === CHANCE || typeof actor === 'number'
      const mover = actor === CHANCE ? coreEnglish.chance : typeof actor === 'number' ? coreEnglish.seat(actor) : describeValue(actor)
      const text = { key: 'core.notYourTurn', params: { mover: known ? actorCode(actor) : mover, waiting: acting.map(actorCode).join(',') } }
      return E.left(violation(ViolationCode.NOT_YOUR_TURN, coreEnglish.notYourTurn(mover, who), undefined, text))
    }
    if (!isMove(move)) {
      const value = describeValue(move)
      return E.left(violation(ViolationCode.MALFORMED_MOVE, `not a ${def.id} move: ${value}`, undefined, { key: 'core.malformedMove', params: { value } }))
    }
    if (actor !== CHANCE) return applyMove(state, actor, move, state.rng)
    const rng = advanceRng(state.rng)
    const next = applyMove(state, actor, move, rng)
    // The generator moves on by one draw: stored by the game (no copy), or here.
    return E.isLeft(next) || next.right.rng === rng ? next : E.right({ ...next.right, rng })
  }
  const decodeView = (input: unknown): E.Either<RuleViolation, View> =>
    guarded(def.id, 'a view', () => {
      const decoded = decodeWith(def.codecs.view, input, ViolationCode.BAD_VIEW, `the view of ${def.title}`)
      if (E.isLeft(decoded) || checkView === undefined) return decoded
      const problem = checkView(decoded.right)
      return problem === undefined ? decoded : E.left(violation(ViolationCode.BAD_VIEW, `the view of ${def.title} is not consistent: ${problem}`))
    })
  const decodeConfig = (config: unknown, seed: string): E.Either<RuleViolation, State> => {
    const decoded = decodeWith(def.codecs.config, config, ViolationCode.BAD_CONFIG, `${/^the /i.test(def.title) ? def.title : `the ${def.title}`} config`)
    return E.isLeft(decoded) ? decoded : setup(decoded.right, seedRng(seed))
  }
  /**
   * Speed only (issue 31: io-ts decoding was a tenth of a short game's time): the decoded config
   * `{ players: n }` per player count in range, decoded once by {@link decodeWith} itself from a
   * fresh object and shared (a decoded config is never changed: states are built from it, and the
   * decoded value is a copy, never a caller's object). `undefined` where it did not decode.
   */
  const playersConfigs: (Config | undefined)[] = []
  for (let n = def.players.min; n <= def.players.max && n - def.players.min < 16; n++) {
    const d = decodeWith(def.codecs.config, { players: n }, ViolationCode.BAD_CONFIG, 'config')
    playersConfigs[n] = E.isRight(d) ? d.right : undefined
  }
  /**
   * The shared decoded config when `config` is exactly `{ players: n }` — a plain object whose one
   * own key, enumerable, is `players`, read once, an integer in range — else `undefined` (then the
   * full decoding runs, as before). What the full decoding would give for such a config: it reads
   * each key once too, and decodes that same value.
   */
  const playersOnly = (config: unknown): Config | undefined => {
    if (typeof config !== 'object' || config === null) return undefined
    try {
      if (Object.getPrototypeOf(config) !== Object.prototype || !hasKeyCount(config, 1) || !Object.prototype.hasOwnProperty.call(config, 'players')) return undefined
      const n: unknown = (config as { readonly players?: unknown }).players
      return typeof n === 'number' && Number.isInteger(n) ? playersConfigs[n] : undefined
    } catch {
      return undefined // a trap or getter threw: the full decoding answers (and reads it again)
    }
  }
  const notAMove = (m: unknown): string => `(not a ${def.title} move: ${describeValue(m)})`
  const failed = (m: unknown): string => `(a ${def.title} move that could not be described: ${describeValue(m)})`
  // The interaction (prompt, why, changes, elements) decodes every view it is given with the
  // game's own decoder, as legalMovesFromView does.
  const interactive = buildInteraction({ ...def, interaction, decodeView, sayFor })
  const game: Game<Config, State, Move, View> = {
    ...rest,
    ...interactive,
    locales,
    withLocale: (bundle: LocaleBundle) => {
      try {
        const { locale, core, games } = bundle
        const text: unknown = Object.prototype.hasOwnProperty.call(games, def.id) ? games[def.id] : undefined
        if (def.text === undefined || !isLocale(locale) || locale === 'en' || !sameShape(coreEnglish, core) || !sameShape(def.text, text)) return game
        return speaking(def, { ...spoken, [locale]: { locale, text: text as Text, core } })
      } catch {
        return game // a hostile bundle (a throwing getter): the game as it was
      }
    },
    actorName: (actor, locale) => {
      const { core } = sayFor(locale)
      return actor === CHANCE ? core.chance : core.seat(actor)
    },
    outcome: (state, locale) => outcome(state, sayFor(locale)),
    redactMove: (before, actor, move, viewer, locale) => redactMove(before, actor, move, viewer, sayFor(locale)),
    revealed: (before, actor, move, after, viewer, locale) => revealed(before, actor, move, after, viewer, sayFor(locale)),
    violationText: (v, locale) => {
      let message = ''
      try {
        message = typeof v?.message === 'string' ? boundText(v.message) : ''
        const say = sayFor(locale)
        const text = say.locale === 'en' ? undefined : boundedText(v.text)
        if (text === undefined) return message
        const said = text.key.startsWith('core.') ? say.core.refusal(text, def.title) : violationText?.(text, say)
        return said === undefined ? message : boundText(said)
      } catch {
        return message
      }
    },
    breakdownLabel: (key, of, locale) => {
      try {
        return breakdownLabel?.(key, of, sayFor(locale)) ?? key
      } catch {
        return key
      }
    },
    decodeState: (input) =>
      guarded(def.id, 'a state', () => {
        const decoded = decodeWith(def.codecs.state, input, ViolationCode.BAD_STATE, `the state of ${def.title}`)
        if (E.isLeft(decoded) || checkState === undefined) return decoded
        const problem = checkState(decoded.right)
        return problem === undefined ? decoded : E.left(violation(ViolationCode.BAD_STATE, `the state of ${def.title} is not consistent: ${problem}`))
      }),
    decodeView,
    legalMovesFromView: (view, seat) => {
      if (!(typeof seat === 'number' && Number.isInteger(seat) && seat >= 0 && seat < def.players.max)) return []
      const decoded = decodeView(view)
      // A view that decoded is one the game can show (`checkView`): its lister never throws on it.
      return E.isLeft(decoded) ? [] : def.legalMovesFromView(decoded.right, seat)
    },
    setup: (config, seed) =>
      guarded(def.id, 'setup', () => {
        if (typeof seed !== 'string') {
          return E.left(violation(ViolationCode.BAD_CONFIG, `the seed must be text, got ${kindOf(seed)}`))
        }
        if (seed.length > MAX_SEED_LENGTH) {
          return E.left(violation(ViolationCode.BAD_CONFIG, `the seed is ${seed.length} characters long; at most ${MAX_SEED_LENGTH} are read`))
        }
        // The common config `{ players: n }` (a playout's, a bot's): its decoding is kept per count.
        const quick = playersOnly(config)
        if (quick !== undefined) return setup(quick, seedRng(seed))
        const count = playerCountProblem(def.title, def.players, config)
        if (count !== undefined) return E.left(violation(ViolationCode.BAD_CONFIG, count))
        return decodeConfig(config, seed)
      }),
    apply: (state, actor, move) => {
      // The hot path: one try/catch, no closure per call.
      try {
        const r = applyChecked(state, actor, move)
        return E.isLeft(r) ? E.left(bounded(r.left)) : r
      } catch (e) {
        return internalError(def.id, 'a move', e)
      }
    },
    parseMove: (text) => {
      if (typeof text !== 'string') {
        return E.left(violation(ViolationCode.BAD_NOTATION, `move notation must be text, got ${kindOf(text)}`))
      }
      if (text.length > MAX_NOTATION_LENGTH) {
        return E.left(violation(ViolationCode.BAD_NOTATION, `the move notation is ${text.length} characters long; no ${def.title} move is longer than ${MAX_NOTATION_LENGTH}`))
      }
      return guarded(def.id, 'parsing a move', () => def.parseMove(text))
    },
    formatMove: (move) => {
      if (!isMove(move)) return notAMove(move)
      try {
        return def.formatMove(move)
      } catch {
        return failed(move)
      }
    },
    describeMove: (state, actor, move, locale) => {
      if (!isMove(move)) return notAMove(move)
      try {
        return describeMove(state, actor, move, sayFor(locale))
      } catch {
        return failed(move)
      }
    },
    // A hot path: only a type check is added (an actor that is neither a number nor chance acts never).
    legalMoves: (state, actor) => (typeof actor === 'number' || actor === CHANCE ? def.legalMoves(state, actor) : []),
    view: (state, viewer) => {
      // Seats below the minimum player count always exist; only higher ones need the seat count.
      const seat = typeof viewer === 'number' && Number.isInteger(viewer) && viewer >= 0 && (viewer < def.players.min || viewer < def.scores(state).length)
      return def.view(state, seat ? viewer : 'spectator')
    }
  }
  return game
}
