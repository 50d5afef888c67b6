/**
 * The fuzz suite's view of every game: the game and the defaults it is configured from (bundled
 * components, default options), from each game's module (`components`, `fuzz`).
 */
import { gameModules } from '../../src/games/modules.js'
import type { AnyGame } from '../../src/core/index.js'

/** One game as the fuzz suite drives it. */
export interface FuzzGame {
  readonly game: AnyGame
  /** The bundled component set (what `config.components` defaults to). */
  readonly components: unknown
  /** The default rule options (what `config.options` defaults to). */
  readonly options: Readonly<Record<string, unknown>>
}

/** Every game of the manifest. */
export const fuzzGames: readonly FuzzGame[] = gameModules.map((m) => ({ game: m.game, components: m.components.bundled, options: m.fuzz.options }))

/** The player counts a game accepts. */
export const playerCounts = (g: AnyGame): readonly number[] => Array.from({ length: g.players.max - g.players.min + 1 }, (_, i) => g.players.min + i)
