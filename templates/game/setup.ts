/**
 * The config of a game of Pig and its first state (P1).
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { type RngState, type RuleViolation } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import { PigComponentsCodec, type PigComponents } from './components/types.js'
import { validateComponents } from './components/validate.js'
import { defaultOptions, PartialPigOptionsCodec, type PigOptions } from './options.js'
import type { PigState } from './state.js'

/** The config: players, and optionally rule options and a component set. */
export interface PigConfig {
  /** 2 to 4 players (P1). */
  readonly players: number
  /** Rule options; each one left out takes its default. */
  readonly options?: Partial<PigOptions>
  /** A component set; the bundled one when left out. */
  readonly components?: PigComponents
}

/** io-ts codec of {@link PigConfig}. */
export const PigConfigCodec: t.Type<PigConfig, unknown> = t.intersection([
  t.type({ players: t.number }),
  t.partial({ options: PartialPigOptionsCodec, components: PigComponentsCodec })
])

/** The player counts (P1). */
export const PIG_PLAYERS = { min: 2, max: 4 } as const

/** The first state: nothing banked, seat 0 to decide (P1). The wrapper checked the player count. */
export const setupPig = (config: PigConfig, rng: RngState): E.Either<RuleViolation, PigState> => {
  const components = config.components === undefined ? undefined : validateComponents(config.components)
  if (components !== undefined && E.isLeft(components)) return components
  const options: PigOptions = { target: config.options?.target ?? defaultOptions.target }
  return E.right({
    rng,
    ...(components === undefined || components.right === bundledComponents ? {} : { components: components.right }),
    options,
    banked: Array.from({ length: config.players }, () => 0),
    turn: 0,
    round: 1,
    turnTotal: 0,
    phase: 'decide'
  })
}
