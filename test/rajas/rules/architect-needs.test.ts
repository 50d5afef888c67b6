/**
 * R86, issue 31 round three: the place and payDie listings ask whether the architect's action stays
 * possible after each die paid from one table per listing (`architectNeeds`: the cheapest cover per
 * colour, then `coversWithin` per die) instead of scanning cells × tops per die
 * (`architectPossible`). On every state of seeded random games, for every seat and every die paid
 * (flipped or not), both must give the same answer; the random games must reach both answers.
 */
import * as E from 'fp-ts/Either'
import { describe, expect, it } from 'vitest'
import { CHANCE, pickIndex, sampleChance, sampler } from '../../../src/core/index.js'
import { rajas, type RajasState } from '../../../src/games/rajas/index.js'
import { placementProblem, spaceLegal } from '../../../src/games/rajas/rules/actions.js'
import { boardSide, canReach, comps, compsFor, maxReach, valuesOf, without } from '../../../src/games/rajas/rules/common.js'
import { architectCells, architectNeeds, architectPossible, architectStacks, architectWithin, coversWithin } from '../../../src/games/rajas/rules/palace.js'
import { coverRotations } from '../../../src/games/rajas/rules/province.js'

const states = (players: 2 | 3 | 4, seed: string): RajasState[] => {
  const s0 = rajas.setup({ players }, seed)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  const out: RajasState[] = []
  let s = s0.right
  const rand = sampler(`${seed}/moves`)
  for (;;) {
    const actors = rajas.actors(s)
    if (actors.length === 0) return out
    out.push(s)
    const actor = actors[0] ?? CHANCE
    const legal = actor === CHANCE ? [] : rajas.legalMoves(s, actor)
    const move = actor === CHANCE ? sampleChance(rajas, s) : legal[pickIndex(rand.next(), legal.length)]
    if (move === undefined) throw new Error('no move listed')
    const next = rajas.apply(s, actor, move)
    if (E.isLeft(next)) throw new Error(next.left.message)
    s = next.right
  }
}

describe('the architect per listing (R86, issue 31: architectNeeds)', () => {
  it('gives architectPossible’s answer for the dice left after every die paid, on every state of random games', () => {
    const seen = { yes: 0, no: 0 }
    for (const [players, seed] of [
      [2, 'arch-a'],
      [3, 'arch-b'],
      [4, 'arch-c']
    ] as const) {
      for (const s of states(players, seed)) {
        s.p.forEach((p) => {
          const needs = architectNeeds(s, p, p.dice, p.karma)
          for (let j = 0; j < p.dice.length; j++) {
            for (const flip of [false, true]) {
              const karma = p.karma - (flip ? 1 : 0)
              if (karma < 0) continue
              const left = without(p.dice, j)
              const want = architectPossible(s, p, left, karma)
              expect(coversWithin(needs, left, karma)).toBe(want)
              if (want) seen.yes++
              else seen.no++
            }
          }
        })
      }
    }
    expect(seen.yes).toBeGreaterThan(0)
    expect(seen.no).toBeGreaterThan(0)
  })

  it('gives architectPossible’s answer from the reach alone, and the place listing placementProblem’s answer for the architect (round four)', () => {
    // architectWithin reads the dice only through maxReach; the place check asks it once with the
    // best reach over the dice that could pay chamber 5 (issue 31 round four).
    const seen = { yes: 0, no: 0, space: { yes: 0, no: 0 } }
    for (const [players, seed] of [
      [2, 'arch-a'],
      [3, 'arch-b'],
      [4, 'arch-c']
    ] as const) {
      for (const s of states(players, seed)) {
        const colours = comps(s).c.diceColours.length
        const j5 = boardSide(s).spaces.findIndex((x) => x.kind === 'chamber' && x.value === 5)
        s.p.forEach((p, seat) => {
          for (let j = 0; j < p.dice.length; j++) {
            for (const karma of [p.karma, p.karma - 1]) {
              if (karma < 0) continue
              const left = without(p.dice, j)
              const want = architectPossible(s, p, left, karma)
              expect(architectWithin(s, p, maxReach(left, karma, colours))).toBe(want)
              if (want) seen.yes++
              else seen.no++
            }
          }
          if (s.phase !== 'play' || s.spaces[j5] !== -1) return
          const legal = placementProblem(s, seat, j5) === undefined
          expect(spaceLegal(s, seat, j5)).toBe(legal)
          if (legal) seen.space.yes++
          else seen.space.no++
        })
      }
    }
    expect(seen.yes).toBeGreaterThan(0)
    expect(seen.no).toBeGreaterThan(0)
    expect(seen.space.yes).toBeGreaterThan(0)
    expect(seen.space.no).toBeGreaterThan(0)
  })

  it('lists the cells and stacks of R86 by their definition (round six: the reach looked up once, an early exit per cell)', () => {
    // The reference: a top covers a cell's tile when it costs more, the dice of its colour can pay
    // the difference (canReach, R44, R50), and some rotation keeps every tile connected (A9).
    const seen = { cells: 0, none: 0 }
    for (const [players, seed] of [
      [2, 'arch-a'],
      [4, 'arch-c']
    ] as const) {
      for (const s of states(players, seed)) {
        for (const p of s.p) {
          const d = compsFor(s, p)
          const stacksOf = (cell: number): number[] => {
            const code = p.grid[cell] ?? -1
            const old = code >= 0 && (p.under[cell] ?? -1) < 0 ? d.tiles[code >> 2] : undefined
            if (old === undefined) return []
            return s.tops.flatMap((top, i) => {
              const tile = top >= 0 ? d.tiles[top] : undefined
              if (tile === undefined || tile.cost <= old.cost) return []
              if (!canReach(valuesOf(p.dice, tile.colour), p.karma, tile.cost - old.cost)) return []
              return coverRotations(d, p.grid, cell, top).length > 0 ? [i] : []
            })
          }
          const cells = p.grid.map((_, cell) => cell).filter((cell) => stacksOf(cell).length > 0)
          expect(architectCells(s, p, p.dice, p.karma)).toEqual(cells)
          for (let cell = 0; cell < p.grid.length; cell++) expect(architectStacks(s, p, cell, p.dice, p.karma)).toEqual(stacksOf(cell))
          if (cells.length > 0) seen.cells++
          else seen.none++
        }
      }
    }
    expect(seen.cells).toBeGreaterThan(0)
    expect(seen.none).toBeGreaterThan(0)
  })
})
