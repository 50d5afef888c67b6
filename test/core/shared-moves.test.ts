import { describe, expect, it } from 'vitest'
import { sharedMoves } from '../../src/core/shared-moves.js'

describe('sharedMoves (the frozen listed moves a move guard takes by identity)', () => {
  it('freezes a shared move and the lists in its fields, and knows it by identity only', () => {
    const r = sharedMoves()
    const m = r.share({ t: 'reroll', dice: ['red', 'blue'] })
    expect(Object.isFrozen(m)).toBe(true)
    expect(Object.isFrozen(m.dice)).toBe(true)
    expect(r.has(m)).toBe(true)
    // An equal copy, a proxy of the shared move and non-objects are not shared moves.
    expect(r.has({ t: 'reroll', dice: ['red', 'blue'] })).toBe(false)
    expect(r.has(new Proxy(m, {}))).toBe(false)
    for (const v of [undefined, null, 0, 'reroll', true]) expect(r.has(v)).toBe(false)
  })

  it('keeps one registry per game apart', () => {
    const a = sharedMoves()
    const b = sharedMoves()
    const m = a.share({ t: 'done' })
    expect(a.has(m)).toBe(true)
    expect(b.has(m)).toBe(false)
  })

  it('runs no trap of a proxy it is asked about', () => {
    const r = sharedMoves()
    let traps = 0
    const spy = new Proxy({ t: 'done' }, {
      get: (t, k) => { traps++; return Reflect.get(t, k) },
      ownKeys: (t) => { traps++; return Reflect.ownKeys(t) },
      getPrototypeOf: (t) => { traps++; return Reflect.getPrototypeOf(t) }
    })
    expect(r.has(spy)).toBe(false)
    expect(traps).toBe(0)
  })
})
