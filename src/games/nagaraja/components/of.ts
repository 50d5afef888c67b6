/**
 * The component set of a state or view: stored inline when custom, `null` for the bundled set
 * (keeps states small, so hashing and copying stay cheap).
 * @module
 */
import { bundledComponents } from './bundled.js'
import type { NagarajaComponents } from './types.js'

/** The component set a state or view uses. */
export const componentsOf = (x: { readonly components: NagarajaComponents | null }): NagarajaComponents => x.components ?? bundledComponents
