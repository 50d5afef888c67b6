/**
 * Work measured without a clock: a deep proxy of a JSON value that counts every property read, so
 * a test can bound the work a function does on its input by the input's size (deterministic on
 * any machine, busy or idle).
 * @module
 */

/** The number of members (object properties and list entries, at any depth) of a JSON value. */
export const membersOf = (v: unknown): number =>
  typeof v !== 'object' || v === null ? 0 : Object.values(v).reduce<number>((n, x) => n + 1 + membersOf(x), 0)

/** `value` behind proxies that count reads of its members at any depth; `reads()` tells how many so far. */
export const counted = <T>(value: T): { readonly value: T; readonly reads: () => number } => {
  let reads = 0
  const cache = new WeakMap<object, object>()
  const wrap = (v: unknown): unknown => {
    if (typeof v !== 'object' || v === null) return v
    const known = cache.get(v)
    if (known !== undefined) return known
    const p = new Proxy(v, {
      get(target, key, receiver) {
        const x: unknown = Reflect.get(target, key, receiver)
        if (typeof key === 'string' && Object.prototype.hasOwnProperty.call(target, key)) reads++
        return wrap(x)
      }
    })
    cache.set(v, p)
    return p
  }
  return { value: wrap(value) as T, reads: () => reads }
}
