/**
 * What changed between two consecutive views of one seat, as that seat saw it: a typed list a UI
 * animates and highlights (a die shown, a box crossed, a card moved, a score changed, who moved).
 * Computed from the two views alone, so it can tell a seat nothing its views do not; the harness
 * checks it with the same non-interference property as `view`.
 * @module
 */
import type { Seat } from './seat.js'
import type { ElementId } from './prompt.js'

/**
 * What a view shows of one element, as flat facts (e.g. a die `{ face: 'red' }`, a box
 * `{ crossed: true }`, a card `{ at: 'hand:1' }`, a track `{ position: 7 }`). Each game documents
 * the facts of its elements.
 */
export type ElementFacts = Readonly<Record<string, string | number | boolean>>

/** The facts of every element a view shows, by element id. */
export type ElementMap = Readonly<Record<ElementId, ElementFacts>>

/** An element that appeared, changed or disappeared between the two views. */
export interface ElementChange {
  /** Kind. */
  readonly kind: 'element'
  /** The element. */
  readonly element: ElementId
  /** Its facts in the first view; absent when it appeared. */
  readonly before?: ElementFacts
  /** Its facts in the second view; absent when it disappeared. */
  readonly after?: ElementFacts
}

/** A seat's score (as the viewer can count it) changed. */
export interface ScoreChange {
  /** Kind. */
  readonly kind: 'score'
  /** Whose score. */
  readonly seat: Seat
  /** The score in the first view. */
  readonly before: number
  /** The score in the second view. */
  readonly after: number
  /** `after - before`. */
  readonly delta: number
}

/** A seat made at least one move between the two views, as far as the viewer can tell. */
export interface ActedChange {
  /** Kind. */
  readonly kind: 'acted'
  /** The seat that moved. */
  readonly seat: Seat
}

/** One change between two consecutive views of a seat. */
export type ViewChange = ActedChange | ElementChange | ScoreChange

const sameFacts = (a: ElementFacts, b: ElementFacts): boolean => {
  const ka = Object.keys(a)
  if (ka.length !== Object.keys(b).length) return false
  return ka.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k])
}

/**
 * The element changes between two element maps, in a fixed order: elements of `before` in its key
 * order (changed or gone), then elements new in `after` in its key order.
 */
export const elementChanges = (before: ElementMap, after: ElementMap): readonly ElementChange[] => {
  const out: ElementChange[] = []
  const has = (m: ElementMap, k: string): boolean => Object.prototype.hasOwnProperty.call(m, k)
  for (const element of Object.keys(before)) {
    const b = before[element] as ElementFacts
    if (!has(after, element)) out.push({ kind: 'element', element, before: b })
    else if (!sameFacts(b, after[element] as ElementFacts)) out.push({ kind: 'element', element, before: b, after: after[element] as ElementFacts })
  }
  for (const element of Object.keys(after)) if (!has(before, element)) out.push({ kind: 'element', element, after: after[element] as ElementFacts })
  return out
}

/** The score changes between two score lists (seats in order). */
export const scoreChanges = (before: readonly number[], after: readonly number[]): readonly ScoreChange[] => {
  const out: ScoreChange[] = []
  for (let seat = 0; seat < Math.max(before.length, after.length); seat++) {
    const b = before[seat] ?? 0
    const a = after[seat] ?? 0
    if (a !== b) out.push({ kind: 'score', seat, before: b, after: a, delta: a - b })
  }
  return out
}
