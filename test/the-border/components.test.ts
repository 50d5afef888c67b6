import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { emit, generate } from '../../scripts/the-border-sheets.js'
import * as E from 'fp-ts/Either'
import { hashValue } from '../../src/core/index.js'
import {
  bundledComponents,
  BORDER_EXAMPLE_SHEETS,
  COLOURS,
  componentProblems,
  theBorder,
  validateComponents,
  type BorderComponents
} from '../../src/games/the-border/index.js'
import { sameColourTouching, sheetFitsExample } from '../../src/games/the-border/components/examples.js'

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] }
const copy = (): Mutable<BorderComponents> => JSON.parse(JSON.stringify(bundledComponents)) as Mutable<BorderComponents>
const problems = (c: unknown): string => {
  const r = validateComponents(c)
  return E.isLeft(r) ? `${r.left.code}: ${r.left.message}` : 'valid'
}

describe('component data', () => {
  it('the bundled set passes the validator', () => {
    expect(componentProblems(bundledComponents)).toEqual([])
    expect(E.isRight(validateComponents(JSON.parse(JSON.stringify(bundledComponents))))).toBe(true)
  })

  it('the bundled set is pinned: it never changes silently (regenerate with generate.ts and update this hash on purpose)', () => {
    expect(hashValue(bundledComponents)).toMatchInlineSnapshot(`"4c5b22c0698eaf0da5fe56f4447825dba66e51f1283b3276a86a04cf25a2faac"`)
  })

  it('the build-time generator (scripts/the-border-sheets.ts) reproduces bundled-data.ts exactly', () => {
    const committed = readFileSync(join(import.meta.dirname, '../../src/games/the-border/components/bundled-data.ts'), 'utf8')
    expect(emit(generate())).toBe(committed)
  })

  it('is labelled a reconstruction, with provenance on every datum', () => {
    expect(bundledComponents.label).toMatch(/RECONSTRUCTED/)
    const kinds = new Set(['printed', 'inferred', 'reconstructed'])
    expect(kinds.has(bundledComponents.dice.provenance)).toBe(true)
    for (const b of bundledComponents.boxes) expect(b.provenance).toBe('reconstructed')
    for (const s of bundledComponents.sheets) expect(s.provenance).toBe('reconstructed')
    for (const a of bundledComponents.areas) for (const p of Object.values(a.provenance)) expect(kinds.has(p)).toBe(true)
    const printed = bundledComponents.areas.filter((a) => a.provenance.high === 'printed').map((a) => a.id)
    expect(printed.sort()).toEqual(['villa', 'well'])
  })

  it('the board: 9 areas (values 4–12, lower = half rounded down), 86 hex boxes, 2 white, rings closed, 1–2 areas per box', () => {
    const c = bundledComponents
    expect(c.areas.map((a) => a.high).sort((x, y) => x - y)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(c.areas.every((a) => a.low === Math.floor(a.high / 2))).toBe(true)
    expect(c.boxes).toHaveLength(86)
    expect(c.boxes.filter((b) => b.white)).toHaveLength(2)
    const count = c.boxes.map((b) => c.areas.filter((a) => a.ring.includes(b.id)).length)
    expect(count.every((n) => n === 1 || n === 2)).toBe(true)
    expect(count.filter((n) => n === 2).length).toBeGreaterThan(20) // most borders separate two areas
  })

  it('the sheets: 24 segments each, one per colour and length 2–5, partitioning the 84 coloured boxes; no same-colour segments touch', () => {
    for (const [k, s] of bundledComponents.sheets.entries()) {
      expect(s.segments).toHaveLength(24)
      const keys = s.segments.map((g) => `${g.colour}${g.boxes.length}`).sort()
      expect(keys).toEqual(COLOURS.flatMap((c) => [2, 3, 4, 5].map((n) => `${c}${n}`)).sort())
      expect(new Set(s.segments.flatMap((g) => g.boxes)).size).toBe(84)
      expect(sameColourTouching(bundledComponents, k)).toEqual([])
    }
  })

  it('the rulebook examples are possible on the labelled sheets (DX2 Sara, DX3 Tim/Emma/Marios, DX4 Marios)', () => {
    for (const [role, sheet] of Object.entries(BORDER_EXAMPLE_SHEETS)) {
      expect(sheetFitsExample(bundledComponents, sheet, role as keyof typeof BORDER_EXAMPLE_SHEETS)).toBe(true)
    }
  })

  it('the game takes config.components and refuses a broken set with BAD_COMPONENTS', () => {
    expect(E.isRight(theBorder.setup({ players: 2, components: copy() }, 's'))).toBe(true)
    const broken = copy()
    broken.boxes = broken.boxes.slice(0, 85)
    const r = theBorder.setup({ players: 2, components: broken }, 's')
    expect(E.isLeft(r) && r.left.code).toBe('BAD_COMPONENTS')
    expect(E.isLeft(theBorder.setup({ players: 2, components: { nope: 1 } as unknown as BorderComponents }, 's'))).toBe(true)
  })

  describe('each broken constraint gets its own message', () => {
    const cases: readonly (readonly [string, (c: Mutable<BorderComponents>) => void, RegExp])[] = [
      ['malformed shape', (c) => Object.assign(c, { areas: 'x' }), /malformed/],
      ['dice count', (c) => (c.dice = { ...c.dice, count: 4 }), /dice\.count must be exactly 5, got 4/],
      ['dice faces', (c) => (c.dice = { ...c.dice, faces: ['grey', 'grey', 'red', 'yellow', 'blue', 'orange'] }), /six colours/],
      ['area count', (c) => (c.areas = c.areas.slice(0, 8)), /areas must have exactly 9 entries, got 8/],
      ['duplicate area id', (c) => (c.areas = c.areas.map((a, i) => (i === 2 ? { ...a, id: c.areas[0]?.id ?? '' } : a))), /used twice/],
      ['low value', (c) => (c.areas = c.areas.map((a, i) => (i === 0 ? { ...a, low: a.low + 1 } : a))), /half the higher value/],
      ['value range', (c) => (c.areas = c.areas.map((a) => (a.id === 'castle' ? { ...a, high: 13, low: 6 } : a))), /4 to 12/],
      ['villa value', (c) => (c.areas = c.areas.map((a) => (a.id === 'villa' ? { ...a, high: 8, low: 4 } : a.id === 'castle' ? { ...a, high: 9 } : a))), /printed as 9/],
      ['villa missing', (c) => (c.areas = c.areas.map((a) => (a.id === 'villa' ? { ...a, id: 'palace' } : a))), /id 'villa'/],
      ['villa at the top', (c) => (c.areas = c.areas.map((a) => (a.id === 'villa' ? { ...a, id: 'hill' } : a.id === 'hill' ? { ...a, id: 'villa' } : a))), /at the top|printed as 9/],
      ['well values', (c) => (c.areas = c.areas.map((a) => (a.id === 'well' ? { ...a, id: 'x' } : a.id === 'dog' ? { ...a, id: 'well' } : a))), /printed as 4 and 2/],
      ['box count', (c) => (c.boxes = c.boxes.slice(0, 85)), /boxes must have exactly 86 entries, got 85/],
      ['box id', (c) => (c.boxes = c.boxes.map((b, i) => (i === 5 ? { ...b, id: 6 } : b))), /id must equal its index/],
      ['asymmetric adjacency', (c) => (c.boxes = c.boxes.map((b, i) => (i === 5 ? { ...b, neighbours: b.neighbours.slice(1) } : b))), /symmetric|not listed as neighbours/],
      ['neighbour not touching', (c) => (c.boxes = c.boxes.map((b, i) => (i === 5 ? { ...b, neighbours: [...b.neighbours, 50] } : i === 50 ? { ...b, neighbours: [...b.neighbours, 5] } : b))), /touch on the hex grid/],
      ['same hex twice', (c) => (c.boxes = c.boxes.map((b, i) => (i === 5 ? { ...b, q: c.boxes[6]?.q ?? 0, r: c.boxes[6]?.r ?? 0 } : b))), /same hex position/],
      ['white count', (c) => (c.boxes = c.boxes.map((b, i) => (i === 0 ? { ...b, white: false } : b))), /exactly 2 white boxes/],
      ['white placement', (c) => (c.boxes = c.boxes.map((b, i) => (i === 0 ? { ...b, white: false } : i === 40 ? { ...b, white: true } : b))), /top left|bottom right|white box/],
      ['same-coloured segments touching', (c) => {
        // Recolour a segment to the colour of a neighbouring segment of the same length's partner.
        const sh = c.sheets[0]
        if (sh === undefined) return
        const owner = new Map<number, number>()
        sh.segments.forEach((g, k) => g.boxes.forEach((b) => owner.set(b, k)))
        const k = sh.segments.findIndex((g) => g.boxes.some((b) => (c.boxes[b]?.neighbours ?? []).some((n) => { const o = owner.get(n); return o !== undefined && o !== sh.segments.indexOf(g) })))
        const g = sh.segments[k]
        const nb = g?.boxes.flatMap((b) => c.boxes[b]?.neighbours ?? []).map((n) => owner.get(n)).find((o) => o !== undefined && o !== k)
        const other = nb === undefined ? undefined : sh.segments[nb]
        if (g === undefined || other === undefined) return
        const swap = sh.segments.findIndex((h) => h.colour === other.colour && h.boxes.length === g.boxes.length)
        c.sheets = c.sheets.map((x, i) => (i !== 0 ? x : { ...x, segments: x.segments.map((h, j) => (j === k ? { ...h, colour: other.colour } : j === swap ? { ...h, colour: g.colour } : h)) }))
      }, /segments .* touch; same-coloured segments must not share an edge/],
      ['ring not closed', (c) => (c.areas = c.areas.map((a, i) => (i === 0 ? { ...a, ring: [...a.ring.slice(1), a.ring[0] as number].reverse().concat([]).sort((x, y) => x - y) } : a))), /closed chain/],
      ['box on no area', (c) => (c.areas = c.areas.map((a) => (a.id === 'castle' ? { ...a, ring: a.ring.filter((b) => b !== 1) } : a))), /borders at least one area|closed chain/],
      ['sheet count', (c) => (c.sheets = c.sheets.slice(0, 3)), /sheets must have exactly 4 entries, got 3/],
      ['segment count', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.slice(1) } : s))), /sheets\[0\]\.segments must have exactly 24 entries, got 23/],
      ['segment not a run', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.map((g, k) => (k === 23 ? { ...g, boxes: [...g.boxes].reverse().slice(1).concat(g.boxes.slice(-1)) } : g)) } : s))), /connected run/],
      ['white box in a segment', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.map((g, k) => (k === 0 ? { ...g, boxes: [...g.boxes, 0] } : g)) } : s))), /white box 0/],
      ['box in two segments', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.map((g, k) => (k === 1 ? { ...g, boxes: s.segments[0]?.boxes ?? [] } : g)) } : s))), /in two segments/],
      ['colour/length pair twice', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.map((g, k) => (k === 0 ? { ...g, colour: 'red' as const } : g)) } : s))), /one red 2-segment|missing/],
      ['bad segment length', (c) => (c.sheets = c.sheets.map((s, i) => (i === 0 ? { ...s, segments: s.segments.map((g, k) => (k === 0 ? { ...g, boxes: g.boxes.slice(0, 1) } : g)) } : s))), /sheets\[0\]\.segments\[0\]\.boxes must have 2 to 5 boxes, got 1/],
      ['coordinate out of range (issue 15: a huge sheet would blow up the rendering)', (c) => (c.boxes = c.boxes.map((b, i) => (i === 3 ? { ...b, q: 1e9 } : b))), /boxes\[3\]\.q must be -64 to 64, got 1000000000/],
      ['ring id out of range', (c) => (c.areas = c.areas.map((a, i) => (i === 1 ? { ...a, ring: [...a.ring.slice(1), 1e9] } : a))), /areas\[1\]\.ring\[15\] must be a box id 0 to 85, got 1000000000/],
      ['too many neighbours', (c) => (c.boxes = c.boxes.map((b, i) => (i === 7 ? { ...b, neighbours: [1, 2, 3, 4, 5, 6, 8] } : b))), /boxes\[7\]\.neighbours must have 0 to 6 entries, got 7/],
      ['long label', (c) => (c.label = 'x'.repeat(1e6)), /label must have 0 to 200 characters, got 1000000/]
    ]
    for (const [name, mutate, message] of cases) {
      it(`${name}`, () => {
        const c = copy()
        mutate(c)
        const text = problems(c)
        expect(text).toMatch(/^BAD_COMPONENTS/)
        expect(text).toMatch(message)
        const r = theBorder.setup({ players: 2, components: c as BorderComponents }, 's')
        // a set of the wrong shape fails the config codec first (BAD_CONFIG, naming the path)
        expect(E.isLeft(r) && r.left.code).toBe(name === 'malformed shape' ? 'BAD_CONFIG' : 'BAD_COMPONENTS')
        expect(text.length).toBeLessThan(1200) // issue 15: bounded messages
      })
    }

    it('issue 15: many findings — the message lists the first five and "and N more"; componentProblems has them all', () => {
      const c = copy()
      c.boxes = c.boxes.map((b) => ({ ...b, q: b.q + 500 }))
      expect(componentProblems(c as BorderComponents).length).toBe(86)
      expect(problems(c)).toMatch(/; and 81 more$/)
    })
  })
})
