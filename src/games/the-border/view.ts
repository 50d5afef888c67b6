/**
 * Views: everything in The Border is public except the generator state and, while Action 2 is
 * under way, the other passive players' crossings of this Action 2 — their choices are
 * simultaneous (D27, D33; DESIGN.md: no view shows a pending secret), so a seat sees them only
 * when every passive player has finished and the round moves on.
 * @module
 */
import type { Seat } from '../../core/index.js'
import { action2Stamp } from './rules/action2.js'
import type { BorderState, SeatSheet } from './state.js'

/** What a viewer sees: the state without the generator, others' pending Action 2 rolled back. */
export type BorderView = Omit<BorderState, 'rng'>

/** A sheet without the boxes crossed and the areas completed in the current Action 2. */
const withoutPending = (s: BorderState, seat: Seat): SeatSheet => {
  const sheet = s.boards[seat] as SeatSheet
  const fresh = s.a2.fresh[seat] ?? []
  if (fresh.length === 0) return sheet
  const chars = sheet.crossed.split('')
  for (const b of fresh) chars[b] = '0'
  const stamp = action2Stamp(s.round)
  return { crossed: chars.join(''), completed: sheet.completed.map((c) => (c === stamp ? -1 : c)) }
}

/**
 * The state as `viewer` may know it: during Action 2, every other passive seat's crossings of this
 * action are rolled back (boxes, completions, dice used). A spectator sees none of them.
 */
export const hidePendingAction2 = (s: BorderState, viewer: Seat | 'spectator'): BorderState => {
  if (s.phase !== 'action2') return s
  const hidden = (seat: Seat): boolean => seat !== viewer && seat !== s.active && (s.a2.fresh[seat]?.length ?? 0) > 0
  if (!s.boards.some((_, seat) => hidden(seat))) return s
  return {
    ...s,
    boards: s.boards.map((b, seat) => (hidden(seat) ? withoutPending(s, seat) : b)),
    a2: {
      ...s.a2,
      used: s.a2.used.map((u, seat) => (hidden(seat) ? u.map(() => 0) : u)),
      fresh: s.a2.fresh.map((f, seat) => (hidden(seat) ? [] : f))
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
 * passive seats' choices in the current Action 2 (rolled back: they may not have chosen yet).
 */
export const resampleHidden = (s: BorderState, seat: Seat, rand: () => number): BorderState => ({
  ...hidePendingAction2(s, seat),
  rng: { ...s.rng, s2: rand() }
})
