/**
 * Position scenarios of Nagaraja: the rulebook examples built as mid-game positions in
 * test/nagaraja/examples.test.ts (NX1 activated, NX2 + NX3, NX4 both orientations, NX5).
 * Claire is seat 0 and Marianne seat 1. The position is a table laid out as the example has it
 * (hands, sticks, the room on offer, the phase), with the deck holding every other card; the steps
 * are the example's, chance outcomes chosen here. Bundled stick faces: brown 2,3,3,4;
 * white Naga,1,2,3; green Naga,Naga,1,1.
 */
import { CHANCE, type Step } from '../../../src/core/index.js'
import { bundledComponents, componentsOf, nagaraja, type NagarajaMove, type NagarajaState, type Room } from '../../../src/games/nagaraja/index.js'
import { must, recorder } from './record.js'
import type { PositionScenario } from './types.js'

const CLAIRE = 0
const MARIANNE = 1

const card = (id: string): number => {
  const i = bundledComponents.cards.findIndex((c) => c.id === id)
  if (i < 0) throw new Error(`no card ${id}`)
  return i
}
const roomKind = (kind: string): number => bundledComponents.rooms.findIndex((r) => r.kind === kind)
const amuletKind = (kind: string): number => bundledComponents.amulets.findIndex((a) => a.kind === kind)
const relicKind = (cursed: boolean, value: number): number => bundledComponents.relics.findIndex((r) => r.cursed === cursed && r.value === value)
const room = (kind: string, r = 0, a = false): Room => ({ k: roomKind(kind), r, a })

/** What the example's table shows. */
interface Table {
  readonly guide: number
  readonly hands: readonly (readonly string[])[]
  readonly sticks?: readonly (readonly { k: number; f: number }[])[]
  readonly phase?: NagarajaState['phase']
  readonly room: Room
}

/** A position after the first round's set-up: hands, sticks and the room as given; every other card in the deck. */
const table = (spec: Table): NagarajaState => {
  const s = must(nagaraja.setup({ players: 2 }, 'position'))
  const players = s.players.map((p, i) => ({
    ...p,
    hand: (spec.hands[i] ?? []).map(card).sort((a, b) => a - b),
    laid: [],
    sticks: [...(spec.sticks?.[i] ?? [])],
    amulets: []
  }))
  const used = new Set(players.flatMap((p) => p.hand))
  return {
    ...s,
    guide: spec.guide,
    round: 1,
    players,
    discard: [],
    deck: componentsOf(s).cards.map((_, i) => i).filter((i) => !used.has(i)),
    room: spec.room,
    roomStack: s.roomStack.map((n, k) => (k === spec.room.k ? n - 1 : n)),
    // the room's amulet (if any) comes off the amulet stack (N14): the state stays consistent
    amuletStack: s.amuletStack - (spec.room.a ? 1 : 0) + (s.room?.a === true ? 1 : 0),
    phase: spec.phase ?? { p: 'clash', turn: spec.guide, passes: 0 },
    queue: []
  }
}

const face = (f: number): Step<NagarajaMove> => ({ actor: CHANCE, move: { t: 'face', face: f } })

/** NX2 then NX3, from Claire's Call of Fate (she is the guide; the room on offer is a corner-crypt with an amulet). */
const nx2nx3Moves = (): Step<NagarajaMove>[] => [
  { actor: CLAIRE, move: { t: 'select', card: card('RE01') } },
  { actor: CLAIRE, move: { t: 'lay' } },
  { actor: MARIANNE, move: { t: 'select', card: card('ST04') } },
  { actor: MARIANNE, move: { t: 'select', card: card('ST06') } },
  { actor: MARIANNE, move: { t: 'lay' } },
  // Claire: white 2, 3, Naga; Marianne: brown 4, 3, 3, white 1, green Naga
  ...[2, 3, 0, 3, 1, 2, 1, 0].map(face),
  { actor: CLAIRE, move: { t: 'activate', stick: 2, card: card('ST11') } },
  { actor: CLAIRE, move: { t: 'pickStick', seat: MARIANNE, stick: 0 } },
  { actor: CLAIRE, move: { t: 'pickStick', seat: MARIANNE, stick: 1 } },
  { actor: MARIANNE, move: { t: 'pass' } },
  { actor: CLAIRE, move: { t: 'pass' } }
]
const callOfFate = (): NagarajaState =>
  table({ guide: CLAIRE, hands: [['RE01', 'ST11', 'CA05'], ['ST04', 'ST06', 'RO01']], phase: { p: 'call', seat: CLAIRE, picks: [] }, room: room('corner-crypt', 0, true) })

/** The NX4 position: NX3 is over and Claire places the corner-crypt. */
const exploration = (): NagarajaState => {
  const r = recorder(nagaraja, callOfFate())
  for (const s of nx2nx3Moves()) r.step(s.actor, s.move)
  return r.state
}

/** NX1 activated: Claire spends her Naga (white stick) to ACTIVATE RE10 and swaps two relics of Marianne's temple. */
const nx1 = (): { state: NagarajaState; moves: readonly Step<NagarajaMove>[] } => ({
  state: table({ guide: CLAIRE, hands: [['RE10'], []], sticks: [[{ k: 1, f: 0 }], []], room: room('straight') }),
  moves: [
    { actor: CLAIRE, move: { t: 'activate', stick: 0, card: card('RE10') } },
    { actor: CLAIRE, move: { t: 'swapRelics', temple: MARIANNE, a: 0, b: 1 } },
    { actor: MARIANNE, move: { t: 'pass' } },
    { actor: CLAIRE, move: { t: 'pass' } }
  ]
})

/** NX4, option 1: the corridor from the entrance to the leftmost relic (revealed: a 4). */
const nx4relic = (): { state: NagarajaState; moves: readonly Step<NagarajaMove>[] } => ({
  state: exploration(),
  moves: [
    { actor: CLAIRE, move: { t: 'place', cell: 6, rot: 2 } },
    { actor: CHANCE, move: { t: 'relic', kind: relicKind(false, 4) } }
  ]
})

/** NX4, option 2, then NX5: the corridor to the amulet (2 VP); Marianne becomes guide, draws 3, gives 1, a new room. */
const nx4nx5 = (): { state: NagarajaState; moves: readonly Step<NagarajaMove>[] } => {
  const state = exploration()
  const r = recorder(nagaraja, state)
  r.step(CLAIRE, { t: 'place', cell: 6, rot: 0 })
  r.step(CHANCE, { t: 'amulet', kind: amuletKind('vp2') })
  const [c1, c2, c3] = r.state.deck as [number, number, number]
  for (const c of [c1, c2, c3]) r.step(CHANCE, { t: 'card', card: c })
  r.step(MARIANNE, { t: 'give', card: c2 })
  r.step(CHANCE, { t: 'room', kind: 0 })
  return { state, moves: r.moves }
}

/** Nagaraja's mid-game rulebook examples. */
export const positions: readonly PositionScenario[] = [
  { name: 'nx1-activate-position', description: 'NX1 (N18, N9) from the position: Claire (seat 0) spends her Naga to ACTIVATE RE10, swaps two relics of Marianne\'s temple, and RE10 is discarded at clean-up.', build: nx1 },
  { name: 'nx2-nx3-position', description: 'NX2 (N31–N35) and NX3 (N38–N42) from Claire\'s Call of Fate: throws 5 + Naga vs 11 + Naga; Claire discards two of Marianne\'s brown sticks (11 → 4), both pass, Claire wins the room; the four played cards are discarded.', build: () => ({ state: callOfFate(), moves: nx2nx3Moves() }) },
  { name: 'nx4-relic-position', description: 'NX4 (N43–N45, N14), option 1, from the position after NX3: the corridor leads to the leftmost relic, revealed as a 4: Claire scores 4 and takes no amulet.', build: nx4relic },
  { name: 'nx4-nx5-amulet-position', description: 'NX4 option 2 and NX5 (N47–N48) from the position after NX3: the corridor leads to the amulet (2 VP, kept face-down); Marianne becomes guide, draws 3 cards, gives 1 to Claire, and a new room starts the next round.', build: nx4nx5 }
]
