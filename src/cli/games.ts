/**
 * The games the command drives, by id: each with its bots, config builder and board picture.
 * @module
 */
import { eraseGame } from '../core/index.js'
import { greedyBots, randomBot, type Bot } from '../bots/index.js'
import { theBorder, renderSheet, type BorderState } from '../games/the-border/index.js'
import { nagaraja, renderTemple, type NagarajaState } from '../games/nagaraja/index.js'
import { rajas, renderProvince, type State as RajasState } from '../games/rajas/index.js'
import type { CliGame } from './registry.js'

/** `--variant` names of Rajas of the Ganges and their `config.variant` (mixed: seat 0 experienced, the rest beginners). */
const RAJAS_VARIANTS: Readonly<Record<string, (players: number) => unknown>> = {
  navaratna: () => ({ navaratna: true }),
  ganga: () => ({ ganga: true }),
  'navaratna+ganga': () => ({ navaratna: true, ganga: true }),
  mixed: (players) => ({ experience: Array.from({ length: players }, (_, i) => (i === 0 ? 'experienced' : 'beginner')) }),
  'mixed+ganga': (players) => ({ experience: Array.from({ length: players }, (_, i) => (i === 0 ? 'experienced' : 'beginner')), ganga: true })
}

const random = randomBot as unknown as Bot<unknown, unknown>
/** The bots of a game: random, and its greedy bot. */
const botsOf = (id: string): Readonly<Record<string, Bot<unknown, unknown>>> => {
  const greedy = greedyBots[id]
  return greedy === undefined ? { random } : { random, greedy }
}

/** Every game the command knows. */
export const cliGames: Readonly<Record<string, CliGame>> = {
  'the-border': {
    game: eraseGame(theBorder),
    bots: botsOf('the-border'),
    variants: [],
    defaultPlayers: 2,
    config: (players) => ({ players }),
    render: (state, seat) => renderSheet(state as BorderState, seat)
  },
  nagaraja: {
    game: eraseGame(nagaraja),
    bots: botsOf('nagaraja'),
    variants: [],
    defaultPlayers: 2,
    config: (players) => ({ players }),
    render: (state, seat) => renderTemple(state as NagarajaState, seat, 'spectator')
  },
  rajas: {
    game: eraseGame(rajas),
    bots: botsOf('rajas'),
    variants: Object.keys(RAJAS_VARIANTS),
    defaultPlayers: 2,
    config: (players, variant) => ({ players, ...(variant === undefined ? {} : { variant: RAJAS_VARIANTS[variant]?.(players) }) }),
    render: (state, seat) => renderProvince(state as RajasState, seat)
  }
}
