/**
 * Argument parsing with `node:util` parseArgs, errors as values.
 * @module
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import * as E from 'fp-ts/Either'
import { badInput, type CliError } from './output.js'

/** The parsed options (all strings or booleans) and positionals. */
export interface Parsed {
  /** Option values by name. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>
  /** Positional arguments. */
  readonly positionals: readonly string[]
}

/** Parses `args` strictly against `options`; an unknown option is bad input. */
export const parse = (args: readonly string[], options: NonNullable<ParseArgsConfig['options']>): E.Either<CliError, Parsed> => {
  try {
    const r = parseArgs({ args: [...args], options, allowPositionals: true, strict: true })
    return E.right({ values: r.values as Parsed['values'], positionals: r.positionals })
  } catch (e) {
    return E.left(badInput(e instanceof Error ? e.message.split('\n')[0] ?? 'bad arguments' : 'bad arguments'))
  }
}

/** A string option or undefined. */
export const str = (p: Parsed, name: string): string | undefined => {
  const v = p.values[name]
  return typeof v === 'string' ? v : undefined
}
