/**
 * Rajas of the Ganges in the page (2–4 seats; the base game, Navaratna, Ganga, both, and mixed
 * experience): the whole table drawn as SVG from `rajas.view(state, seat)` only, the pending
 * decision (`pendingDecision`) as a hint with its rule, and clicks on the board for the legal moves.
 */
import { randomBot, rajasGreedyBot, seedRng, type Bot } from 'tabletop-rules'
import { rajas, type RajasConfig as Config, type RajasMove as Move, type RajasState as State, type RajasView as View } from 'tabletop-rules/rajas'
import { el, localize } from 'tabletop-rules/locales/el'
import { pl } from 'tabletop-rules/locales/pl'
import { ru } from 'tabletop-rules/locales/ru'
import type { GameAdapter, Table, VariantChoice } from '../adapter'
import { texts } from '../text'
import { h, s } from '../dom'
import { componentsOf, pendingStep, SEAT_FILL, type Ctx } from './common'
import { mainBoard } from './mainboard'
import { display, stacks, supplyRow } from './market'
import { river } from './river'
import { seatPanel } from './seat'
import { tileSvg } from './tile'
import { trackLegend, tracks } from './tracks'

const CELL = 40

/**
 * Rajas hides nothing but the generator (its view is the state without it, and legality never reads
 * the generator), so the legal moves and the pending decision of a view are those of the view with
 * any generator (the library's greedy bot does the same).
 */
const NO_RNG = seedRng('view')
const asState = (v: View): State => ({ ...v, rng: NO_RNG })

const VARIANTS: readonly VariantChoice[] = (['base', 'navaratna', 'ganga', 'navaratna+ganga', 'mixed', 'mixed-beginner'] as const).map((id) => ({ id, label: (locale) => texts(locale).rajas.variants[id] }))

/** The config of a player count and a variant id of {@link VARIANTS}. */
export const rajasConfig = (players: number, variant: string): Config => {
  const p = (players === 3 || players === 4 ? players : 2) as Config['players']
  switch (variant) {
    case 'navaratna': return { players: p, variant: { navaratna: true } }
    case 'ganga': return { players: p, variant: { ganga: true } }
    case 'navaratna+ganga': return { players: p, variant: { navaratna: true, ganga: true } }
    case 'mixed': return { players: p, variant: { experience: Array.from({ length: p }, (_, i) => (i === 0 ? 'experienced' : 'beginner')) } }
    case 'mixed-beginner': return { players: p, variant: { experience: Array.from({ length: p }, (_, i) => (i === 0 ? 'beginner' : 'experienced')) } }
    default: return { players: p }
  }
}

/** The whole table from the viewer's view. */
const board = (v: View, table: Table): Node => {
  const w = texts(table.locale).rajas
  const ctx: Ctx = { v, c: componentsOf(v), names: table.names, viewer: table.viewer, w }
  const seats = v.p.map((_, seat) => seat)
  // Your estate first, then the others in seat order.
  const order = typeof table.viewer === 'number' ? [table.viewer, ...seats.filter((x) => x !== table.viewer)] : seats
  const variant = v.variant === undefined ? w.base : [v.variant.navaratna ? 'Navaratna' : '', v.variant.ganga ? 'Ganga' : '', v.variant.experience.length > 0 ? w.mixed : ''].filter((x) => x !== '').join(' + ')
  return h(
    'div',
    { class: 'board rajas' },
    h(
      'section',
      { class: 'middle rajas-middle' },
      h('h2', {}, w.heading(v.round, v.ended, variant, v.players)),
      h('div', { class: 'part' }, h('h3', {}, w.mainBoard), mainBoard(ctx)),
      h('div', { class: 'part' }, h('h3', {}, w.river), river(ctx)),
      h('div', { class: 'part' }, h('h3', {}, w.tracks), tracks(ctx), trackLegend(ctx)),
      h('div', { class: 'part' }, h('h3', {}, w.market), stacks(ctx), supplyRow(ctx), display(ctx))
    ),
    h('div', { class: 'seats' }, ...order.map((seat) => seatPanel(ctx, seat)))
  )
}

/** Rajas of the Ganges for the page. */
export const rajasAdapter: GameAdapter<Config, State, Move, View> = {
  id: rajas.id,
  title: rajas.title,
  // Every locale bundle that has Rajas's words (`game.locales`: the languages offered).
  game: localize(rajas, el, pl, ru),
  variants: VARIANTS,
  config: rajasConfig,
  legalFromView: (v, seat) => rajas.legalMovesFromView?.(v, seat) ?? rajas.legalMoves(asState(v), seat),
  bot: (kind): Bot<View, Move> => (kind === 'greedy' ? rajasGreedyBot : randomBot),
  seatColours: SEAT_FILL.map((css, i) => [css, ['red', 'black', 'yellow', 'white'][i] ?? ''] as const),
  // Fame and money, not the margin between the markers (R130 decides the end; the player reads the tracks).
  standing: (v, seat, locale) => texts(locale).rajas.standing(v.p[seat]?.fame ?? 0, v.p[seat]?.money ?? 0),
  board,
  buttonFace: (v, id) => {
    // A rotation of the tile being placed, drawn turned (R56).
    const m = /^rotation:(\d+)$/.exec(id)
    const tile = pendingStep(v)?.tile
    if (m === null || tile === undefined) return undefined
    return s('svg', { viewBox: `0 0 ${CELL} ${CELL}`, width: 44, height: 44, class: 'rotation', role: 'img', 'aria-label': `turned ${m[1] ?? 0}°` }, tileSvg(componentsOf(v), tile, Number(m[1]) / 90, 0, 0, CELL))
  }
}
