/**
 * Views: everything in The Border is public except the generator state and, while Action 2 is
 * under way, the other passive players' crossings of this Action 2 — their choices are
 * simultaneous (D27, D33; DESIGN.md: no view shows a pending secret) — except what a completion
 * announces at once (D35, option `announce`).
 * @module
 */
import type { Seat } from '../../core/index.js'
import { boardOf, type BorderIndex } from './components/derived.js'
import { action2Stamp } from './rules/action2.js'
import type { BorderState, SeatSheet } from './state.js'

/** What a viewer sees: the state without the generator, others' pending Action 2 rolled back. */
export type BorderView = Omit<BorderState, 'rng'>

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
  const { rng: _rng, ...rest } = hidePendingAction2(s, viewer)
  void _rng
  return rest
}

/**
 * The same state with everything `seat` may not know resampled: the generator, and the other
 * passive seats' secret choices in the current Action 2 (rolled back: they may not have chosen yet).
 */
export const resampleHidden = (s: BorderState, seat: Seat, rand: () => number): BorderState => ({
  ...hidePendingAction2(s, seat),
  rng: { ...s.rng, s2: rand() }
})
