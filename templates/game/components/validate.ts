/**
 * Checks a component set beyond its shape: every number within its documented range.
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeWith, violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import { PigComponentsCodec, type PigComponents } from './types.js'

/** Every broken constraint of a decoded component set, in words (`[]` when none). */
export const componentProblems = (c: PigComponents): readonly string[] =>
  Number.isInteger(c.faces) && c.faces >= 2 && c.faces <= 20 ? [] : [`the die must have 2 to 20 faces, not ${c.faces} (P2)`]

/** Decodes and checks a component set from outside. */
export const validateComponents = (input: unknown): E.Either<RuleViolation, PigComponents> => {
  const decoded = decodeWith(PigComponentsCodec, input, ViolationCode.BAD_COMPONENTS, 'the Pig components')
  if (E.isLeft(decoded)) return decoded
  const problems = componentProblems(decoded.right)
  return problems.length === 0 ? decoded : E.left(violation(ViolationCode.BAD_COMPONENTS, problems.join('; '), 'P2'))
}
