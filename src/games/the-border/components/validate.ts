/**
 * Structural checks of a Border component set (components/the-border.md section 6.2), with one
 * plain-English message per broken constraint.
 * @module
 */
import * as E from 'fp-ts/Either'
import { decodeWith, violation, ViolationCode, type RuleViolation } from '../../../core/index.js'
import { BorderComponentsCodec, COLOURS, type AreaData, type BorderComponents, type BoxData } from './types.js'

/** The counts every Border component set has (D2, D3, D5; components note 5.2). */
export const BORDER_COUNTS = {
  /** Dice rolled (D3). */
  dice: 5,
  /** Areas per sheet (D5). */
  areas: 9,
  /** Border boxes per sheet (inferred: 84 coloured + 2 white). */
  boxes: 86,
  /** White pre-crossed boxes (D7). */
  white: 2,
  /** Sheets in the box (D2). */
  sheets: 4,
  /** Segment lengths: one segment per colour and length (components note 5.2). */
  segmentLengths: [2, 3, 4, 5] as readonly number[],
  /** Area higher values 4..12, one each (inferred, components note 5.3). */
  highValues: [4, 5, 6, 7, 8, 9, 10, 11, 12] as readonly number[]
} as const

/**
 * The range of every number (and the length of every list and name) in a component set, derived
 * from the physical game: 5 dice of 6 faces (D3); 9 areas worth 4–12 (higher) and 2–6 (lower);
 * 86 boxes on a sheet of at most a few dozen hexes across (coordinates within ±64), each touching
 * at most 6 others on the hex grid (D9); rings of 3 to 86 boxes; 4 sheets of 24 segments of 2–5
 * boxes (D8). `validateComponents` refuses anything outside, naming the field and the range, before
 * any other check (so no input can make the checks, or a game, unbounded).
 */
export const BORDER_RANGES = {
  /** `dice.count` (D3). */
  diceCount: [5, 5],
  /** `dice.faces` length (D3). */
  faces: [6, 6],
  /** `areas` length (D5). */
  areas: [9, 9],
  /** `areas[i].high` (D10; components note 5.3). */
  high: [4, 12],
  /** `areas[i].low` (D10: half the higher value, rounded down). */
  low: [2, 6],
  /** `areas[i].ring` length (D5): a closed chain of at least 3 boxes, at most every box. */
  ring: [3, 86],
  /** `boxes` length (D5). */
  boxes: [86, 86],
  /** `boxes[i].q` and `boxes[i].r`: hex coordinates on the sheet. */
  coordinate: [-64, 64],
  /** `boxes[i].neighbours` length (D9: a hex touches at most 6). */
  neighbours: [0, 6],
  /** `sheets` length (D2). */
  sheets: [4, 4],
  /** `sheets[k].segments` length (one per colour and length 2–5). */
  segments: [24, 24],
  /** `sheets[k].segments[j].boxes` length (D8). */
  segmentLength: [2, 5],
  /** Characters in `label`. */
  label: [0, 200],
  /** Characters in an area's or a sheet's `id` and an area's `name`. */
  name: [1, 40]
} as const satisfies Record<string, readonly [number, number]>

const within = (n: number, [lo, hi]: readonly [number, number]): boolean => n >= lo && n <= hi
const rangeText = ([lo, hi]: readonly [number, number]): string => (lo === hi ? `exactly ${lo}` : `${lo} to ${hi}`)

/** Numbers, lengths and ids out of their range ({@link BORDER_RANGES}), one message each. */
const rangeProblems = (c: BorderComponents): string[] => {
  const out: string[] = []
  const R = BORDER_RANGES
  const num = (field: string, n: number, range: readonly [number, number]): void => {
    if (!within(n, range)) out.push(`${field} must be ${rangeText(range)}, got ${n}`)
  }
  const len = (field: string, n: number, range: readonly [number, number], what = 'entries'): void => {
    if (!within(n, range)) out.push(`${field} must have ${rangeText(range)} ${what}, got ${n}`)
  }
  const n = c.boxes.length
  const id = (field: string, b: number): void => {
    if (!(b >= 0 && b < n)) out.push(`${field} must be a box id 0 to ${n - 1}, got ${b}`)
  }
  len('label', c.label.length, R.label, 'characters')
  num('dice.count', c.dice.count, R.diceCount)
  len('dice.faces', c.dice.faces.length, R.faces)
  len('areas', c.areas.length, R.areas)
  len('boxes', n, R.boxes)
  len('sheets', c.sheets.length, R.sheets)
  if (out.length > 0) return out // wrong counts: the per-item checks below would only repeat them
  c.areas.forEach((a, i) => {
    len(`areas[${i}].id`, a.id.length, R.name, 'characters')
    len(`areas[${i}].name`, a.name.length, R.name, 'characters')
    num(`areas[${i}].high`, a.high, R.high)
    num(`areas[${i}].low`, a.low, R.low)
    len(`areas[${i}].ring`, a.ring.length, R.ring, 'boxes')
    if (a.ring.length <= R.ring[1]) a.ring.forEach((b, k) => id(`areas[${i}].ring[${k}]`, b))
  })
  c.boxes.forEach((b, i) => {
    num(`boxes[${i}].q`, b.q, R.coordinate)
    num(`boxes[${i}].r`, b.r, R.coordinate)
    len(`boxes[${i}].neighbours`, b.neighbours.length, R.neighbours)
    if (b.neighbours.length <= R.neighbours[1]) b.neighbours.forEach((j, k) => id(`boxes[${i}].neighbours[${k}]`, j))
  })
  c.sheets.forEach((sh, k) => {
    len(`sheets[${k}].id`, sh.id.length, R.name, 'characters')
    len(`sheets[${k}].segments`, sh.segments.length, R.segments)
    if (sh.segments.length > R.segments[1]) return
    sh.segments.forEach((g, j) => {
      len(`sheets[${k}].segments[${j}].boxes`, g.boxes.length, R.segmentLength, 'boxes')
      if (g.boxes.length <= R.segmentLength[1]) g.boxes.forEach((b, m) => id(`sheets[${k}].segments[${j}].boxes[${m}]`, b))
    })
  })
  return out
}

/** Drawing position of a box: pixel x and y (pointy-top hexes, unit spacing). */
export const boxXY = (b: Pick<BoxData, 'q' | 'r'>): readonly [number, number] => [b.q + b.r / 2, (b.r * Math.sqrt(3)) / 2]

const hexDistance1 = (a: BoxData, b: BoxData): boolean => {
  const dq = a.q - b.q
  const dr = a.r - b.r
  return (dq === 0 && Math.abs(dr) === 1) || (dr === 0 && Math.abs(dq) === 1) || (dq === 1 && dr === -1) || (dq === -1 && dr === 1)
}

const checkDice = (c: BorderComponents, out: string[]): void => {
  if (c.dice.count !== BORDER_COUNTS.dice) out.push(`dice: there must be ${BORDER_COUNTS.dice} dice (D3), got ${c.dice.count}`)
  const faces = new Set(c.dice.faces)
  if (c.dice.faces.length !== COLOURS.length || faces.size !== COLOURS.length) {
    out.push(`dice: the faces must be the six colours ${COLOURS.join(', ')}, once each (D3), got [${c.dice.faces.join(', ')}]`)
  }
}

const centroid = (ring: readonly number[], boxes: readonly BoxData[]): readonly [number, number] => {
  let x = 0
  let y = 0
  let n = 0
  for (const id of ring) {
    const b = boxes[id]
    if (b === undefined) continue
    const [bx, by] = boxXY(b)
    x += bx
    y += by
    n++
  }
  return n === 0 ? [0, 0] : [x / n, y / n]
}

const checkAreas = (c: BorderComponents, out: string[]): void => {
  const areas = c.areas
  if (areas.length !== BORDER_COUNTS.areas) out.push(`areas: a sheet has ${BORDER_COUNTS.areas} areas (D5), got ${areas.length}`)
  const ids = new Set<string>()
  for (const a of areas) {
    if (ids.has(a.id)) out.push(`areas: the id '${a.id}' is used twice`)
    ids.add(a.id)
    if (a.low !== Math.floor(a.high / 2)) {
      out.push(`area '${a.id}': the lower value must be half the higher value rounded down (${Math.floor(a.high / 2)}), got ${a.low}`)
    }
  }
  const highs = [...areas.map((a) => a.high)].sort((x, y) => x - y)
  if (highs.join(',') !== BORDER_COUNTS.highValues.join(',')) {
    out.push(`areas: the higher values must be 4 to 12, one area each (inferred from the value range), got [${highs.join(', ')}]`)
  }
  const villa = areas.find((a) => a.id === 'villa')
  if (villa === undefined) out.push(`areas: there must be an area with id 'villa' (D10)`)
  else {
    if (villa.high !== 9) out.push(`area 'villa': its higher value is printed as 9 (D10, DX1), got ${villa.high}`)
    const vy = centroid(villa.ring, c.boxes)[1]
    const higher = areas.find((a) => centroid(a.ring, c.boxes)[1] < vy - 1e-9)
    if (higher !== undefined) out.push(`area 'villa': it is the area at the top of the sheet (D10), but area '${higher.id}' lies higher`)
  }
  const well = areas.find((a) => a.id === 'well')
  if (well === undefined) out.push(`areas: there must be an area with id 'well' (D10)`)
  else if (well.high !== 4 || well.low !== 2) out.push(`area 'well': its values are printed as 4 and 2 (D10, DX5), got ${well.high} and ${well.low}`)
}

const checkBoxes = (c: BorderComponents, out: string[]): void => {
  const boxes = c.boxes
  const n = boxes.length
  if (n !== BORDER_COUNTS.boxes) out.push(`boxes: a sheet has ${BORDER_COUNTS.boxes} border boxes (84 coloured + 2 white), got ${n}`)
  const at = new Map<string, number>()
  boxes.forEach((b, i) => {
    if (b.id !== i) out.push(`box at index ${i}: its id must equal its index, got ${b.id}`)
    const key = `${b.q},${b.r}`
    const other = at.get(key)
    if (other !== undefined) out.push(`box ${i}: it has the same hex position (${key}) as box ${other}`)
    at.set(key, i)
  })
  boxes.forEach((b, i) => {
    const seen = new Set<number>()
    for (const j of b.neighbours) {
      const o = boxes[j]
      if (o === undefined) {
        out.push(`box ${i}: neighbour ${j} is not a box`)
        continue
      }
      if (j === i) out.push(`box ${i}: it lists itself as a neighbour`)
      if (seen.has(j)) out.push(`box ${i}: neighbour ${j} is listed twice`)
      seen.add(j)
      if (!o.neighbours.includes(i)) out.push(`boxes ${i} and ${j}: adjacency must be symmetric (D9), but ${j} does not list ${i}`)
      if (!hexDistance1(b, o)) out.push(`boxes ${i} and ${j}: neighbours must touch on the hex grid (D9), but (${b.q},${b.r}) and (${o.q},${o.r}) do not`)
    }
    for (const [dq, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1], [1, -1], [-1, 1]] as const) {
      const j = at.get(`${b.q + dq},${b.r + dr}`)
      if (j !== undefined && j !== i && !seen.has(j)) out.push(`boxes ${i} and ${j}: they touch on the hex grid but are not listed as neighbours (D9)`)
    }
  })
  if (n > 0) {
    const reached = new Set<number>([0])
    const stack = [0]
    while (stack.length > 0) {
      const i = stack.pop() as number
      for (const j of boxes[i]?.neighbours ?? []) {
        if (j >= 0 && j < n && !reached.has(j)) {
          reached.add(j)
          stack.push(j)
        }
      }
    }
    if (reached.size !== n) out.push(`boxes: the box graph must be connected, but ${n - reached.size} boxes cannot be reached from box 0`)
  }
  const whites = boxes.filter((b) => b.white)
  if (whites.length !== BORDER_COUNTS.white) out.push(`boxes: exactly ${BORDER_COUNTS.white} white boxes (D7), got ${whites.length}`)
  else if (n > 0) {
    const xs = boxes.map((b) => boxXY(b)[0])
    const ys = boxes.map((b) => boxXY(b)[1])
    const cx = (Math.min(...xs) + Math.max(...xs)) / 2
    const cy = (Math.min(...ys) + Math.max(...ys)) / 2
    const [w0, w1] = whites as [BoxData, BoxData]
    const [a, b] = boxXY(w0)[1] <= boxXY(w1)[1] ? [w0, w1] : [w1, w0]
    const [ax, ay] = boxXY(a)
    const [bx, by] = boxXY(b)
    if (!(ax < cx && ay < cy)) out.push(`boxes: one white box must be at the top left (D7), box ${a.id} is not`)
    if (!(bx > cx && by > cy)) out.push(`boxes: one white box must be at the bottom right (D7), box ${b.id} is not`)
  }
}

const checkRings = (c: BorderComponents, out: string[]): void => {
  const n = c.boxes.length
  const onRings = new Array<number>(n).fill(0)
  const adjacent = (i: number, j: number): boolean => c.boxes[i]?.neighbours.includes(j) ?? false
  for (const a of c.areas) {
    const seen = new Set<number>()
    if (a.ring.length < 3) out.push(`area '${a.id}': its ring must have at least 3 boxes, got ${a.ring.length}`)
    a.ring.forEach((id, k) => {
      if (id < 0 || id >= n) {
        out.push(`area '${a.id}': ring box ${id} is not a box`)
        return
      }
      if (seen.has(id)) out.push(`area '${a.id}': box ${id} appears twice in its ring`)
      seen.add(id)
      onRings[id] = (onRings[id] ?? 0) + 1
      const next = a.ring[(k + 1) % a.ring.length] as number
      if (next >= 0 && next < n && !adjacent(id, next)) {
        out.push(`area '${a.id}': its ring must be a closed chain, but boxes ${id} and ${next} are not adjacent`)
      }
    })
  }
  // D6/DQ8: a box may border several areas (the engine handles any number); at least one.
  onRings.forEach((k, i) => {
    if (k < 1) out.push(`box ${i}: every box borders at least one area (D5, D6), this one borders none`)
  })
}

/** Pairs of same-coloured segments that touch on a sheet (the bundled sheets have none). */
export const sameColourTouching = (c: BorderComponents, sheet: number): readonly (readonly [number, number])[] => {
  const s = c.sheets[sheet]
  if (s === undefined) return []
  const owner = new Map<number, number>()
  s.segments.forEach((seg, k) => seg.boxes.forEach((b) => owner.set(b, k)))
  const out: [number, number][] = []
  s.segments.forEach((seg, k) => {
    const touching = new Set<number>()
    for (const b of seg.boxes) for (const j of c.boxes[b]?.neighbours ?? []) {
      const o = owner.get(j)
      if (o !== undefined && o > k && s.segments[o]?.colour === seg.colour) touching.add(o)
    }
    for (const o of touching) out.push([k, o])
  })
  return out
}

const checkSheets = (c: BorderComponents, out: string[]): void => {
  // components §6.2 item 5: no two same-coloured segments share an edge.
  c.sheets.forEach((sh, k) => {
    for (const [a, b] of sameColourTouching(c, k)) {
      const sa = sh.segments[a]
      const sb = sh.segments[b]
      out.push(`sheet ${k}: the ${sa?.colour ?? '?'} segments ${a} (${sa?.boxes.length ?? 0} boxes) and ${b} (${sb?.boxes.length ?? 0} boxes) touch; same-coloured segments must not share an edge (D8, DQ13)`)
    }
  })
  const n = c.boxes.length
  if (c.sheets.length !== BORDER_COUNTS.sheets) out.push(`sheets: there are ${BORDER_COUNTS.sheets} sheets (D2), got ${c.sheets.length}`)
  const ids = new Set<string>()
  const faces = new Set<string>(c.dice.faces)
  for (const s of c.sheets) {
    const where = `sheet '${s.id}'`
    if (ids.has(s.id)) out.push(`sheets: the id '${s.id}' is used twice`)
    ids.add(s.id)
    const expected = COLOURS.length * BORDER_COUNTS.segmentLengths.length
    if (s.segments.length !== expected) out.push(`${where}: it has ${expected} segments (one per colour and length 2–5), got ${s.segments.length}`)
    const pairs = new Set<string>()
    const owner = new Array<number>(n).fill(-1)
    s.segments.forEach((seg, k) => {
      const len = seg.boxes.length
      const name = `${seg.colour} ${len}-segment`
      if (!faces.has(seg.colour)) out.push(`${where}: the ${name} has a colour no die shows (D20)`)
      if (!BORDER_COUNTS.segmentLengths.includes(len)) out.push(`${where}: segment ${k} (${seg.colour}) has ${len} boxes; segments have 2 to 5`)
      else if (pairs.has(name)) out.push(`${where}: there must be one ${name}, found two`)
      pairs.add(name)
      seg.boxes.forEach((id, p) => {
        const box = c.boxes[id]
        if (box === undefined) {
          out.push(`${where}: the ${name} lists ${id}, which is not a box`)
          return
        }
        if (box.white) out.push(`${where}: the ${name} contains white box ${id}; white boxes belong to no segment (D7)`)
        if (owner[id] !== -1) out.push(`${where}: box ${id} is in two segments (segments must partition the coloured boxes)`)
        owner[id] = k
        const next = seg.boxes[p + 1]
        if (next !== undefined && !box.neighbours.includes(next)) out.push(`${where}: the ${name} must be a connected run (D8), but boxes ${id} and ${next} are not adjacent`)
      })
    })
    for (const colour of COLOURS) {
      for (const len of BORDER_COUNTS.segmentLengths) {
        if (!pairs.has(`${colour} ${len}-segment`)) out.push(`${where}: the ${colour} ${len}-segment is missing`)
      }
    }
    const uncovered = c.boxes.filter((b) => !b.white && owner[b.id] === -1).map((b) => b.id)
    if (uncovered.length > 0) out.push(`${where}: boxes ${uncovered.slice(0, 10).join(', ')}${uncovered.length > 10 ? ', …' : ''} are coloured but in no segment`)
  }
}

/**
 * Every broken constraint of an (already decoded) component set, one message each; `[]` if the
 * set is valid.
 */
export const componentProblems = (c: BorderComponents): readonly string[] => {
  const ranges = rangeProblems(c)
  if (ranges.length > 0) return ranges // numbers out of range first: the structural checks assume them
  const out: string[] = []
  checkDice(c, out)
  checkBoxes(c, out)
  checkAreas(c, out)
  checkRings(c, out)
  checkSheets(c, out)
  return out
}

/** The first few problems and how many more (messages stay short; `componentProblems` has them all). */
export const problemsMessage = (problems: readonly string[]): string =>
  `the Border component set is invalid: ${problems.slice(0, 5).join('; ')}${problems.length > 5 ? `; and ${problems.length - 5} more` : ''}`

/**
 * Decodes and checks an untrusted component set (for example a JSON file transcribed from the
 * printed sheets): shape, then ranges ({@link BORDER_RANGES}), then structure.
 * `Left(BAD_COMPONENTS)` lists the first five broken constraints and how many more
 * (`componentProblems` gives them all).
 */
export const validateComponents = (input: unknown): E.Either<RuleViolation, BorderComponents> => {
  const decoded = decodeWith(BorderComponentsCodec, input, ViolationCode.BAD_COMPONENTS, 'the Border component set')
  if (E.isLeft(decoded)) return decoded
  const problems = componentProblems(decoded.right)
  return problems.length === 0
    ? E.right(decoded.right)
    : E.left(violation(ViolationCode.BAD_COMPONENTS, problemsMessage(problems), 'D5'))
}


/** The area with the given id, if any. */
export const findArea = (c: BorderComponents, id: string): AreaData | undefined => c.areas.find((a) => a.id === id)
