/**
 * Pig: a tiny test-only game that proves the core and the harness (not exported by the package).
 * Each turn a player rolls a die until they hold (banking the turn total) or roll a 1 (losing it).
 * The first to reach the target ends the game. The `hiddenCards` variant deals each seat a hidden
 * bonus card (0–2, added at the end) so the harness's view check has something to protect.
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import {
  CHANCE,
  defineGame,
  makeOutcome,
  violation,
  type Actor,
  type Game,
  type GameDefinition,
  type Interaction,
  type RedactedMove,
  type ScoredView,
  type RngState,
  type Seat
} from '../../src/core/index.js'

export const PigConfig = t.intersection([
  t.type({ players: t.number }),
  t.partial({ target: t.number, hiddenCards: t.boolean })
])
export type PigConfig = t.TypeOf<typeof PigConfig>

export const PigMove = t.union([
  t.type({ type: t.literal('roll') }),
  t.type({ type: t.literal('hold') }),
  t.type({ type: t.literal('die'), value: t.number }),
  t.type({ type: t.literal('card'), value: t.number })
])
export type PigMove = t.TypeOf<typeof PigMove>

const RngCodec = t.type({ c: t.number, s0: t.number, s1: t.number, s2: t.number })
export const PigState = t.type({
  rng: RngCodec,
  target: t.number,
  scores: t.array(t.number),
  cards: t.array(t.union([t.number, t.null])),
  turn: t.number,
  turnTotal: t.number,
  phase: t.union([t.literal('deal'), t.literal('decide'), t.literal('roll'), t.literal('over')])
})
export type PigState = t.TypeOf<typeof PigState>

export interface PigView extends ScoredView {
  readonly turn: Seat
  readonly turnTotal: number
  readonly phase: PigState['phase']
  readonly myCard: number | null
  readonly cardsDealt: number
  /** Every seat's card, once the game is over (they are turned up at the end). */
  readonly cards?: readonly (number | null)[]
}

/** io-ts codec of {@link PigView} (views passed back in are decoded with it). */
export const PigViewCodec: t.Type<PigView, unknown> = t.intersection([
  t.type({
    scores: t.array(t.number),
    scoreBreakdown: t.array(t.record(t.string, t.number)),
    turn: t.number,
    turnTotal: t.number,
    phase: PigState.props.phase,
    myCard: t.union([t.number, t.null]),
    cardsDealt: t.number
  }),
  t.partial({ cards: t.array(t.union([t.number, t.null])) })
]) as unknown as t.Type<PigView, unknown>

const dealing = (s: PigState): number => s.cards.findIndex((c) => c === null)
const final = (s: PigState): number[] => s.scores.map((x, i) => x + (s.cards[i] ?? 0))
const DIE = [1, 2, 3, 4, 5, 6].map((value) => ({ move: { type: 'die' as const, value }, p: 1 / 6 }))
const CARD = [0, 1, 2].map((value) => ({ move: { type: 'card' as const, value }, p: 1 / 3 }))
const next = (s: PigState): Seat => (s.turn + 1) % s.scores.length

const chanceOutcomes = (s: PigState) => (s.phase === 'roll' ? DIE : s.phase === 'deal' ? CARD : [])

const legalMoves = (s: PigState, actor: Actor): PigMove[] => {
  if (actor === CHANCE) return chanceOutcomes(s).map((o) => o.move)
  if (s.phase !== 'decide' || actor !== s.turn) return []
  return s.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]
}

/**
 * Pig on the table (issue 27): two buttons, `roll` and `hold`; the turn total and each seat's
 * banked points are shown (`turn-total`, `seat:<n>`).
 */
export const pigInteraction: Interaction<PigView, PigMove> = {
  paths: (_v, _seat, move) => [{ steps: [move.type] }],
  instruction: (v, seat, legal) => (legal.length === 0 ? (v.phase === 'over' ? 'The game is over' : `Waiting for seat ${v.turn}`) : legal.length === 1 ? `Seat ${seat}: roll the die` : `Seat ${seat}: roll again, or hold to bank ${v.turnTotal}`),
  label: (v, element) => (element === 'roll' ? 'Roll the die' : element === 'hold' ? `Hold and bank ${v.turnTotal}` : element),
  whyNot: (v, _seat, element) => (element === 'hold' && v.phase === 'decide' && v.turnTotal === 0 ? { reason: 'there is nothing to bank yet: roll first' } : undefined),
  elements: (v) => ({
    roll: {},
    hold: {},
    'turn-total': { points: v.turnTotal, seat: v.turn },
    ...Object.fromEntries(v.scores.map((x, i) => [`seat:${i}`, { score: x, turn: v.turn === i }]))
  }),
  acted: (before, after) => (before.turn !== after.turn || before.turnTotal !== after.turnTotal ? [before.turn] : [])
}

/** The well-behaved definition; the broken variants in the harness tests override parts of it. */
export const pigDefinition: GameDefinition<PigConfig, PigState, PigMove, PigView> = {
  id: 'pig',
  title: 'Pig',
  rulesVersion: '1',
  players: { min: 2, max: 4 },
  codecs: { config: PigConfig, state: PigState, move: PigMove, view: PigViewCodec },
  setup: (config, rng: RngState) => {
    if (!Number.isInteger(config.players) || config.players < 2 || config.players > 4) {
      return E.left(violation('BAD_CONFIG', `pig takes 2 to 4 players, not ${config.players}`))
    }
    const hidden = config.hiddenCards === true
    return E.right({
      rng,
      target: config.target ?? 20,
      scores: Array.from({ length: config.players }, () => 0),
      cards: Array.from({ length: config.players }, () => (hidden ? null : 0)),
      turn: 0,
      turnTotal: 0,
      phase: hidden ? 'deal' : 'decide'
    })
  },
  actors: (s) => (s.phase === 'over' ? [] : s.phase === 'decide' ? [s.turn] : [CHANCE]),
  legalMoves,
  chanceOutcomes,
  applyMove: (s, actor, move) => {
    // Exactly a listed move: no extra fields (io-ts `is` ignores them).
    if (Object.keys(move).length !== ('value' in move ? 2 : 1)) return E.left(violation('MALFORMED_MOVE', 'a pig move has no other fields'))
    const legal = legalMoves(s, actor)
    if (!legal.some((m) => m.type === move.type && ('value' in m ? 'value' in move && m.value === move.value : true))) {
      return E.left(violation('ILLEGAL_MOVE', `${move.type} is not legal now`))
    }
    switch (move.type) {
      case 'card': {
        const cards = s.cards.map((c, i) => (i === dealing(s) ? move.value : c))
        return E.right({ ...s, cards, phase: cards.includes(null) ? 'deal' : 'decide' })
      }
      case 'roll':
        return E.right({ ...s, phase: 'roll' })
      case 'hold': {
        const scores = s.scores.map((x, i) => (i === s.turn ? x + s.turnTotal : x))
        const over = (scores[s.turn] ?? 0) >= s.target
        return E.right({ ...s, scores, turnTotal: 0, turn: over ? s.turn : next(s), phase: over ? 'over' : 'decide' })
      }
      case 'die':
        return E.right(
          move.value === 1
            ? { ...s, turnTotal: 0, turn: next(s), phase: 'decide' }
            : { ...s, turnTotal: s.turnTotal + move.value, phase: 'decide' }
        )
    }
  },
  scores: (s) => final(s),
  scoreBreakdown: (s) => s.scores.map((x, i) => ({ banked: x, card: s.cards[i] ?? 0 })),
  outcome: (s) =>
    s.phase !== 'over'
      ? undefined
      : makeOutcome(final(s), final(s).map((x) => [x]), 'a player reached the target', s.scores.map((x, i) => ({ banked: x, card: s.cards[i] ?? 0 }))),
  view: (s, viewer) => pigView(s, viewer),
  redactMove: (before, actor, move, viewer) => pigRedact(before, actor, move, viewer),
  revealed: (_before, _actor, _move, after, viewer) => pigRevealed(after, viewer),
  legalMovesFromView: (v, seat) => (v.phase !== 'decide' || v.turn !== seat ? [] : v.turnTotal > 0 ? [{ type: 'roll' }, { type: 'hold' }] : [{ type: 'roll' }]),
  formatMove: (m) => ('value' in m ? `${m.type}:${m.value}` : m.type),
  parseMove: (text) => {
    const [type, value] = text.split(':')
    const candidate = value === undefined ? { type } : { type, value: Number(value) }
    return PigMove.is(candidate) ? E.right(candidate) : E.left(violation('BAD_NOTATION', `not a pig move: ${text}`))
  },
  describeMove: (_s, actor, m) => `${actor === CHANCE ? 'chance' : `seat ${actor}`} ${'value' in m ? `${m.type} ${m.value}` : m.type}`,
  checkState: (s) => pigProblem(s),
  limits: { maxLegalMoves: 6, maxSteps: 2000, maxPicks: 1 },
  interaction: pigInteraction,
  resampleHidden: (s, seat, rand) => pigResample(s, seat, rand)
}

/** Pig as a game. */
export const pig: Game<PigConfig, PigState, PigMove, PigView> = defineGame(pigDefinition)

/** Resamples the hidden cards of every other seat. */
export function pigResample(s: PigState, seat: Seat, rand: () => number): PigState {
  if (s.phase === 'over') return s // every card is turned up
  return { ...s, cards: s.cards.map((c, i) => (i === seat || c === null ? c : Math.floor(rand() * 3))) }
}

/** What a viewer knows of a seat's card: its own, or every card once the game is over. */
const knownCard = (s: PigState, viewer: Seat | 'spectator', seat: Seat): number =>
  s.phase === 'over' || seat === viewer ? (s.cards[seat] ?? 0) : 0

/** Pig's view: the scores count the cards the viewer knows. */
export function pigView(s: PigState, viewer: Seat | 'spectator'): PigView {
  const breakdown = s.scores.map((x, i) => ({ banked: x, card: knownCard(s, viewer, i) }))
  return {
    scores: breakdown.map((b) => b.banked + b.card),
    scoreBreakdown: breakdown,
    turn: s.turn,
    turnTotal: s.turnTotal,
    phase: s.phase,
    myCard: viewer === 'spectator' ? null : (s.cards[viewer] ?? null),
    cardsDealt: s.cards.filter((c) => c !== null).length,
    ...(s.phase === 'over' ? { cards: s.cards } : {})
  }
}

/** A card dealt to another seat is dealt face down: the viewer sees that a card was dealt, not which. */
export function pigRedact(before: PigState, actor: Actor, move: PigMove, viewer: Seat | 'spectator'): PigMove | RedactedMove {
  if (actor !== CHANCE || move.type !== 'card' || dealing(before) === viewer) return move
  return { redacted: true, kind: 'card', text: `a card is dealt face down to seat ${dealing(before)}` }
}

/** The step that ends the game turns every card up. */
export function pigRevealed(after: PigState, viewer: Seat | 'spectator'): readonly string[] {
  if (after.phase !== 'over' || after.cards.every((c) => c === null)) return []
  return [`the cards are turned up: ${after.cards.map((c, i) => `seat ${i} ${c ?? 0}`).filter((_, i) => i !== viewer).join(', ')}`]
}

/** Pig's invariants for `decodeState`: the first broken one in words. */
export function pigProblem(s: PigState): string | undefined {
  const n = s.scores.length
  if (n < 2 || n > 4) return `${n} players (pig takes 2 to 4)`
  if (s.cards.length !== n) return `${s.cards.length} cards for ${n} players`
  if (!Number.isInteger(s.turn) || s.turn < 0 || s.turn >= n) return `turn ${s.turn} is not a seat`
  if (s.scores.some((x) => !Number.isInteger(x) || x < 0) || !Number.isInteger(s.turnTotal) || s.turnTotal < 0) return 'a score or the turn total is not a whole number of points'
  if (s.cards.some((c) => c !== null && (!Number.isInteger(c) || c < 0 || c > 2))) return 'a card is not 0, 1 or 2'
  const dealt = s.cards.findIndex((c) => c === null)
  if (dealt >= 0 && s.cards.slice(dealt).some((c) => c !== null)) return 'cards are dealt out of seat order'
  if ((s.phase === 'deal') !== (dealt >= 0)) return `phase ${s.phase} with ${dealt >= 0 ? 'cards still to deal' : 'every card dealt'}`
  return undefined
}

