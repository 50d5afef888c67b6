/**
 * The ranges of every number in a component set, from the physical game (documented in
 * `docs/games/rajas.md`, "Component ranges"): counts within the box's supply, values within what
 * the tracks and boards hold. They keep every list of legal moves and every game bounded.
 * @module
 */
import type { BoardSide, RajasComponents, Province, Reward } from './types.js'

/** A closed integer range with the reason for it. */
interface Range {
  readonly lo: number
  readonly hi: number
  readonly why: string
}

const r = (lo: number, hi: number, why: string): Range => ({ lo, hi, why })

/** The ranges, by field (`*` = every element). */
export const RANGES = {
  kaliHands: r(4, 10, 'the Kali statue has 10 hands on its front, 8 on its back (R39)'),
  tileCost: r(1, 72, 'a tile is paid with dice of its colour: at most 12 dice × 6 pips (R2, R50)'),
  marketValue: r(0, 9, 'a market shows a money value of one digit (R73)'),
  provinceSide: r(2, 6, 'the province board is a grid of 3 × 4 spaces (CD14); at most 6 × 6'),
  spaces: r(8, 40, 'a main-board side has one space per action of the eight kinds, about 30 in all (CD6)'),
  spaceMoney: r(0, 10, 'quarry and port spaces cost a few coins (R48, R88)'),
  riverSpaces: r(9, 30, 'the river has a start, at least 7 spaces and a final space (R96)'),
  rewardsPerPlace: r(0, 3, 'a river space, income or river tile shows at most 3 rewards (R96, R147)'),
  trackBonuses: r(0, 10, 'a track holds a few bonus spaces (R117–R120)'),
  fameMax: r(30, 100, 'the fame track has about 60 spaces (CD4)'),
  moneyMax: r(60, 200, 'the money track has about 120 spaces (CD4)'),
  moneyPerFame: r(1, 4, 'money spaces per fame space beside them (R5, EX13)'),
  fameAtMoneyZero: r(1, 100, 'the fame space beside money 0 (R5, EX13)'),
  incomeTiles: r(1, 30, 'the box holds 30 income tiles (R2)'),
  incomes: r(0, 16, 'a province side has at most 16 border spaces with a special income (13 on the Navaratna side, CD17)'),
  rewardN: {
    dice: r(1, 3, 'dice rewards give 1–3 dice (R97, R139, R147)'),
    money: r(0, 20, 'money rewards are printed amounts of a few coins'),
    fame: r(0, 20, 'fame rewards are printed amounts of a few points'),
    karma: r(1, 3, 'karma goes up to 3 (R43)'),
    marketSame: r(1, 6, 'the same-goods market scores up to 6 markets (R75, R106)'),
    riverMove: r(1, 3, 'a river tile moves the boat up to 3 spaces (R147)'),
    chamber: r(2, 6, 'a free palace action is a chamber 2–6 (R100, R147)'),
    worker: r(1, 4, 'a worker reward names the worker of the fame track (1), money track (2) or bridge (4) (R13)'),
    other: r(0, 20, 'an amount printed on a reward')
  },
  rewardColour: r(-1, 3, 'a dice colour 0–3, or -1 for any colour (CD1)')
} as const

const check = (problems: string[], field: string, v: number | undefined, range: Range): void => {
  if (v === undefined) return
  if (!Number.isInteger(v) || v < range.lo || v > range.hi) problems.push(`${field} = ${String(v)} is outside ${range.lo}..${range.hi}: ${range.why}`)
}

const checkReward = (problems: string[], field: string, x: Reward): void => {
  const n = (RANGES.rewardN as Readonly<Record<string, Range>>)[x.k] ?? RANGES.rewardN.other
  check(problems, `${field}.n`, x.n, n)
  if (x.k === 'worker' && x.n !== undefined && ![1, 2, 4].includes(x.n)) problems.push(`${field}.n = ${x.n} is not a worker (1, 2 or 4): ${n.why}`)
  check(problems, `${field}.c`, x.c, RANGES.rewardColour)
}

const checkRewards = (problems: string[], field: string, xs: readonly Reward[]): void => {
  check(problems, `${field} (count)`, xs.length, RANGES.rewardsPerPlace)
  xs.forEach((x, i) => checkReward(problems, `${field}.${i}`, x))
}

const checkProvinceRanges = (problems: string[], name: string, p: Province): void => {
  check(problems, `${name}.cols`, p.cols, RANGES.provinceSide)
  check(problems, `${name}.rows`, p.rows, RANGES.provinceSide)
  check(problems, `${name}.residence`, p.residence, r(0, p.cols * p.rows - 1, 'a cell of the grid'))
  check(problems, `${name}.exits`, p.exits, r(1, 15, 'an edge mask (N 1, E 2, S 4, W 8)'))
  check(problems, `${name}.incomes (count)`, p.incomes.length, RANGES.incomes)
  p.incomes.forEach((inc, i) => {
    check(problems, `${name}.incomes.${i}.cell`, inc.cell, r(0, p.cols * p.rows - 1, 'a cell of the grid'))
    if (![1, 2, 4, 8].includes(inc.edge)) problems.push(`${name}.incomes.${i}.edge = ${inc.edge} is not one edge (1, 2, 4 or 8)`)
    checkRewards(problems, `${name}.incomes.${i}.rewards`, inc.rewards)
  })
}

const checkSideRanges = (problems: string[], name: string, side: BoardSide): void => {
  check(problems, `boards.${name}.spaces (count)`, side.spaces.length, RANGES.spaces)
  side.spaces.forEach((s, i) => {
    check(problems, `boards.${name}.spaces.${i}.money`, s.money, RANGES.spaceMoney)
    check(problems, `boards.${name}.spaces.${i}.colour`, s.colour, r(0, 3, 'a dice colour'))
    check(problems, `boards.${name}.spaces.${i}.gain`, s.gain, r(0, 3, 'a dice colour'))
    check(problems, `boards.${name}.spaces.${i}.value`, s.value, r(1, 6, 'a die value (R78)'))
  })
  side.covers3.forEach((c, i) => check(problems, `boards.${name}.covers3.${i}`, c, r(0, side.spaces.length - 1, 'a space of the side (R7)')))
  check(problems, `boards.${name}.river.spaces (count)`, side.river.spaces.length, RANGES.riverSpaces)
  check(problems, `boards.${name}.river.bridgeAfter`, side.river.bridgeAfter, r(0, Math.max(0, side.river.spaces.length - 2), 'a river space before the final one (R94)'))
  side.river.spaces.forEach((rs, i) => checkRewards(problems, `boards.${name}.river.spaces.${i}`, rs))
}

/** Every number of a decoded component set outside its range, named with its field and range. */
export const rangeProblems = (c: RajasComponents): string[] => {
  const problems: string[] = []
  check(problems, 'kaliHands.front', c.kaliHands.front, RANGES.kaliHands)
  check(problems, 'kaliHands.back', c.kaliHands.back, RANGES.kaliHands)
  c.tiles.forEach((tile, i) => {
    check(problems, `tiles.${i}.cost`, tile.cost, RANGES.tileCost)
    check(problems, `tiles.${i}.colour`, tile.colour, r(0, 3, 'a dice colour'))
    check(problems, `tiles.${i}.back`, tile.back, r(0, 2, 'snake 0, ox 1, tiger 2 (R10)'))
    tile.roads.forEach((m, j) => check(problems, `tiles.${i}.roads.${j}`, m, r(1, 15, 'an edge mask')))
    tile.markets.forEach((m, j) => {
      check(problems, `tiles.${i}.markets.${j}.good`, m.good, r(0, 2, 'silk 0, tea 1, spice 2'))
      check(problems, `tiles.${i}.markets.${j}.value`, m.value, RANGES.marketValue)
    })
    tile.buildings.forEach((b, j) => check(problems, `tiles.${i}.buildings.${j}`, b, r(0, 3, 'temple 0, palace 1, fort 2, mill 3')))
  })
  checkProvinceRanges(problems, 'province', c.province)
  if (c.navaratnaProvince !== undefined) checkProvinceRanges(problems, 'navaratnaProvince', c.navaratnaProvince)
  checkSideRanges(problems, 'two', c.boards.two)
  checkSideRanges(problems, 'threeFour', c.boards.threeFour)
  const tr = c.tracks
  check(problems, 'tracks.fameMax', tr.fameMax, RANGES.fameMax)
  check(problems, 'tracks.moneyMax', tr.moneyMax, RANGES.moneyMax)
  check(problems, 'tracks.moneyPerFame', tr.moneyPerFame, RANGES.moneyPerFame)
  check(problems, 'tracks.fameAtMoneyZero', tr.fameAtMoneyZero, RANGES.fameAtMoneyZero)
  check(problems, 'tracks.fameWorker', tr.fameWorker, r(1, tr.fameMax, 'a space of the fame track'))
  check(problems, 'tracks.moneyWorker', tr.moneyWorker, r(1, tr.moneyMax, 'a space of the money track'))
  check(problems, 'tracks.fameBonuses (count)', tr.fameBonuses.length, RANGES.trackBonuses)
  check(problems, 'tracks.moneyBonuses (count)', tr.moneyBonuses.length, RANGES.trackBonuses)
  tr.fameBonuses.forEach((b, i) => {
    check(problems, `tracks.fameBonuses.${i}.at`, b.at, r(1, tr.fameMax, 'a space of the fame track'))
    checkReward(problems, `tracks.fameBonuses.${i}.reward`, b.reward)
  })
  tr.moneyBonuses.forEach((b, i) => {
    check(problems, `tracks.moneyBonuses.${i}.at`, b.at, r(1, tr.moneyMax, 'a space of the money track'))
    checkReward(problems, `tracks.moneyBonuses.${i}.reward`, b.reward)
  })
  // R127: the game ends when the markers meet, so they must be able to: at the end of the money
  // track the fame track must reach the fame space beside it.
  const beside = tr.fameAtMoneyZero - Math.ceil(tr.moneyMax / Math.max(1, tr.moneyPerFame))
  if (Number.isFinite(beside) && tr.fameMax < beside) {
    problems.push(`tracks: the fame and money markers could never meet (fame ${tr.fameMax} at most, money ${tr.moneyMax} lies beside fame ${beside}) (R127)`)
  }
  check(problems, 'incomeTiles (count)', c.incomeTiles.length, RANGES.incomeTiles)
  c.incomeTiles.forEach((x, i) => checkReward(problems, `incomeTiles.${i}.reward`, x.reward))
  c.riverTiles?.forEach((x, i) => checkRewards(problems, `riverTiles.${i}.rewards`, x.rewards))
  return problems
}
