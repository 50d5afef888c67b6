/**
 * What the page needs from a game besides the library's `Game` contract: a config for a player
 * count, legality from a seat's view, its bots, and drawing a view. One adapter per game.
 */
import type { Bot, Game, Seat, WithRng } from 'tabletop-rules'

/** The bots each game's adapter makes (the page also offers `mcts`, which thinks in a Web Worker: `thinker.ts`). */
export type BotKind = 'greedy' | 'random'

/** Who looks at the table: the human seat, or a spectator when only bots play. */
export type Viewer = Seat | 'spectator'

/** What the page tells a board besides the view. */
export interface Table<M = unknown> {
  /** A label per seat, e.g. "Seat 1 (you)". */
  readonly names: readonly string[]
  /** Who looks. */
  readonly viewer: Viewer
  /** The scores from `scores(view)`. */
  readonly scores: readonly number[]
  /** The human seat's legal moves when it is to act (empty otherwise): the board marks them clickable. */
  readonly legal: readonly M[]
  /** Plays one of `legal` (a click on the board does what its move button does). */
  readonly play: (move: M) => void
}

/** A variant of a game as the setup form offers it: its id (`?variant=`) and a label. */
export interface VariantChoice {
  readonly id: string
  readonly label: string
}

/** A game as the page plays it. */
export interface GameAdapter<C, S extends WithRng, M, V> {
  /** The game id (also the `?game=` parameter). */
  readonly id: string
  /** The game's name. */
  readonly title: string
  /** The library's game value. */
  readonly game: Game<C, S, M, V>
  /** The variants offered (the first is the default); absent when the game has none. */
  readonly variants?: readonly VariantChoice[]
  /** The config for a player count and a variant id (one of `variants`, or '' when there are none). */
  config(players: number, variant: string): C
  /** The legal moves of `seat` from its own view (equal to `game.legalMoves(state, seat)`). */
  legalFromView(view: V, seat: Seat): readonly M[]
  /** A bot of the given kind. */
  bot(kind: BotKind): Bot<V, M>
  /** Live scores as the viewer can count them (from the view only). */
  scores(view: V): readonly number[]
  /** The table drawn from `viewer`'s view only. */
  board(view: V, table: Table<M>): Node
  /** What the pending decision of `seat` is about, in words. */
  prompt(view: V, seat: Seat): string
}
