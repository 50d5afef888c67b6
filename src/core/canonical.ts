/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no white space, `undefined` members
 * dropped; numbers as `JSON.stringify` writes them. Equal plain-JSON values give equal strings,
 * whatever their key order — the basis of state hashes and conformance vectors.
 *
 * Total on any value, at any depth (no recursion: 100,000 levels of nesting are fine). Values that
 * are not JSON are written as `JSON.stringify` would (functions, symbols and `undefined` dropped from
 * objects and `null` in lists; NaN and ±Infinity `null`; -0 `0`; holes `null`); besides, a
 * bigint and an unreadable value (a throwing getter or proxy) are written `null`, so the text is
 * always JSON. A cycle is written as deep as the bound below allows, then `null`.
 *
 * Bounded on any value: at most {@link MAX_CANONICAL_VALUES} values are written; a list or object
 * with more entries than remain is written `null` before anything in it is read (a sparse list of
 * 2³² − 1 holes or a proxy claiming 10⁹ entries costs nothing; an object of 10⁶ keys runs no trap or getter), and at
 * most {@link MAX_CANONICAL_CHARS} characters of text (a text read past it is written `null` in a
 * list and left out of an object).
 * No value the library makes is near the bounds (a state holds a few thousand values).
 * @module
 */
import { ownKeysAtMost } from './bounds.js'

/** The most values {@link canonicalJson} writes (every list entry, member and scalar counts one). */
export const MAX_CANONICAL_VALUES = 262_144

/**
 * The most characters of text (strings and keys) {@link canonicalJson} reads: 2²³. A text read
 * past that is left out (a getter can make a new long text at every read).
 */
export const MAX_CANONICAL_CHARS = 1 << 23

/** A pending piece of output: text to write, or a value to render. */
type Task = string | { readonly value: unknown }

/** Reads a member, or `undefined` if reading throws. */
const read = (obj: object, key: string): unknown => {
  try {
    return (obj as Record<string, unknown>)[key]
  } catch {
    return undefined
  }
}

/** Whether a value is left out of an object (as JSON.stringify leaves it out). */
const omitted = (v: unknown): boolean => v === undefined || typeof v === 'function' || typeof v === 'symbol'

const scalarJson = (v: unknown): string | undefined => {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v)
    case 'number':
      return Number.isFinite(v) ? JSON.stringify(v) : 'null'
    case 'boolean':
      return v ? 'true' : 'false'
    case 'object':
      return v === null ? 'null' : undefined
    default:
      return 'null' // undefined, function, symbol, bigint
  }
}

/** The canonical JSON text of a value (see the module comment). Never throws. */
export const canonicalJson = (value: unknown): string => {
  const out: string[] = []
  // No set of the values being written (for cycles): it would keep every object on the path alive,
  // and a getter that makes a new object at every read would fill it. The bound ends any cycle.
  const stack: Task[] = [{ value }]
  let left = MAX_CANONICAL_VALUES - 1
  let chars = MAX_CANONICAL_CHARS
  /**
   * A value as read, charged to the bound on text when it is a text (at the read: a getter's new
   * long text is not kept past the bound); a text past the bound reads as `undefined` (left out),
   * and nothing is read after it.
   */
  const charged = (v: unknown): unknown => {
    if (typeof v !== 'string') return v
    if (v.length > chars) {
      chars = -1 // the bound is reached: nothing more is read
      return undefined
    }
    chars -= v.length
    return v
  }
  if (typeof value === 'string' && value.length > chars) return 'null'
  chars -= typeof value === 'string' ? value.length : 0
  while (stack.length > 0) {
    const task = stack.pop() as Task
    if (typeof task === 'string') {
      out.push(task)
      continue
    }
    const v = task.value
    const s = scalarJson(v)
    if (s !== undefined) {
      out.push(s)
      continue
    }
    const obj = v as object
    let isArray: boolean
    let keys: readonly string[] | undefined
    try {
      isArray = Array.isArray(obj)
      // An object's keys within what is left of the bound (ownKeysAtMost: a proxy or an object of
      // more keys runs no trap or getter: it is written null unread).
      keys = isArray ? [] : ownKeysAtMost(obj, left)
    } catch {
      out.push('null')
      continue
    }
    if (isArray) {
      let n = 0
      try {
        n = (obj as unknown[]).length
      } catch {
        n = 0
      }
      if (!(n <= left)) {
        out.push('null') // unread
        continue
      }
      left -= n
      const members: unknown[] = []
      for (let i = 0; i < n; i++) members.push(chars < 0 ? undefined : charged(read(obj, String(i))))
      stack.push(']')
      for (let i = n - 1; i >= 0; i--) {
        const member = members[i]
        stack.push(omitted(member) ? 'null' : { value: member })
        if (i > 0) stack.push(',')
      }
      out.push('[')
    } else {
      if (keys === undefined || !(keys.length <= left)) {
        out.push('null') // unread
        continue
      }
      left -= keys.length
      const members: [string, unknown][] = []
      for (const k of keys) {
        if (k.length > chars) break // past the bound on text: the rest of the object is left out
        chars -= k.length
        const member = charged(read(obj, k))
        if (!omitted(member)) members.push([k, member])
      }
      members.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      stack.push('}')
      for (let i = members.length - 1; i >= 0; i--) {
        const [k, member] = members[i] as [string, unknown]
        stack.push({ value: member })
        stack.push(`${i > 0 ? ',' : ''}${JSON.stringify(k)}:`)
      }
      out.push('{')
    }
  }
  return out.join('')
}
