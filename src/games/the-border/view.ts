/**
 * Views: everything in The Border is public except the generator state and, while Action 2 is
 * under way, the other passive players' crossings of this Action 2 — their choices are
 * simultaneous (D27, D33; DESIGN.md: no view shows a pending secret) — except what a completion
 * announces at once (D35, option `announce`).
 * @module
 */
import * as t from 'io-ts'
import { CHANCE, sameScores, type Actor, type RedactedMove, type RngState, type Say, type ScoredView, type Seat } from '../../core/index.js'
import { borderSayEnglish, type BorderText } from './text.js'
import { boardOf, type BorderIndex } from './components/derived.js'
import { BorderComponentsCodec } from './components/types.js'
import type { BorderMove } from './moves.js'
import { action2Stamp } from './rules/action2.js'
import { borderBreakdown, borderScores } from './scoring.js'
import { checkState } from './rules/invariants.js'
import { BorderTableFields, type BorderState, type SeatSheet } from './state.js'

/**
 * What a viewer sees: the state without the generator, the other passive seats' secret crossings
 * of the current Action 2 rolled back, and the scores as the viewer can count them (`scores`,
 * `scoreBreakdown`: pending secret crossings left out; `game.scores` is the full truth, for servers).
 */
export type BorderView = Omit<BorderState, 'rng'> & ScoredView

/**
 * The boxes `seat` crossed in the current Action 2 that are public already: none with
 * `announce: 'endOfAction'`; with `'atOnce'` (D35) the ones on the ring of an area the seat has
 * completed in this Action 2 — an announced completion shows its whole ring crossed. Ascending
 * (the order they were crossed in stays secret).
 */
export const announcedCrossings = (ix: BorderIndex, s: BorderState, seat: Seat): readonly number[] => {
  const fresh = s.a2.fresh[seat] ?? []
  const sheet = s.boards[seat]
  if (fresh.length === 0 || sheet === undefined || s.options.announce === 'endOfAction') return []
  const stamp = action2Stamp(s.round)
  const out: number[] = []
  for (const b of fresh) {
    if ((ix.areasOf[b] ?? []).some((a) => sheet.completed[a] === stamp)) out.push(b)
  }
  return out.sort((x, y) => x - y)
}

/** Whether `seat` has crossings of the current Action 2 that `viewer` may not see yet (D33, D35). */
export const hasSecretCrossings = (ix: BorderIndex, s: BorderState, seat: Seat, viewer: Seat | 'spectator'): boolean =>
  s.phase === 'action2' && seat !== viewer && (s.a2.fresh[seat]?.length ?? 0) > announcedCrossings(ix, s, seat).length

/**
 * A seat's sheet and Action 2 bookkeeping as the other seats may know them: only the announced
 * crossings of this Action 2 (D35), the dice they used, and — with `announce: 'endOfAction'` —
 * none of this action's completions. Self-consistent: every completion shown has its whole ring
 * crossed, and the dice used are the colours of the crossings shown.
 */
const withoutSecrets = (ix: BorderIndex, s: BorderState, seat: Seat): { sheet: SeatSheet; used: readonly number[]; fresh: readonly number[] } => {
  const sheet = s.boards[seat] as SeatSheet
  const shown = announcedCrossings(ix, s, seat)
  const faceOf = ix.sheets[s.sheetOf[seat] as number]?.faceOf ?? []
  const chars = sheet.crossed.split('')
  for (const b of s.a2.fresh[seat] ?? []) if (!shown.includes(b)) chars[b] = '0'
  const used = ix.zeros.slice()
  for (const b of shown) {
    const f = faceOf[b] ?? -1
    if (f >= 0) used[f] = (used[f] ?? 0) + 1
  }
  const stamp = action2Stamp(s.round)
  const completed = s.options.announce === 'endOfAction' ? sheet.completed.map((c) => (c === stamp ? -1 : c)) : sheet.completed
  return { sheet: { crossed: chars.join(''), completed }, used, fresh: shown }
}

/**
 * The state as `viewer` may know it: during Action 2, every other passive seat's secret crossings
 * of this action are rolled back (boxes, dice used; completions too with `announce:
 * 'endOfAction'`). A spectator sees none of them.
 */
export const hidePendingAction2 = (s: BorderState, viewer: Seat | 'spectator'): BorderState => {
  if (s.phase !== 'action2') return s
  const ix = boardOf(s)
  const hidden = s.boards.map((_, seat) => hasSecretCrossings(ix, s, seat, viewer))
  if (!hidden.includes(true)) return s
  const shown = s.boards.map((_, seat) => (hidden[seat] === true ? withoutSecrets(ix, s, seat) : undefined))
  return {
    ...s,
    boards: s.boards.map((b, seat) => shown[seat]?.sheet ?? b),
    a2: {
      ...s.a2,
      used: s.a2.used.map((u, seat) => shown[seat]?.used ?? u),
      fresh: s.a2.fresh.map((f, seat) => shown[seat]?.fresh ?? f)
    }
  }
}

/** The view of a seat or the spectator. */
export const borderView = (s: BorderState, viewer: Seat | 'spectator'): BorderView => {
  const known = hidePendingAction2(s, viewer)
  const { rng: _rng, ...rest } = known
  void _rng
  return { ...rest, scores: borderScores(known), scoreBreakdown: borderBreakdown(known) }
}

/** A generator for states rebuilt from a view (legality never reads it). */
const VIEW_RNG: RngState = { c: 1, s0: 0, s1: 0, s2: 0 }

/**
 * A full state with everything the view shows (the hidden parts as the view shows them: rolled
 * back) and a placeholder generator: what a client or a bot can rebuild from its view alone.
 */
export const viewAsState = (v: BorderView): BorderState => {
  const { scores: _scores, scoreBreakdown: _breakdown, ...rest } = v
  void _scores
  void _breakdown
  return { ...rest, rng: VIEW_RNG }
}

/**
 * The same state with everything `seat` may not know resampled: the generator, and the other
 * passive seats' secret choices in the current Action 2 (rolled back: they may not have chosen yet).
 */
export const resampleHidden = (s: BorderState, seat: Seat, rand: () => number): BorderState => ({
  ...hidePendingAction2(s, seat),
  rng: { ...s.rng, s2: rand() }
})

/**
 * The move as `viewer` may know it (D33, D35): another seat's crossing in Action 2 is secret — which
 * box is never told, even when it completes an area (the completion itself is told, see
 * {@link borderRevealed}). Every other move is public.
 */
export const borderRedactMove = (
  before: BorderState,
  actor: Actor,
  move: BorderMove,
  viewer: Seat | 'spectator',
  say: Say<BorderText> = borderSayEnglish
): BorderMove | RedactedMove =>
  move.t === 'cross' && actor !== CHANCE && actor !== viewer && before.phase === 'action2' ? { redacted: true, kind: 'cross', text: say.text.crossesABox } : move

/**
 * What the step makes newly known to `viewer` beyond the move as redacted for it: another seat's
 * crossings of this Action 2 that its view now shows (an announced completion's ring, D35; all of
 * them when the Action 2 ends, D16) and that seat's completions now shown (at once, D35; with
 * `announce: 'endOfAction'` when the Action 2 ends). Ascending by seat, boxes ascending.
 */
export const borderRevealed = (
  before: BorderState,
  actor: Actor,
  move: BorderMove,
  after: BorderState,
  viewer: Seat | 'spectator',
  say: Say<BorderText> = borderSayEnglish
): readonly string[] => {
  const t = say.text
  if (before.phase !== 'action2' && after.phase !== 'action2') return NONE
  const ix = boardOf(after)
  const was = hidePendingAction2(before, viewer)
  const now = hidePendingAction2(after, viewer)
  const out: string[] = []
  now.boards.forEach((sheet, seat) => {
    // The viewer's own sheet, and the active player's completed segments (a public move), tell nothing new.
    if (seat === viewer || (move.t === 'complete' && seat === actor)) return
    const old = was.boards[seat]
    if (old === undefined || old === sheet) return
    const boxes: number[] = []
    for (let b = 0; b < sheet.crossed.length; b++) if (sheet.crossed.charCodeAt(b) === 49 && old.crossed.charCodeAt(b) !== 49) boxes.push(b)
    if (boxes.length > 0) out.push(t.revealed.crossed(seat, boxes))
    sheet.completed.forEach((stamp, a) => {
      if (stamp < 0 || (old.completed[a] ?? -1) >= 0) return
      const area = ix.components.areas[a]
      out.push(t.revealed.completed(seat, area === undefined ? String(a) : t.area(area.id, area.name)))
    })
  })
  return out
}

const NONE: readonly string[] = []

// Views passed back in (issue 26): the view codec and the consistency check that `decodeView`
// and `legalMovesFromView` run before reading a view.

/** io-ts codec of {@link BorderView}: the state's fields but the generator, and the scores as the viewer counts them. */
export const BorderViewCodec: t.Type<BorderView, unknown> = t.intersection(
  [
    t.type({ ...BorderTableFields, scores: t.readonlyArray(t.number), scoreBreakdown: t.readonlyArray(t.record(t.string, t.number)) }),
    t.partial({ components: BorderComponentsCodec })
  ],
  'BorderView'
) as unknown as t.Type<BorderView, unknown>

/**
 * The first problem of a decoded view, or `undefined`: the state it shows must be consistent
 * (`checkState`, D2–D45: 2–4 seats, 5 dice showing after rolling — a view with a die count
 * raised to 10⁹ is refused before any re-roll is listed —, a valid component set, each sheet, the
 * Action 2 bookkeeping), and its scores must be the ones that state counts.
 */
export const checkBorderView = (v: BorderView): string | undefined => {
  const shown = viewAsState(v)
  const problem = checkState(shown)
  if (problem !== undefined) return problem
  if (!sameScores(v, { scores: borderScores(shown), scoreBreakdown: borderBreakdown(shown) })) return 'its scores are not the ones its sheets count (D36–D40)'
  return undefined
}
