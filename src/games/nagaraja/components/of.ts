/**
 * The component set of a state or view: stored inline when custom, `null` for the bundled set
 * (keeps states small, so hashing and copying stay cheap).
 * @module
 */
import { bundledComponents } from './bundled.js'
import { derive, type Derived } from './derived.js'
import type { NagarajaComponents } from './types.js'

/** The component set a state or view uses. */
export const componentsOf = (x: { readonly components: NagarajaComponents | null }): NagarajaComponents => x.components ?? bundledComponents

/** The bundled set's derived indexes, looked up once (most states play it). */
const BUNDLED_DERIVED: Derived = derive(bundledComponents)

/** The derived indexes of the component set a state or view uses (`derive(componentsOf(x))`, without the cache lookup for the bundled set: speed only, `settle` asks after every step). */
export const derivedOf = (x: { readonly components: NagarajaComponents | null }): Derived => (x.components === null || x.components === undefined ? BUNDLED_DERIVED : derive(x.components))
