import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { createHash } from 'node:crypto'
import { canonicalJson, hashValue, movesHash, sha256Hex, stateHash } from '../../src/core/index.js'

describe('hashing', () => {
  it('sha256Hex equals node:crypto on any string (UTF-8)', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (s) => {
      expect(sha256Hex(s)).toBe(createHash('sha256').update(s, 'utf8').digest('hex'))
    }), { numRuns: 300 })
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855')
  })

  it('canonical JSON sorts keys at every depth and drops undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 0, y: 'x' }], c: null }, u: undefined })).toBe('{"a":{"c":null,"d":[1,{"y":"x","z":0}]},"b":1}')
  })

  it('key order does not change a hash; any value change does', () => {
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.integer()), (obj) => {
      const reversed = Object.fromEntries(Object.entries(obj).reverse())
      expect(hashValue(reversed)).toBe(hashValue(obj))
      expect(stateHash({ ...obj, extra_key_x: 1 })).not.toBe(stateHash(obj))
    }))
  })

  it('movesHash depends on order', () => {
    expect(movesHash([1, 2])).not.toBe(movesHash([2, 1]))
  })
})
