/**
 * Rule violations: the error value every public function returns instead of throwing.
 * @module
 */

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
}

/** Builds a {@link RuleViolation}. */
export const violation = (code: string, message: string, rule?: string): RuleViolation =>
  rule === undefined ? { code, message } : { code, message, rule }

/** Formats a violation as one line: `CODE (rule): message`. */
export const formatViolation = (v: RuleViolation): string =>
  `${v.code}${v.rule === undefined ? '' : ` (${v.rule})`}: ${v.message}`
