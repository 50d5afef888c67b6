/**
 * What the page needs from a game besides the library's `Game` contract: a config for a player
 * count, legality from a seat's view, its bots, and drawing a view. One adapter per game.
 */
import type { Bot, Game, Seat, Step, WithRng } from 'tabletop-rules'

/** The bots the page offers. */
export type BotKind = 'greedy' | 'random'

/** Who looks at the table: the human seat, or a spectator when only bots play. */
export type Viewer = Seat | 'spectator'

/** A game as the page plays it. */
export interface GameAdapter<C, S extends WithRng, M, V> {
  /** The game id (also the `?game=` parameter). */
  readonly id: string
  /** The game's name. */
  readonly title: string
  /** The library's game value. */
  readonly game: Game<C, S, M, V>
  /** The config for a player count. */
  config(players: number): C
  /** The legal moves of `seat` from its own view (equal to `game.legalMoves(state, seat)`). */
  legalFromView(view: V, seat: Seat): readonly M[]
  /** A bot of the given kind. */
  bot(kind: BotKind): Bot<V, M>
  /**
   * Live scores as the viewer may know them (`state` is given for games where everything is
   * public; a game with hidden information must count from `view` only).
   */
  scores(view: V, state: S): readonly number[]
  /** The table drawn from `viewer`'s view only (`names[seat]` labels each seat). */
  board(view: V, names: readonly string[], viewer: Viewer): Node
  /** What the pending decision of `seat` is about, in words. */
  prompt(view: V, seat: Seat): string
  /**
   * One step in words as `viewer` may know it: hidden things (a card drawn by another seat, a
   * face-down pick) are not named. `before` is the state the step was applied to.
   */
  logLine(before: S, step: Step<M>, viewer: Viewer): string
}
