/**
 * Hashes for conformance: SHA-256 of canonical JSON.
 * @module
 */
import { canonicalJson } from './canonical.js'
import { sha256Hex } from './sha256.js'

/** SHA-256 (hex) of the canonical JSON of a plain-JSON value. */
export const hashValue = (value: unknown): string => sha256Hex(canonicalJson(value))

/** The canonical hash of a state (every field, the generator included). */
export const stateHash = (state: unknown): string => hashValue(state)

/** The hash of a legal-move list: order matters (the contract fixes a deterministic order). */
export const movesHash = (moves: readonly unknown[]): string => hashValue(moves)
