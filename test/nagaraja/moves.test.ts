import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { CHANCE } from '../../src/core/index.js'
import { formatMove, nagaraja, parseMove, type NagarajaMove } from '../../src/games/nagaraja/index.js'
import { ok } from '../support/either.js'
import { card, play, table } from './helpers.js'
import { NAGA_W } from './helpers.js'

/** Every way of writing a move in the notation: its fields in order, and for a pair (a, b) also (b, a). */
const spellings = (m: NagarajaMove): string[] => {
  const text = formatMove(m)
  if (m.t !== 'swapRelics' && m.t !== 'swapRooms') return [text]
  return [text, `${m.t} ${m.temple} ${m.b} ${m.a}`]
}

describe('Nagaraja notation (issue 13 item 5: canonical notation)', () => {
  it('N53/N56: a swap pair written in either order parses to the listed (canonical) move', () => {
    let s = table({ hands: [['RE07', 'RO07'], []], sticks: [[NAGA_W, NAGA_W], []] })
    s = play(s, 0, { t: 'activate', stick: 0, card: card('RE07') })
    const listed = nagaraja.legalMoves(s, 0).find((m) => m.t === 'swapRelics' && m.a === 2 && m.b === 5)
    expect(listed).toBeDefined()
    expect(ok(parseMove('swapRelics 0 5 2'))).toEqual(listed)
    // the reversed pair was refused by apply before: now it is the same move
    expect(ok(nagaraja.apply(s, 0, ok(parseMove('swapRelics 0 5 2'))))).toEqual(ok(nagaraja.apply(s, 0, listed!)))
    expect(ok(parseMove('swapRooms 1 8 0'))).toEqual({ t: 'swapRooms', temple: 1, a: 0, b: 8 })
  })

  it('property: for every listed move of random games and every reordering of its set in the notation, parseMove gives the move', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (n) => {
        const r = ok(nagaraja.setup({ players: 2 }, `notation-${n}`))
        let s = r
        let checked = 0
        for (let step = 0; step < 2000 && nagaraja.actors(s).length > 0; step++) {
          for (const actor of nagaraja.actors(s)) {
            for (const m of nagaraja.legalMoves(s, actor)) {
              for (const text of spellings(m)) expect(ok(parseMove(text))).toEqual(m)
              checked++
            }
          }
          const actor = nagaraja.actors(s)[0]!
          const moves = actor === CHANCE ? nagaraja.chanceOutcomes(s).map((o) => o.move) : nagaraja.legalMoves(s, actor)
          s = ok(nagaraja.apply(s, actor, moves[(n + step * 7919) % moves.length]!))
        }
        expect(checked).toBeGreaterThan(0)
      }),
      { numRuns: 8 }
    )
  })

  it('a pair with equal members is not canonicalised into something else', () => {
    expect(ok(parseMove('swapRooms 0 3 3'))).toEqual({ t: 'swapRooms', temple: 0, a: 3, b: 3 })
  })
})

describe('Nagaraja move guard (issue 31: shared moves known by identity)', () => {
  it('a listed move cannot gain a field, and a copy of it with one more field is refused as malformed', () => {
    let s = ok(nagaraja.setup({ players: 2 }, 'guard-31'))
    // play until a seat decides (the first Call of Fate, N31): its listed moves are the shared ones
    for (let i = 0; i < 200 && nagaraja.actors(s)[0] === CHANCE; i++) s = ok(nagaraja.apply(s, CHANCE, nagaraja.chanceOutcomes(s)[0]!.move))
    const seat = nagaraja.actors(s)[0]!
    const listed = nagaraja.legalMoves(s, seat)
    expect(listed.length).toBeGreaterThan(0)
    for (const m of listed) {
      expect(Object.isFrozen(m)).toBe(true)
      expect(() => {
        ;(m as unknown as Record<string, unknown>)['extra'] = 1
      }).toThrow(TypeError)
      const copy = { ...m, extra: 1 }
      const r = nagaraja.apply(s, seat, copy)
      expect(r._tag === 'Left' && r.left.code).toBe('MALFORMED_MOVE')
      expect(nagaraja.apply(s, seat, m)._tag).toBe('Right')
    }
  })
})
