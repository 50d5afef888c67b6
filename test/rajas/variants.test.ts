import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, settle, stateHash } from '../../src/core/index.js'
import { bundledComponents, componentProblems, rajas, resampleHidden, type RajasComponents, type RajasState, type Task } from '../../src/games/rajas/index.js'
import { rewardTasks } from '../../src/games/rajas/rules/rewards.js'
import { BLUE, GREEN, ORANGE, PURPLE, TWO, die, emptyGrid, finishTurn, head, legal, play, refusal, run, turnOf, withP } from './helpers.js'

/** Plays setup: chance from the seed, each brown tile on the first brown space offered. */
const freshV = (players: 2 | 3 | 4, variant: Record<string, unknown>, seed = 'variant', options: Record<string, unknown> = {}): RajasState => {
  const s0 = rajas.setup({ players, variant, options } as never, seed)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  let s = s0.right
  for (let k = 0; k < 20; k++) {
    const r = settle(rajas, s)
    if (E.isLeft(r)) throw new Error(r.left.message)
    s = r.right.state
    if (head(s)?.k !== 'inc') break
    s = play(s, legal(s)[0] ?? '')
  }
  return s
}

const NAV = { navaratna: true }
/** Navaratna border spaces (indices into the Navaratna side's incomes) and income-tile ids of the bundled set. */
const SLOT = { cell0N: 0, cell0W: 1, cell2N: 2, brownA: 9, brownB: 11 } as const
const TILE = { whiteDice: 0, whiteMoney: 2, yellowDice: 8, yellowMoney: 10, yellowBoat: 14, redMoney: 19, marketTiles: 23, river3: 24, buildings: 25, incomeTiles: 26, bends: 27, upgrades: 28, workers: 29 } as const
/** Green snake tile 18: a junction (all four edges joined) with tea 3 + tea 2. */
const JUNCTION = 18

/** A Navaratna game at seat 0's turn with a clean province, an empty slot row and no extra fixtures. */
const nav = (options: Record<string, unknown> = {}, variant: Record<string, unknown> = NAV): RajasState => {
  const s = freshV(2, variant, 'variant', { effectOrder: 'fixed', ...options })
  return turnOf(withP(withP(s, 0, { slots: s.p[0]?.incomes.map(() => -1) ?? [], incomes: s.p[0]?.incomes.map(() => false) ?? [] }), 1, {}), 0)
}

/** Puts the junction tile on cell 0 for seat 0 and scores it (connecting the two top-left incomes). */
const buildCorner = (s: RajasState): RajasState => drain(run(withP(s, 0, { grid: emptyGrid().map((x, k) => (k === 0 ? JUNCTION * 4 : x)) }), 0, [{ k: 'score', s: 0, cell: 0, m: 'q' }]))

/** Resolves the rest of the turn with the first listed move (bonuses declined, dice of the first colour). */
const drain = (s: RajasState): RajasState => {
  let cur = s
  for (let k = 0; k < 50 && head(cur) !== undefined && head(cur)?.k !== 'place'; k++) {
    const moves = legal(cur)
    cur = play(cur, moves.includes('no') ? 'no' : (moves[0] ?? '')) // optional track bonuses declined
  }
  return cur
}

const rewardN = (s: RajasState, k: string): number => {
  const t = rewardTasks(s, 0, { k } as never)[0] as Task | undefined
  return t !== undefined && 'n' in t ? t.n : -1
}

describe('Navaratna (R133–R144)', () => {
  it('R133: all three inactive workers can be activated (6 workers); R114 does not remove the last one', () => {
    let s = nav()
    s = finishTurn(s, 0, [{ k: 'worker', s: 0, i: 1 }, { k: 'worker', s: 0, i: 2 }])
    expect(s.p[0]?.workers).toBe(5)
    expect(s.p[0]?.inactive).toBe(4)
    s = finishTurn(turnOf(s, 0), 0, [{ k: 'worker', s: 0, i: 4 }])
    expect(s.p[0]?.workers).toBe(6)
    expect(s.p[0]?.inactive).toBe(0)
  })

  it('R134: every player uses the Kali back side: at most 8 dice', () => {
    const s = nav()
    expect(s.p.map((p) => p.kali)).toEqual(['back', 'back'])
    const full = withP(s, 0, { dice: Array.from({ length: 8 }, () => die(BLUE, 3)) })
    const g = run(full, 0, [{ k: 'gain', s: 0, n: 1, c: -1 }])
    expect(legal(g)).toContain('stop')
    expect(legal(g)).toContain('discard 0')
    expect(legal(g).some((m) => m.startsWith('take'))).toBe(false)
  })

  it('R135: every player uses the Navaratna side: smaller printed incomes, every border space coloured', () => {
    const s = nav()
    expect(s.p.map((p) => p.board)).toEqual(['navaratna', 'navaratna'])
    const side = bundledComponents.navaratnaProvince
    expect(side?.incomes.every((x) => x.slot !== undefined)).toBe(true)
    // The top-left corner shows 1 die and 2 money (the base side: 1 die and 5 money, EX4).
    const done = buildCorner(s)
    expect(done.p[0]?.money).toBe((s.p[0]?.money ?? 0) + 5 + 2) // tile markets 3 + 2, then the printed 2 money
    expect(done.p[0]?.incomes.slice(0, 2)).toEqual([true, true])
  })

  it('R136: each player draws a random brown tile (a chance step over the brown tiles) and puts it on one of the two brown spaces', () => {
    const s0 = rajas.setup({ players: 2, variant: NAV } as never, 'r136')
    if (E.isLeft(s0)) throw new Error(s0.left.message)
    let s = s0.right
    while (rajas.actors(s)[0] === CHANCE && head(s)?.k !== 'brown') s = play(s, legal(s)[0] ?? '')
    expect(head(s)?.k).toBe('brown')
    const outs = rajas.chanceOutcomes(s)
    expect(outs).toHaveLength(7)
    expect(outs.every((o) => Math.abs(o.p - 1 / 7) < 1e-12)).toBe(true)
    s = play(s, `draw ${TILE.workers}`)
    expect(head(s)).toMatchObject({ k: 'inc', s: 0, m: 'setup', tile: TILE.workers })
    expect(legal(s)).toEqual([`income ${TILE.workers} ${SLOT.brownA}`, `income ${TILE.workers} ${SLOT.brownB}`])
    expect(refusal(s, 'no').code).toBe('MUST_PLACE_BROWN')
    expect(refusal(s, `income ${TILE.workers} 0`).code).toBe('WRONG_SLOT_COLOUR')
    expect(refusal(s, `income ${TILE.bends} ${SLOT.brownA}`).code).toBe('NOT_YOUR_TILE')
    s = play(s, `income ${TILE.workers} ${SLOT.brownB}`)
    expect(s.p[0]?.slots?.[SLOT.brownB]).toBe(TILE.workers)
    expect(s.display).not.toContain(TILE.workers)
    expect(rajas.chanceOutcomes(s)).toHaveLength(6) // seat 1 draws from the six left
  })

  it('R137: the remaining brown tiles and all white, yellow and red tiles lie face up in the display; no white pile', () => {
    const s = freshV(3, NAV)
    expect(s.white).toEqual([])
    expect(s.display).toHaveLength(30 - 3)
    const colours = (s.display ?? []).map((id) => bundledComponents.incomeTiles[id]?.colour)
    expect(colours.filter((c) => c === 'white')).toHaveLength(8)
    expect(colours.filter((c) => c === 'yellow')).toHaveLength(9)
    expect(colours.filter((c) => c === 'red')).toHaveLength(6)
    expect(colours.filter((c) => c === 'brown')).toHaveLength(4)
  })

  it('R138: brown effects count the progress at the moment of connection (markets, river/3, buildings, income tiles, bends, upgrades, workers)', () => {
    // Province: junction 18 (tea 3, tea 2) on cell 0; tile 8 (junction, 2 mills) on 3; tile 2 (double bend 3.12, silk 1, mill) on 4.
    const grid = emptyGrid().map((x, k) => (k === 0 ? JUNCTION * 4 : k === 3 ? 8 * 4 : k === 4 ? 2 * 4 : x))
    const s = withP(nav(), 0, { grid, boat: 7, levels: [3, 2, 4, 2], workers: 4 })
    expect(rewardN(s, 'famePerMarketTile')).toBe(2) // tiles 18 and 2 have markets
    expect(rewardN(s, 'famePerRiver3')).toBe(2) // 7 spaces advanced → 2
    expect(rewardN(s, 'moneyPerBuilding')).toBe(3) // 2 mills + 1 mill
    expect(rewardN(s, 'famePerBend')).toBe(4) // tile 2 has two bends (3 and 12) → 2 × 2
    expect(rewardN(s, 'moneyPerUpgrade')).toBe(6) // 3 upgrades made → 6
    expect(rewardN(s, 'famePerWorker')).toBe(4)
  })

  it('R138, R140 (issue 13 a): the brown tile pays on the progress made until then — the worker the tile\u2019s own fame activates counts', () => {
    const base = nav()
    const s = withP(base, 0, {
      fame: 13,
      workers: 3,
      slots: (base.p[0]?.slots ?? []).map((x, j) => (j === SLOT.cell0N ? TILE.workers : x)),
      grid: emptyGrid().map((x, k) => (k === 0 ? 8 * 4 : x)) // tile 8: junction, 2 mills (2 + 2 fame)
    })
    const done = drain(run(s, 0, [{ k: 'score', s: 0, cell: 0, m: 'q' }]))
    expect(done.p[0]?.workers).toBe(4) // fame 13 → 17 passes the fame-15 worker first (R140, R112)
    expect(done.p[0]?.fame).toBe(21) // then 1 fame per active worker: 4 (rules version 1 paid 3: fame 20)
  })

  it('R138, R140 (issue 13 b): "2 money per upgrade made" counts the upgrade of fame 5 that the tile\u2019s own fame triggers', () => {
    const base = nav()
    const s = withP(base, 0, {
      fame: 3,
      money: 10,
      levels: [2, 2, 2, 2],
      slots: (base.p[0]?.slots ?? []).map((x, j) => (j === SLOT.cell0N ? TILE.upgrades : x)),
      grid: emptyGrid().map((x, k) => (k === 0 ? 8 * 4 : x)) // tile 8: junction, 2 mills (2 + 2 fame), no market
    })
    const scored = run(s, 0, [{ k: 'score', s: 0, cell: 0, m: 'q' }])
    expect(head(scored)?.k).toBe('upgrade') // fame 3 → 7 passes 5: the upgrade comes before the brown income (R140)
    const done = drain(scored)
    expect(done.p[0]?.fame).toBe(7)
    expect(done.p[0]?.levels.reduce((a, l) => a + l - 2, 0)).toBe(1)
    expect(done.p[0]?.money).toBe(10 + 2 + 2) // the printed 2 money of cell 0 W, then 2 × 1 upgrade (rules version 1 paid 0: 12)
  })

  it('R138, A16: "2 money per connected income tile" counts connected income tiles (this one included); option brownCount symbols counts every connected space', () => {
    const slots = (s: RajasState): number[] => (s.p[0]?.slots ?? []).map((x, j) => (j === SLOT.cell0N ? TILE.incomeTiles : j === SLOT.cell2N ? TILE.whiteDice : x))
    const base = nav()
    const s = withP(base, 0, { slots: slots(base) })
    const done = buildCorner(s) // connects cell 0 N (the brown-effect tile placed there for the test) and cell 0 W (printed)
    expect(done.p[0]?.money).toBe((s.p[0]?.money ?? 0) + 5 + 2 * 1 + 2) // markets, 2 × 1 tile, printed 2
    const sym = withP(nav({}, { ...NAV, brownCount: 'symbols' }), 0, { slots: slots(base) })
    const done2 = buildCorner(sym)
    expect(done2.p[0]?.money).toBe((sym.p[0]?.money ?? 0) + 5 + 2 * 2 + 2)
  })

  it('R139, R140: income tiles pay their income when connected, after the tile is scored; a slot with a tile cannot take another', () => {
    const base = nav()
    const s = withP(base, 0, { slots: (base.p[0]?.slots ?? []).map((x, j) => (j === SLOT.cell0W ? TILE.yellowMoney : x)) })
    const done = buildCorner(s)
    // tile markets 5, then the printed 1 die of cell 0 N, then the yellow tile's 4 money instead of the printed 2.
    expect(done.p[0]?.dice.length).toBe((s.p[0]?.dice.length ?? 0) + 1)
    expect(done.p[0]?.money).toBe((s.p[0]?.money ?? 0) + 5 + 4)
    const taken = run(s, 0, [{ k: 'inc', s: 0, m: 'dancer' }])
    expect(legal(taken).some((m) => m.endsWith(` ${SLOT.cell0W}`))).toBe(false)
    expect(refusal(taken, `income ${TILE.yellowDice} ${SLOT.cell0W}`).code).toBe('SLOT_TAKEN')
  })

  it('R139, R95: a yellow boat-move tile, once connected, moves the boat to the next unoccupied river space', () => {
    const base = nav()
    const s = withP(withP(base, 0, { boat: 3, slots: (base.p[0]?.slots ?? []).map((x, j) => (j === SLOT.cell0W ? TILE.yellowBoat : x)) }), 1, { boat: 4 })
    const done = buildCorner(s)
    expect(done.p[0]?.boat).toBe(5) // space 4 is occupied and skipped
    expect(rajas.describeMove(run(s, 0, [{ k: 'inc', s: 0, m: 'dancer' }]), 0, { t: 'no' })).toBe('seat 0 declines the income tile')
  })

  it('R141: the Dancer (die 2) gives 2 dice of choice and an income tile of choice on a free space of its colour, paid only when connected', () => {
    let s = withP(nav(), 0, { dice: [die(GREEN, 2)], karma: 0 })
    s = play(s, `space ${TWO.chamber(2)}`, 'pay 0', 'take 0', 'roll 3', 'take 1', 'roll 4')
    expect(head(s)).toMatchObject({ k: 'inc', m: 'dancer' })
    const moves = legal(s)
    expect(moves).toContain(`income ${TILE.redMoney} 7`)
    expect(moves).toContain('no')
    expect(moves.filter((m) => m.startsWith(`income ${TILE.whiteMoney} `))).toEqual([`income ${TILE.whiteMoney} 0`, `income ${TILE.whiteMoney} 2`, `income ${TILE.whiteMoney} 4`])
    expect(moves.some((m) => m.startsWith('income 3 '))).toBe(false) // identical to tile 2: offered once
    const money = s.p[0]?.money ?? 0
    s = play(s, `income ${TILE.whiteMoney} ${SLOT.cell0N}`)
    expect(s.p[0]?.money).toBe(money) // not gained now
    expect(s.p[0]?.slots?.[SLOT.cell0N]).toBe(TILE.whiteMoney)
    expect(s.display).not.toContain(TILE.whiteMoney)
    const after = buildCorner(turnOf(s, 0))
    expect(after.p[0]?.money).toBe(money + 5 + 3 + 2) // markets, the white tile's 3 instead of 1 die, printed 2
  })

  it('R141, A17: a tile put on an already connected space gives nothing (default) or its income at once (connectedTile atOnce)', () => {
    for (const [variant, gain] of [[NAV, 0], [{ ...NAV, connectedTile: 'atOnce' }, 3]] as const) {
      let s = buildCorner(nav({}, variant))
      s = turnOf(s, 0)
      const money = s.p[0]?.money ?? 0
      s = run(s, 0, [{ k: 'inc', s: 0, m: 'dancer' }])
      s = play(s, `income ${TILE.whiteMoney} ${SLOT.cell0N}`)
      expect(s.p[0]?.money).toBe(money + gain)
    }
  })

  it('R142: with 4 workers against 5, a player receives 1 income tile in stage 5 when it is their turn', () => {
    let s = withP(withP(nav(), 0, { workers: 4, placed: 4, money: 30 }), 1, { workers: 5, placed: 4, money: 30 })
    s = { ...s, first: 0 }
    // Seat 1 ends its 4th placement: stage 5 begins with seat 0, who has no worker while seat 1 still places.
    s = finishTurn({ ...s, turn: 1 }, 1, [])
    expect(head(s)).toMatchObject({ k: 'inc', s: 0, m: 'fewer' })
    expect(legal(s)).toContain('no')
    s = play(s, 'no')
    expect(head(s)).toMatchObject({ k: 'place', s: 1 })
  })

  it('R142, A18: a difference of 2 gives a second tile, of 3 a third (one per stage the player sits out while another places)', () => {
    let s = withP(withP(nav(), 0, { workers: 3, placed: 3, money: 30 }), 1, { workers: 6, placed: 3, money: 60 })
    s = { ...s, first: 0 }
    let tiles = 0
    s = finishTurn({ ...s, turn: 1 }, 1, [])
    for (let k = 0; k < 40 && s.round === 1 && s.phase === 'play'; k++) {
      const h = head(s)
      if (h?.k === 'inc' && h.s === 0) {
        tiles++
        s = play(s, legal(s).find((m) => m.startsWith('income')) ?? 'no')
      } else s = play(s, legal(s)[0] ?? '')
    }
    expect(tiles).toBe(3)
  })

  it('R143: only tiles of a colour with a free space are offered; a player may decline', () => {
    const base = nav()
    const reds = (bundledComponents.navaratnaProvince?.incomes ?? []).flatMap((x, j) => (x.slot === 'red' ? [j] : []))
    const s = withP(base, 0, { slots: (base.p[0]?.slots ?? []).map((x, j) => (reds.includes(j) ? 17 : x)) })
    const t = run(s, 0, [{ k: 'inc', s: 0, m: 'fewer' }])
    expect(legal(t).some((m) => m.startsWith(`income ${TILE.redMoney} `))).toBe(false)
    expect(refusal(t, `income ${TILE.redMoney} 7`).code).toBe('SLOT_TAKEN')
    expect(head(play(t, 'no'))?.k).toBe('place')
  })

  it('R144: a river palace reward choosing the Dancer follows R141 (an income tile of choice, no white draw)', () => {
    let s = run(nav(), 0, [{ k: 'palace', s: 0 }])
    s = play(s, 'chamber 2')
    while (head(s)?.k === 'gain' || rajas.actors(s)[0] === CHANCE) s = play(s, legal(s)[0] ?? '')
    expect(head(s)).toMatchObject({ k: 'inc', m: 'dancer' })
    expect(s.white).toEqual([])
  })
})

describe('Ganga (R145–R147)', () => {
  const gangaSetup = (players: 2 | 3 | 4 = 2, variant: Record<string, unknown> = { ganga: true }): RajasState => {
    const s = rajas.setup({ players, variant } as never, 'ganga')
    if (E.isLeft(s)) throw new Error(s.left.message)
    return s.right
  }

  it('EX14, R145: the first roll of 2 puts the first river tile on the 2nd river space, replacing its +2 karma', () => {
    let s = gangaSetup()
    expect(head(s)).toMatchObject({ k: 'groll', n: 0 })
    expect(bundledComponents.boards.two.river.spaces[2]).toEqual([{ k: 'karma', n: 2 }])
    s = play(s, 'roll 2')
    expect(head(s)).toMatchObject({ k: 'gdraw', i: 2 })
    expect(rajas.chanceOutcomes(s).map((o) => o.p)).toEqual(Array.from({ length: 8 }, () => 1 / 8))
    s = play(s, 'draw 5')
    expect(s.rtiles?.[2]).toBe(5)
    expect(s.rpile).toHaveLength(7)
    // The boat reaching space 2 takes the tile's reward (three dice), not +2 karma.
    const r = settle(rajas, s)
    if (E.isLeft(r)) throw new Error(r.left.message)
    let g = r.right.state
    const karma = g.p[0]?.karma ?? 0
    g = run(withP(g, 0, { boat: 0 }), 0, [{ k: 'river', s: 0, n: 2 }])
    g = play(g, 'river 2')
    expect(g.p[0]?.karma).toBe(karma)
    expect(head(g)).toMatchObject({ k: 'roll', c: GREEN })
  })

  it('R146, A19: each roll counts on from the last tile (the space after it is 1); the final space is never covered; leftover tiles leave the game', () => {
    let s = gangaSetup()
    const fin = bundledComponents.boards.two.river.spaces.length - 1
    const rolls = [6, 6, 6]
    let pos = 0
    for (const v of rolls) {
      s = play(s, `roll ${v}`)
      pos += v
      expect(head(s)).toMatchObject({ k: 'gdraw', i: pos })
      s = play(s, `draw ${legal(s)[0]?.split(' ')[1] ?? ''}`)
    }
    expect(pos).toBe(18)
    s = play(s, 'roll 3') // 21 = the final space: stop
    expect(head(s)?.k).not.toBe('gdraw')
    expect(s.rtiles?.[fin]).toBe(-1)
    expect((s.rtiles ?? []).filter((x) => x >= 0)).toHaveLength(3)
    expect(s.rpile).toHaveLength(5) // back to the box: never drawn again
    expect(fin).toBe(21)
  })

  it('R147: dice per karma (karma 3 → 3 dice, any colours, karma not spent)', () => {
    const s = withP(turnOf(freshV(2, { ganga: true }), 0), 0, { karma: 3, dice: [] })
    const tile = bundledComponents.riverTiles?.[0]
    expect(tile?.rewards).toEqual([{ k: 'dicePerKarma' }])
    const t = rewardTasks(s, 0, { k: 'dicePerKarma' })
    expect(t).toEqual([{ k: 'gain', s: 0, n: 3, c: -1 }])
  })

  it('R147: same goods up to 3 markets without a die; move up to 3 spaces; three dice of the shown colours; the chamber shown', () => {
    const s = turnOf(freshV(2, { ganga: true }), 0)
    expect(rewardTasks(s, 0, { k: 'marketSame', n: 3 })).toEqual([{ k: 'market', s: 0, m: 's', n: 3, i: -1, list: [], sum: 0 }])
    expect(rewardTasks(s, 0, { k: 'riverMove', n: 3 })).toEqual([{ k: 'river', s: 0, n: 3 }])
    expect(rewardTasks(s, 0, { k: 'chamber', n: 4 })).toEqual([{ k: 'chamber', s: 0, n: 4 }])
    // A11: an architect that cannot be carried out is lost.
    expect(rewardTasks(withP(s, 0, { grid: emptyGrid() }), 0, { k: 'chamber', n: 5 })).toEqual([])
    let g = run(withP(s, 0, { boat: 0 }), 0, [{ k: 'river', s: 0, n: 3 }])
    expect(legal(g)).toEqual(['river 1', 'river 2', 'river 3'])
    g = run(s, 0, [{ k: 'reward', s: 0, r: { k: 'dice', n: 1, c: BLUE } }, { k: 'reward', s: 0, r: { k: 'dice', n: 1, c: ORANGE } }, { k: 'reward', s: 0, r: { k: 'dice', n: 1, c: PURPLE } }])
    expect(head(g)).toMatchObject({ k: 'roll', c: BLUE })
  })

  it('R145: Ganga combines with Navaratna; a view shows no hidden order of the unplaced river tiles', () => {
    const s = gangaSetup(3, { ganga: true, navaratna: true })
    expect(s.rpile).toEqual([0, 1, 2, 3, 4, 5, 6, 7])
    const v = rajas.view(s, 0)
    const other = resampleHidden(s, 0, () => 0.5)
    expect(JSON.stringify(rajas.view(other, 0))).toBe(JSON.stringify(v))
    expect(JSON.stringify(v)).not.toContain('"rng"')
  })
})

describe('mixed experience (R148–R149)', () => {
  it('R148: experienced players use the Navaratna side and the Kali back (8 dice); beginners the base side and the front (10)', () => {
    const s = freshV(3, { experience: ['experienced', 'beginner', 'experienced'] })
    expect(s.p.map((p) => [p.board, p.kali])).toEqual([
      ['navaratna', 'back'],
      ['base', 'front'],
      ['navaratna', 'back']
    ])
    expect(s.p[0]?.incomes).toHaveLength(bundledComponents.navaratnaProvince?.incomes.length ?? 0)
    expect(s.p[1]?.incomes).toHaveLength(bundledComponents.province.incomes.length)
  })

  it('R149: at most 5 workers (R114 applies), only white tiles from the Dancer, used at once; the Navaratna printed incomes', () => {
    let s = turnOf(freshV(2, { experience: ['experienced', 'beginner'] }, 'mixed', { effectOrder: 'fixed' }), 0)
    expect(s.display).toBeUndefined()
    expect(s.white).toHaveLength(8)
    s = finishTurn(s, 0, [{ k: 'worker', s: 0, i: 1 }, { k: 'worker', s: 0, i: 2 }])
    expect(s.p[0]?.workers).toBe(5)
    expect(s.p[0]?.inactive).toBe(0)
    let d = withP(turnOf(s, 0), 0, { dice: [die(GREEN, 2)] })
    d = play(d, `space ${TWO.chamber(2)}`, 'pay 0', 'take 0', 'roll 3', 'take 1', 'roll 4')
    expect(head(d)?.k).toBe('white')
    const c = buildCorner(withP(turnOf(s, 0), 0, { incomes: s.p[0]?.incomes.map(() => false) ?? [] }))
    expect(c.p[0]?.money).toBe((s.p[0]?.money ?? 0) + 5 + 2) // the Navaratna side's printed 2 money
  })
})

describe('variant config and components', () => {
  it('R133–R149: the config refuses impossible combinations and malformed variants', () => {
    const code = (config: unknown): string => {
      const r = rajas.setup(config as never, 'x')
      return E.isLeft(r) ? r.left.code : 'accepted'
    }
    expect(code({ players: 3, variant: { experience: ['beginner', 'experienced'] } })).toBe('BAD_CONFIG')
    expect(code({ players: 2, variant: { navaratna: true, experience: ['beginner', 'experienced'] } })).toBe('BAD_CONFIG')
    expect(code({ players: 2, variant: { navaratna: 'yes' } })).toBe('BAD_CONFIG')
    expect(code({ players: 2, variant: { experience: ['expert', 'beginner'] } })).toBe('BAD_CONFIG')
    expect(code({ players: 2, variant: { connectedTile: 'sometimes' } })).toBe('BAD_CONFIG')
    expect(code({ players: 2, variant: { navratna: true } })).toBe('BAD_CONFIG') // a misspelt variant is not silently the base game
    const noNav = JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents
    delete noNav.navaratnaProvince
    delete noNav.riverTiles
    expect(code({ players: 2, components: noNav, variant: { navaratna: true } })).toBe('BAD_COMPONENTS')
    expect(code({ players: 2, components: noNav, variant: { ganga: true } })).toBe('BAD_COMPONENTS')
    expect(code({ players: 2, components: noNav, variant: { experience: ['experienced', 'beginner'] } })).toBe('BAD_COMPONENTS')
    expect(code({ players: 2, variant: { navaratna: true, ganga: true } })).toBe('accepted')
  })

  it('the base game is unchanged with the variants off: no variant fields in the state, and variant {} is the base game', () => {
    const a = rajas.setup({ players: 2 }, 'same')
    const b = rajas.setup({ players: 2, variant: {} } as never, 'same')
    if (E.isLeft(a) || E.isLeft(b)) throw new Error('refused')
    expect(stateHash(b.right)).toBe(stateHash(a.right))
    expect(a.right.variant).toBeUndefined()
    expect(a.right.display).toBeUndefined()
    expect(a.right.rtiles).toBeUndefined()
    expect(a.right.p[0]?.slots).toBeUndefined()
  })

  it('R2, R135–R138, R147: the bundled set passes the validator; each broken variant datum gets its own message', () => {
    expect(componentProblems(bundledComponents)).toEqual([])
    const c = JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents
    const side = c.navaratnaProvince
    if (side === undefined || c.riverTiles === undefined) throw new Error('no variant data')
    side.incomes[0] = { ...side.incomes[0]!, slot: 'brown' }
    delete side.incomes[1]!.slot
    c.incomeTiles = c.incomeTiles.filter((x, i) => !(x.colour === 'red' && i === 17))
    c.incomeTiles[22] = { colour: 'brown', reward: { k: 'money', n: 3 }, provenance: 'reconstructed' }
    c.riverTiles = [...c.riverTiles.slice(0, 7), { rewards: [{ k: 'fame', n: 3 }], provenance: 'reconstructed' }, { rewards: [{ k: 'karma', n: 1 }], provenance: 'reconstructed' }]
    const problems = componentProblems(c).join('\n')
    expect(problems).toContain('exactly 2 brown spaces, got 3 (R136)')
    expect(problems).toContain('special income 1 needs a slot colour')
    expect(problems).toContain('there must be 6 red income tiles, got 5 (R2)')
    expect(problems).toContain('brown income tile 22 must show one of the R138 effects')
    expect(problems).toContain('there must be 8 river tiles, got 9 (R2)')
    expect(problems).toContain('river tile 7 must be one of R147')
  })

  it('provenance on every variant datum (R135–R147 reconstruction)', () => {
    const nv = bundledComponents.navaratnaProvince
    expect(nv?.provenance).toBe('reconstructed')
    expect(nv?.incomes.every((x) => ['printed', 'inferred', 'reconstructed'].includes(x.provenance))).toBe(true)
    expect(bundledComponents.incomeTiles.every((x) => x.provenance !== undefined)).toBe(true)
    expect(bundledComponents.riverTiles?.every((x) => x.provenance === 'reconstructed')).toBe(true)
  })
})

describe('income-tile refusals agree with the listed moves (R136, R141, R143)', () => {
  it('R141, R143: in random Navaratna games every unlisted income move is refused with a specific code, every listed one applies', () => {
    const codes = new Set(['NO_SUCH_TILE', 'NOT_YOUR_TILE', 'TILE_NOT_IN_DISPLAY', 'NO_SUCH_SPACE', 'WRONG_SLOT_COLOUR', 'SLOT_TAKEN', 'IDENTICAL_TILE'])
    let checked = 0
    for (const seed of ['c1', 'c2', 'c3']) {
      const r0 = rajas.setup({ players: 3, variant: NAV } as never, seed)
      if (E.isLeft(r0)) throw new Error(r0.left.message)
      let s = r0.right
      for (let step = 0; step < 3000 && rajas.actors(s).length > 0; step++) {
        const actor = rajas.actors(s)[0] ?? 0
        const moves = rajas.legalMoves(s, actor)
        if (head(s)?.k === 'inc' && checked < 60) {
          checked++
          const listed = new Set(moves.map((m) => rajas.formatMove(m)))
          for (let id = 0; id < 31; id++) {
            for (let slot = 0; slot < 14; slot++) {
              const text = `income ${id} ${slot}`
              const r = rajas.apply(s, actor, { t: 'income', id, slot })
              if (listed.has(text)) expect(E.isRight(r)).toBe(true)
              else {
                expect(E.isLeft(r)).toBe(true)
                if (E.isLeft(r)) expect(codes.has(r.left.code)).toBe(true)
              }
            }
          }
        }
        const pick = moves[(step * 7919) % Math.max(1, moves.length)]
        if (pick === undefined) break
        const next = rajas.apply(s, actor, pick)
        if (E.isLeft(next)) throw new Error(next.left.message)
        s = next.right
      }
    }
    expect(checked).toBeGreaterThan(10)
  })
})
