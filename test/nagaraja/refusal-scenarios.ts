/**
 * A scenario for the refusal codes of Nagaraja that the hunt of `test/refusals.test.ts` does not
 * meet (it tries only moves listed somewhere, so out-of-range things, amulets and options are left
 * to these), and for the steps of the round (N29). `test/refusals.test.ts` runs each and checks
 * that every declared code is produced by a scenario or by the hunt.
 */
import type { Actor } from '../../src/core/index.js'
import type { NagarajaMove, NagarajaState } from '../../src/games/nagaraja/index.js'
import type { NagarajaRefusalCode } from '../../src/games/nagaraja/rules/refusals.js'
import type { Refused } from '../support/refusals.js'
import { B, card, G, movesOf, NAGA_W, play, relicKind, room, table, W, withRelics, withRooms, type TableSpec } from './helpers.js'

/** Seat 0 of a Clash with a Naga (white) activates card `id` (the opponent holds three cards and sticks). */
const activate = (id: string, spec: TableSpec = {}): NagarajaState =>
  play(table({ hands: [[id], ['CA01', 'CA02', 'CA03']], sticks: [[NAGA_W, { k: B, f: 0 }], [{ k: B, f: 3 }, { k: W, f: 3 }, { k: G, f: 2 }]], ...spec }), 0, { t: 'activate', stick: 0, card: card(id) })

/** Seat 0 activates card `id` in a table already prepared. */
const activateIn = (s: NagarajaState, id: string): NagarajaState => play(s, 0, { t: 'activate', stick: 0, card: card(id) })

const by = (actor: number, state: NagarajaState, move: NagarajaMove): Refused<NagarajaState, NagarajaMove> => ({ state, actor: actor as Actor, move })

/** Seat 0's rotation ability (RO01), with a room in each temple: the first rotation listed. */
const rotating = (): { readonly state: NagarajaState; readonly move: Extract<NagarajaMove, { t: 'rotate' }> } => {
  const s = activateIn(withRooms(withRooms(table({ hands: [['RO01'], []], sticks: [[NAGA_W], []] }), 0, { 7: room('tee') }), 1, { 8: room('tee') }), 'RO01')
  return { state: s, move: movesOf(s, 0, 'rotate')[0] as Extract<NagarajaMove, { t: 'rotate' }> }
}

/** Seat 0's trap ability (RO10): its own trap on space 4, a room on the opponent's space 7. */
const trapping = (): NagarajaState => activateIn(withRooms(withRooms(table({ hands: [['RO10'], []], sticks: [[NAGA_W], []] }), 0, {}, 4), 1, { 7: room('cross') }), 'RO10')

/** The relics of a temple, by hiding place: sacred 3, 3, 4, 4, 5, 5 and cursed 6, 6, 6. */
const LAYOUT = [relicKind(false, 3), relicKind(false, 3), relicKind(false, 4), relicKind(false, 4), relicKind(false, 5), relicKind(false, 5), relicKind(true, 6), relicKind(true, 6), relicKind(true, 6)]

export const nagarajaScenarios: { readonly [K in NagarajaRefusalCode]?: () => Refused<NagarajaState, NagarajaMove> } = {
  // N29, N32: the Call of Fate is over once the Clash is on
  STEP_OVER: () => by(0, table({ hands: [['ST01'], ['ST02']], sticks: [[NAGA_W], []] }), { t: 'select', card: card('ST01') }),
  // N29: a room is placed in the Exploration, which comes after the Clash
  WRONG_STEP: () => by(0, table({ hands: [['ST01'], []], sticks: [[NAGA_W], []] }), { t: 'place', cell: 6, rot: 0 }),
  CHANCE_ONLY: () => by(0, table({ hands: [['ST01'], []], sticks: [[NAGA_W], []] }), { t: 'face', face: 0 }),
  NO_SELECTION: () => by(0, table({ guide: 0, hands: [['ST01', 'ST02', 'RO01'], ['CA01']], phase: { p: 'call', seat: 0, picks: [] } }), { t: 'lay' }),
  NO_EFFECT: () => by(0, table({ hands: [['RO07'], []], sticks: [[NAGA_W], []], config: { players: 2, options: { allowNoEffect: false } } }), { t: 'activate', stick: 0, card: card('RO07') }),
  NO_DRAW_AMULET: () => by(0, table({ hands: [['ST01'], []], sticks: [[NAGA_W], []] }), { t: 'drawAmulet' }),
  NO_CANCEL_AMULET: () => by(1, activateIn(table({ hands: [['ST04'], []], sticks: [[NAGA_W], []], amulets: [[], ['vp2']] }), 'ST04'), { t: 'cancel' }),
  ILLEGAL_TARGET: () => by(0, activateIn(table({ hands: [['RE10'], []], sticks: [[NAGA_W], []] }), 'RE10'), { t: 'swapRelics', temple: 0, a: 0, b: 1 }),
  BAD_PAIR: () => by(0, activateIn(table({ hands: [['RE10'], []], sticks: [[NAGA_W], []] }), 'RE10'), { t: 'swapRelics', temple: 1, a: 3, b: 3 }),
  // N39: the activated ability (SWAP_RELICS) takes another kind of choice than a rotation
  WRONG_TARGET_KIND: () => by(0, activateIn(table({ hands: [['RE10'], []], sticks: [[NAGA_W], []] }), 'RE10'), { t: 'rotate', temple: 1, cell: 0, by: 1 }),
  // N50: the same stick twice (ST12 picks two sticks)
  ALREADY_PICKED: () => by(0, play(activate('ST12'), 0, { t: 'pickStick', seat: 1, stick: 0 }), { t: 'pickStick', seat: 1, stick: 0 }),
  NO_SUCH_PLACE: () => by(0, activate('RE01'), { t: 'pickRelic', temple: 1, place: 99 }),
  RELIC_FACE_UP: () => {
    const up = LAYOUT.map((_, j) => j === 0)
    return by(0, activateIn(withRelics(table({ hands: [['RE01'], []], sticks: [[NAGA_W], []] }), 0, LAYOUT, up), 'RE01'), { t: 'pickRelic', temple: 0, place: 0 })
  },
  BAD_ROTATION: () => {
    const { state, move } = rotating()
    return by(0, state, { ...move, by: 0 })
  },
  NOT_A_ROOM: () => {
    const { state, move } = rotating()
    return by(0, state, { ...move, cell: 0, by: 1 })
  },
  TRAP_SPACE: () => by(0, activateIn(withRooms(table({ hands: [['RO04'], []], sticks: [[NAGA_W], []] }), 0, { 6: room('corner-crypt', 1, true) }, 2), 'RO04'), { t: 'moveRoom', from: 6, to: 2 }),
  SPACE_OCCUPIED: () => by(0, trapping(), { t: 'trap', cell: 7 }),
  NO_SUCH_SPACE: () => by(0, trapping(), { t: 'trap', cell: 99 }),
  NOT_REACHABLE: () => by(0, table({ phase: { p: 'place', seat: 0 }, room: room('tee') }), { t: 'place', cell: 4, rot: 0 }),
  NOT_IN_DISCARD: () => by(0, activate('CA01', { discard: ['RO01', 'ST05', 'RE02'] }), { t: 'take', card: card('CA09') }),
  NOT_DRAWN: () => by(0, { ...table({ room: null }), phase: { p: 'give', seat: 0, drawn: [card('ST01'), card('ST02'), card('ST03')] }, queue: [] }, { t: 'give', card: card('ST04') })
}
