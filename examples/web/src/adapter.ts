/**
 * What the page needs from a game besides the library's `Game` contract: a config for a player
 * count, legality from a seat's view (for the bots), its bots, and drawing a view. One adapter per
 * game. The board draws every element of the view with its element id on the DOM node
 * (`data-element`, the ids of `game.elements` and `game.prompt`); the page (`match.ts`) does the
 * rest: which elements are pickable, picked or just changed, and what a click does.
 */
import type { Bot, Game, Locale, Seat, WithRng } from 'tabletop-rules'

/** The bots each game's adapter makes (the page also offers `mcts`, which thinks in a Web Worker: `thinker.ts`). */
export type BotKind = 'greedy' | 'random'

/** Who looks at the table: the human seat, or a spectator when only bots play. */
export type Viewer = Seat | 'spectator'

/** What the page tells a board besides the view. */
export interface Table {
  /** A name per seat: "You", "Bot 2". */
  readonly names: readonly string[]
  /** A CSS colour per seat. */
  readonly colours: readonly string[]
  /** Who looks. */
  readonly viewer: Viewer
  /** The page's locale (one of `game.locales`): the board's words are said in it. */
  readonly locale: Locale
}

/** A variant of a game as the setup form offers it: its id (`?variant=`) and a label. */
export interface VariantChoice {
  readonly id: string
  /** Its name in the page's locale. */
  readonly label: (locale: Locale) => string
}

/** A game as the page plays it. */
export interface GameAdapter<C, S extends WithRng, M, V> {
  /** The game id (also the `?game=` parameter). */
  readonly id: string
  /** The game's name. */
  readonly title: string
  /**
   * The library's game value, localized with every locale bundle (`localize(game, el, pl, ru)`):
   * `game.locales` are the languages the page offers for it.
   */
  readonly game: Game<C, S, M, V>
  /** The variants offered (the first is the default); absent when the game has none. */
  readonly variants?: readonly VariantChoice[]
  /** The seat colours (CSS) and their names, in seat order. */
  readonly seatColours: readonly (readonly [css: string, name: string])[]
  /** The config for a player count and a variant id (one of `variants`, or '' when there are none). */
  config(players: number, variant: string): C
  /** The legal moves of `seat` from its own view (equal to `game.legalMoves(state, seat)`): what a bot chooses from. */
  legalFromView(view: V, seat: Seat): readonly M[]
  /** A bot of the given kind. */
  bot(kind: BotKind): Bot<V, M>
  /** A seat's standing in a few words, from the view only ("12 points"; Rajas: fame and money). */
  standing(view: V, seat: Seat, locale: Locale): string
  /** The table drawn from `viewer`'s view only, every element with its `data-element` id. */
  board(view: V, table: Table): Node
  /**
   * A short summary of what happened between two consecutive views of the viewer, when a clash,
   * turn or round ended there (Nagaraja: the fate totals and who won the room, and why).
   */
  summary?(before: V, after: V, table: Table): string | undefined
  /** What a button of the action bar shows for an element the board does not draw (e.g. a rotation drawn turned), else its label. */
  buttonFace?(view: V, element: string): Node | undefined
  /** Targets the board does not draw that need no button either (another way to pick what is drawn, e.g. The Border's segments). */
  hideUndrawn?(element: string): boolean
}
