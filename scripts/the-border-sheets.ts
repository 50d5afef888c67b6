/**
 * Build-time generator of the bundled RECONSTRUCTED Border component set (never imported by the
 * game). It lays a hex board of 9 areas ringed by 86 border boxes and solves, with a seeded
 * search, four sheet colourings that satisfy components/the-border.md 6.2 and host the rulebook
 * examples DX2–DX4. Its output is committed as `bundled-data.ts`, so the bundled set never
 * changes silently. Run: `npx tsx scripts/the-border-sheets.ts > src/games/the-border/components/bundled-data.ts`.
 * @module
 */
import { pathToFileURL } from 'node:url'
import { sampler } from '../src/core/index.js'
import { COLOURS, type AreaData, type BorderComponents, type BoxData, type Colour, type SegmentData, type SheetData } from '../src/games/the-border/components/types.js'
import { componentProblems } from '../src/games/the-border/components/validate.js'
import { sheetFitsExample, type ExampleSheetRole } from '../src/games/the-border/components/examples.js'

// ---- the board: a 14 × 13 offset hex grid; walls of boxes ring 3 + 2 + 4 areas ----
const W = 14
const BANDS: readonly (readonly number[])[] = [
  [1, 2, 3],
  [5, 6, 7, 8],
  [10, 11]
]
const WALL_ROWS = [0, 4, 9, 12]
const H = 13
const V_WALLS: readonly (readonly number[])[] = [
  [0, 4, 9, 13],
  [0, 6, 13],
  [0, 3, 6, 10, 13]
]

const isWall = (c: number, r: number): boolean => {
  if (WALL_ROWS.includes(r)) return true
  const band = BANDS.findIndex((b) => b.includes(r))
  return V_WALLS[band]?.includes(c) ?? false
}

/** Offset (odd rows shifted right) neighbours. */
const offsetNeighbours = (c: number, r: number): readonly (readonly [number, number])[] =>
  r % 2 === 1
    ? [[c - 1, r], [c + 1, r], [c, r - 1], [c + 1, r - 1], [c, r + 1], [c + 1, r + 1]]
    : [[c - 1, r], [c + 1, r], [c - 1, r - 1], [c, r - 1], [c - 1, r + 1], [c, r + 1]]

const inside = (c: number, r: number): boolean => c >= 0 && c < W && r >= 0 && r < H
const key = (c: number, r: number): string => `${c},${r}`

interface Board {
  readonly boxes: BoxData[]
  readonly rings: number[][]
  readonly faceCentre: (readonly [number, number])[]
}

const buildBoard = (): Board => {
  const face = new Map<string, number>()
  let faces = 0
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      if (isWall(c, r) || face.has(key(c, r))) continue
      const stack: (readonly [number, number])[] = [[c, r]]
      face.set(key(c, r), faces)
      while (stack.length > 0) {
        const [x, y] = stack.pop() as readonly [number, number]
        for (const [a, b] of offsetNeighbours(x, y)) {
          if (inside(a, b) && !isWall(a, b) && !face.has(key(a, b))) {
            face.set(key(a, b), faces)
            stack.push([a, b])
          }
        }
      }
      faces++
    }
  }
  const cells: { c: number; r: number; faces: number[] }[] = []
  for (let r = 0; r < H; r++) {
    for (let c = 0; c < W; c++) {
      if (!isWall(c, r)) continue
      const fs = new Set<number>()
      for (const [a, b] of offsetNeighbours(c, r)) {
        const f = face.get(key(a, b))
        if (f !== undefined) fs.add(f)
      }
      if (fs.size > 0) cells.push({ c, r, faces: [...fs].sort((x, y) => x - y) })
    }
  }
  const idOf = new Map(cells.map((cell, i) => [key(cell.c, cell.r), i]))
  const boxes: BoxData[] = cells.map((cell, i) => ({
    id: i,
    q: cell.c - (cell.r - (cell.r & 1)) / 2,
    r: cell.r,
    neighbours: offsetNeighbours(cell.c, cell.r)
      .map(([a, b]) => idOf.get(key(a, b)))
      .filter((j): j is number => j !== undefined)
      .sort((x, y) => x - y),
    white: i === 0 || i === cells.length - 1,
    provenance: 'reconstructed'
  }))
  const rings: number[][] = []
  const faceCentre: (readonly [number, number])[] = []
  for (let f = 0; f < faces; f++) {
    const members = cells.map((cell, i) => (cell.faces.includes(f) ? i : -1)).filter((i) => i >= 0)
    rings.push(closedChain(members, boxes))
    let x = 0
    let y = 0
    let n = 0
    for (const [k, v] of face) {
      if (v !== f) continue
      const [c, r] = k.split(',').map(Number) as [number, number]
      x += c + (r & 1) / 2
      y += r
      n++
    }
    faceCentre.push([x / n, y / n])
  }
  return { boxes, rings, faceCentre }
}

/** A Hamiltonian cycle through `members` in the box graph (depth-first search). */
const closedChain = (members: readonly number[], boxes: readonly BoxData[]): number[] => {
  const set = new Set(members)
  const start = members[0] as number
  const path = [start]
  const used = new Set([start])
  const dfs = (): boolean => {
    if (path.length === members.length) return boxes[path[path.length - 1] as number]?.neighbours.includes(start) ?? false
    for (const j of boxes[path[path.length - 1] as number]?.neighbours ?? []) {
      if (!set.has(j) || used.has(j)) continue
      path.push(j)
      used.add(j)
      if (dfs()) return true
      path.pop()
      used.delete(j)
    }
    return false
  }
  if (!dfs()) throw new Error(`no closed chain through ${members.join(',')}`)
  return path
}

// ---- the sheets: a seeded search for 24 runs, then a colouring ----
const LENGTHS = [2, 3, 4, 5]

const partition = (boxes: readonly BoxData[], rand: () => number): number[][] | undefined => {
  const free = new Set(boxes.filter((b) => !b.white).map((b) => b.id))
  const need = new Map<number, number>(LENGTHS.map((l) => [l, COLOURS.length]))
  const freeDegree = (i: number): number => (boxes[i]?.neighbours ?? []).filter((j) => free.has(j)).length
  const runs: number[][] = []
  while (free.size > 0) {
    let best: number[] = []
    let bestDeg = 99
    for (const i of free) {
      const d = freeDegree(i)
      if (d < bestDeg) {
        bestDeg = d
        best = [i]
      } else if (d === bestDeg) best.push(i)
    }
    if (bestDeg === 0) return undefined
    const start = best[Math.floor(rand() * best.length)] as number
    const lengths = LENGTHS.filter((l) => (need.get(l) ?? 0) > 0)
    const length = lengths[Math.floor(rand() * lengths.length)] as number
    const run = [start]
    free.delete(start)
    while (run.length < length) {
      const last = run[run.length - 1] as number
      const next = (boxes[last]?.neighbours ?? []).filter((j) => free.has(j))
      if (next.length === 0) return undefined
      next.sort((a, b) => freeDegree(a) - freeDegree(b) || rand() - 0.5)
      const pick = rand() < 0.8 ? (next[0] as number) : (next[Math.floor(rand() * next.length)] as number)
      run.push(pick)
      free.delete(pick)
    }
    need.set(length, (need.get(length) ?? 0) - 1)
    runs.push(run)
  }
  return runs
}

const colourRuns = (runs: readonly number[][], boxes: readonly BoxData[], rand: () => number): Colour[] | undefined => {
  const owner = new Map<number, number>()
  runs.forEach((run, k) => run.forEach((b) => owner.set(b, k)))
  const touching = runs.map((run, k) => {
    const s = new Set<number>()
    for (const b of run) for (const j of boxes[b]?.neighbours ?? []) {
      const o = owner.get(j)
      if (o !== undefined && o !== k) s.add(o)
    }
    return s
  })
  const colours: (Colour | undefined)[] = runs.map(() => undefined)
  const order = runs.map((_, k) => k).sort((a, b) => (runs[a]?.length ?? 0) - (runs[b]?.length ?? 0))
  let steps = 0
  const go = (i: number): boolean => {
    if (++steps > 20000) return false
    if (i === order.length) return true
    const k = order[i] as number
    const len = runs[k]?.length ?? 0
    const options = [...COLOURS].sort(() => rand() - 0.5)
    for (const c of options) {
      if (runs.some((r, o) => colours[o] === c && r.length === len)) continue
      if ([...(touching[k] ?? [])].some((o) => colours[o] === c)) continue
      colours[k] = c
      if (go(i + 1)) return true
      colours[k] = undefined
    }
    return false
  }
  return go(0) ? (colours as Colour[]) : undefined
}

const makeSheet = (id: string, boxes: readonly BoxData[], seed: string): SheetData | undefined => {
  const rng = sampler(seed)
  for (let attempt = 0; attempt < 2000; attempt++) {
    const runs = partition(boxes, rng.next)
    if (runs === undefined) continue
    const colours = colourRuns(runs, boxes, rng.next)
    if (colours === undefined) continue
    const segments: SegmentData[] = runs
      .map((run, k) => ({ colour: colours[k] as Colour, boxes: run }))
      .sort((a, b) => COLOURS.indexOf(a.colour) - COLOURS.indexOf(b.colour) || a.boxes.length - b.boxes.length)
    return { id, segments, provenance: 'reconstructed' }
  }
  return undefined
}

// ---- areas: names and values ----
type AreaSpec = Pick<AreaData, 'id' | 'name'> & { readonly nameProvenance: AreaData['provenance']['name'] }

/** Solves the bundled component set (seeded: always the same). */
export const generate = (): BorderComponents => {
  const { boxes, rings, faceCentre } = buildBoard()
  // faces are numbered top band left to right, then the middle band, then the bottom band
  const VILLA = 1
  const sizes = rings.map((r, f) => ({ f, n: r.length }))
  const well = [...sizes].filter((s) => s.f !== VILLA).sort((a, b) => a.n - b.n || a.f - b.f)[0]?.f as number
  const others = sizes.filter((s) => s.f !== VILLA && s.f !== well).sort((a, b) => a.n - b.n || a.f - b.f)
  const otherValues = [5, 6, 7, 8, 10, 11, 12]
  const value = new Map<number, number>([[VILLA, 9], [well, 4]])
  others.forEach((s, i) => value.set(s.f, otherValues[i] as number))
  const names: AreaSpec[] = [
    { id: 'castle', name: 'Castle', nameProvenance: 'inferred' },
    { id: 'sailboat', name: 'Sailboat', nameProvenance: 'inferred' },
    { id: 'windmill', name: 'Wind wheel', nameProvenance: 'inferred' },
    { id: 'eagle', name: 'Eagle', nameProvenance: 'inferred' },
    { id: 'dog', name: 'Dog', nameProvenance: 'reconstructed' },
    { id: 'house', name: 'House', nameProvenance: 'reconstructed' },
    { id: 'hill', name: 'Hill', nameProvenance: 'reconstructed' }
  ]
  let next = 0
  const areas: AreaData[] = rings.map((ring, f) => {
    const high = value.get(f) as number
    const spec: AreaSpec =
      f === VILLA
        ? { id: 'villa', name: 'Villa', nameProvenance: 'printed' }
        : f === well
          ? { id: 'well', name: 'Well', nameProvenance: 'printed' }
          : (names[next++] as AreaSpec)
    const printed = f === VILLA || f === well
    return {
      id: spec.id,
      name: spec.name,
      high,
      low: Math.floor(high / 2),
      ring,
      provenance: {
        name: spec.nameProvenance,
        high: printed ? 'printed' : 'inferred',
        low: f === well ? 'printed' : 'inferred',
        ring: 'reconstructed'
      }
    }
  })
  void faceCentre
  const roles: readonly ExampleSheetRole[] = ['tim', 'sara', 'emma', 'marios']
  const base: Omit<BorderComponents, 'sheets'> = {
    label: 'The Border — RECONSTRUCTED board and sheets (not the printed components; see components/the-border.md)',
    dice: { count: 5, faces: [...COLOURS], provenance: 'inferred' },
    areas,
    boxes
  }
  const sheets: SheetData[] = []
  let seedNo = 0
  for (const role of roles) {
    for (;;) {
      const sheet = makeSheet(String.fromCharCode(65 + sheets.length), boxes, `the-border/${seedNo++}`)
      if (sheet !== undefined && sheetFitsExample({ ...base, sheets: [sheet] }, 0, role)) {
        sheets.push(sheet)
        break
      }
    }
  }
  return { ...base, sheets }
}

/** The source text of `bundled-data.ts` for a component set. */
export const emit = (c: BorderComponents): string => {
  const problems = componentProblems(c)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  const box = (b: BoxData): string => `[${b.q},${b.r},[${b.neighbours.join(',')}]${b.white ? ',1' : ''}]`
  const area = (a: AreaData): string =>
    `  { id: '${a.id}', name: '${a.name}', high: ${a.high}, low: ${a.low}, ring: [${a.ring.join(',')}], provenance: { name: '${a.provenance.name}', high: '${a.provenance.high}', low: '${a.provenance.low}', ring: '${a.provenance.ring}' } }`
  const sheet = (s: SheetData): string =>
    `  ['${s.id}', [${s.segments.map((g) => `['${g.colour}',[${g.boxes.join(',')}]]`).join(', ')}]]`
  return [
    '/**',
    ' * GENERATED by `scripts/the-border-sheets.ts` (seeded) — do not edit by hand. The bundled Border component set is a',
    ' * RECONSTRUCTION: board geometry and sheet colourings are made up to satisfy every known fact; only',
    " * the villa's 9, the well's 4/2 and the two white boxes' places are printed.",
    ' * @module',
    ' */',
    '',
    '/** Boxes as [q, r, neighbours, white?] (id = index). */',
    `export const BOXES: readonly (readonly [number, number, readonly number[], 1?])[] = [${c.boxes.map(box).join(',')}]`,
    '',
    '/** The nine areas. */',
    'export const AREAS = [',
    c.areas.map(area).join(',\n'),
    '] as const',
    '',
    '/** Sheets as [id, [[colour, boxes]…]]. */',
    `export const SHEETS: readonly (readonly [string, readonly (readonly [string, readonly number[]])[]])[] = [`,
    c.sheets.map(sheet).join(',\n'),
    ']',
    ''
  ].join('\n')
}

// Run as a script (not when a test imports it to check that it reproduces bundled-data.ts).
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) process.stdout.write(emit(generate()))
