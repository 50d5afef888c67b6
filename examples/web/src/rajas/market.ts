/**
 * The tile market (R10, R49, R53): the 12 stacks by colour and back with their face-up top tiles
 * and how many lie below; the dice supply (R9, R41); the white income pile (R11), or the Navaratna
 * display of income tiles (R137); the Ganga river tiles not placed (R145). Clicks: a top tile to
 * buy it (`stack i`), a supply die to take it (`take c`), a display tile for your border.
 */
import { h, s } from '../dom'
import { colourId, colourName, diceFill, element, INCOME_FILL, rewardLong, shortOf, type Ctx } from './common'
import { tileSvg } from './tile'

const BACKS = ['snake', 'ox', 'tiger'] as const
const T = 52
const GAP = 8
const PER_ROW = 6

/** The 12 stacks with their top tiles. */
export const stacks = (ctx: Ctx): SVGSVGElement => {
  const { v, c } = ctx
  const n = v.tops.length
  const rows = Math.ceil(n / PER_ROW)
  const width = PER_ROW * (T + GAP)
  const height = rows * (T + 18)
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'stacks', role: 'img', 'aria-label': 'the tile stacks' })
  for (let i = 0; i < n; i++) {
    const x = (i % PER_ROW) * (T + GAP) + GAP / 2
    const y = Math.floor(i / PER_ROW) * (T + 18)
    const top = v.tops[i] ?? -1
    const below = v.stacks[i]?.length ?? 0
    const colour = Math.floor(i / 3)
    const g = element(s('g', { class: 'stack' }), `stack:${colourId(c, colour)}:${BACKS[i % 3] ?? ''}`)
    g.append(s('title', {}, `stack ${i}: ${colourName(c, colour)} ${BACKS[i % 3] ?? ''}, ${top >= 0 ? `top tile ${top}` : 'empty (R53)'}, ${below} below`))
    if (top >= 0) g.append(element(s('g', { class: 'top-tile' }, tileSvg(c, top, 0, x, y, T, true)), `tile:${top}`))
    else g.append(s('rect', { x: x + 2, y: y + 2, width: T - 4, height: T - 4, rx: 3, class: 'empty-cell' }))
    g.append(s('text', { x: x + T / 2, y: y + T + 12, 'text-anchor': 'middle', class: 'stack-text', fill: diceFill(c, colour) }, `${ctx.w.back(BACKS[i % 3] ?? '')} +${below}`))
    svg.append(g)
  }
  return svg
}

/** A die as a small square (HTML), coloured, showing its value (or nothing for a supply die). */
export const dieChip = (ctx: Ctx, colour: number, text: string, title: string): HTMLElement =>
  h('span', { class: 'die-chip', style: `background:${diceFill(ctx.c, colour)}`, title }, text)

/** Supply, piles, display. */
export const supplyRow = (ctx: Ctx): HTMLElement => {
  const { v, c } = ctx
  const row = h('div', { class: 'supply' })
  row.append(
    h('span', { class: 'label' }, ctx.w.supply),
    ...v.supply.map((n, k) => element(h('span', { class: 'supply-die' }, dieChip(ctx, k, String(n), `${n} ${colourName(c, k)} dice left in the supply`), ` ${ctx.w.colour(c.diceColours[k] ?? String(k))}`), `supply:${colourId(c, k)}`))
  )
  if (v.variant?.navaratna !== true) row.append(h('span', { class: 'pile', title: 'the face-down white income tiles (R11): the Dancer draws one (R83)' }, ctx.w.whitePile(v.white.length)))
  if (v.rpile !== undefined && v.phase === 'setup') row.append(h('span', { class: 'pile', title: 'Ganga: river tiles still to place (R145)' }, ctx.w.riverToPlace(v.rpile.length)))
  else if (v.rpile !== undefined) row.append(h('span', { class: 'pile', title: 'Ganga: river tiles left out of the game (R146)' }, ctx.w.riverOut(v.rpile.length)))
  if (v.discard.length > 0) row.append(h('span', { class: 'pile' }, ctx.w.usedIncome(v.discard.length)))
  return row
}

/** The Navaratna display of income tiles (R137), each tile its own element (`income-tile:<id>`). */
export const display = (ctx: Ctx): HTMLElement | null => {
  const { v, c } = ctx
  if (v.display === undefined) return null
  return h(
    'div',
    { class: 'display' },
    h('span', { class: 'label' }, ctx.w.incomeTiles),
    ...v.display.flatMap((id) => {
      const t = c.incomeTiles[id]
      if (t === undefined) return []
      const chip = h('span', { class: 'income-chip', style: `background:${INCOME_FILL[t.colour] ?? '#fff'}`, title: `income tile ${id}: ${t.colour}, ${rewardLong(c, t.reward)}` }, shortOf(ctx, t.reward))
      return [element(chip, `income-tile:${id}`)]
    })
  )
}
