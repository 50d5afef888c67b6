import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import {
  canonicalJson,
  CHANCE,
  MAX_CANONICAL_CHARS,
  MAX_CANONICAL_VALUES,
  MAX_INPUT_CHARS,
  MAX_INPUT_VALUES,
  plainCopy,
  closestName,
  decodeWith,
  describeValue,
  EXCERPT_LENGTH,
  hashValue,
  hasKeyCount,
  MAX_MESSAGE_LENGTH,
  unknownKeys,
  violationOf
} from '../../src/core/index.js'
import { games } from '../../src/registry.js'
import { pig } from '../harness/pig.js'
import { deepArray, oddValues } from '../fuzz/values.js'
import { manyGetters, manyKeys } from '../support/reads.js'

describe('describeValue: a bounded excerpt of anything (issue 15 items 2 and 5)', () => {
  it.each(oddValues())('never throws and stays short on %s', (_, v) => {
    const text = describeValue(v)
    expect(typeof text).toBe('string')
    expect(text.length).toBeLessThanOrEqual(EXCERPT_LENGTH)
  })

  it('shows small JSON values as JSON', () => {
    expect(describeValue({ type: 'roll' })).toBe('{"type":"roll"}')
    expect(describeValue([1, 2])).toBe('[1,2]')
    expect(describeValue(-0)).toBe('-0')
    expect(describeValue('done')).toBe('"done"')
  })
})

describe('canonicalJson and hashing are total', () => {
  it.each(oddValues())('never throws on %s and gives JSON text', (_, v) => {
    const text = canonicalJson(v)
    expect(() => JSON.parse(text) as unknown).not.toThrow()
    expect(hashValue(v)).toMatch(/^[0-9a-f]{64}$/)
  })

  it('writes a 100,000-deep list exactly (no recursion limit)', () => {
    expect(canonicalJson(deepArray(100_000))).toBe(`${'['.repeat(100_000)}1${']'.repeat(100_000)}`)
  })

  it('agrees with JSON.stringify on plain JSON, keys sorted', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)))
      }),
      { seed: 15, numRuns: 300 }
    )
    expect(canonicalJson({ b: 1, a: [undefined, 2], c: undefined })).toBe('{"a":[null,2],"b":1}')
  })
})

describe('exact decoding (issue 15 item 4)', () => {
  const Options = t.partial({ passiveChaining: t.boolean, endBonus: t.number })
  const Config = t.intersection([t.type({ players: t.number }), t.partial({ options: Options, cards: t.array(t.type({ sticks: t.type({ white: t.number }) })) })])

  it('refuses an unknown option and names the option probably meant', () => {
    const r = decodeWith(Config, { players: 2, options: { passivChaining: false } }, 'BAD_CONFIG', 'the config')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    expect(E.isLeft(r) && r.left.message).toMatch(/unknown option 'passivChaining' — did you mean 'passiveChaining'\?/)
  })

  it('finds unknown keys at any depth, through intersections, partials and arrays', () => {
    expect(unknownKeys(Config, { players: 2, extra: 1, cards: [{ sticks: { white: 1, whte: 2 } }] })).toEqual([
      { path: [], key: 'extra' },
      { path: ['cards', 0, 'sticks'], key: 'whte', suggestion: 'white' }
    ])
    const r = decodeWith(Config, { players: 2, cards: [{ sticks: { white: 1, whte: 2 } }] }, 'BAD_CONFIG', 'the config')
    expect(E.isLeft(r) && r.left.message).toMatch(/unknown key 'whte' in cards\[0\]\.sticks — did you mean 'white'\?/)
  })

  it('chooses the union member that names the keys (exact, readonly, refinement, record)', () => {
    const Move = t.union([t.type({ type: t.literal('roll') }), t.type({ type: t.literal('die'), value: t.number })])
    expect(unknownKeys(t.readonlyArray(Move), [{ type: 'die', value: 3 }, { type: 'roll', value: 3 }])).toEqual([{ path: [1], key: 'value' }])
    expect(unknownKeys(t.exact(t.type({ a: t.number })), { a: 1, b: 2 })).toEqual([{ path: [], key: 'b' }])
    expect(unknownKeys(t.record(t.string, t.type({ a: t.number })), { x: { a: 1 }, y: { a: 1, c: 1 } })).toEqual([{ path: ['y'], key: 'c' }])
    expect(unknownKeys(t.refinement(t.type({ a: t.number }), () => true), { a: 1, b: 1 })).toEqual([{ path: [], key: 'b' }])
    expect(unknownKeys(t.unknown, { anything: 1 })).toEqual([])
  })

  it('suggests only names close enough to be a typo', () => {
    expect(closestName('passivChaining', ['passiveChaining', 'endBonus'])).toBe('passiveChaining')
    expect(closestName('zzz', ['passiveChaining'])).toBeUndefined()
    // two letters swapped are one typo (issue 30: `tabletop-rules plya`)
    expect(closestName('plya', ['play', 'replay', 'simulate'])).toBe('play')
  })

  it('speaks plain words, not io-ts paths; names types and values as a person would (issue 30)', () => {
    const r = decodeWith(Config, { players: 'two', cards: [{ sticks: { white: 'x' } }] }, 'BAD_CONFIG', 'the config')
    const message = E.isLeft(r) ? r.left.message : ''
    expect(message).toBe('the config is malformed: players must be a number, got the text "two"; cards[0].sticks.white must be a number, got the text "x"')
    const u = decodeWith(t.type({ players: t.union([t.literal(2), t.literal(3), t.literal(4)]) }), { players: 7 }, 'BAD_CONFIG', 'the config')
    expect(E.isLeft(u) && u.left.message).toBe('the config is malformed: players must be 2, 3 or 4, got the number 7')
    const dice = decodeWith(t.type({ dice: t.type({ count: t.number, faces: t.array(t.string) }) }), { dice: 4 }, 'BAD_COMPONENTS', 'the component set')
    expect(E.isLeft(dice) && dice.left.message).toBe('the component set is malformed: dice must be an object with count and faces, got the number 4')
    const whole = decodeWith(t.type({ high: t.Int }), { high: [1, 2] }, 'BAD_COMPONENTS', 'the component set')
    expect(E.isLeft(whole) && whole.left.message).toBe('the component set is malformed: high must be a whole number, got a list [1,2]')
    // a revoked proxy is described without a throw
    const { proxy, revoke } = Proxy.revocable({}, {})
    revoke()
    expect(E.isLeft(decodeWith(t.type({ n: t.number }), { n: proxy }, 'BAD_CONFIG', 'the config'))).toBe(true)
  })

  it('lists the first few findings and "and N more"; details keeps the first 20 and counts the rest (issue 26)', () => {
    const v = violationOf('BAD_COMPONENTS', 'the component set is not valid', Array.from({ length: 40 }, (_, i) => `problem ${i}`))
    expect(v.message).toBe('the component set is not valid: problem 0; problem 1; problem 2; and 37 more')
    expect(v.details).toEqual([...Array.from({ length: 20 }, (_, i) => `problem ${i}`), 'and 20 more findings'])
    const many = decodeWith(t.array(t.number), Array.from({ length: 1000 }, () => 'x'.repeat(5_000)), 'BAD', 'the list')
    expect(E.isLeft(many) && many.left.message).toMatch(/^the list is malformed: \[0\] must be a number, got the text "x+\.\.\.; .*; and 997 more$/)
    expect(E.isLeft(many) && many.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
    expect(E.isLeft(many) && many.left.details).toHaveLength(21)
    expect(E.isLeft(many) && many.left.details?.[20]).toBe('and 980 more findings')
  })

  it.each(oddValues())('never throws on %s', (_, v) => {
    const r = decodeWith(Config, v, 'BAD_CONFIG', 'the config')
    expect(E.isLeft(r)).toBe(true)
    expect(E.isLeft(r) && r.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
  })
})

describe('defineGame makes every entry point total (issue 15 items 2, 3, 5)', () => {
  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: parseMove of a non-string is a Left, not a throw', (_, g) => {
    for (const v of [undefined, null, 42, ['done'], { type: 'done' }, deepArray(100_000)]) {
      const r = g.parseMove(v as never)
      expect(E.isLeft(r) && r.left.code).toBe('BAD_NOTATION')
    }
    const long = g.parseMove('x'.repeat(1_000_000))
    expect(E.isLeft(long) && long.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
  })

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: setup, apply, formatMove and describeMove survive odd values', (_, g) => {
    const s = g.setup({ players: 2 }, 'odd')
    if (E.isLeft(s)) throw new Error(s.left.message)
    for (const [, v] of oddValues()) {
      const setup = g.setup(v as never, 'odd')
      expect(E.isLeft(setup)).toBe(true)
      expect(E.isLeft(setup) && setup.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
      const seeded = g.setup({ players: 2 }, v as never)
      expect(E.isLeft(seeded)).toBe(true)
      for (const actor of g.actors(s.right)) {
        const r = g.apply(s.right, actor, v)
        expect(E.isLeft(r) && r.left.message.length).toBeLessThanOrEqual(MAX_MESSAGE_LENGTH)
      }
      expect(typeof g.formatMove(v)).toBe('string')
      expect(typeof g.describeMove(s.right, 0, v)).toBe('string')
      expect(E.isLeft(g.decodeState(v))).toBe(true)
    }
  })

  it('player counts out of range read as a sentence', () => {
    const rajas = games['rajas']
    const nagaraja = games['nagaraja']
    const r = rajas?.setup({ players: 7 }, 's')
    expect(r !== undefined && E.isLeft(r) && r.left).toEqual({ code: 'BAD_CONFIG', message: 'Rajas of the Ganges is played by 2 to 4 players; got 7' })
    const n = nagaraja?.setup({ players: 3 }, 's')
    expect(n !== undefined && E.isLeft(n) && n.left.message).toBe('Nagaraja is played by 2 players; got 3')
    const p = pig.setup({ players: 2.5 }, 's')
    expect(E.isLeft(p) && p.left.message).toBe('Pig is played by 2 to 4 players; got 2.5')
  })

  it('unknown config keys are refused at the top level and in options', () => {
    const r = games['rajas']?.setup({ players: 2, optons: {} }, 's')
    expect(r !== undefined && E.isLeft(r) && r.left.message).toMatch(/unknown key 'optons' — did you mean 'options'\?/)
    const p = pig.setup({ players: 2, traget: 30 } as never, 's')
    expect(E.isLeft(p) && p.left.message).toMatch(/unknown key 'traget' — did you mean 'target'\?/)
  })

  it('a view for a viewer who is not a seat is the spectator view', () => {
    const s = pig.setup({ players: 2, hiddenCards: true }, 's')
    if (E.isLeft(s)) throw new Error(s.left.message)
    const spectator = canonicalJson(pig.view(s.right, 'spectator'))
    for (const v of [5, -1, 0.5, '0', null, deepArray(1000)]) expect(canonicalJson(pig.view(s.right, v as never))).toBe(spectator)
  })
})

describe('keys of values from outside are read within bounds (follow-up of issue 29)', () => {
  // Before: Object.keys ran a proxy's trap for every key (10⁵–3 × 10⁵ calls here) before any
  // bound was checked, and the budgets counted values, not the text a getter makes at each read.
  it('describeValue reads the first few keys of a proxy with 10⁵ keys', () => {
    const p = manyKeys(100_000)
    expect(describeValue(p.value)).toMatch(/^\{"k0":1,"k1":1,"k2":1,"k3":1,…\}$/)
    expect(p.calls()).toBeLessThanOrEqual(16)
  })

  it('canonicalJson writes null for an object with more keys than its bound, running no trap', () => {
    const p = manyKeys(MAX_CANONICAL_VALUES + 1)
    expect(canonicalJson({ a: p.value })).toBe('{"a":null}')
    expect(p.calls()).toBe(0)
  })

  it('canonicalJson writes at most MAX_CANONICAL_CHARS characters of text, however many getters make it', () => {
    const g = manyGetters(200, 100_000) // 2 × 10⁷ characters made if every getter ran
    const text = canonicalJson(g.value)
    expect(text.length).toBeLessThanOrEqual(MAX_CANONICAL_CHARS + 200 * 16)
    expect(g.reads()).toBeLessThanOrEqual(Math.ceil(MAX_CANONICAL_CHARS / 100_000) + 1)
    expect(() => JSON.parse(text) as unknown).not.toThrow()
  })

  it('plainCopy refuses an object with more keys than its budget before a trap runs, and more text than its budget', () => {
    const p = manyKeys(MAX_INPUT_VALUES + 1)
    const copy = plainCopy({ a: p.value })
    expect(copy.ok).toBe(false)
    expect(p.calls()).toBe(0)
    const g = manyGetters(200, 100_000)
    const text = plainCopy(g.value)
    expect(text).toEqual({ ok: false, problem: expect.stringMatching(/more than \d+ characters of text/) as unknown })
    expect(g.reads()).toBeLessThanOrEqual(Math.ceil(MAX_INPUT_CHARS / 100_000) + 1)
  })

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: decodeView, decodeState and legalMovesFromView of a proxy with 10⁵ keys run no trap per key', (_, game) => {
    const p = manyKeys(MAX_INPUT_VALUES + 1)
    expect(E.isLeft(game.decodeView(p.value))).toBe(true)
    expect(E.isLeft(game.decodeState(p.value))).toBe(true)
    expect(game.legalMovesFromView(p.value, 0)).toEqual([])
    expect(p.calls()).toBe(0)
  })

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: apply refuses a legal move with 10⁵ more keys (a proxy) after a few reads', (_, game) => {
    const started = game.setup({ players: game.players.min }, 'keys')
    if (E.isLeft(started)) throw new Error(started.left.message)
    const s = started.right
    const actor = game.actors(s)[0] ?? CHANCE
    const move = actor === CHANCE ? game.chanceOutcomes(s)[0]?.move : game.legalMoves(s, actor)[0]
    expect(E.isRight(game.apply(s, actor, move))).toBe(true)
    const p = manyKeys(100_000, move as Readonly<Record<string, unknown>>)
    const r = game.apply(s, actor, p.value)
    expect(E.isLeft(r) && r.left.code).toBe('MALFORMED_MOVE')
    expect(p.calls()).toBeLessThanOrEqual(24)
  })
})

describe('issue 31, round three: the faster key count and the config { players: n } (same answers)', () => {
  it('hasKeyCount: exactly n own keys, all enumerable strings (a symbol or a hidden key counts against it)', () => {
    expect(hasKeyCount({ t: 'a', b: 1 }, 2)).toBe(true)
    expect(hasKeyCount({ t: 'a', b: 1 }, 1)).toBe(false)
    expect(hasKeyCount({ t: 'a', b: 1 }, 3)).toBe(false)
    expect(hasKeyCount(Object.assign({ [Symbol('s')]: 1 }, { t: 'a' }), 1)).toBe(false)
    expect(hasKeyCount(Object.defineProperty({ t: 'a' }, 'h', { value: 1, enumerable: false }), 1)).toBe(false)
    expect(hasKeyCount(Object.defineProperty({ t: 'a' }, 'h', { value: 1, enumerable: false }), 2)).toBe(false)
    expect(hasKeyCount(['a'], 1)).toBe(false) // a list's own keys: '0' and 'length'
    expect(hasKeyCount(Object.freeze({ t: 'a' }), 1)).toBe(true)
  })

  it('hasKeyCount of a proxy with 10⁵ keys runs no trap per key', () => {
    const p = manyKeys(100_000, { t: 'a' })
    expect(hasKeyCount(p.value, 1)).toBe(false)
    expect(p.calls()).toBe(0)
  })

  it.each(Object.values(games).map((g) => [g.id, g] as const))('%s: setup({ players: n }) gives what the full decoding gives, for every count; other shapes are decoded as before', (_, g) => {
    for (let n = g.players.min; n <= g.players.max; n++) {
      // a config without Object.prototype takes the full decoding (plainCopy, the codec, exactness)
      const full = g.setup(Object.assign(Object.create(null) as object, { players: n }), `cfg-${n}`)
      expect(E.isRight(full)).toBe(true)
      expect(g.setup({ players: n }, `cfg-${n}`)).toEqual(full)
    }
    for (const bad of [{ players: g.players.max + 1 }, { players: 2.5 }, { players: '2' }, { players: 2, extra: 1 }]) {
      const r = g.setup(bad, 'cfg')
      expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
    }
    const throwing = Object.defineProperty({}, 'players', {
      enumerable: true,
      get: () => {
        throw new Error('getter')
      }
    })
    const r = g.setup(throwing, 'cfg')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_CONFIG')
  })
})
