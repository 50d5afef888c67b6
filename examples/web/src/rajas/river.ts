/**
 * The river (R88–R96): its spaces and rewards (a Ganga river tile's rewards replace the printed
 * ones, R145), the bridge (R94) with the inactive workers still under it (R113), and the boats.
 * When you move your boat (`river n`), the space it would stop on is a click (unoccupied spaces
 * counted, R91).
 */
import type { RajasView as View } from 'tabletop-rules/rajas'
import { s } from '../dom'
import { diceFill, element, rewardLong, seatFill, seatInk, shortOf, type Ctx } from './common'

const BOX = 41
const GAP = 3
const PER_ROW = 11
const BRIDGE_GAP = 12

/** Where `seat`'s boat stops after exactly `steps` unoccupied spaces, or -1 (R91, R93). */
export const boatTarget = (v: View, seat: number, steps: number, final: number): number => {
  let pos = v.p[seat]?.boat ?? 0
  let count = 0
  while (count < steps) {
    pos++
    if (pos > final) return -1
    const taken = pos > 0 && pos < final && v.p.some((q, j) => j !== seat && q.boat === pos)
    if (!taken) count++
  }
  return pos
}

/** The river with the boats. */
export const river = (ctx: Ctx): SVGSVGElement => {
  const { v, c } = ctx
  const rv = c.boards[v.side].river
  const n = rv.spaces.length
  const final = n - 1
  const rows = Math.ceil(n / PER_ROW)
  const width = PER_ROW * (BOX + GAP) + BRIDGE_GAP + 4
  const height = rows * (BOX + 16) + 4
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'river', role: 'img', 'aria-label': 'the river' })
  const pos = (i: number): readonly [number, number] => {
    const r = Math.floor(i / PER_ROW)
    const k = r % 2 === 0 ? i % PER_ROW : PER_ROW - 1 - (i % PER_ROW)
    const shift = r === Math.floor(rv.bridgeAfter / PER_ROW) && (r % 2 === 0 ? k > rv.bridgeAfter % PER_ROW : k < PER_ROW - 1 - (rv.bridgeAfter % PER_ROW)) ? BRIDGE_GAP : 0
    return [2 + k * (BOX + GAP) + shift, 2 + r * (BOX + 16)]
  }
  for (let i = 0; i < n; i++) {
    const [x, y] = pos(i)
    const tile = v.rtiles?.[i] ?? -1
    const rewards = tile >= 0 ? (c.riverTiles?.[tile]?.rewards ?? []) : (rv.spaces[i] ?? [])
    const g = s('g', { class: `river-space${tile >= 0 ? ' river-tile' : ''}`, 'data-river': i })
    const words = i === 0 ? 'start' : rewards.map((r) => rewardLong(c, r)).join(' and ')
    g.append(
      s('title', {}, `river space ${i}${i === final ? ' (final)' : ''}: ${words}${tile >= 0 ? ` (Ganga river tile ${tile}, R145)` : ''}`),
      s('rect', { x, y, width: BOX, height: BOX, rx: 4, class: 'river-bg' }),
      s('text', { x: x + 3, y: y + 9, class: 'idx' }, i)
    )
    // Dice of a named colour are drawn as dice of that colour; other rewards in a few characters.
    const coloured = rewards.filter((r) => r.c !== undefined && (r.k === 'dice' || r.k === 'dicePerKarma'))
    const lines = i === 0 ? [ctx.w.start] : rewards.filter((r) => !coloured.includes(r)).map((r) => shortOf(ctx, r))
    lines.slice(0, 3).forEach((line, k) => g.append(s('text', { x: x + BOX / 2, y: y + 20 + k * 9, 'text-anchor': 'middle', class: 'reward' }, line)))
    coloured.forEach((r, k) => {
      const dx = x + BOX / 2 - (coloured.length * 12) / 2 + k * 12
      const dy = y + (lines.length > 0 ? 24 : 14)
      g.append(s('rect', { x: dx + 1, y: dy, width: 10, height: 10, rx: 2, fill: diceFill(c, r.c ?? 0) }), s('text', { x: dx + 6, y: dy + 8, 'text-anchor': 'middle', class: 'die-mark' }, r.k === 'dice' ? (r.n ?? 1) : '☸'))
    })
    element(g, `river:${i}`)
    svg.append(g)
  }
  // The bridge, with the seats whose bridge worker is still inactive (R13, R113).
  const [bx, by] = pos(rv.bridgeAfter)
  const bridgeX = bx + BOX + (BRIDGE_GAP + GAP) / 2
  const waiting = v.p.flatMap((p, seat) => ((p.inactive & 4) !== 0 ? [seat] : []))
  svg.append(
    s(
      'g',
      { class: 'bridge' },
      s('title', {}, `the bridge (R94): an inactive worker of ${waiting.length === 0 ? 'nobody' : waiting.map((x) => ctx.names[x] ?? x).join(', ')} waits here (R113)`),
      s('rect', { x: bridgeX - 3, y: by - 2, width: 6, height: BOX + 4, class: 'bridge-bar' }),
      ...waiting.map((seat, k) => s('circle', { cx: bridgeX, cy: by + 6 + k * 9, r: 3.5, fill: seatFill(seat), class: 'worker' }))
    )
  )
  // Boats: below their space, one beside the other.
  const at = new Map<number, number>()
  v.p.forEach((p, seat) => {
    const [x, y] = pos(p.boat)
    const k = at.get(p.boat) ?? 0
    at.set(p.boat, k + 1)
    const bx0 = x + 2 + k * 10
    const by0 = y + BOX + 2
    svg.append(
      s(
        'g',
        { class: 'boat', 'data-boat': seat },
        s('title', {}, `${ctx.names[seat] ?? seat}'s boat on river space ${p.boat}`),
        s('path', { d: `M ${bx0} ${by0 + 4} L ${bx0 + 10} ${by0 + 4} L ${bx0 + 8} ${by0 + 10} L ${bx0 + 2} ${by0 + 10} Z`, fill: seatFill(seat), stroke: '#333', 'stroke-width': 0.8 }),
        s('text', { x: bx0 + 5, y: by0 + 3, 'text-anchor': 'middle', class: 'boat-text', fill: seatInk(seat) === '#fff' ? '#333' : '#333' }, seat)
      )
    )
  })
  return svg
}
