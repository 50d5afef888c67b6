/**
 * Rule violations: the error value every public function returns instead of throwing.
 * @module
 */
import { boundedText, type StructuredText } from './locale.js'

/** Stable machine-readable codes shared by every game. Games may add their own codes. */
export const ViolationCode = {
  /** The move is not of the game's move shape (failed the io-ts move codec). */
  MALFORMED_MOVE: 'MALFORMED_MOVE',
  /** The actor is not among `actors(state)`. */
  NOT_YOUR_TURN: 'NOT_YOUR_TURN',
  /** The game has ended: nobody may move. */
  GAME_OVER: 'GAME_OVER',
  /** The move is well formed and by an acting seat, but the rules forbid it now. */
  ILLEGAL_MOVE: 'ILLEGAL_MOVE',
  /** The config failed its codec or its checks. */
  BAD_CONFIG: 'BAD_CONFIG',
  /** The component set failed its codec or structural checks. */
  BAD_COMPONENTS: 'BAD_COMPONENTS',
  /** A transcript or vector failed to decode, or names another game or rules version. */
  BAD_TRANSCRIPT: 'BAD_TRANSCRIPT',
  /** Text could not be parsed as a move. */
  BAD_NOTATION: 'BAD_NOTATION',
  /** No chance step is pending. */
  NO_CHANCE_PENDING: 'NO_CHANCE_PENDING',
  /** A conformance vector disagrees with this implementation. */
  VECTOR_MISMATCH: 'VECTOR_MISMATCH',
  /** A game's rules threw (a bug in this library, reported as a value). */
  INTERNAL_ERROR: 'INTERNAL_ERROR',
  /** A state from outside fails its codec or the game's consistency checks. */
  BAD_STATE: 'BAD_STATE',
  /** A view passed back in fails its codec or the game's consistency checks. */
  BAD_VIEW: 'BAD_VIEW',
  /** `undo`: the seat has no decision it may take back. */
  NOTHING_TO_UNDO: 'NOTHING_TO_UNDO',
  /** `settle` reached its step limit with chance still to act. */
  STEP_LIMIT: 'STEP_LIMIT'
} as const

/** A rule violation: a stable `code`, a plain-English `message`, and the rule id it breaks where one applies. */
export interface RuleViolation {
  /** Stable code, e.g. `NOT_YOUR_TURN` or a game-specific one like `NOT_ADJACENT`. */
  readonly code: string
  /** Plain-English explanation: what was wrong and why. */
  readonly message: string
  /** The rule id from the rules specification, e.g. `'R57'` or `'D31'`. */
  readonly rule?: string
  /**
   * The findings, when the message lists only the first few (a validator's many problems): one
   * short sentence each, in the order found — at most the first {@link MAX_DETAILS}, then one
   * last entry "and N more findings" counting the rest.
   */
  readonly details?: readonly string[]
  /**
   * The refusal as data (a catalogue key and its params), so that `game.violationText(v, locale)`
   * can say it in another locale (issue 29). `message` stays the English text.
   */
  readonly text?: StructuredText
}

/** The longest message a violation carries (characters); longer text is cut with an ellipsis. */
export const MAX_MESSAGE_LENGTH = 400

/** How many findings a message lists before "and N more" (the rest stay in `details`). */
export const LISTED_FINDINGS = 3

/** Cuts text to at most `max` characters, ending with an ellipsis when cut. */
export const boundText = (text: string, max: number = MAX_MESSAGE_LENGTH): string =>
  text.length <= max ? text : `${text.slice(0, Math.max(0, max - 1))}…`

/**
 * Builds a {@link RuleViolation} (the message is bounded to {@link MAX_MESSAGE_LENGTH}); `text`,
 * the same refusal as a catalogue key and params, is kept within its bounds.
 */
export const violation = (code: string, message: string, rule?: string, text?: StructuredText): RuleViolation => {
  const base: RuleViolation = rule === undefined ? { code, message: boundText(message) } : { code, message: boundText(message), rule }
  const said = text === undefined ? undefined : boundedText(text)
  return said === undefined ? base : { ...base, text: said }
}

/** How many findings `details` keeps; the rest are counted in one last entry ("and N more findings"). */
export const MAX_DETAILS = 20

/** The first {@link MAX_DETAILS} findings, bounded, then "and N more findings" if `total` is more. */
const keptDetails = (findings: readonly string[], total: number): readonly string[] => {
  const kept = findings.slice(0, MAX_DETAILS).map((f) => boundText(f))
  return total > kept.length ? [...kept, `and ${total - kept.length} more findings`] : kept
}

/**
 * A violation with several findings: the message is `intro: first; second; third; and N more`
 * (bounded), and `details` holds the first {@link MAX_DETAILS} findings and the count of the rest.
 * `more` counts findings found beyond those in `findings` (a decoder that stopped keeping them).
 */
export const violationOf = (code: string, intro: string, findings: readonly string[], rule?: string, more = 0): RuleViolation => {
  const total = findings.length + more
  const shown = findings.slice(0, LISTED_FINDINGS).map((f) => boundText(f, 120))
  const rest = total - shown.length
  const base = violation(code, `${intro}: ${shown.join('; ')}${rest > 0 ? `; and ${rest} more` : ''}`, rule)
  return total > 1 ? { ...base, details: keptDetails(findings, total) } : base
}

/**
 * The violation with its message bounded (for messages built elsewhere, e.g. by a game), and its
 * `details` capped to {@link MAX_DETAILS} and a count. A long message made of `; `-separated
 * findings keeps them in `details`.
 */
export const bounded = (v: RuleViolation): RuleViolation => {
  const long = typeof v.details === 'object' && v.details !== null && v.details.length > MAX_DETAILS + 1
  if (typeof v.message === 'string' && v.message.length <= MAX_MESSAGE_LENGTH && !long) return v
  const message = typeof v.message === 'string' ? v.message : String(v.message)
  const details = v.details ?? message.split('; ')
  return { ...v, message: boundText(message), ...(details.length > 1 ? { details: keptDetails(details, details.length) } : {}) }
}

/** Formats a violation as one line: `CODE (rule): message`. */
export const formatViolation = (v: RuleViolation): string =>
  `${v.code}${v.rule === undefined ? '' : ` (${v.rule})`}: ${v.message}`
