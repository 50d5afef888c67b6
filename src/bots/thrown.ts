/**
 * Describing a thrown value (internal to the studies; not re-exported).
 * @module
 */
import { describeValue } from '../core/index.js'

/** Why a callback threw, in a few words (never throws itself). */
export const thrownMessage = (e: unknown): string => {
  try {
    return e instanceof Error ? String(e.message) : String(e)
  } catch {
    return describeValue(e)
  }
}
