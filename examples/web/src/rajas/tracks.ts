/**
 * The fame and money tracks side by side (R4, R5): each fame space with the money spaces beside it
 * (`fameBeside`), the bonus and worker spaces (R111, R117–R120), the fame markers (circles) and
 * money markers (squares). A player's markers meet when the fame marker reaches the space beside
 * the money marker: that triggers the end (R127), and the margin between them decides (R130).
 */
import { fameBeside, margin, type Reward } from 'tabletop-rules/rajas'
import { h, s } from '../dom'
import { seatFill, shortOf, type Ctx } from './common'

const PER_ROW = 16
const CW = 30
const CH = 48

/** The tracks with every player's two markers. */
export const tracks = (ctx: Ctx): SVGSVGElement => {
  const { v, c } = ctx
  const tr = c.tracks
  const n = tr.fameMax + 1
  const rows = Math.ceil(n / PER_ROW)
  const width = PER_ROW * CW + 4
  const height = rows * (CH + 4) + 2
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'tracks', role: 'img', 'aria-label': 'the fame and money tracks' })
  const pos = (f: number): readonly [number, number] => {
    const r = Math.floor(f / PER_ROW)
    const k = r % 2 === 0 ? f % PER_ROW : PER_ROW - 1 - (f % PER_ROW)
    return [2 + k * CW, 2 + r * (CH + 4)]
  }
  // The money spaces beside each fame space, and the bonus and worker spaces.
  const beside = new Map<number, number[]>()
  for (let m = 0; m <= tr.moneyMax; m++) {
    const f = fameBeside(tr, m)
    beside.set(f, [...(beside.get(f) ?? []), m])
  }
  const marks = new Map<number, { text: string; title: string; cls: string }[]>()
  const mark = (f: number, text: string, title: string, cls: string): void => {
    marks.set(f, [...(marks.get(f) ?? []), { text, title, cls }])
  }
  const bonusText = (r: Reward): string => shortOf(ctx, r)
  for (const b of tr.fameBonuses) mark(b.at, bonusText(b.reward), `fame ${b.at}: ${b.optional ? 'optional ' : ''}bonus ${b.reward.k} (R118)`, 'fame-bonus')
  tr.moneyBonuses.forEach((b, j) => {
    const taken = v.p.filter((p) => p.bonus > j).length
    mark(fameBeside(tr, b.at), bonusText(b.reward), `money ${b.at}: ${b.optional ? 'optional ' : ''}bonus ${b.reward.k} (R119, R120)${taken > 0 ? `; ${taken} player(s) past it` : ''}`, 'money-bonus')
  })
  mark(tr.fameWorker, ctx.w.short.worker, `fame ${tr.fameWorker}: a worker (R111, R112)`, 'fame-bonus')
  mark(fameBeside(tr, tr.moneyWorker), ctx.w.short.worker, `money ${tr.moneyWorker}: a worker (R111, R112)`, 'money-bonus')

  for (let f = 0; f < n; f++) {
    const [x, y] = pos(f)
    const money = beside.get(f) ?? []
    const range = money.length === 0 ? '' : money.length === 1 ? `${money[0] ?? ''}` : `${money[0] ?? ''}–${money[money.length - 1] ?? ''}`
    const g = s(
      'g',
      { class: 'track-space', 'data-fame': f },
      s('title', {}, `fame ${f}; money ${range || 'none'} beside it${(marks.get(f) ?? []).map((m) => `; ${m.title}`).join('')}`),
      s('rect', { x, y, width: CW - 1, height: CH, class: f % 5 === 0 ? 'track-bg five' : 'track-bg' }),
      s('text', { x: x + CW / 2, y: y + 8, 'text-anchor': 'middle', class: 'fame-no' }, f),
      s('text', { x: x + CW / 2, y: y + CH - 2, 'text-anchor': 'middle', class: 'money-no' }, range)
    )
    ;(marks.get(f) ?? []).slice(0, 1).forEach((m) => g.append(s('text', { x: x + CW / 2, y: y + 27, 'text-anchor': 'middle', class: m.cls }, m.text)))
    svg.append(g)
  }
  // Markers: fame (circles, upper half), money (squares, lower half), one beside the other.
  const stackF = new Map<number, number>()
  const stackM = new Map<number, number>()
  v.p.forEach((p, seat) => {
    const f = Math.min(p.fame, tr.fameMax)
    const [fx, fy] = pos(f)
    const kf = stackF.get(f) ?? 0
    stackF.set(f, kf + 1)
    const mf = fameBeside(tr, p.money)
    const [mx, my] = pos(Math.max(0, Math.min(tr.fameMax, mf)))
    const km = stackM.get(mf) ?? 0
    stackM.set(mf, km + 1)
    const gap = margin(tr, p)
    const who = ctx.names[seat] ?? `seat ${seat}`
    svg.append(
      s('circle', { cx: fx + 5 + kf * 6.5, cy: fy + 15, r: 3.3, fill: seatFill(seat), class: 'marker', 'data-fame-marker': seat }, s('title', {}, `${who}: fame ${p.fame}`)),
      s(
        'rect',
        { x: mx + 2 + km * 6.5, y: my + 31, width: 6, height: 6, fill: seatFill(seat), class: 'marker', 'data-money-marker': seat },
        s('title', {}, `${who}: money ${p.money}, beside fame ${mf}; ${gap >= 0 ? `the markers have met (margin ${gap}, R127, R130)` : `${-gap} fame to go until the markers meet (R127)`}`)
      )
    )
  })
  return svg
}

/** One line per player: fame, money, the margin between the markers (R130), whether they met (R127). */
export const trackLegend = (ctx: Ctx): HTMLElement => {
  const tr = ctx.c.tracks
  return h(
    'p',
    { class: 'legend' },
    ctx.w.legend,
    ...ctx.v.p.map((p, seat) => {
      const m = margin(tr, p)
      return h('span', { class: 'legend-seat' }, h('i', { class: 'swatch', style: `background:${seatFill(seat)}` }), ctx.w.legendSeat(ctx.names[seat] ?? String(seat), p.fame, p.money, m))
    })
  )
}
