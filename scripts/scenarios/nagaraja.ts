/**
 * Scenario vectors of nagaraja (rulebook examples reachable from setup).
 *
 * Claire is seat 0 and Marianne seat 1 (the rulebook's names). Every game starts from setup: the
 * first-guide throws (N26, 2 brown sticks each; bundled brown faces are 2,3,3,4), the deal of 5
 * cards each (N27, guide first), and the first room (N28). Chance outcomes are the example's: the
 * cards each player needs, the stick faces that give the example's totals, and the room and amulet
 * of NX4. Bundled faces: brown 2,3,3,4; white Naga,1,2,3; green Naga,Naga,1,1.
 */
import { bundledComponents, type NagarajaMove } from '../../src/games/nagaraja/index.js'
import type { Step } from '../../src/core/index.js'
import type { Scenario } from './types.js'

/** Claire (the rulebook's first guide) and Marianne. */
export const CLAIRE = 0
export const MARIANNE = 1

/** The index of a card by its id in the bundled set. */
export const cardIx = (id: string): number => {
  const i = bundledComponents.cards.findIndex((c) => c.id === id)
  if (i < 0) throw new Error(`no card ${id}`)
  return i
}
const roomIx = (kind: string): number => bundledComponents.rooms.findIndex((r) => r.kind === kind)
const amuletIx = (kind: string): number => bundledComponents.amulets.findIndex((a) => a.kind === kind)
const relicIx = (cursed: boolean, value: number): number => bundledComponents.relics.findIndex((r) => r.cursed === cursed && r.value === value)

type S = Step<NagarajaMove>
const seat = (actor: number, move: NagarajaMove): S => ({ actor, move })
const chance = (move: NagarajaMove): S => ({ actor: 'chance', move })
const face = (f: number): S => chance({ t: 'face', face: f })
const draw = (id: string): S => chance({ t: 'card', card: cardIx(id) })

/** Cards in hand at the start (the first three of each are the example tests' hands; the rest are fillers). */
const CLAIRE_HAND = ['RE01', 'ST11', 'CA05', 'RO10', 'CA01']
const MARIANNE_HAND = ['ST04', 'ST06', 'RO01', 'RE07', 'CA10']

/**
 * Setup until Claire's first Call of Fate: Claire throws brown 4+3 = 7, Marianne brown 2+3 = 5, so
 * Claire is the guide (N26); 5 cards to Claire, then 5 to Marianne (N27); the first room is a
 * corner-crypt, whose special location gets a face-down amulet (N28).
 */
const setupSteps = (claireHand: readonly string[], marianneHand: readonly string[]): S[] => [
  face(3),
  face(1),
  face(0),
  face(1),
  ...claireHand.map(draw),
  ...marianneHand.map(draw),
  chance({ t: 'room', kind: roomIx('corner-crypt') })
]

/**
 * NX2: Claire SELECTS 1 card (RE01: 3 white), Marianne 2 cards of the same symbol (ST04 + ST06:
 * 3 brown, 1 white, 1 green). Throws: Claire white 2, 3, Naga = 5 + 1 Naga; Marianne brown 4, 3, 3,
 * white 1, green Naga = 11 + 1 Naga.
 */
const nx2Steps = (): S[] => [
  seat(CLAIRE, { t: 'select', card: cardIx('RE01') }),
  seat(CLAIRE, { t: 'lay' }),
  seat(MARIANNE, { t: 'select', card: cardIx('ST04') }),
  seat(MARIANNE, { t: 'select', card: cardIx('ST06') }),
  seat(MARIANNE, { t: 'lay' }),
  ...[2, 3, 0].map(face),
  ...[3, 1, 2, 1, 0].map(face)
]

/**
 * NX3: Claire spends her Naga (white stick 2, 0 fate) to ACTIVATE ST11 (DISCARD_STICKS 2) and picks
 * Marianne's brown sticks showing 4 and 3; Marianne passes; Claire has no Naga and passes. 5 vs 4:
 * Claire wins the room (N41) and the played cards are discarded (N42).
 */
const nx3Steps = (): S[] => [
  seat(CLAIRE, { t: 'activate', stick: 2, card: cardIx('ST11') }),
  seat(CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 0 }),
  seat(CLAIRE, { t: 'pickStick', seat: MARIANNE, stick: 1 }),
  seat(MARIANNE, { t: 'pass' }),
  seat(CLAIRE, { t: 'pass' })
]

const round1 = (): S[] => [...setupSteps(CLAIRE_HAND, MARIANNE_HAND), ...nx2Steps(), ...nx3Steps()]

/** NX4 option 2: the corner-crypt at the left near-row space (cell 6), unrotated: the crypt joins the entrance; the amulet is a 2 VP amulet. */
const nx4AmuletSteps = (): S[] => [seat(CLAIRE, { t: 'place', cell: 6, rot: 0 }), chance({ t: 'amulet', kind: amuletIx('vp2') })]

/** NX5: Marianne (the room loser) becomes guide, draws 3 (RE02, RO04, CA06), keeps 2, gives RO04 to Claire, reveals a straight room. */
const nx5Steps = (): S[] => [
  draw('RE02'),
  draw('RO04'),
  draw('CA06'),
  seat(MARIANNE, { t: 'give', card: cardIx('RO04') }),
  chance({ t: 'room', kind: roomIx('straight') })
]

/** The scenarios, recorded by `npm run vectors` as `vectors/nagaraja/example-<name>.json`. */
export const scenarios: readonly Scenario[] = [
  {
    name: 'nx2-nx5-first-round',
    description:
      'Rulebook examples NX2-NX5 played as the first round from setup (Claire seat 0, Marianne seat 1). Setup: brown guide throws 4+3 vs 2+3 make Claire the guide (N26), 5 cards each (N27), the first room is a corner-crypt carrying an amulet (N28). ' +
      'NX2 (N31-N35): Claire SELECTS RE01 (3 white) and throws 5 fate + 1 Naga; Marianne SELECTS ST04+ST06 (same symbol: 3 brown, 1 white, 1 green) and throws 11 fate + 1 Naga. ' +
      'NX3 (N38-N42): Claire uses her Naga (a 0-fate white stick) to ACTIVATE ST11 (DISCARD_STICKS 2) and removes Marianne\'s brown 4 and 3; Marianne passes, Claire must pass; 5 vs 4, Claire wins the room; RE01, ST11, ST04, ST06 are discarded. ' +
      'NX4 option 2 (N43-N45, N14): Claire places the room at the left near-row space so its crypt joins the entrance, takes the amulet (2 VP) and keeps it face-down; no relic is revealed; score 2-0. ' +
      'NX5 (N47-N48): Marianne becomes guide, draws 3, keeps 2 and gives 1 to Claire, reveals the next room; round 2 starts with her Call of Fate.',
    config: { players: 2 },
    seed: 'example-nx2-nx5',
    moves: [...round1(), ...nx4AmuletSteps(), ...nx5Steps()]
  },
  {
    name: 'nx4-relic-option',
    description:
      'Rulebook example NX4 option 1 (N43-N45, N13), after NX2 and NX3 played from setup exactly as in example-nx2-nx5-first-round (Claire seat 0 wins the corner-crypt room 5-4). ' +
      'Claire places the room at the left near-row space turned 180 degrees: the corridor joins the entrance to the leftmost relic (hiding place L2), which is revealed where it lies (a 4 VP sacred relic, drawn by chance) and scored, while nothing leads to the amulet, which stays on the room unclaimed. Score 4-0. Then NX5 Renewal follows as in the rulebook (Marianne guide, 3 drawn, 1 given, next room).',
    config: { players: 2 },
    seed: 'example-nx4-relic',
    moves: [
      ...round1(),
      seat(CLAIRE, { t: 'place', cell: 6, rot: 2 }),
      chance({ t: 'relic', kind: relicIx(false, 4) }),
      ...nx5Steps()
    ]
  },
  {
    name: 'nx1-select-and-activate',
    description:
      'Rulebook example NX1 (N18, N9, N36, N42): one card, two uses, shown with the single RE10 (3 green + 1 white; SWAP_RELICS on the opponent) over two rounds from setup. ' +
      'Round 1: Claire (guide, seat 0) ACTIVATES RE10 with a Naga instead of selecting it: she SELECTS RO01 (3 white: Naga, 3, 3) and Marianne SELECTS ST04 (2 brown: 2, 2); Claire spends her Naga on RE10 and swaps Marianne\'s face-down relics F0 and F1 (both stay face-down, so nothing is visible); Marianne has no Naga and passes, Claire passes; 6 vs 4, RE10 goes to the discard pile with the selected cards. ' +
      'Claire places the straight room at the middle near-row space (cell 7). Renewal: Marianne is guide, gives Claire CA01 (TAKE_FROM_DISCARD). ' +
      'Round 2: Marianne SELECTS ST06; Claire SELECTS RE07 (2 white + 1 green: Naga, 3, 1) and uses the Naga to ACTIVATE CA01, taking RE10 back from the discard pile. ' +
      'Round 2 is won by Marianne 8 vs 4, who places her straight room; Claire becomes guide. Round 3: Claire SELECTS RE10 and throws exactly 1 white + 3 green sticks (its stick set: white 3, green 1, 1, 1 = 6; its ability is not applied); Marianne throws ST05 for 5; with no Naga on either side the Clash is skipped (N37), Claire wins 6-5 and RE10 is discarded again at clean-up (N42). Ends with Claire to place the room.',
    config: { players: 2 },
    seed: 'example-nx1',
    moves: nx1Steps()
  }
]

/** NX1 over three rounds (see the scenario's description). */
function nx1Steps(): S[] {
  return [
    // setup: Claire guide, hands, first room a straight (no special location)
    face(3),
    face(1),
    face(0),
    face(1),
    ...['RE10', 'RO01', 'RE07', 'CA05', 'CA02'].map(draw),
    ...['ST04', 'ST06', 'ST05', 'CA10', 'RO04'].map(draw),
    chance({ t: 'room', kind: roomIx('straight') }),
    // round 1, Call of Fate: Claire RO01 (3 white), Marianne ST04 (2 brown)
    seat(CLAIRE, { t: 'select', card: cardIx('RO01') }),
    seat(CLAIRE, { t: 'lay' }),
    seat(MARIANNE, { t: 'select', card: cardIx('ST04') }),
    seat(MARIANNE, { t: 'lay' }),
    ...[0, 3, 3].map(face),
    ...[0, 0].map(face),
    // Clash: Claire ACTIVATES RE10 with her white Naga and swaps Marianne's relics F0 and F1
    seat(CLAIRE, { t: 'activate', stick: 0, card: cardIx('RE10') }),
    seat(CLAIRE, { t: 'swapRelics', temple: MARIANNE, a: 0, b: 1 }),
    seat(MARIANNE, { t: 'pass' }),
    seat(CLAIRE, { t: 'pass' }),
    // Exploration: the straight room in the middle near-row space
    seat(CLAIRE, { t: 'place', cell: 7, rot: 0 }),
    // Renewal: Marianne draws 3, gives CA01 to Claire, next room a straight
    draw('CA01'),
    draw('RO05'),
    draw('CA06'),
    seat(MARIANNE, { t: 'give', card: cardIx('CA01') }),
    chance({ t: 'room', kind: roomIx('straight') }),
    // round 2: Marianne (guide) ST06 (1 brown, 1 white, 1 green), Claire RE07 (2 white, 1 green)
    seat(MARIANNE, { t: 'select', card: cardIx('ST06') }),
    seat(MARIANNE, { t: 'lay' }),
    seat(CLAIRE, { t: 'select', card: cardIx('RE07') }),
    seat(CLAIRE, { t: 'lay' }),
    ...[3, 3, 2].map(face), // Marianne: brown 4, white 3, green 1 = 8, no Naga
    ...[0, 3, 2].map(face), // Claire: white Naga, white 3, green 1 = 4 + 1 Naga
    // Clash: Marianne (guide) has no Naga and passes; Claire takes RE10 back with CA01
    seat(MARIANNE, { t: 'pass' }),
    seat(CLAIRE, { t: 'activate', stick: 0, card: cardIx('CA01') }),
    seat(CLAIRE, { t: 'take', card: cardIx('RE10') }),
    seat(MARIANNE, { t: 'pass' }),
    seat(CLAIRE, { t: 'pass' }),
    // Marianne wins 8 vs 4 and places the straight room in her middle near-row space
    seat(MARIANNE, { t: 'place', cell: 7, rot: 0 }),
    // Renewal: Claire is guide, draws 3, gives RO06 to Marianne, next room a tee (both straights are out)
    draw('RE03'),
    draw('RO06'),
    draw('CA07'),
    seat(CLAIRE, { t: 'give', card: cardIx('RO06') }),
    chance({ t: 'room', kind: roomIx('tee') }),
    // round 3: Claire SELECTS RE10: 1 white + 3 green; Marianne ST05 (2 brown, 1 green)
    seat(CLAIRE, { t: 'select', card: cardIx('RE10') }),
    seat(CLAIRE, { t: 'lay' }),
    seat(MARIANNE, { t: 'select', card: cardIx('ST05') }),
    seat(MARIANNE, { t: 'lay' }),
    ...[3, 2, 2, 3].map(face), // Claire: white 3, green 1, 1, 1 = 6, no Naga
    ...[0, 0, 2].map(face) // Marianne: brown 2, 2, green 1 = 5, no Naga: the Clash is skipped (N37); Claire wins 6 vs 5
  ]
}
