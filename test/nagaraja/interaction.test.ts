/**
 * Nagaraja on the table (issue 27): element ids, how each move kind is picked, why a click is
 * refused (with the rule id), forced decisions, the change list, and that prompts and change lists
 * depend on the view alone (hidden cards never show through an element id or a fact).
 */
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as E from 'fp-ts/Either'
import { canonicalJson, CHANCE, sampler, type ElementId, type ViewChange } from '../../src/core/index.js'
import { nagaraja, resampleHidden, type NagarajaMove, type NagarajaState, type NagarajaView } from '../../src/games/nagaraja/index.js'
import { NAGARAJA_LIMITS } from '../../src/games/nagaraja/game.js'
import { B, card, chance, G, NAGA_G, NAGA_W, ok, play, room, statesOf, stick, table, W, withRooms } from './helpers.js'

const view = (s: NagarajaState, seat: number): NagarajaView => nagaraja.view(s, seat)
const prompt = (s: NagarajaState, seat: number, picks: readonly ElementId[] = []) => ok(nagaraja.prompt(view(s, seat), seat, picks))
const targets = (s: NagarajaState, seat: number, picks: readonly ElementId[] = []): string[] => prompt(s, seat, picks).targets.map((t) => t.element)
const moveOf = (s: NagarajaState, seat: number, picks: readonly ElementId[]): NagarajaMove | undefined => prompt(s, seat, picks).move
const why = (s: NagarajaState, seat: number, element: ElementId, picks: readonly ElementId[] = []) => ok(nagaraja.why(view(s, seat), seat, element, picks))
const elements = (s: NagarajaState, seat: number) => ok(nagaraja.elements(view(s, seat)))
const c = (id: string): ElementId => `card:${card(id)}`

describe('element ids (docs/games/nagaraja.md, "Elements")', () => {
  const s = table({ hands: [['ST01', 'RE01', 'RO01'], ['CA01', 'CA02']], sticks: [[NAGA_W, stick(B, 1)], [stick(G, 2)]], amulets: [['draw'], ['vp2']] })

  it('names every thing of the table: cards, face-down cards by slot, sticks, spaces, hiding places, entrances, amulets, stacks, buttons', () => {
    const m = elements(s, 0)
    expect(m[c('ST01')]).toEqual({ at: 'hand:0' })
    expect(m['hand:1:slot:0']).toEqual({ at: 'hand:1' })
    expect(m['hand:1:slot:1']).toEqual({ at: 'hand:1' })
    expect(m['hand:1:slot:2']).toBeUndefined()
    expect(m['stick:0:0']).toEqual({ colour: 'white', face: 0, fate: 0, naga: true })
    expect(m['stick:0:1']).toEqual({ colour: 'brown', face: 1, fate: 3, naga: false })
    expect(m['stick:1:0']).toEqual({ colour: 'green', face: 2, fate: 1, naga: false })
    expect(m['temple:0:cell:4']).toEqual({ content: 'empty' })
    expect(m['temple:1:relic:8']).toEqual({ up: false, relic: -1, seen: 0 })
    expect(m['temple:0:entrance:2']).toEqual({})
    expect(m['amulet:0:0']).toEqual({ kind: 2, effect: 'draw', value: 0 })
    expect(m['amulet:1:0']).toEqual({})
    expect(m['trap']).toEqual({ at: 'supply' })
    expect(m['room']).toEqual({ room: room('straight').k, amulet: false })
    expect(m['seat:0']).toEqual({ guide: true, fate: 3, bonus: 0 })
    for (const button of ['lay', 'pass', 'allow', 'rotation:0', 'rotation:3', 'deck', 'discard', 'stack:rooms', 'stack:amulets', 'scroll']) expect(m[button]).toBeDefined()
    for (const e of Object.keys(m)) expect(e).toMatch(/^[a-z0-9-]+(:[a-z0-9-]+)*$/)
  })

  it('a card keeps its id when it moves (hand → activated → discard pile)', () => {
    const activated = play(s, 0, { t: 'activate', stick: 0, card: card('ST01') })
    expect(elements(activated, 0)[c('ST01')]).toEqual({ at: 'played:0' })
    expect(elements(activated, 1)[c('ST01')]).toEqual({ at: 'played:0' })
  })

  it('N16: the opponent’s hand, face-down selection and held amulets show as slots with no face, never as card ids', () => {
    fc.assert(
      fc.property(fc.constantFrom(...statesOf('E1', 3)), fc.constantFrom(0, 1), (st, seat) => {
        const m = elements(st, seat)
        const hidden = [...(st.players[1 - seat]?.hand ?? []), ...(st.phase.p === 'call' && st.phase.seat !== seat ? st.phase.picks : [])]
        for (const h of hidden) expect(m[`card:${h}`]).toBeUndefined()
        const held = st.players[1 - seat]?.amulets.length ?? 0
        for (let i = 0; i < held; i++) expect(st.end === null ? m[`amulet:${1 - seat}:${i}`] : {}).toEqual({})
      }),
      { numRuns: 150 }
    )
  })
})

describe('paths: each move kind is one or two clicks', () => {
  it('Call of Fate (N31–N33): a card selects it; lay closes the selection', () => {
    const s = table({ hands: [['ST01', 'ST05', 'RE01'], ['CA01']], phase: { p: 'call', seat: 0, picks: [] } })
    expect(targets(s, 0)).toEqual([c('ST01'), c('ST05'), c('RE01')])
    expect(moveOf(s, 0, [c('ST05')])).toEqual({ t: 'select', card: card('ST05') })
    const one = play(s, 0, { t: 'select', card: card('ST05') })
    expect(elements(one, 0)[c('ST05')]).toEqual({ at: 'hand:0', selected: true })
    expect(targets(one, 0)).toEqual([c('ST01'), 'lay'])
    expect(moveOf(one, 0, ['lay'])).toEqual({ t: 'lay' })
    // in any order: selecting ST01 first, then ST05, lays the same cards
    const a = play(play(one, 0, { t: 'select', card: card('ST01') }), 0, { t: 'lay' })
    const b = play(play(play(s, 0, { t: 'select', card: card('ST01') }), 0, { t: 'select', card: card('ST05') }), 0, { t: 'lay' })
    expect(a.players[0]?.laid).toEqual(b.players[0]?.laid)
  })

  it('Clash (N39): a card and a Naga stick in either order; with one Naga stick the card alone names the move; pass', () => {
    const s = table({ hands: [['ST01', 'RE01'], []], sticks: [[NAGA_W, stick(B, 0), NAGA_G], [stick(B, 0)]] })
    expect(targets(s, 0).sort()).toEqual([c('RE01'), c('ST01'), 'pass', 'stick:0:0', 'stick:0:2'].sort())
    const want = { t: 'activate', stick: 2, card: card('RE01') }
    expect(moveOf(s, 0, [c('RE01'), 'stick:0:2'])).toEqual(want)
    expect(moveOf(s, 0, ['stick:0:2', c('RE01')])).toEqual(want)
    expect(targets(s, 0, [c('RE01')])).toEqual(['stick:0:0', 'stick:0:2'])
    expect(moveOf(s, 0, ['pass'])).toEqual({ t: 'pass' })
    const single = table({ hands: [['ST01'], []], sticks: [[stick(B, 0), NAGA_W], [stick(B, 0)]] })
    expect(moveOf(single, 0, [c('ST01')])).toEqual({ t: 'activate', stick: 1, card: card('ST01') })
  })

  it('Exploration (N43): a space of one’s temple, then an orientation', () => {
    const s = table({ hands: [[], []], phase: { p: 'place', seat: 0 } })
    expect(targets(s, 0)).toEqual(['temple:0:cell:6', 'temple:0:cell:7', 'temple:0:cell:8'])
    expect(targets(s, 0, ['temple:0:cell:7'])).toEqual(['rotation:0', 'rotation:1', 'rotation:2', 'rotation:3'])
    expect(moveOf(s, 0, ['temple:0:cell:7', 'rotation:3'])).toEqual({ t: 'place', cell: 7, rot: 3 })
  })

  it('Renewal gift (N47): a click on one of the cards drawn', () => {
    const s = table({ hands: [['ST01'], []], phase: { p: 'give', seat: 0, drawn: [card('RE01'), card('RO01'), card('CA01')] } })
    expect(targets(s, 0)).toEqual([c('RE01'), c('RO01'), c('CA01')])
    expect(moveOf(s, 0, [c('RO01')])).toEqual({ t: 'give', card: card('RO01') })
    // the other seat sees three face-down cards drawn by the guide
    expect(Object.keys(elements(s, 1)).filter((e) => e.startsWith('drawn:'))).toEqual(['drawn:0:slot:0', 'drawn:0:slot:1', 'drawn:0:slot:2'])
  })

  it('amulets (N62, N63): the Draw amulet at any decision, the Cancel amulet in the response window, allow', () => {
    const s = table({ hands: [['ST01'], ['RE01']], sticks: [[NAGA_W], []], amulets: [[], ['vp1', 'cancel', 'draw']] })
    const activated = play(s, 0, { t: 'activate', stick: 0, card: card('ST01') })
    expect(targets(activated, 1)).toEqual(['amulet:1:1', 'allow', 'amulet:1:2'])
    expect(moveOf(activated, 1, ['amulet:1:1'])).toEqual({ t: 'cancel' })
    expect(moveOf(activated, 1, ['amulet:1:2'])).toEqual({ t: 'drawAmulet' })
    expect(moveOf(activated, 1, ['allow'])).toEqual({ t: 'allow' })
  })

  it('abilities: sticks, relics, swaps in either order, rotation to a new orientation, room moves, trap, discard pile', () => {
    const ability = (id: string, seat = 0) => ({ p: 'ability' as const, seat, card: card(id), target: -1, picked: [], left: 0 })
    const rooms = withRooms(withRooms(table({ hands: [[], []] }), 0, { 6: room('corner', 1), 7: room('tee') }), 1, { 7: room('cross'), 8: room('straight') })
    // N51: a stick of the opponent
    const discard = { ...table({ sticks: [[], [stick(B, 0), stick(W, 1)]] }), phase: { ...ability('ST11'), target: 1, left: 2 } }
    expect(targets(discard, 0)).toEqual(['stick:1:0', 'stick:1:1'])
    expect(moveOf(discard, 0, ['stick:1:1'])).toEqual({ t: 'pickStick', seat: 1, stick: 1 })
    // N53: two relics of the opponent's temple, either order
    const relics = { ...rooms, phase: ability('RE10') }
    expect(moveOf(relics, 0, ['temple:1:relic:5', 'temple:1:relic:2'])).toEqual({ t: 'swapRelics', temple: 1, a: 2, b: 5 })
    expect(moveOf(relics, 0, ['temple:1:relic:2', 'temple:1:relic:5'])).toEqual({ t: 'swapRelics', temple: 1, a: 2, b: 5 })
    // N54: a room, then one of the three other orientations (NQ13)
    const rotate = { ...rooms, phase: ability('RO01') }
    expect(targets(rotate, 0, ['temple:0:cell:6'])).toEqual(['rotation:2', 'rotation:3', 'rotation:0'])
    expect(moveOf(rotate, 0, ['temple:0:cell:6', 'rotation:0'])).toEqual({ t: 'rotate', temple: 0, cell: 6, by: 3 })
    // N55: one of your rooms, then an empty space
    const move = { ...rooms, phase: ability('RO04') }
    expect(moveOf(move, 0, ['temple:0:cell:7', 'temple:0:cell:0'])).toEqual({ t: 'moveRoom', from: 7, to: 0 })
    // N56: two rooms of one temple, either order
    const swap = { ...rooms, phase: ability('RO07') }
    expect(moveOf(swap, 0, ['temple:1:cell:8', 'temple:1:cell:7'])).toEqual({ t: 'swapRooms', temple: 1, a: 7, b: 8 })
    // N57: an empty space of the opponent's temple
    const trap = { ...rooms, phase: ability('RO10') }
    expect(targets(trap, 0)).toEqual([0, 1, 2, 3, 4, 5, 6].map((i) => `temple:1:cell:${i}`))
    // N58: a card of the discard pile, shown to the taker only
    const take = { ...table({ discard: ['ST01', 'RE01'] }), phase: ability('CA01') }
    expect(targets(take, 0)).toEqual([c('ST01'), c('RE01')])
    expect(elements(take, 1)[c('ST01')]).toBeUndefined()
    // N52: a face-down relic
    const peek = { ...rooms, phase: { ...ability('RE01'), left: 1 } }
    expect(moveOf(peek, 0, ['temple:1:relic:4'])).toEqual({ t: 'pickRelic', temple: 1, place: 4 })
  })

  it('limits.maxPicks is tight: 2 (a placement, an activation, a swap)', () => {
    expect(NAGARAJA_LIMITS.maxPicks).toBe(2)
    const s = table({ hands: [[], []], phase: { p: 'place', seat: 0 } })
    expect(moveOf(s, 0, ['temple:0:cell:7'])).toBeUndefined()
  })
})

describe('why: an illegal click answered with the rule (whyNot)', () => {
  const reason = (r: ReturnType<typeof why>) => ({ pickable: r.pickable, rule: r.rule })

  it('Call of Fate: another symbol (N31), a card already selected (N31), lay before any card (N33)', () => {
    const s = table({ hands: [['ST01', 'ST05', 'RE01'], []], phase: { p: 'call', seat: 0, picks: [] } })
    expect(reason(why(s, 0, 'lay'))).toEqual({ pickable: false, rule: 'N33' })
    const one = play(s, 0, { t: 'select', card: card('ST05') })
    const mixed = why(one, 0, c('RE01'))
    expect(reason(mixed)).toEqual({ pickable: false, rule: 'N31' })
    expect(mixed.reason).toBe('card RE01 shows Relics, but the selected cards show Fate sticks: all must bear the same symbol')
    expect(why(one, 0, c('ST05'))).toEqual({ element: c('ST05'), pickable: false, reason: 'card ST05 is already selected', rule: 'N31' })
    // and a pick that is refused names the rule too
    const r = nagaraja.prompt(view(one, 0), 0, [c('RE01')])
    expect(E.isLeft(r) && [r.left.code, r.left.rule]).toEqual(['BAD_PICK', 'N31'])
  })

  it('Clash: a SELECTED card (N18), a stick with no Naga (N39), no Naga at all (N39), the opponent’s stick (N39), an ability that can do nothing (NQ14)', () => {
    const s = table({ hands: [['ST01', 'CA01'], []], laid: [['RE01'], []], sticks: [[NAGA_W, stick(B, 0)], [NAGA_G]] })
    expect(why(s, 0, c('RE01'))).toEqual({ element: c('RE01'), pickable: false, reason: 'card RE01 was SELECTED this round, so it cannot be ACTIVATED', rule: 'N18' })
    expect(why(s, 0, 'stick:0:1')).toEqual({ element: 'stick:0:1', pickable: false, reason: 'this stick does not show a Naga', rule: 'N39' })
    expect(reason(why(s, 0, 'stick:1:0'))).toEqual({ pickable: false, rule: 'N39' })
    expect(reason(why(s, 0, 'stick:0:1', [c('ST01')]))).toEqual({ pickable: false, rule: 'N39' })
    const none = table({ hands: [['ST01'], []], sticks: [[stick(B, 0)], []] })
    expect(why(none, 0, c('ST01'))).toEqual({ element: c('ST01'), pickable: false, reason: 'none of your sticks shows a Naga', rule: 'N39' })
    const bare = table({ hands: [['ST01'], []], sticks: [[], [NAGA_G]] })
    expect(why(bare, 0, c('ST01'))).toEqual({ element: c('ST01'), pickable: false, reason: 'none of your sticks shows a Naga', rule: 'N39' })
    const strict = table({ hands: [['ST01', 'CA01'], []], sticks: [[NAGA_W], []], config: { players: 2, options: { allowNoEffect: false } } })
    expect(why(strict, 0, c('CA01'))).toEqual({ element: c('CA01'), pickable: false, reason: 'the ability of card CA01 can do nothing now', rule: 'NQ14' })
  })

  it('Exploration: a space holding a room (N43), the trap’s space (N57), a space not reachable (N43), the opponent’s temple (N43)', () => {
    const s = withRooms(table({ hands: [[], []], phase: { p: 'place', seat: 0 } }), 0, { 7: room('tee') }, 6)
    expect(why(s, 0, 'temple:0:cell:7')).toEqual({ element: 'temple:0:cell:7', pickable: false, reason: 'this space already holds a room', rule: 'N43' })
    expect(why(s, 0, 'temple:0:cell:6')).toEqual({ element: 'temple:0:cell:6', pickable: false, reason: 'the trap lies on this space', rule: 'N57' })
    expect(reason(why(s, 0, 'temple:0:cell:0'))).toEqual({ pickable: false, rule: 'N43' })
    expect(why(s, 0, 'temple:1:cell:8')).toEqual({ element: 'temple:1:cell:8', pickable: false, reason: 'the room goes into your own temple', rule: 'N43' })
  })

  it('abilities: arrows (N9), no room (N54), the same orientation (NQ13), the trap’s space (NQ12), swaps within one temple (N53, N56), a face-up relic (N52), own temple for the trap (N57)', () => {
    const ability = (id: string) => ({ p: 'ability' as const, seat: 0, card: card(id), target: -1, picked: [], left: 1 })
    const rooms = withRooms(withRooms(table({ hands: [[], []] }), 0, { 6: room('corner', 1), 7: room('tee') }, 8), 1, { 7: room('cross'), 8: room('straight') })
    expect(reason(why({ ...rooms, phase: ability('RE10') }, 0, 'temple:0:relic:0'))).toEqual({ pickable: false, rule: 'N9' })
    expect(reason(why({ ...rooms, phase: ability('RO01') }, 0, 'temple:0:cell:0'))).toEqual({ pickable: false, rule: 'N54' })
    expect(why({ ...rooms, phase: ability('RO01') }, 0, 'rotation:1', ['temple:0:cell:6'])).toEqual({ element: 'rotation:1', pickable: false, reason: 'a rotation must turn the room by 90°, 180° or 270°', rule: 'NQ13' })
    expect(reason(why({ ...rooms, phase: ability('RO04') }, 0, 'temple:0:cell:8', ['temple:0:cell:7']))).toEqual({ pickable: false, rule: 'NQ12' })
    expect(reason(why({ ...rooms, phase: ability('RO04') }, 0, 'temple:0:cell:6', ['temple:0:cell:7']))).toEqual({ pickable: false, rule: 'N55' })
    expect(reason(why({ ...rooms, phase: ability('RO04') }, 0, 'temple:1:cell:7'))).toEqual({ pickable: false, rule: 'N55' })
    expect(reason(why({ ...rooms, phase: ability('RO07') }, 0, 'temple:1:cell:7', ['temple:0:cell:6']))).toEqual({ pickable: false, rule: 'N56' })
    expect(reason(why({ ...rooms, phase: ability('RO07') }, 0, 'temple:0:cell:0'))).toEqual({ pickable: false, rule: 'N56' })
    expect(reason(why({ ...rooms, phase: ability('RE07') }, 0, 'temple:1:relic:0', ['temple:0:relic:1']))).toEqual({ pickable: false, rule: 'N53' })
    expect(reason(why({ ...rooms, phase: ability('RO10') }, 0, 'temple:0:cell:0'))).toEqual({ pickable: false, rule: 'N57' })
    expect(reason(why({ ...rooms, phase: ability('RO10') }, 0, 'temple:1:cell:7'))).toEqual({ pickable: false, rule: 'N57' })
    const up = { ...rooms, temples: rooms.temples.map((t, i) => (i === 1 ? { ...t, up: t.up.map((_, j) => j === 3), relic: t.relic.map((k, j) => (j === 3 ? 0 : k)), pool: t.pool.map((n, k) => (k === 0 ? n - 1 : n)) } : t)) }
    expect(why({ ...up, phase: ability('RE01') }, 0, 'temple:1:relic:3')).toEqual({ element: 'temple:1:relic:3', pickable: false, reason: 'this relic is face-up; only face-down relics can be looked at', rule: 'N52' })
  })

  it('Renewal: a card of the hand is not one of the cards drawn (N47); amulets: a VP amulet only scores (N61), a Cancel amulet waits for its window (N63)', () => {
    const s = table({ hands: [['ST01'], []], amulets: [['vp1', 'cancel'], []], phase: { p: 'give', seat: 0, drawn: [card('RE01'), card('RO01'), card('CA01')] } })
    expect(reason(why(s, 0, c('ST01')))).toEqual({ pickable: false, rule: 'N47' })
    expect(reason(why(s, 0, 'amulet:0:0'))).toEqual({ pickable: false, rule: 'N61' })
    expect(reason(why(s, 0, 'amulet:0:1'))).toEqual({ pickable: false, rule: 'N63' })
  })

  it('a seat that is not deciding gets a reason and no rule; unknown elements are refused', () => {
    const s = table({ hands: [['ST01'], ['RE01']], sticks: [[NAGA_W], []] })
    expect(why(s, 1, c('RE01')).reason).toMatch(/^seat 1 is not deciding now: Seat 0 is taking a Clash turn/)
    const r = nagaraja.why(view(s, 0), 0, 'temple:0:cel:1')
    expect(E.isLeft(r) && r.left.message).toMatch(/did you mean "temple:0:cell:1"/)
  })
})

describe('forced decisions play themselves', () => {
  it('a forced decision names its move with no pick and is flagged; over random games the share is counted', () => {
    let decisions = 0
    let forced = 0
    for (const seed of ['F1', 'F2', 'F3']) {
      for (const s of statesOf(seed, 1)) {
        const actor = nagaraja.actors(s)[0]
        if (actor === undefined || actor === CHANCE) continue
        decisions++
        const p = prompt(s, actor)
        const legal = nagaraja.legalMoves(s, actor)
        expect(p.forced).toBe(legal.length === 1)
        if (!p.forced) continue
        forced++
        expect(canonicalJson(p.move)).toBe(canonicalJson(legal[0]))
      }
    }
    // Random games: about a third of the seat decisions are forced (a Clash turn with no Naga, an
    // answer with no Cancel amulet, a last card of one symbol…).
    expect(forced / decisions).toBeGreaterThan(0.2)
    expect(forced / decisions).toBeLessThan(0.6)
  })
})

describe('changes: what a seat saw change', () => {
  const kinds = (cs: readonly ViewChange[]) => cs.map((x) => (x.kind === 'element' ? `${x.element}` : x.kind === 'acted' ? `acted ${x.seat}` : `score ${x.seat} ${x.delta}`))

  it('an activation: who moved, the card moved from hand to the activated row, the Naga stick gone', () => {
    const s = table({ hands: [['ST01'], ['RE01']], sticks: [[NAGA_W, stick(B, 1)], [stick(B, 0)]] })
    const after = play(s, 0, { t: 'activate', stick: 0, card: card('ST01') })
    const seen = ok(nagaraja.changes(view(s, 1), view(after, 1), 1))
    expect(seen).toContainEqual({ kind: 'acted', seat: 0 })
    expect(seen).toContainEqual({ kind: 'element', element: 'hand:0:slot:0', before: { at: 'hand:0' } })
    expect(seen).toContainEqual({ kind: 'element', element: c('ST01'), after: { at: 'played:0' } })
    expect(seen).toContainEqual({ kind: 'element', element: 'stick:0:1', before: { colour: 'brown', face: 1, fate: 3, naga: false } })
    expect(seen).toContainEqual({ kind: 'element', element: 'stick:0:0', before: { colour: 'white', face: 0, fate: 0, naga: true }, after: { colour: 'brown', face: 1, fate: 3, naga: false } })
  })

  it('a stick shown by chance, a room placed with a relic revealed and its score delta', () => {
    // a corner turned 180° on space 6 opens to the entrance below it and the hiding place on its left
    const s = table({ hands: [[], []], phase: { p: 'place', seat: 0 }, room: room('corner') })
    const placed = play(s, 0, { t: 'place', cell: 6, rot: 2 })
    expect(nagaraja.actors(placed)).toEqual([CHANCE])
    const revealed = chance(placed, nagaraja.chanceOutcomes(placed)[0]!.move)
    const seen = ok(nagaraja.changes(view(s, 1), view(revealed, 1), 1))
    expect(kinds(seen)).toContain('acted 0')
    expect(seen).toContainEqual({ kind: 'element', element: 'temple:0:cell:6', before: { content: 'empty' }, after: { content: 'room', room: room('corner').k, rotation: 2, amulet: false } })
    expect(seen).toContainEqual({ kind: 'element', element: 'room', before: { room: room('corner').k, amulet: false } })
    const up = seen.filter((x) => x.kind === 'element' && x.element.startsWith('temple:0:relic:') && x.after?.['up'] === true)
    expect(up).toHaveLength(1)
    const score = seen.find((x) => x.kind === 'score')
    expect(score !== undefined && score.kind === 'score' && score.seat === 0 && score.delta > 0).toBe(true)
    // a stick thrown: the chance step shows its face
    const thrown = table({ hands: [[], ['RE01']], laid: [['ST01'], []], phase: { p: 'call', seat: 1, picks: [] } })
    const laid = play(play(thrown, 1, { t: 'select', card: card('RE01') }), 1, { t: 'lay' })
    const rolled = chance(laid, { t: 'face', face: 3 })
    const roll = ok(nagaraja.changes(view(laid, 0), view(rolled, 0), 0))
    expect(roll).toContainEqual({ kind: 'element', element: 'stick:0:0', before: { colour: expect.any(String), face: -1, fate: 0, naga: false }, after: expect.objectContaining({ face: 3 }) })
    expect(kinds(roll)).not.toContain('acted 0')
  })

  it('a face-down selection by the other seat changes nothing the seat can see (N16, NQ16)', () => {
    const s = table({ hands: [['ST01'], ['RE01', 'RE02']], phase: { p: 'call', seat: 1, picks: [] } })
    const picked = play(s, 1, { t: 'select', card: card('RE01') })
    expect(ok(nagaraja.changes(view(s, 0), view(picked, 0), 0))).toEqual([])
  })
})

describe('per seat: prompts, reasons and change lists depend on the view alone', () => {
  it('equal views give equal prompts, elements, whys and change lists in resampled worlds (resampleHidden)', () => {
    const states = statesOf('V1', 4)
    const rand = sampler('resample').next
    let compared = 0
    for (let i = 1; i < states.length; i++) {
      const before = states[i - 1] as NagarajaState
      const after = states[i] as NagarajaState
      for (const seat of [0, 1]) {
        const world = resampleHidden(after, seat, rand)
        const v = view(after, seat)
        const w = view(world, seat)
        if (canonicalJson(v) !== canonicalJson(w)) continue
        compared++
        expect(canonicalJson(nagaraja.prompt(w, seat, []))).toBe(canonicalJson(nagaraja.prompt(v, seat, [])))
        expect(canonicalJson(nagaraja.elements(w))).toBe(canonicalJson(nagaraja.elements(v)))
        const first = ok(nagaraja.prompt(v, seat, [])).targets[0]?.element
        if (first !== undefined) expect(canonicalJson(nagaraja.prompt(w, seat, [first]))).toBe(canonicalJson(nagaraja.prompt(v, seat, [first])))
        for (const e of Object.keys(ok(nagaraja.elements(v)))
          .filter((_, k) => k % 8 === i % 8)) expect(canonicalJson(nagaraja.why(w, seat, e))).toBe(canonicalJson(nagaraja.why(v, seat, e)))
        const worldBefore = resampleHidden(before, seat, rand)
        if (canonicalJson(view(worldBefore, seat)) === canonicalJson(view(before, seat))) {
          expect(canonicalJson(nagaraja.changes(view(worldBefore, seat), w, seat))).toBe(canonicalJson(nagaraja.changes(view(before, seat), v, seat)))
        }
      }
    }
    expect(compared).toBeGreaterThan(80)
  })
})
