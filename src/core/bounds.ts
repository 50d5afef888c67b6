/**
 * Reading untrusted input once, within bounds: a plain-data copy of a value, made without ever
 * iterating further than a budget allows. Every length is checked against what is left of the
 * budget *before* anything is iterated, so a sparse list of 2³² − 1 holes, a proxy claiming a
 * length of 10⁹, a list nested 100,000 deep or a cycle are refused in constant time and memory;
 * decoding then works on the copy, so getters and proxy traps run exactly once (a value cannot
 * change between the check and the use).
 * @module
 */

/** The most values (every list entry, object member and scalar counts one) read from one untrusted input by default. */
export const MAX_INPUT_VALUES = 100_000

/** The deepest nesting read from an untrusted input (no state, config, move or view of any game is near it). */
export const MAX_INPUT_DEPTH = 64

/** The most values read from one move (the largest move of any game has a handful). */
export const MAX_MOVE_VALUES = 1_000

/**
 * The most characters of text (every string and object key read) read from one untrusted input by
 * default: 2²³, about 16 MB. A getter can make a new long text at every read; the copy keeps what
 * it read, so it is bounded by size as well as by count (the largest vector shipped is 0.5 MB).
 */
export const MAX_INPUT_CHARS = 1 << 23

/** How much of an untrusted input is read. */
export interface InputBudget {
  /** The most values read in all (see {@link MAX_INPUT_VALUES}). */
  readonly values: number
  /** The deepest nesting read (see {@link MAX_INPUT_DEPTH}). */
  readonly depth: number
  /** The most characters of text read in all (default {@link MAX_INPUT_CHARS}). */
  readonly chars?: number
}

/** The default budget: {@link MAX_INPUT_VALUES} values, {@link MAX_INPUT_DEPTH} levels. */
export const DEFAULT_BUDGET: InputBudget = { values: MAX_INPUT_VALUES, depth: MAX_INPUT_DEPTH }

/** The outcome of {@link plainCopy}: the copy, or why the input was refused (a phrase that follows the input's name). */
export type PlainCopy = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly problem: string }

/** The own keys {@link ownKeysWithin} read: at most the number asked for, and whether the object has more. */
export interface KeysWithin {
  /** Own enumerable string keys, in the object's order. */
  readonly keys: readonly string[]
  /** Whether the object has more keys than were read (or more than could be examined). */
  readonly more: boolean
}

// Why not `Object.keys` or `Object.entries` on a value from outside: they run a proxy's trap (or
// read a getter) for every key, and make a list of them all, before anything can stop them, so an
// object or a proxy with 10⁶ keys costs 10⁶ calls of the caller's code. The helpers below list the
// key names in one native call (`Reflect.ownKeys`: a proxy's `ownKeys` trap, once; no getter, no
// per-key trap) and then check the keys one at a time, stopping at their bound: no trap or getter
// runs past it. (Listing the names is the one cost that grows with the object: JavaScript has no
// way to read an object's keys a few at a time.)

/**
 * The first `max` own enumerable string keys of `obj`, checked one at a time: at most `max + 1`
 * names are examined (a symbol or a non-enumerable key counts as one), so a trap runs at most
 * `max + 1` times however many keys the object has. For callers that keep the first few (an
 * excerpt, a refusal's params). Throws what a trap throws (callers catch).
 */
export const ownKeysWithin = (obj: object, max: number): KeysWithin => {
  const names = Reflect.ownKeys(obj)
  const n = names.length
  const keys: string[] = []
  for (let i = 0; i < n; i++) {
    if (i > max || keys.length >= max) return { keys, more: true }
    const k = names[i]
    if (typeof k === 'string' && Object.prototype.propertyIsEnumerable.call(obj, k)) keys.push(k)
  }
  return { keys, more: false }
}

/**
 * The own enumerable string keys of `obj` when it has at most `max` own keys of any kind, else
 * `undefined` — told from the number of names before any key is checked, so an object or proxy
 * with more runs no trap or getter at all. For callers that refuse what is over a budget.
 * Throws what a trap throws (callers catch).
 */
export const ownKeysAtMost = (obj: object, max: number): readonly string[] | undefined => {
  const names = Reflect.ownKeys(obj)
  const n = names.length
  if (!(n <= max)) return undefined
  const keys: string[] = []
  for (let i = 0; i < n; i++) {
    const k = names[i]
    if (typeof k === 'string' && Object.prototype.propertyIsEnumerable.call(obj, k)) keys.push(k)
  }
  return keys
}

/** Whether `obj` has exactly `n` own keys, all enumerable strings (see {@link ownKeysAtMost}): a move is exactly its fields. */
export const hasKeyCount = (obj: object, n: number): boolean => {
  // A hot path (every move `apply` checks). The string names first, then the enumerable ones,
  // then the symbols: each listing is one `ownKeys` trap on a proxy (no per-key trap until the
  // names are known to be n), and on an ordinary object V8 answers the first two from the
  // object's enumeration cache — several times faster than `Reflect.ownKeys`, which takes the
  // runtime's slow path (measured 300 ns a call against 30 ns, issue 31).
  if (Object.getOwnPropertyNames(obj).length !== n) return false
  return Object.keys(obj).length === n && Object.getOwnPropertySymbols(obj).length === 0
}

/** One list or object being copied. */
interface Frame {
  readonly source: object
  /** The keys to read: list indexes or own enumerable keys. */
  readonly keys: readonly string[] | number
  readonly isList: boolean
  /** The key of this list or object in its parent (unused at the root). */
  readonly key: string | number
  readonly values: unknown[]
  next: number
}

const pathOf = (parent: string, key: string | number): string =>
  typeof key === 'number' ? `${parent}[${key}]` : /^[A-Za-z_$][\w$]*$/.test(key) ? (parent === '' ? key : `${parent}.${key}`) : `${parent}[${JSON.stringify(key.length > 30 ? `${key.slice(0, 29)}…` : key)}]`

const where = (path: string): string => (path === '' ? '' : ` at ${path}`)

/** The path of the value at `key` of the innermost frame (paths are built only for a message). */
const pathTo = (stack: readonly Frame[], key: string | number | undefined): string => {
  let path = ''
  for (let i = 1; i < stack.length; i++) path = pathOf(path, (stack[i] as Frame).key)
  return key === undefined ? path : pathOf(path, key)
}

/**
 * What a non-plain object is, in words ("a Map", "a typed array"), or `undefined` for a plain
 * object (its prototype is null or some realm's `Object.prototype`) or a list.
 */
const notPlain = (v: object): string | undefined => {
  if (Array.isArray(v)) return undefined
  if (ArrayBuffer.isView(v)) return 'a typed array'
  const proto: unknown = Object.getPrototypeOf(v)
  if (proto === null || Object.getPrototypeOf(proto) === null) return undefined
  const name = (proto as { readonly constructor?: { readonly name?: unknown } }).constructor?.name
  return typeof name === 'string' && /^[A-Z]\w{0,30}$/.test(name) ? `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}` : 'an object that is not plain data'
}

/** An object of own data properties (a key `__proto__` is a property like any other, never the prototype). */
const objectOf = (keys: readonly string[], values: readonly unknown[]): Record<string, unknown> => {
  const out: Record<string, unknown> = {}
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i] as string
    if (k === '__proto__') Object.defineProperty(out, k, { value: values[i], enumerable: true, writable: true, configurable: true })
    else out[k] = values[i]
  }
  return out
}

/**
 * A plain-data copy of `input` (lists, plain objects and scalars; functions, symbols and bigints
 * are kept as the scalars they are, for the decoder to name), or why it cannot be read within
 * `budget`: a list or object with more entries than the values left to read, nesting deeper
 * than allowed (a cycle included), a hole in a list (a sparse list), an object that is not plain
 * data (a Map, a typed array, a class instance), more text than the budget's characters, or a
 * property that threw when read. Never throws; time and memory are bounded by the budget, whatever
 * `length` a list or proxy claims, however many keys an object has (a trap or getter runs only for
 * keys within the budget: {@link ownKeysAtMost}) and however long the texts a getter makes.
 */
export const plainCopy = (input: unknown, budget: InputBudget = DEFAULT_BUDGET): PlainCopy => {
  let left = budget.values
  const maxChars = budget.chars ?? MAX_INPUT_CHARS
  let chars = maxChars
  let failure: string | undefined
  const stack: Frame[] = []
  /** Takes one value: a scalar is its own copy; a list or object opens a frame (undefined result). */
  const open = (v: unknown, key: string | number | undefined): { readonly value: unknown } | undefined => {
    const depth = stack.length
    if (left <= 0) {
      failure = `holds more than ${budget.values} values (at most ${budget.values} are read)`
      return undefined
    }
    left--
    if (typeof v === 'string') {
      chars -= v.length
      if (chars < 0) {
        failure = `holds more than ${maxChars} characters of text${where(pathTo(stack, key))} (at most ${maxChars} are read)`
        return undefined
      }
    }
    if (typeof v !== 'object' || v === null) return { value: v }
    if (depth >= budget.depth) {
      failure = `is nested more than ${budget.depth} levels deep${where(pathTo(stack, key))} (or holds a cycle)`
      return undefined
    }
    const kind = notPlain(v)
    if (kind !== undefined) {
      failure = `holds ${kind}${where(pathTo(stack, key))}, which is not plain data`
      return undefined
    }
    const isList = Array.isArray(v)
    const length: unknown = isList ? (v as readonly unknown[]).length : undefined
    // An object's keys within what is left of the budget (ownKeysAtMost: an object or a proxy with
    // more keys is refused before a trap or getter runs).
    const members = isList ? undefined : ownKeysAtMost(v, left)
    const keys: readonly string[] | number = isList ? (typeof length === 'number' ? length : -1) : (members ?? [])
    const n = typeof keys === 'number' ? keys : keys.length
    if (!(n >= 0 && Number.isSafeInteger(n))) {
      failure = `holds a list whose length cannot be read${where(pathTo(stack, key))}`
      return undefined
    }
    // The length is checked before anything is iterated: a sparse or proxied list claiming 10⁹
    // entries costs nothing.
    if (n > left || (!isList && members === undefined)) {
      failure = `holds ${isList ? `a list of ${n} entries` : `an object of more than ${left} members`}${where(pathTo(stack, key))}; at most ${budget.values} values are read in all`
      return undefined
    }
    stack.push({ source: v, keys, isList, key: key ?? '', values: [], next: 0 })
    return undefined
  }
  try {
    const top = open(input, undefined)
    if (top !== undefined) return { ok: true, value: top.value }
    let done: unknown
    while (failure === undefined && stack.length > 0) {
      const f = stack[stack.length - 1] as Frame
      const count = typeof f.keys === 'number' ? f.keys : f.keys.length
      if (f.next >= count) {
        stack.pop()
        const copy = f.isList ? f.values : objectOf(f.keys as readonly string[], f.values)
        const parent = stack[stack.length - 1]
        if (parent === undefined) done = copy
        else parent.values.push(copy)
        continue
      }
      const i = f.next++
      if (f.isList && !Object.prototype.hasOwnProperty.call(f.source, i)) {
        failure = `has a hole at ${pathTo(stack, i)} (a sparse list; every entry must be given)`
        break
      }
      const key = f.isList ? i : ((f.keys as readonly string[])[i] as string)
      if (typeof key === 'string') {
        chars -= key.length // a key is text read too
        if (chars < 0) {
          failure = `holds more than ${maxChars} characters of text${where(pathTo(stack, undefined))} (at most ${maxChars} are read)`
          break
        }
      }
      const v: unknown = (f.source as Record<string | number, unknown>)[key]
      const scalar = open(v, key)
      if (scalar !== undefined) f.values.push(scalar.value)
    }
    return failure === undefined ? { ok: true, value: done } : { ok: false, problem: failure }
  } catch {
    return { ok: false, problem: 'could not be read (a property or proxy trap threw when read)' }
  }
}
