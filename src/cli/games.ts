/**
 * The games the command drives, by id.
 * @module
 */
import type { CliGame } from './registry.js'

/** Every game the command knows. */
export const cliGames: Readonly<Record<string, CliGame>> = {}
