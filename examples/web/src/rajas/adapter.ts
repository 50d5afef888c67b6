/**
 * Rajas of the Ganges in the page (2–4 seats; the base game, Navaratna, Ganga, both, and mixed
 * experience): the whole table drawn as SVG from `rajas.view(state, seat)` only, the pending
 * decision (`pendingDecision`) as a hint with its rule, and clicks on the board for the legal moves.
 */
import { randomBot, rajasGreedyBot, seedRng, type Bot, type Seat } from 'tabletop-rules'
import { pendingDecision, rajas, type RajasConfig as Config, type RajasMove as Move, type RajasState as State, type RajasView as View } from 'tabletop-rules/rajas'
import type { GameAdapter, Table, VariantChoice } from '../adapter'
import { h } from '../dom'
import { componentsOf, type Ctx, pendingStep } from './common'
import { mainBoard } from './mainboard'
import { display, stacks, supplyRow } from './market'
import { river } from './river'
import { seatPanel } from './seat'
import { trackLegend, tracks } from './tracks'

/**
 * Rajas hides nothing but the generator (its view is the state without it, and legality never reads
 * the generator), so the legal moves and the pending decision of a view are those of the view with
 * any generator (the library's greedy bot does the same).
 */
const NO_RNG = seedRng('view')
const asState = (v: View): State => ({ ...v, rng: NO_RNG })

const VARIANTS: readonly VariantChoice[] = [
  { id: 'base', label: 'base game' },
  { id: 'navaratna', label: 'Navaratna (R133–R144)' },
  { id: 'ganga', label: 'Ganga (R145–R147)' },
  { id: 'navaratna+ganga', label: 'Navaratna + Ganga' },
  { id: 'mixed', label: 'mixed experience: seat 0 experienced (R148)' },
  { id: 'mixed-beginner', label: 'mixed experience: seat 0 beginner, the others experienced' }
]

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

/** The rule a pending step applies (shown in the hint). */
const ruleOf = (v: View): string => {
  const t = pendingStep(v)
  if (t === undefined) return ''
  switch (t.k) {
    case 'place': return 'R26, R31–R36'
    case 'payDie': return t.m === 'chamber' ? 'R78, R82–R87; karma flips R44' : t.m === 'balcony' ? 'R81' : t.m === 'same' ? 'R75' : 'R89, R90'
    case 'buy': return (t.cell ?? -1) >= 0 ? 'R86' : 'R49, R50'
    case 'cover': return 'R86'
    case 'payTile': return 'R50; karma flips R44'
    case 'put': return 'R55–R58'
    case 'gain': return 'R38–R41'
    case 'upgrade': return 'R68, A7'
    case 'opt': return 'R118–R120'
    case 'river': return 'R90, R91'
    case 'palace': return 'R100'
    case 'market': return t.m === 'v' ? 'R74, R77' : 'R75, R77'
    case 'terrace': return 'R79'
    case 'order': return 'A6'
    case 'inc': return t.m === 'setup' ? 'R136' : t.m === 'fewer' ? 'R142, A18' : 'R141, R143'
    default: return ''
  }
}

/** Where on the table the pending decision is taken (so the hint says where to click). */
const whereOf = (v: View): string => {
  switch (pendingStep(v)?.k) {
    case 'place': return 'click an action space on the main board'
    case 'payDie':
    case 'payTile': return 'click a die on your Kali statue (↻ flips it with 1 karma first)'
    case 'buy': return 'click a top tile in the market'
    case 'cover': return 'click a tile in your province'
    case 'put': return 'click a marked cell of your province, then a rotation'
    case 'gain': return 'click a die in the supply (or one of yours to return)'
    case 'upgrade': return 'click a building type under your name'
    case 'river': return 'click the river space your boat moves to'
    case 'palace': return 'click a palace chamber on the main board'
    case 'market': return 'click a market in your province, or a button'
    case 'terrace': return 'click a die to re-roll it, then done'
    case 'inc': return 'click a border space or an income tile, or a button'
    default: return 'choose a button'
  }
}

/** The hint: what is being decided, which rule applies, where to click. */
const prompt = (v: View, _seat: Seat): string => {
  const pd = pendingDecision(asState(v))
  const rule = ruleOf(v)
  return `${pd.prompt.replace(/^Seat \d+: /, '')}${rule === '' ? '' : ` (${rule})`} — ${whereOf(v)}.`
}

/** The whole table from the viewer's view. */
const board = (v: View, table: Table<Move>): Node => {
  const can = new Map(table.legal.map((m) => [rajas.formatMove(m), m] as const))
  const ctx: Ctx = { v, c: componentsOf(v), names: table.names, viewer: table.viewer, can, play: table.play }
  const seats = v.p.map((_, seat) => seat)
  // Your estate first, then the others in seat order.
  const others: Ctx = { ...ctx, can: new Map() } // only your own estate is clickable
  const order = typeof table.viewer === 'number' ? [table.viewer, ...seats.filter((x) => x !== table.viewer)] : seats
  const variant = v.variant === undefined ? 'base game' : [v.variant.navaratna ? 'Navaratna' : '', v.variant.ganga ? 'Ganga' : '', v.variant.experience.length > 0 ? 'mixed experience' : ''].filter((x) => x !== '').join(' + ')
  return h(
    'div',
    { class: 'board rajas' },
    h(
      'section',
      { class: 'middle rajas-middle' },
      h('h2', {}, `Round ${v.round}${v.ended ? ' — the end is triggered (R127)' : ''} · ${variant} · ${v.players} players`),
      h('div', { class: 'part' }, h('h3', {}, 'Main board'), mainBoard(ctx)),
      h('div', { class: 'part' }, h('h3', {}, 'River'), river(ctx)),
      h('div', { class: 'part' }, h('h3', {}, 'Fame and money'), tracks(ctx), trackLegend(ctx)),
      h('div', { class: 'part' }, h('h3', {}, 'Market'), stacks(ctx), supplyRow(ctx), display(ctx))
    ),
    h('div', { class: 'seats' }, ...order.map((seat) => seatPanel(seat === table.viewer ? ctx : others, seat, table.scores[seat] ?? 0)))
  )
}

/** Rajas of the Ganges for the page. */
export const rajasAdapter: GameAdapter<Config, State, Move, View> = {
  id: rajas.id,
  title: rajas.title,
  game: rajas,
  variants: VARIANTS,
  config: rajasConfig,
  legalFromView: (v, seat) => rajas.legalMovesFromView?.(v, seat) ?? rajas.legalMoves(asState(v), seat),
  bot: (kind): Bot<View, Move> => (kind === 'greedy' ? rajasGreedyBot : randomBot),
  scores: (v) => v.scores,
  board,
  prompt
}
