/**
 * A province tile as SVG (R3): its colour, its roads (groups of joined road ends, turned by the
 * rotation), markets (goods and money value, R72) and buildings (R67) in the corners.
 */
import type { RajasComponents as Components } from 'tabletop-rules/rajas'
import { s } from '../dom'
import { BUILDING_MARK, BUILDINGS, diceFill, GOODS, GOODS_FILL, tileTint } from './common'

/** An edge mask turned clockwise `rot` quarter turns (N 1 → E 2 → S 4 → W 8). */
export const rotateMask = (mask: number, rot: number): number => {
  let m = mask
  for (let i = 0; i < rot; i++) m = ((m << 1) | (m >> 3)) & 15
  return m
}

/** The middle of edge bit `e` of a square at (x, y). */
export const edgePoint = (x: number, y: number, size: number, e: number): readonly [number, number] => {
  const c = size / 2
  if (e === 1) return [x + c, y]
  if (e === 2) return [x + size, y + c]
  if (e === 4) return [x + c, y + size]
  return [x, y + c]
}

const EDGES = [1, 2, 4, 8] as const

/** Road groups as paths: two ends are joined through the middle, more meet there, one ends at a dot. */
export const roads = (masks: readonly number[], x: number, y: number, size: number, cls = 'road'): SVGGElement => {
  const g = s('g', { class: cls })
  const cx = x + size / 2
  const cy = y + size / 2
  for (const mask of masks) {
    const ends = EDGES.filter((e) => (mask & e) !== 0).map((e) => edgePoint(x, y, size, e))
    const [a, b] = ends
    if (ends.length === 2 && a !== undefined && b !== undefined) g.append(s('path', { d: `M ${a[0]} ${a[1]} Q ${cx} ${cy} ${b[0]} ${b[1]}` }))
    else for (const [px, py] of ends) g.append(s('path', { d: `M ${px} ${py} L ${cx} ${cy}` }))
    if (ends.length === 1) g.append(s('circle', { cx, cy, r: size / 14, class: 'road-end' }))
  }
  return g
}

/** Tile `id` turned `rot` quarter turns at (x, y); `cost` also prints its price in its colour (the stacks). */
export const tileSvg = (
  c: Components,
  id: number,
  rot: number,
  x: number,
  y: number,
  size: number,
  cost = false,
  onMarket?: (g: SVGGElement, m: number) => void
): SVGGElement => {
  const t = c.tiles[id]
  const g = s('g', { class: 'tile' })
  if (t === undefined) return g
  g.append(
    s('title', {}, `tile ${id}: ${c.diceColours[t.colour] ?? ''} ${t.cost}; ${[...t.markets.map((m) => `${GOODS[m.good] ?? '?'} market ${m.value}`), ...t.buildings.map((b) => BUILDINGS[b] ?? '?')].join(', ') || 'roads only'}${rot > 0 ? `; turned ${rot * 90}°` : ''}`),
    s('rect', { x: x + 0.5, y: y + 0.5, width: size - 1, height: size - 1, rx: 3, fill: tileTint(c, t.colour), stroke: diceFill(c, t.colour), 'stroke-width': 1.5 }),
    roads(t.roads.map((m) => rotateMask(m, rot)), x, y, size)
  )
  // Corners, clockwise from the top right: markets first, then buildings.
  const corners: readonly (readonly [number, number])[] = [
    [x + size * 0.78, y + size * 0.22],
    [x + size * 0.78, y + size * 0.78],
    [x + size * 0.22, y + size * 0.78],
    [x + size * 0.22, y + size * 0.22]
  ]
  const r = size * 0.14
  let k = 0
  t.markets.forEach((m, j) => {
    const [px, py] = corners[k++ % 4] ?? [x, y]
    const mg = s(
      'g',
      { class: 'market', 'data-m': j },
      s('title', {}, `${GOODS[m.good] ?? '?'} market, ${m.value} money`),
      s('rect', { x: px - r, y: py - r, width: 2 * r, height: 2 * r, rx: 2, fill: GOODS_FILL[m.good] ?? '#999' }),
      s('text', { x: px, y: py + r * 0.55, 'text-anchor': 'middle', 'font-size': r * 1.5 }, m.value)
    )
    onMarket?.(mg, j)
    g.append(mg)
  })
  for (const b of t.buildings) {
    const [px, py] = corners[k++ % 4] ?? [x, y]
    g.append(s('g', { class: 'building' }, s('circle', { cx: px, cy: py, r }), s('text', { x: px, y: py + r * 0.55, 'text-anchor': 'middle', 'font-size': r * 1.5 }, BUILDING_MARK[b] ?? '?')))
  }
  if (cost)
    g.append(
      s('circle', { cx: x + size / 2, cy: y + size / 2, r: size * 0.2, class: 'cost-bg', stroke: diceFill(c, t.colour) }),
      s('text', { x: x + size / 2, y: y + size * 0.61, 'text-anchor': 'middle', class: 'cost', fill: diceFill(c, t.colour), 'font-size': size * 0.3 }, t.cost)
    )
  return g
}
