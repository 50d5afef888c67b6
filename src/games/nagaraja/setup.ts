/**
 * Setup (N19–N28): empty temples with their relics face-down (lazily shuffled), the stacks, the
 * deck, and the first-guide throws as the first chance steps.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { decodeWith, ViolationCode, type RngState, type RuleViolation } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import type { NagarajaComponents } from './components/types.js'
import { validateComponents } from './components/validate.js'
import { derive } from './components/derived.js'
import { guideThrows, settle } from './flow.js'
import { defaultOptions, NagarajaOptionsCodec, type NagarajaOptions } from './options.js'
import type { NagarajaState } from './state.js'

/** The config: `players` (exactly 2); optional component set (default: the bundled reconstruction) and rule options. */
export const NagarajaConfigCodec = t.intersection([t.type({ players: t.number }), t.partial({ components: t.unknown, options: t.unknown })])
/** The config. */
export type NagarajaConfig = t.TypeOf<typeof NagarajaConfigCodec>

/** Some of the rule options (a config's `options`, decoded exactly). */
const PartialOptionsCodec = t.partial(NagarajaOptionsCodec.props)

/** The initial state for a config. */
export const setupState = (config: NagarajaConfig, rng: RngState): E.Either<RuleViolation, NagarajaState> => {
  // N2: exactly 2 players — checked before setup by the core from `players` (defineGame).
  let components: NagarajaComponents = bundledComponents
  let stored: NagarajaComponents | null = null
  if (config.components !== undefined) {
    const c = validateComponents(config.components)
    if (E.isLeft(c)) return c
    components = c.right
    stored = c.right
  }
  // Unknown keys (a misspelt option) are refused by the core's exact decoding, with the key meant.
  // No options given: the defaults, without decoding `{}` (speed only: io-ts decoding per setup was
  // about 4 % of a random playout; decoding `{}` gives `{}`, so the options are the same).
  let options: NagarajaOptions
  if (config.options === undefined) options = { ...defaultOptions }
  else {
    const opts = decodeWith(PartialOptionsCodec, config.options, ViolationCode.BAD_CONFIG, 'the Nagaraja options')
    if (E.isLeft(opts)) return opts
    options = { ...defaultOptions, ...opts.right }
  }
  const d = derive(components)
  const places = d.hiding.length
  const temple = {
    cells: new Array<null>(d.cells).fill(null),
    trap: -1,
    relic: new Array<number>(places).fill(-1),
    known: new Array<number>(places).fill(0),
    up: new Array<boolean>(places).fill(false),
    ever: new Array<boolean>(places).fill(false),
    pool: components.relics.map((r) => r.count)
  }
  const player = { hand: [], laid: [], played: [], sticks: [], bonus: 0, amulets: [] }
  const state: NagarajaState = {
    rng,
    components: stored,
    options,
    guide: -1,
    round: 0,
    players: [player, player],
    temples: [temple, temple],
    deck: components.cards.map((_, i) => i),
    discard: [],
    roomStack: components.rooms.map((r) => r.count),
    room: null,
    roomsOut: 0,
    amuletStack: components.amulets.reduce((a, x) => a + x.count, 0),
    amuletPool: components.amulets.map((x) => x.count),
    usedAmulets: [],
    winner: -1,
    lastPlacer: -1,
    ninth: -1,
    guideRolls: [],
    lastSticks: [],
    phase: { p: 'guideRoll', rolls: [] },
    queue: [...guideThrows],
    end: null
  }
  return E.right(settle(state))
}

