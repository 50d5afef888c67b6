/**
 * What the command knows of each game: the game, its bots, how to build a config from the
 * command line, and how to draw a player's board as text.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { AnyGame, Say, Seat } from '../core/index.js'
import type { Bot } from '../bots/index.js'
import type { StoryStyle } from '../games/game-module.js'

/** A game as the command drives it. */
export interface CliGame {
  /** The game. */
  readonly game: AnyGame
  /** Bots by name (`random`, `greedy`). */
  readonly bots: Readonly<Record<string, Bot<unknown, unknown>>>
  /** Variant names accepted by `--variant` (empty when the game has none). */
  readonly variants: readonly string[]
  /** Players when `--players` is not given. */
  readonly defaultPlayers: number
  /** The config for a player count and a variant (already checked against `variants`). */
  config(players: number, variant: string | undefined): unknown
  /** A plain-text picture of a seat's board (and shared boards) at the end of a game. */
  render(state: unknown, seat: Seat, say?: Say<unknown>): string
  /** A smaller picture for the demo (the boards side by side) and its legend, if the game has one. */
  readonly renderBrief?: (state: unknown, seat: Seat) => { readonly picture: string; readonly legend: string }
  /** The round a state is in, or `undefined` when the game shows no rounds. */
  round(state: unknown): number | undefined
  /** How the game's steps read in the story. */
  readonly story: StoryStyle
}

/** Looks a game up by id, with a clear message naming the known ids. */
export const findCliGame = (registry: Readonly<Record<string, CliGame>>, id: string): E.Either<string, CliGame> => {
  // Own keys only: `__proto__`, `constructor` or `toString` name no game.
  const g = Object.hasOwn(registry, id) ? registry[id] : undefined
  return g === undefined ? E.left(`unknown game '${id}'; known games: ${Object.keys(registry).join(', ')}`) : E.right(g)
}
