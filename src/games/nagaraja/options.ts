/**
 * Rule options: every ambiguity of the spec (NQ…) that admits more than one reading, with the
 * spec's best reading as the default.
 * @module
 */
import * as t from 'io-ts'

/** The rule options of Nagaraja. */
export const NagarajaOptionsCodec = t.type({
  /** NQ6: `simultaneous` (default) — lose when all cursed relics are face-up at once; `cumulative` — when each has ever been revealed. */
  curse: t.keyof({ simultaneous: null, cumulative: null }),
  /** NQ7: cap the sticks thrown at the supply count of each colour (guide served first); default false (throw exactly what the cards show). */
  capSticks: t.boolean,
  /** NQ10: when no room can be revealed, the game ends on scores; a tie is a `draw` (default) or won by the `last-placer`. */
  emptyStackTie: t.keyof({ draw: null, 'last-placer': null }),
  /** NQ11: put an amulet on every revealed room with a special location (default true) or only on the first room. */
  amuletsOnLaterRooms: t.boolean,
  /** NQ16: the opponent sees how many cards the guide laid face-down (default true). */
  showLaidCount: t.boolean,
  /** NQ14: a card may be ACTIVATED even when its ability can do nothing (default true). */
  allowNoEffect: t.boolean
})
/** The rule options of Nagaraja. */
export type NagarajaOptions = t.TypeOf<typeof NagarajaOptionsCodec>

/** The default rule options (the spec's readings). */
export const defaultOptions: NagarajaOptions = {
  curse: 'simultaneous',
  capSticks: false,
  emptyStackTie: 'draw',
  amuletsOnLaterRooms: true,
  showLaidCount: true,
  allowNoEffect: true
}

