/**
 * The bitsets beside The Border's sheets (`rules/sheet-bits.ts`, issue 31, speed only) give the
 * same answers as the box-by-box rules: on every state of seeded random games, Action 2's
 * crossable boxes are exactly the boxes `crossProblem` accepts (D28–D31, DQ3), Action 1's
 * completable segments exactly those `segmentBlockOf` accepts (D21, D24), and the bitsets carried
 * over from cross to cross equal those computed afresh from the sheet's string.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CHANCE, randomPlayout } from '../../../src/core/index.js'
import { boardOf, bundledComponents, ringsCrossed, theBorder, type BorderState } from '../../../src/games/the-border/index.js'
import { completableSegments, segmentBlockOf } from '../../../src/games/the-border/rules/action1.js'
import { crossableBoxes, crossProblem } from '../../../src/games/the-border/rules/action2.js'
import { sheetBits } from '../../../src/games/the-border/rules/sheet-bits.js'

/** Every state of a seeded random game, in order. */
const statesOf = (players: number, seed: string, passiveChaining: boolean): BorderState[] => {
  const run = randomPlayout(theBorder, { players, options: { passiveChaining } }, seed)
  if (E.isLeft(run)) throw new Error(run.left.message)
  const setup = theBorder.setup({ players, options: { passiveChaining } }, seed)
  if (E.isLeft(setup)) throw new Error(setup.left.message)
  const out = [setup.right]
  for (const step of run.right.transcript.moves) {
    const next = theBorder.apply(out[out.length - 1] as BorderState, step.actor === CHANCE ? CHANCE : step.actor, step.move)
    if (E.isLeft(next)) throw new Error(next.left.message)
    out.push(next.right)
  }
  return out
}

describe('sheet bitsets agree with the box-by-box rules (D21–D31, DQ3)', () => {
  for (const passiveChaining of [true, false]) {
    it(`passiveChaining ${String(passiveChaining)}: crossable boxes, completable segments and carried bitsets on every state of 6 games`, () => {
      let checked = 0
      for (const players of [2, 3, 4]) {
        for (let g = 0; g < 2; g++) {
          for (const s of statesOf(players, `bits-${players}-${g}`, passiveChaining)) {
            const ix = boardOf(s)
            if (s.phase === 'action2') {
              for (let seat = 0; seat < s.players; seat++) {
                const brute = ix.neighbours.map((_, b) => b).filter((b) => crossProblem(ix, s, seat, b) === undefined)
                expect(crossableBoxes(ix, s, seat)).toEqual(brute)
                checked++
              }
            }
            if (s.phase === 'action1') {
              const segs = ix.sheets[s.sheetOf[s.active] as number]?.segments ?? []
              const brute = segs.map((_, k) => k).filter((k) => segmentBlockOf(ix, s, k)?.block === undefined)
              expect(completableSegments(ix, s)).toEqual(brute)
              checked++
            }
            for (const sheet of s.boards) {
              // a copy is a new object: its bitsets are computed afresh from the string
              expect(Array.from(sheetBits(ix, sheet))).toEqual(Array.from(sheetBits(ix, { crossed: sheet.crossed, completed: sheet.completed })))
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(200)
    })
  }
})

/** Each ring's crossed boxes counted off the string, box by box (as the bots' evaluation did before `ringsCrossed`). */
const countedOff = (rings: readonly (readonly number[])[], crossed: string): number[] =>
  rings.map((ring) => ring.filter((box) => crossed[box] === '1').length)

describe('ringsCrossed: each ring\'s crossed boxes (D34), from the bitsets', () => {
  it('equals the count off the crossed string on every sheet of 6 seeded games (2-4 players)', () => {
    let checked = 0
    for (const players of [2, 3, 4]) {
      for (let g = 0; g < 2; g++) {
        for (const s of statesOf(players, `rings-${players}-${g}`, g === 0)) {
          const ix = boardOf(s)
          for (const sheet of s.boards) {
            expect(ringsCrossed(ix, sheet)).toEqual(countedOff(ix.rings, sheet.crossed))
            checked++
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(1000)
  })

  it('counts a ring that repeats a box, or names one off the sheet, entry by entry as before (no bitset can)', () => {
    const [first, ...rest] = bundledComponents.areas
    if (first === undefined) throw new Error('no areas')
    const box = first.ring[0] as number
    // Not a valid component set (validateComponents refuses it); the index is built for it all the same.
    const odd = { ...bundledComponents, areas: [{ ...first, ring: [...first.ring, box, 9999] }, ...rest] }
    const ix = boardOf({ components: odd })
    expect(ix.ringsExact).toBe(false)
    const crossed = boardOf({}).initialCrossed.split('')
    crossed[box] = '1'
    const sheet = { crossed: crossed.join(''), completed: odd.areas.map(() => -1) }
    const counts = ringsCrossed(ix, sheet)
    expect(counts).toEqual(countedOff(ix.rings, sheet.crossed))
    expect(counts[0]).toBe((countedOff([first.ring], sheet.crossed)[0] as number) + 1)
    expect(boardOf({}).ringsExact).toBe(true)
  })
})

describe('the bitsets cache cannot go stale', () => {
  it('a sheet changed in place (against the contract) is scanned anew, not answered from its old bitsets', () => {
    const ix = boardOf({})
    const crossed = ix.initialCrossed.split('')
    const sheet = { crossed: crossed.join(''), completed: bundledComponents.areas.map(() => -1) }
    const before = ringsCrossed(ix, sheet) // the sheet's bitsets are kept now
    const box = (ix.rings[0] as readonly number[]).find((b) => crossed[b] === '0') as number // a box of ring 0 not crossed yet
    crossed[box] = '1'
    ;(sheet as { crossed: string }).crossed = crossed.join('')
    expect(ringsCrossed(ix, sheet)).toEqual(countedOff(ix.rings, sheet.crossed))
    expect((ringsCrossed(ix, sheet)[0] as number) - (before[0] as number)).toBe(1)
    expect((sheetBits(ix, sheet)[box >> 5] as number) & (1 << (box & 31))).not.toBe(0)
  })
})

describe('the bitsets cache: the last-hit slot and the ring (issue 31 round six)', () => {
  it('answers every sheet with the bitsets of its own crossed string, in any order of lookups, past the ring’s size and after in-place changes', () => {
    const ix = boardOf({})
    const fresh = (crossed: string) => sheetBits(ix, { crossed, completed: [] }) // a new object: a fresh scan
    const uncrossed = [...ix.initialCrossed].flatMap((c, b) => (c === '0' ? [b] : []))
    // 40 sheets (more than the ring holds), sheet i with the first i uncrossed boxes crossed
    const sheets = Array.from({ length: 40 }, (_, i) => {
      const chars = [...ix.initialCrossed]
      for (const b of uncrossed.slice(0, i)) chars[b] = '1'
      return { crossed: chars.join(''), completed: bundledComponents.areas.map(() => -1) }
    })
    const order = [0, 1, 1, 0, 5, 39, 39, 38, 2, 17, 17, 3, ...sheets.map((_, i) => 39 - i), 7, 7, 30, 31, 30]
    for (const i of order) {
      // the expected bits first (a fresh scan moves the last-hit slot), then two lookups: the first
      // finds the sheet by the ring's walk, the second through the last-hit slot
      const want = [...fresh(sheets[i]!.crossed)]
      expect([...sheetBits(ix, sheets[i]!)]).toEqual(want)
      expect([...sheetBits(ix, sheets[i]!)]).toEqual(want)
    }
    // the sheet found last, then changed in place: scanned anew, never its old bitsets
    const s = sheets[30]!
    const old = s.crossed
    sheetBits(ix, s)
    ;(s as { crossed: string }).crossed = sheets[31]!.crossed
    expect([...sheetBits(ix, s)]).toEqual([...fresh(sheets[31]!.crossed)])
    expect([...sheetBits(ix, s)]).not.toEqual([...fresh(old)])
    // changed in place again once another sheet was found last: found by the ring's walk, scanned anew
    sheetBits(ix, sheets[5]!)
    ;(s as { crossed: string }).crossed = sheets[32]!.crossed
    expect([...sheetBits(ix, s)]).toEqual([...fresh(sheets[32]!.crossed)])
  })
})
