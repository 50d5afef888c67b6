/**
 * A ceiling for The Border (dev-only, never shipped): the same random playout as the library's,
 * written by hand for speed — one mutable game of typed arrays, lists precomputed from the
 * component set, and no allocation per step. It answers "how fast could a playout of these rules
 * be in JavaScript?", so that the bench can report library ÷ ceiling (issue 21).
 *
 * It is an independent re-statement of the rules as `src/games/the-border/` implements them
 * (D13–D44: the first player by chance, one die per chance step, up to three rolls with re-rolls,
 * Action 1 completing whole segments, the simultaneous Action 2 crossing adjacent boxes, areas
 * completed and stamped by action, the end after the round of a 6th area) with the library's
 * automatic steps (Action 1 skipped when nothing can be completed, a passive seat that can cross
 * nothing when Action 2 begins finished at once, DQ16; one that has crossed finishes by its own
 * done, D33, rules 3.0.0). It makes the same decisions per step as the library: the same
 * actors, the same legal-move lists in the same order (by index), the same chance outcomes with the
 * same probabilities, so the same seeded choices play the same game. `test/bench/ceiling-lockstep.test.ts`
 * proves it step by step against the library (actors, legal-move lists, scores).
 *
 * Options: `passiveChaining` (DQ3) and `firstCompletion` (DQ7) as the library reads them; the
 * tie-break options do not change scores and are not modelled. Seats may play any distinct sheets.
 *
 * How it is fast (each a thing the library, being pure and plain-JSON, does not do):
 * - the state is mutated in place: one `Uint8Array` of crossed boxes per seat, counts per face;
 * - per seat, the number of crossed neighbours of every box (and, as a bitset, the uncrossed boxes
 *   with one), the open boxes of every segment and the uncrossed boxes of every area's ring are
 *   kept up to date as boxes are crossed, so "which boxes can be crossed?" is a few bitset words
 *   masked by the colours with a die left, and "can this segment be completed?" and "is this area
 *   complete?" are one read;
 * - a legal-move list is a count plus, for Action 1 and 2, the segment or box ids in a scratch
 *   array; a re-roll is decoded from its index (the library lists re-rolls in mixed-radix order);
 * - the generators are alea's four numbers held in local variables.
 * @module
 */
import { seedRng } from '../../src/core/index.js'
import { COLOURS, type BorderComponents, type BorderMove, type BorderOptions, type Colour } from '../../src/games/the-border/index.js'

/** Phases, as small integers. */
export const FIRST = 0
export const ROLL = 1
export const DECIDE = 2
export const ACTION1 = 3
export const ACTION2 = 4
export const OVER = 5

/** Completed areas that end the game (D41). */
const AREAS_TO_END = 6
/** At most three rolls per round (D18). */
const MAX_ROLLS = 3
/** Most players (D2). */
const MAX_SEATS = 4

/** Sets bit b of the bitset starting at word `base`. */
const setBit = (a: Int32Array, base: number, b: number): void => {
  const i = base + (b >>> 5)
  a[i] = (a[i] as number) | (1 << (b & 31))
}

/** Clears bit b of the bitset starting at word `base`. */
const clearBit = (a: Int32Array, base: number, b: number): void => {
  const i = base + (b >>> 5)
  a[i] = (a[i] as number) & ~(1 << (b & 31))
}

/** Lists derived once from a component set. */
export interface CeilingTables {
  readonly faces: readonly Colour[]
  /** The face indices in colour order (`COLOURS`), the order of dice in a re-roll move and of its digits. */
  readonly order: Int32Array
  /** Faces, dice, boxes, areas, sheets, most segments on a sheet. */
  readonly F: number
  readonly D: number
  readonly N: number
  readonly A: number
  readonly maxSeg: number
  /** Neighbours of box b: `nb[nbStart[b]] … nb[nbStart[b + 1] - 1]`. */
  readonly nbStart: Int32Array
  readonly nb: Int32Array
  /** Areas whose ring holds box b (each once): `areasOf[aoStart[b]] …`. */
  readonly aoStart: Int32Array
  readonly areasOf: Int32Array
  /** White boxes (pre-crossed, D7). */
  readonly white: Uint8Array
  /** Uncrossed ring boxes of each area at the start (distinct boxes). */
  readonly ringOpen0: Uint8Array
  readonly high: Int32Array
  readonly low: Int32Array
  /** Per sheet × box: face index (-1 white), segment index (-1 white). */
  readonly faceOf: Int8Array
  readonly segOf: Int16Array
  /** Per sheet: segment count; per sheet × segment (stride maxSeg): face, length, first box in `segBoxes`. */
  readonly segCount: Int32Array
  readonly segFace: Int8Array
  readonly segLen: Int8Array
  readonly segStart: Int32Array
  readonly segBoxes: Int32Array
  /** Cumulative probabilities of a die's faces, summed as the library's `pickWeighted` sums them. */
  readonly faceCum: Float64Array
  /** The same for the first player at 0–4 players (index `players * 4 + seat`). */
  readonly firstCum: Float64Array
  /** Neighbour counts per box at the start (crossed = white). */
  readonly nbCrossed0: Uint8Array
  /** 32-bit words in a bitset of boxes. */
  readonly W: number
  /** Per sheet × face (stride W): the boxes of that colour, as a bitset. */
  readonly faceMask: Int32Array
  /** The uncrossed boxes next to a crossed box at the start, as a bitset. */
  readonly frontier0: Int32Array
  /** Per sheet × face: the shortest segment of that colour (255 if none). */
  readonly minOpen0: Uint8Array
  /** Per sheet × face: that colour's segments, `faceSegs[fsStart[i]] … faceSegs[fsStart[i + 1] - 1]`. */
  readonly fsStart: Int32Array
  readonly faceSegs: Int32Array
  /** Per sheet × set of faces (a bit per face) (stride W): the boxes of those colours, as a bitset. */
  readonly colourSetMask: Int32Array
}

/** Builds the tables of a component set (once; allocation is fine here). */
export const ceilingTables = (c: BorderComponents): CeilingTables => {
  const faces = c.dice.faces
  const F = faces.length
  const N = c.boxes.length
  const A = c.areas.length
  const S = c.sheets.length
  const maxSeg = Math.max(...c.sheets.map((s) => s.segments.length))
  const nbStart = new Int32Array(N + 1)
  const nbList: number[] = []
  c.boxes.forEach((b, i) => {
    nbStart[i] = nbList.length
    nbList.push(...b.neighbours)
  })
  nbStart[N] = nbList.length
  const aoStart = new Int32Array(N + 1)
  const aoList: number[] = []
  for (let b = 0; b < N; b++) {
    aoStart[b] = aoList.length
    c.areas.forEach((a, i) => {
      if (a.ring.includes(b)) aoList.push(i)
    })
  }
  aoStart[N] = aoList.length
  const white = new Uint8Array(N)
  c.boxes.forEach((b, i) => (white[i] = b.white ? 1 : 0))
  const ringOpen0 = new Uint8Array(A)
  c.areas.forEach((a, i) => (ringOpen0[i] = new Set(a.ring.filter((b) => !c.boxes[b]?.white)).size))
  const faceOf = new Int8Array(S * N).fill(-1)
  const segOf = new Int16Array(S * N).fill(-1)
  const segCount = new Int32Array(S)
  const segFace = new Int8Array(S * maxSeg)
  const segLen = new Int8Array(S * maxSeg)
  const segStart = new Int32Array(S * maxSeg)
  const segList: number[] = []
  c.sheets.forEach((sheet, s) => {
    segCount[s] = sheet.segments.length
    sheet.segments.forEach((seg, k) => {
      const f = faces.indexOf(seg.colour)
      segFace[s * maxSeg + k] = f
      segLen[s * maxSeg + k] = seg.boxes.length
      segStart[s * maxSeg + k] = segList.length
      for (const b of seg.boxes) {
        faceOf[s * N + b] = f
        segOf[s * N + b] = k
        segList.push(b)
      }
    })
  })
  const cumulative = (n: number): number[] => {
    const out: number[] = []
    let acc = 0
    for (let i = 0; i < n; i++) out.push((acc += 1 / n))
    return out
  }
  const firstCum = new Float64Array((MAX_SEATS + 1) * MAX_SEATS)
  for (let p = 1; p <= MAX_SEATS; p++) cumulative(p).forEach((x, i) => (firstCum[p * MAX_SEATS + i] = x))
  const nbCrossed0 = new Uint8Array(N)
  for (let b = 0; b < N; b++) for (let k = nbStart[b] as number; k < (nbStart[b + 1] as number); k++) nbCrossed0[b] = (nbCrossed0[b] as number) + (white[nbList[k] as number] as number)
  const W = (N + 31) >>> 5
  const faceMask = new Int32Array(S * F * W)
  for (let s = 0; s < S; s++) {
    for (let b = 0; b < N; b++) {
      const f = faceOf[s * N + b] as number
      if (f >= 0) setBit(faceMask, (s * F + f) * W, b)
    }
  }
  const minOpen0 = new Uint8Array(S * F).fill(255)
  c.sheets.forEach((sheet, s) =>
    sheet.segments.forEach((seg, k) => {
      const i = s * F + (segFace[s * maxSeg + k] as number)
      minOpen0[i] = Math.min(minOpen0[i] as number, seg.boxes.length)
    })
  )
  const fsStart = new Int32Array(S * F + 1)
  const fsList: number[] = []
  for (let s = 0; s < S; s++) {
    for (let f = 0; f < F; f++) {
      fsStart[s * F + f] = fsList.length
      for (let k = 0; k < (segCount[s] as number); k++) if (segFace[s * maxSeg + k] === f) fsList.push(k)
    }
  }
  fsStart[S * F] = fsList.length
  const colourSetMask = new Int32Array(S * (1 << F) * W)
  for (let s = 0; s < S; s++) {
    for (let set = 0; set < 1 << F; set++) {
      for (let f = 0; f < F; f++) {
        if ((set & (1 << f)) === 0) continue
        for (let w = 0; w < W; w++) {
          const i = (s * (1 << F) + set) * W + w
          colourSetMask[i] = (colourSetMask[i] as number) | (faceMask[(s * F + f) * W + w] as number)
        }
      }
    }
  }
  const frontier0 = new Int32Array(W)
  for (let b = 0; b < N; b++) if (white[b] === 0 && (nbCrossed0[b] as number) > 0) setBit(frontier0, 0, b)
  return {
    faces,
    order: Int32Array.from(faces.map((_, f) => f).sort((x, y) => COLOURS.indexOf(faces[x] as Colour) - COLOURS.indexOf(faces[y] as Colour))),
    F,
    W,
    faceMask,
    frontier0,
    minOpen0,
    fsStart,
    faceSegs: Int32Array.from(fsList),
    colourSetMask,
    D: c.dice.count,
    N,
    A,
    maxSeg,
    nbStart,
    nb: Int32Array.from(nbList),
    aoStart,
    areasOf: Int32Array.from(aoList),
    white,
    ringOpen0,
    high: Int32Array.from(c.areas.map((a) => a.high)),
    low: Int32Array.from(c.areas.map((a) => a.low)),
    faceOf,
    segOf,
    segCount,
    segFace,
    segLen,
    segStart,
    segBoxes: Int32Array.from(segList),
    faceCum: Float64Array.from(cumulative(F)),
    firstCum,
    nbCrossed0
  }
}

/** One mutable game (reused from game to game by {@link resetCeiling}). */
export interface CeilingGame {
  readonly t: CeilingTables
  chaining: boolean
  byRound: boolean
  players: number
  phase: number
  round: number
  active: number
  rolls: number
  toRoll: number
  /** Per face: dice showing, dice spent in Action 1, dice available in Action 2. */
  readonly dice: Int32Array
  readonly spent: Int32Array
  readonly pool: Int32Array
  limit: number
  /** Per seat × face: dice used in Action 2; per seat: their total. */
  readonly used: Int32Array
  readonly usedTotal: Int32Array
  readonly waiting: Uint8Array
  nWaiting: number
  readonly sheetOf: Int32Array
  /** Per seat × box. */
  readonly crossed: Uint8Array
  /** Per seat × box: crossed neighbours that count for D31 (with chaining off, not this Action 2's). */
  readonly nbCrossed: Uint8Array
  /** Per seat (stride W): the uncrossed boxes with a crossed neighbour that counts, as a bitset. */
  readonly frontier: Int32Array
  /** Per seat (stride W): the boxes of a colour with a die the seat may still use in Action 2, as a bitset (0 at the die limit). */
  readonly allowed: Int32Array
  /** Per seat × segment: open boxes. */
  readonly segOpen: Uint8Array
  /** Per seat × face: the fewest open boxes of a segment of that colour that is not complete (255 if none). */
  readonly minOpen: Uint8Array
  /** Per seat × area: uncrossed ring boxes; the action that completed it or -1. */
  readonly ringOpen: Uint8Array
  readonly completed: Int16Array
  readonly completedCount: Int32Array
  /** Per seat (stride N): boxes crossed in this Action 2 whose neighbour counts wait for its end (chaining off). */
  readonly pending: Int32Array
  readonly pendingN: Int32Array
  /** The last legal list: segment ids (Action 1) or box ids (Action 2). */
  readonly scratch: Int32Array
  scratchN: number
}

/** A new game for a component set's tables (call {@link resetCeiling} before playing). */
export const newCeiling = (t: CeilingTables): CeilingGame => ({
  t,
  chaining: true,
  byRound: false,
  players: 2,
  phase: FIRST,
  round: 0,
  active: 0,
  rolls: 0,
  toRoll: 0,
  dice: new Int32Array(t.F),
  spent: new Int32Array(t.F),
  pool: new Int32Array(t.F),
  limit: 0,
  used: new Int32Array(MAX_SEATS * t.F),
  usedTotal: new Int32Array(MAX_SEATS),
  waiting: new Uint8Array(MAX_SEATS),
  nWaiting: 0,
  sheetOf: new Int32Array(MAX_SEATS),
  crossed: new Uint8Array(MAX_SEATS * t.N),
  nbCrossed: new Uint8Array(MAX_SEATS * t.N),
  frontier: new Int32Array(MAX_SEATS * t.W),
  allowed: new Int32Array(MAX_SEATS * t.W),
  minOpen: new Uint8Array(MAX_SEATS * t.F),
  segOpen: new Uint8Array(MAX_SEATS * t.maxSeg),
  ringOpen: new Uint8Array(MAX_SEATS * t.A),
  completed: new Int16Array(MAX_SEATS * t.A),
  completedCount: new Int32Array(MAX_SEATS),
  pending: new Int32Array(MAX_SEATS * t.N),
  pendingN: new Int32Array(MAX_SEATS),
  scratch: new Int32Array(Math.max(t.N, t.maxSeg) + 1),
  scratchN: 0
})

/** The set-up of D12–D14 (seat i plays sheet i unless `sheets` says otherwise); the first player is chance's. */
export const resetCeiling = (g: CeilingGame, players: number, options?: Partial<BorderOptions>, sheets?: readonly number[]): void => {
  const t = g.t
  g.players = players
  g.chaining = options?.passiveChaining ?? true
  g.byRound = (options?.firstCompletion ?? 'action') === 'round'
  g.phase = FIRST
  g.round = 0
  g.active = 0
  g.rolls = 0
  g.toRoll = 0
  g.dice.fill(0)
  g.spent.fill(0)
  g.pool.fill(0)
  g.limit = 0
  g.used.fill(0)
  g.usedTotal.fill(0)
  g.allowed.fill(0)
  g.waiting.fill(0)
  g.nWaiting = 0
  g.pendingN.fill(0)
  g.completed.fill(-1)
  g.completedCount.fill(0)
  for (let p = 0; p < players; p++) {
    const sheet = sheets?.[p] ?? p
    g.sheetOf[p] = sheet
    g.crossed.set(t.white, p * t.N)
    g.nbCrossed.set(t.nbCrossed0, p * t.N)
    g.frontier.set(t.frontier0, p * t.W)
    g.ringOpen.set(t.ringOpen0, p * t.A)
    for (let k = 0; k < (t.segCount[sheet] as number); k++) g.segOpen[p * t.maxSeg + k] = t.segLen[sheet * t.maxSeg + k] as number
    g.minOpen.set(t.minOpen0.subarray(sheet * t.F, sheet * t.F + t.F), p * t.F)
  }
}

// ---------------------------------------------------------------------------------------------
// The rules.

/** Adds `d` to `a[i]`; returns the new value. */
const bump = (a: Uint8Array | Int32Array, i: number, d: number): number => (a[i] = (a[i] as number) + d)

/** A new round for `active`: the first roll of all the dice is pending (D16, D17). */
const startRound = (g: CeilingGame, active: number, round: number): void => {
  g.phase = ROLL
  g.round = round
  g.active = active
  g.rolls = 1
  g.toRoll = g.t.D
  g.limit = 0
  g.nWaiting = 0
  const F = g.t.F
  const W = g.t.W
  // loops, not `fill`: these arrays are a few numbers long
  for (let f = 0; f < F; f++) {
    g.dice[f] = 0
    g.spent[f] = 0
    g.pool[f] = 0
  }
  for (let p = 0; p < g.players; p++) {
    for (let f = 0; f < F; f++) g.used[p * F + f] = 0
    for (let w = 0; w < W; w++) g.allowed[p * W + w] = 0
    g.usedTotal[p] = 0
    g.waiting[p] = 0
  }
}

/** Crossing box `b` counts for the neighbours' adjacency (D31). */
const countNeighbours = (g: CeilingGame, seat: number, b: number): void => {
  const t = g.t
  const base = seat * t.N
  const end = t.nbStart[b + 1] as number
  for (let k = t.nbStart[b] as number; k < end; k++) {
    const j = t.nb[k] as number
    if (bump(g.nbCrossed, base + j, 1) === 1 && g.crossed[base + j] === 0) setBit(g.frontier, seat * t.W, j)
  }
}

/** Crosses box `b` on `seat`'s sheet; an area whose ring is now crossed is completed with `stamp` (D34, D39). */
const cross = (g: CeilingGame, seat: number, b: number, stamp: number, counts: boolean): void => {
  const t = g.t
  g.crossed[seat * t.N + b] = 1
  clearBit(g.frontier, seat * t.W, b)
  const k = t.segOf[(g.sheetOf[seat] as number) * t.N + b] as number
  const open = bump(g.segOpen, seat * t.maxSeg + k, -1)
  const f = seat * t.F + (t.segFace[(g.sheetOf[seat] as number) * t.maxSeg + k] as number)
  if (open === 0) refreshMinOpen(g, seat, f - seat * t.F)
  else if (open < (g.minOpen[f] as number)) g.minOpen[f] = open
  const end = t.aoStart[b + 1] as number
  for (let k = t.aoStart[b] as number; k < end; k++) {
    const i = seat * t.A + (t.areasOf[k] as number)
    if (bump(g.ringOpen, i, -1) === 0) {
      g.completed[i] = stamp
      bump(g.completedCount, seat, 1)
    }
  }
  if (counts) countNeighbours(g, seat, b)
  else g.pending[seat * t.N + bump(g.pendingN, seat, 1) - 1] = b
}

/** Whether segment k of the active player's sheet can be completed now (D21, D23, D24). */
const completable = (g: CeilingGame, k: number): boolean => {
  const t = g.t
  const open = g.segOpen[g.active * t.maxSeg + k] as number
  const f = t.segFace[(g.sheetOf[g.active] as number) * t.maxSeg + k] as number
  return open > 0 && open <= (g.dice[f] as number) - (g.spent[f] as number)
}

const anyCompletable = (g: CeilingGame): boolean => {
  const F = g.t.F
  for (let f = 0; f < F; f++) if ((g.minOpen[g.active * F + f] as number) <= (g.dice[f] as number) - (g.spent[f] as number)) return true
  return false
}

/** Recomputes `minOpen` of one seat and face (after a segment of that colour is completed). */
const refreshMinOpen = (g: CeilingGame, seat: number, f: number): void => {
  const t = g.t
  const i = (g.sheetOf[seat] as number) * t.F + f
  let min = 255
  const end = t.fsStart[i + 1] as number
  for (let j = t.fsStart[i] as number; j < end; j++) {
    const open = g.segOpen[seat * t.maxSeg + (t.faceSegs[j] as number)] as number
    if (open > 0 && open < min) min = open
  }
  g.minOpen[seat * t.F + f] = min
}

/** Recomputes `allowed` of one seat: the colours with a die it may still use (D28–D30). */
const refreshAllowed = (g: CeilingGame, seat: number): void => {
  const t = g.t
  const F = t.F
  const W = t.W
  let set = 0
  if ((g.usedTotal[seat] as number) < g.limit) for (let f = 0; f < F; f++) if ((g.used[seat * F + f] as number) < (g.pool[f] as number)) set |= 1 << f
  const masks = ((g.sheetOf[seat] as number) * (1 << F) + set) * W
  for (let w = 0; w < W; w++) g.allowed[seat * W + w] = t.colourSetMask[masks + w] as number
}

/**
 * Word w of the bitset of boxes `seat` may cross now (D28–D31), given the seat is under its die
 * limit: next to a counted crossed box, uncrossed, of a colour with a die available and unused.
 */
const crossableWord = (g: CeilingGame, seat: number, w: number): number => {
  const i = seat * g.t.W + w
  return (g.frontier[i] as number) & (g.allowed[i] as number)
}

const canCrossAny = (g: CeilingGame, seat: number): boolean => {
  if ((g.usedTotal[seat] as number) >= g.limit) return false
  for (let w = 0; w < g.t.W; w++) if (crossableWord(g, seat, w) !== 0) return true
  return false
}

/** Rolling is over: Action 1, or Action 2 at once if nothing can be completed. */
const enterAction1 = (g: CeilingGame): void => {
  g.phase = ACTION1
  g.toRoll = 0
  if (!anyCompletable(g)) enterAction2(g)
}

/** Action 2's dice (D28): leftovers, any one if all five were used. Seats with nothing to cross are done (DQ16). */
const enterAction2 = (g: CeilingGame): void => {
  const F = g.t.F
  let total = 0
  let spent = 0
  for (let f = 0; f < F; f++) {
    total += g.dice[f] as number
    spent += g.spent[f] as number
  }
  const allUsed = spent === total
  for (let f = 0; f < F; f++) g.pool[f] = allUsed ? (g.dice[f] as number) : (g.dice[f] as number) - (g.spent[f] as number)
  g.limit = allUsed ? 1 : total - spent
  g.phase = ACTION2
  let n = 0
  for (let p = 0; p < g.players; p++) {
    refreshAllowed(g, p)
    const w = p !== g.active && canCrossAny(g, p)
    g.waiting[p] = w ? 1 : 0
    if (w) n++
  }
  g.nWaiting = n
  if (n === 0) endRound(g)
}

const finishSeat = (g: CeilingGame, seat: number): void => {
  g.waiting[seat] = 0
  if (--g.nWaiting === 0) endRound(g)
}

/** The round ends: the game if someone has a 6th area (D41–D43), else the next player's round (D16). */
const endRound = (g: CeilingGame): void => {
  const N = g.t.N
  let over = false
  for (let p = 0; p < g.players; p++) {
    for (let k = 0; k < (g.pendingN[p] as number); k++) countNeighbours(g, p, g.pending[p * N + k] as number)
    g.pendingN[p] = 0
    if ((g.completedCount[p] as number) >= AREAS_TO_END) over = true
  }
  if (over) {
    g.phase = OVER
    g.waiting.fill(0)
    g.nWaiting = 0
  } else startRound(g, (g.active + 1) % g.players, g.round + 1)
}

// ---------------------------------------------------------------------------------------------
// The contract, by index.

/** Whether chance acts now. */
export const chancePending = (g: CeilingGame): boolean => g.phase <= ROLL

/** How many seats act now (0 when chance acts or the game is over). */
export const seatsActing = (g: CeilingGame): number => (g.phase === DECIDE || g.phase === ACTION1 ? 1 : g.phase === ACTION2 ? g.nWaiting : 0)

/** The i-th acting seat, in seat order. */
export const actingSeat = (g: CeilingGame, i: number): number => {
  if (g.phase !== ACTION2) return g.active
  for (let p = 0; p < g.players; p++) if (g.waiting[p] === 1 && i-- === 0) return p
  return -1
}

/** The number of chance outcomes now (all equally likely). */
export const chanceCount = (g: CeilingGame): number => (g.phase === FIRST ? g.players : g.phase === ROLL ? g.t.F : 0)

/** The chance outcome a float in [0, 1) picks, as the library's `pickWeighted` does. */
export const pickChance = (g: CeilingGame, u: number): number => {
  const n = chanceCount(g)
  const cum = g.phase === FIRST ? g.t.firstCum : g.t.faceCum
  const base = g.phase === FIRST ? g.players * MAX_SEATS : 0
  for (let i = 0; i < n; i++) if (u < (cum[base + i] as number)) return i
  return n - 1
}

/** Applies chance outcome i: the first player (D13) or one die showing face i (D17, D18). */
export const applyChance = (g: CeilingGame, i: number): void => {
  if (g.phase === FIRST) {
    startRound(g, i, 0)
    return
  }
  bump(g.dice, i, 1)
  if (--g.toRoll > 0) return
  if (g.rolls >= MAX_ROLLS) enterAction1(g)
  else g.phase = DECIDE
}

/**
 * The number of legal moves of acting `seat` (as many as the library lists). For Action 1 and 2
 * the segment or box ids are left in `scratch` for {@link applyLegal}.
 */
export const legalCount = (g: CeilingGame, seat: number): number => {
  const t = g.t
  if (g.phase === DECIDE) {
    // stop, then every non-empty re-roll (D18, D19): ∏ (count + 1) in all
    let n = 1
    for (let f = 0; f < t.F; f++) n *= (g.dice[f] as number) + 1
    return n
  }
  let n = 0
  if (g.phase === ACTION1) {
    const segs = t.segCount[g.sheetOf[g.active] as number] as number
    for (let k = 0; k < segs; k++) if (completable(g, k)) g.scratch[n++] = k
  } else if ((g.usedTotal[seat] as number) < g.limit) {
    for (let w = 0; w < t.W; w++) {
      // ascending box order, as the library lists them
      for (let m = crossableWord(g, seat, w); m !== 0; m &= m - 1) g.scratch[n++] = (w << 5) + 31 - Math.clz32(m & -m)
    }
  }
  g.scratchN = n
  return n + 1 // … and done
}

/** Applies the i-th legal move of `seat` (after {@link legalCount} for this state and seat). */
export const applyLegal = (g: CeilingGame, seat: number, i: number): void => {
  const t = g.t
  if (g.phase === DECIDE) {
    if (i === 0) {
      enterAction1(g) // D18: stop
      return
    }
    // re-roll i: the library lists picks in mixed radix, the first face in colour order most significant
    let rest = i
    let take = 0
    for (let j = t.F - 1; j >= 0; j--) {
      const f = t.order[j] as number
      const radix = (g.dice[f] as number) + 1
      const k = rest % radix
      rest = (rest - k) / radix
      bump(g.dice, f, -k)
      take += k
    }
    g.phase = ROLL
    g.rolls++
    g.toRoll = take
    return
  }
  if (g.phase === ACTION1) {
    if (i === g.scratchN) {
      enterAction2(g) // D25
      return
    }
    const k = g.scratch[i] as number
    const idx = (g.sheetOf[g.active] as number) * t.maxSeg + k
    const start = t.segStart[idx] as number
    const end = start + (t.segLen[idx] as number)
    let n = 0
    for (let j = start; j < end; j++) {
      const b = t.segBoxes[j] as number
      if (g.crossed[g.active * t.N + b] === 0) {
        cross(g, g.active, b, 2 * g.round, true)
        n++
      }
    }
    bump(g.spent, t.segFace[idx] as number, n)
    if (!anyCompletable(g)) enterAction2(g)
    return
  }
  if (i === g.scratchN) {
    finishSeat(g, seat) // D32
    return
  }
  const b = g.scratch[i] as number
  const f = t.faceOf[(g.sheetOf[seat] as number) * t.N + b] as number
  bump(g.used, seat * t.F + f, 1)
  bump(g.usedTotal, seat, 1)
  cross(g, seat, b, 2 * g.round + 1, g.chaining)
  // the die used: its colour is barred once all of them are used, every colour at the limit (D28–D30)
  if ((g.usedTotal[seat] as number) >= g.limit) for (let w = 0; w < t.W; w++) g.allowed[seat * t.W + w] = 0
  else if (g.used[seat * t.F + f] === g.pool[f]) {
    const masks = ((g.sheetOf[seat] as number) * t.F + f) * t.W
    for (let w = 0; w < t.W; w++) g.allowed[seat * t.W + w] = (g.allowed[seat * t.W + w] as number) & ~(t.faceMask[masks + w] as number)
  }
  // D33 (rules 3.0.0): the seat stays in Action 2 until its own done, even when it can cross nothing more
}

/** Points of `seat` (D36–D40): per completed area, the higher value if nobody completed it in an earlier action. */
export const ceilingScore = (g: CeilingGame, seat: number): number => {
  const A = g.t.A
  let sum = 0
  for (let a = 0; a < A; a++) {
    const mine = g.completed[seat * A + a] as number
    if (mine < 0) continue
    let first = mine
    for (let p = 0; p < g.players; p++) {
      const st = g.completed[p * A + a] as number
      if (st >= 0 && st < first) first = st
    }
    const same = g.byRound ? first >> 1 === mine >> 1 : first === mine
    sum += same ? (g.t.high[a] as number) : (g.t.low[a] as number)
  }
  return sum
}

// ---------------------------------------------------------------------------------------------
// The timed playout.

/**
 * One seeded random playout, step for step the bench's `playout` of the library (`bench/measure.ts`):
 * chance draws from the game's generator seeded by `seed` (one draw per chance step), seats from a
 * sampler seeded by `${seed}/bench` (one draw to pick among several acting seats, one to pick the
 * move). Returns the number of steps. Allocates nothing per step (seeding allocates once per game).
 */
export const ceilingPlayout = (g: CeilingGame, players: number, seed: string): number => {
  resetCeiling(g, players)
  const r = seedRng(seed)
  let c = r.c
  let s0 = r.s0
  let s1 = r.s1
  let s2 = r.s2
  const q = seedRng(`${seed}/bench`)
  let qc = q.c
  let q0 = q.s0
  let q1 = q.s1
  let q2 = q.s2
  let steps = 0
  for (;;) {
    if (g.phase <= ROLL) {
      const x = 2091639 * s0 + c * 2.3283064365386963e-10
      c = x | 0
      s0 = s1
      s1 = s2
      s2 = x - c
      applyChance(g, pickChance(g, s2))
    } else {
      const n = seatsActing(g)
      if (n === 0) return steps
      let seat: number
      if (n === 1) seat = actingSeat(g, 0)
      else {
        const x = 2091639 * q0 + qc * 2.3283064365386963e-10
        qc = x | 0
        q0 = q1
        q1 = q2
        q2 = x - qc
        seat = actingSeat(g, Math.min(n - 1, Math.floor(q2 * n)))
      }
      const m = legalCount(g, seat)
      const x = 2091639 * q0 + qc * 2.3283064365386963e-10
      qc = x | 0
      q0 = q1
      q1 = q2
      q2 = x - qc
      applyLegal(g, seat, Math.min(m - 1, Math.floor(q2 * m)))
    }
    steps++
  }
}

// ---------------------------------------------------------------------------------------------
// For the lockstep test only (these allocate).

/** The acting seats, in order. */
export const ceilingActors = (g: CeilingGame): number[] => Array.from({ length: seatsActing(g) }, (_, i) => actingSeat(g, i))

/** The chance outcomes as the library's moves. */
export const ceilingChanceMoves = (g: CeilingGame): BorderMove[] =>
  g.phase === FIRST
    ? Array.from({ length: g.players }, (_, seat): BorderMove => ({ t: 'first', seat }))
    : g.phase === ROLL
      ? g.t.faces.map((colour): BorderMove => ({ t: 'roll', colour }))
      : []

/** `seat`'s legal moves as the library's moves, in the library's order (fills `scratch`). */
export const ceilingLegalMoves = (g: CeilingGame, seat: number): BorderMove[] => {
  const t = g.t
  const n = legalCount(g, seat)
  const out: BorderMove[] = []
  for (let i = 0; i < n; i++) {
    if (g.phase === DECIDE) {
      if (i === 0) {
        out.push({ t: 'stop' })
        continue
      }
      const take = new Array<number>(t.F).fill(0)
      let rest = i
      for (let j = t.F - 1; j >= 0; j--) {
        const f = t.order[j] as number
        const radix = (g.dice[f] as number) + 1
        take[f] = rest % radix
        rest = (rest - (take[f] as number)) / radix
      }
      out.push({ t: 'reroll', dice: Array.from(t.order).flatMap((f) => Array.from({ length: take[f] as number }, () => t.faces[f] as Colour)) })
    } else if (i === g.scratchN) out.push({ t: 'done' })
    else if (g.phase === ACTION1) {
      const idx = (g.sheetOf[g.active] as number) * t.maxSeg + (g.scratch[i] as number)
      out.push({ t: 'complete', colour: t.faces[t.segFace[idx] as number] as Colour, length: t.segLen[idx] as number })
    } else out.push({ t: 'cross', box: g.scratch[i] as number })
  }
  return out
}

/** Every seat's score. */
export const ceilingScores = (g: CeilingGame): number[] => Array.from({ length: g.players }, (_, p) => ceilingScore(g, p))
