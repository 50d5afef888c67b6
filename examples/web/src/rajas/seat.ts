/**
 * One player's estate: fame, money, karma path (R43), upgrade levels (R67), workers (R13, R110–R116),
 * the Kali statue with its dice (R39: 10 hands on the front, 8 on the back, R134) and the province.
 * Clicks on your dice: pay one (`pay d`), flip it with karma while paying (`pay d flip`, R44),
 * return it to make room (`discard d`, R40), re-roll it on the terrace (`reroll d`, R79); an upgrade
 * row to upgrade that building type (`upgrade b`, R68).
 */
import { margin } from 'tabletop-rules/rajas'
import { h, s } from '../dom'
import { BUILDING_MARK, BUILDINGS, colourName, diceFill, dieColour, dieValue, element, seatFill, type Ctx, pendingStep } from './common'
import { provinceView } from './province'

const DIE = 30
const PER_ROW = 5

/** The Kali statue: a hand per die it can hold, the dice in them. */
const kali = (ctx: Ctx, seat: number): SVGSVGElement => {
  const { c } = ctx
  const p = ctx.v.p[seat]
  const hands = p === undefined ? 0 : p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front
  const dice = p?.dice ?? []
  const rows = Math.max(1, Math.ceil(Math.max(hands, dice.length) / PER_ROW))
  const width = PER_ROW * (DIE + 8) + 4
  const height = rows * (DIE + 16) + 2
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, width, height, class: 'kali', role: 'img', 'aria-label': `${ctx.names[seat] ?? seat}'s Kali statue (${p?.kali ?? 'front'} side, ${hands} hands)`, 'data-seat': seat })
  for (let k = 0; k < Math.max(hands, dice.length); k++) {
    const x = 2 + (k % PER_ROW) * (DIE + 8)
    const y = 2 + Math.floor(k / PER_ROW) * (DIE + 16)
    const d = dice[k]
    if (d === undefined) {
      svg.append(s('rect', { x: x + 1, y: y + 1, width: DIE - 2, height: DIE - 2, rx: 6, class: 'hand' }, s('title', {}, 'an empty hand')))
      continue
    }
    const value = dieValue(d)
    const g = s(
      'g',
      { class: 'die', 'data-die': k },
      s('title', {}, `die ${k}: ${colourName(c, dieColour(d))} ${value}`),
      s('rect', { x, y, width: DIE, height: DIE, rx: 5, fill: diceFill(c, dieColour(d)) }),
      s('text', { x: x + DIE / 2, y: y + DIE / 2 + 6, 'text-anchor': 'middle', class: 'die-value' }, value)
    )
    svg.append(element(g, `die:${seat}:${k}`))
  }
  return svg
}

/** The karma path 0–3 (R43) with the player's cube. */
const karmaPath = (seat: number, karma: number): HTMLElement =>
  h(
    'span',
    { class: 'karma', 'data-element': `karma:${seat}`, title: `karma ${karma} (0–3, R43); click your karma cube, then a die, to pay it flipped (R44)` },
    ...[0, 1, 2, 3].map((k) => h('i', { class: `karma-step${k === karma ? ' on' : ''}`, style: k === karma ? `background:${seatFill(seat)}` : '' }, k))
  )

/** The four upgrade scrolls (R67): the player's level 2–4 per building type; a click upgrades it. */
const upgrades = (ctx: Ctx, seat: number): HTMLElement => {
  const p = ctx.v.p[seat]
  return h(
    'div',
    { class: 'upgrades' },
    ...BUILDINGS.map((name, b) => {
      const level = p?.levels[b] ?? 2
      const lag = (p?.lag[b] ?? 0) > 0
      const el = h(
        'span',
        { class: 'upgrade', 'data-upgrade': b, title: `${name}: each new ${name} scores ${level} fame (R67)${lag ? '; the last upgrade counts from the next turn (A8)' : ''}` },
        h('b', {}, BUILDING_MARK[b] ?? '?'),
        ...[2, 3, 4].map((l) => h('i', { class: `level${l === level ? ' on' : ''}`, style: l === level ? `background:${seatFill(seat)}` : '' }, l)),
        lag ? '*' : ''
      )
      return element(el, `upgrade:${seat}:${name}`)
    })
  )
}

/** The workers: to place, placed, and the inactive ones still on the tracks or under the bridge (R13). */
const workers = (ctx: Ctx, seat: number): HTMLElement => {
  const p = ctx.v.p[seat]
  if (p === undefined) return h('span', {})
  const left = Math.max(0, p.workers - p.placed)
  return h(
    'span',
    { class: 'workers', title: 'workers: to place this round, placed, inactive (R13, R110–R116)' },
    ...Array.from({ length: left }, () => h('i', { class: 'worker-dot', style: `background:${seatFill(seat)}` })),
    ...Array.from({ length: p.placed }, () => h('i', { class: 'worker-dot placed', style: `border-color:${seatFill(seat)}` })),
    ctx.w.workers(left, p.placed, { fame: (p.inactive & 1) !== 0, money: (p.inactive & 2) !== 0, bridge: (p.inactive & 4) !== 0 }, p.passed)
  )
}

/** A player's panel. */
export const seatPanel = (ctx: Ctx, seat: number): HTMLElement => {
  const { v, c } = ctx
  const p = v.p[seat]
  if (p === undefined) return h('section', {})
  const m = margin(c.tracks, p)
  const head = pendingStep(v)
  const deciding = head !== undefined && head.s === seat && v.phase !== 'over'
  const exp = v.variant?.experience[seat]
  return h(
    'section',
    { class: `seat rajas-seat${seat === ctx.viewer ? ' you' : ''}${deciding ? ' deciding' : ''}`, 'data-seat': seat, style: `border-top: 5px solid ${seatFill(seat)}` },
    h(
      'h2',
      {},
      ctx.names[seat] ?? String(seat),
      v.first === seat ? h('span', { class: 'guide', title: 'the first player of this round (R25)' }, ctx.w.first) : null,
      exp === undefined ? null : h('span', { class: 'guide' }, ctx.w.experience(exp)),
      ` — ${ctx.w.standing(p.fame, p.money)}`
    ),
    h(
      'div',
      { class: 'row stats' },
      h('span', { title: 'fame (R18)' }, `★ ${p.fame}`),
      h('span', { title: 'money (R22)' }, `₹ ${p.money}`),
      h('span', { title: 'margin between the markers (R130)' }, m >= 0 ? ctx.w.met(m) : ctx.w.apart(-m)),
      h('span', { title: 'boat (R15)' }, ctx.w.boatOn(p.boat)),
      karmaPath(seat, p.karma)
    ),
    h('div', { class: 'row' }, workers(ctx, seat)),
    upgrades(ctx, seat),
    h('div', { class: 'kali-wrap' }, h('span', { class: 'label' }, ctx.w.kali(p.kali, p.kali === 'back' ? c.kaliHands.back : c.kaliHands.front)), kali(ctx, seat)),
    provinceView(ctx, seat)
  )
}
