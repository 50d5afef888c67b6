/**
 * The bundled component set: a six-sided die, as the rules print it.
 * @module
 */
import type { PigComponents } from './types.js'

/** The bundled component set (P2). */
export const bundledComponents: PigComponents = { faces: 6, provenance: 'printed' }
