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

/**
 * A proxy with `n` own enumerable keys `k0` … `k<n-1>` (after the keys of `base`, whose values it
 * shows), each other key reading 1; `calls()` counts the traps run for a key (`get`,
 * `getOwnPropertyDescriptor`, `has`). Listing the key names (`ownKeys`) is not counted: it is one
 * call, whatever `n`.
 */
export const manyKeys = (n: number, base: Readonly<Record<string, unknown>> = {}): { readonly value: object; readonly calls: () => number } => {
  const names = [...Object.keys(base), ...Array.from({ length: n }, (_, i) => `k${i}`)]
  let calls = 0
  const valueOf = (k: string | symbol): unknown => (typeof k === 'string' && Object.prototype.hasOwnProperty.call(base, k) ? base[k] : typeof k === 'string' && /^k\d+$/.test(k) ? 1 : undefined)
  const value = new Proxy(
    {},
    {
      ownKeys: () => names,
      getOwnPropertyDescriptor: (_t, k) => {
        calls++
        const v = valueOf(k)
        return v === undefined ? undefined : { value: v, enumerable: true, configurable: true, writable: true }
      },
      has: (_t, k) => {
        calls++
        return valueOf(k) !== undefined
      },
      get: (_t, k) => {
        calls++
        return valueOf(k)
      }
    }
  )
  return { value, calls: () => calls }
}

/** A plain object with `n` enumerable getters, each making a text of `length` characters; `reads()` counts the getters run. */
export const manyGetters = (n: number, length = 10): { readonly value: object; readonly reads: () => number } => {
  let reads = 0
  const descriptors: PropertyDescriptorMap = {}
  for (let i = 0; i < n; i++) {
    descriptors[`g${i}`] = {
      enumerable: true,
      get: () => {
        reads++
        return 'x'.repeat(length)
      }
    }
  }
  return { value: Object.defineProperties({}, descriptors), reads: () => reads }
}
