/**
 * Shared option handling: numbers, bots, seeds, component files and configs from the command line.
 * Every problem here is bad input (exit 2), said in a sentence.
 * @module
 */
import * as E from 'fp-ts/Either'
import { mctsBotFor, type Bot } from '../bots/index.js'
import { parse, str, type Parsed } from './args.js'
import type { GameOptions } from './command-line.js'
import type { CliGame } from './registry.js'
import { MAX_COMPONENTS_BYTES, readJson } from './files.js'
import { closestName } from '../core/suggest.js'
import { componentFileProblems, refusedLine } from './component-file.js'
import { badInput, type CliError } from './output.js'

/** The game with id `id`, or bad input naming the known games. */
export const gameNamed = (registry: Readonly<Record<string, CliGame>>, id: string): E.Either<CliError, CliGame> => {
  // Own keys only: `__proto__`, `constructor` or `toString` name no game.
  const g = Object.hasOwn(registry, id) ? registry[id] : undefined
  return g === undefined ? E.left(badInput(`Unknown game '${id}'. Known games: ${Object.keys(registry).join(', ')}.`)) : E.right(g)
}

/** Parses a whole number within bounds, naming the option when it is not one. */
export const parseCount = (name: string, text: string | undefined, fallback: number, min: number, max: number): E.Either<CliError, number> => {
  if (text === undefined) return E.right(fallback)
  const n = Number(text)
  return /^\d+$/.test(text.trim()) && Number.isSafeInteger(n) && n >= min && n <= max
    ? E.right(n)
    : E.left(badInput(`--${name} must be a whole number from ${min} to ${max}; got '${text}'.`))
}

/** The default `--bots` of `simulate` and `record`: the greedy bot against the random bot. */
export const DEFAULT_BOTS = 'greedy,random'

/** The names of a `--bots` list, in order (`undefined`: the default list). */
export const botNames = (text: string | undefined, fallback = DEFAULT_BOTS): string[] => (text ?? fallback).split(',').map((s) => s.trim())

/**
 * The bots of `--bots` (a comma-separated list of names): the list, in order. Seats take them in
 * turn, cycling through the list for as many seats as needed (see {@link seatBots}).
 */
export const parseBotList = (g: CliGame, text: string | undefined, fallback = DEFAULT_BOTS): E.Either<CliError, Bot<unknown, unknown>[]> => {
  const names = botNames(text, fallback)
  // `mcts`, `mcts:300ms`, `mcts:2000`: the search bot with its budget (src/bots/mcts-bots.ts).
  const bot = (n: string): Bot<unknown, unknown> | undefined => (Object.hasOwn(g.bots, n) ? g.bots[n] : undefined) ?? mctsBotFor(g.game.id, n)
  const unknown = names.filter((n) => bot(n) === undefined)
  if (names.every((n) => n === '')) return E.left(badInput(`--bots needs at least one bot name; bots for ${g.game.id}: ${Object.keys(g.bots).join(', ')}.`))
  if (unknown.length > 0) {
    return E.left(badInput(`Unknown bot '${unknown[0] ?? ''}' in --bots. Bots for ${g.game.id}: ${[...Object.keys(g.bots), 'mcts[:300ms|:2000]'].join(', ')}.`))
  }
  return E.right(names.map((n) => bot(n) as Bot<unknown, unknown>))
}

/** Seat i plays bot `(i + shift) mod k` of the k listed: the list cycles over the seats. */
export const seatBots = <B>(list: readonly B[], players: number, shift = 0): B[] =>
  Array.from({ length: players }, (_, i) => list[(i + shift) % list.length] as B)

/**
 * The player count: a whole number (the game's setup then says whether the game is played by that
 * many, e.g. "Nagaraja is played by 2 players; got 3").
 */
export const parsePlayers = (g: CliGame, text: string | undefined): E.Either<CliError, number> => {
  if (text === undefined) return E.right(g.defaultPlayers)
  const n = Number(text.trim())
  if (!/^[+-]?\d+$/.test(text.trim()) || !Number.isSafeInteger(n)) return E.left(badInput(`--players must be a whole number; got '${text}'.`))
  if (n < 1) return E.left(badInput(`--players must be at least 1; got ${n}.`))
  return E.right(n)
}

/** Player count and config from `--players` and `--variant`. */
export const baseConfig = (g: CliGame, playersText: string | undefined, variant: string | undefined): E.Either<CliError, { players: number; config: unknown }> => {
  const players = parsePlayers(g, playersText)
  if (E.isLeft(players)) return players
  if (variant !== undefined && !g.variants.includes(variant)) {
    const near = closestName(variant, g.variants)
    return E.left(badInput(g.variants.length === 0 ? `${g.game.title} has no variants; got --variant ${variant}.` : `Unknown variant '${variant}' for ${g.game.title}.${near === undefined ? '' : ` Did you mean ${near}?`} Variants: ${g.variants.join(', ')}.`))
  }
  return E.right({ players: players.right, config: g.config(players.right, variant) })
}

/**
 * Player count and config from `--players`, `--variant` and `--components`; a component file is
 * checked as `components check` checks it (the same problems, in the same words).
 */
export const parseConfig = (
  g: CliGame,
  playersText: string | undefined,
  variant: string | undefined,
  componentsFile?: string
): E.Either<CliError, { players: number; config: unknown }> => {
  const base = baseConfig(g, playersText, variant)
  if (E.isLeft(base) || componentsFile === undefined) return base
  const components = readJson(componentsFile, MAX_COMPONENTS_BYTES)
  if (E.isLeft(components)) return components
  const problems = componentFileProblems(g, base.right.config, components.right)
  if (problems.length > 0) return E.left(badInput(refusedLine(componentsFile, g, problems)))
  return E.right({ players: base.right.players, config: { ...(base.right.config as object), components: components.right } })
}

/** Checks that the game can be set up from `config` (players, variant, components): its message otherwise. */
export const checkSetup = (g: CliGame, config: unknown, seed: string, componentsFile: string | undefined): E.Either<CliError, void> => {
  const started = g.game.setup(config, seed)
  if (E.isRight(started)) return E.right(undefined)
  const { code, message } = started.left
  const where = code === 'BAD_COMPONENTS' && componentsFile !== undefined ? `${componentsFile}: ` : ''
  return E.left(badInput(`${where}${message.replace(/^./, (c) => c.toUpperCase()).replace(/\.?$/, '.')}`))
}

/** Options shared by play, simulate and record. */
export const matchOptions = {
  players: { type: 'string' },
  seed: { type: 'string' },
  bots: { type: 'string' },
  variant: { type: 'string' },
  components: { type: 'string' },
  help: { type: 'boolean', short: 'h' }
} as const

/** What play, simulate and record need: the game, the config, the bots and the seed. */
export interface MatchSetup {
  /** The game. */
  readonly g: CliGame
  /** The player count. */
  readonly players: number
  /** The config (players, variant, components), already accepted by the game's setup. */
  readonly config: unknown
  /** A bot per seat: the `--bots` list cycled over the seats. */
  readonly bots: Bot<unknown, unknown>[]
  /** The `--bots` list as given. */
  readonly botList: Bot<unknown, unknown>[]
  /** The seed. */
  readonly seed: string
  /** Every parsed option. */
  readonly parsed: Parsed
  /** Every option that shaped the game, as a command line gives it again (see `commandLine`). */
  readonly options: GameOptions
}

/**
 * Parses `<game> [--players n] [--seed s] [--bots …] [--variant v] [--components file]` for
 * `command`; without a game, `defaults.game` (or bad input when there is none).
 */
export const parseMatch = (
  registry: Readonly<Record<string, CliGame>>,
  args: readonly string[],
  command: string,
  defaults: { readonly game?: string | undefined; readonly seed: string; readonly bots?: string; readonly extra?: Parameters<typeof parse>[1] }
): E.Either<CliError, MatchSetup> => {
  const parsed = parse(args, { ...matchOptions, ...defaults.extra })
  if (E.isLeft(parsed)) return parsed
  const p = parsed.right
  const [id = defaults.game, ...rest] = p.positionals
  if (id === undefined) return E.left(badInput(`${command} needs a game: tabletop-rules ${command} <game>. Games: ${Object.keys(registry).join(', ')}.`))
  if (rest.length > 0) return E.left(badInput(`${command} takes one game; got the extra arguments ${rest.join(' ')}.`))
  const g = gameNamed(registry, id)
  if (E.isLeft(g)) return g
  const componentsFile = str(p, 'components')
  const cfg = parseConfig(g.right, str(p, 'players'), str(p, 'variant'), componentsFile)
  if (E.isLeft(cfg)) return cfg
  const seed = str(p, 'seed') ?? defaults.seed
  const ok = checkSetup(g.right, cfg.right.config, seed, componentsFile)
  if (E.isLeft(ok)) return ok
  const list = parseBotList(g.right, str(p, 'bots'), defaults.bots)
  if (E.isLeft(list)) return list
  const options: GameOptions = { game: g.right.game.id, players: cfg.right.players, seed, bots: botNames(str(p, 'bots'), defaults.bots), variant: str(p, 'variant'), components: componentsFile }
  return E.right({ g: g.right, players: cfg.right.players, config: cfg.right.config, bots: seatBots(list.right, cfg.right.players), botList: list.right, seed, parsed: p, options })
}
