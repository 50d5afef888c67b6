/**
 * The Border in the page: every seat's sheet as SVG from the component data (pointy-top hexes at
 * the boxes' axial coordinates, coloured by the seat's sheet, an X on crossed boxes, each area's
 * name and values at the middle of its ring), the dice, and the round — from the view only.
 */
import { randomBot, seedRng, theBorderGreedyBot, type Bot, type Locale } from 'tabletop-rules'
import { theBorder, bundledComponents, type BorderComponents, type BorderConfig, type BorderMove, type BorderState, type BorderView, type Colour } from 'tabletop-rules/the-border'
import { el } from 'tabletop-rules/locales/el'
import { pl } from 'tabletop-rules/locales/pl'
import { ru } from 'tabletop-rules/locales/ru'
import { localize } from 'tabletop-rules/locales/el'
import type { GameAdapter } from './adapter'
import { texts, type BorderWords } from './text'
import { h, s } from './dom'

const FILL: Readonly<Record<string, string>> = {
  grey: '#a0a0a0',
  red: '#d9443c',
  yellow: '#f2c230',
  blue: '#3b7dd8',
  orange: '#f08a24',
  green: '#3fa34d'
}

/**
 * Everything in The Border is public: its view is the state without the generator, and legality
 * never reads the generator, so the legal moves and scores are those of the view with any generator
 * (the library's greedy bot does the same).
 */
const NO_RNG = seedRng('view')
const asState = (v: BorderView): BorderState => ({ ...v, rng: NO_RNG })

const components = (v: BorderView): BorderComponents => v.components ?? bundledComponents

/** Box colour on a sheet (undefined for white boxes). */
const coloursOf = (c: BorderComponents, sheetNo: number): readonly (Colour | undefined)[] => {
  const out: (Colour | undefined)[] = c.boxes.map(() => undefined)
  for (const seg of c.sheets[sheetNo]?.segments ?? []) for (const b of seg.boxes) out[b] = seg.colour
  return out
}

/** Whether `seat` scored the higher value of area `a` (first completer, DQ7 unit), or null if not completed. */
const firstCompleter = (v: BorderView, seat: number, a: number): boolean | null => {
  const mine = v.boards[seat]?.completed[a] ?? -1
  if (mine < 0) return null
  const unit = (stamp: number) => (v.options.firstCompletion === 'round' ? Math.floor(stamp / 2) : stamp)
  const first = Math.min(...v.boards.map((b) => b.completed[a] ?? -1).filter((x) => x >= 0))
  return unit(first) === unit(mine)
}

const sheetSvg = (v: BorderView, seat: number, size: number, label: string, w: BorderWords): SVGSVGElement => {
  const c = components(v)
  const sheetNo = v.sheetOf[seat] ?? seat
  const colours = coloursOf(c, sheetNo)
  const board = v.boards[seat]
  const fresh = new Set(v.a2.fresh[seat] ?? [])
  const px = (q: number, r: number): readonly [number, number] => [size * Math.sqrt(3) * (q + r / 2), size * 1.5 * r]
  const pts = c.boxes.map((b) => px(b.q, b.r))
  const xs = pts.map(([x]) => x)
  const ys = pts.map(([, y]) => y)
  const minX = Math.min(...xs) - size * 1.2
  const minY = Math.min(...ys) - size * 1.2
  const width = Math.max(...xs) - minX + size * 1.2
  const height = Math.max(...ys) - minY + size * 1.2
  const svg = s('svg', { viewBox: `${minX} ${minY} ${width} ${height}`, width: Math.round(width), height: Math.round(height), class: 'sheet', role: 'img', 'aria-label': label })
  const hex = (x: number, y: number) =>
    Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 180) * (60 * i - 30)
      return `${(x + size * Math.cos(a)).toFixed(1)},${(y + size * Math.sin(a)).toFixed(1)}`
    }).join(' ')
  c.areas.forEach((area, k) => {
    const ring = area.ring.map((id) => pts[id] ?? [0, 0])
    const cx = ring.reduce((t, [x]) => t + x, 0) / ring.length
    const cy = ring.reduce((t, [, y]) => t + y, 0) / ring.length
    const first = firstCompleter(v, seat, k)
    svg.append(
      s(
        'g',
        { class: `area ${first === null ? 'open' : first ? 'high' : 'low'}`, 'data-element': `sheet:${seat}:area:${k}` },
        s('title', {}, w.areaTitle(w.area(area.id, area.name), area.high, area.low, first === null ? undefined : first ? area.high : area.low)),
        s('text', { x: cx, y: cy - 2, 'text-anchor': 'middle', class: 'area-name' }, w.area(area.id, area.name)),
        s('text', { x: cx, y: cy + 11, 'text-anchor': 'middle', class: 'area-values' }, first === null ? `${area.high}/${area.low}` : `✓ ${first ? area.high : area.low}`)
      )
    )
  })
  c.boxes.forEach((_, i) => {
    const [x, y] = pts[i] ?? [0, 0]
    const colour = colours[i]
    const crossed = board?.crossed.charCodeAt(i) === 49
    const g = s(
      'g',
      { class: `box${fresh.has(i) ? ' fresh' : ''}`, 'data-element': `sheet:${seat}:box:${i}` },
      s('title', {}, w.boxTitle(i, w.colour(colour ?? 'white'), crossed)),
      s('polygon', { points: hex(x, y), fill: colour === undefined ? '#fff' : FILL[colour] ?? '#ccc' })
    )
    if (crossed) {
      const d = size * 0.5
      g.append(s('path', { d: `M ${x - d} ${y - d} L ${x + d} ${y + d} M ${x + d} ${y - d} L ${x - d} ${y + d}`, class: 'cross' }))
    } else g.append(s('text', { x, y: y + 3, 'text-anchor': 'middle', class: 'box-id' }, i))
    svg.append(g)
  })
  return svg
}

/** Dice as coloured squares, `n` of each face. */
const dice = (c: BorderComponents, counts: readonly number[], w: BorderWords): HTMLElement[] =>
  counts.flatMap((n, f) => Array.from({ length: n }, () => h('span', { class: 'die small', style: `background:${FILL[c.dice.faces[f] ?? ''] ?? '#ccc'}`, title: w.colour(c.dice.faces[f] ?? '') })))

/** The five dice of the tray (`die:0`…`die:4`, the elements' order), each a tap target; a spent one is dimmed. */
const tray = (v: BorderView, w: BorderWords): HTMLElement[] => {
  const els = theBorder.elements(v)
  const map = els._tag === 'Right' ? els.right : {}
  return Object.entries(map)
    .filter(([id]) => /^die:\d+$/.test(id))
    .map(([id, f]) => {
      const face = typeof f['face'] === 'string' ? f['face'] : 'none'
      return h('span', { class: `die${f['spent'] === true ? ' spent' : ''}${face === 'none' ? ' rolling' : ''}`, 'data-element': id, style: `background:${FILL[face] ?? '#eee'}`, title: face === 'none' ? '?' : w.colour(face) }, face === 'none' ? '?' : '')
    })
}

const row = (label: string, ...items: (Node | string)[]): HTMLElement => h('div', { class: 'row' }, h('span', { class: 'label' }, label), ...items)

const middle = (v: BorderView, names: readonly string[], w: BorderWords): HTMLElement => {
  const c = components(v)
  return h(
    'section',
    { class: 'middle' },
    h('h2', {}, w.round(v.round + 1, names[v.active] ?? String(v.active))),
    row(w.dice, ...tray(v, w), v.phase === 'roll' || v.phase === 'decide' ? w.rollOf(v.rolls) : ''),
    v.phase === 'action1' || v.phase === 'action2' ? row(w.usedInAction1, ...dice(c, v.spent, w)) : '',
    v.phase === 'action2' ? row(w.forAction2, ...dice(c, v.a2.pool, w), w.passiveLimit(v.a2.limit)) : '',
    ...(v.phase === 'action2' ? v.a2.used.map((u, seat) => (seat === v.active ? '' : row(w.used(names[seat] ?? String(seat)), ...dice(c, u, w), v.a2.waiting[seat] === true ? w.deciding : w.done))) : [])
  )
}

/** The Border speaking every locale bundle that has its words (`game.locales`). */
const border = localize(theBorder, el, pl, ru)

/** The Border for the page. */
export const borderAdapter: GameAdapter<BorderConfig, BorderState, BorderMove, BorderView> = {
  id: theBorder.id,
  title: 'The Border',
  game: border,
  config: (players) => ({ players }),
  legalFromView: (v, seat) => theBorder.legalMoves(asState(v), seat),
  bot: (kind): Bot<BorderView, BorderMove> => (kind === 'greedy' ? theBorderGreedyBot : randomBot),
  seatColours: [['#d9443c', 'red'], ['#3b7dd8', 'blue'], ['#f2c230', 'yellow'], ['#3fa34d', 'green']],
  standing: (v, seat, locale: Locale) => {
    const areas = (v.boards[seat]?.completed ?? []).filter((x) => x >= 0).length
    return texts(locale).border.standing(v.scores[seat] ?? 0, areas)
  },
  board: (v, { names, locale }) => {
    const w = texts(locale).border
    return h(
      'div',
      { class: 'board border' },
      middle(v, names, w),
      ...v.boards.map((_, seat) =>
        h(
          'section',
          { class: 'seat', 'data-seat': seat },
          h(
            'h2',
            {},
            names[seat] ?? String(seat),
            v.active === seat ? h('span', { class: 'guide' }, w.active) : null,
            ` — ${borderAdapter.standing(v, seat, locale)}`
          ),
          sheetSvg(v, seat, 13, w.sheetOf(names[seat] ?? String(seat)), w)
        )
      )
    )
  },
  hideUndrawn: (id) => /^sheet:\d+:segment:/.test(id)
}
