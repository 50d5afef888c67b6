/**
 * Decoding untrusted input with io-ts into `Either<RuleViolation, A>` with readable messages.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { violation, type RuleViolation } from './violation.js'

/** A short, safe rendering of any value for messages (never throws). */
export const describeValue = (v: unknown): string => {
  if (v === undefined) return 'undefined'
  try {
    const s = JSON.stringify(v)
    return s.length > 60 ? `${s.slice(0, 57)}...` : s
  } catch {
    return String(v)
  }
}

/** Renders io-ts errors as one line per error: `at path: expected Type, got value`. */
export const formatDecodeErrors = (errors: t.Errors): string => {
  const lines = errors.slice(0, 5).map((e) => {
    const path = e.context
      .map((c) => c.key)
      .filter((k) => k !== '')
      .join('.')
    const expected = e.context[e.context.length - 1]?.type.name ?? 'value'
    return e.message ?? `at ${path === '' ? '(root)' : path}: expected ${expected}, got ${describeValue(e.value)}`
  })
  const more = errors.length > 5 ? `; and ${errors.length - 5} more` : ''
  return lines.join('; ') + more
}

/** Decodes `input` with `codec`; on failure a violation with `code` naming `what` was wrong. */
export const decodeWith = <A>(
  codec: t.Type<A, unknown>,
  input: unknown,
  code: string,
  what: string
): E.Either<RuleViolation, A> => {
  const r = codec.decode(input)
  return E.isRight(r) ? E.right(r.right) : E.left(violation(code, `${what} is malformed: ${formatDecodeErrors(r.left)}`))
}
