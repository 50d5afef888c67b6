/**
 * A game module: the one value a game folder exports (`src/games/<id>/module.ts`) that carries
 * everything the rest of the package needs to know of the game — the `Game`, its bots, what the
 * command shows, the fuzz defaults, the size budget and the rule-id prefixes. The manifest
 * (`src/games/manifest.ts`) lists the game ids, one line each; `npm run manifest` writes the list
 * of module values (`src/games/modules.ts`) from it, and every registry, the command, the bots,
 * the scripts and the tests read that list. A member left out is an error the compiler names.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { boundedErrors, describeUnknownKey, MAX_DETAILS, unknownKeys, type Game, type Say, type Seat, type WithRng } from '../core/index.js'
import type { Bot } from '../bots/bot.js'
import type { MctsSpec } from '../bots/mcts.js'

/** The prefixes of a game's ids in its rules specification (`docs/rules/<id>.md`). */
export interface RulePrefixes {
  /** Numbered rules, e.g. `R` for R1, R2, … */
  readonly rules: string
  /** Worked examples, e.g. `EX` for EX1, … */
  readonly examples: string
  /** Ambiguities and the reading chosen, e.g. `A` for A1, … */
  readonly ambiguities: string
}

/** How a game's steps read in the command's story (`tabletop-rules play`); every member is optional. */
export interface StoryStyle {
  /** Rewrites a chance description (e.g. "a die shows red" → "🎲 red"). */
  readonly chance?: (text: string) => string
  /** Rewrites a seat's move description (after "seat N" is dropped). */
  readonly seat?: (text: string) => string
  /** True when chance before a seat's first decision is that seat's roll ("rolls 🎲 …"); otherwise it gets its own line. */
  readonly rollsOpenTurn?: boolean
  /**
   * The brief story (the demo): rewrites of chance and seat phrases (after the rewrites above), an
   * empty text dropping the phrase, and of each whole turn (a phrase that reads a turn shorter).
   */
  readonly brief?: {
    /** A chance phrase, rewritten. */
    readonly chance?: (text: string) => string
    /** A seat's phrase, rewritten. */
    readonly seat?: (text: string) => string
    /** A whole turn, rewritten. */
    readonly turn?: (text: string) => string
  }
  /** The name of a score-breakdown entry as the boards show it (default: its key). */
  readonly label?: (key: string, state: unknown) => string
}

/** What the command (`tabletop-rules play|simulate|record`) needs of a game beyond the game value. */
export interface CommandSpec<State> {
  /** Players when `--players` is not given. */
  readonly defaultPlayers: number
  /**
   * `--variant` names and the config fields each adds to `{ players }` (empty when the game has
   * none). Every variant also gets a shipped conformance vector (`npm run vectors`).
   */
  readonly variants: Readonly<Record<string, (players: number) => Readonly<Record<string, unknown>>>>
  /**
   * A plain-text picture of a seat's board (and shared boards), shown at the end of a game; its
   * words in the locale of `say` (`play --lang`), given as a bundle gives them (the game's
   * catalogue is the game's text interface), or English when `say` is left out.
   */
  render(state: State, seat: Seat, say?: Say<unknown>): string
  /** A smaller picture for the demo (the boards side by side) and its legend, if the game has one. */
  renderBrief?(state: State, seat: Seat): { readonly picture: string; readonly legend: string }
  /**
   * The round a state is in (1-based, as players count it), for the story's "Round N" labels; leave it out when the
   * game has no rounds to show (the story is then told by turns only).
   */
  round?(state: State): number
  /** How the game's steps read in the story. */
  readonly story: StoryStyle
}

/** A game's component data as the command (`components export|check`) and the fuzz suite use it. */
export interface ComponentsSpec {
  /** The bundled set, as `config.components` takes it (what it defaults to). */
  readonly bundled: unknown
  /**
   * Decodes a component file's shape (a value already read within the input budget, `plainCopy`):
   * the first io-ts errors (at most `MAX_DETAILS`) and how many more there are, or the set. Bounded
   * work: a file of 10⁵ wrong entries costs 20 errors, not 10⁵ (issue 26).
   */
  decode(input: unknown): E.Either<{ readonly errors: t.Errors; readonly more: number }, unknown>
  /** Keys of a component file that its format does not name, each in words (exact decoding refuses them). */
  unknownKeys(input: unknown): readonly string[]
  /** Every broken constraint of a decoded set, in words (`[]` when it is valid). */
  problems(decoded: unknown): readonly string[]
}

/** A {@link ComponentsSpec} from the game's components codec, bundled set and `componentProblems`. */
export const componentsSpec = <A>(codec: t.Type<A, unknown>, bundled: A, problems: (c: A) => readonly string[]): ComponentsSpec => ({
  bundled: codec.encode(bundled),
  decode: (input) => {
    if (codec.is(input)) return E.right(input)
    const { errors, more } = boundedErrors(codec, input)
    if (errors.length > 0) return E.left({ errors, more })
    // `is` and `validate` disagree only for codecs that transform: io-ts decides, on a bounded value.
    const decoded = codec.decode(input)
    return E.isRight(decoded) ? decoded : E.left({ errors: decoded.left.slice(0, MAX_DETAILS), more: Math.max(0, decoded.left.length - MAX_DETAILS) })
  },
  unknownKeys: (input) => unknownKeys(codec as unknown as t.Mixed, input).map((u) => describeUnknownKey(u)),
  problems: (decoded) => problems(decoded as A)
})

/** The defaults a config is completed with, for the fuzz suite (`test/fuzz/`): what it mutates (with `components.bundled`). */
export interface FuzzDefaults {
  /** The default rule options (what `config.options` defaults to). */
  readonly options: Readonly<Record<string, unknown>>
}

/** A game's rules reference (`docs/rules/<id>.md`) and rule index (`docs/rules-index.md`). */
export interface RulesSpec {
  /** The prefixes of the game's ids. */
  readonly prefixes: RulePrefixes
  /** The numbered rules run from 1 to this (the reference lists every one). */
  readonly count: number
  /** Ids that the sources mention but that are not rules of the game (e.g. a tile named `R0`). */
  readonly notRules: readonly string[]
}

/**
 * The codes a game's rules refuse a move with, declared in one place (docs/refusals.md): the
 * refusal tests produce every one and fail on a code produced, or written in the game's rules,
 * that is not declared.
 */
export interface RefusalSpec {
  /**
   * Every code the game's `apply` refuses a move with, besides the wrapper's `GAME_OVER`,
   * `NOT_YOUR_TURN` and `MALFORMED_MOVE` (`defineGame`); when each is given is written beside it
   * in the game's `rules/refusals.ts` (comments: the text is not shipped).
   */
  readonly codes: readonly string[]
  /**
   * The codes of the step (precedence step 4): they refuse a move for its kind, which the pending
   * step does not take, so they are given only when the actor has no legal move of that kind.
   */
  readonly byKind: readonly string[]
}

/** One game of the package, with everything the rest of the package needs to know of it. */
export interface GameModule<Id extends string, Config, State extends WithRng, Move, View> {
  /** The game id: the folder `src/games/<id>/`, `test/<id>/`, `vectors/<id>/`, and `game.id`. */
  readonly id: Id
  /** The game. */
  readonly game: Game<Config, State, Move, View>
  /** The bots of the game: its greedy bot and the search spec of its `mcts` bot. */
  readonly bots: {
    /** The greedy bot (it decides from a seat's view only). */
    readonly greedy: Bot<View, Move>
    /** The spec of the `mcts` bot (`mctsBotFor`), for this game. */
    readonly mcts: MctsSpec<Config, State, Move, View>
  }
  /** What the command shows of the game. */
  readonly command: CommandSpec<State>
  /** The game's component data. */
  readonly components: ComponentsSpec
  /** Defaults the fuzz suite mutates. */
  readonly fuzz: FuzzDefaults
  /** Bundle-size budget of the game's subpath, in KB gzipped (`npm run size`). */
  readonly sizeKb: number
  /** Rule ids. */
  readonly rules: RulesSpec
  /** The codes the game refuses moves with. */
  readonly refusals: RefusalSpec
}

/** Any game module, with its type parameters erased (for the registries). */
export interface AnyGameModule {
  /** {@link GameModule.id} */
  readonly id: string
  /** {@link GameModule.game} */
  readonly game: Game<unknown, WithRng, unknown, unknown>
  /** {@link GameModule.bots} */
  readonly bots: { readonly greedy: Bot<unknown, unknown>; readonly mcts: MctsSpec<unknown, never, unknown, unknown> }
  /** {@link GameModule.command} */
  readonly command: CommandSpec<unknown>
  /** {@link GameModule.components} */
  readonly components: ComponentsSpec
  /** {@link GameModule.fuzz} */
  readonly fuzz: FuzzDefaults
  /** {@link GameModule.sizeKb} */
  readonly sizeKb: number
  /** {@link GameModule.rules} */
  readonly rules: RulesSpec
  /** {@link GameModule.refusals} */
  readonly refusals: RefusalSpec
}

/**
 * Declares a game module (the compiler names every member left out), with its id as a literal
 * type, which the list of modules (`src/games/modules.ts`) checks against the manifest.
 */
export const defineGameModule = <const Id extends string, Config, State extends WithRng, Move, View>(
  m: GameModule<Id, Config, State, Move, View>
): GameModule<Id, Config, State, Move, View> => m

/**
 * Erases a module's type parameters, as `eraseGame` does for a game: sound for callers that pass
 * only states, moves and views produced by the same game.
 */
export const eraseModule = <Id extends string, C, S extends WithRng, M, V>(m: GameModule<Id, C, S, M, V>): AnyGameModule => m as unknown as AnyGameModule

/** The name under which a game's folder exports its game value: `the-border` → `theBorder`. */
export const exportNameOf = (id: string): string => id.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase())

/** The name under which `src/games/<id>/module.ts` exports the module: `the-border` → `theBorderModule`. */
export const moduleNameOf = (id: string): string => `${exportNameOf(id)}Module`
