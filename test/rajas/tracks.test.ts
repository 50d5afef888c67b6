import { describe, expect, it } from 'vitest'
import { bundledComponents } from '../../src/games/rajas/index.js'
import { fresh, head, legal, play, run, turnOf, withP } from './helpers.js'

const money = (from: number, n: number, patch: Record<string, unknown> = {}) =>
  run(withP(fresh(2), 0, { money: from, ...patch }), 0, [{ k: 'money', s: 0, n }])
const fame = (from: number, n: number, patch: Record<string, unknown> = {}) =>
  run(withP(fresh(2), 0, { fame: from, ...patch }), 0, [{ k: 'fame', s: 0, n }])

describe('workers and track bonuses', () => {
  it('R110, R111: 3 active workers at the start; inactive ones on fame 15, money 20 and the bridge', () => {
    const p = fresh(2).p[0]
    expect(p?.workers).toBe(3)
    expect(p?.inactive).toBe(7)
  })

  it('R112: reaching or passing money 20 or fame 15 activates that worker', () => {
    expect(money(15, 5).p[0]?.workers).toBe(4)
    expect(money(15, 4).p[0]?.workers).toBe(3)
    expect(fame(14, 3).p[0]?.workers).toBe(4)
  })

  it('R114: with the second extra worker the remaining inactive worker leaves the game (max 5)', () => {
    const s = fame(14, 1, { gained: 1, workers: 4, inactive: 5 })
    expect(s.p[0]?.workers).toBe(5)
    expect(s.p[0]?.inactive).toBe(0)
    const t = run(s, 0, [{ k: 'worker', s: 0, i: 4 }])
    expect(t.p[0]?.workers).toBe(5)
  })

  it('R115: a worker once activated stays when the money marker moves back', () => {
    let s = money(18, 3, { bonus: 1 })
    expect(s.p[0]?.workers).toBe(4)
    s = withP(s, 0, { money: 5 })
    s = run(s, 0, [{ k: 'money', s: 0, n: 20 }])
    expect(s.p[0]?.workers).toBe(4)
  })

  it('R116: a new worker may be placed in the same round', () => {
    let s = turnOf(withP(fresh(2), 0, { placed: 3, workers: 3 }), 0)
    s = play(run(s, 0, [{ k: 'fame', s: 0, n: 15 }]), 'upgrade 0') // fame 5 first, then 15 (R121)
    expect(s.p[0]?.placed).toBe(3)
    expect(s.p[0]?.workers).toBe(4)
    expect(legal(s).length).toBeGreaterThan(0)
  })

  it('R117: a bonus only counts on its own track (money passing 24 or 31 gives nothing)', () => {
    const s = money(22, 10, { bonus: 1 })
    expect(s.p[0]?.karma).toBe(1)
    expect(head(s)?.k).toBe('place')
  })

  it('R118: fame 5 upgrade (counting from the next turn, A8), fame 24 karma +2 optional, fame 31 boat optional', () => {
    let s = fame(0, 5)
    expect(head(s)).toMatchObject({ k: 'upgrade', m: 'lag' })
    s = play(s, 'upgrade 0')
    expect(s.p[0]?.levels[0]).toBe(3)
    expect(s.p[0]?.lag[0]).toBe(1)
    const k = fame(20, 5)
    expect(legal(k)).toEqual(['yes', 'no'])
    expect(play(k, 'yes').p[0]?.karma).toBe(3)
    expect(play(fame(20, 5), 'no').p[0]?.karma).toBe(1)
    const b = fame(30, 2)
    expect(play(b, 'yes').p[0]?.boat).toBe(1)
  })

  it('A8 option: the fame-5 upgrade may count at once', () => {
    const s = run({ ...withP(fresh(2), 0, { fame: 0 }), options: { ...fresh(2).options, fame5Upgrade: 'immediate' } }, 0, [{ k: 'fame', s: 0, n: 5 }])
    expect(play(s, 'upgrade 0').p[0]?.lag).toEqual([0, 0, 0, 0])
  })

  it('R119: money 12 and 44 move the boat; 33 and 55 give 2 dice', () => {
    const s = money(10, 2)
    expect(head(s)).toMatchObject({ k: 'opt', r: { k: 'boat' } })
    expect(play(s, 'yes').p[0]?.boat).toBe(1)
    const d = money(30, 3, { bonus: 1 })
    expect(head(d)).toMatchObject({ k: 'opt', r: { k: 'dice', n: 2 } })
    expect(head(play(d, 'yes'))?.k).toBe('gain')
  })

  it('R120, A14: each money bonus once; the marker moves 12 → 33 → 44 → 55 → removed; a declined bonus is forfeited', () => {
    let s = money(10, 2)
    expect(s.p[0]?.bonus).toBe(1)
    s = play(s, 'no')
    s = withP(s, 0, { money: 5 })
    s = run(s, 0, [{ k: 'money', s: 0, n: 10 }])
    expect(head(s)?.k).toBe('place') // 12 again: nothing
    const end = money(54, 2, { bonus: 3 })
    expect(play(end, 'no').p[0]?.bonus).toBe(4)
    expect(bundledComponents.tracks.moneyBonuses.map((b) => b.at)).toEqual([12, 33, 44, 55])
  })

  it('A14 option keep: a declined money bonus stays until taken', () => {
    const base = withP(fresh(2), 0, { money: 10 })
    let s = run({ ...base, options: { ...base.options, declinedMoneyBonus: 'keep' } }, 0, [{ k: 'money', s: 0, n: 2 }])
    s = play(s, 'no')
    expect(s.p[0]?.bonus).toBe(0)
    s = run(withP(s, 0, { money: 8 }), 0, [{ k: 'money', s: 0, n: 5 }])
    expect(head(s)?.k).toBe('opt')
    expect(play(s, 'yes').p[0]?.bonus).toBe(1)
  })

  it('A14 option keep, R121: taking the first of several bonuses one gain passed offers the later ones too (10 → 40: 12 boat, then 33 dice)', () => {
    const base = withP(fresh(2), 0, { money: 10 })
    let s = run({ ...base, options: { ...base.options, declinedMoneyBonus: 'keep' } }, 0, [{ k: 'money', s: 0, n: 30 }])
    expect(head(s)).toMatchObject({ k: 'opt', r: { k: 'boat' } })
    expect(s.p[0]?.bonus).toBe(0) // the marker stays on 12 until the bonus is taken
    s = play(s, 'yes')
    expect(s.p[0]?.bonus).toBe(1)
    const offered = s.tasks.find((t) => t.k === 'opt')
    expect(offered).toMatchObject({ k: 'opt', i: 1, r: { k: 'dice' } })
  })

  it('A14 option keep: declining keeps the marker on the declined space; a later bonus is not offered past it (R120)', () => {
    const base = withP(fresh(2), 0, { money: 10 })
    let s = run({ ...base, options: { ...base.options, declinedMoneyBonus: 'keep' } }, 0, [{ k: 'money', s: 0, n: 30 }])
    s = play(s, 'no')
    expect(s.p[0]?.bonus).toBe(0)
    expect(s.tasks.some((t) => t.k === 'opt')).toBe(false)
  })

  it('R121, A6: one gain past several spaces resolves them all in track order (10 → 35: 12 boat, 20 worker, 33 dice)', () => {
    const s = money(10, 25)
    expect(s.p[0]?.bonus).toBe(2)
    expect(s.tasks.slice(0, 3).map((t) => t.k)).toEqual(['opt', 'worker', 'opt'])
    const t = play(s, 'no')
    expect(t.p[0]?.workers).toBe(4)
    expect(head(t)).toMatchObject({ k: 'opt', r: { k: 'dice' } })
  })

  it('R122: bonus and worker positions are data (fame 5/15/24/31, money 12/20/33/44/55)', () => {
    const t = bundledComponents.tracks
    expect(t.fameBonuses.map((b) => b.at)).toEqual([5, 24, 31])
    expect([t.fameWorker, t.moneyWorker]).toEqual([15, 20])
  })

  it('A15: a marker stops on the last space of its track', () => {
    expect(money(120, 10).p[0]?.money).toBe(bundledComponents.tracks.moneyMax)
  })
})
