/**
 * A player's province (R54–R66): the grid with the residence and its road exits, the tiles
 * (covered ones marked, R86), the special incomes on the border (collected ones ticked, R65) and,
 * on the Navaratna side, the income tiles on them (R135, R136). For the human: cells to build on
 * (click one, then a rotation, R55/R56), tiles the architect may cover, markets to score, border
 * spaces for an income tile.
 */
import { h, s } from '../dom'
import { element, INCOME_FILL, provinceOf, rewardLong, shortOf, type Ctx } from './common'
import { edgePoint, roads, tileSvg } from './tile'

const CELL = 58
const MX = 38
const MY = 22

/** The province of `seat`, drawn from the view; with the rotation chooser when the human builds. */
export const provinceView = (ctx: Ctx, seat: number): HTMLElement => {
  const { v, c } = ctx
  const p = v.p[seat]
  const wrap = h('div', { class: 'province-wrap' })
  if (p === undefined) return wrap
  const pr = provinceOf(c, p)
  const width = pr.cols * CELL + 2 * MX
  const height = pr.rows * CELL + 2 * MY
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'province', role: 'img', 'aria-label': `${ctx.names[seat] ?? seat}'s province (${p.board} side)`, 'data-seat': seat })
  const at = (cell: number): readonly [number, number] => [MX + (cell % pr.cols) * CELL, MY + Math.floor(cell / pr.cols) * CELL]
  svg.append(s('rect', { x: MX - 3, y: MY - 3, width: pr.cols * CELL + 6, height: pr.rows * CELL + 6, rx: 6, class: 'province-bg' }))


  for (let cell = 0; cell < pr.cols * pr.rows; cell++) {
    const [x, y] = at(cell)
    const code = p.grid[cell] ?? -1
    const g = s('g', { class: 'cell' })
    if (cell === pr.residence) {
      g.append(
        s('title', {}, 'the residence (R54): roads leave it on its marked sides'),
        s('rect', { x: x + 0.5, y: y + 0.5, width: CELL - 1, height: CELL - 1, rx: 3, class: 'residence' }),
        roads([pr.exits], x, y, CELL, 'road residence-road'),
        s('path', { d: `M ${x + CELL * 0.3} ${y + CELL * 0.62} L ${x + CELL * 0.3} ${y + CELL * 0.4} L ${x + CELL / 2} ${y + CELL * 0.25} L ${x + CELL * 0.7} ${y + CELL * 0.4} L ${x + CELL * 0.7} ${y + CELL * 0.62} Z`, class: 'house' })
      )
    } else if (code >= 0) {
      const tile = tileSvg(c, code >> 2, code & 3, x, y, CELL, false, (mg, m) => {
        element(mg, `market:${seat}:${cell}:${m}`)
      })
      g.append(tile)
      if ((p.under[cell] ?? -1) >= 0) g.append(s('path', { d: `M ${x + CELL - 12} ${y + 2} L ${x + CELL - 2} ${y + 2} L ${x + CELL - 2} ${y + 12} Z`, class: 'covered' }, s('title', {}, `covers tile ${p.under[cell] ?? ''} (R86)`)))
    } else {
      g.append(s('rect', { x: x + 3, y: y + 3, width: CELL - 6, height: CELL - 6, rx: 3, class: 'empty-cell' }))
    }
    svg.append(element(g, `cell:${seat}:${cell}`))
  }

  // The special incomes on the border (R62): outside the edge they touch.
  pr.incomes.forEach((inc, j) => {
    const [x, y] = at(inc.cell)
    const [ex, ey] = edgePoint(x, y, CELL, inc.edge)
    const vertical = inc.edge === 2 || inc.edge === 8
    const bx = ex + (inc.edge === 2 ? MX / 2 : inc.edge === 8 ? -MX / 2 : 0)
    const by = ey + (inc.edge === 4 ? MY / 2 : inc.edge === 1 ? -MY / 2 : 0)
    const slotTile = p.slots?.[j] ?? -1
    const tile = slotTile >= 0 ? c.incomeTiles[slotTile] : undefined
    const rewards = tile !== undefined ? [tile.reward] : inc.rewards
    const label = rewards.map((r) => shortOf(ctx, r)).join('+')
    const w = vertical ? MX - 4 : CELL - 6
    const got = p.incomes[j] === true
    const g = s(
      'g',
      { class: `income${got ? ' got' : ''}${tile !== undefined ? ' tiled' : ''}`, 'data-slot': j },
      s('title', {}, `special income ${j}: ${rewards.map((r) => rewardLong(c, r)).join(' and ')}${inc.slot === undefined ? '' : ` (${inc.slot} space${tile === undefined ? '' : `, income tile ${slotTile}`})`}${got ? ' — collected (R65)' : ''}`),
      s('rect', {
        x: bx - w / 2,
        y: by - 8,
        width: w,
        height: 16,
        rx: 3,
        fill: tile !== undefined ? (INCOME_FILL[tile.colour] ?? '#fff') : '#fffdf4',
        stroke: inc.slot === undefined ? '#a08050' : (INCOME_FILL[inc.slot] === '#ffffff' ? '#999' : (INCOME_FILL[inc.slot] ?? '#999')),
        'stroke-width': inc.slot === undefined ? 1 : 2.5
      }),
      s('text', { x: bx, y: by + 3.5, 'text-anchor': 'middle' }, got ? `✓${label}` : label)
    )
    svg.append(element(g, `income:${seat}:${j}`))
  })
  wrap.append(svg)
  return wrap
}
