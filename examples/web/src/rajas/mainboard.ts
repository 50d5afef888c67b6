/**
 * The main board's action spaces (R24, R31–R33) for the player count's side (R6), with the 3-player
 * covers (R7) and the workers on them: quarry, markets, terrace, gardens, balconies, palace chambers,
 * port. A space you may use is a click (`space i`); in a free palace action (R100) the chambers are.
 */
import { withArticle } from 'tabletop-rules'
import type { Space } from 'tabletop-rules/rajas'
import { s } from '../dom'
import { CHAMBERS, colourName, diceFill, element, seatFill, seatInk, type Ctx } from './common'
import type { RajasWords } from '../text'

const W = 62
const H = 50
const LABEL = 66
const GAP = 4

const ROWS: readonly (readonly [keyof RajasWords['rows'], readonly Space['kind'][]])[] = [
  ['quarry', ['quarry']],
  ['market', ['various', 'same', 'terrace']],
  ['gardens', ['garden']],
  ['balconies', ['balcony']],
  ['palace', ['chamber']],
  ['port', ['port']]
]

/** The words of a space (tooltip) and two short lines (drawn). */
const describe = (ctx: Ctx, sp: Space): { readonly title: string; readonly lines: readonly string[] } => {
  const { c } = ctx
  const w = ctx.w.spaces
  switch (sp.kind) {
    case 'quarry':
      return { title: `quarry: pay ${sp.money ?? 0} money, buy a tile and build it (R48–R51)`, lines: [w.quarry[0], `${sp.money ?? 0}₹`] }
    case 'various':
      return { title: 'different goods: score one market of each goods (R74)', lines: [w.various[0], '≠'] }
    case 'same':
      return { title: 'same goods: pay a die, score up to its value markets of one goods (R75)', lines: w.same }
    case 'terrace':
      return { title: 'terrace: 2 money, re-roll dice (R79)', lines: [w.terrace[0], `2₹ ${w.terrace[1]}`] }
    case 'garden':
      return { title: `garden: take ${withArticle(`${colourName(c, sp.colour)} die`)} (R80)`, lines: w.garden }
    case 'balcony':
      return { title: `balcony: pay ${withArticle(`${colourName(c, sp.colour)} die`)}, take 2 ${colourName(c, sp.gain)} dice (R81)`, lines: w.balcony }
    case 'chamber':
      return { title: `chamber ${sp.value ?? 0}, the ${CHAMBERS[sp.value ?? 0] ?? ''}: pay a die showing ${sp.value ?? 0} (R78, R82–R87)`, lines: [`⚀ ${sp.value ?? 0}`, ctx.w.chambers[sp.value ?? 0] ?? ''] }
    case 'port':
      return { title: `port: pay ${sp.money ?? 0} money and a die of 1–3, move the boat (R88–R90)`, lines: [`${sp.money ?? 0}₹ + ${w.port[0]}`, w.port[1]] }
  }
}

const AREA: Readonly<Record<Space['kind'], string>> = { quarry: 'quarry', various: 'different-goods', same: 'same-goods', terrace: 'terrace', garden: 'garden', balcony: 'balcony', chamber: 'chamber', port: 'port' }

/** The element id of space `i` of a side: `space:<area>:<n>`, n from 1 in board order within its area. */
const spaceId = (spaces: readonly Space[], i: number): string => {
  const kind = spaces[i]?.kind ?? 'quarry'
  return `space:${AREA[kind]}:${spaces.slice(0, i + 1).filter((x) => x.kind === kind).length}`
}

/** The main board's action spaces with the workers on them. */
export const mainBoard = (ctx: Ctx): SVGSVGElement => {
  const { v, c } = ctx
  const side = c.boards[v.side]
  const rows = ROWS.map(([row, kinds]) => [ctx.w.rows[row], side.spaces.flatMap((sp, i) => (kinds.includes(sp.kind) ? [i] : []))] as const).filter(([, ids]) => ids.length > 0)
  const cols = Math.max(...rows.map(([, ids]) => ids.length))
  const width = LABEL + cols * (W + GAP)
  const height = rows.length * (H + GAP) + 4
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'mainboard', role: 'img', 'aria-label': 'the main board' })
  rows.forEach(([label, ids], r) => {
    const y = 2 + r * (H + GAP)
    svg.append(s('text', { x: 2, y: y + H / 2 + 4, class: 'row-label' }, label))
    ids.forEach((i, k) => {
      const sp = side.spaces[i]
      if (sp === undefined) return
      const x = LABEL + k * (W + GAP)
      const who = v.spaces[i] ?? -1
      const d = describe(ctx, sp)
      const g = s('g', { class: `space ${sp.kind}${who === -2 ? ' covered-space' : ''}`, 'data-space': i })
      g.append(s('title', {}, `space ${i} — ${d.title}${who >= 0 ? `; ${ctx.names[who] ?? `seat ${who}`}'s worker` : who === -2 ? '; covered in a 3-player game (R7)' : ''}`))
      g.append(s('rect', { x, y, width: W, height: H, rx: 5, class: 'space-bg' }))
      // The colour of a garden's die, or a balcony's payment → gain.
      if (sp.kind === 'garden') g.append(s('rect', { x: x + 4, y: y + 4, width: 12, height: 12, rx: 2, fill: diceFill(c, sp.colour ?? 0) }))
      if (sp.kind === 'balcony') {
        g.append(s('rect', { x: x + 4, y: y + 4, width: 10, height: 10, rx: 2, fill: diceFill(c, sp.colour ?? 0) }))
        g.append(s('rect', { x: x + 17, y: y + 4, width: 10, height: 10, rx: 2, fill: diceFill(c, sp.gain ?? 0) }), s('rect', { x: x + 29, y: y + 4, width: 10, height: 10, rx: 2, fill: diceFill(c, sp.gain ?? 0) }))
      }
      d.lines.forEach((line, n) => g.append(s('text', { x: x + W / 2, y: y + 27 + n * 12, 'text-anchor': 'middle', class: 'space-text' }, line)))
      if (who === -2) g.append(s('path', { d: `M ${x + 4} ${y + 4} L ${x + W - 4} ${y + H - 4} M ${x + W - 4} ${y + 4} L ${x + 4} ${y + H - 4}`, class: 'cover-x' }))
      if (who >= 0) {
        g.append(
          s('circle', { cx: x + W - 12, cy: y + 12, r: 9, fill: seatFill(who), class: 'worker' }),
          s('text', { x: x + W - 12, y: y + 16, 'text-anchor': 'middle', fill: seatInk(who), class: 'worker-text' }, who)
        )
      }
      element(g, spaceId(side.spaces, i))
      svg.append(g)
    })
  })
  return svg
}
