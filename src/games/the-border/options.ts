/**
 * Rule options: every ambiguity of the spec (DQ#) the engine lets a table decide, with the
 * spec's best reading as the default.
 * @module
 */
import * as t from 'io-ts'

/**
 * Every option, once: its codec, with its reading documented. The type, the complete and partial
 * codecs and the defaulting are all derived from this object and {@link defaultOptions}.
 */
const optionCodecs = {
  /**
   * DQ3: in Action 2, a box crossed earlier in the same Action 2 counts as "already crossed" for
   * the adjacency requirement (D31). Default `true`.
   */
  passiveChaining: t.boolean,
  /**
   * DQ7 / components note A3: the unit of "first" for the higher value (D36–D38). `'action'`
   * (default): the active player's Action 1 comes before that round's Action 2. `'round'`: every
   * completion within one round counts as simultaneous.
   */
  firstCompletion: t.keyof({ action: null, round: null }),
  /**
   * DQ10: the tie-break (D45). `'printedValue'` (default): the highest printed (higher) value among
   * the areas each tied player completed. `'scoredValue'`: the most points scored for one area.
   */
  tieBreak: t.keyof({ printedValue: null, scoredValue: null }),
  /**
   * DQ10 (suggested, not from the rulebook): if the best areas are equal, compare the next-best
   * areas in order before declaring a shared win. Default `true`; `false` shares the win at once.
   */
  tieBreakCascade: t.boolean,
  /**
   * D35: when a completion made in Action 2 becomes public. `'atOnce'` (default, the rulebook:
   * «Μόλις ολοκληρώσετε μια περιοχή … ανακοινώστε το στους άλλους παίκτες δυνατά και καθαρά»):
   * every view shows it from the step it happens, with the boxes of its ring. `'endOfAction'`: for
   * apps that run Action 2 as a strictly simultaneous phase, it stays hidden from the other seats
   * and spectators, like the rest of that seat's crossings, until the Action 2 ends.
   */
  announce: t.keyof({ atOnce: null, endOfAction: null })
}

/** io-ts codec of complete {@link BorderOptions}. */
export const BorderOptionsCodec = t.readonly(t.type(optionCodecs), 'BorderOptions')

/** The rule options of The Border (each field's reading is documented on its codec above). */
export type BorderOptions = t.TypeOf<typeof BorderOptionsCodec>

/** The defaults: the spec's readings (and the rulebook's, D35). */
export const defaultOptions: BorderOptions = {
  passiveChaining: true,
  firstCompletion: 'action',
  tieBreak: 'printedValue',
  tieBreakCascade: true,
  announce: 'atOnce'
}

/** io-ts codec of options as a user passes them (every field optional). */
export const PartialBorderOptionsCodec = t.partial(optionCodecs, 'PartialBorderOptions')

/** The option names, in the order of {@link defaultOptions} (the order of a state's `options`). */
const optionNames = Object.keys(defaultOptions) as readonly (keyof BorderOptions)[]

/** Options with defaults filled in (an explicit `undefined` takes the default). */
export const resolveOptions = (o: Partial<BorderOptions> | undefined): BorderOptions =>
  o === undefined ? DEFAULTS_RESOLVED : resolved(o)

const resolved = (o: Partial<BorderOptions> | undefined): BorderOptions =>
  Object.fromEntries(optionNames.map((k) => [k, o?.[k] ?? defaultOptions[k]])) as unknown as BorderOptions

/**
 * The options of a config that names none, resolved once and shared by every such state (speed
 * only: states are immutable, and building them took a tenth of `setup`). A copy of
 * {@link defaultOptions}, which is exported: a caller's change to it cannot reach a state.
 */
const DEFAULTS_RESOLVED: BorderOptions = resolved(undefined)
