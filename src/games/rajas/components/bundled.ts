/**
 * The bundled component set: a RECONSTRUCTION, not the printed game. The printed tiles, board
 * spaces, river and province border are not public (see `shared/components/rajas-of-the-ganges.md`);
 * this set keeps every fact the rulebook states and fills the gaps so that the game plays well.
 * Each record says where it comes from (`provenance`, and a `note` where a fact is stated).
 * Owners of the game can supply the printed data as `config.components` (validated).
 * @module
 */
import type { BoardSide, RajasComponents, Income, IncomeTile, Reward, River, RiverTile, Space, Tile, Tracks } from './types.js'

/** Goods letters in the compact tile table: s silk, t tea, a spice. */
const GOODS = 'sta'
/** Building letters in the compact tile table: t temple, p palace, f fort, m mill. */
const BUILDINGS = 'tpfm'

/**
 * The 64 tiles (reconstructed), by dice colour (blue, green, orange, purple) and back symbol
 * (snake, ox, tiger). Each entry: `cost/road groups (edge masks N1 E2 S4 W8, '.'-separated)/
 * markets (goods letter + value)/buildings (letters)`. Shapes: 5 straight, 3 bend, 7 T-junction,
 * 15 junction, 5.10 crossing (two roads, not joined), 3.12 double bend.
 */
const TILE_TABLE: readonly (readonly (readonly string[])[])[] = [
  [
    ['3/5/s2/', '4/3//f', '5/3.12/s1/m', '6/7/s2s2/', '3/5//f'],
    ['6/3//fm', '7/5/s2/t', '8/3.12/t2s2/', '9/15//mm', '6/3/a2/f'],
    ['9/7/t3/m', '10/5/a3s3/', '11/7//ft', '12/5.10/t3/p', '9/7/t3a3/', '10/5//fm']
  ],
  [
    ['4/5//t', '5/3.12/a1/m', '6/15/t3t2/', '3/3//m', '4/7/s1/t'],
    ['7/5/a2/p', '8/7/t2a2/', '9/5.10//mf', '6/7/s2/p', '7/5/s3a2/'],
    ['10/3/t4t3/', '11/7//ff', '12/3/s3/p', '9/15/s3s3/', '10/3//pt', '11/5/t3/t']
  ],
  [
    ['5/7/t1/t', '6/5.10/s2t2/', '3/7//p', '4/5/t1/t', '5/3/t2/'],
    ['8/7/t3a2/', '9/15//tm', '6/15/a2/f', '7/3/a2s2/', '8/5//tm'],
    ['11/5//fm', '12/3/t3/t', '9/3.12/s3s3/', '10/7//mf', '11/5/t3/m', '12/7/a4s3/']
  ],
  [
    ['6/3/s3s2/', '3/15//m', '4/3/t1/f', '5/5/t1/', '6/3.12//mp'],
    ['9/3//pm', '6/3.12/s2/t', '7/7/t2a2/', '8/5//pt', '9/7/s3/t'],
    ['12/5/t3/t', '9/3.12/s3s3/', '10/15//mp', '11/3/a3/p', '12/7/t4a3/', '9/3//tt']
  ]
]

/** Notes on tiles whose colour and cost appear in a rulebook example (the rest is reconstructed). */
const TILE_NOTES: Readonly<Record<string, string>> = {
  '0/1/1': 'a blue 7 tile exists (EX2); its contents are reconstructed',
  '2/1/1': 'an orange 9 tile exists (EX3); a junction with temple + mill exists (EX5); joined here',
  '2/0/3': 'an orange 4 tile exists (EX11); its contents are reconstructed',
  '3/0/0': 'a purple 6 tile exists (EX11); its contents are reconstructed'
}

const parseTile = (id: number, colour: number, back: number, index: number, text: string): Tile => {
  const [cost = '0', roads = '', markets = '', buildings = ''] = text.split('/')
  const ms: { good: number; value: number }[] = []
  for (let i = 0; i + 1 < markets.length; i += 2) {
    ms.push({ good: GOODS.indexOf(markets.charAt(i)), value: Number(markets.charAt(i + 1)) })
  }
  const note = TILE_NOTES[`${colour}/${back}/${index}`]
  const tile: Tile = {
    id,
    colour,
    back,
    cost: Number(cost),
    roads: roads.split('.').map(Number),
    markets: ms,
    buildings: [...buildings].map((b) => BUILDINGS.indexOf(b)),
    provenance: 'reconstructed'
  }
  return note === undefined ? tile : { ...tile, note }
}

const buildTiles = (): Tile[] => {
  const tiles: Tile[] = []
  TILE_TABLE.forEach((byBack, colour) =>
    byBack.forEach((list, back) => list.forEach((text, i) => tiles.push(parseTile(tiles.length, colour, back, i, text))))
  )
  return tiles
}

const r = (k: Reward['k'], n?: number, c?: number): Reward => ({
  k,
  ...(n === undefined ? {} : { n }),
  ...(c === undefined ? {} : { c })
})

const N = 1
const E = 2
const S = 4
const W = 8

/** Base side of the province board: 3 columns × 4 rows, residence top centre with exits W, E, S. */
const incomes: Income[] = [
  { cell: 0, edge: N, rewards: [r('dice', 1)], provenance: 'inferred', note: 'EX4: top-left corner, 1 die of any colour' },
  { cell: 0, edge: W, rewards: [r('money', 5)], provenance: 'inferred', note: 'EX4: top-left corner, 5 money' },
  { cell: 2, edge: N, rewards: [r('dice', 1), r('upgrade')], provenance: 'inferred', note: 'EX5: die + upgrade; position reconstructed' },
  { cell: 2, edge: E, rewards: [r('money', 4)], provenance: 'reconstructed' },
  { cell: 3, edge: W, rewards: [r('upgrade')], provenance: 'reconstructed' },
  { cell: 5, edge: E, rewards: [r('dice', 1)], provenance: 'reconstructed' },
  { cell: 6, edge: W, rewards: [r('money', 6)], provenance: 'reconstructed' },
  { cell: 8, edge: E, rewards: [r('dice', 2)], provenance: 'reconstructed' },
  { cell: 9, edge: W, rewards: [r('upgrade'), r('money', 3)], provenance: 'reconstructed' },
  { cell: 9, edge: S, rewards: [r('dice', 1), r('money', 3)], provenance: 'reconstructed' },
  { cell: 10, edge: S, rewards: [r('upgrade'), r('dice', 1)], provenance: 'reconstructed' },
  { cell: 11, edge: S, rewards: [r('money', 7)], provenance: 'reconstructed' },
  { cell: 11, edge: E, rewards: [r('money', 8)], provenance: 'reconstructed' }
]

/** The river: 0 = start, 21 = final; space 2 = +2 karma is stated (EX14); the rest reconstructed. */
const river: River = {
  spaces: [
    [],
    [r('money', 3)],
    [r('karma', 2)],
    [r('dice', 2)],
    [r('upgrade')],
    [r('moneyPerMarket')],
    [r('dicePerKarma', undefined, 2)],
    [r('fame', 3)],
    [r('palace')],
    [r('marketVarious')],
    [r('money', 6)],
    [r('famePerKarma')],
    [r('dicePerKarma', undefined, 3)],
    [r('marketSame', 4)],
    [r('moneyPerUpgrade')],
    [r('fame', 5)],
    [r('palace')],
    [r('dicePerKarma', undefined, 1)],
    [r('famePerUpgrade')],
    [r('marketSame', 5)],
    [r('money', 8)],
    [r('fame', 6)]
  ],
  bridgeAfter: 8,
  provenance: 'reconstructed'
}

const sp = (kind: Space['kind'], extra: Omit<Space, 'kind' | 'provenance'> = {}): Space => ({
  kind,
  ...extra,
  provenance: 'reconstructed'
})

const palace = (terraces: number): Space[] => [
  ...Array.from({ length: terraces }, () => sp('terrace')),
  ...[0, 1, 2, 3].map((colour) => sp('garden', { colour })),
  // Balconies (component file §5.2): blue→2 orange (EX10, printed), orange→2 purple, green→2 blue, purple→2 green.
  { kind: 'balcony', colour: 0, gain: 2, provenance: 'printed' },
  sp('balcony', { colour: 2, gain: 3 }),
  sp('balcony', { colour: 1, gain: 0 }),
  sp('balcony', { colour: 3, gain: 1 }),
  ...[1, 2, 3, 4, 5, 6].map((value) => ({ kind: 'chamber' as const, value, provenance: 'printed' as const }))
]

/** 3–4 player side: quarry 1,1,2,2,3,4; market 2 various + 3 same; palace; port 0,1,1,2,2. */
const threeFour: BoardSide = {
  spaces: [
    ...[1, 1, 2, 2, 3, 4].map((money) => sp('quarry', { money })),
    sp('various'),
    sp('various'),
    sp('same'),
    sp('same'),
    sp('same'),
    ...palace(2),
    ...[0, 1, 1, 2, 2].map((money) => sp('port', { money }))
  ],
  covers3: [5, 10, 12, 31],
  river,
  provenance: 'reconstructed'
}

/** 2-player side: quarry 1,2,2,3,4; market 1 various + 2 same; palace; port 0,1,2,2. */
const two: BoardSide = {
  spaces: [
    ...[1, 2, 2, 3, 4].map((money) => sp('quarry', { money })),
    sp('various'),
    sp('same'),
    sp('same'),
    ...palace(1),
    ...[0, 1, 2, 2].map((money) => sp('port', { money }))
  ],
  covers3: [],
  river,
  provenance: 'reconstructed'
}

/** Tracks: bonus positions printed (R118–R120); alignment inferred from EX13 (61 − ceil(m/2)). */
const tracks: Tracks = {
  fameMax: 61,
  moneyMax: 122,
  fameAtMoneyZero: 61,
  moneyPerFame: 2,
  fameBonuses: [
    { at: 5, reward: r('upgrade'), optional: false },
    { at: 24, reward: r('karma', 2), optional: true },
    { at: 31, reward: r('boat'), optional: true }
  ],
  moneyBonuses: [
    { at: 12, reward: r('boat'), optional: true },
    { at: 33, reward: r('dice', 2), optional: true },
    { at: 44, reward: r('boat'), optional: true },
    { at: 55, reward: r('dice', 2), optional: true }
  ],
  fameWorker: 15,
  moneyWorker: 20,
  provenance: 'inferred'
}

/** White income tiles: the four kinds are printed (R83); two of each is a guess. */
const white = (reward: Reward): IncomeTile => ({ colour: 'white', reward, provenance: 'reconstructed' })
const incomeTiles: IncomeTile[] = [
  r('dice', 1),
  r('dice', 1),
  r('money', 3),
  r('money', 3),
  r('upgrade'),
  r('upgrade'),
  r('karma', 1),
  r('karma', 1)
].map(white)

/** An income tile of a Navaratna colour (R137, R139); which reward each shows is reconstructed (CD18). */
const tileOf = (colour: string, reward: Reward): IncomeTile => ({ colour, reward, provenance: 'reconstructed' })

/** Yellow (9): the kinds are printed (R139: dice, money, upgrade, boat move, karma); the split is ours. */
const yellowTiles: IncomeTile[] = [
  r('dice', 1),
  r('dice', 1, 0),
  r('money', 4),
  r('money', 4),
  r('upgrade'),
  r('upgrade'),
  r('boat'),
  r('karma', 1),
  r('karma', 1)
].map((x) => tileOf('yellow', x))

/** Red (6): the stronger tiles (2 dice, karma 2); the split is ours (CD18). */
const redTiles: IncomeTile[] = [r('dice', 2), r('dice', 2, 3), r('money', 6), r('upgrade'), r('boat'), r('karma', 2)].map((x) =>
  tileOf('red', x)
)

/** Brown (7): the seven effects of R138, one per tile (the one-per-tile split is inferred, CD18). */
const brownTiles: IncomeTile[] = [
  r('famePerMarketTile'),
  r('famePerRiver3'),
  r('moneyPerBuilding'),
  r('moneyPerIncomeTile'),
  r('famePerBend'),
  r('moneyPerUpgrade'),
  r('famePerWorker')
].map((reward) => ({ colour: 'brown', reward, provenance: 'inferred', note: 'R138 lists seven brown effects for seven tiles' }))

/**
 * Navaratna side of the province board (R135, CD17): the same 3 × 4 grid and residence as the base
 * side (reconstructed), smaller printed incomes, every border space coloured for income tiles.
 * The two brown spaces are at the bottom (R136, PL: printed); the other colours are reconstructed.
 */
const navaratnaIncomes: Income[] = [
  { cell: 0, edge: N, rewards: [r('dice', 1)], slot: 'white', provenance: 'reconstructed' },
  { cell: 0, edge: W, rewards: [r('money', 2)], slot: 'yellow', provenance: 'reconstructed' },
  { cell: 2, edge: N, rewards: [r('money', 2)], slot: 'white', provenance: 'reconstructed' },
  { cell: 2, edge: E, rewards: [r('karma', 1)], slot: 'yellow', provenance: 'reconstructed' },
  { cell: 3, edge: W, rewards: [r('money', 3)], slot: 'white', provenance: 'reconstructed' },
  { cell: 5, edge: E, rewards: [r('dice', 1)], slot: 'yellow', provenance: 'reconstructed' },
  { cell: 6, edge: W, rewards: [r('upgrade')], slot: 'yellow', provenance: 'reconstructed' },
  { cell: 8, edge: E, rewards: [r('money', 3)], slot: 'red', provenance: 'reconstructed' },
  { cell: 9, edge: W, rewards: [r('dice', 1)], slot: 'red', provenance: 'reconstructed' },
  { cell: 9, edge: S, rewards: [r('money', 2)], slot: 'brown', provenance: 'inferred', note: 'R136 (PL): two brown spaces at the bottom' },
  { cell: 10, edge: S, rewards: [r('upgrade')], slot: 'red', provenance: 'reconstructed' },
  { cell: 11, edge: S, rewards: [r('money', 3)], slot: 'brown', provenance: 'inferred', note: 'R136 (PL): two brown spaces at the bottom' },
  { cell: 11, edge: E, rewards: [r('money', 4)], slot: 'red', provenance: 'reconstructed' }
]

/**
 * The 8 Ganga river tiles (R147, CD19): the five kinds are printed; which tiles, their colours
 * and characters are reconstructed.
 */
const riverTile = (rewards: Reward[], note?: string): RiverTile => ({ rewards, provenance: 'reconstructed', ...(note === undefined ? {} : { note }) })
const riverTiles: RiverTile[] = [
  riverTile([r('dicePerKarma')], 'as many dice as your karma, any colours (R147, printed kind)'),
  riverTile([r('marketSame', 3)], 'same goods, up to 3 markets, no die (R147, printed kind)'),
  riverTile([r('riverMove', 3)], 'move up to 3 unoccupied spaces (R147, printed kind)'),
  riverTile([r('riverMove', 3)]),
  riverTile([r('dice', 1, 0), r('dice', 1, 2), r('dice', 1, 3)], 'three dice of the colours shown (R147, printed kind; colours ours)'),
  riverTile([r('dice', 1, 1), r('dice', 1, 2), r('dice', 1, 0)]),
  riverTile([r('chamber', 3)], 'the character shown (R147, printed kind; Yogi ours)'),
  riverTile([r('chamber', 4)], 'the character shown (R147, printed kind; Raja Man Singh ours)')
]

/** The bundled (reconstructed) component set. */
export const bundledComponents: RajasComponents = {
  name: 'tabletop-rules reconstruction 1 (not the printed game)',
  diceColours: ['blue', 'green', 'orange', 'purple'],
  dicePerColour: 12,
  kaliHands: { front: 10, back: 8 },
  tiles: buildTiles(),
  province: { cols: 3, rows: 4, residence: 1, exits: W | E | S, incomes, provenance: 'reconstructed' },
  boards: { two, threeFour },
  tracks,
  incomeTiles: [...incomeTiles, ...yellowTiles, ...redTiles, ...brownTiles],
  navaratnaProvince: { cols: 3, rows: 4, residence: 1, exits: W | E | S, incomes: navaratnaIncomes, provenance: 'reconstructed' },
  riverTiles
}
