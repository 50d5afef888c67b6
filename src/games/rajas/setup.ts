/**
 * Setup (R6–R22): board side and covers, supply, stacks, white pile, players; the random parts
 * (top tiles, starting dice, first-player tie) are queued as chance steps.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { violation, ViolationCode, type RngState, type RuleViolation } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { derive } from './components/derived.js'
import type { RajasComponents } from './components/types.js'
import { validateComponents } from './components/validate.js'
import { defaultOptions, defaultVariant, RajasOptionsCodec, VariantConfig, type RajasOptions, type Variant } from './options.js'
import { advance } from './flow.js'
import type { Player, RajasState, Task } from './state.js'

/**
 * The config: player count, optional component set (validated), rule options and variants
 * (`variant`, see {@link VariantConfig}; absent or all off = the base game).
 */
export const RajasConfigCodec = t.intersection([
  t.type({ players: t.union([t.literal(2), t.literal(3), t.literal(4)]) }),
  t.partial({ components: t.unknown, options: t.partial(RajasOptionsCodec.props), variant: VariantConfig })
])
/** The config. */
export type RajasConfig = t.TypeOf<typeof RajasConfigCodec>

const newPlayer = (c0: RajasComponents, board: 'base' | 'navaratna' = 'base'): Player => {
  const c = board === 'navaratna' && c0.navaratnaProvince !== undefined ? { ...c0, province: c0.navaratnaProvince } : c0
  const cells = c.province.cols * c.province.rows
  return {
    money: 0,
    fame: 0, // R18
    karma: 1, // R16
    levels: [2, 2, 2, 2], // R17
    lag: [0, 0, 0, 0],
    dice: [],
    workers: 3, // R14
    placed: 0,
    inactive: 7, // R13: fame 15, money 20, bridge
    gained: 0,
    boat: 0, // R15
    bonus: 0, // R19: bonus marker on money 12
    grid: Array.from({ length: cells }, () => -1),
    under: Array.from({ length: cells }, () => -1),
    incomes: c.province.incomes.map(() => false),
    crossed: 0,
    various: false,
    passed: false,
    mogul: false,
    kali: 'front', // R12
    board: 'base' // R12
  }
}

/** The variants of a config with defaults, or a refusal when they cannot be combined (R148, R149). */
const decodeVariant = (config: RajasConfig, c: RajasComponents): E.Either<RuleViolation, Variant | undefined> => {
  const v = config.variant
  const unknown = Object.keys(v ?? {}).filter((k) => !Object.prototype.hasOwnProperty.call(VariantConfig.props, k))
  if (unknown.length > 0) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `unknown variant field(s) ${unknown.join(', ')}; known: ${Object.keys(VariantConfig.props).join(', ')}`))
  }
  if (v === undefined || (v.navaratna !== true && v.ganga !== true && (v.experience ?? []).length === 0)) return E.right(undefined)
  const variant: Variant = { ...defaultVariant, ...v }
  const exp = variant.experience
  if (exp.length > 0 && exp.length !== config.players) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `variant.experience needs one entry per seat (${config.players}), got ${exp.length}`, 'R148'))
  }
  if (exp.length > 0 && variant.navaratna) {
    return E.left(violation(ViolationCode.BAD_CONFIG, 'mixed experience plays by the base rules (R149); it cannot be combined with navaratna', 'R149'))
  }
  if ((variant.navaratna || exp.includes('experienced')) && c.navaratnaProvince === undefined) {
    return E.left(violation(ViolationCode.BAD_COMPONENTS, 'the component set has no navaratnaProvince (R135, R148)', 'R135'))
  }
  if (variant.navaratna && c.incomeTiles.filter((x) => x.colour === 'brown').length < config.players) {
    return E.left(violation(ViolationCode.BAD_COMPONENTS, 'Navaratna needs a brown income tile per player (R136)', 'R136'))
  }
  if (variant.ganga && (c.riverTiles ?? []).length === 0) {
    return E.left(violation(ViolationCode.BAD_COMPONENTS, 'the component set has no river tiles (R145)', 'R145'))
  }
  return E.right(variant)
}

/** A seat's province side and Kali side under the variants (R12; R134, R135; R148). */
const sidesOf = (variant: Variant | undefined, seat: number): { board: 'base' | 'navaratna'; kali: 'front' | 'back' } =>
  variant !== undefined && (variant.navaratna || variant.experience[seat] === 'experienced')
    ? { board: 'navaratna', kali: 'back' }
    : { board: 'base', kali: 'front' }

/** Builds the initial state (before the chance steps of setup). */
export const setupGame = (config: RajasConfig, rng: RngState): E.Either<RuleViolation, RajasState> => {
  // Unknown keys (a misspelt option) are refused by the core's exact decoding, with the key meant.
  let components: RajasComponents | undefined
  if (config.components !== undefined) {
    const v = validateComponents(config.components)
    if (E.isLeft(v)) return v
    components = v.right
  }
  const c = components ?? bundledComponents
  const d = derive(c)
  const options: RajasOptions = { ...defaultOptions, ...(config.options ?? {}) }
  const decoded = decodeVariant(config, c)
  if (E.isLeft(decoded)) return decoded
  const variant = decoded.right
  const nav = variant?.navaratna === true
  const n = config.players
  const side = n === 2 ? 'two' : 'threeFour' // R6
  const board = c.boards[side]
  const tasks: Task[] = [
    ...(variant?.ganga === true ? [{ k: 'groll' as const, s: -1, n: 0 }] : []), // R145, R146
    ...(nav ? Array.from({ length: n }, (_, seat): Task => ({ k: 'brown', s: seat })) : []), // R136
    ...d.stacks.flatMap((ids, i): Task[] => (ids.length > 0 ? [{ k: 'tile', s: -1, i }] : [])), // R10
    ...Array.from({ length: n }, (_, seat) => c.diceColours.map((_, col): Task => ({ k: 'roll', s: seat, c: col }))).flat(), // R20
    { k: 'start', s: -1 } // R21, R22
  ]
  const state: RajasState = {
    rng,
    players: n,
    options,
    side,
    phase: 'setup',
    supply: c.diceColours.map(() => c.dicePerColour), // R9
    stacks: d.stacks.map((x) => [...x].sort((a, b) => a - b)),
    tops: d.stacks.map(() => -1),
    white: nav ? [] : c.incomeTiles.flatMap((x, i) => (x.colour === 'white' ? [i] : [])), // R11 (R137: not in Navaratna)
    discard: [],
    spaces: board.spaces.map((_, j) => (n === 3 && board.covers3.includes(j) ? -2 : -1)), // R7
    first: 0,
    turn: 0,
    round: 1,
    crossings: 0,
    ended: false,
    tasks,
    p: Array.from({ length: n }, (_, seat) => {
      const sides = sidesOf(variant, seat)
      const p = { ...newPlayer(c, sides.board), ...sides }
      return nav ? { ...p, slots: p.incomes.map(() => -1), extra: 0 } : p
    })
  }
  const withVariant: RajasState =
    variant === undefined
      ? state
      : {
          ...state,
          variant,
          ...(nav ? { display: c.incomeTiles.flatMap((_, i) => i) } : {}), // R137: every income tile face up
          ...(variant.ganga
            ? { rpile: (c.riverTiles ?? []).map((_, i) => i), rtiles: board.river.spaces.map(() => -1) } // R145
            : {})
        }
  return E.right(advance(components === undefined ? withVariant : { ...withVariant, components }))
}

