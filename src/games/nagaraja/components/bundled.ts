/**
 * The bundled Nagaraja component set: a RECONSTRUCTION, not the printed game.
 *
 * The Greek rulebook gives counts and rules but not the faces of the sticks, the card list, the
 * room layouts, the sacred relic values or the VP amulet values (`shared/components/nagaraja.md`).
 * Every record below carries its provenance; `reconstructed` data was invented to satisfy every
 * known fact and the worked examples NX1–NX4. Owners of the game can pass the printed data as
 * `config.components` (checked by `validateComponents`).
 * @module
 */
import type { Ability, Arrows, CardDef, CardSymbol, NagarajaComponents, Provenance } from './types.js'

type CardRow = readonly [string, CardSymbol, Ability, number, Arrows, string, Provenance?]

/**
 * Cards as rows: id, symbol, ability, parameter, arrows, stick set as digits brown-white-green.
 * RE10 (NX1: 3 green + 1 white, SWAP_RELICS on the opponent) and CA09 (review photo: 1 brown +
 * 2 green, RANDOM_DISCARD) have their loadout and ability from sources; their symbol and arrows are
 * inferred from the ability text. Every other card is reconstructed (the placeholder deck of the
 * component research, 12 per symbol).
 */
const CARD_ROWS: readonly CardRow[] = [
  ['ST01', 'sticks', 'FATE_BONUS', 2, 'self', '030'],
  ['ST02', 'sticks', 'FATE_BONUS', 2, 'self', '013'],
  ['ST03', 'sticks', 'FATE_BONUS', 3, 'self', '102'],
  ['ST04', 'sticks', 'FATE_BONUS', 3, 'self', '200'],
  ['ST05', 'sticks', 'REROLL_TWO', 2, 'opponent', '201'],
  ['ST06', 'sticks', 'REROLL_TWO', 2, 'opponent', '111'],
  ['ST07', 'sticks', 'REROLL_TWO', 2, 'opponent', '021'],
  ['ST08', 'sticks', 'DISCARD_STICKS', 1, 'opponent', '120'],
  ['ST09', 'sticks', 'DISCARD_STICKS', 1, 'opponent', '004'],
  ['ST10', 'sticks', 'DISCARD_STICKS', 1, 'opponent', '300'],
  ['ST11', 'sticks', 'DISCARD_STICKS', 2, 'opponent', '022'],
  ['ST12', 'sticks', 'DISCARD_STICKS', 2, 'opponent', '110'],
  ['RE01', 'relics', 'PEEK_RELICS', 1, 'either', '030'],
  ['RE02', 'relics', 'PEEK_RELICS', 1, 'either', '300'],
  ['RE03', 'relics', 'PEEK_RELICS', 1, 'either', '102'],
  ['RE04', 'relics', 'PEEK_RELICS', 2, 'either', '200'],
  ['RE05', 'relics', 'PEEK_RELICS', 2, 'either', '201'],
  ['RE06', 'relics', 'PEEK_RELICS', 2, 'either', '111'],
  ['RE07', 'relics', 'SWAP_RELICS', 0, 'self', '021'],
  ['RE08', 'relics', 'SWAP_RELICS', 0, 'self', '120'],
  ['RE09', 'relics', 'SWAP_RELICS', 0, 'self', '004'],
  ['RE10', 'relics', 'SWAP_RELICS', 0, 'opponent', '013', 'inferred'],
  ['RE11', 'relics', 'SWAP_RELICS', 0, 'opponent', '022'],
  ['RE12', 'relics', 'SWAP_RELICS', 0, 'opponent', '110'],
  ['RO01', 'rooms', 'ROTATE_ROOM', 0, 'either', '030'],
  ['RO02', 'rooms', 'ROTATE_ROOM', 0, 'either', '013'],
  ['RO03', 'rooms', 'ROTATE_ROOM', 0, 'either', '102'],
  ['RO04', 'rooms', 'MOVE_ROOM', 0, 'self', '200'],
  ['RO05', 'rooms', 'MOVE_ROOM', 0, 'self', '201'],
  ['RO06', 'rooms', 'MOVE_ROOM', 0, 'self', '111'],
  ['RO07', 'rooms', 'SWAP_ROOMS', 0, 'either', '021'],
  ['RO08', 'rooms', 'SWAP_ROOMS', 0, 'either', '120'],
  ['RO09', 'rooms', 'SWAP_ROOMS', 0, 'either', '004'],
  ['RO10', 'rooms', 'TRAP', 0, 'opponent', '300'],
  ['RO11', 'rooms', 'TRAP', 0, 'opponent', '022'],
  ['RO12', 'rooms', 'TRAP', 0, 'opponent', '110'],
  ['CA01', 'cards', 'TAKE_FROM_DISCARD', 0, 'self', '030'],
  ['CA02', 'cards', 'TAKE_FROM_DISCARD', 0, 'self', '013'],
  ['CA03', 'cards', 'TAKE_FROM_DISCARD', 0, 'self', '004'],
  ['CA04', 'cards', 'TAKE_FROM_DISCARD', 0, 'self', '200'],
  ['CA05', 'cards', 'DRAW_TWO', 2, 'self', '201'],
  ['CA06', 'cards', 'DRAW_TWO', 2, 'self', '111'],
  ['CA07', 'cards', 'DRAW_TWO', 2, 'self', '021'],
  ['CA08', 'cards', 'DRAW_TWO', 2, 'self', '120'],
  ['CA09', 'cards', 'RANDOM_DISCARD', 0, 'opponent', '102', 'inferred'],
  ['CA10', 'cards', 'RANDOM_DISCARD', 0, 'opponent', '300'],
  ['CA11', 'cards', 'RANDOM_DISCARD', 0, 'opponent', '022'],
  ['CA12', 'cards', 'RANDOM_DISCARD', 0, 'opponent', '110']
]

const card = ([id, symbol, ability, param, arrows, set, provenance]: CardRow): CardDef => ({
  id,
  sticks: { brown: Number(set[0]), white: Number(set[1]), green: Number(set[2]) },
  symbol,
  arrows,
  ability,
  param,
  provenance: provenance ?? 'reconstructed'
})

const side = (s: string): 'N' | 'E' | 'S' | 'W' => (s === 'N' || s === 'E' || s === 'S' ? s : 'W')
const edges = (spec: string) =>
  spec.split(' ').map((e) => ({ row: Number(e[0]), col: Number(e[1]), side: side(e[2] ?? 'W') }))

/** The bundled component set (a reconstruction; see each record's provenance). */
export const bundledComponents: NagarajaComponents = {
  name: 'nagaraja-reconstruction-1',
  note:
    'RECONSTRUCTION: counts and rules are printed; stick faces (except green, one source), card list, room layouts, sacred relic values and VP amulet values are invented to fit every known fact and the examples NX1-NX4. Not the printed game.',
  temple: {
    rows: 3,
    cols: 3,
    // N3/NQ1: entrances under the owner's row; hiding places far side (F0-F2), left (L0-L2), right (R0-R2)
    entrances: edges('20S 21S 22S'),
    hidingPlaces: edges('00N 01N 02N 00W 10W 20W 02E 12E 22E'),
    provenance: 'inferred'
  },
  sticks: [
    { colour: 'brown', count: 12, faces: [{ fate: 2, naga: false }, { fate: 3, naga: false }, { fate: 3, naga: false }, { fate: 4, naga: false }], provenance: 'reconstructed' },
    { colour: 'white', count: 12, faces: [{ fate: 0, naga: true }, { fate: 1, naga: false }, { fate: 2, naga: false }, { fate: 3, naga: false }], provenance: 'reconstructed' },
    // green faces: one source (houseofgames.it), the count is reconstructed
    { colour: 'green', count: 12, faces: [{ fate: 0, naga: true }, { fate: 0, naga: true }, { fate: 1, naga: false }, { fate: 1, naga: false }], provenance: 'inferred' }
  ],
  cards: CARD_ROWS.map(card),
  // Rooms: 17 tiles of 6 kinds (printed); layouts and counts reconstructed. A crypt network is
  // separate from the through-corridor, so one tile leads to a relic or to its amulet depending on
  // its rotation (NX4). Tuned with greedy playtests so that every end condition occurs.
  rooms: [
    { kind: 'straight', count: 2, networks: ['NS'], provenance: 'reconstructed' },
    { kind: 'corner', count: 2, networks: ['NE'], provenance: 'reconstructed' },
    { kind: 'tee', count: 4, networks: ['NES'], provenance: 'reconstructed' },
    { kind: 'cross', count: 3, networks: ['NESW'], provenance: 'reconstructed' },
    { kind: 'corner-crypt', count: 3, networks: ['NE', 'SC'], provenance: 'reconstructed' },
    { kind: 'tee-crypt', count: 3, networks: ['NEW', 'SC'], provenance: 'reconstructed' }
  ],
  amulets: [
    { kind: 'vp1', effect: 'vp', value: 1, count: 3, provenance: 'inferred' },
    { kind: 'vp2', effect: 'vp', value: 2, count: 3, provenance: 'inferred' },
    { kind: 'draw', effect: 'draw', value: 0, count: 3, provenance: 'printed' },
    { kind: 'cancel', effect: 'cancel', value: 0, count: 3, provenance: 'printed' }
  ],
  relics: [
    { cursed: false, value: 3, count: 2, provenance: 'reconstructed' },
    { cursed: false, value: 4, count: 2, provenance: 'reconstructed' },
    { cursed: false, value: 5, count: 2, provenance: 'reconstructed' },
    { cursed: true, value: 6, count: 3, provenance: 'printed' }
  ]
}
