/**
 * The games the command drives, by id: each with its bots, config builder and board picture.
 * @module
 */
import { eraseGame } from '../core/index.js'
import { randomBot, type Bot } from '../bots/index.js'
import { theBorderGreedyBot } from '../bots/the-border.js'
import { nagarajaGreedyBot } from '../bots/nagaraja.js'
import { rajasGreedyBot } from '../bots/rajas.js'
import { theBorder, renderSheet, type BorderState } from '../games/the-border/index.js'
import { nagaraja, renderTemple, type NagarajaState } from '../games/nagaraja/index.js'
import { rajas, renderProvince, type State as RajasState } from '../games/rajas/index.js'
import type { CliGame } from './registry.js'

const erased = <V, M>(bot: Bot<V, M>): Bot<unknown, unknown> => bot as unknown as Bot<unknown, unknown>
const random = randomBot as unknown as Bot<unknown, unknown>

/** Every game the command knows. */
export const cliGames: Readonly<Record<string, CliGame>> = {
  'the-border': {
    game: eraseGame(theBorder),
    bots: { random, greedy: erased(theBorderGreedyBot) },
    variants: [],
    defaultPlayers: 2,
    config: (players) => ({ players }),
    render: (state, seat) => renderSheet(state as BorderState, seat)
  },
  nagaraja: {
    game: eraseGame(nagaraja),
    bots: { random, greedy: erased(nagarajaGreedyBot) },
    variants: [],
    defaultPlayers: 2,
    config: (players) => ({ players }),
    render: (state, seat) => renderTemple(state as NagarajaState, seat, 'spectator')
  },
  rajas: {
    game: eraseGame(rajas),
    bots: { random, greedy: erased(rajasGreedyBot) },
    variants: [],
    defaultPlayers: 2,
    config: (players) => ({ players }),
    render: (state, seat) => renderProvince(state as RajasState, seat)
  }
}
