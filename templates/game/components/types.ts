/**
 * The components of Pig: one die. Every datum carries its provenance (docs/component-data.md).
 * @module
 */
import * as t from 'io-ts'

/** Where a datum comes from: printed in the rules, inferred from them, or reconstructed. */
export type Provenance = 'printed' | 'inferred' | 'reconstructed'

/** The component set. */
export interface PigComponents {
  /** The die's faces, 1 to `faces` (2–20; P2: a six-sided die). */
  readonly faces: number
  /** Where `faces` comes from. */
  readonly provenance: Provenance
}

/** io-ts codec of {@link PigComponents} (the shape; `validateComponents` checks the ranges). */
export const PigComponentsCodec: t.Type<PigComponents, unknown> = t.type({
  faces: t.number,
  provenance: t.keyof({ printed: null, inferred: null, reconstructed: null })
})
