import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, stateHash } from '../../src/core/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { BLUE, FOUR, ORANGE, TWO, die, emptyGrid, firstChance, fresh, legal, play, refusal, setTop, turnOf, withP } from './helpers.js'

const start = (dice: number[], karma = 0, money = 5) => turnOf(withP(fresh(2), 0, { money, dice, karma }), 0)

describe('bad input is refused with a specific code and the state unchanged', () => {
  it('placements: no such space, covered, occupied, fill order, money, no tile place', () => {
    const s = start([die(BLUE, 1)])
    expect(refusal(s, 'space 99')).toMatchObject({ code: 'NO_SUCH_SPACE' })
    const three = turnOf(fresh(3), 0)
    expect(refusal(three, `space ${FOUR.terrace[1]}`)).toMatchObject({ code: 'SPACE_COVERED', rule: 'R7' })
    const grid = emptyGrid()
    grid[0] = 1 * 4 + 0 // bend N–E: residence and the north border
    grid[2] = 1 * 4 + 3 // bend W–N
    grid[4] = 0 // straight N–S
    grid[7] = 0
    grid[10] = 0
    const blocked = withP(start([die(BLUE, 6), die(BLUE, 6)]), 0, { grid })
    expect(refusal(blocked, `space ${TWO.quarry[0]}`)).toMatchObject({ code: 'NO_PLACE_FOR_TILE', rule: 'R52' })
  })

  it('payments: no such die, no karma, a dead-end payment', () => {
    const s = play(start([die(BLUE, 1)]), `space ${TWO.chamber(1)}`)
    expect(refusal(s, 'pay 5')).toMatchObject({ code: 'NO_SUCH_DIE' })
    expect(refusal(s, 'pay 0 flip')).toMatchObject({ code: 'NO_KARMA', rule: 'R44' })
    let t = setTop(start([die(ORANGE, 3), die(ORANGE, 6)]), ORANGE * 3 + 1, 38)
    t = firstChance(play(t, `space ${TWO.quarry[0]}`, `stack ${ORANGE * 3 + 1}`))
    expect(refusal(t, 'pay 0 flip')).toMatchObject({ code: 'NO_KARMA' })
    // orange 8 with orange 1 + 2 and 1 karma: only flipping the 1 (to 6) and paying the 2 works
    let u = setTop(start([die(ORANGE, 1), die(ORANGE, 2)], 1), ORANGE * 3 + 1, 37)
    u = firstChance(play(u, `space ${TWO.quarry[0]}`, `stack ${ORANGE * 3 + 1}`))
    expect(legal(u)).toEqual(['pay 0 flip', 'pay 1'])
    expect(refusal(u, 'pay 0')).toMatchObject({ code: 'PAYMENT_DEAD_END', rule: 'R50' })
    expect(refusal(u, 'pay 1 flip')).toMatchObject({ code: 'PAYMENT_DEAD_END' })
  })

  it('choices: wrong decision, unaffordable tile, river distance, chance outcomes', () => {
    const s = start([die(BLUE, 1)])
    expect(refusal(s, 'yes')).toMatchObject({ code: 'WRONG_DECISION' })
    let q = setTop(start([die(ORANGE, 4), die(ORANGE, 5)]), ORANGE * 3 + 1, 38)
    q = play(q, `space ${TWO.quarry[0]}`)
    expect(refusal(q, `stack ${BLUE * 3}`)).toMatchObject({ code: 'CANNOT_AFFORD_TILE', rule: 'R50' })
    expect(refusal(q, 'stack 12')).toMatchObject({ code: 'NO_SUCH_STACK' })
    const r = play(start([die(BLUE, 2)]), `space ${TWO.port[0]}`, 'pay 0')
    expect(refusal(r, 'river 3')).toMatchObject({ code: 'RIVER_DISTANCE', rule: 'R90' })
    const c = play(start([]), `space ${TWO.garden[0]}`)
    expect(rajas.actors(c)).toEqual([CHANCE])
    const bad = rajas.apply(c, CHANCE, { t: 'roll', v: 7 })
    expect(E.isLeft(bad) && bad.left.code).toBe('NOT_AN_OUTCOME')
  })

  it('out of turn, malformed moves and moves after the end are refused generically; the state is unchanged', () => {
    const s = start([die(BLUE, 1)])
    const h = stateHash(s)
    const a = rajas.apply(s, 1, { t: 'space', i: TWO.terrace })
    expect(E.isLeft(a) && a.left.code).toBe('NOT_YOUR_TURN')
    const b = rajas.apply(s, 0, { t: 'space' } as never)
    expect(E.isLeft(b) && b.left.code).toBe('MALFORMED_MOVE')
    expect(stateHash(s)).toBe(h)
    const over = { ...s, phase: 'over' as const, tasks: [] }
    const c = rajas.apply(over, 0, { t: 'space', i: TWO.terrace })
    expect(E.isLeft(c) && c.left.code).toBe('GAME_OVER')
  })

  it('notation round trips and bad notation is refused', () => {
    for (const text of ['space 3', 'pay 2 flip', 'pay 2', 'put 4 1', 'stop', 'draw 12', 'market 4 1']) {
      const m = rajas.parseMove(text)
      expect(E.isRight(m) && rajas.formatMove(m.right)).toBe(text)
    }
    for (const text of ['fly 3', 'space', 'space x', 'put 1 2 3']) {
      const m = rajas.parseMove(text)
      expect(E.isLeft(m) && m.left.code).toBe('BAD_NOTATION')
    }
  })
})

describe('parseMove on untrusted input (issue 15)', () => {
  it('never throws: a non-string is BAD_NOTATION, and a long text is echoed as a short excerpt', async () => {
    const { rajas: game } = await import('../../src/games/rajas/index.js')
    for (const input of [undefined, null, 42, ['done'], { t: 'done' }]) {
      const r = game.parseMove(input as unknown as string)
      expect(E.isLeft(r) && r.left.code).toBe('BAD_NOTATION')
    }
    const long = game.parseMove('x'.repeat(1_000_000))
    expect(E.isLeft(long) && long.left.message.length).toBeLessThan(200)
    expect(E.isRight(game.parseMove('  pay 3 flip '))).toBe(true)
  })
})
