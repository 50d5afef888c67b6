/**
 * Shared option handling: numbers, bots, seeds and configs from the command line.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { Bot } from '../bots/index.js'
import type { CliGame } from './registry.js'
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
  const unknown = names.filter((n) => g.bots[n] === undefined)
  if (names.length === 0 || unknown.length > 0) {
    return E.left(badInput(`unknown bot '${unknown[0] ?? text ?? ''}'; bots for ${g.game.id}: ${Object.keys(g.bots).join(', ')}`))
  }
  return E.right(Array.from({ length: players }, (_, i) => g.bots[names[Math.min(i, names.length - 1)] as string] as Bot<unknown, unknown>))
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
