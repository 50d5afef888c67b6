/**
 * Shared pieces of the Rajas table: the component set of a view, colours, words for rewards, and
 * the element ids put on drawn things (the page turns them into clicks).
 */
import type { RajasComponents as Components, Player, Province, RajasView as View, Reward } from 'tabletop-rules/rajas'
import { bundledComponents } from 'tabletop-rules/rajas'
import { withArticle } from 'tabletop-rules'
import type { Viewer } from '../adapter'
import type { RajasShort, RajasWords } from '../text'

/** What every part of the table is drawn from. */
export interface Ctx {
  /** The viewer's view (the only game data the table reads). */
  readonly v: View
  /** The component set in play (the view's, or the bundled one). */
  readonly c: Components
  readonly names: readonly string[]
  readonly viewer: Viewer
  /** The board's words in the page's locale. */
  readonly w: RajasWords
}

/**
 * The pending step (`view.tasks[0]`) read loosely: its kind, seat and the fields the table uses
 * (kept loose so that new kinds of step, or a per-kind task type, need no change here).
 */
export interface PendingStep {
  readonly k: string
  readonly s: number
  readonly m?: string
  readonly cell?: number
  readonly tile?: number
}
export const pendingStep = (v: View): PendingStep | undefined => v.tasks[0] as PendingStep | undefined

/** The component set of a view. */
export const componentsOf = (v: View): Components => v.components ?? bundledComponents

/** A player's province side (R12 base; R135 Navaratna). */
export const provinceOf = (c: Components, p: Player): Province => (p.board === 'navaratna' && c.navaratnaProvince !== undefined ? c.navaratnaProvince : c.province)

/** Seat colours (markers, workers, boats). */
export const SEAT_FILL = ['#d62828', '#2b2b2b', '#f2c200', '#f7f7f7'] as const
/** Text colour on a seat colour. */
export const SEAT_INK = ['#fff', '#fff', '#222', '#222'] as const
export const seatFill = (seat: number): string => SEAT_FILL[seat % SEAT_FILL.length] ?? '#888'
export const seatInk = (seat: number): string => SEAT_INK[seat % SEAT_INK.length] ?? '#000'

const DICE_FILL: Readonly<Record<string, string>> = { blue: '#2f6fd0', green: '#2e9e4a', orange: '#f08a24', purple: '#8e44ad' }
/** The fill of dice colour `k`. */
export const diceFill = (c: Components, k: number): string => DICE_FILL[c.diceColours[k] ?? ''] ?? '#777'
/** A light tint of dice colour `k` (tile backgrounds). */
export const tileTint = (c: Components, k: number): string =>
  ({ blue: '#d6e4fa', green: '#d5efdc', orange: '#fde3c8', purple: '#ead8f3' } as Readonly<Record<string, string>>)[c.diceColours[k] ?? ''] ?? '#eee'
export const colourName = (c: Components, k: number | undefined): string => (k === undefined || k < 0 ? 'any colour' : (c.diceColours[k] ?? `colour ${k}`))

/** Goods (R72) and buildings (R67) as the components number them. */
export const GOODS = ['silk', 'tea', 'spice'] as const
export const GOODS_FILL = ['#d86fb0', '#5f9e3a', '#c8641c'] as const
export const BUILDINGS = ['temple', 'palace', 'fort', 'mill'] as const
export const BUILDING_MARK = ['T', 'P', 'F', 'M'] as const
export const CHAMBERS = ['', 'Grand Mogul', 'Dancer', 'Yogi', 'Raja Man Singh', 'Architect', 'Portuguese'] as const
export const INCOME_FILL: Readonly<Record<string, string>> = { white: '#ffffff', yellow: '#f7d74a', red: '#e2574c', brown: '#a0703c' }

/** A die code's colour and value (`colour * 10 + value`). */
export const dieColour = (d: number): number => Math.floor(d / 10)
export const dieValue = (d: number): number => d % 10

/** A reward in a few characters (₹ money, ★ fame, ☸ karma, d dice), its words in the page's locale (`w`: the board's, `colour`: a dice colour's name). */
export const rewardShort = (c: Components, r: Reward, w: RajasShort, colour: (name: string) => string): string => {
  const n = r.n ?? 1
  const col = r.c === undefined ? '' : ` ${colour(c.diceColours[r.c] ?? '?').slice(0, 2)}`
  switch (r.k) {
    case 'dice': return `${n}${w.die}${col}`
    case 'money': return `${n}₹`
    case 'fame': return `${n}★`
    case 'karma': return `${n}☸`
    case 'upgrade': return '↑'
    case 'palace': return w.palace
    case 'dicePerKarma': return `☸→${w.die}${col}`
    case 'moneyPerMarket': return `₹/${w.market}`
    case 'marketVarious': return `${w.market}≠`
    case 'marketSame': return `${w.market}=${n}`
    case 'famePerUpgrade': return '★/↑'
    case 'moneyPerUpgrade': return '2₹/↑'
    case 'famePerKarma': return '2★/☸'
    case 'boat': return w.boat
    case 'worker': return w.worker
    case 'famePerMarketTile': return `★/${w.marketTile}`
    case 'famePerRiver3': return `★/${w.river3}`
    case 'moneyPerBuilding': return `₹/${w.building}`
    case 'moneyPerIncomeTile': return `2₹/${w.incomeTile}`
    case 'famePerBend': return `2★/${w.bend}`
    case 'famePerWorker': return `★/${w.worker}`
    case 'riverMove': return `≤${n}→`
    case 'chamber': return `${w.chamber}${n}`
  }
}

/** A reward in words (tooltips and hints). */
export const rewardLong = (c: Components, r: Reward): string => {
  const n = r.n ?? 1
  switch (r.k) {
    case 'dice': return `${n} ${r.c === undefined ? '' : `${colourName(c, r.c)} `}${n === 1 ? 'die' : 'dice'}`
    case 'money': return `${n} money`
    case 'fame': return `${n} fame`
    case 'karma': return `${n} karma`
    case 'upgrade': return 'an upgrade'
    case 'palace': return 'a palace chamber (2–6) for free'
    case 'dicePerKarma': return `${r.c === undefined ? 'a die' : withArticle(`${colourName(c, r.c)} die`)} per karma level`
    case 'moneyPerMarket': return '1 money per market'
    case 'marketVarious': return 'a different-goods market scoring'
    case 'marketSame': return `a same-goods market scoring, up to ${n} markets`
    case 'famePerUpgrade': return '1 fame per upgrade'
    case 'moneyPerUpgrade': return '2 money per upgrade'
    case 'famePerKarma': return '2 fame per karma level'
    case 'boat': return 'the boat to the next unoccupied river space'
    case 'worker': return 'a worker'
    case 'famePerMarketTile': return '1 fame per tile with a market'
    case 'famePerRiver3': return '1 fame per 3 river spaces advanced'
    case 'moneyPerBuilding': return '1 money per building'
    case 'moneyPerIncomeTile': return '2 money per connected income tile'
    case 'famePerBend': return '2 fame per road bend'
    case 'famePerWorker': return '1 fame per active worker'
    case 'riverMove': return `a move of up to ${n} river spaces`
    case 'chamber': return `the ${CHAMBERS[n] ?? 'chamber'} for free`
  }
}

/** Puts the element id (`rajas.elements`, docs/games/rajas.md "Elements") on a drawn thing: the page makes it a click. */
export const element = <E extends Element>(el: E, id: string): E => {
  el.setAttribute('data-element', id)
  return el
}

/** A dice colour's name in element ids (`supply:blue`, `stack:blue:ox`). */
/** A reward in a few characters in the words of the table's locale. */
export const shortOf = (ctx: Ctx, r: Reward): string => rewardShort(ctx.c, r, ctx.w.short, ctx.w.colour)

export const colourId = (c: Components, k: number): string => (c.diceColours[k] ?? String(k)).toLowerCase()
