/**
 * The consistency of a state decoded from outside (issue 15): what every reachable state satisfies
 * beyond its shape — the right number of players, component ids that exist, tiles, dice and income
 * tiles conserved, workers and markers within their tracks, and a pending step the rules can go on
 * from. `checkState` gives the first broken invariant in words.
 * @module
 */
import { componentProblems } from '../components/validate.js'
import type { Player, RajasState, Task } from '../state.js'
import { boardSide, comps, compsFor, dieColour, dieValue, KARMA_MAX, MAX_LEVEL } from './common.js'
import { autoStep, chanceOutcomes, decisionMoves, specOf } from './tasks.js'

const isInt = (x: number, lo: number, hi: number): boolean => Number.isInteger(x) && x >= lo && x <= hi

/** The first broken invariant of one player, or undefined. */
const playerProblem = (s: RajasState, i: number, p: Player): string | undefined => {
  const c = comps(s).c
  const d = compsFor(s, p)
  const tr = c.tracks
  const who = `seat ${i}`
  if (p.board === 'navaratna' && c.navaratnaProvince === undefined) return `${who} plays a Navaratna province side the component set lacks`
  const cells = d.c.province.cols * d.c.province.rows
  if (p.grid.length !== cells || p.under.length !== cells) return `${who}'s province does not have ${cells} cells`
  if (p.incomes.length !== d.c.province.incomes.length) return `${who} has ${p.incomes.length} special incomes, the province side ${d.c.province.incomes.length}`
  for (let cell = 0; cell < cells; cell++) {
    const code = p.grid[cell] ?? -1
    if (code !== -1 && !(isInt(code, 0, 4 * c.tiles.length - 1) && cell !== d.c.province.residence)) return `${who}'s cell ${cell} holds no tile of the set (${code})`
    const under = p.under[cell] ?? -1
    if (under !== -1 && !(isInt(under, 0, c.tiles.length - 1) && code >= 0)) return `${who}'s cell ${cell} covers no tile of the set (${under})`
  }
  if (!isInt(p.money, 0, tr.moneyMax)) return `${who}'s money ${p.money} is off the track (0..${tr.moneyMax}, A15)`
  if (!isInt(p.fame, 0, tr.fameMax)) return `${who}'s fame ${p.fame} is off the track (0..${tr.fameMax}, A15)`
  if (!isInt(p.karma, 0, KARMA_MAX)) return `${who}'s karma ${p.karma} is not 0..${KARMA_MAX} (R43)`
  if (p.levels.length !== 4 || p.lag.length !== 4) return `${who} needs an upgrade level and a lag for each of the 4 building types (R67)`
  if (p.levels.some((l, b) => !isInt(l, 2, MAX_LEVEL) || !isInt(p.lag[b] ?? -1, 0, l - 2))) return `${who}'s upgrade levels are not 2..${MAX_LEVEL} (R67)`
  const hands = p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front
  if (p.dice.length > hands) return `${who} holds ${p.dice.length} dice on a Kali statue of ${hands} hands (R39)`
  if (p.dice.some((x) => !isInt(dieColour(x), 0, c.diceColours.length - 1) || !isInt(dieValue(x), 1, 6) || !Number.isInteger(x))) return `${who} holds a die that is not colour·10 + value 1..6`
  const maxWorkers = s.variant?.navaratna === true ? 6 : 5 // R110, R114, R133
  if (!isInt(p.gained, 0, 3) || p.workers !== 3 + p.gained || p.workers > maxWorkers) return `${who} has ${p.workers} workers after gaining ${p.gained} (R14, R114)`
  if (!isInt(p.inactive, 0, 7)) return `${who}'s inactive workers are not a mask of fame 1, money 2, bridge 4 (R13)`
  if (!isInt(p.placed, 0, p.workers)) return `${who} placed ${p.placed} of ${p.workers} workers`
  const onBoard = s.spaces.filter((x) => x === i).length
  if (onBoard !== p.placed) return `${who} placed ${p.placed} workers but ${onBoard} action spaces hold one (R26)`
  if (!isInt(p.boat, 0, boardSide(s).river.spaces.length - 1)) return `${who}'s boat is off the river`
  if (!isInt(p.bonus, 0, tr.moneyBonuses.length)) return `${who}'s money bonus marker is off the bonus spaces (R120)`
  if (!isInt(p.crossed, 0, s.crossings)) return `${who} crossed in order ${p.crossed} of ${s.crossings} crossings (R131)`
  if ((p.slots !== undefined) !== (s.variant?.navaratna === true)) return `${who}'s income-tile spaces must exist exactly in Navaratna (R135)`
  if (p.slots !== undefined && (p.slots.length !== p.incomes.length || p.slots.some((x) => x !== -1 && !isInt(x, 0, c.incomeTiles.length - 1)))) {
    return `${who}'s income-tile spaces hold tiles the set lacks (R136)`
  }
  return undefined
}

/** Counts each id of `ids` into `seen`; a message when an id is out of 0..n-1. */
const tally = (seen: number[], ids: readonly number[], n: number, what: string): string | undefined => {
  for (const id of ids) {
    if (!isInt(id, 0, n - 1)) return `${what} ${id} is not in the component set (0..${n - 1})`
    seen[id] = (seen[id] ?? 0) + 1
  }
  return undefined
}

/** The tiles: each of the set exactly once — in a stack, on top, pending placement, or in a province (R2, R10, R58). */
const tileProblem = (s: RajasState): string | undefined => {
  const c = comps(s)
  const n = c.tiles.length
  if (s.stacks.length !== c.stacks.length || s.tops.length !== c.stacks.length) return `there must be ${c.stacks.length} tile stacks (R10)`
  const seen: number[] = new Array<number>(n).fill(0)
  for (const [i, stack] of s.stacks.entries()) {
    const bad = tally(seen, stack, n, 'tile')
    if (bad !== undefined) return bad
    const top = s.tops[i] ?? -1
    if (top !== -1) {
      const b2 = tally(seen, [top], n, 'tile')
      if (b2 !== undefined) return b2
    }
    for (const id of top === -1 ? stack : [...stack, top]) {
      const t = c.tiles[id]
      if (t !== undefined && t.colour * 3 + t.back !== i) return `tile ${id} lies on stack ${i}, not its own (R10)`
    }
  }
  for (const p of s.p) {
    const bad = tally(seen, [...p.grid.filter((x) => x >= 0).map((x) => x >> 2), ...p.under.filter((x) => x >= 0)], n, 'tile')
    if (bad !== undefined) return bad
  }
  const pending = s.tasks.flatMap((t) => (t.k === 'put' ? [t.tile] : []))
  const bad = tally(seen, pending, n, 'tile')
  if (bad !== undefined) return bad
  const twice = seen.findIndex((x) => x > 1)
  if (twice >= 0) return `tile ${twice} is in two places`
  const missing = seen.findIndex((x) => x === 0)
  return missing >= 0 ? `tile ${missing} is nowhere (each tile is in a stack, on top or in a province)` : undefined
}

/** The dice: of each colour, supply + statues = the dice of the box (R2, R37). */
const diceProblem = (s: RajasState): string | undefined => {
  const c = comps(s).c
  if (s.supply.length !== c.diceColours.length) return `the supply must have ${c.diceColours.length} colours`
  for (let col = 0; col < c.diceColours.length; col++) {
    const held = s.p.reduce((a, p) => a + p.dice.filter((x) => dieColour(x) === col).length, 0)
    const supply = s.supply[col] ?? 0
    if (!isInt(supply, 0, c.dicePerColour) || supply + held !== c.dicePerColour) {
      return `${c.diceColours[col] ?? col} dice: ${supply} in the supply and ${held} on statues, not ${c.dicePerColour} (R2, R37)`
    }
  }
  return undefined
}

/** The income tiles: the white pile and discards (base), or the display, the provinces and a drawn brown tile (Navaratna). */
const incomeProblem = (s: RajasState): string | undefined => {
  const c = comps(s).c
  const n = c.incomeTiles.length
  const seen: number[] = new Array<number>(n).fill(0)
  const nav = s.variant?.navaratna === true
  const ids = nav
    ? [...(s.display ?? []), ...s.p.flatMap((p) => (p.slots ?? []).filter((x) => x >= 0)), ...s.tasks.flatMap((t) => (t.k === 'inc' && t.m === 'setup' ? [t.tile] : []))]
    : [...s.white, ...s.discard]
  const bad = tally(seen, ids, n, 'income tile')
  if (bad !== undefined) return bad
  if (seen.some((x) => x > 1)) return 'an income tile is in two places'
  if (nav) {
    if (s.white.length + s.discard.length > 0) return 'the white pile is not used in Navaratna (R137)'
    return seen.some((x) => x === 0) ? 'an income tile is missing from the display and the provinces (R137)' : undefined
  }
  if ((s.display ?? []).length > 0) return 'the income-tile display is used only in Navaratna (R137)'
  const whites = c.incomeTiles.flatMap((x, i) => (x.colour === 'white' ? [i] : []))
  if (ids.length !== whites.length || whites.some((i) => seen[i] !== 1)) return 'the white pile and the discards must hold every white income tile once (R11, R83)'
  return undefined
}

/** The river tiles (Ganga): on the river or in the pile, each once, never on the start or final space (R145). */
const riverProblem = (s: RajasState): string | undefined => {
  if (s.variant?.ganga !== true) return s.rtiles !== undefined || s.rpile !== undefined ? 'river tiles are used only in Ganga (R145)' : undefined
  const n = (comps(s).c.riverTiles ?? []).length
  const rtiles = s.rtiles ?? []
  if (rtiles.length !== boardSide(s).river.spaces.length) return 'there must be one river-tile place per river space (R145)'
  if ((rtiles[0] ?? -1) !== -1 || (rtiles[rtiles.length - 1] ?? -1) !== -1) return 'a river tile lies on the start or the final space (R145)'
  const seen: number[] = new Array<number>(n).fill(0)
  const bad = tally(seen, [...rtiles.filter((x) => x >= 0), ...(s.rpile ?? [])], n, 'river tile')
  if (bad !== undefined) return bad
  return seen.some((x) => x !== 1) ? `each of the ${n} river tiles must be on the river or in the pile once (R145)` : undefined
}

/** Is a pending step's seat a seat of the game (or -1 for a step of the game itself)? */
const seatOk = (s: RajasState, t: Task): boolean => isInt(t.s, -1, s.players - 1) && (t.s >= 0 || specOf(t).by !== 'seat')

/** The pending steps: the phase, seats, ids in range, and a head the rules can go on from. */
const taskProblem = (s: RajasState): string | undefined => {
  const head = s.tasks[0]
  if (s.phase === 'over') return s.tasks.length === 0 ? undefined : 'a finished game has no pending step'
  if (head === undefined) return `a game in phase ${s.phase} needs a pending step`
  const c = comps(s)
  const steps: Task[] = []
  const flat = (ts: readonly Task[]): void => {
    for (const t of ts) {
      steps.push(t)
      if (t.k === 'order') t.groups.forEach(flat)
    }
  }
  flat(s.tasks)
  for (const t of steps) {
    if (!seatOk(s, t)) return `a pending ${t.k} step names seat ${t.s}`
    if ((t.k === 'put' || t.k === 'payTile') && !isInt(t.tile, 0, c.tiles.length - 1)) return `a pending ${t.k} step names tile ${t.tile}`
    if ((t.k === 'roll' || t.k === 'payTile') && !isInt(t.c, 0, c.c.diceColours.length - 1)) return `a pending ${t.k} step names dice colour ${t.c}`
    if (t.k === 'gain' && !isInt(t.c, -1, c.c.diceColours.length - 1)) return `a pending gain names dice colour ${t.c}`
    if ((t.k === 'tile' || t.k === 'payDie') && !isInt(t.i, 0, (t.k === 'tile' ? s.stacks.length : s.spaces.length) - 1)) return `a pending ${t.k} step names ${t.k === 'tile' ? 'stack' : 'space'} ${t.i}`
    if ((t.k === 'put' || t.k === 'score') && !isInt(t.cell, t.k === 'put' ? -1 : 0, c.cells - 1)) return `a pending ${t.k} step names cell ${t.cell}`
    if (t.k === 'buy' && t.cell !== undefined && !isInt(t.cell, 0, c.cells - 1)) return `a pending buy names cell ${t.cell}`
    if (t.k === 'reroll' && !isInt(t.i, 0, (s.p[t.s]?.dice.length ?? 0) - 1)) return `a pending re-roll names die ${t.i}`
    if (t.k === 'terrace' && t.list.some((d) => !isInt(d, 0, (s.p[t.s]?.dice.length ?? 0) - 1))) return 'a pending terrace step names a die the seat lacks'
    if (t.k === 'inc' && t.m === 'setup' && !isInt(t.tile, 0, c.c.incomeTiles.length - 1)) return `a pending income step names tile ${t.tile}`
    if ((t.k === 'groll' || t.k === 'gdraw') && s.variant?.ganga !== true) return 'a Ganga setup step outside Ganga (R145)'
  }
  if (autoStep(s) !== undefined) return `the pending ${head.k} step resolves itself: the state is not one the rules stop at`
  const by = specOf(head).by
  if (by === 'chance' ? chanceOutcomes(s).length === 0 : decisionMoves(s, head).length === 0) return `the pending ${head.k} step has no legal move`
  if (s.phase === 'play' && !isInt(s.turn, 0, s.players - 1)) return `the turn is seat ${s.turn}`
  return undefined
}

/** The first broken invariant of a decoded state, or undefined when the rules can go on from it. */
export const checkState = (s: RajasState): string | undefined => {
  if (s.components !== undefined) {
    const problems = componentProblems(s.components)
    if (problems.length > 0) return `its component set is invalid: ${problems[0] ?? ''}`
  }
  if (!isInt(s.players, 2, 4)) return `Rajas of the Ganges is played by 2 to 4 players; the state has ${s.players} (R1)`
  if (s.p.length !== s.players) return `the state has ${s.p.length} players for a ${s.players}-player game`
  if (s.side !== (s.players === 2 ? 'two' : 'threeFour')) return `a ${s.players}-player game is played on the ${s.players === 2 ? 'two' : 'threeFour'} side (R6)`
  if (!isInt(s.first, 0, s.players - 1)) return `the first player is seat ${s.first}`
  if (!isInt(s.round, 1, 1000)) return `round ${s.round} is not a round number`
  if (!isInt(s.crossings, 0, s.players)) return `${s.crossings} crossings in a ${s.players}-player game`
  const spaces = boardSide(s).spaces
  if (s.spaces.length !== spaces.length || s.spaces.some((x) => !isInt(x, -2, s.players - 1))) return 'the action spaces must each be free (-1), covered (-2) or hold a seat\u2019s worker'
  for (const [i, p] of s.p.entries()) {
    const bad = playerProblem(s, i, p)
    if (bad !== undefined) return bad
  }
  return tileProblem(s) ?? diceProblem(s) ?? incomeProblem(s) ?? riverProblem(s) ?? taskProblem(s)
}
