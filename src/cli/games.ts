/**
 * The games the command drives, by id: each with its bots, config builder, board picture and story
 * style, all from its game module (`src/games/modules.ts`, the manifest's list).
 * @module
 */
import { randomBot, type Bot } from '../bots/index.js'
import { gameModules } from '../games/modules.js'
import type { AnyGameModule } from '../games/game-module.js'
import type { CliGame } from './registry.js'

const random = randomBot as unknown as Bot<unknown, unknown>

/** The command's view of one game module. */
const cliGame = (m: AnyGameModule): CliGame => {
  const { variants, defaultPlayers, render, renderBrief, round, story } = m.command
  return {
    game: m.game,
    bots: { random, greedy: m.bots.greedy },
    variants: Object.keys(variants),
    defaultPlayers,
    config: (players, variant) => ({ players, ...(variant === undefined ? {} : variants[variant]?.(players)) }),
    render: (state, seat, say) => render(state, seat, say),
    ...(renderBrief === undefined ? {} : { renderBrief: (state: unknown, seat: number) => renderBrief(state, seat) }),
    round: round === undefined ? () => undefined : (state) => round(state),
    story
  }
}

/** Every game the command knows, in manifest order. */
export const cliGames: Readonly<Record<string, CliGame>> = Object.fromEntries(gameModules.map((m) => [m.id, cliGame(m)]))
