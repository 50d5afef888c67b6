/**
 * Bounded excerpts of untrusted values for messages: short, never throwing, whatever the value
 * (100,000 levels of nesting, cycles, functions, symbols, NaN, -0, sparse arrays, throwing
 * getters, hostile proxies).
 * @module
 */
import { ownKeysWithin } from './bounds.js'

/** The longest excerpt {@link describeValue} returns (characters, before the ellipsis). */
export const EXCERPT_LENGTH = 60

const MAX_DEPTH = 3
const MAX_ITEMS = 4

/** Reads `f()`, or `fallback` if it throws (a getter or a proxy trap). */
const attempt = <A>(f: () => A, fallback: A): A => {
  try {
    return f()
  } catch {
    return fallback
  }
}

const quote = (s: string, room: number): string => {
  const cut = s.length > room ? `${s.slice(0, Math.max(0, room))}…` : s
  return JSON.stringify(cut)
}

const scalar = (v: unknown): string | undefined => {
  switch (typeof v) {
    case 'undefined':
      return 'undefined'
    case 'boolean':
      return String(v)
    case 'number':
      return Object.is(v, -0) ? '-0' : String(v)
    case 'bigint':
      return `${v}n`
    case 'symbol':
      return 'a symbol'
    case 'function':
      return 'a function'
    default:
      return v === null ? 'null' : undefined
  }
}

/** Renders `v` with at most `depth` levels and `MAX_ITEMS` members per level. */
const render = (v: unknown, depth: number, room: number): string => {
  if (typeof v === 'string') return quote(v, room)
  const s = scalar(v)
  if (s !== undefined) return s
  const obj = v as object
  const isArray = attempt(() => Array.isArray(obj), false)
  if (depth <= 0) return isArray ? '[…]' : '{…}'
  // Objects: the first few keys only (ownKeysWithin: no trap or getter runs for the others).
  const members = isArray ? { keys: [], more: false } : attempt(() => ownKeysWithin(obj, MAX_ITEMS), undefined)
  if (members === undefined) return 'an unreadable object'
  const keys = members.keys
  const parts: string[] = []
  let used = 2
  let shown = 0
  // Arrays: walk indexes up to the length (holes shown as empty), without listing every key.
  const length = isArray ? attempt(() => (obj as unknown[]).length, 0) : keys.length + (members.more ? 1 : 0)
  const readable = isArray ? length : keys.length
  for (let i = 0; i < readable && shown < MAX_ITEMS && used < room; i++, shown++) {
    const key = isArray ? String(i) : (keys[i] as string)
    const has = isArray ? attempt(() => Object.prototype.hasOwnProperty.call(obj, key), false) : true
    const member = has ? attempt<unknown>(() => (obj as Record<string, unknown>)[key], '?') : undefined
    const text = isArray && !has ? '' : render(member, depth - 1, room - used)
    const part = isArray ? text : `${quote(key, 20)}:${text}`
    parts.push(part)
    used += part.length + 1
  }
  const more = length > shown ? (parts.length > 0 ? ',…' : '…') : ''
  return isArray ? `[${parts.join(',')}${more}]` : `{${parts.join(',')}${more}}`
}

/**
 * A short rendering of any value for messages: JSON-like, at most {@link EXCERPT_LENGTH}
 * characters plus an ellipsis, a few levels and members deep. Never throws.
 */
export const describeValue = (v: unknown): string => {
  const text = attempt(() => render(v, MAX_DEPTH, EXCERPT_LENGTH), 'an unreadable value')
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 3)}...` : text
}

/** The type of a value in words ("text", "a list", "an object", "a number", …). Never throws. */
export const kindOf = (v: unknown): string => {
  if (v === null) return 'null'
  if (typeof v === 'string') return 'text'
  if (typeof v === 'number') return 'a number'
  if (typeof v === 'object') return attempt(() => Array.isArray(v), false) ? 'a list' : 'an object'
  return scalar(v) ?? typeof v
}
