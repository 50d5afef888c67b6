import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, resolveChance } from '../../src/core/index.js'
import { theBorder, type BorderState } from '../../src/games/the-border/index.js'

/** Plays seeded first moves until Action 2 with at least two passive seats, one of which has crossed. */
const midAction2 = (): BorderState => {
  for (let seed = 0; seed < 200; seed++) {
    let s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 3 }, `v${seed}`))
    for (let i = 0; i < 400; i++) {
      const actors = theBorder.actors(s)
      if (actors.length === 0) break
      if (s.phase === 'action2' && s.a2.fresh.some((f) => f.length > 0) && actors.length >= 1) return s
      if (actors[0] === CHANCE) {
        const r = resolveChance(theBorder, s)
        if (E.isLeft(r)) throw new Error(r.left.message)
        s = r.right.state
        continue
      }
      const seat = actors[0] as number
      const legal = theBorder.legalMoves(s, seat)
      const cross = legal.find((m) => m.t === 'cross')
      const move = s.phase === 'action2' ? (cross ?? legal[0]) : legal[legal.length - 1]
      const r = theBorder.apply(s, seat, move as never)
      if (E.isLeft(r)) throw new Error(r.left.message)
      s = r.right
    }
  }
  throw new Error('no Action 2 with a pending crossing found')
}

describe('view', () => {
  it('D27/D33: a passive seat does not see another passive seat\'s crossings of the current Action 2 until everyone is done', () => {
    const s = midAction2()
    const crosser = s.a2.fresh.findIndex((f) => f.length > 0)
    const other = [0, 1, 2].find((x) => x !== crosser && x !== s.active) as number
    const box = s.a2.fresh[crosser]?.[0] as number
    expect(theBorder.view(s, crosser).boards[crosser]?.crossed[box]).toBe('1')
    expect(theBorder.view(s, other).boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, 'spectator').boards[crosser]?.crossed[box]).toBe('0')
    expect(theBorder.view(s, other).a2.fresh[crosser]).toEqual([])
    // The active player is not deciding in Action 2, but does not see the pending crossings either.
    expect(theBorder.view(s, s.active).boards[crosser]?.crossed[box]).toBe('0')
  })

  it('D15: outside Action 2 the view is the whole state but the generator', () => {
    const s = E.getOrElseW(() => { throw new Error('setup') })(theBorder.setup({ players: 2 }, 'plain'))
    const { rng: _rng, ...rest } = s
    void _rng
    expect(theBorder.view(s, 0)).toEqual(rest)
  })
})
