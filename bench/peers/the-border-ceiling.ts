/**
 * A ceiling for The Border (dev-only, never shipped): the same random playout as the library's,
 * written by hand for speed — one mutable game of typed arrays, tables precomputed from the
 * component set, and no allocation per step. It answers "how fast could a playout of these rules
 * be in JavaScript?", so that the bench can report library ÷ ceiling (issues 21 and 31).
 *
 * It is an independent re-statement of the rules as `src/games/the-border/` implements them
 * (D13–D44: the first player by chance, one die per chance step, up to three rolls with re-rolls,
 * Action 1 completing whole segments, the simultaneous Action 2 crossing adjacent boxes, areas
 * completed and stamped by action, the end after the round of a 6th area) with the library's
 * automatic steps (Action 1 skipped when nothing can be completed, a passive seat that can cross
 * nothing when Action 2 begins finished at once, DQ16; one that has crossed finishes by its own
 * done, D33, rules 3.0.0). It plays the library's games: the same actors, the same legal-move
 * lists in the same order, the same chance outcomes with the same probabilities, and the same two
 * alea generators (seedrandom's, re-stated here on local numbers, seeding included), so a seed
 * gives the game the bench's playout of the library plays. `test/bench/ceiling-lockstep.test.ts`
 * runs this very playout beside the library and compares every step (actors, every acting seat's
 * legal moves, the outcome drawn, the move picked, both sheets and the scores).
 *
 * Options: `passiveChaining` (DQ3) and `firstCompletion` (DQ7) as the library reads them; the
 * tie-break options do not change scores and are not modelled. Seats may play any distinct sheets.
 * Component sets of at most 96 boxes and 32 segments per sheet (the bundled one: 86 and 24).
 *
 * How it is fast (each a thing the library, being pure and plain-JSON, does not do):
 * - the state is mutated in place; each seat's sheet is three 32-bit words of crossed boxes, beside
 *   three of its frontier (uncrossed boxes next to a crossed box that counts, D31), three of the
 *   boxes of colours it still has a die for in Action 2, and three of this Action 2's crossings
 *   whose neighbours wait for the round's end (passiveChaining off);
 * - a crossed box adds its neighbours to the frontier by OR-ing a precomputed neighbour mask (no
 *   counts); Action 2's boxes are frontier ∧ allowed, three ANDs; Action 1's segments are one AND
 *   per colour with dice left, of a per-seat mask of the segments with at most c open boxes;
 * - a move list is never built: its length is a popcount and the drawn move is the i-th set bit
 *   (a re-roll is decoded from its index, as the library lists them in mixed radix);
 * - Action 2's dice left per seat are packed four bits a face in one number, the waiting seats are
 *   a bit mask: a round's start and Action 2's start set a few numbers, not arrays;
 * - the dice of a roll are drawn in one tight loop (each still one chance step), a die's face is
 *   `⌊u·6⌋` checked against the library's cumulative sums instead of a scan;
 * - both generators are alea's four numbers in local variables, seeded by seedrandom's `Mash`
 *   written out here (no generator objects, no string concatenation per game).
 * @module
 */
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
/** 32-bit words in a set of boxes (so at most 96 boxes), and the most segments on a sheet (one word). */
const W = 3
const MAX_SEGS = 32

/** Per seat, 12 words in `bits`: crossed boxes, frontier, allowed colours' boxes, pending crossings. */
const CROSSED = 0
const FRONTIER = 3
const ALLOWED = 6
const PENDING = 9
const STRIDE = 12

/** Index of the lowest set bit of a non-zero 32-bit word. */
const lowBit = (m: number): number => 31 - Math.clz32(m & -m)

/** Set bits of a 32-bit word (SWAR: JavaScript has no popcount). */
const popcount = (x: number): number => {
  x -= (x >>> 1) & 0x55555555
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333)
  return Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24
}

/** The word without its i lowest set bits. */
const dropLow = (m: number, i: number): number => {
  for (; i > 0; i--) m &= m - 1
  return m
}

/** Lists derived once from a component set. */
export interface CeilingTables {
  readonly faces: readonly Colour[]
  /** The face indices in colour order (`COLOURS`), the order of dice in a re-roll move and of its digits. */
  readonly order: Int32Array
  /** Faces, dice, boxes, areas. */
  readonly F: number
  readonly D: number
  readonly N: number
  readonly A: number
  /** Per box (stride W): its neighbours, as a set of boxes. */
  readonly nbMask: Int32Array
  /** Crossed boxes (the white ones, D7) and the frontier at the start, as sets of boxes. */
  readonly crossed0: Int32Array
  readonly frontier0: Int32Array
  /** Areas whose ring holds box b (each once): `areasOf[aoStart[b]] …`. */
  readonly aoStart: Int32Array
  readonly areasOf: Int32Array
  /** Uncrossed ring boxes of each area at the start (distinct boxes); its values (D36). */
  readonly ringOpen0: Uint8Array
  readonly high: Int32Array
  readonly low: Int32Array
  /** Per sheet × box: face index (-1 white), segment index (-1 white). */
  readonly faceOf: Int8Array
  readonly segOf: Int8Array
  /** Per sheet: segment count; per sheet × segment (stride MAX_SEGS): face, length; (stride MAX_SEGS × W) its boxes. */
  readonly segCount: Int32Array
  readonly segFace: Int8Array
  readonly segLen: Int8Array
  readonly segMask: Int32Array
  /** Per sheet × face: that colour's segments, as a mask of segment indices. */
  readonly segsOfFace: Int32Array
  /** Per sheet × c = 0…D (stride D + 1): the segments of at most c boxes, as a mask (`openLe` at the start). */
  readonly openLe0: Int32Array
  /** Per sheet × face (stride W): the boxes of that colour. */
  readonly faceMask: Int32Array
  /** Per sheet × set of faces (a bit per face) (stride W): the boxes of those colours. */
  readonly colourSetMask: Int32Array
  /** Cumulative probabilities of a die's faces, summed as the library's `pickWeighted` sums them. */
  readonly faceCum: Float64Array
  /** The same for the first player at 0–4 players (index `players * 4 + seat`). */
  readonly firstCum: Float64Array
}

/** Sets bit b of the set of boxes at word `base`. */
const setBit = (a: Int32Array, base: number, b: number): void => {
  const i = base + (b >>> 5)
  a[i] = (a[i] as number) | (1 << (b & 31))
}

/** Builds the tables of a component set (once; allocation is fine here). */
export const ceilingTables = (c: BorderComponents): CeilingTables => {
  const faces = c.dice.faces
  const F = faces.length
  const N = c.boxes.length
  const A = c.areas.length
  const S = c.sheets.length
  if (N > 32 * W) throw new Error(`the ceiling holds at most ${32 * W} boxes, not ${N}`)
  if (c.sheets.some((s) => s.segments.length > MAX_SEGS)) throw new Error(`the ceiling holds at most ${MAX_SEGS} segments a sheet`)
  const nbMask = new Int32Array(N * W)
  c.boxes.forEach((b, i) => b.neighbours.forEach((j) => setBit(nbMask, i * W, j)))
  const crossed0 = new Int32Array(W)
  c.boxes.forEach((b, i) => {
    if (b.white) setBit(crossed0, 0, i)
  })
  const frontier0 = new Int32Array(W)
  c.boxes.forEach((b, i) => {
    if (b.white) for (let w = 0; w < W; w++) frontier0[w] = (frontier0[w] as number) | ((nbMask[i * W + w] as number) & ~(crossed0[w] as number))
  })
  const aoStart = new Int32Array(N + 1)
  const aoList: number[] = []
  for (let b = 0; b < N; b++) {
    aoStart[b] = aoList.length
    c.areas.forEach((a, i) => {
      if (a.ring.includes(b)) aoList.push(i)
    })
  }
  aoStart[N] = aoList.length
  const faceOf = new Int8Array(S * N).fill(-1)
  const segOf = new Int8Array(S * N).fill(-1)
  const segCount = new Int32Array(S)
  const segFace = new Int8Array(S * MAX_SEGS)
  const segLen = new Int8Array(S * MAX_SEGS)
  const segMask = new Int32Array(S * MAX_SEGS * W)
  const segsOfFace = new Int32Array(S * F)
  const faceMask = new Int32Array(S * F * W)
  c.sheets.forEach((sheet, s) => {
    segCount[s] = sheet.segments.length
    sheet.segments.forEach((seg, k) => {
      const f = faces.indexOf(seg.colour)
      segFace[s * MAX_SEGS + k] = f
      segLen[s * MAX_SEGS + k] = seg.boxes.length
      segsOfFace[s * F + f] = (segsOfFace[s * F + f] as number) | (1 << k)
      for (const b of seg.boxes) {
        faceOf[s * N + b] = f
        segOf[s * N + b] = k
        setBit(segMask, (s * MAX_SEGS + k) * W, b)
        setBit(faceMask, (s * F + f) * W, b)
      }
    })
  })
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
  const cumulative = (n: number): number[] => {
    const out: number[] = []
    let acc = 0
    for (let i = 0; i < n; i++) out.push((acc += 1 / n))
    return out
  }
  const D = c.dice.count
  const openLe0 = new Int32Array(S * (D + 1))
  c.sheets.forEach((sheet, s) =>
    sheet.segments.forEach((seg, k) => {
      for (let n = seg.boxes.length; n <= D; n++) openLe0[s * (D + 1) + n] = (openLe0[s * (D + 1) + n] as number) | (1 << k)
    })
  )
  const firstCum = new Float64Array((MAX_SEATS + 1) * MAX_SEATS)
  for (let p = 1; p <= MAX_SEATS; p++) cumulative(p).forEach((x, i) => (firstCum[p * MAX_SEATS + i] = x))
  return {
    faces,
    order: Int32Array.from(faces.map((_, f) => f).sort((x, y) => COLOURS.indexOf(faces[x] as Colour) - COLOURS.indexOf(faces[y] as Colour))),
    F,
    D,
    N,
    A,
    nbMask,
    crossed0,
    frontier0,
    aoStart,
    areasOf: Int32Array.from(aoList),
    ringOpen0: Uint8Array.from(c.areas.map((a) => new Set(a.ring.filter((b) => !c.boxes[b]?.white)).size)),
    high: Int32Array.from(c.areas.map((a) => a.high)),
    low: Int32Array.from(c.areas.map((a) => a.low)),
    faceOf,
    segOf,
    segCount,
    segFace,
    segLen,
    segMask,
    segsOfFace,
    openLe0,
    faceMask,
    colourSetMask,
    faceCum: Float64Array.from(cumulative(F)),
    firstCum
  }
}

/** One mutable game (reused from game to game by {@link ceilingPlayout}). */
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
  /** Action 1: the active seat's segments that can be completed now, as a mask (D21–D24). */
  a1: number
  /** Action 2: the seats still to say done (D32), a bit per seat, and how many. */
  waitMask: number
  nWaiting: number
  /** Per face: dice showing, dice spent in Action 1. */
  readonly dice: Int32Array
  readonly spent: Int32Array
  /**
   * Per seat in Action 2: the dice it may still use per colour, four bits a face (`(x >>> 4f) & 15`,
   * one store per seat to set at the start of Action 2), and in all (D28–D30).
   */
  readonly leftByFace: Int32Array
  readonly leftTotal: Int32Array
  readonly sheetOf: Int32Array
  /** Per seat (stride STRIDE): the sets of boxes CROSSED, FRONTIER, ALLOWED, PENDING, three words each. */
  readonly bits: Int32Array
  /** Per seat × segment (stride MAX_SEGS): open boxes. */
  readonly segOpen: Uint8Array
  /** Per seat × c = 0…D (stride D + 1): the segments with 1 to c open boxes, as a mask (those c dice of their colour complete, D21). */
  readonly openLe: Int32Array
  /** Per seat × area: uncrossed ring boxes; the action that completed it (`2 × round`, `+ 1` in Action 2) or -1. */
  readonly ringOpen: Uint8Array
  readonly completed: Int16Array
  readonly completedCount: Int32Array
  /** alea's c, s0, s1, s2 after seeding. */
  readonly seeded: Float64Array
}

/** A new game for a component set's tables. */
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
  a1: 0,
  waitMask: 0,
  nWaiting: 0,
  dice: new Int32Array(t.F),
  spent: new Int32Array(t.F),
  leftByFace: new Int32Array(MAX_SEATS),
  leftTotal: new Int32Array(MAX_SEATS),
  sheetOf: new Int32Array(MAX_SEATS),
  bits: new Int32Array(MAX_SEATS * STRIDE),
  segOpen: new Uint8Array(MAX_SEATS * MAX_SEGS),
  openLe: new Int32Array(MAX_SEATS * (t.D + 1)),
  ringOpen: new Uint8Array(MAX_SEATS * t.A),
  completed: new Int16Array(MAX_SEATS * t.A),
  completedCount: new Int32Array(MAX_SEATS),
  seeded: new Float64Array(4)
})

/** The set-up of D12–D14 (seat i plays sheet i unless `sheets` says otherwise); the first player is chance's. */
const resetCeiling = (g: CeilingGame, players: number, options?: Partial<BorderOptions>, sheets?: readonly number[]): void => {
  const t = g.t
  g.players = players
  g.chaining = options?.passiveChaining ?? true
  g.byRound = (options?.firstCompletion ?? 'action') === 'round'
  g.phase = FIRST
  g.round = 0
  g.active = 0
  g.a1 = 0
  g.completed.fill(-1)
  g.completedCount.fill(0)
  g.bits.fill(0)
  for (let p = 0; p < players; p++) {
    const sheet = sheets?.[p] ?? p
    g.sheetOf[p] = sheet
    g.bits.set(t.crossed0, p * STRIDE + CROSSED)
    g.bits.set(t.frontier0, p * STRIDE + FRONTIER)
    g.ringOpen.set(t.ringOpen0, p * t.A)
    for (let k = 0; k < (t.segCount[sheet] as number); k++) g.segOpen[p * MAX_SEGS + k] = t.segLen[sheet * MAX_SEGS + k] as number
    g.openLe.set(t.openLe0.subarray(sheet * (t.D + 1), (sheet + 1) * (t.D + 1)), p * (t.D + 1))
  }
}

/**
 * seedrandom's alea seeded with `seed + suffix` (its `Mash` hash, re-stated on local numbers:
 * `Mash` of ' ' three times, then of the seed three times, UTF-16 code units), written to `out` as
 * c, s0, s1, s2 — what `seedRng(seed + suffix)` returns, without building the string.
 */
export const seedAlea = (seed: string, suffix: string, out: Float64Array): void => {
  let n = 0xefc8249d
  const len = seed.length
  for (let pass = 0; pass < 6; pass++) {
    const end = pass < 3 ? 1 : len + suffix.length
    for (let i = 0; i < end; i++) {
      n += pass < 3 ? 32 : i < len ? seed.charCodeAt(i) : suffix.charCodeAt(i - len)
      let h = 0.02519603282416938 * n
      n = h >>> 0
      h -= n
      h *= n
      n = h >>> 0
      h -= n
      n += h * 0x100000000
    }
    const r = (n >>> 0) * 2.3283064365386963e-10
    const k = 1 + (pass % 3)
    if (pass < 3) out[k] = r
    else {
      const v = (out[k] as number) - r
      out[k] = v < 0 ? v + 1 : v
    }
  }
  out[0] = 1
}

// ---------------------------------------------------------------------------------------------
// The rules.

/** A new round for `active`: the first roll of all the dice is pending (D16, D17). */
const startRound = (g: CeilingGame, active: number, round: number): void => {
  g.phase = ROLL
  g.round = round
  g.active = active
  g.rolls = 1
  g.toRoll = g.t.D
  g.waitMask = 0
  g.nWaiting = 0
  // a loop, not `fill`: these arrays are a few numbers long (Action 2's per-seat counts are set when it begins)
  for (let f = 0; f < g.t.F; f++) {
    g.dice[f] = 0
    g.spent[f] = 0
  }
}

/** A counted crossed box `b` of the seat at `o` makes its uncrossed neighbours crossable (D31). */
const spread = (g: CeilingGame, o: number, b: number): void => {
  const bits = g.bits
  const nb = g.t.nbMask
  const m = b * W
  bits[o + FRONTIER] = (bits[o + FRONTIER] as number) | ((nb[m] as number) & ~(bits[o + CROSSED] as number))
  bits[o + FRONTIER + 1] = (bits[o + FRONTIER + 1] as number) | ((nb[m + 1] as number) & ~(bits[o + CROSSED + 1] as number))
  bits[o + FRONTIER + 2] = (bits[o + FRONTIER + 2] as number) | ((nb[m + 2] as number) & ~(bits[o + CROSSED + 2] as number))
}

/**
 * Crosses box `b` on `seat`'s sheet; an area whose ring is now crossed is completed with `stamp`
 * (D34, D39). `counts`: its neighbours become crossable now (else at the round's end, DQ3).
 */
const cross = (g: CeilingGame, seat: number, b: number, stamp: number, counts: boolean): void => {
  const t = g.t
  const o = seat * STRIDE
  const w = b >>> 5
  const bit = 1 << (b & 31)
  g.bits[o + CROSSED + w] = (g.bits[o + CROSSED + w] as number) | bit
  g.bits[o + FRONTIER + w] = (g.bits[o + FRONTIER + w] as number) & ~bit
  const k = t.segOf[(g.sheetOf[seat] as number) * t.N + b] as number
  const open = (g.segOpen[seat * MAX_SEGS + k] as number) - 1
  g.segOpen[seat * MAX_SEGS + k] = open
  // the segment now needs `open` dice: it joins openLe[open]; once complete it leaves them all
  const le = seat * (t.D + 1)
  if (open === 0) for (let n = 1; n <= t.D; n++) g.openLe[le + n] = (g.openLe[le + n] as number) & ~(1 << k)
  else if (open <= t.D) g.openLe[le + open] = (g.openLe[le + open] as number) | (1 << k)
  const end = t.aoStart[b + 1] as number
  for (let j = t.aoStart[b] as number; j < end; j++) {
    const i = seat * t.A + (t.areasOf[j] as number)
    const ring = (g.ringOpen[i] as number) - 1
    g.ringOpen[i] = ring
    if (ring === 0) {
      g.completed[i] = stamp
      g.completedCount[seat] = (g.completedCount[seat] as number) + 1
    }
  }
  if (counts) spread(g, o, b)
  else g.bits[o + PENDING + w] = (g.bits[o + PENDING + w] as number) | bit
}

/**
 * The active seat's segments that can be completed now (D21, D23, D24): open, with no more open
 * boxes than dice of its colour left — per colour, one AND of `openLe[left]` with its segments.
 */
const completable = (g: CeilingGame): number => {
  const t = g.t
  const F = t.F
  const sheetF = (g.sheetOf[g.active] as number) * F
  const le = g.active * (t.D + 1)
  let mask = 0
  for (let f = 0; f < F; f++) {
    const left = (g.dice[f] as number) - (g.spent[f] as number)
    if (left > 0) mask |= (g.openLe[le + left] as number) & (t.segsOfFace[sheetF + f] as number)
  }
  return mask
}

/** Rolling is over: Action 1, or Action 2 at once if nothing can be completed. */
const enterAction1 = (g: CeilingGame): void => {
  g.phase = ACTION1
  g.toRoll = 0
  g.a1 = completable(g)
  if (g.a1 === 0) enterAction2(g)
}

/** Whether `seat` can cross a box now (D28–D31): frontier ∧ allowed is not empty. */
const canCrossAny = (g: CeilingGame, seat: number): boolean => {
  const o = seat * STRIDE
  const b = g.bits
  return (
    ((b[o + FRONTIER] as number) & (b[o + ALLOWED] as number)) !== 0 ||
    ((b[o + FRONTIER + 1] as number) & (b[o + ALLOWED + 1] as number)) !== 0 ||
    ((b[o + FRONTIER + 2] as number) & (b[o + ALLOWED + 2] as number)) !== 0
  )
}

/** Action 2's dice (D28): leftovers, any one if all five were used. Seats with nothing to cross are done (DQ16). */
const enterAction2 = (g: CeilingGame): void => {
  const t = g.t
  const F = t.F
  let total = 0
  let spent = 0
  for (let f = 0; f < F; f++) {
    total += g.dice[f] as number
    spent += g.spent[f] as number
  }
  const allUsed = spent === total
  // the dice every seat may use: per colour (packed, four bits a face) and as a set of colours
  let byFace = 0
  let set = 0
  for (let f = 0; f < F; f++) {
    const pool = allUsed ? (g.dice[f] as number) : (g.dice[f] as number) - (g.spent[f] as number)
    byFace |= pool << (f << 2)
    if (pool > 0) set |= 1 << f
  }
  const limit = allUsed ? 1 : total - spent
  g.phase = ACTION2
  let mask = 0
  let n = 0
  for (let p = 0; p < g.players; p++) {
    g.leftByFace[p] = byFace
    g.leftTotal[p] = limit
    const m = ((g.sheetOf[p] as number) * (1 << F) + set) * W
    const o = p * STRIDE + ALLOWED
    g.bits[o] = t.colourSetMask[m] as number
    g.bits[o + 1] = t.colourSetMask[m + 1] as number
    g.bits[o + 2] = t.colourSetMask[m + 2] as number
    if (p !== g.active && canCrossAny(g, p)) {
      mask |= 1 << p
      n++
    }
  }
  g.waitMask = mask
  g.nWaiting = n
  if (n === 0) endRound(g)
}

/** The round ends: crossings that waited count (DQ3); the game if someone has a 6th area (D41–D43), else the next player's round (D16). */
const endRound = (g: CeilingGame): void => {
  let over = false
  for (let p = 0; p < g.players; p++) {
    const o = p * STRIDE
    for (let w = 0; w < W; w++) {
      for (let m = g.bits[o + PENDING + w] as number; m !== 0; m &= m - 1) spread(g, o, (w << 5) + lowBit(m))
      g.bits[o + PENDING + w] = 0
    }
    if ((g.completedCount[p] as number) >= AREAS_TO_END) over = true
  }
  if (over) {
    g.phase = OVER
    g.waitMask = 0
    g.nWaiting = 0
  } else startRound(g, (g.active + 1) % g.players, g.round + 1)
}

/** The i-th seat still in Action 2, in seat order. */
const waitingSeat = (g: CeilingGame, i: number): number => {
  return lowBit(dropLow(g.waitMask, i))
}

/** The number of legal moves in DECIDE: stop, then every non-empty re-roll (D18, D19): ∏ (count + 1). */
const decideCount = (g: CeilingGame): number => {
  let n = 1
  for (let f = 0; f < g.t.F; f++) n *= (g.dice[f] as number) + 1
  return n
}

/**
 * Action 1 or 2: how many segments or boxes `seat` may take (its legal moves are these, in
 * ascending order as the library lists them, then done) — set bits counted, nothing listed.
 */
const countMoves = (g: CeilingGame, seat: number): number => {
  if (g.phase === ACTION1) return popcount(g.a1)
  const o = seat * STRIDE
  const b = g.bits
  return (
    popcount((b[o + FRONTIER] as number) & (b[o + ALLOWED] as number)) +
    popcount((b[o + FRONTIER + 1] as number) & (b[o + ALLOWED + 1] as number)) +
    popcount((b[o + FRONTIER + 2] as number) & (b[o + ALLOWED + 2] as number))
  )
}

/** The i-th of them (i < {@link countMoves}): the i-th set bit of Action 1's mask or of frontier ∧ allowed. */
const nthMove = (g: CeilingGame, seat: number, i: number): number => {
  if (g.phase === ACTION1) return lowBit(dropLow(g.a1, i))
  const o = seat * STRIDE
  for (let w = 0; w < W; w++) {
    const m = (g.bits[o + FRONTIER + w] as number) & (g.bits[o + ALLOWED + w] as number)
    const c = popcount(m)
    if (i < c) return (w << 5) + lowBit(dropLow(m, i))
    i -= c
  }
  return -1
}

/** DECIDE: move i — 0 stops (D18), else a re-roll; the library lists picks in mixed radix, the first face in colour order most significant. */
const decide = (g: CeilingGame, i: number): void => {
  if (i === 0) {
    enterAction1(g)
    return
  }
  const t = g.t
  let rest = i
  let take = 0
  for (let j = t.F - 1; j >= 0; j--) {
    const f = t.order[j] as number
    const d = g.dice[f] as number
    if (d === 0) continue // a digit of radix 1: nothing to divide
    const q = (rest / (d + 1)) | 0
    const k = rest - q * (d + 1)
    rest = q
    g.dice[f] = d - k
    take += k
  }
  g.phase = ROLL
  g.rolls++
  g.toRoll = take
}

/** Action 1: completes segment k of the active seat (D21–D24); Action 2 when nothing more can be completed. */
const complete = (g: CeilingGame, k: number): void => {
  const t = g.t
  const seat = g.active
  const sheetK = (g.sheetOf[seat] as number) * MAX_SEGS + k
  const o = seat * STRIDE
  const stamp = 2 * g.round
  let n = 0
  for (let w = 0; w < W; w++) {
    for (let m = (t.segMask[sheetK * W + w] as number) & ~(g.bits[o + CROSSED + w] as number); m !== 0; m &= m - 1) {
      cross(g, seat, (w << 5) + lowBit(m), stamp, true)
      n++
    }
  }
  const f = t.segFace[sheetK] as number
  g.spent[f] = (g.spent[f] as number) + n
  g.a1 = completable(g)
  if (g.a1 === 0) enterAction2(g)
}

/** Action 2: `seat` crosses box b with a die of its colour (D28–D31). */
const crossInAction2 = (g: CeilingGame, seat: number, b: number): void => {
  const t = g.t
  const F = t.F
  const f = t.faceOf[(g.sheetOf[seat] as number) * t.N + b] as number
  const byFace = (g.leftByFace[seat] as number) - (1 << (f << 2))
  g.leftByFace[seat] = byFace
  const total = (g.leftTotal[seat] as number) - 1
  g.leftTotal[seat] = total
  cross(g, seat, b, 2 * g.round + 1, g.chaining)
  // the die used: its colour is barred once all of them are used, every colour at the limit (D28–D30)
  const o = seat * STRIDE + ALLOWED
  if (total === 0) {
    g.bits[o] = 0
    g.bits[o + 1] = 0
    g.bits[o + 2] = 0
  } else if (((byFace >>> (f << 2)) & 15) === 0) {
    const m = ((g.sheetOf[seat] as number) * F + f) * W
    g.bits[o] = (g.bits[o] as number) & ~(t.faceMask[m] as number)
    g.bits[o + 1] = (g.bits[o + 1] as number) & ~(t.faceMask[m + 1] as number)
    g.bits[o + 2] = (g.bits[o + 2] as number) & ~(t.faceMask[m + 2] as number)
  }
  // D33 (rules 3.0.0): the seat stays in Action 2 until its own done, even when it can cross nothing more
}

/** Action 2: `seat` says done (D32); the round ends when every seat has. */
const finishSeat = (g: CeilingGame, seat: number): void => {
  g.waitMask &= ~(1 << seat)
  if (--g.nWaiting === 0) endRound(g)
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
 * Called before each step with who acts (a seat, or -1 for chance), how many moves or outcomes it
 * has, and the index drawn (for the lockstep test; the bench passes none).
 */
export type CeilingWatch = (g: CeilingGame, actor: number, count: number, index: number) => void

/**
 * One seeded random playout, step for step the bench's `playout` of the library (`bench/measure.ts`):
 * chance draws from the game's generator seeded by `seed` (one draw per chance step), seats from a
 * sampler seeded by `${seed}/bench` (one draw to pick among several acting seats, one to pick the
 * move). Returns the number of steps. Allocates nothing.
 */
export const ceilingPlayout = (
  g: CeilingGame,
  players: number,
  seed: string,
  watch?: CeilingWatch,
  options?: Partial<BorderOptions>,
  sheets?: readonly number[]
): number => {
  resetCeiling(g, players, options, sheets)
  const t = g.t
  const F = t.F
  const cum = t.faceCum
  seedAlea(seed, '', g.seeded)
  let c = g.seeded[0] as number
  let s0 = g.seeded[1] as number
  let s1 = g.seeded[2] as number
  let s2 = g.seeded[3] as number
  seedAlea(seed, '/bench', g.seeded)
  let qc = g.seeded[0] as number
  let q0 = g.seeded[1] as number
  let q1 = g.seeded[2] as number
  let q2 = g.seeded[3] as number
  // D13: the first player, by chance (alea's step, as `nextFloat`; the pick as `pickWeighted`)
  let x = 2091639 * s0 + c * 2.3283064365386963e-10
  c = x | 0
  s0 = s1
  s1 = s2
  s2 = x - c
  let first = 0
  while (first < players - 1 && s2 >= (t.firstCum[players * MAX_SEATS + first] as number)) first++
  watch?.(g, -1, players, first)
  startRound(g, first, 0)
  let steps = 1
  for (;;) {
    const phase = g.phase
    if (phase === ROLL) {
      // D17, D18: the dice of this roll, one chance step each
      while (g.toRoll > 0) {
        x = 2091639 * s0 + c * 2.3283064365386963e-10
        c = x | 0
        s0 = s1
        s1 = s2
        s2 = x - c
        // `pickWeighted` over the faces: the first whose cumulative sum exceeds the draw; ⌊u·F⌋ is that face or next to it
        let f = (s2 * F) | 0
        while (f < F - 1 && s2 >= (cum[f] as number)) f++
        while (f > 0 && s2 < (cum[f - 1] as number)) f--
        if (watch !== undefined) watch(g, -1, F, f)
        g.dice[f] = (g.dice[f] as number) + 1
        g.toRoll--
        steps++
      }
      if (g.rolls >= MAX_ROLLS) enterAction1(g)
      else g.phase = DECIDE
      continue
    }
    if (phase === OVER) return steps
    let seat = g.active
    if (phase === ACTION2) {
      const n = g.nWaiting
      if (n === 1) seat = waitingSeat(g, 0)
      else {
        x = 2091639 * q0 + qc * 2.3283064365386963e-10
        qc = x | 0
        q0 = q1
        q1 = q2
        q2 = x - qc
        seat = waitingSeat(g, Math.min(n - 1, Math.floor(q2 * n)))
      }
    }
    const listed = phase === DECIDE ? 0 : countMoves(g, seat)
    const count = phase === DECIDE ? decideCount(g) : listed + 1
    x = 2091639 * q0 + qc * 2.3283064365386963e-10
    qc = x | 0
    q0 = q1
    q1 = q2
    q2 = x - qc
    const i = Math.min(count - 1, Math.floor(q2 * count))
    if (watch !== undefined) watch(g, seat, count, i)
    if (phase === DECIDE) decide(g, i)
    else if (i === listed) {
      if (phase === ACTION1) enterAction2(g) // D25: done with Action 1
      else finishSeat(g, seat)
    } else if (phase === ACTION1) complete(g, nthMove(g, seat, i))
    else crossInAction2(g, seat, nthMove(g, seat, i))
    steps++
  }
}

// ---------------------------------------------------------------------------------------------
// For the lockstep test only (these allocate; they read the game and change nothing).

/** The acting seats, in order (none when chance acts or the game is over). */
export const ceilingActors = (g: CeilingGame): number[] => {
  if (g.phase === DECIDE || g.phase === ACTION1) return [g.active]
  if (g.phase !== ACTION2) return []
  return Array.from({ length: g.nWaiting }, (_, i) => waitingSeat(g, i))
}

/** Whether chance acts now. */
export const ceilingChancePending = (g: CeilingGame): boolean => g.phase === FIRST || g.phase === ROLL

/** The chance outcomes as the library's moves. */
export const ceilingChanceMoves = (g: CeilingGame): BorderMove[] =>
  g.phase === FIRST
    ? Array.from({ length: g.players }, (_, seat): BorderMove => ({ t: 'first', seat }))
    : g.phase === ROLL
      ? g.t.faces.map((colour): BorderMove => ({ t: 'roll', colour }))
      : []

/** `seat`'s legal moves as the library's moves, in the library's order (by the playout's own `countMoves` and `nthMove`). */
export const ceilingLegalMoves = (g: CeilingGame, seat: number): BorderMove[] => {
  const t = g.t
  if (g.phase === DECIDE) {
    const out: BorderMove[] = [{ t: 'stop' }]
    for (let i = 1; i < decideCount(g); i++) {
      const take = new Array<number>(t.F).fill(0)
      let rest = i
      for (let j = t.F - 1; j >= 0; j--) {
        const f = t.order[j] as number
        const radix = (g.dice[f] as number) + 1
        take[f] = rest % radix
        rest = (rest - (take[f] as number)) / radix
      }
      out.push({ t: 'reroll', dice: Array.from(t.order).flatMap((f) => Array.from({ length: take[f] as number }, () => t.faces[f] as Colour)) })
    }
    return out
  }
  if (g.phase !== ACTION1 && g.phase !== ACTION2) return []
  const out: BorderMove[] = []
  for (let i = 0; i < countMoves(g, seat); i++) {
    if (g.phase === ACTION1) {
      const k = (g.sheetOf[g.active] as number) * MAX_SEGS + nthMove(g, seat, i)
      out.push({ t: 'complete', colour: t.faces[t.segFace[k] as number] as Colour, length: t.segLen[k] as number })
    } else out.push({ t: 'cross', box: nthMove(g, seat, i) })
  }
  out.push({ t: 'done' })
  return out
}

/** Every seat's sheet as the library stores it: crossed boxes as '0'/'1' per box, completion stamps per area. */
export const ceilingSheets = (g: CeilingGame): { crossed: string; completed: number[] }[] =>
  Array.from({ length: g.players }, (_, p) => ({
    crossed: Array.from({ length: g.t.N }, (_, b) => (((g.bits[p * STRIDE + CROSSED + (b >>> 5)] as number) >>> (b & 31)) & 1 ? '1' : '0')).join(''),
    completed: Array.from(g.completed.subarray(p * g.t.A, (p + 1) * g.t.A))
  }))

/** Every seat's score. */
export const ceilingScores = (g: CeilingGame): number[] => Array.from({ length: g.players }, (_, p) => ceilingScore(g, p))
