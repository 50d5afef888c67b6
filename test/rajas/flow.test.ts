import { describe, expect, it } from 'vitest'
import { bundledComponents, fameBeside, margin, rajas } from '../../src/games/rajas/index.js'
import { BLUE, FOUR, TWO, die, finishTurn, fresh, head, legal, play, refusal, turnOf, withP } from './helpers.js'

const tr = bundledComponents.tracks
const quiet = { bonus: 4, inactive: 0, workers: 5 } // no bonus or worker prompts

describe('rounds, stages and turns', () => {
  it('R23: the game is about fame and money markers approaching each other (margin in fame points)', () => {
    const s = fresh(2)
    expect(rajas.scores(s)).toEqual(s.p.map((p) => p.fame - fameBeside(tr, p.money)))
  })

  it('R24: four areas take workers: quarry, market, palace, port', () => {
    const areas = new Set(bundledComponents.boards.threeFour.spaces.map((x) => x.kind))
    expect(areas.size).toBe(8)
  })

  it('R25, R26: one worker per turn in turn order; the space is paid before the action', () => {
    let s = turnOf({ ...fresh(3), first: 0 }, 0)
    s = play(s, `space ${FOUR.terrace[0]}`, 'done')
    expect(head(s)).toEqual({ k: 'place', s: 1 })
    s = play(s, `space ${FOUR.various[0]}`)
    expect(head(s)).toEqual({ k: 'place', s: 2 })
    s = play(s, `space ${FOUR.garden[0]}`)
    expect(s.p[2]?.placed).toBe(1)
  })

  it('R27: a player without unplaced workers is skipped for the rest of the round', () => {
    let s = turnOf(withP({ ...fresh(3), first: 0 }, 1, { placed: 3 }), 0)
    s = play(s, `space ${FOUR.terrace[0]}`, 'done')
    expect(head(s)).toEqual({ k: 'place', s: 2 })
  })

  it('R28, R123, R125: when nobody can place, the round ends and workers come back', () => {
    let s = withP(withP({ ...fresh(2), first: 0 }, 0, { placed: 2 }), 1, { placed: 3 })
    s = play(turnOf(s, 0), `space ${TWO.terrace}`, 'done')
    expect(s.round).toBe(2)
    expect(s.p.map((p) => p.placed)).toEqual([0, 0])
    expect(s.spaces.every((x) => x === -1)).toBe(true)
  })

  it('R29, A2: placement is mandatory; a player with workers but no legal placement is skipped for the round', () => {
    let s = { ...fresh(2), first: 0 }
    const side = bundledComponents.boards.two.spaces
    const free = TWO.chamber(3)
    s = { ...s, spaces: side.map((_, j) => (j === free || j === TWO.terrace ? -1 : 0)) }
    s = withP(s, 1, { dice: [die(BLUE, 6)], karma: 0 })
    s = play(turnOf(s, 0), `space ${TWO.terrace}`, 'done')
    expect(s.p[1]?.passed).toBe(true)
    expect(head(s)?.s).toBe(0) // seat 1 skipped; seat 0 again
    expect(legal(s)).not.toContain('no') // no pass move exists
  })

  it('R31: one worker per space; R33: costs are data', () => {
    const s = turnOf({ ...fresh(2), spaces: fresh(2).spaces.map((x, j) => (j === TWO.terrace ? 1 : x)) }, 0)
    expect(refusal(s, `space ${TWO.terrace}`).code).toBe('SPACE_OCCUPIED')
    expect(bundledComponents.boards.two.spaces.filter((x) => x.kind === 'quarry').map((x) => x.money)).toEqual([1, 2, 2, 3, 4])
  })

  it('R34: a player cannot pay more money than they have', () => {
    const s = turnOf(withP(fresh(2), 0, { money: 0, dice: [die(BLUE, 6), die(BLUE, 6)] }), 0)
    expect(refusal(s, `space ${TWO.quarry[0]}`).code).toBe('NOT_ENOUGH_MONEY')
  })

  it('R36: a worker goes only where the cost can be paid and the action carried out', () => {
    const s = turnOf(withP(fresh(2), 0, { money: 5, dice: [], karma: 0 }), 0)
    const moves = legal(s)
    expect(moves).not.toContain(`space ${TWO.port[0]}`)
    expect(moves).not.toContain(`space ${TWO.chamber(1)}`)
    expect(moves).toContain(`space ${TWO.various}`) // A3: an empty market action is still legal
  })

  it('R124, R126: the elephant passes clockwise, or goes to the Grand Mogul player', () => {
    let s = withP(withP({ ...fresh(3), first: 1 }, 0, { placed: 3 }), 2, { placed: 3 })
    s = withP(s, 1, { placed: 2 })
    s = play(turnOf(s, 1), `space ${FOUR.terrace[0]}`, 'done')
    expect(s.first).toBe(2)
    expect(head(s)).toEqual({ k: 'place', s: 2 })
    let m = withP(withP({ ...fresh(3), first: 1 }, 1, { placed: 3 }), 2, { placed: 3 })
    m = withP(m, 0, { placed: 2, dice: [die(BLUE, 1)] })
    m = play(turnOf(m, 0), `space ${FOUR.chamber(1)}`, 'pay 0')
    expect(m.first).toBe(0)
    expect(m.round).toBe(2)
  })
})

describe('end of the game', () => {
  it('R5, EX13: the alignment gives margin(65, 30) = +2 and margin(52, 37) = +2', () => {
    expect(margin(tr, { money: 65, fame: 30 })).toBe(2)
    expect(margin(tr, { money: 52, fame: 37 })).toBe(2)
  })

  it('EX13, R127, R129, R131: Rena crosses first, Lena crosses in her last turn; both margin 2; Rena wins', () => {
    let s = { ...fresh(2), first: 0 }
    s = withP(s, 0, { money: 60, fame: 30, ...quiet })
    s = withP(s, 1, { money: 52, fame: 32, ...quiet })
    s = finishTurn(s, 0, [{ k: 'money', s: 0, n: 5 }])
    expect(s.ended).toBe(true)
    expect(s.p[0]?.crossed).toBe(1)
    expect(head(s)).toEqual({ k: 'place', s: 1 }) // R129: the stage is completed
    s = finishTurn(s, 1, [{ k: 'fame', s: 1, n: 5 }])
    expect(s.phase).toBe('over')
    const o = rajas.outcome(s)
    expect(o?.scores).toEqual([2, 2])
    expect(o?.winners).toEqual([0])
    expect(o?.ranking).toEqual([[0], [1]])
    expect(rajas.actors(s)).toEqual([])
  })

  it('R127: a money gain that makes the markers meet records the crossing and triggers the end', () => {
    let s = withP({ ...fresh(2), first: 0 }, 0, { money: 60, fame: 31, ...quiet })
    s = finishTurn(s, 0, [{ k: 'money', s: 0, n: 2 }])
    expect(s.p[0]?.crossed).toBe(1)
    expect(s.ended).toBe(true)
  })

  it('R128: once met, the markers stay met: a later payment in the same game does not undo the crossing', () => {
    let s = withP({ ...fresh(2), first: 0 }, 0, { money: 60, fame: 31, ...quiet })
    s = finishTurn(s, 0, [{ k: 'money', s: 0, n: 2 }])
    const margin = (p: { fame: number; money: number }) => p.fame - (61 - Math.ceil(p.money / 2))
    expect(margin(s.p[0] as { fame: number; money: number })).toBeGreaterThanOrEqual(0)
    // spend money below the meeting point: the crossing and the end trigger stand
    s = withP(s, 0, { money: 40 })
    expect(margin(s.p[0] as { fame: number; money: number })).toBeLessThan(0)
    s = finishTurn(s, 0, [{ k: 'money', s: 0, n: 1 }])
    expect(s.p[0]?.crossed).toBe(1)
    expect(s.ended).toBe(true)
  })

  it('R129: if the trigger is the last in the stage, the game ends at once', () => {
    let s = { ...fresh(3), first: 0 }
    s = withP(s, 2, { money: 60, fame: 30, ...quiet })
    s = finishTurn(s, 2, [{ k: 'money', s: 2, n: 5 }])
    expect(s.phase).toBe('over')
    expect(rajas.outcome(s)?.winners).toEqual([2])
  })

  it('R129: the players after the trigger in the stage still play (one more worker each)', () => {
    let s = { ...fresh(4), first: 2 }
    s = withP(s, 3, { money: 60, fame: 30, ...quiet })
    s = finishTurn(s, 3, [{ k: 'money', s: 3, n: 5 }])
    expect(head(s)).toEqual({ k: 'place', s: 0 })
    s = play(s, `space ${FOUR.terrace[0]}`, 'done')
    expect(head(s)).toEqual({ k: 'place', s: 1 })
    s = play(s, `space ${FOUR.terrace[1]}`, 'done')
    expect(s.phase).toBe('over')
  })

  it('A12 option: finish the whole round instead of the stage', () => {
    let s = { ...fresh(2), first: 0 }
    s = { ...s, options: { ...s.options, finalPhase: 'round' as const } }
    s = withP(s, 0, { money: 60, fame: 30, ...quiet })
    s = finishTurn(s, 1 - 1, [{ k: 'money', s: 0, n: 5 }])
    s = play(s, `space ${TWO.terrace}`, 'done')
    expect(s.phase).toBe('play') // the stage ended but the round goes on
  })

  it('R130, R132, A13: the others rank by their gap; unbroken ties share a place', () => {
    let s = { ...fresh(4), first: 0 }
    s = withP(s, 3, { money: 60, fame: 30, ...quiet })
    s = withP(s, 0, { money: 40, fame: 30, ...quiet }) // gap −11
    s = withP(s, 1, { money: 20, fame: 10, ...quiet }) // gap −41
    s = withP(s, 2, { money: 20, fame: 10, ...quiet })
    s = finishTurn(s, 3, [{ k: 'money', s: 3, n: 5 }])
    const o = rajas.outcome(s)
    expect(o?.ranking).toEqual([[3], [0], [1, 2]])
    expect(o?.scores[0]).toBe(-11)
  })

  it('R131: a larger margin beats an earlier crossing', () => {
    let s = { ...fresh(2), first: 0 }
    s = withP(s, 0, { money: 60, fame: 30, ...quiet })
    s = withP(s, 1, { money: 52, fame: 32, ...quiet })
    s = finishTurn(s, 0, [{ k: 'money', s: 0, n: 5 }])
    s = finishTurn(s, 1, [{ k: 'fame', s: 1, n: 8 }])
    expect(rajas.outcome(s)?.winners).toEqual([1])
  })
})
