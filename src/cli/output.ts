/**
 * Output helpers: colours only on a TTY and never with NO_COLOR (picocolors decides), and
 * errors as values carrying their exit code.
 * @module
 */
import pc from 'picocolors'

/** A command failure: one line for stderr and the exit code (1: a check failed; 2: bad input). */
export interface CliError {
  /** The line printed on stderr. */
  readonly message: string
  /** The exit code. */
  readonly exitCode: 1 | 2
}

/** Bad input (usage, unknown game, bad numbers, unreadable files): exit code 2. */
export const badInput = (message: string): CliError => ({ message, exitCode: 2 })

/** A failed check (replay or vector mismatch): exit code 1. */
export const checkFailed = (message: string): CliError => ({ message, exitCode: 1 })

/** Colours only when stdout is a terminal and NO_COLOR is not set (not merely because CI is set). */
export const colour = pc.createColors(process.stdout.isTTY === true && !('NO_COLOR' in process.env))
