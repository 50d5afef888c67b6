/**
 * Rule options: every ambiguity of the spec (§22) with an alternative reading, defaulting to the
 * spec's best reading; and the variants (`config.variant`, R133–R149, readings A16/A17).
 * @module
 */
import * as t from 'io-ts'

/** The rule options (see {@link defaultOptions} for the defaults and the A-numbers). */
export const RajasOptionsCodec = t.type({
  /** A1: first-player tie at setup — a seeded random pick among the tied, or the lowest seat. */
  firstPlayerTie: t.keyof({ random: null, lowestSeat: null }),
  /** A2: placement is mandatory (default false); true lets a player pass for the rest of the round. */
  allowPass: t.boolean,
  /** A3: actions that would yield nothing are allowed (default) or forbidden. */
  emptyActions: t.keyof({ allowed: null, forbidden: null }),
  /** A4: karma flips only while paying that die (default), or any die at any decision of one's turn. */
  karmaTiming: t.keyof({ whenPaying: null, anyTimeInTurn: null }),
  /** A6: the player orders independent simultaneous effects (default), or a fixed order. */
  effectOrder: t.keyof({ playerChooses: null, fixed: null }),
  /** A8: the fame-5 upgrade counts from the next turn (default), or at once. */
  fame5Upgrade: t.keyof({ nextTurn: null, immediate: null }),
  /** A9(1): the architect's new tile is scored (default true). */
  architectScoresTile: t.boolean,
  /** A9(3): the architect gains special incomes never connected before (default), or never. */
  architectIncome: t.keyof({ newOnly: null, never: null }),
  /** A10: Portuguese needs 6 unoccupied spaces (default), or additionally more than 6 spaces left. */
  portuguese: t.keyof({ exactSix: null, moreThanSixLeft: null }),
  /** A12: after the trigger, finish the current stage (default) or the current round. */
  finalPhase: t.keyof({ stage: null, round: null }),
  /** A14: a declined money bonus is forfeited (default) or stays until taken. */
  declinedMoneyBonus: t.keyof({ forfeit: null, keep: null })
})
/** The rule options. */
export type RajasOptions = t.TypeOf<typeof RajasOptionsCodec>

/** The defaults: the spec's best readings. */
export const defaultOptions: RajasOptions = {
  firstPlayerTie: 'random',
  allowPass: false,
  emptyActions: 'allowed',
  karmaTiming: 'whenPaying',
  effectOrder: 'playerChooses',
  fame5Upgrade: 'nextTurn',
  architectScoresTile: true,
  architectIncome: 'newOnly',
  portuguese: 'exactSix',
  finalPhase: 'stage',
  declinedMoneyBonus: 'forfeit'
}

/** A seat's experience in the mixed-experience variant (R148). */
export const Experience = t.keyof({ experienced: null, beginner: null })
/** A seat's experience. */
export type Experience = t.TypeOf<typeof Experience>

/**
 * The variants as given in `config.variant` (all optional, all off by default):
 * - `navaratna` (R133–R144): 6 workers, Kali back, Navaratna province side, income tiles;
 * - `ganga` (R145–R147): the 8 river tiles, with base or Navaratna play;
 * - `experience` (R148–R149): one entry per seat, mixed experience under the base rules
 *   (not with `navaratna`);
 * - `connectedTile` (A17): an income tile put on an already connected space gives `nothing`
 *   (default) or its income `atOnce`;
 * - `brownCount` (A16): the brown tile "2 money per connected income tile" counts connected income
 *   `tiles` (default, GR+PL) or every connected special-income space, printed or tiled (`symbols`, RU).
 */
export const VariantConfig = t.partial({
  navaratna: t.boolean,
  ganga: t.boolean,
  experience: t.array(Experience),
  connectedTile: t.keyof({ nothing: null, atOnce: null }),
  brownCount: t.keyof({ tiles: null, symbols: null })
})
/** The variants as given in the config. */
export type VariantConfig = t.TypeOf<typeof VariantConfig>

/** The variants in play, with defaults filled in (stored in the state only when a variant is on). */
export const Variant = t.type({
  navaratna: t.boolean,
  ganga: t.boolean,
  experience: t.array(Experience),
  connectedTile: t.keyof({ nothing: null, atOnce: null }),
  brownCount: t.keyof({ tiles: null, symbols: null })
})
/** The variants in play. */
export type Variant = t.TypeOf<typeof Variant>

/** The variant defaults (everything off; A16 and A17 at their best readings). */
export const defaultVariant: Variant = { navaratna: false, ganga: false, experience: [], connectedTile: 'nothing', brownCount: 'tiles' }

