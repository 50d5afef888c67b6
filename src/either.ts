/**
 * The few `Either` helpers a user of the package needs, so an app can test results without
 * importing fp-ts itself (whose `fp-ts/Either` subpath Node's ESM loader cannot resolve: fp-ts 2
 * has no `exports` map). Every result of the package is an fp-ts `Either`: `{ _tag: 'Left', left }`
 * (a {@link RuleViolation} or another error value) or `{ _tag: 'Right', right }` (the value), so a
 * plain `result._tag === 'Left'` check works as well.
 * @module
 */
import * as E from 'fp-ts/Either'
import type { RuleViolation } from './core/index.js'

/** A result: `Left` (an error value) or `Right` (the value). The same type as fp-ts `Either`. */
export type Either<L, R> = E.Either<L, R>
/** The error side of an {@link Either}: `{ _tag: 'Left', left }`. */
export type Left<L> = E.Left<L>
/** The value side of an {@link Either}: `{ _tag: 'Right', right }`. */
export type Right<R> = E.Right<R>

/** True when the result is an error (`result.left` is then the error, e.g. a {@link RuleViolation}). */
export const isLeft: <L, R>(result: Either<L, R>) => result is Left<L> = E.isLeft
/** True when the result is a value (`result.right` is then the value). */
export const isRight: <L, R>(result: Either<L, R>) => result is Right<R> = E.isRight

/**
 * Folds a result into one value: `matchEither(result, onLeft, onRight)`. (fp-ts users may prefer
 * `pipe(result, E.match(onLeft, onRight))`; this is the same without fp-ts.)
 */
export const matchEither = <L, R, B>(result: Either<L, R>, onLeft: (left: L) => B, onRight: (right: R) => B): B =>
  E.isLeft(result) ? onLeft(result.left) : onRight(result.right)

/**
 * The value of a result, or throws an `Error` carrying the error's message (for scripts and tests,
 * where a failure should stop the program). The library itself never throws.
 */
export const getOrThrow = <L, R>(result: Either<L, R>): R => {
  if (E.isRight(result)) return result.right
  const l: unknown = result.left
  const message = typeof l === 'object' && l !== null && 'message' in l ? String((l as { message: unknown }).message) : String(l)
  throw new Error(message)
}
