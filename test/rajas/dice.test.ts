import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { rajas } from '../../src/games/rajas/index.js'
import { BLUE, GREEN, ORANGE, PURPLE, TWO, die, fresh, head, legal, play, refusal, run, turnOf, withP } from './helpers.js'

const start = (dice: number[], karma = 0) => turnOf(withP(fresh(2), 0, { money: 5, dice, karma }), 0)
const ten = Array.from({ length: 10 }, (_, i) => die(i % 4, 1 + (i % 6)))

describe('dice and karma', () => {
  it('R35, R37: paying a die returns it to the general supply; dice are never on the board', () => {
    const s = start([die(BLUE, 1)])
    const before = s.supply[BLUE] ?? 0
    const t = play(s, `space ${TWO.chamber(1)}`, 'pay 0')
    expect(t.supply[BLUE]).toBe(before + 1)
    expect(t.p[0]?.dice).toEqual([])
  })

  it('R38: a die taken is rolled at once: a chance step with six outcomes of 1/6', () => {
    const s = play(start([]), `space ${TWO.garden[GREEN]}`)
    expect(rajas.actors(s)).toEqual([CHANCE])
    expect(rajas.chanceOutcomes(s)).toEqual([1, 2, 3, 4, 5, 6].map((v) => ({ move: { t: 'roll', v }, p: 1 / 6 })))
  })

  it('R39, R40: at capacity (10) the player returns dice first or takes fewer', () => {
    let s = play(start(ten), `space ${TWO.garden[GREEN]}`)
    expect(head(s)?.k).toBe('gain')
    expect(legal(s)).toEqual([...ten.map((_, i) => `discard ${i}`), 'stop'])
    expect(refusal(s, `take ${GREEN}`).code).toBe('KALI_FULL')
    s = play(s, 'discard 0', 'roll 6')
    expect(s.p[0]?.dice).toHaveLength(10)
    expect(s.p[0]?.dice[9]).toBe(die(GREEN, 6))
    const t = play(play(start(ten), `space ${TWO.garden[GREEN]}`), 'stop')
    expect(t.p[0]?.dice).toEqual(ten)
  })

  it('R40 (issue 13): a gain that would overfill the statue is decided before any new die is taken or rolled; only held dice can be returned', () => {
    // Seat 0 holds 10 dice including a blue one; the blue balcony gives 2 orange dice for the blue die.
    const s = play(start(ten), `space ${TWO.balcony.blue}`, 'pay 0')
    const held = ten.slice(1)
    expect(s.p[0]?.dice).toEqual(held)
    expect(rajas.actors(s)).toEqual([0]) // no die is rolled yet: 9 held + 2 new > 10
    expect(legal(s)).toEqual([...held.map((_, i) => `discard ${i}`), 'stop'])
    expect(refusal(s, `take ${ORANGE}`).code).toBe('KALI_FULL')
    // Return one held die: both orange dice are then taken and rolled, with no further choice.
    let t = play(s, 'discard 0')
    expect(rajas.actors(t)).toEqual([CHANCE])
    t = play(t, 'roll 4')
    expect(rajas.actors(t)).toEqual([CHANCE]) // the second orange die: no discard of the new die is offered
    t = play(t, 'roll 5')
    expect(t.p[0]?.dice).toEqual([...held.slice(1), die(ORANGE, 4), die(ORANGE, 5)])
    // Or take fewer: only the one die that fits is taken.
    const u = play(s, 'stop', 'roll 6')
    expect(u.p[0]?.dice).toEqual([...held, die(ORANGE, 6)])
    expect(head(u)?.k).not.toBe('gain')
  })

  it('R40: a player below capacity cannot discard', () => {
    const s = run(withP(fresh(2), 0, { dice: [] }), 0, [{ k: 'gain', s: 0, n: 2, c: -1 }])
    expect(refusal(s, 'discard 0').code).toBe('NOT_FULL')
    expect(refusal(s, 'stop').code).toBe('NOT_FULL')
  })

  it('R41: an exhausted colour cannot be taken; an "any colour" gain offers the available colours', () => {
    const s0 = { ...fresh(2), supply: [0, 3, 0, 2] }
    const s = run(withP(s0, 0, { dice: [] }), 0, [{ k: 'gain', s: 0, n: 1, c: -1 }])
    expect(legal(s)).toEqual([`take ${GREEN}`, `take ${PURPLE}`])
    expect(refusal(s, `take ${BLUE}`).code).toBe('SUPPLY_EMPTY')
    const g = run(withP(s0, 0, { dice: [] }), 0, [{ k: 'gain', s: 0, n: 2, c: ORANGE }])
    expect(head(g)?.k).toBe('place') // nothing to take: the gain gives fewer (none)
  })

  it('R42: "any die" means any colour and value (the same-goods cost)', () => {
    const s = play(start([die(PURPLE, 6), die(BLUE, 1)]), `space ${TWO.same[0]}`)
    expect(legal(s)).toEqual(['pay 0', 'pay 1'])
  })

  it('R43: karma is 0–3; gains beyond 3 are lost', () => {
    const s = run(withP(fresh(2), 0, { karma: 2 }), 0, [{ k: 'karma', s: 0, n: 2 }])
    expect(s.p[0]?.karma).toBe(3)
  })

  it('EX1, R44: 1 karma turns a die to its opposite face (1↔6, 2↔5, 3↔4)', () => {
    for (const [v, w] of [[1, 6], [6, 1], [5, 2], [3, 4], [4, 3]] as const) {
      const s = play(start([die(BLUE, v)], 1), `space ${TWO.chamber(w)}`, 'pay 0 flip')
      expect(s.p[0]?.karma).toBe(0)
      expect(s.p[0]?.dice).toEqual([])
    }
  })

  it('R30, R45, A4: karma is used while paying (no worker, not a turn); a flip outside a payment is refused by default', () => {
    const s = start([die(BLUE, 6)], 2)
    expect(refusal(s, 'flip 0').code).toBe('KARMA_ONLY_WHEN_PAYING')
    const any = { ...s, options: { ...s.options, karmaTiming: 'anyTimeInTurn' as const } }
    expect(legal(any)).toContain('flip 0')
    const t = play(any, 'flip 0')
    expect(t.p[0]?.dice).toEqual([die(BLUE, 1)])
    expect(t.p[0]?.karma).toBe(1)
    expect(t.p[0]?.placed).toBe(0) // R30: no worker, not a turn
  })

  it('R46: karma comes from the Yogi, river +2, fame 24 and white tiles', () => {
    const s = run(withP(fresh(2), 0, { karma: 0 }), 0, [{ k: 'reward', s: 0, r: { k: 'karma', n: 1 } }])
    expect(s.p[0]?.karma).toBe(1)
  })

  it('R47: effects counting karma do not spend it', () => {
    const s = run(withP(fresh(2), 0, { karma: 3 }), 0, [{ k: 'reward', s: 0, r: { k: 'famePerKarma' } }])
    expect(s.p[0]?.karma).toBe(3)
    expect(s.p[0]?.fame).toBe(6)
  })
})
