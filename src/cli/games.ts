/**
 * The games the command drives, by id: each with its bots, config builder and board picture.
 * Built from the manifest (`src/games/manifest.ts`: ids, default players, variants) and the
 * registries (`games`, `greedyBots`); only the board pictures are written here, one per game.
 * @module
 */
import type { Seat } from '../core/index.js'
import { greedyBots, randomBot, type Bot } from '../bots/index.js'
import { games } from '../registry.js'
import { gameManifest, type GameManifestEntry, type ManifestGameId } from '../games/manifest.js'
import { renderSheet, type BorderState } from '../games/the-border/index.js'
import { renderTemple, type NagarajaState } from '../games/nagaraja/index.js'
import { renderProvince, type State as RajasState } from '../games/rajas/index.js'
import type { CliGame } from './registry.js'

/** A plain-text picture of a seat's board (and shared boards), per game. */
const renders = {
  'the-border': (state, seat) => renderSheet(state as BorderState, seat),
  nagaraja: (state, seat) => renderTemple(state as NagarajaState, seat, 'spectator'),
  rajas: (state, seat) => renderProvince(state as RajasState, seat)
} satisfies Record<ManifestGameId, (state: unknown, seat: Seat) => string>

/**
 * The demo's smaller pictures: The Border's sheet without its list of areas (the ranking names
 * each area and its points) and without the legend of the letters (printed once, below).
 */
const briefRenders: Partial<Record<ManifestGameId, (state: unknown, seat: Seat) => { readonly picture: string; readonly legend: string }>> = {
  'the-border': (state, seat) => {
    const lines = renderSheet(state as BorderState, seat).split('\n')
    const legend = lines.findIndex((l) => l.startsWith('letters:'))
    return { picture: lines.slice(0, legend).join('\n'), legend: lines[legend] ?? '' }
  }
}

const random = randomBot as unknown as Bot<unknown, unknown>
/** The bots of a game: random, and its greedy bot. */
const botsOf = (id: string): Readonly<Record<string, Bot<unknown, unknown>>> => {
  const greedy = greedyBots[id]
  return greedy === undefined ? { random } : { random, greedy }
}

/** The command's view of one manifest entry. */
const cliGame = (m: GameManifestEntry & { readonly id: ManifestGameId }): CliGame => {
  const game = games[m.id]
  if (game === undefined) throw new Error(`the manifest names ${m.id}, which the registry lacks`) // unreachable: the registry satisfies Record<ManifestGameId, …>
  const variants = m.cli.variants
  return {
    game,
    bots: botsOf(m.id),
    variants: Object.keys(variants),
    defaultPlayers: m.cli.defaultPlayers,
    config: (players, variant) => ({ players, ...(variant === undefined ? {} : variants[variant]?.(players)) }),
    render: renders[m.id],
    ...(briefRenders[m.id] === undefined ? {} : { renderBrief: briefRenders[m.id] })
  }
}

/** Every game the command knows, in manifest order. */
export const cliGames: Readonly<Record<string, CliGame>> = Object.fromEntries(gameManifest.map((m) => [m.id, cliGame(m)]))
