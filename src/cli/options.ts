/**
 * Shared option handling: numbers, bots, seeds and configs from the command line.
 * @module
 */
import * as E from 'fp-ts/Either'
import { mctsBotFor, type Bot } from '../bots/index.js'
import { parse, str, type Parsed } from './args.js'
import { findCliGame, type CliGame } from './registry.js'
import { badInput, type CliError } from './output.js'

/** Parses a whole number within bounds, naming the option when it is not one. */
export const parseCount = (name: string, text: string | undefined, fallback: number, min: number, max: number): E.Either<CliError, number> => {
  if (text === undefined) return E.right(fallback)
  const n = Number(text)
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= min && n <= max
    ? E.right(n)
    : E.left(badInput(`--${name} must be a whole number from ${min} to ${max}, got '${text}'`))
}

/** The bots for each seat from a comma-separated list (the last name repeats). */
export const parseBots = (g: CliGame, text: string | undefined, players: number): E.Either<CliError, Bot<unknown, unknown>[]> => {
  const names = (text ?? 'greedy,random').split(',').map((s) => s.trim()).filter((s) => s !== '')
  // `mcts`, `mcts:300ms`, `mcts:2000`: the search bot with its budget (src/bots/mcts-bots.ts).
  const bot = (n: string): Bot<unknown, unknown> | undefined => g.bots[n] ?? mctsBotFor(g.game.id, n)
  const unknown = names.filter((n) => bot(n) === undefined)
  if (names.length === 0 || unknown.length > 0) {
    return E.left(badInput(`unknown bot '${unknown[0] ?? text ?? ''}'; bots for ${g.game.id}: ${[...Object.keys(g.bots), 'mcts[:300ms|:2000]'].join(', ')}`))
  }
  return E.right(Array.from({ length: players }, (_, i) => bot(names[Math.min(i, names.length - 1)] as string) as Bot<unknown, unknown>))
}

/** Player count and config from `--players` and `--variant`. */
export const parseConfig = (g: CliGame, playersText: string | undefined, variant: string | undefined): E.Either<CliError, { players: number; config: unknown }> => {
  const players = parseCount('players', playersText, g.defaultPlayers, g.game.players.min, g.game.players.max)
  if (E.isLeft(players)) return players
  if (variant !== undefined && !g.variants.includes(variant)) {
    return E.left(badInput(g.variants.length === 0 ? `${g.game.id} has no variants, got --variant ${variant}` : `unknown variant '${variant}' for ${g.game.id}; variants: ${g.variants.join(', ')}`))
  }
  return E.right({ players: players.right, config: g.config(players.right, variant) })
}

/** Options shared by play, simulate and record. */
export const matchOptions = {
  players: { type: 'string' },
  seed: { type: 'string' },
  bots: { type: 'string' },
  variant: { type: 'string' },
  help: { type: 'boolean', short: 'h' }
} as const

/** What play and record need: the game, the config, a bot per seat and the seed. */
export interface MatchSetup {
  readonly g: CliGame
  readonly players: number
  readonly config: unknown
  readonly bots: Bot<unknown, unknown>[]
  readonly seed: string
  readonly parsed: Parsed
}

/**
 * Parses `<game> [--players n] [--seed s] [--bots …] [--variant v]` for `command`; without a game,
 * `defaultGame` (or bad input when there is none).
 */
export const parseMatch = (
  registry: Readonly<Record<string, CliGame>>,
  args: readonly string[],
  command: string,
  defaults: { readonly game?: string; readonly seed: string; readonly extra?: Parameters<typeof parse>[1] }
): E.Either<CliError, MatchSetup> => {
  const parsed = parse(args, { ...matchOptions, ...defaults.extra })
  if (E.isLeft(parsed)) return parsed
  const p = parsed.right
  const [id = defaults.game, ...rest] = p.positionals
  if (id === undefined) return E.left(badInput(`${command} needs a game: tabletop-rules ${command} <game>`))
  if (rest.length > 0) return E.left(badInput(`${command} takes one game, got extra arguments: ${rest.join(' ')}`))
  const g = findCliGame(registry, id)
  if (E.isLeft(g)) return E.left(badInput(g.left))
  const cfg = parseConfig(g.right, str(p, 'players'), str(p, 'variant'))
  if (E.isLeft(cfg)) return cfg
  const bots = parseBots(g.right, str(p, 'bots'), cfg.right.players)
  if (E.isLeft(bots)) return bots
  return E.right({ g: g.right, players: cfg.right.players, config: cfg.right.config, bots: bots.right, seed: str(p, 'seed') ?? defaults.seed, parsed: p })
}
