/**
 * Describing a thrown value, and a study ended by its progress callback (internal to the studies;
 * not re-exported).
 * @module
 */
import { describeValue, violation, ViolationCode, type RuleViolation } from '../core/index.js'

/** Why a callback threw, in a few words (never throws itself). */
export const thrownMessage = (e: unknown): string => {
  try {
    return e instanceof Error ? String(e.message) : String(e)
  } catch {
    return describeValue(e)
  }
}

/** The study ended because the caller's progress callback threw (never thrown on). */
export const progressFailed = (e: unknown): RuleViolation => violation(ViolationCode.INTERNAL_ERROR, `onProgress threw: ${thrownMessage(e)}`)
