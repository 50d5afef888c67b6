/**
 * The fuzz suite's view of every game: the game value from the registry and the defaults it is
 * configured from (bundled components, default options). Only public exports are read.
 */
import { games } from '../../src/registry.js'
import type { AnyGame } from '../../src/core/index.js'
import { BORDER_COMPONENTS, BORDER_DEFAULT_OPTIONS } from '../../src/games/the-border/index.js'
import { bundledComponents as nagarajaComponents, defaultOptions as nagarajaOptions } from '../../src/games/nagaraja/index.js'
import { bundledComponents as rajasComponents, defaultOptions as rajasOptions } from '../../src/games/rajas/index.js'

/** One game as the fuzz suite drives it. */
export interface FuzzGame {
  readonly game: AnyGame
  /** The bundled component set (what `config.components` defaults to). */
  readonly components: unknown
  /** The default rule options (what `config.options` defaults to). */
  readonly options: Readonly<Record<string, unknown>>
}

const extras: Readonly<Record<string, Omit<FuzzGame, 'game'>>> = {
  'the-border': { components: BORDER_COMPONENTS, options: { ...BORDER_DEFAULT_OPTIONS } },
  nagaraja: { components: nagarajaComponents, options: nagarajaOptions },
  rajas: { components: rajasComponents, options: rajasOptions }
}

/** Every game of the registry; a game added without an entry above fails here, not silently. */
export const fuzzGames: readonly FuzzGame[] = Object.values(games).map((game) => {
  const extra = extras[game.id]
  if (extra === undefined) throw new Error(`test/fuzz/games.ts: add ${game.id}'s bundled components and default options`)
  return { game, ...extra }
})

/** The player counts a game accepts. */
export const playerCounts = (g: AnyGame): readonly number[] => Array.from({ length: g.players.max - g.players.min + 1 }, (_, i) => g.players.min + i)
