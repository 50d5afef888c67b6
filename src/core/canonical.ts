/**
 * Canonical JSON: object keys sorted by UTF-16 code units, no white space, `undefined` members
 * dropped; numbers as `JSON.stringify` writes them. Equal plain-JSON values give equal strings,
 * whatever their key order — the basis of state hashes and conformance vectors.
 * @module
 */

/** The canonical JSON text of a plain-JSON value. */
export const canonicalJson = (value: unknown): string => {
  if (value === null || typeof value !== 'object') {
    return JSON.stringify(value) ?? 'null'
  }
  if (Array.isArray(value)) {
    return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`
  }
  const obj = value as Readonly<Record<string, unknown>>
  const keys = Object.keys(obj)
    .filter((k) => obj[k] !== undefined)
    .sort()
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(obj[k])}`).join(',')}}`
}
