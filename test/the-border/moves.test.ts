import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { CHANCE, randomPlayout } from '../../src/core/index.js'
import { COLOURS, renderSheet, theBorder, type BorderMove, type Colour } from '../../src/games/the-border/index.js'
import { ok, roll, rollAndStop, start, toAction2, dice, NEXT_TO_WHITE } from './helpers.js'

const colour = fc.constantFrom<Colour>(...COLOURS)
const move: fc.Arbitrary<BorderMove> = fc.oneof(
  fc.nat({ max: 3 }).map((seat): BorderMove => ({ t: 'first', seat })),
  colour.map((c): BorderMove => ({ t: 'roll', colour: c })),
  fc.constant<BorderMove>({ t: 'stop' }),
  // canonical re-rolls: dice in colour order
  fc.array(colour, { minLength: 1, maxLength: 5 }).map((d): BorderMove => ({ t: 'reroll', dice: d.sort((x, y) => COLOURS.indexOf(x) - COLOURS.indexOf(y)) })),
  fc.tuple(colour, fc.integer({ min: 2, max: 5 })).map(([c, length]): BorderMove => ({ t: 'complete', colour: c, length })),
  fc.nat({ max: 85 }).map((box): BorderMove => ({ t: 'cross', box })),
  fc.constant<BorderMove>({ t: 'done' })
)

describe('notation and rendering', () => {
  it('parseMove(formatMove(m)) gives back m for every move', () => {
    fc.assert(
      fc.property(move, (m) => {
        expect(ok(theBorder.parseMove(theBorder.formatMove(m)))).toEqual(m)
      })
    )
  })

  it('every legal move of a random game round-trips through the notation', () => {
    const r = randomPlayout(theBorder, { players: 3 }, 'notation')
    if (E.isLeft(r)) throw new Error(r.left.message)
    for (const step of r.right.transcript.moves) expect(ok(theBorder.parseMove(theBorder.formatMove(step.move)))).toEqual(step.move)
  })

  it('issue 13 (canonical notation): every listed re-roll, its dice named in any order, reads as the listed move (D18)', () => {
    const orders = (xs: readonly string[]): string[][] =>
      xs.length <= 1 ? [xs.slice()] : xs.flatMap((x, i) => orders([...xs.slice(0, i), ...xs.slice(i + 1)]).map((rest) => [x, ...rest]))
    let checked = 0
    for (const seed of ['canon1', 'canon2', 'canon3']) {
      const r = randomPlayout(theBorder, { players: 2 }, seed)
      if (E.isLeft(r)) throw new Error(r.left.message)
      let s = ok(theBorder.setup({ players: 2 }, seed))
      for (const step of r.right.transcript.moves) {
        for (const m of step.actor === CHANCE ? [] : theBorder.legalMoves(s, step.actor)) {
          if (m.t !== 'reroll') continue
          for (const order of orders(m.dice)) {
            expect(ok(theBorder.parseMove(['reroll', ...order].join(' ')))).toEqual(m)
            checked++
          }
        }
        s = ok(theBorder.apply(s, step.actor, step.move))
      }
    }
    expect(checked).toBeGreaterThan(1000)
    const s = roll(start(), dice(['grey', 1], ['blue', 1], ['red', 3]))
    expect(ok(theBorder.parseMove('reroll blue grey'))).toEqual({ t: 'reroll', dice: ['grey', 'blue'] })
    expect(E.isRight(theBorder.apply(s, 0, ok(theBorder.parseMove('reroll blue grey'))))).toBe(true)
    expect(E.isRight(theBorder.apply(s, 0, ok(theBorder.parseMove('reroll blue red grey'))))).toBe(true)
  })

  it('reads the documented forms, case and spacing aside', () => {
    expect(ok(theBorder.parseMove('  COMPLETE grey   3 '))).toEqual({ t: 'complete', colour: 'grey', length: 3 })
    expect(ok(theBorder.parseMove('reroll red red blue'))).toEqual({ t: 'reroll', dice: ['red', 'red', 'blue'] })
    expect(ok(theBorder.parseMove('reroll blue red red'))).toEqual({ t: 'reroll', dice: ['red', 'red', 'blue'] })
    expect(ok(theBorder.parseMove('cross 17'))).toEqual({ t: 'cross', box: 17 })
  })

  it('refuses text that is not a move with BAD_NOTATION and a reason', () => {
    for (const text of ['', 'jump', 'roll purple', 'cross', 'cross x', 'complete grey', 'reroll', 'stop now', 'first -1', 'complete 3 grey']) {
      const r = theBorder.parseMove(text)
      expect(E.isLeft(r) && r.left.code).toBe('BAD_NOTATION')
      expect(E.isLeft(r) && r.left.message).toMatch(/cannot read/)
    }
  })

  it('describes moves in words', () => {
    const s = toAction2(start(), dice(['blue', 1], ['grey', 1], ['green', 1], ['red', 1], ['orange', 1]))
    const box = NEXT_TO_WHITE[0] as number
    expect(theBorder.describeMove(s, 1, { t: 'cross', box })).toMatch(new RegExp(`seat 1 crosses box ${box} \\(\\w+ \\d-segment\\)`))
    expect(theBorder.describeMove(s, CHANCE, { t: 'roll', colour: 'red' })).toBe('a die shows red')
    const a1 = rollAndStop(start(), dice(['grey', 2], ['red', 1], ['yellow', 1], ['blue', 1]))
    expect(theBorder.describeMove(a1, 0, { t: 'complete', colour: 'grey', length: 2 })).toBe('seat 0 completes the grey 2-segment')
  })

  it('renders a sheet as text: colours, crossed boxes (upper case), completed areas', () => {
    const text = renderSheet(start(), 0)
    expect(text).toMatch(/^seat 0, sheet A, 0 points/)
    const grid = text.split('\n').slice(1, 14).join('\n')
    expect((grid.match(/W/g) ?? []).length).toBe(2) // the two white boxes, crossed
    expect(grid).not.toMatch(/[SRYBOG]/) // nothing else crossed yet
    expect(text).toMatch(/Villa \(9\/4\): open/)
    const r = randomPlayout(theBorder, { players: 2 }, 'render')
    if (E.isLeft(r)) throw new Error(r.left.message)
    const end = renderSheet(r.right.state, 0)
    expect(end).toMatch(/completed in round \d+ action [12]: \d+ points/)
    expect(end).toMatch(/[SRYBOG]/)
  })
})

describe('shared move instances and the move guard (issue 31, round three)', () => {
  /** Every listed move and chance outcome of seeded random games, with its state and actor. */
  const listed = (): { s: Parameters<typeof theBorder.apply>[0]; actor: number | typeof CHANCE; m: BorderMove }[] => {
    const out: { s: Parameters<typeof theBorder.apply>[0]; actor: number | typeof CHANCE; m: BorderMove }[] = []
    for (const [players, seed] of [[2, 'shared-a'], [3, 'shared-b'], [4, 'shared-c']] as const) {
      const r = randomPlayout(theBorder, { players }, seed)
      if (E.isLeft(r)) throw new Error(r.left.message)
      let s = ok(theBorder.setup({ players }, seed))
      for (const step of r.right.transcript.moves) {
        const actors = theBorder.actors(s)
        for (const a of actors) {
          const moves = a === CHANCE ? theBorder.chanceOutcomes(s).map((o) => o.move) : theBorder.legalMoves(s, a)
          for (const m of moves) out.push({ s, actor: a, m })
        }
        s = ok(theBorder.apply(s, step.actor, step.move))
      }
    }
    return out
  }
  const deepFrozen = (v: unknown): boolean => typeof v !== 'object' || v === null || (Object.isFrozen(v) && Object.values(v).every(deepFrozen))

  it('every move the game lists is frozen, its dice list too, so accepting it by identity is exact', () => {
    const all = listed()
    expect(all.length).toBeGreaterThan(1000)
    for (const { m } of all) expect(deepFrozen(m)).toBe(true)
    expect(all.some(({ m }) => m.t === 'reroll')).toBe(true)
  })

  it('a listed move is accepted, and so is its copy; the copy with an extra key, a symbol key or a hidden key is MALFORMED_MOVE', () => {
    const all = listed()
    // one of each kind (the first listed), applied to its own state
    const kinds = new Map(all.map((x) => [x.m.t, x] as const))
    expect([...kinds.keys()].sort()).toEqual(['complete', 'cross', 'done', 'first', 'reroll', 'roll', 'stop'])
    for (const { s, actor, m } of kinds.values()) {
      expect(E.isRight(theBorder.apply(s, actor, m))).toBe(true)
      const copy = m.t === 'reroll' ? { ...m, dice: [...m.dice] } : { ...m }
      expect(theBorder.apply(s, actor, copy)).toEqual(theBorder.apply(s, actor, m))
      const malformed = (v: unknown): void => {
        const r = theBorder.apply(s, actor, v as BorderMove)
        expect(E.isLeft(r) && r.left.code).toBe('MALFORMED_MOVE')
      }
      malformed({ ...m, extra: 1 })
      malformed(Object.assign({ [Symbol('x')]: 1 }, m))
      malformed(Object.defineProperty({ ...m }, 'hidden', { value: 1, enumerable: false }))
    }
  })

  it('a shared move cannot be changed (frozen), and a move with the fields of another is read by its fields', () => {
    const { s, actor, m } = listed().find((x) => x.m.t === 'cross') as { s: Parameters<typeof theBorder.apply>[0]; actor: number; m: BorderMove & { t: 'cross' } }
    expect(() => {
      ;(m as { box: number }).box = 999
    }).toThrow(TypeError)
    const r = theBorder.apply(s, actor, { t: 'cross', box: 999 })
    expect(E.isLeft(r) && r.left.code).not.toBe('MALFORMED_MOVE') // well-formed: refused by the rules (D5)
    expect(E.isLeft(r)).toBe(true)
  })
})
