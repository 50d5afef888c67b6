/**
 * Exact decoding: the keys of a value that its io-ts codec does not name, found by walking the
 * codec's structure alongside the value (interfaces, partials, intersections, unions, exact,
 * readonly, refinement and recursive types, arrays, tuples, records). io-ts itself ignores or
 * strips unknown keys; a typo in a config would then silently fall back to a default.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { closestName } from './suggest.js'
import { boundText } from './violation.js'

/** A key the codec does not name, where it is, and the known key it probably meant. */
export interface UnknownKey {
  /** Where the object holding the key is: member names and list indexes from the root. */
  readonly path: readonly (string | number)[]
  /** The unknown key. */
  readonly key: string
  /** The known key closest to it, when one is close enough to be a typo. */
  readonly suggestion?: string
}

/** The parts of io-ts's runtime type classes the walk reads (`_tag` tells them apart). */
interface Node {
  readonly _tag?: string
  readonly props?: Readonly<Record<string, t.Mixed>>
  readonly type?: t.Mixed
  readonly types?: readonly t.Mixed[]
  readonly codomain?: t.Mixed
}

const MAX_DEPTH = 200
const MAX_FINDINGS = 50

const isObject = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)

const has = (v: object, k: string): boolean => Object.prototype.hasOwnProperty.call(v, k)

/** The member of a union that the value decodes with and that names most of its keys. */
const unionMember = (types: readonly t.Mixed[], value: unknown, depth: number): t.Mixed | undefined => {
  let best: t.Mixed | undefined
  let fewest = Infinity
  // `is` (no allocation) picks the members that accept the value; a codec that transforms what it
  // decodes may refuse with `is` what it decodes: then `decode` decides.
  const accepting = types.filter((m) => m.is(value))
  for (const member of accepting.length > 0 ? accepting : types) {
    if (accepting.length === 0 && E.isLeft(member.decode(value))) continue
    const found: UnknownKey[] = []
    walk(member, value, [], found, depth + 1)
    if (found.length < fewest) {
      best = member
      fewest = found.length
      if (fewest === 0) break
    }
  }
  return best
}

/** The names of an interface's props, once per codec (a cache keyed by the codec object). */
const propNames = new WeakMap<object, ReadonlySet<string>>()
const namesOf = (node: Node): ReadonlySet<string> => {
  const known = propNames.get(node)
  if (known !== undefined) return known
  const names = new Set(Object.keys(node.props ?? {}))
  propNames.set(node, names)
  return names
}

/** The keys an object may have under `codec`: the union of some sets, `'open'` (any key), or `'none'` (not an object codec). */
const allowedKeys = (codec: t.Mixed, value: unknown, depth: number): readonly ReadonlySet<string>[] | 'open' | 'none' => {
  const node = codec as unknown as Node
  switch (node._tag) {
    case 'InterfaceType':
    case 'PartialType':
    case 'StrictType':
      return [namesOf(node)]
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
    case 'RecursiveType':
      return node.type === undefined ? 'none' : allowedKeys(node.type, value, depth)
    case 'IntersectionType': {
      const sets: ReadonlySet<string>[] = []
      for (const member of node.types ?? []) {
        const k = allowedKeys(member, value, depth)
        if (k === 'open') return 'open'
        if (k !== 'none') sets.push(...k)
      }
      return sets
    }
    case 'UnionType': {
      const member = unionMember(node.types ?? [], value, depth)
      return member === undefined ? 'none' : allowedKeys(member, value, depth)
    }
    case 'DictionaryType':
    case 'UnknownType':
    case 'AnyType':
    case 'AnyDictionaryType':
    case 'ObjectType':
      return 'open'
    default:
      return 'none'
  }
}

/** Walks the members of `value` that `codec` describes, collecting unknown keys. */
const descend = (codec: t.Mixed, value: unknown, path: (string | number)[], out: UnknownKey[], depth: number): void => {
  const node = codec as unknown as Node
  switch (node._tag) {
    case 'InterfaceType':
    case 'PartialType':
    case 'StrictType':
      if (isObject(value)) {
        for (const [k, member] of Object.entries(node.props ?? {})) {
          if (!has(value, k)) continue
          path.push(k)
          walk(member, value[k], path, out, depth + 1)
          path.pop()
        }
      }
      return
    case 'ExactType':
    case 'ReadonlyType':
    case 'RefinementType':
    case 'RecursiveType':
      if (node.type !== undefined) descend(node.type, value, path, out, depth + 1)
      return
    case 'IntersectionType':
      for (const member of node.types ?? []) descend(member, value, path, out, depth + 1)
      return
    case 'UnionType': {
      const member = unionMember(node.types ?? [], value, depth)
      if (member !== undefined) descend(member, value, path, out, depth + 1)
      return
    }
    case 'ArrayType':
    case 'ReadonlyArrayType':
      if (Array.isArray(value) && node.type !== undefined) {
        const member = node.type
        for (let i = 0; i < value.length && out.length < MAX_FINDINGS; i++) {
          path.push(i)
          walk(member, value[i], path, out, depth + 1)
          path.pop()
        }
      }
      return
    case 'TupleType':
      if (Array.isArray(value)) {
        ;(node.types ?? []).forEach((member, i) => {
          path.push(i)
          walk(member, value[i], path, out, depth + 1)
          path.pop()
        })
      }
      return
    case 'DictionaryType':
      if (isObject(value) && node.codomain !== undefined) {
        for (const k of Object.keys(value)) {
          if (out.length >= MAX_FINDINGS) return
          const codomain = node.codomain
          path.push(k)
          walk(codomain, value[k], path, out, depth + 1)
          path.pop()
        }
      }
      return
    default:
      return
  }
}

const walk = (codec: t.Mixed, value: unknown, path: (string | number)[], out: UnknownKey[], depth: number): void => {
  if (depth > MAX_DEPTH || out.length >= MAX_FINDINGS) return
  if (isObject(value)) {
    const allowed = allowedKeys(codec, value, depth)
    if (allowed !== 'open' && allowed !== 'none') {
      for (const key of Object.keys(value)) {
        if (allowed.some((names) => names.has(key)) || out.length >= MAX_FINDINGS) continue
        const suggestion = closestName(key, allowed.flatMap((names) => [...names]))
        out.push(suggestion === undefined ? { path: [...path], key } : { path: [...path], key, suggestion })
      }
    }
  }
  descend(codec, value, path, out, depth)
}

/**
 * The keys of `value` (which `codec` decodes) that the codec does not name, at any depth, in the
 * order found (at most 50). Never throws on a value the codec decoded.
 */
export const unknownKeys = (codec: t.Mixed, value: unknown): readonly UnknownKey[] => {
  const out: UnknownKey[] = []
  walk(codec, value, [], out, 0)
  return out
}

/** A path in the usual notation: `cards[3].sticks.white`. */
export const formatPath = (path: readonly (string | number)[]): string =>
  path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : /^[A-Za-z_$][\w$]*$/.test(p) ? `${i === 0 ? '' : '.'}${p}` : `[${JSON.stringify(boundText(p, 30))}]`))
    .join('')

/**
 * One unknown key in words: "unknown option 'passivChaining' — did you mean 'passiveChaining'?".
 * A key of an `options` member is an "option"; `rootLabel` names a key at the root (default "key").
 */
export const describeUnknownKey = (u: UnknownKey, rootLabel = 'key'): string => {
  const key = JSON.stringify(boundText(u.key, 40)).slice(1, -1)
  const where = u.path.length === 0 ? '' : u.path.length === 1 && u.path[0] === 'options' ? '' : ` in ${formatPath(u.path)}`
  const label = u.path.length === 0 ? rootLabel : u.path[u.path.length - 1] === 'options' ? 'option' : 'key'
  return `unknown ${label} '${key}'${where}${u.suggestion === undefined ? '' : ` — did you mean '${u.suggestion}'?`}`
}
