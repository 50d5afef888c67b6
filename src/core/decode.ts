/**
 * Decoding untrusted input with io-ts into `Either<RuleViolation, A>`: exact (unknown keys
 * refused, with the key probably meant), total (never throws, whatever the value), and with short
 * messages in plain words.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { MAX_DETAILS, violation, violationOf, type RuleViolation } from './violation.js'
import { DEFAULT_BUDGET, plainCopy, type InputBudget } from './bounds.js'
import { describeValue } from './excerpt.js'
import { describeUnknownKey, formatPath, unknownKeys } from './exact.js'

/** The parts of io-ts's runtime type classes that {@link describeType} reads. */
interface Node {
  readonly _tag?: string
  readonly name: string
  readonly value?: unknown
  readonly type?: t.Mixed
  readonly types?: readonly t.Mixed[]
  readonly keys?: Readonly<Record<string, unknown>>
}

const orList = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? 'nothing') : `${items.slice(0, -1).join(', ')} or ${items[items.length - 1] as string}`

/** What a codec accepts, in words ("a number", "2, 3 or 4", "a list", "an object"); bounded. */
export const describeType = (codec: t.Mixed, depth = 0): string => {
  const node = codec as unknown as Node
  const text = ((): string => {
    switch (node._tag) {
      case 'LiteralType':
        return JSON.stringify(node.value) ?? String(node.value)
      case 'KeyofType':
        return orList(Object.keys(node.keys ?? {}).map((k) => JSON.stringify(k)))
      case 'UnionType': {
        const types = node.types ?? []
        const parts = depth > 2 ? ['one of several shapes'] : [...new Set(types.map((m) => describeType(m, depth + 1)))]
        return orList(parts.length > 8 ? [...parts.slice(0, 7), `${parts.length - 7} more`] : parts)
      }
      case 'NumberType':
        return 'a number'
      case 'StringType':
        return 'text'
      case 'BooleanType':
        return 'true or false'
      case 'NullType':
        return 'null'
      case 'UndefinedType':
      case 'VoidType':
        return 'absent'
      case 'RefinementType':
        return node.name === 'Int' || node.name === 'Integer' ? 'a whole number' : node.type === undefined ? node.name : `${describeType(node.type, depth + 1)} (${node.name})`
      case 'ReadonlyType':
      case 'ExactType':
      case 'RecursiveType':
        return node.type === undefined ? node.name : describeType(node.type, depth + 1)
      case 'ArrayType':
      case 'ReadonlyArrayType':
      case 'AnyArrayType':
        return 'a list'
      case 'TupleType':
        return `a list of ${(node.types ?? []).length}`
      case 'InterfaceType':
      case 'StrictType': {
        // A small record reads better by its fields: "an object with count and faces".
        const keys = Object.keys((node as { props?: Readonly<Record<string, unknown>> }).props ?? {})
        return keys.length > 0 && keys.length <= 4 ? `an object with ${orList(keys).replace(/ or ([^ ]+)$/, ' and $1')}` : 'an object'
      }
      case 'PartialType':
      case 'IntersectionType':
      case 'DictionaryType':
      case 'AnyDictionaryType':
      case 'ObjectType':
        return 'an object'
      case 'UnknownType':
      case 'AnyType':
        return 'anything'
      default:
        return node.name
    }
  })()
  return text.length > 100 ? `${text.slice(0, 99)}…` : text
}

/** What a value is, as a person says it: "the number 4", "the text \"x\"", "a list [1, 2]", "null". */
export const describeGot = (v: unknown): string => {
  if (typeof v === 'number') return `the number ${describeValue(v)}`
  if (typeof v === 'string') return `the text ${describeValue(v)}`
  if (typeof v !== 'object' || v === null) return describeValue(v)
  let list: boolean | undefined
  try {
    list = Array.isArray(v) // throws for a revoked proxy
  } catch {
    list = undefined
  }
  return list === undefined ? describeValue(v) : `${list ? 'a list' : 'an object'} ${describeValue(v)}`
}

/** One io-ts error as a finding: the field in the usual notation, what it must be, what it is. */
const finding = (e: t.ValidationError): { readonly where: string; readonly text: string } => {
  if (e.message !== undefined) return { where: `#${e.message}`, text: e.message }
  const path: (string | number)[] = []
  let expected: t.Mixed | undefined
  let actual: unknown
  const ctx = e.context
  for (let i = 0; i < ctx.length; i++) {
    const entry = ctx[i] as t.ContextEntry
    const parent = i > 0 ? ((ctx[i - 1] as t.ContextEntry).type as unknown as Node)._tag : undefined
    // Member indexes of unions and intersections are not fields of the value.
    if (i > 0 && parent !== 'UnionType' && parent !== 'IntersectionType' && entry.key !== '') {
      path.push(/^\d+$/.test(entry.key) && ((ctx[i - 1] as t.ContextEntry).type as unknown as Node)._tag?.includes('Array') === true ? Number(entry.key) : entry.key)
    }
    expected = entry.type as t.Mixed
    actual = entry.actual
    // Stop at the outermost union: "must be one of …" says more than one member's complaint.
    if ((entry.type as unknown as Node)._tag === 'UnionType') break
  }
  if (expected === undefined) return { where: '', text: `got ${describeValue(e.value)}` }
  const field = path.length === 0 ? 'it' : formatPath(path)
  const wanted = describeType(expected)
  const text =
    actual === undefined && path.length > 0
      ? `${field} is missing (it must be ${wanted})`
      : `${field} must be ${wanted}, got ${describeGot(actual)}`
  return { where: formatPath(path), text }
}

/** The findings of io-ts errors in plain words, one per field (`cards[3].count must be a number, got "x"`). */
export const decodeFindings = (errors: t.Errors): readonly string[] => {
  const seen = new Set<string>()
  const out: string[] = []
  for (const e of errors) {
    const f = finding(e)
    if (seen.has(f.where)) continue
    seen.add(f.where)
    out.push(f.text)
  }
  return out
}

/** Renders io-ts errors as one short line: the first few findings and "and N more". */
export const formatDecodeErrors = (errors: t.Errors): string => {
  const findings = decodeFindings(errors)
  const shown = findings.slice(0, 3).join('; ')
  return findings.length > 3 ? `${shown}; and ${findings.length - 3} more` : shown
}

/** How many io-ts errors {@link boundedErrors} keeps (the rest are counted). */
export const KEPT_ERRORS = MAX_DETAILS

const isRecord = (v: unknown): v is Readonly<Record<string, unknown>> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The errors of decoding `value` with `codec`, found by walking the codec alongside the value and
 * stopping after {@link KEPT_ERRORS} of them (the further failing members are only counted, with
 * `is`, which allocates nothing). io-ts's own `decode` keeps an error for every wrong entry of a
 * list: 10⁵ wrong entries cost it 10⁵ errors and their contexts. The errors kept are those io-ts
 * gives first, with the same contexts (so they read the same); a union, a custom type or any
 * other leaf is validated by io-ts itself (a union is reported as one finding anyway).
 */
export const boundedErrors = (codec: t.Mixed, value: unknown): { readonly errors: t.Errors; readonly more: number } => {
  const errors: t.ValidationError[] = []
  let more = 0
  const fail = (v: unknown, context: t.Context): void => {
    errors.push({ value: v, context })
  }
  const walk = (c: t.Mixed, v: unknown, context: t.Context): void => {
    const accepted: boolean = c.is(v)
    if (accepted) return
    if (errors.length >= KEPT_ERRORS) {
      more++
      return
    }
    const node = c as unknown as Node & { readonly props?: Readonly<Record<string, t.Mixed>>; readonly domain?: t.Mixed; readonly codomain?: t.Mixed }
    const at = (key: string, member: t.Mixed, x: unknown): t.Context => [...context, { key, type: member, actual: x }]
    switch (node._tag) {
      case 'InterfaceType':
      case 'StrictType':
      case 'PartialType':
        if (!isRecord(v)) return fail(v, context)
        for (const [k, member] of Object.entries(node.props ?? {})) {
          const x = v[k]
          if (node._tag === 'PartialType' && x === undefined) continue
          walk(member, x, at(k, member, x))
        }
        return
      case 'ExactType':
      case 'ReadonlyType':
      case 'RecursiveType':
        if (node.type === undefined) break
        return walk(node.type, v, context)
      case 'RefinementType':
        // The inner type's errors, or the predicate's: both at this context (as io-ts reports them).
        if (node.type !== undefined && !node.type.is(v)) return walk(node.type, v, context)
        return fail(v, context)
      case 'IntersectionType':
        // io-ts gives each member its index in the context (not a field of the value).
        ;(node.types ?? []).forEach((member, i) => walk(member, v, at(String(i), member, v)))
        return
      case 'UnionType':
        return fail(v, context)
      case 'ArrayType':
      case 'ReadonlyArrayType': {
        if (!Array.isArray(v) || node.type === undefined) return fail(v, context)
        const member = node.type
        for (let i = 0; i < v.length; i++) walk(member, v[i], at(String(i), member, v[i]))
        return
      }
      case 'DictionaryType':
        if (!isRecord(v) || node.domain === undefined || node.codomain === undefined) break
        for (const k of Object.keys(v)) {
          if (!node.domain.is(k)) walk(node.domain, k, at(k, node.domain, k))
          walk(node.codomain, v[k], at(k, node.codomain, v[k]))
        }
        return
      default:
        break
    }
    // A leaf (or a shape the walk does not know): io-ts's own errors, the first few kept.
    const r = c.validate(v, context)
    if (E.isLeft(r)) {
      for (const e of r.left) {
        if (errors.length < KEPT_ERRORS) errors.push(e)
        else more++
      }
    }
  }
  walk(codec, value, [{ key: '', type: codec, actual: value }])
  return { errors, more }
}

/** Options of {@link decodeWith}. */
export interface DecodeOptions {
  /** How much of the input is read (default {@link DEFAULT_BUDGET}: 100,000 values, 64 levels). */
  readonly budget?: InputBudget
}

/**
 * Decodes untrusted `input` with `codec`, exactly: a value of the wrong shape, or with a key the
 * codec does not name (at any depth), gives a violation with `code`, naming `what` was wrong and,
 * for a misspelt key, the key probably meant (a key at the root of something `what` calls
 * "… options" is an "option"). Never throws (a value whose properties throw when
 * read is refused too).
 *
 * The input is read once, within a budget ({@link plainCopy}): more values than the budget, a
 * sparse list, a list claiming more entries than that (whatever its `length`), nesting deeper than
 * 64 levels, a cycle or an object that is not plain data are refused before anything is
 * iterated; the decoder then works on the copy, and keeps at most {@link KEPT_ERRORS} findings
 * (`details`; the rest are counted). So time and memory are bounded by the input's size as JSON.
 * The value decoded is that copy (never the caller's object).
 */
export const decodeWith = <A>(
  codec: t.Type<A, unknown>,
  input: unknown,
  code: string,
  what: string,
  options: DecodeOptions = {}
): E.Either<RuleViolation, A> => {
  try {
    const copy = plainCopy(input, options.budget ?? DEFAULT_BUDGET)
    if (!copy.ok) return E.left(violation(code, `${what} ${copy.problem}`))
    const value = copy.value
    if (!codec.is(value)) {
      const { errors, more } = boundedErrors(codec, value)
      // `is` and `validate` disagree only for codecs that transform (e.g. a tuple with extra
      // entries): then io-ts decides, on a value already bounded.
      if (errors.length > 0) return E.left(violationOf(code, `${what} is malformed`, decodeFindings(errors), undefined, more))
    }
    const r = codec.decode(value)
    if (E.isLeft(r)) return E.left(violationOf(code, `${what} is malformed`, decodeFindings(r.left)))
    const extra = unknownKeys(codec as unknown as t.Mixed, value)
    if (extra.length > 0) return E.left(violationOf(code, `${what} is not accepted`, extra.map((u) => describeUnknownKey(u, /\boptions$/.test(what) ? 'option' : 'key'))))
    return E.right(r.right)
  } catch {
    return E.left(violation(code, `${what} could not be read (a property threw when read, or it is nested too deeply)`))
  }
}
