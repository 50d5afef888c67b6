/**
 * Mutations of JSON values (states, component sets): a random member replaced, removed, duplicated
 * or renamed — the way a stored state or a component file gets corrupted or tampered with.
 */
import fc from 'fast-check'

/** A path into a JSON value. */
export type Path = readonly (string | number)[]

/** Every path to a member of a JSON value (the root excluded), depth first. */
export const pathsOf = (v: unknown, prefix: Path = [], out: Path[] = []): Path[] => {
  if (Array.isArray(v)) v.forEach((x, i) => (out.push([...prefix, i]), pathsOf(x, [...prefix, i], out)))
  else if (typeof v === 'object' && v !== null) for (const [k, x] of Object.entries(v)) (out.push([...prefix, k]), pathsOf(x, [...prefix, k], out))
  return out
}

/** The paths to the numbers in a JSON value. */
export const numberPaths = (v: unknown): Path[] => pathsOf(v).filter((p) => typeof get(v, p) === 'number')

/** The member at a path. */
export const get = (v: unknown, path: Path): unknown => path.reduce<unknown>((at, k) => (at as Record<string | number, unknown>)[k], v)

/** A deep copy of `v` with `f` applied to the container of `path`'s last key. */
const edit = (v: unknown, path: Path, f: (parent: Record<string | number, unknown> | unknown[], key: string | number) => void): unknown => {
  const copy: unknown = structuredClone(v)
  const parent = get(copy, path.slice(0, -1)) as Record<string | number, unknown>
  f(parent, path[path.length - 1] as string | number)
  return copy
}

/** `v` with the member at `path` set to `x`. */
export const setAt = (v: unknown, path: Path, x: unknown): unknown => edit(v, path, (p, k) => ((p as Record<string | number, unknown>)[k] = x))

/** One mutation of a JSON value. */
export type Mutation =
  | { readonly kind: 'set'; readonly path: Path; readonly to: unknown }
  | { readonly kind: 'remove'; readonly path: Path }
  | { readonly kind: 'duplicate'; readonly path: Path }
  | { readonly kind: 'rename'; readonly path: Path }

/** Applies a mutation (a deep copy; the input is not touched). */
export const mutate = (v: unknown, m: Mutation): unknown =>
  edit(v, m.path, (p, k) => {
    if (Array.isArray(p) && typeof k === 'number') {
      if (m.kind === 'remove') p.splice(k, 1)
      else if (m.kind === 'duplicate') p.splice(k, 0, structuredClone(p[k]))
      else if (m.kind === 'set') p[k] = m.to
      else p.push(p[k])
    } else {
      const o = p as Record<string, unknown>
      if (m.kind === 'remove') delete o[k]
      else if (m.kind === 'set') o[k] = m.to
      else if (m.kind === 'duplicate') o[`${k}Copy`] = structuredClone(o[k])
      else {
        o[`${k}x`] = o[k]
        delete o[k]
      }
    }
  })

/** Odd numbers: huge, negative, fractional, not finite. */
export const oddNumber = (): fc.Arbitrary<number> =>
  fc.constantFrom(1e9, -1e9, 1e15, 2 ** 53, -1, 0.5, -0.5, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, 1e300)

/** A value to put somewhere it does not belong. */
export const oddMember = (): fc.Arbitrary<unknown> =>
  fc.oneof(oddNumber(), fc.jsonValue({ maxDepth: 2 }), fc.constantFrom<unknown>(null, [], {}, '', 'x'.repeat(10_000), [[[[[[]]]]]], true))

/** Mutations of `v`: near its numbers (±1, 0, ×2), odd values, removals, duplicates, renames. */
export const mutations = (v: unknown): fc.Arbitrary<Mutation> => {
  const paths = pathsOf(v)
  const numbers = numberPaths(v)
  const path = fc.constantFrom(...paths)
  const near = numbers.length === 0
    ? fc.constant<Mutation>({ kind: 'remove', path: paths[0] as Path })
    : fc.tuple(fc.constantFrom(...numbers), fc.constantFrom(-1, 1, 0, 2)).map(([p, d]): Mutation => {
        const x = get(v, p) as number
        return { kind: 'set', path: p, to: d === 0 ? 0 : d === 2 ? x * 2 : x + d }
      })
  return fc.oneof(
    near,
    fc.tuple(path, oddMember()).map(([p, to]): Mutation => ({ kind: 'set', path: p, to })),
    path.map((p): Mutation => ({ kind: 'remove', path: p })),
    path.map((p): Mutation => ({ kind: 'duplicate', path: p })),
    path.map((p): Mutation => ({ kind: 'rename', path: p }))
  )
}
