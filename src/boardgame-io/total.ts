/**
 * Total helpers: every function boardgame.io calls must return, whatever it is given (proxies,
 * throwing getters, cycles, nesting too deep for the stack) and whatever a host's callback does.
 * @module
 */

/** `f()`, or `fallback(e)` when it throws (a getter, a proxy trap, a host's callback). */
export const attempt = <A>(f: () => A, fallback: (e: unknown) => A): A => {
  try {
    return f()
  } catch (e) {
    return fallback(e)
  }
}

/**
 * A plain-JSON copy of `value`, or `undefined` when it has none (`undefined`, a function) or
 * cannot be read (a throwing getter or proxy trap, a cycle, a BigInt, nesting too deep).
 */
export const jsonCopy = (value: unknown): unknown =>
  attempt(() => {
    const text = JSON.stringify(value)
    return text === undefined ? undefined : (JSON.parse(text) as unknown)
  }, () => undefined)

/** True for a plain object (not an array, not null). */
export const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)
