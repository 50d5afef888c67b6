/**
 * Inputs a stranger or a careless JS caller may pass: deep, cyclic, non-JSON, hostile values, and
 * fast-check arbitraries of JSON with odd values mixed in.
 */
import fc from 'fast-check'

/** A list nested `n` deep: [[[…[1]…]]]. */
export const deepArray = (n: number): unknown => {
  let v: unknown = 1
  for (let i = 0; i < n; i++) v = [v]
  return v
}

/** An object nested `n` deep: {a:{a:…}}. */
export const deepObject = (n: number): unknown => {
  let v: unknown = 1
  for (let i = 0; i < n; i++) v = { a: v }
  return v
}

const cyclic = (): unknown => {
  const o: Record<string, unknown> = { a: 1 }
  o['self'] = o
  return o
}

const throwingGetter = (): unknown =>
  Object.defineProperty({ x: 1 }, 'boom', {
    enumerable: true,
    get: () => {
      throw new Error('getter')
    }
  })

const hostileProxy = (): unknown =>
  new Proxy(
    {},
    {
      ownKeys: () => {
        throw new Error('trap')
      },
      get: () => {
        throw new Error('trap')
      },
      getPrototypeOf: () => {
        throw new Error('trap')
      }
    }
  )

const revokedProxy = (): unknown => {
  const p = Proxy.revocable({}, {})
  p.revoke()
  return p.proxy
}

/** Values a JS caller (not only JSON) may pass: deep, cyclic, non-JSON, hostile. */
export const oddValues = (): readonly (readonly [string, unknown])[] => [
  ['100,000-deep list', deepArray(100_000)],
  ['100,000-deep object', deepObject(100_000)],
  ['a cycle', cyclic()],
  ['a function', () => 1],
  ['a symbol', Symbol('s')],
  ['-0', -0],
  ['NaN', NaN],
  ['Infinity', Infinity],
  ['a sparse list', [1, , 3]], // eslint-disable-line no-sparse-arrays
  ['a throwing getter', throwingGetter()],
  ['a hostile proxy', hostileProxy()],
  ['a revoked proxy', revokedProxy()],
  ['a bigint', 10n],
  ['a 1 MB string', 'x'.repeat(1_000_000)],
  ['a 100,000-member list', Array.from({ length: 100_000 }, (_, i) => i)],
  ['undefined', undefined]
]

/** Arbitrary input: JSON of any shape (small), with the odd values mixed in. */
export const anyInput = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.constantFrom(...oddValues().map(([, v]) => v)) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2, withBigInt: true, withNullPrototype: true, withSparseArray: true, withBoxedValues: true, withMap: true, withSet: true, withTypedArray: true, withDate: true }) }
  )

/** Freezes a value and everything in it, iteratively (100,000 levels are fine; cycles too). */
export const deepFreezeAll = <T>(value: T): T => {
  const stack: unknown[] = [value]
  while (stack.length > 0) {
    const v = stack.pop()
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) continue
    try {
      if (ArrayBuffer.isView(v)) continue // typed arrays cannot be frozen
      Object.freeze(v)
      for (const k of Reflect.ownKeys(v)) {
        const d = Object.getOwnPropertyDescriptor(v, k)
        if (d !== undefined && 'value' in d) stack.push(d.value)
      }
    } catch {
      // a hostile proxy: it cannot be frozen or read; it is passed as it is
    }
  }
  return value
}
