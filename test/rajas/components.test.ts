import { describe, expect, it } from 'vitest'
import * as E from 'fp-ts/Either'
import { bundledComponents, componentProblems, rajas, validateComponents, type RajasComponents } from '../../src/games/rajas/index.js'

const clone = (): RajasComponents => JSON.parse(JSON.stringify(bundledComponents)) as RajasComponents

describe('component data', () => {
  it('the bundled set is valid and every record carries provenance', () => {
    expect(componentProblems(bundledComponents)).toEqual([])
    const records = [
      ...bundledComponents.tiles,
      ...bundledComponents.province.incomes,
      ...bundledComponents.boards.two.spaces,
      ...bundledComponents.boards.threeFour.spaces,
      ...bundledComponents.incomeTiles,
      bundledComponents.province,
      bundledComponents.boards.two.river,
      bundledComponents.tracks
    ]
    for (const r of records) expect(['printed', 'inferred', 'reconstructed']).toContain(r.provenance)
    expect(bundledComponents.name).toMatch(/not the printed game/)
  })

  it('the tiles named in the examples exist: blue 7, orange 9 (junction temple + mill), orange 4, purple 6', () => {
    const t = bundledComponents.tiles
    expect(t.some((x) => x.colour === 0 && x.cost === 7)).toBe(true)
    expect(t.some((x) => x.colour === 2 && x.cost === 9 && x.roads[0] === 15 && x.buildings.join() === '0,3')).toBe(true)
    expect(t.some((x) => x.colour === 2 && x.cost === 4)).toBe(true)
    expect(t.some((x) => x.colour === 3 && x.cost === 6)).toBe(true)
    const shapes = new Set(t.map((x) => x.roads.join('.')))
    for (const s of ['15', '3', '5.10']) expect(shapes.has(s)).toBe(true) // junction, bend, crossing
  })

  it('a user-supplied set is validated with one message per broken constraint (BAD_COMPONENTS)', () => {
    const c = clone()
    c.tiles.pop()
    ;(c.boards.two.river.spaces[2] as unknown[]) = [{ k: 'money', n: 1 }]
    c.tracks.fameAtMoneyZero = 60
    const r = validateComponents(c)
    expect(E.isLeft(r)).toBe(true)
    if (E.isLeft(r)) {
      expect(r.left.code).toBe('BAD_COMPONENTS')
      expect(r.left.message).toMatch(/64 province tiles, got 63/)
      expect(r.left.message).toMatch(/and \d+ more/) // the first three, then a count (issue 15)
      expect(r.left.message.length).toBeLessThan(500)
    }
    const all = componentProblems(c)
    expect(all.some((x) => /river space 2 must show \+2 karma/.test(x))).toBe(true)
    expect(all.some((x) => /EX13/.test(x))).toBe(true)
    const bad = rajas.setup({ players: 2, components: { name: 1 } }, 'x')
    expect(E.isLeft(bad) && bad.left.code).toBe('BAD_COMPONENTS')
  })

  it('more structural checks: tiles per colour, stacks, incomes on the border, chambers 1–6, a free first port space', () => {
    const c = clone()
    ;(c.tiles[0] as { colour: number }).colour = 1
    ;(c.province.incomes[0] as { cell: number }).cell = 4
    c.boards.threeFour.spaces = c.boards.threeFour.spaces.filter((x) => !(x.kind === 'chamber' && x.value === 3))
    c.boards.two.spaces = c.boards.two.spaces.map((x) => (x.kind === 'port' ? { ...x, money: 1 } : x))
    const p = componentProblems(c)
    expect(p.some((x) => x.includes('has 15 tiles, not 16'))).toBe(true)
    expect(p.some((x) => x.includes('special income 0'))).toBe(true)
    expect(p.some((x) => x.includes('lacks chamber 3'))).toBe(true)
    expect(p.some((x) => x.includes('first port space must be free'))).toBe(true)
  })

  it('a valid user set is used by the game', () => {
    const c = clone()
    c.name = 'owner transcription'
    const r = rajas.setup({ players: 2, components: c }, 'x')
    expect(E.isRight(r) && r.right.components?.name).toBe('owner transcription')
  })

  it('issue 15: every number has a range from the physical game; validateComponents names the field and the range', () => {
    const cases: [string, (c: RajasComponents) => void, RegExp][] = [
      ['tile cost', (c) => ((c.tiles[0] as { cost: number }).cost = 1e9), /tiles\.0\.cost = 1000000000 is outside 1\.\.72/],
      ['market value', (c) => ((c.tiles.find((t) => t.markets.length > 0)?.markets[0] as { value: number }).value = 1e9), /markets\.0\.value = 1000000000 is outside 0\.\.9/],
      ['Kali hands', (c) => ((c.kaliHands as { front: number }).front = 1e9), /kaliHands\.front = 1000000000 is outside 4\.\.10/],
      ['province size', (c) => ((c.province as { cols: number }).cols = 1e9), /province\.cols = 1000000000 is outside 2\.\.6/],
      ['space money', (c) => ((c.boards.two.spaces[0] as { money: number }).money = 1e9), /boards\.two\.spaces\.0\.money = 1000000000 is outside 0\.\.10/],
      ['reward amount', (c) => ((c.boards.two.river.spaces[1]?.[0] as { n: number }).n = 1e9), /boards\.two\.river\.spaces\.1\.0\.n = 1000000000 is outside 0\.\.20/],
      ['track length', (c) => ((c.tracks as { moneyMax: number }).moneyMax = 1e9), /tracks\.moneyMax = 1000000000 is outside 60\.\.200/],
      ['fractional', (c) => ((c.tiles[1] as { cost: number }).cost = 2.5), /tiles\.1\.cost = 2\.5 is outside/],
    ]
    for (const [name, change, message] of cases) {
      const c = clone()
      change(c)
      const r = validateComponents(c)
      expect(E.isLeft(r) && r.left.message, name).toMatch(message)
      expect(E.isLeft(r) && r.left.message.length, name).toBeLessThan(500)
    }
    const c = clone()
    ;(c.tracks as { moneyMax: number }).moneyMax = 60 // beside fame 31
    ;(c.tracks as { fameMax: number }).fameMax = 30
    expect(componentProblems(c).some((x) => /markers could never meet/.test(x))).toBe(true) // R127
  })
})
