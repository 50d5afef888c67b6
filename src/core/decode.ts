/**
 * Decoding untrusted input with io-ts into `Either<RuleViolation, A>`: exact (unknown keys
 * refused, with the key probably meant), total (never throws, whatever the value), and with short
 * messages in plain words.
 * @module
 */
import * as E from 'fp-ts/Either'
import type * as t from 'io-ts'
import { violation, violationOf, type RuleViolation } from './violation.js'
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

/**
 * Decodes untrusted `input` with `codec`, exactly: a value of the wrong shape, or with a key the
 * codec does not name (at any depth), gives a violation with `code`, naming `what` was wrong and,
 * for a misspelt key, the key probably meant (a key at the root of something `what` calls
 * "… options" is an "option"). Never throws (a value whose properties throw when
 * read is refused too).
 */
export const decodeWith = <A>(
  codec: t.Type<A, unknown>,
  input: unknown,
  code: string,
  what: string
): E.Either<RuleViolation, A> => {
  try {
    const r = codec.decode(input)
    if (E.isLeft(r)) return E.left(violationOf(code, `${what} is malformed`, decodeFindings(r.left)))
    const extra = unknownKeys(codec as unknown as t.Mixed, input)
    if (extra.length > 0) return E.left(violationOf(code, `${what} is not accepted`, extra.map((u) => describeUnknownKey(u, /\boptions$/.test(what) ? 'option' : 'key'))))
    return E.right(r.right)
  } catch {
    return E.left(violation(code, `${what} could not be read (a property threw when read, or it is nested too deeply)`))
  }
}
