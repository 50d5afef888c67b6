/**
 * Argument parsing with `node:util` parseArgs, errors as values.
 * @module
 */
import { parseArgs, type ParseArgsConfig } from 'node:util'
import * as E from 'fp-ts/Either'
import { closestName } from '../core/suggest.js'
import { badInput, type CliError } from './output.js'

/** The parsed options (all strings or booleans) and positionals. */
export interface Parsed {
  /** Option values by name. */
  readonly values: Readonly<Record<string, string | boolean | undefined>>
  /** Positional arguments. */
  readonly positionals: readonly string[]
}

/**
 * Joins a string option and a value that starts with a dash into `--name=value` (`--players -2`),
 * so parseArgs hands it to the option's check instead of calling it ambiguous.
 */
const joinDashValues = (args: readonly string[], options: NonNullable<ParseArgsConfig['options']>): string[] => {
  const out: string[] = []
  for (let i = 0; i < args.length; i++) {
    const a = args[i] as string
    const next = args[i + 1]
    const name = a.startsWith('--') ? a.slice(2) : undefined
    if (name !== undefined && options[name]?.type === 'string' && next !== undefined && /^-[\d.]/.test(next)) {
      out.push(`${a}=${next}`)
      i++
    } else out.push(a)
  }
  return out
}

/** "Did you mean --players?" for a mistyped option (`--plyers`), or nothing when none is close. */
export const suggestOption = (given: string, options: NonNullable<ParseArgsConfig['options']>): string => {
  const name = given.replace(/^-+/, '').replace(/=.*$/, '')
  const near = closestName(name, Object.keys(options).filter((k) => k !== 'help'))
  return near === undefined ? '' : ` Did you mean --${near}?`
}

/** Parses `args` strictly against `options`; an unknown option is bad input (with the option probably meant). */
export const parse = (args: readonly string[], options: NonNullable<ParseArgsConfig['options']>): E.Either<CliError, Parsed> => {
  try {
    const r = parseArgs({ args: joinDashValues(args, options), options, allowPositionals: true, strict: true })
    return E.right({ values: r.values as Parsed['values'], positionals: r.positionals })
  } catch (e) {
    // parseArgs' first sentence is the one that matters ("Unknown option '--x'.", "Option '--seed <value>' argument missing").
    const raw = e instanceof Error ? (e.message.split('\n')[0] ?? '') : ''
    const first = raw === '' ? 'The arguments could not be read.' : raw.replace(/\. To specify .*$/, '').replace(/\.?$/, '.')
    const unknown = /^Unknown option '([^']+)'/.exec(first)?.[1]
    return E.left(badInput(`${first}${unknown === undefined ? '' : suggestOption(unknown, options)} Run tabletop-rules --help for the options.`))
  }
}

/** A string option or undefined. */
export const str = (p: Parsed, name: string): string | undefined => {
  const v = p.values[name]
  return typeof v === 'string' ? v : undefined
}
