/**
 * Nagaraja in the page: the temples as SVG from the component data (room networks rotated by the
 * room's quarter turns, hiding places and entrances on the grid's edges), the room on offer,
 * hands, sticks, amulets — all from `nagaraja.view(state, seat)`.
 */
import { nagarajaGreedyBot, randomBot, type Bot, type Locale, type Seat } from 'tabletop-rules'
import { el, localize } from 'tabletop-rules/locales/el'
import { pl } from 'tabletop-rules/locales/pl'
import { ru } from 'tabletop-rules/locales/ru'
import {
  legalMovesFromView,
  nagaraja,
  type NagarajaComponents as Components,
  type NagarajaConfig,
  type NagarajaMove,
  type NagarajaState,
  type NagarajaView,
  type Room,
  type Side,
  type TempleView
} from 'tabletop-rules/nagaraja'
import type { GameAdapter, Table } from './adapter'
import { texts, type NagarajaWords } from './text'
import { h, s } from './dom'

const SIDES: readonly Side[] = ['N', 'E', 'S', 'W']
const CELL = 64
const EDGE = 30
const NET_COLOURS = ['#7a4b1e', '#1e5a7a', '#5a7a1e']

/** The mid-point of a side of a square at (x, y), side index N 0, E 1, S 2, W 3, pushed `out` outward. */
const sidePoint = (x: number, y: number, side: number, size: number, out = 0): readonly [number, number] => {
  const c = size / 2
  switch (side) {
    case 0: return [x + c, y - out]
    case 1: return [x + size + out, y + c]
    case 2: return [x + c, y + size + out]
    default: return [x - out, y + c]
  }
}

/** A room tile at (x, y): each corridor network in its own colour; `C` is the special location. */
const roomTile = (c: Components, room: Room, x: number, y: number, size: number, w: NagarajaWords): SVGGElement => {
  const kind = c.rooms[room.k]
  const g = s('g', { class: 'room' }, s('rect', { x, y, width: size, height: size, class: 'room-bg' }), s('title', {}, `${kind === undefined ? room.k : w.roomKind(kind.kind)}, ${room.r * 90}°`))
  const nets = kind?.networks ?? []
  const cx = x + size / 2
  const cy = y + size / 2
  nets.forEach((net, n) => {
    const ends = [...net].filter((ch) => ch !== 'C').map((ch) => sidePoint(x, y, (SIDES.indexOf(ch as Side) + room.r) % 4, size))
    // Networks meet at the centre, except a network without the special location in a room with
    // several networks: it bends through a hub pulled towards its own ports, so it stays apart.
    const alone = nets.length === 1 || net.includes('C') || ends.length === 0
    const hx = alone ? cx : cx + (ends.reduce((acc, [px]) => acc + px, 0) / ends.length - cx) * 0.6
    const hy = alone ? cy : cy + (ends.reduce((acc, [, py]) => acc + py, 0) / ends.length - cy) * 0.6
    const colour = NET_COLOURS[n % NET_COLOURS.length] ?? '#000'
    for (const [px, py] of ends) g.append(s('line', { x1: hx, y1: hy, x2: px, y2: py, stroke: colour, 'stroke-width': size / 7, 'stroke-linecap': 'round' }))
    if (net.includes('C')) {
      g.append(s('circle', { cx, cy, r: size / 6, fill: '#f3e3b5', stroke: colour, 'stroke-width': 3 }))
      if (room.a) g.append(s('rect', { x: cx - 6, y: cy - 6, width: 12, height: 12, transform: `rotate(45 ${cx} ${cy})`, class: 'amulet' }, s('title', {}, 'an amulet lies here')))
    }
  })
  return g
}

/** A relic marker: value and colour once the viewer knows it, solid if face-up, dashed if only peeked at. */
const relicMarker = (c: Components, t: TempleView, i: number, x: number, y: number, seat: number): SVGGElement => {
  const kind = t.relic[i] ?? -1
  const def = kind >= 0 ? c.relics[kind] : undefined
  const up = t.up[i] === true
  const cls = `relic ${def === undefined ? 'unknown' : def.cursed ? 'cursed' : 'sacred'} ${up ? 'up' : 'down'}`
  const text = def === undefined ? '?' : def.cursed ? `-${def.value}` : String(def.value)
  const what = def === undefined ? 'unknown relic' : `${def.cursed ? 'cursed' : 'sacred'} ${def.value}`
  return s(
    'g',
    { class: cls, 'data-element': `temple:${seat}:relic:${i}` },
    s('title', {}, `hiding place ${i}: ${what}, ${up ? 'face-up' : 'face-down'}`),
    s('circle', { cx: x, cy: y, r: 11 }),
    s('text', { x, y: y + 4, 'text-anchor': 'middle' }, text),
    s('text', { x: x + 13, y: y - 8, class: 'idx' }, i)
  )
}

/** One temple drawn on its owner's grid (far side up, entrances at the bottom). */
const templeSvg = (c: Components, t: TempleView, label: string, seat: number, w: NagarajaWords): SVGSVGElement => {
  const { rows, cols, entrances, hidingPlaces } = c.temple
  const width = cols * CELL + 2 * EDGE
  const height = rows * CELL + 2 * EDGE
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'temple', role: 'img', 'aria-label': label })
  const at = (row: number, col: number): readonly [number, number] => [EDGE + col * CELL, EDGE + row * CELL]
  for (let r = 0; r < rows; r++) {
    for (let k = 0; k < cols; k++) {
      const cell = r * cols + k
      const [x, y] = at(r, k)
      const room = t.cells[cell]
      const g = s('g', { class: 'cell', 'data-element': `temple:${seat}:cell:${cell}` })
      if (t.trap === cell) g.append(s('g', { class: 'trap' }, s('rect', { x, y, width: CELL, height: CELL }), s('text', { x: x + CELL / 2, y: y + CELL / 2 + 5, 'text-anchor': 'middle' }, w.trap)))
      else if (room === null || room === undefined) g.append(s('rect', { x: x + 2, y: y + 2, width: CELL - 4, height: CELL - 4, class: 'empty' }))
      else g.append(roomTile(c, room, x, y, CELL, w))
      g.append(s('text', { x: x + 4, y: y + 12, class: 'idx' }, cell))
      svg.append(g)
    }
  }
  entrances.forEach((e, i) => {
    const [x, y] = at(e.row, e.col)
    const [px, py] = sidePoint(x, y, SIDES.indexOf(e.side), CELL, EDGE / 2)
    svg.append(s('path', { d: `M ${px - 8} ${py + 6} L ${px} ${py - 6} L ${px + 8} ${py + 6} Z`, class: 'entrance', 'data-element': `temple:${seat}:entrance:${i}` }, s('title', {}, 'entrance')))
  })
  hidingPlaces.forEach((p, i) => {
    const [x, y] = at(p.row, p.col)
    const [px, py] = sidePoint(x, y, SIDES.indexOf(p.side), CELL, EDGE / 2)
    svg.append(relicMarker(c, t, i, px, py, seat))
  })
  return svg
}

/** A card: its id, ability and the sticks it throws (brown / white / green). */
const cardChip = (c: Components, i: number, w: NagarajaWords): HTMLElement => {
  const d = c.cards[i]
  if (d === undefined) return h('span', { class: 'card hidden', 'data-element': `card:${i}` }, '?')
  const sticks = (['brown', 'white', 'green'] as const).flatMap((col) => Array.from({ length: d.sticks[col] }, () => h('i', { class: `pip ${col}` })))
  return h(
    'span',
    { class: `card ${d.symbol}`, 'data-element': `card:${i}`, title: `${d.id}: ${d.ability}${d.param > 0 ? ` ${d.param}` : ''}, arrows ${d.arrows}` },
    h('b', {}, d.id),
    ` ${w.ability(d.ability, d.param)} `,
    h('span', { class: 'pips' }, ...sticks)
  )
}

/** Face-down cards of a seat's hand or laid cards, by slot (`hand:1:slot:3`). */
const hiddenCards = (n: number, where: string): HTMLElement[] => Array.from({ length: n }, (_, k) => h('span', { class: 'card hidden', 'data-element': `${where}:slot:${k}` }, '?'))

/** The sticks in front of a seat as thrown: colour, fate, and the Naga. */
const stickChips = (c: Components, v: NagarajaView, seat: number, w: NagarajaWords): HTMLElement[] =>
  (v.sticks[seat] ?? []).map((st, i) => {
    const kind = c.sticks[st.k]
    const face = st.f >= 0 ? kind?.faces[st.f] : undefined
    return h(
      'span',
      { class: `stick ${kind?.colour ?? ''}`, 'data-element': `stick:${seat}:${i}`, title: `stick ${i}${face === undefined ? '' : `: fate ${face.fate}${face.naga ? ', a Naga' : ''}`}` },
      face === undefined ? '…' : `${face.fate}${face.naga ? ` ⚕${w.naga}` : ''}`
    )
  })

const row = (label: string, ...items: (Node | string)[]): HTMLElement => h('div', { class: 'row' }, h('span', { class: 'label' }, label), ...items)

const seatPanel = (v: NagarajaView, seat: number, name: string, locale: Locale): HTMLElement => {
  const c = v.components
  const t = texts(locale)
  const w = t.nagaraja
  const chip = (i: number): HTMLElement => cardChip(c, i, w)
  const hand = v.hands[seat]
  const laid = v.laid[seat]
  const amulets = v.amulets[seat]
  const bonus = v.bonus[seat] ?? 0
  return h(
    'section',
    { class: 'seat', 'data-seat': seat },
    h('h2', {}, name, v.guide === seat ? h('span', { class: 'guide' }, w.guide) : null, ` — ${t.points(v.scores[seat] ?? 0)}`),
    row(w.hand, ...(hand === null || hand === undefined ? hiddenCards(v.handSizes[seat] ?? 0, `hand:${seat}`) : hand.map(chip))),
    row(w.selected, ...(laid === null || laid === undefined ? hiddenCards(v.laidCounts[seat] ?? 0, `laid:${seat}`) : laid.map(chip))),
    row(w.activated, ...(v.played[seat] ?? []).map(chip)),
    // The Renewal (N47): the cards the guide drew, one to give away.
    v.phase.p === 'give' && v.phase.seat === seat
      ? row(w.drawn, ...v.phase.drawn.map((i, k) => (i >= 0 ? chip(i) : h('span', { class: 'card hidden', 'data-element': `drawn:${seat}:slot:${k}` }, '?'))))
      : '',
    row(w.sticks, ...stickChips(c, v, seat, w), bonus > 0 ? h('span', { class: 'bonus' }, w.fateBonus(bonus)) : ''),
    row(
      w.amulets,
      ...(amulets === null || amulets === undefined
        ? Array.from({ length: v.amuletCounts[seat] ?? 0 }, (_, k) => h('span', { class: 'amulet-chip hidden', 'data-element': `amulet:${seat}:${k}` }, '?'))
        : amulets.map((kind, k) => h('span', { class: 'amulet-chip', 'data-element': `amulet:${seat}:${k}` }, w.amulet(c.amulets[kind], kind))))
    ),
    templeSvg(c, v.temples[seat] ?? { cells: [], trap: -1, up: [], relic: [], known: [] }, w.temple(name), seat, w)
  )
}

const middle = (v: NagarajaView, locale: Locale): HTMLElement => {
  const c = v.components
  const w = texts(locale).nagaraja
  const roomSvg = v.room === null ? h('span', {}, w.none) : s('svg', { viewBox: `0 0 ${CELL} ${CELL}`, width: CELL, height: CELL, class: 'offer', 'data-element': 'room' }, roomTile(c, v.room, 0, 0, CELL, w))
  return h(
    'section',
    { class: 'middle' },
    h('h2', {}, w.round(v.round + 1)),
    row(w.roomOnOffer, roomSvg, v.room?.a === true ? w.withAmulet : ''),
    row(w.deck, h('span', { class: 'pile', 'data-element': 'deck' }, w.cards(v.deckSize))),
    row(w.discard, h('span', { class: 'pile', 'data-element': 'discard' }, w.cards(v.discardSize)), v.discardTop >= 0 && v.discard === null ? cardChip(c, v.discardTop, w) : ''),
    ...(v.discard === null ? [] : [row(w.discardPile, ...v.discard.map((i) => cardChip(c, i, w)))]),
    row(w.roomsLeft, c.rooms.map((r, i) => `${w.roomKind(r.kind)} ×${v.roomStack[i] ?? 0}`).join(', ')),
    row(w.amuletsLeft, String(v.amuletStack)),
    v.usedAmulets.length > 0 ? row(w.usedAmulets, v.usedAmulets.map((k) => w.amulet(c.amulets[k], k)).join(', ')) : ''
  )
}

/** A seat's fate total as the view shows it (N41: the sticks still in front of it plus its fate bonus). */
const fateOf = (v: NagarajaView, seat: Seat): number => {
  const sticks = (v.sticks[seat] ?? []).reduce((sum, st) => sum + (st.f >= 0 ? (v.components.sticks[st.k]?.faces[st.f]?.fate ?? 0) : 0), 0)
  return sticks + (v.bonus[seat] ?? 0)
}

/**
 * When a Clash ends (the sticks go back to the supply, N42), the fate totals and who won the room
 * and why (N41: the higher total; on a tie, the guide).
 */
const summary = (before: NagarajaView, after: NagarajaView, table: Table): string | undefined => {
  const thrown = (v: NagarajaView): boolean => v.sticks.some((x) => x.length > 0)
  if (!thrown(before) || thrown(after)) return undefined
  const totals = [0, 1].map((seat) => fateOf(before, seat))
  const [a, b] = [totals[0] ?? 0, totals[1] ?? 0]
  const winner = a === b ? before.guide : a > b ? 0 : 1
  const w = texts(table.locale).nagaraja
  const name = (seat: Seat): string => table.names[seat] ?? String(seat)
  const each = [0, 1].map((seat) => w.fateOf(name(seat), totals[seat] ?? 0, before.bonus[seat] ?? 0))
  return w.clash(before.round + 1, each, name(winner), winner === table.viewer, a === b)
}

/** Nagaraja for the page. */
export const nagarajaAdapter: GameAdapter<NagarajaConfig, NagarajaState, NagarajaMove, NagarajaView> = {
  id: 'nagaraja',
  title: 'Nagaraja',
  // Every locale bundle that has Nagaraja's words (`game.locales`: the languages offered).
  game: localize(nagaraja, el, pl, ru),
  config: () => ({ players: 2 }),
  legalFromView: legalMovesFromView,
  bot: (kind): Bot<NagarajaView, NagarajaMove> => (kind === 'greedy' ? nagarajaGreedyBot : randomBot),
  seatColours: [['#b5651d', 'brown'], ['#2e8b57', 'green']],
  standing: (v, seat, locale) => texts(locale).points(v.scores[seat] ?? 0),
  board: (v, { names, viewer, locale }) => {
    // Your own panel first (on a phone, the first screen shows your hand and temple).
    const order = viewer === 1 ? [1, 0] : [0, 1]
    return h('div', { class: 'board nagaraja' }, ...order.map((seat) => seatPanel(v, seat, names[seat] ?? String(seat), locale)), middle(v, locale))
  },
  summary,
  buttonFace: (v, id) => {
    // The room on offer, turned as the orientation would place it (N43).
    const m = /^rotation:(\d)$/.exec(id)
    if (m === null || v.room === null) return undefined
    return s('svg', { viewBox: `0 0 ${CELL} ${CELL}`, width: 44, height: 44, class: 'rotation', role: 'img', 'aria-label': `${Number(m[1]) * 90}°` }, roomTile(v.components, { ...v.room, r: Number(m[1]) }, 0, 0, CELL, texts().nagaraja))
  }
}
