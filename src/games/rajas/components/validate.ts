/**
 * The validator of user-supplied component sets: the io-ts codec, then one clear message per
 * broken structural constraint (components file §3.1, §4, §5, §6, §7).
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeWith, violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import { rangeProblems } from './ranges.js'
import { RajasComponentsCodec, INCOME_COLOURS, type RajasComponents, type BoardSide, type Province, type RiverTile } from './types.js'

const ALL_KINDS = ['quarry', 'various', 'same', 'terrace', 'garden', 'balcony', 'chamber', 'port'] as const

const checkSide = (name: string, side: BoardSide, colours: number, problems: string[]): void => {
  for (const kind of ALL_KINDS) {
    if (!side.spaces.some((s) => s.kind === kind)) problems.push(`board ${name} has no ${kind} space`)
  }
  side.spaces.forEach((s, i) => {
    if ((s.kind === 'quarry' || s.kind === 'port') && !(Number.isInteger(s.money) && (s.money ?? -1) >= 0)) {
      problems.push(`board ${name} space ${i} (${s.kind}) needs a money cost >= 0`)
    }
    if ((s.kind === 'garden' || s.kind === 'balcony') && !((s.colour ?? -1) >= 0 && (s.colour ?? 99) < colours)) {
      problems.push(`board ${name} space ${i} (${s.kind}) needs a dice colour 0..${colours - 1}`)
    }
    if (s.kind === 'balcony' && !((s.gain ?? -1) >= 0 && (s.gain ?? 99) < colours)) {
      problems.push(`board ${name} space ${i} (balcony) needs a gain colour 0..${colours - 1}`)
    }
    if (s.kind === 'chamber' && !((s.value ?? 0) >= 1 && (s.value ?? 0) <= 6)) {
      problems.push(`board ${name} space ${i} (chamber) needs a die value 1..6`)
    }
  })
  for (let v = 1; v <= 6; v++) {
    if (!side.spaces.some((s) => s.kind === 'chamber' && s.value === v)) problems.push(`board ${name} lacks chamber ${v} (R82–R87)`)
  }
  if (!side.spaces.some((s) => s.kind === 'port' && s.money === 0)) problems.push(`board ${name}: the first port space must be free (R88)`)
  side.covers3.forEach((i) => {
    if (!(i >= 0 && i < side.spaces.length)) problems.push(`board ${name}: cover index ${i} is not a space`)
  })
  const len = side.river.spaces.length
  if (len < 9) problems.push(`board ${name}: the river needs at least 9 spaces (start, 7 spaces, final)`)
  if (side.river.spaces[0]?.length !== 0) problems.push(`board ${name}: the river start space has no reward`)
  const two = side.river.spaces[2]
  if (!(two !== undefined && two.length === 1 && two[0]?.k === 'karma' && two[0]?.n === 2)) {
    problems.push(`board ${name}: river space 2 must show +2 karma (EX14)`)
  }
  if (!(side.river.bridgeAfter >= 0 && side.river.bridgeAfter < len - 1)) problems.push(`board ${name}: the bridge must lie between river spaces`)
  side.river.spaces.forEach((rs, i) =>
    rs.forEach((rw) => {
      if (rw.k === 'dicePerKarma' && !((rw.c ?? -1) >= 0 && (rw.c ?? 99) < colours)) problems.push(`board ${name}: river space ${i} needs a dice colour`)
      if (rw.k === 'marketSame' && !((rw.n ?? 0) >= 1)) problems.push(`board ${name}: river space ${i} needs a market maximum`)
      if (rw.k === 'worker') problems.push(`board ${name}: river space ${i} cannot give a worker`)
    })
  )
}

const checkProvince = (name: string, p: Province, problems: string[]): void => {
  const cells = p.cols * p.rows
  if (!(p.cols >= 2 && p.rows >= 2)) problems.push(`${name}: the grid needs at least 2×2 cells`)
  if (!(p.residence >= 0 && p.residence < cells)) problems.push(`${name}: the residence is not a cell of the grid`)
  if (!(p.exits > 0 && p.exits < 16)) problems.push(`${name}: the residence needs road exits (R54)`)
  p.incomes.forEach((inc, i) => {
    const row = Math.floor(inc.cell / p.cols)
    const col = inc.cell % p.cols
    const onBorder =
      (inc.edge === 1 && row === 0) || (inc.edge === 4 && row === p.rows - 1) || (inc.edge === 8 && col === 0) || (inc.edge === 2 && col === p.cols - 1)
    if (!(inc.cell >= 0 && inc.cell < cells) || inc.cell === p.residence || !onBorder) {
      problems.push(`${name}: special income ${i} is not on a border edge of a tile space (R62)`)
    }
  })
}

const BROWN_KINDS = ['famePerMarketTile', 'famePerRiver3', 'moneyPerBuilding', 'moneyPerIncomeTile', 'famePerBend', 'moneyPerUpgrade', 'famePerWorker']
const INCOME_COUNTS: Readonly<Record<string, number>> = { white: 8, yellow: 9, red: 6, brown: 7 }

/** Navaratna side (R135, R136, CD17): every border space has an income colour; exactly two are brown. */
const checkNavaratna = (p: Province, problems: string[]): void => {
  p.incomes.forEach((inc, i) => {
    if (inc.slot === undefined || !(INCOME_COLOURS as readonly string[]).includes(inc.slot)) {
      problems.push(`navaratnaProvince: special income ${i} needs a slot colour (white, yellow, red or brown) (R135)`)
    }
  })
  const brown = p.incomes.filter((x) => x.slot === 'brown').length
  if (brown !== 2) problems.push(`navaratnaProvince must have exactly 2 brown spaces, got ${brown} (R136)`)
}

/** Income tiles (R2, R138, CD18): the colour counts and the seven brown effects, one each. */
const checkIncomeTiles = (c: RajasComponents, problems: string[]): void => {
  c.incomeTiles.forEach((x, i) => {
    if (!(INCOME_COLOURS as readonly string[]).includes(x.colour)) problems.push(`income tile ${i} has colour '${x.colour}', not white, yellow, red or brown (R2)`)
    if (x.reward.k === 'worker' || x.reward.k === 'chamber' || x.reward.k === 'riverMove') problems.push(`income tile ${i} cannot give ${x.reward.k} (R139)`)
    const brownKind = BROWN_KINDS.includes(x.reward.k)
    if (x.colour === 'brown' && !brownKind) problems.push(`brown income tile ${i} must show one of the R138 effects, not ${x.reward.k}`)
    if (x.colour !== 'brown' && brownKind && x.reward.k !== 'moneyPerUpgrade') problems.push(`income tile ${i}: ${x.reward.k} is a brown effect (R138)`)
  })
  if (c.navaratnaProvince === undefined && c.incomeTiles.every((x) => x.colour === 'white')) return
  for (const [colour, n] of Object.entries(INCOME_COUNTS)) {
    const got = c.incomeTiles.filter((x) => x.colour === colour).length
    if (got !== n) problems.push(`there must be ${n} ${colour} income tiles, got ${got} (R2)`)
  }
  const brownKinds = c.incomeTiles.filter((x) => x.colour === 'brown').map((x) => x.reward.k)
  const missing = BROWN_KINDS.filter((k) => !brownKinds.includes(k as never))
  if (missing.length > 0) problems.push(`the brown income tiles lack the R138 effects ${missing.join(', ')}`)
}

/** Is a river tile one of the five kinds of R147? */
const riverTileKind = (x: RiverTile, colours: number): boolean => {
  const [a, ...more] = x.rewards
  if (a === undefined) return false
  if (more.length === 0) {
    if (a.k === 'dicePerKarma') return a.c === undefined
    if (a.k === 'marketSame') return a.n === 3
    if (a.k === 'riverMove') return (a.n ?? 0) >= 1 && (a.n ?? 0) <= 3
    if (a.k === 'chamber') return (a.n ?? 0) >= 2 && (a.n ?? 0) <= 6
    return false
  }
  return x.rewards.length === 3 && x.rewards.every((r) => r.k === 'dice' && (r.n ?? 1) === 1 && (r.c ?? -1) >= 0 && (r.c ?? 99) < colours)
}

/** River tiles (R2, R147, CD19): eight, each one of the five printed kinds. */
const checkRiverTiles = (tiles: readonly RiverTile[], colours: number, problems: string[]): void => {
  if (tiles.length !== 8) problems.push(`there must be 8 river tiles, got ${tiles.length} (R2)`)
  tiles.forEach((x, i) => {
    if (!riverTileKind(x, colours)) {
      problems.push(`river tile ${i} must be one of R147: dice per karma, same goods up to 3, move up to 3, three dice of shown colours, or a chamber 2–6`)
    }
  })
}

/** Structural checks of a decoded component set: a list of problems (empty when valid). */
export const componentProblems = (c: RajasComponents): readonly string[] => {
  const problems: string[] = rangeProblems(c)
  const colours = c.diceColours.length
  if (colours !== 4) problems.push(`there must be 4 dice colours, got ${colours} (CD1)`)
  if (c.dicePerColour !== 12) problems.push(`there must be 12 dice per colour, got ${c.dicePerColour} (R2)`)
  if (!(c.kaliHands.front >= 4 && c.kaliHands.back >= 4)) problems.push('a Kali statue needs at least 4 hands (R20)')
  if (c.tiles.length !== 64) problems.push(`there must be 64 province tiles, got ${c.tiles.length} (R2)`)
  c.tiles.forEach((tile, i) => {
    const at = `tile ${i}`
    if (tile.id !== i) problems.push(`${at} has id ${tile.id}; ids must be 0..63 in order`)
    if (!(tile.colour >= 0 && tile.colour < colours)) problems.push(`${at} has no valid colour`)
    if (!(tile.back >= 0 && tile.back <= 2)) problems.push(`${at} has no valid back symbol (0 snake, 1 ox, 2 tiger)`)
    if (!(Number.isInteger(tile.cost) && tile.cost >= 1)) problems.push(`${at} needs a cost >= 1`)
    if (tile.roads.length === 0 || tile.roads.some((m) => !(Number.isInteger(m) && m > 0 && m < 16))) {
      problems.push(`${at} needs 1+ road groups, each a non-empty edge mask 1..15`)
    }
    let seen = 0
    for (const m of tile.roads) {
      if ((seen & m) !== 0) problems.push(`${at}: its road groups share an edge`)
      seen |= m
    }
    if (tile.markets.length > 2 || tile.buildings.length > 2) problems.push(`${at} has more than 2 markets or 2 buildings (R3)`)
    if (tile.markets.length + tile.buildings.length === 0) problems.push(`${at} has neither a market nor a building (R3)`)
    if (tile.markets.some((m) => !(m.good >= 0 && m.good <= 2 && m.value >= 0))) problems.push(`${at} has a bad market (goods 0..2, value >= 0)`)
    if (tile.buildings.some((b) => !(b >= 0 && b <= 3))) problems.push(`${at} has a bad building (0..3)`)
  })
  for (let col = 0; col < colours; col++) {
    const n = c.tiles.filter((x) => x.colour === col).length
    if (n !== 16) problems.push(`colour ${c.diceColours[col] ?? col} has ${n} tiles, not 16 (R2)`)
    for (let back = 0; back < 3; back++) {
      if (!c.tiles.some((x) => x.colour === col && x.back === back)) problems.push(`stack ${c.diceColours[col] ?? col}/${back} is empty (R10)`)
    }
  }
  checkProvince('province', c.province, problems)
  if (c.navaratnaProvince !== undefined) {
    checkProvince('navaratnaProvince', c.navaratnaProvince, problems)
    checkNavaratna(c.navaratnaProvince, problems)
  }
  checkIncomeTiles(c, problems)
  if (c.riverTiles !== undefined) checkRiverTiles(c.riverTiles, colours, problems)
  checkSide('two', c.boards.two, colours, problems)
  checkSide('threeFour', c.boards.threeFour, colours, problems)
  const tr = c.tracks
  if (!(tr.moneyPerFame >= 1 && tr.fameAtMoneyZero >= 1)) problems.push('the track alignment needs moneyPerFame >= 1 and fameAtMoneyZero >= 1 (R5)')
  const beside = (m: number): number => tr.fameAtMoneyZero - Math.ceil(m / tr.moneyPerFame)
  if (!(30 - beside(65) === 2 && 37 - beside(52) === 2)) problems.push('the track alignment does not satisfy EX13 (margins +2 and +2)')
  if (tr.moneyBonuses.some((b, i) => i > 0 && b.at <= (tr.moneyBonuses[i - 1]?.at ?? 0))) problems.push('money bonuses must be in increasing order (R120)')
  if (c.incomeTiles.filter((x) => x.colour === 'white').length === 0) problems.push('there must be white income tiles (R11)')
  return problems
}

/** Decodes and checks a component set: the set, or `BAD_COMPONENTS` naming every broken constraint. */
export const validateComponents = (input: unknown): E.Either<RuleViolation, RajasComponents> => {
  const decoded = decodeWith(RajasComponentsCodec, input, ViolationCode.BAD_COMPONENTS, 'the component set')
  if (E.isLeft(decoded)) return decoded
  const problems = componentProblems(decoded.right)
  if (problems.length === 0) return decoded
  const shown = problems.slice(0, 3).map((x) => (x.length > 120 ? `${x.slice(0, 117)}...` : x))
  const more = problems.length > 3 ? `; and ${problems.length - 3} more` : ''
  return E.left({ ...violation(ViolationCode.BAD_COMPONENTS, `the component set is invalid: ${shown.join('; ')}${more}`), problems })
}
