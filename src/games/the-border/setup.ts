/**
 * Setup (D12–D14, DQ11, DQ12): the config and the initial state.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { violation, ViolationCode, type RngState, type RuleViolation } from '../../core/index.js'
import { BUNDLED_COMPONENTS } from './components/bundled.js'
import { indexOf } from './components/derived.js'
import { BorderComponentsCodec, type BorderComponents } from './components/types.js'
import { componentProblems, problemsMessage } from './components/validate.js'
import { startRound } from './flow.js'
import { PartialBorderOptionsCodec, resolveOptions, type BorderOptions } from './options.js'
import type { BorderState } from './state.js'

/** How a game is set up. */
export interface BorderConfig {
  /** 2–4 players (D2, DQ11). */
  readonly players: number
  /** Rule options; missing ones take the defaults (`defaultOptions`). */
  readonly options?: Partial<BorderOptions>
  /** A component set (e.g. transcribed from the printed sheets); default: the bundled reconstruction. */
  readonly components?: BorderComponents
  /** The sheet index of each seat (DQ12); default seat i plays sheet i. */
  readonly sheets?: readonly number[]
  /** The first active player; default: chosen at random by a chance step (D13). */
  readonly firstPlayer?: number
}

const Int = t.refinement(t.number, (n) => Number.isInteger(n), 'Integer')

/** io-ts codec of {@link BorderConfig}. */
export const BorderConfigCodec: t.Type<BorderConfig, unknown> = t.intersection(
  [
    t.type({ players: Int }),
    t.partial({ options: PartialBorderOptionsCodec, components: BorderComponentsCodec, sheets: t.readonlyArray(Int), firstPlayer: Int })
  ],
  'BorderConfig'
)

/** Supported player counts (D2, DQ11). */
export const BORDER_PLAYERS = { min: 2, max: 4 } as const

/** The initial state: each seat's sheet with only the white boxes crossed (D14). */
export const setupBorder = (config: BorderConfig, rng: RngState): E.Either<RuleViolation, BorderState> => {
  const { players } = config
  if (players < BORDER_PLAYERS.min || players > BORDER_PLAYERS.max) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `The Border is played by 2 to 4 players (D2, DQ11), got ${players}`, 'D2'))
  }
  const components = config.components ?? BUNDLED_COMPONENTS
  if (config.components !== undefined) {
    const problems = componentProblems(config.components)
    if (problems.length > 0) {
      return E.left(violation(ViolationCode.BAD_COMPONENTS, problemsMessage(problems), 'D5'))
    }
  }
  if (players > components.sheets.length) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `${players} players need ${players} sheets; the component set has ${components.sheets.length} (D2)`, 'D2'))
  }
  const sheetOf = config.sheets ?? Array.from({ length: players }, (_, i) => i)
  if (sheetOf.length !== players || new Set(sheetOf).size !== players || sheetOf.some((k) => k < 0 || k >= components.sheets.length)) {
    return E.left(
      violation(ViolationCode.BAD_CONFIG, `sheets must give each of the ${players} seats a different sheet 0–${components.sheets.length - 1} (D12), got [${sheetOf.join(', ')}]`, 'D12')
    )
  }
  if (config.firstPlayer !== undefined && (config.firstPlayer < 0 || config.firstPlayer >= players)) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `firstPlayer must be a seat 0–${players - 1}, got ${config.firstPlayer}`, 'D13'))
  }
  const ix = indexOf(components)
  const zeros = ix.faces.map(() => 0)
  const seats = Array.from({ length: players }, () => 0)
  const base: BorderState = {
    rng,
    players,
    options: resolveOptions(config.options),
    sheetOf,
    ...(config.components === undefined ? {} : { components: config.components }),
    phase: 'first',
    round: 0,
    active: 0,
    rolls: 0,
    toRoll: 0,
    dice: zeros,
    spent: zeros,
    a2: ix.emptyAction2(players),
    boards: seats.map(() => ({ crossed: ix.initialCrossed, completed: components.areas.map(() => -1) }))
  }
  return E.right(config.firstPlayer === undefined ? base : startRound(ix, base, config.firstPlayer, 0))
}
