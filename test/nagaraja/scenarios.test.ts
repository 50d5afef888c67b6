import { describe, expect, it } from 'vitest'
import { CHANCE } from '../../src/core/index.js'
import { nagaraja, score, componentsOf, type NagarajaMove, type NagarajaState } from '../../src/games/nagaraja/index.js'
import { fateTotal, hasNaga } from '../../src/games/nagaraja/rules/clash.js'
import { scenarios, cardIx, CLAIRE, MARIANNE } from '../../scripts/scenarios/nagaraja.js'
import { amuletKind, relicKind, roomKind } from './helpers.js'

const scenario = (name: string) => {
  const sc = scenarios.find((x) => x.name === name)
  if (sc === undefined) throw new Error(`no scenario ${name}`)
  return sc
}

/** Replays a scenario from setup; returns the state after every step (index 0: after setup). */
const replay = (name: string): NagarajaState[] => {
  const sc = scenario(name)
  const s0 = nagaraja.setup(sc.config as { players: number }, sc.seed)
  if (s0._tag === 'Left') throw new Error(s0.left.message)
  const states = [s0.right]
  for (const [i, step] of sc.moves.entries()) {
    const r = nagaraja.apply(states[states.length - 1]!, step.actor, step.move as NagarajaMove)
    if (r._tag === 'Left') throw new Error(`${name} step ${i}: ${r.left.message}`)
    states.push(r.right)
  }
  return states
}

/** The state just after the first step matching `pred` (searching from `from`). */
const after = (name: string, states: NagarajaState[], pred: (m: NagarajaMove, actor: unknown) => boolean, from = 0): [NagarajaState, number] => {
  const moves = scenario(name).moves
  for (let i = from; i < moves.length; i++) if (pred(moves[i]!.move as NagarajaMove, moves[i]!.actor)) return [states[i + 1]!, i + 1]
  throw new Error('no such step')
}

const colours = (s: NagarajaState, seat: number) => s.players[seat]!.sticks.map((x) => componentsOf(s).sticks[x.k]!.colour)
const sortNum = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)

describe('Nagaraja scenario vectors', () => {
  it('has the three scenarios, each well under 150 steps', () => {
    expect(scenarios.map((s) => s.name)).toEqual(['nx2-nx5-first-round', 'nx4-relic-option', 'nx1-select-and-activate'])
    for (const s of scenarios) expect(s.moves.length).toBeLessThan(150)
  })

  it('nx2-nx5-first-round: setup, NX2 throws, NX3 clash, NX4 amulet option, NX5 renewal', () => {
    const name = 'nx2-nx5-first-round'
    const st = replay(name)
    // setup: Claire is the guide, 5 cards each, the corner-crypt carries an amulet
    const [call] = after(name, st, (m) => m.t === 'room')
    expect(call.guide).toBe(CLAIRE)
    expect(call.players.map((p) => p.hand.length)).toEqual([5, 5])
    expect(call.room).toEqual({ k: roomKind('corner-crypt'), r: 0, a: true })
    expect(call.phase).toEqual({ p: 'call', seat: CLAIRE, picks: [] })
    // NX2: after the last throw
    const [nx2, i2] = after(name, st, (m, a) => m.t === 'lay' && a === MARIANNE)
    const thrown = st[i2 + 8]!
    expect(nx2.players[MARIANNE]!.laid).toEqual(sortNum([cardIx('ST04'), cardIx('ST06')]))
    expect(colours(thrown, CLAIRE)).toEqual(['white', 'white', 'white'])
    expect(colours(thrown, MARIANNE)).toEqual(['brown', 'brown', 'brown', 'white', 'green'])
    expect([fateTotal(thrown, CLAIRE), fateTotal(thrown, MARIANNE)]).toEqual([5, 11])
    expect([hasNaga(thrown, CLAIRE), hasNaga(thrown, MARIANNE)]).toEqual([true, true])
    expect(thrown.phase).toEqual({ p: 'clash', turn: CLAIRE, passes: 0 })
    // NX3: Claire's Naga stick showed 0 fate; Marianne's two brown sticks showed 7
    const [picked] = after(name, st, (m) => m.t === 'pickStick' && m.stick === 1)
    expect([fateTotal(picked, CLAIRE), fateTotal(picked, MARIANNE)]).toEqual([5, 4])
    const [passed] = after(name, st, (m, a) => m.t === 'pass' && a === MARIANNE)
    expect(nagaraja.legalMoves(passed, CLAIRE)).toEqual([{ t: 'pass' }])
    const [awarded] = after(name, st, (m, a) => m.t === 'pass' && a === CLAIRE)
    expect(awarded.winner).toBe(CLAIRE)
    expect(awarded.phase).toEqual({ p: 'place', seat: CLAIRE })
    expect(sortNum(awarded.discard)).toEqual(sortNum(['RE01', 'ST11', 'ST04', 'ST06'].map(cardIx)))
    // NX4 option 2: the amulet (2 VP) is taken, no relic revealed
    const [nx4] = after(name, st, (m) => m.t === 'amulet')
    expect(nx4.players[CLAIRE]!.amulets).toEqual([amuletKind('vp2')])
    expect(nx4.temples[CLAIRE]!.up.every((u) => !u)).toBe(true)
    expect([score(nx4, CLAIRE), score(nx4, MARIANNE)]).toEqual([2, 0])
    expect(nagaraja.view(nx4, MARIANNE).amulets[CLAIRE]).toBeNull()
    // NX5: Marianne guide, draws 3, keeps 2, gives 1; a new round starts
    expect(nx4.guide).toBe(MARIANNE)
    const [gave] = after(name, st, (m) => m.t === 'give')
    expect(gave.players[CLAIRE]!.hand).toEqual(sortNum(['CA05', 'RO10', 'CA01', 'RO04'].map(cardIx)))
    expect(gave.players[MARIANNE]!.hand).toEqual(sortNum(['RO01', 'RE07', 'CA10', 'RE02', 'CA06'].map(cardIx)))
    const end = st[st.length - 1]!
    expect(end.round).toBe(1)
    expect(end.room).toEqual({ k: roomKind('straight'), r: 0, a: false })
    expect(end.phase).toEqual({ p: 'call', seat: MARIANNE, picks: [] })
    expect(end.end).toBeNull()
    expect(nagaraja.actors(end)).toEqual([MARIANNE])
  })

  it('nx4-relic-option: the other orientation reveals the leftmost relic and leaves the amulet', () => {
    const name = 'nx4-relic-option'
    const st = replay(name)
    const [placed] = after(name, st, (m) => m.t === 'place')
    expect(placed.temples[CLAIRE]!.up[5]).toBe(true)
    expect(placed.temples[CLAIRE]!.up.filter((u) => u)).toHaveLength(1)
    expect(nagaraja.actors(placed)).toEqual([CHANCE])
    const [revealed] = after(name, st, (m) => m.t === 'relic')
    expect(revealed.temples[CLAIRE]!.relic[5]).toBe(relicKind(false, 4))
    expect([score(revealed, CLAIRE), score(revealed, MARIANNE)]).toEqual([4, 0])
    expect(revealed.temples[CLAIRE]!.cells[6]!.a).toBe(true)
    expect(revealed.players[CLAIRE]!.amulets).toEqual([])
    const end = st[st.length - 1]!
    expect(end.phase).toEqual({ p: 'call', seat: MARIANNE, picks: [] })
    expect(score(end, CLAIRE)).toBe(4)
  })

  it('nx1-select-and-activate: RE10 ACTIVATED swaps 2 opponent relics; SELECTED it throws 1 white + 3 green; discarded both times', () => {
    const name = 'nx1-select-and-activate'
    const st = replay(name)
    const re10 = cardIx('RE10')
    // round 1: ACTIVATED, it swaps two of Marianne's relics
    const [act] = after(name, st, (m) => m.t === 'activate')
    expect(act.players[CLAIRE]!.played).toEqual([re10])
    expect(nagaraja.legalMoves(act, CLAIRE).every((m) => m.t !== 'swapRelics' || m.temple === MARIANNE)).toBe(true)
    expect(nagaraja.legalMoves(act, CLAIRE).some((m) => m.t === 'swapRelics')).toBe(true)
    const [r1] = after(name, st, (m, a) => m.t === 'pass' && a === CLAIRE)
    expect(r1.winner).toBe(CLAIRE)
    expect(sortNum(r1.discard)).toEqual(sortNum(['RO01', 'ST04', 'RE10'].map(cardIx)))
    // round 2: taken back from the discard pile with CA01
    const [took] = after(name, st, (m) => m.t === 'take')
    expect(took.players[CLAIRE]!.hand).toContain(re10)
    expect(took.discard).not.toContain(re10)
    // round 3: SELECTED, it throws exactly 1 white + 3 green and its ability is not applied
    const [, iSel] = after(name, st, (m) => m.t === 'select' && m.card === re10)
    const [laid, iLaid] = after(name, st, (m, a) => m.t === 'lay' && a === MARIANNE, iSel)
    expect(laid.players[CLAIRE]!.laid).toEqual([re10])
    expect(colours(laid, CLAIRE)).toEqual(['white', 'green', 'green', 'green'])
    const end = st[st.length - 1]!
    expect(st.length - 1 - iLaid).toBe(7)
    const lastThrow = st[st.length - 2]!
    expect(fateTotal(lastThrow, CLAIRE)).toBe(6)
    expect([hasNaga(lastThrow, CLAIRE), hasNaga(lastThrow, MARIANNE)]).toEqual([false, false])
    // no Naga: the Clash was skipped (N37); Claire (guide) wins 6 vs 5; RE10 is discarded again
    expect(end.winner).toBe(CLAIRE)
    expect(end.phase).toEqual({ p: 'place', seat: CLAIRE })
    expect(end.discard).toContain(re10)
    expect(end.players[CLAIRE]!.hand).not.toContain(re10)
    expect(end.round).toBe(2)
  })
})
