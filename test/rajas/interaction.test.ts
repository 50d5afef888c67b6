/**
 * Rajas of the Ganges on the table (issue 27): element ids, the pick paths of every kind of move,
 * why a click is refused (with the rule id), forced decisions, the change list, per-seat answers
 * and bad input. The properties (complete, sound, no dead end, short) run in the harness
 * (harness.test.ts, variants-harness.test.ts, options.test.ts).
 */
import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { CHANCE, canonicalJson, resolveChance, type ElementId, type Prompt, type ViewChange } from '../../src/core/index.js'
import { bundledComponents, rajas, resampleHidden, type RajasMove, type RajasState, type Task } from '../../src/games/rajas/index.js'
import { BLUE, GREEN, ORANGE, PURPLE, TWO, FOUR, consistent, die, emptyGrid, firstChance, fresh, legal, pending, play, setTop, turnOf, withP } from './helpers.js'

// prompt, why, changes and elements decode their views (exact codec and `checkRajasView`): the
// positions built by hand below are made consistent first (the supply, the stacks, the workers).
const view = (s: RajasState, seat = 0) => rajas.view(consistent(s), seat)

/** The prompt of `seat` after `picks` (fails the test on a Left). */
const ask = (s: RajasState, picks: ElementId[] = [], seat = 0): Prompt<RajasMove> => {
  const p = rajas.prompt(view(s, seat), seat, picks)
  if (E.isLeft(p)) throw new Error(p.left.message)
  return p.right
}
const targets = (s: RajasState, picks: ElementId[] = [], seat = 0): string[] => ask(s, picks, seat).targets.map((t) => t.element)
const moveOf = (s: RajasState, picks: ElementId[], seat = 0): string | undefined => {
  const m = ask(s, picks, seat).move
  return m === undefined ? undefined : rajas.formatMove(m)
}
/** Why `element` is refused: [reason, rule]. */
const why = (s: RajasState, element: ElementId, picks: ElementId[] = [], seat = 0): [string, string | undefined] => {
  const w = rajas.why(view(s, seat), seat, element, picks)
  if (E.isLeft(w)) throw new Error(w.left.message)
  expect(w.right.pickable).toBe(false)
  return [w.right.reason ?? '', w.right.rule]
}
const elements = (s: RajasState) => {
  const m = rajas.elements(view(s))
  if (E.isLeft(m)) throw new Error(m.left.message)
  return m.right
}
const changes = (a: RajasState, b: RajasState, seat = 0): readonly ViewChange[] => {
  const c = rajas.changes(view(a, seat), view(b, seat), seat)
  if (E.isLeft(c)) throw new Error(c.left.message)
  return c.right
}

const BLUE_OX = BLUE * 3 + 1
const ORANGE_OX = ORANGE * 3 + 1
const ORANGE9 = 38 // orange 9, junction (roads on all four edges), temple + mill (EX3)
const ORANGE4 = 35 // orange 4 (EX11)
const PURPLE6 = 48 // purple 6 (EX11)

describe('rajas elements (issue 27)', () => {
  it('names the board by the rulebook: action spaces by area and number, stacks by colour and back, river spaces, supply, buttons', () => {
    const m = elements(fresh(2))
    for (const id of ['space:quarry:1', 'space:quarry:5', 'space:different-goods:1', 'space:same-goods:2', 'space:terrace:1', 'space:garden:4', 'space:balcony:1', 'space:chamber:1', 'space:chamber:6', 'space:port:4']) {
      expect(m[id]).toEqual({ free: true })
    }
    expect(Object.keys(m).filter((k) => k.startsWith('space:'))).toHaveLength(bundledComponents.boards.two.spaces.length)
    expect(m['space:quarry:6']).toBeUndefined() // the 2-player side has 5 quarry spaces (R6)
    expect(Object.keys(elements(fresh(4))).filter((k) => k.startsWith('space:quarry:'))).toHaveLength(6)
    expect(elements(fresh(3))['space:quarry:6']).toEqual({ covered: true }) // R7: covered in a 3-player game
    expect(Object.keys(m).filter((k) => k.startsWith('stack:'))).toHaveLength(12) // R10: 4 colours × snake, ox, tiger
    expect(m['stack:purple:tiger']).toEqual({ tiles: 6 })
    expect(m['supply:orange']).toEqual({ dice: 10 }) // R20: 12 − 2 starting dice
    expect(Object.keys(m).filter((k) => k.startsWith('river:'))).toHaveLength(bundledComponents.boards.two.river.spaces.length)
    for (const b of ['done', 'stop', 'accept', 'decline', 'rotation:0', 'rotation:270', 'goods:silk', 'goods:spice', 'white-pile', 'elephant']) expect(m[b]).toBeDefined()
    expect(m.pass).toBeUndefined() // only with option allowPass (A2)
    expect(m.flip).toBeUndefined() // only with option karmaTiming anyTimeInTurn (A4)
  })

  it("names each seat's pieces: dice by their place on the Kali statue, karma, tracks, boat, cubes, cells, incomes", () => {
    const s = withP(fresh(2), 1, { dice: [die(BLUE, 4), die(ORANGE, 1)], karma: 2, fame: 7, money: 9, boat: 3, levels: [2, 3, 2, 4] })
    const m = elements(s)
    expect(m['die:1:0']).toEqual({ colour: 'blue', value: 4 })
    expect(m['die:1:1']).toEqual({ colour: 'orange', value: 1 })
    expect(m['die:1:2']).toBeUndefined()
    expect(m['karma:1']).toEqual({ level: 2 })
    expect(m['fame:1']).toEqual({ position: 7 })
    expect(m['money:1']).toEqual({ position: 9 })
    expect(m['bonus:1']).toEqual({ position: 12 }) // R19
    expect(m['boat:1']).toEqual({ space: 3 })
    expect(m['upgrade:1:palace']).toEqual({ level: 3 })
    expect(m['upgrade:1:mill']).toEqual({ level: 4 })
    expect(m['kali:1']).toEqual({ side: 'front', hands: 10, dice: 2 })
    expect(m['workers:1']).toEqual({ active: 3, placed: 0, fameTrack: true, moneyTrack: true, bridge: true }) // R13
    expect(m['cell:1:1']).toEqual({ residence: true })
    expect(m['cell:1:4']).toEqual({ empty: true })
    expect(m['income:1:0']).toEqual({ connected: false })
  })

  it('a tile keeps its id as it moves: on its stack, held while paid, then on a province cell with its rotation (R49–R51)', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0), ORANGE_OX, ORANGE9)
    expect(elements(s)[`tile:${ORANGE9}`]).toEqual({ at: 'stack:orange:ox' })
    s = firstChance(play(s, 'space 0', `stack ${ORANGE_OX}`))
    expect(elements(s)[`tile:${ORANGE9}`]).toEqual({ at: 'seat:0' })
    s = play(s, 'pay 0', 'pay 0', 'put 4 1')
    expect(elements(s)[`tile:${ORANGE9}`]).toEqual({ at: 'cell:0:4', rotation: 90 })
    expect(elements(s)['cell:0:4']).toEqual({ tile: ORANGE9 })
    expect(elements(s)[`market:0:4:0`]).toBeUndefined() // the orange 9 has no market
  })

  it('shows only what the table shows: a stack by its height, the white pile by its size, not the tiles in them', () => {
    const s = fresh(2)
    const hidden = s.stacks[0] ?? []
    const other = s.stacks[3] ?? []
    // The same heights with the tiles inside in another order (the view carries the stacks and the
    // white pile; the elements must not). A view passed in must be consistent (each tile on its own
    // stack, R10; the white tiles in the pile, R11), so the order is what changes, not the tiles.
    const swapped: RajasState = { ...s, stacks: s.stacks.map((x, i) => (i === 0 || i === 3 ? [...x].reverse() : x)), white: [...s.white].reverse() }
    expect(swapped.stacks[0]).not.toEqual(hidden)
    expect(swapped.stacks[3]).not.toEqual(other)
    expect(canonicalJson(elements(swapped))).toBe(canonicalJson(elements(s)))
  })
})

describe('rajas pick paths (issue 27)', () => {
  it('R26, R32: a worker is placed by clicking its action space; the quarry and port only on their first free space', () => {
    const s = turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 2), die(ORANGE, 4), die(ORANGE, 5)] }), 0)
    const t = targets(s)
    expect(t).toContain('space:quarry:1')
    expect(t).not.toContain('space:quarry:2')
    expect(t).toContain('space:port:1')
    expect(t).toContain('space:chamber:2')
    expect(moveOf(s, ['space:terrace:1'])).toBe(`space ${TWO.terrace}`)
    expect(moveOf(s, ['space:balcony:1'])).toBe(`space ${TWO.balcony.blue}`)
    expect(ask(s).instruction).toBe('Place a worker on an action space')
  })

  it('R35, R44, R45: a die is paid by clicking it; paid flipped, by the karma cube and then the die', () => {
    const s = play(turnOf(withP(fresh(2), 0, { dice: [die(BLUE, 5), die(ORANGE, 2)], karma: 1 }), 0), `space ${TWO.port[0]}`)
    expect(legal(s)).toEqual(['pay 0 flip', 'pay 1'])
    expect(targets(s)).toEqual(['karma:0', 'die:0:1'])
    expect(moveOf(s, ['die:0:1'])).toBe('pay 1')
    expect(targets(s, ['karma:0'])).toEqual(['die:0:0'])
    expect(moveOf(s, ['karma:0', 'die:0:0'])).toBe('pay 0 flip')
  })

  it('R49, R55, R56: a tile is bought by clicking the top tile, placed by a cell and then a rotation', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0), ORANGE_OX, ORANGE9)
    s = play(s, 'space 0')
    expect(targets(s)).toContain(`tile:${ORANGE9}`)
    expect(moveOf(s, [`tile:${ORANGE9}`])).toBe(`stack ${ORANGE_OX}`)
    s = play(firstChance(play(s, `stack ${ORANGE_OX}`)), 'pay 0', 'pay 0')
    expect(targets(s)).toEqual(['cell:0:0', 'cell:0:2', 'cell:0:4'])
    expect(ask(s).instruction).toBe('Place the tile: choose an empty cell, then its rotation')
    expect(targets(s, ['cell:0:4'])).toEqual(['rotation:0', 'rotation:90', 'rotation:180', 'rotation:270'])
    expect(moveOf(s, ['cell:0:4', 'rotation:180'])).toBe('put 4 2')
  })

  it('R86: the architect picks the tile to cover, the new top tile, then only the rotation', () => {
    const grid = emptyGrid()
    grid[4] = ORANGE4 * 4 + 0
    let s = setTop(turnOf(withP(fresh(2), 0, { grid, dice: [die(GREEN, 5), die(PURPLE, 2)], karma: 0 }), 0), PURPLE * 3, PURPLE6)
    s = play(s, `space ${TWO.chamber(5)}`, 'pay 0')
    expect(targets(s)).toEqual(['cell:0:4'])
    s = play(s, 'cover 4')
    expect(moveOf(s, [`tile:${PURPLE6}`])).toBe(`stack ${PURPLE * 3}`)
    s = play(firstChance(play(s, `stack ${PURPLE * 3}`)), 'pay 0')
    expect(ask(s).instruction).toBe('Turn the new tile: choose its rotation')
    expect(targets(s).every((e) => e.startsWith('rotation:'))).toBe(true)
  })

  it('R38, R41: dice of any colour are taken by clicking a colour of the supply; R40: a full statue returns a die or stops', () => {
    const s = pending(fresh(2), 0, [{ k: 'gain', s: 0, n: 2, c: -1 }, { k: 'place', s: 0 }])
    expect(targets(s)).toEqual(['supply:blue', 'supply:green', 'supply:orange', 'supply:purple'])
    expect(moveOf(s, ['supply:green'])).toBe('take 1')
    const full = withP(s, 0, { dice: Array.from({ length: 9 }, () => die(BLUE, 3)) })
    expect(targets(full)).toEqual([...Array.from({ length: 9 }, (_, k) => `die:0:${k}`), 'stop'])
    expect(moveOf(full, ['die:0:3'])).toBe('discard 3')
    expect(moveOf(full, ['stop'])).toBe('stop')
  })

  it('R68, R90, R100, R118: an upgrade cube, the river space where the boat stops, a chamber, accept or decline', () => {
    const up = pending(fresh(2), 0, [{ k: 'upgrade', s: 0 }, { k: 'place', s: 0 }])
    expect(moveOf(up, ['upgrade:0:fort'])).toBe('upgrade 2')
    const river = withP(pending(fresh(2), 0, [{ k: 'river', s: 0, n: 3 }, { k: 'place', s: 0 }]), 1, { boat: 2 })
    expect(targets(river)).toEqual(['river:1', 'river:3', 'river:4']) // R91: the occupied space 2 is skipped
    expect(moveOf(river, ['river:4'])).toBe('river 3')
    const palace = pending(fresh(2), 0, [{ k: 'palace', s: 0 }, { k: 'place', s: 0 }])
    expect(targets(palace)).toEqual(['space:chamber:2', 'space:chamber:3', 'space:chamber:4', 'space:chamber:6']) // not the Architect: no tile to cover (A11)
    expect(moveOf(palace, ['space:chamber:3'])).toBe('chamber 3')
    const opt = pending(fresh(2), 0, [{ k: 'opt', s: 0, r: { k: 'karma', n: 2 }, m: 'fame' }, { k: 'place', s: 0 }])
    expect(targets(opt)).toEqual(['accept', 'decline'])
    expect(ask(opt).instruction).toBe('Take the bonus (2 karma), or decline it')
    expect(moveOf(opt, ['decline'])).toBe('no')
  })

  it('R73–R75, R79, A6: goods, markets and done; the terrace one die at a time; the order of effects', () => {
    const grid = emptyGrid()
    grid[4] = 40 * 4 // orange 7: spice 2 + silk 2
    grid[0] = 2 * 4 // blue 5: silk 1
    const s = withP(pending(fresh(2), 0, [{ k: 'market', s: 0, m: 's', n: 4, i: -1, list: [], sum: 0 }, { k: 'place', s: 0 }]), 0, { grid })
    expect(targets(s)).toEqual(['goods:silk', 'goods:spice'])
    const silk = play(s, 'good 0')
    expect(targets(silk)).toEqual(['market:0:0:0', 'market:0:4:1', 'done'])
    expect(moveOf(silk, ['market:0:4:1'])).toBe('market 4 1')
    const terrace = withP(pending(fresh(2), 0, [{ k: 'terrace', s: 0, list: [1] }, { k: 'place', s: 0 }]), 0, { dice: [die(BLUE, 1), die(BLUE, 2), die(BLUE, 3)] })
    expect(targets(terrace)).toEqual(['die:0:0', 'die:0:2', 'done'])
    expect(elements(terrace)['die:0:1']).toEqual({ colour: 'blue', value: 2, reroll: true })
    const groups: Task[][] = [[{ k: 'money', s: 0, n: 3 }], [{ k: 'fame', s: 0, n: 2 }]]
    const order = pending(fresh(2), 0, [{ k: 'order', s: 0, groups }, { k: 'place', s: 0 }])
    expect(ask(order).targets.map((t) => [t.element, t.label])).toEqual([['effect:1', 'resolve first: 3 money'], ['effect:2', 'resolve first: 2 fame']])
    expect(moveOf(order, ['effect:2'])).toBe('order 1')
  })

  it('R136, R141: a Navaratna income tile from the display, then a free border space of its colour; any of two alike tiles picks it', () => {
    const s0 = rajas.setup({ players: 2, variant: { navaratna: true } }, 'nav')
    if (E.isLeft(s0)) throw new Error(s0.left.message)
    let s = s0.right
    while (rajas.actors(s)[0] === CHANCE) s = E.isRight(resolveChance(rajas, s)) ? (resolveChance(rajas, s) as E.Right<{ state: RajasState }>).right.state : s
    expect(s.tasks[0]).toMatchObject({ k: 'inc', m: 'setup' })
    const seat = s.tasks[0]?.s ?? 0
    expect(targets(s, [], seat)).toEqual([`income:${seat}:9`, `income:${seat}:11`]) // R136: the two brown spaces
    const dancer = pending(s, seat, [{ k: 'inc', s: seat, m: 'dancer' }, { k: 'place', s: seat }])
    // White tiles 0 and 1 are alike (1 die of any colour): the rules list tile 0; a click on tile 1 picks it too.
    expect(legal(dancer)).toContain('income 0 0')
    expect(legal(dancer)).not.toContain('income 1 0')
    expect(moveOf(dancer, ['income-tile:1', `income:${seat}:0`], seat)).toBe('income 0 0')
    expect(moveOf(dancer, ['income-tile:0', `income:${seat}:0`], seat)).toBe('income 0 0')
    expect(moveOf(dancer, ['decline'], seat)).toBe('no')
  })

  it('A2, A4: pass is a button; under karmaTiming anyTimeInTurn a flip is the karma cube, a die, then flip (or pay)', () => {
    const pass = turnOf(fresh(2, { allowPass: true }), 0)
    expect(targets(pass)).toContain('pass')
    expect(moveOf(pass, ['pass'])).toBe('stop')
    const any = play(turnOf(withP(fresh(2, { karmaTiming: 'anyTimeInTurn' }), 0, { dice: [die(BLUE, 5), die(ORANGE, 2)], karma: 2 }), 0), `space ${TWO.port[0]}`)
    expect(legal(any)).toEqual(['pay 0 flip', 'pay 1', 'flip 0', 'flip 1'])
    expect(targets(any, ['karma:0'])).toEqual(['die:0:0', 'die:0:1'])
    expect(targets(any, ['karma:0', 'die:0:0'])).toEqual(['pay', 'flip'])
    expect(moveOf(any, ['karma:0', 'die:0:0', 'pay'])).toBe('pay 0 flip')
    expect(moveOf(any, ['karma:0', 'die:0:0', 'flip'])).toBe('flip 0')
    expect(moveOf(any, ['karma:0', 'die:0:1'])).toBe('flip 1') // the only move left: named at once
    expect(ask(any).instruction).toMatch(/or flip a die: your karma cube, then the die/)
  })
})

describe('rajas why (issue 27): an illegal click answered with the rule', () => {
  const place = (patch = {}, players: 2 | 3 | 4 = 2) => turnOf(withP(fresh(players), 0, { money: 5, dice: [die(BLUE, 2)], karma: 0, ...patch }), 0)

  it('action spaces: occupied (R31), out of order (R32), too dear (R34), no die (R78, R89), covered (R7), one different-goods space (R76)', () => {
    const s = { ...place(), spaces: place().spaces.map((x, j) => (j === TWO.chamber(2) ? 1 : x)) }
    expect(why(s, 'space:chamber:2')).toEqual(['this space already holds a worker of seat 1', 'R31'])
    expect(why(s, 'space:quarry:3')).toEqual(['quarry spaces are taken in order: the first free one is quarry space 1', 'R32'])
    expect(why(place({ money: 0 }), 'space:port:2')[1]).toBe('R32')
    const dear = { ...place({ money: 1 }), spaces: place().spaces.map((x, j) => (j === TWO.port[0] || j === TWO.port[1] ? 1 : x)) }
    expect(why(dear, 'space:port:3')).toEqual(['this space costs 2 money and you have 1 money', 'R34'])
    expect(why(place(), 'space:chamber:4')).toEqual(['this chamber takes a die showing 4 (or 3 and 1 karma) and you have none', 'R78'])
    expect(why(place({ dice: [die(BLUE, 5)] }), 'space:port:1')[1]).toBe('R89')
    expect(why(place({}, 3), 'space:quarry:6')).toEqual(['this space is covered in a 3-player game', 'R7'])
    const various = { ...place({ various: true }, 3), spaces: place({}, 3).spaces.map((x, j) => (j === FOUR.various[0] ? 0 : x)) }
    expect(why(various, 'space:different-goods:2')).toEqual(['you already used a different-goods space this round', 'R76'])
  })

  it('the quarry: a tile its dice cannot pay (R50), a stack used up (R53), a tile not on a stack (R49)', () => {
    let s = setTop(setTop(place({ dice: [die(ORANGE, 4), die(ORANGE, 5)] }), ORANGE_OX, ORANGE9), BLUE_OX, 6)
    s = play(s, 'space 0')
    expect(why(s, 'tile:6')).toEqual(['your blue dice cannot pay 7, even with karma', 'R50'])
    expect(why(s, 'stack:blue:ox')[1]).toBe('R50')
    // Stack 0 used up: its tiles are in seat 1's province (a view must hold every tile somewhere, R10).
    const gone = [...(s.stacks[0] ?? []), ...((s.tops[0] ?? -1) >= 0 ? [s.tops[0] ?? -1] : [])]
    const cells = [0, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
    const theirs = emptyGrid().map((x, cell) => (cells.indexOf(cell) >= 0 && cells.indexOf(cell) < gone.length ? (gone[cells.indexOf(cell)] ?? 0) * 4 : x))
    const empty = withP({ ...s, tops: s.tops.map((x, i) => (i === 0 ? -1 : x)), stacks: s.stacks.map((x, i) => (i === 0 ? [] : x)) }, 1, { grid: theirs })
    expect(why(empty, 'stack:blue:snake')).toEqual(['this stack is used up', 'R53'])
    const grid = emptyGrid()
    grid[4] = ORANGE4 * 4
    expect(why(withP(s, 0, { grid }), `tile:${ORANGE4}`)).toEqual(['tiles are taken from the top of the stacks', 'R49'])
  })

  it('the province: the residence (R54), a taken cell (R55), a cell or a rotation no road reaches (R55)', () => {
    const grid = emptyGrid()
    grid[4] = ORANGE9 * 4
    // a straight N–S tile (blue 3, roads 5) to place
    const s = withP(pending(fresh(2), 0, [{ k: 'put', s: 0, tile: 0, cell: -1 }, { k: 'place', s: 0 }]), 0, { grid })
    expect(why(s, 'cell:0:1')).toEqual(['the residence is not a tile space', 'R54'])
    expect(why(s, 'cell:0:4')).toEqual(['this cell already holds a tile', 'R55'])
    expect(why(s, 'cell:0:9')).toEqual(['in no rotation would a road of the tile meet a road connected to your residence', 'R55'])
    expect(targets(s, ['cell:0:0'])).toEqual(['rotation:90', 'rotation:270']) // E–W: meets the residence's west exit
    expect(why(s, 'rotation:0', ['cell:0:0'])).toEqual(['turned this way, no road of the tile meets a road connected to your residence', 'R55'])
  })

  it('the architect: a cell without a tile, or one covered before (R86); a top tile not dearer (R86); a rotation that breaks a connection (R86)', () => {
    const grid = emptyGrid()
    grid[4] = ORANGE9 * 4 // the junction under the residence
    grid[7] = 0 * 4 // a straight N–S below it, connected through the junction
    const under = emptyGrid()
    under[7] = 3
    let s = setTop(turnOf(withP(fresh(2), 0, { grid, under, dice: [die(GREEN, 5), die(BLUE, 6), die(BLUE, 6)], karma: 0 }), 0), BLUE_OX, 6)
    s = play(s, `space ${TWO.chamber(5)}`, 'pay 0')
    expect(why(s, 'cell:0:0')).toEqual(['there is no tile on this cell to cover', 'R86'])
    expect(why(s, 'cell:0:7')).toEqual(['this cell has already been built over once', 'R86'])
    const buy = pending(s, 0, [{ k: 'buy', s: 0, cell: 4 }, { k: 'place', s: 0 }])
    expect(why(buy, 'tile:6')).toEqual(['this tile costs 7, not more than the tile it would cover (9)', 'R86'])
    // Covering the junction with a straight tile: only N–S keeps the tile below connected.
    const put = pending(s, 0, [{ k: 'put', s: 0, tile: 4, cell: 4 }, { k: 'place', s: 0 }]) // blue 3, straight N–S
    expect(targets(put)).toEqual(['rotation:0', 'rotation:180'])
    expect(why(put, 'rotation:90')).toEqual(['in no rotation would every tile of your province stay connected to the residence', 'R86'])
  })

  it('dice and karma: the wrong colour (R50, R81), the wrong value (R78, R89), karma only when paying (R45) and not without karma (R44)', () => {
    const balcony = play(place({ dice: [die(BLUE, 2), die(ORANGE, 3)] }), `space ${TWO.balcony.blue}`)
    expect(why(balcony, 'die:0:1')).toEqual(['this payment takes blue dice', 'R81'])
    const port = play(place({ dice: [die(BLUE, 2), die(ORANGE, 6)] }), `space ${TWO.port[0]}`)
    expect(why(port, 'die:0:1')).toEqual(['the river action takes a die showing 1, 2 or 3; this one would show 6', 'R89'])
    expect(why(port, 'karma:0')).toEqual(['flipping a die costs 1 karma and you have none', 'R44'])
    const chamber = play(place({ dice: [die(BLUE, 3), die(ORANGE, 4)], karma: 1 }), `space ${TWO.chamber(3)}`)
    expect(why(chamber, 'die:0:1')).toEqual(['this chamber takes a die showing 3; this one would show 4', 'R78'])
    expect(targets(chamber, ['karma:0'])).toEqual(['die:0:1'])
    expect(why(chamber, 'die:0:0', ['karma:0'])).toEqual(['this chamber takes a die showing 3; this one would show 4', 'R78'])
    expect(why(place({ karma: 2 }), 'karma:0')).toEqual(['karma flips a die only as you pay it', 'R45'])
  })

  it('the river: a space behind the boat (R90), beyond the die (R90), held by another boat (R91)', () => {
    const s = withP(withP(pending(fresh(2), 0, [{ k: 'river', s: 0, n: 2 }, { k: 'place', s: 0 }]), 0, { boat: 3 }), 1, { boat: 4 })
    expect(why(s, 'river:2')).toEqual(['the boat only moves forward', 'R90'])
    expect(why(s, 'river:4')).toEqual(['the boat of seat 1 is there: an occupied space is skipped', 'R91'])
    expect(why(s, 'river:7')).toEqual(['your die moves the boat 1 to 2 unoccupied spaces', 'R90'])
  })

  it('rewards and choices: the Grand Mogul (R100), a full building type (R68), a full statue (R40), an empty supply (R41), markets (R74, R75), a die chosen twice (R79), an income space (R140, R141)', () => {
    expect(why(pending(fresh(2), 0, [{ k: 'palace', s: 0 }, { k: 'place', s: 0 }]), 'space:chamber:1')).toEqual(['the Grand Mogul cannot be chosen as a free palace action', 'R100'])
    expect(why(withP(pending(fresh(2), 0, [{ k: 'upgrade', s: 0 }, { k: 'place', s: 0 }]), 0, { levels: [4, 2, 2, 2] }), 'upgrade:0:temple')).toEqual(['this building type is at its highest level (4)', 'R68'])
    const gain = pending(fresh(2), 0, [{ k: 'gain', s: 0, n: 2, c: -1 }, { k: 'place', s: 0 }])
    expect(why(withP(gain, 0, { dice: Array.from({ length: 9 }, () => die(BLUE, 3)) }), 'supply:blue')).toEqual(['your Kali statue cannot hold all the new dice: first return a die, or stop', 'R40'])
    expect(why(gain, 'die:0:0')).toEqual(['dice are returned only to make room on a full Kali statue', 'R40'])
    // All 12 blue dice on the statues (R2): none left in the supply.
    const noBlue = withP(withP(gain, 1, { dice: Array.from({ length: 10 }, () => die(BLUE, 3)) }), 0, { dice: [die(BLUE, 2), die(BLUE, 5)] })
    expect(consistent(noBlue).supply[BLUE]).toBe(0)
    expect(why(noBlue, 'supply:blue')).toEqual(['no blue die is left in the supply', 'R41'])
    const grid = emptyGrid()
    grid[4] = 40 * 4 // spice 2 + silk 2
    grid[0] = 2 * 4 // silk 1
    const various = withP(pending(fresh(2), 0, [{ k: 'market', s: 0, m: 'v', n: 3, i: -1, list: [9], sum: 2 }, { k: 'place', s: 0 }]), 0, { grid })
    expect(why(various, 'market:0:0:0')).toEqual(['you already score a silk market: at most one of each goods', 'R74'])
    expect(why(various, 'market:0:4:1')).toEqual(['this market is already scored', 'R74'])
    const same = withP(pending(fresh(2), 0, [{ k: 'market', s: 0, m: 's', n: 3, i: 0, list: [], sum: 0 }, { k: 'place', s: 0 }]), 0, { grid })
    expect(why(same, 'market:0:4:0')).toEqual(['only silk markets are scored now', 'R75'])
    expect(why({ ...same, tasks: [{ k: 'market', s: 0, m: 's', n: 3, i: -1, list: [], sum: 0 }, { k: 'place', s: 0 }] }, 'goods:tea')).toEqual(['you have no tea market', 'R75'])
    const terrace = withP(pending(fresh(2), 0, [{ k: 'terrace', s: 0, list: [0] }, { k: 'place', s: 0 }]), 0, { dice: [die(BLUE, 1), die(BLUE, 2)] })
    expect(why(terrace, 'die:0:0')).toEqual(['this die is already chosen for re-rolling', 'R79'])
  })

  it('Navaratna income spaces: one already holding a tile (R140), one of another colour (R141)', () => {
    const s0 = rajas.setup({ players: 2, variant: { navaratna: true } }, 'nav')
    if (E.isLeft(s0)) throw new Error(s0.left.message)
    const slots = Array.from({ length: 13 }, (_, j) => (j === 0 ? 29 : -1))
    const s = withP(pending(s0.right, 0, [{ k: 'inc', s: 0, m: 'dancer' }, { k: 'place', s: 0 }]), 0, { slots, board: 'navaratna', kali: 'back' })
    const t = { ...s, display: (s.display ?? []).filter((x) => x !== 29) }
    expect(why(t, 'income:0:0', ['income-tile:2'])).toEqual(['this border space already holds an income tile', 'R140'])
    expect(why(t, 'income:0:1', ['income-tile:2'])).toEqual(['this border space takes yellow income tiles, not white', 'R141'])
  })

  it("gives the core's answer for an element that is not part of the decision, and for a seat that is not deciding", () => {
    const s = place()
    const w = rajas.why(view(s), 0, 'die:1:0', [])
    expect(E.isRight(w) && w.right.rule === undefined && /not part of this decision: Place a worker/.test(w.right.reason ?? '')).toBe(true)
    const other = rajas.why(view(s, 1), 1, 'space:terrace:1', [])
    expect(E.isRight(other) && /seat 1 is not deciding now: Waiting for seat 0: placing a worker/.test(other.right.reason ?? '')).toBe(true)
  })
})

describe('rajas forced decisions (issue 27)', () => {
  it('a decision with one legal move is forced and names its move before any click; in random games about one decision in eight is', () => {
    let decisions = 0
    let forced = 0
    for (const [g, config] of [{ players: 2 as const }, { players: 3 as const, variant: { navaratna: true, ganga: true } }, { players: 4 as const }].entries()) {
      const started = rajas.setup(config, `forced-${g}`)
      if (E.isLeft(started)) throw new Error(started.left.message)
      let s = started.right
      let x = g + 1
      const rand = (): number => ((x = (x * 1103515245 + 12345) % 2 ** 31), x / 2 ** 31)
      for (let step = 0; step < rajas.limits.maxSteps && rajas.actors(s).length > 0; step++) {
        const actor = rajas.actors(s)[0] ?? CHANCE
        if (actor === CHANCE) {
          const r = resolveChance(rajas, s)
          if (E.isLeft(r)) throw new Error(r.left.message)
          s = r.right.state
          continue
        }
        const moves = rajas.legalMoves(s, actor)
        const p = ask(s, [], actor)
        decisions++
        expect(p.forced).toBe(moves.length === 1)
        if (p.forced) {
          forced++
          expect(canonicalJson(p.move)).toBe(canonicalJson(moves[0])) // played by itself, with no click
        }
        const next = rajas.apply(s, actor, moves[Math.floor(rand() * moves.length)] as RajasMove)
        if (E.isLeft(next)) throw new Error(next.left.message)
        s = next.right
      }
    }
    expect(decisions).toBeGreaterThan(1000)
    expect(forced / decisions).toBeGreaterThan(0.05)
    expect(forced / decisions).toBeLessThan(0.25)
  })
})

describe('rajas changes (issue 27): what a seat saw change', () => {
  it('a die shown: a roll puts a new die on the Kali statue; who acted is nobody (chance)', () => {
    const s = pending(fresh(2), 0, [{ k: 'roll', s: 0, c: GREEN }, { k: 'place', s: 0 }])
    const after = play(s, 'roll 5')
    const c = changes(s, after, 1)
    const n = s.p[0]?.dice.length ?? 0
    expect(c).toContainEqual({ kind: 'element', element: `die:0:${n}`, after: { colour: 'green', value: 5 } })
    expect(c).toContainEqual({ kind: 'element', element: 'supply:green', before: { dice: 10 }, after: { dice: 9 } })
    expect(c.some((x) => x.kind === 'acted')).toBe(false)
  })

  it('who moved, the worker placed, the money paid and the score: a quarry placement by seat 1 as seat 0 sees it', () => {
    const s = turnOf(withP(fresh(2), 1, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 1)
    const after = play(setTop(s, ORANGE_OX, ORANGE9), 'space 0')
    const c = changes(setTop(s, ORANGE_OX, ORANGE9), after, 0)
    expect(c[0]).toEqual({ kind: 'acted', seat: 1 })
    expect(c).toContainEqual({ kind: 'element', element: 'space:quarry:1', before: { free: true }, after: { worker: 1 } })
    expect(c).toContainEqual({ kind: 'element', element: 'money:1', before: { position: 5 }, after: { position: 4 } })
    expect(c.find((x) => x.kind === 'score')).toMatchObject({ kind: 'score', seat: 1 })
  })

  it('a tile moved: from its stack to the seat, then onto a cell; the fame it scores is a score change', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0), ORANGE_OX, ORANGE9)
    s = play(s, 'space 0')
    const bought = play(s, `stack ${ORANGE_OX}`)
    expect(changes(s, bought)).toContainEqual({ kind: 'element', element: `tile:${ORANGE9}`, before: { at: 'stack:orange:ox' }, after: { at: 'seat:0' } })
    const paid = play(firstChance(bought), 'pay 0', 'pay 0')
    const placed = play(paid, 'put 4 0')
    const c = changes(paid, placed)
    expect(c).toContainEqual({ kind: 'acted', seat: 0 })
    expect(c).toContainEqual({ kind: 'element', element: `tile:${ORANGE9}`, before: { at: 'seat:0' }, after: { at: 'cell:0:4', rotation: 0 } })
    expect(c).toContainEqual({ kind: 'element', element: 'cell:0:4', before: { empty: true }, after: { tile: ORANGE9 } })
    expect(c).toContainEqual({ kind: 'element', element: 'fame:0', before: { position: 0 }, after: { position: 4 } }) // R60: temple 2 + mill 2
    expect(c.find((x) => x.kind === 'score')).toMatchObject({ seat: 0, delta: 4 })
  })

  it('two equal views change nothing', () => {
    const s = fresh(3)
    expect(changes(s, s)).toEqual([])
  })
})

describe('rajas interaction is per seat and from the view alone (issue 27)', () => {
  it('prompt, elements and changes are the same on view(resampleHidden(state)) (only the generator is hidden)', () => {
    let s = setTop(turnOf(withP(fresh(2), 0, { money: 5, dice: [die(ORANGE, 4), die(ORANGE, 5)], karma: 0 }), 0), ORANGE_OX, ORANGE9)
    const before = s
    s = play(s, 'space 0')
    for (const seat of [0, 1]) {
      const r = resampleHidden(s, seat, () => 0.37)
      expect(canonicalJson(view(r, seat))).toBe(canonicalJson(view(s, seat)))
      expect(canonicalJson(rajas.prompt(view(r, seat), seat, []))).toBe(canonicalJson(rajas.prompt(view(s, seat), seat, [])))
      expect(canonicalJson(rajas.changes(view(before, seat), view(r, seat), seat))).toBe(canonicalJson(rajas.changes(view(before, seat), view(s, seat), seat)))
    }
  })
})

describe('rajas prompt on bad input (issue 27)', () => {
  const s = turnOf(withP(fresh(2), 0, { money: 5, dice: [die(BLUE, 2)] }), 0)

  it('a pick not offered is refused with the reason and the rule; an unknown element with the nearest id', () => {
    const p = rajas.prompt(view(s), 0, ['space:chamber:4'])
    expect(E.isLeft(p) && p.left.code === 'BAD_PICK' && p.left.rule === 'R78' && /"space:chamber:4" cannot be picked: this chamber takes a die showing 4/.test(p.left.message)).toBe(true)
    const q = rajas.prompt(view(s), 0, ['space:quary:1'])
    expect(E.isLeft(q) && /has no element "space:quary:1" \(did you mean "space:quarry:1"\?\)/.test(q.left.message)).toBe(true)
  })

  it('a seat that is not deciding gets no targets, and its picks are refused', () => {
    expect(ask(s, [], 1)).toEqual({ targets: [], forced: false, instruction: 'Waiting for seat 0: placing a worker' })
    const p = rajas.prompt(view(s, 1), 1, ['space:terrace:1'])
    expect(E.isLeft(p) && p.left.code === 'NOT_YOUR_TURN').toBe(true)
  })

  it('a hostile view or hostile picks are values, not throws', () => {
    expect(E.isLeft(rajas.prompt(null as never, 0, []))).toBe(true)
    expect(E.isLeft(rajas.prompt({ scores: [] } as never, 0, []))).toBe(true)
    expect(E.isLeft(rajas.prompt(view(s), 0, [42 as never]))).toBe(true)
    expect(E.isLeft(rajas.why(view(s), 0, 'x'.repeat(100)))).toBe(true)
    expect(E.isLeft(rajas.changes(view(s), { scores: [] } as never, 0))).toBe(true)
  })

  it('the game over: nobody decides', () => {
    const over: RajasState = { ...s, phase: 'over', tasks: [], reason: 'test' }
    expect(ask(over)).toEqual({ targets: [], forced: false, instruction: 'The game is over' })
  })
})
