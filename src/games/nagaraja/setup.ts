/**
 * Setup (N19–N28): empty temples with their relics face-down (lazily shuffled), the stacks, the
 * deck, and the first-guide throws as the first chance steps.
 * @module
 */
import * as E from 'fp-ts/Either'
import * as t from 'io-ts'
import { decodeWith, violation, ViolationCode, type RngState, type RuleViolation } from '../../core/index.js'
import { bundledComponents } from './components/bundled.js'
import type { Components } from './components/types.js'
import { validateComponents } from './components/validate.js'
import { derive } from './components/derived.js'
import { guideThrows, settle } from './flow.js'
import { defaultOptions, Options } from './options.js'
import type { NagarajaState } from './state.js'

/** The config: `players` (exactly 2); optional component set (default: the bundled reconstruction) and rule options. */
export const NagarajaConfig = t.intersection([t.type({ players: t.number }), t.partial({ components: t.unknown, options: t.unknown })])
/** The config. */
export type NagarajaConfig = t.TypeOf<typeof NagarajaConfig>

/** Edit distance of two short keys (for "did you mean"). */
const distance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    let diag = row[0] as number
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const up = row[j] as number
      row[j] = Math.min(up + 1, (row[j - 1] as number) + 1, diag + (a[i - 1] === b[j - 1] ? 0 : 1))
      diag = up
    }
  }
  return row[b.length] as number
}

/** The first key of `x` that is not one of `known`, in words (with the key probably meant), or undefined. */
const unknownKey = (x: unknown, known: readonly string[], where: string): string | undefined => {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return undefined
  const key = Object.keys(x).find((k) => !known.includes(k))
  if (key === undefined) return undefined
  const shown = key.length > 40 ? `${key.slice(0, 37)}...` : key
  const near = known.map((k) => [k, distance(key.slice(0, 60), k)] as const).sort((a, b) => a[1] - b[1])[0]
  const hint = near !== undefined && near[1] <= Math.max(2, Math.floor(near[0].length / 3)) ? `; did you mean "${near[0]}"?` : ''
  return `the Nagaraja ${where} has no key "${shown}" (known: ${known.join(', ')})${hint}`
}

/** The initial state for a config. */
export const setupState = (config: NagarajaConfig, rng: RngState): E.Either<RuleViolation, NagarajaState> => {
  if (config.players !== 2) {
    return E.left(violation(ViolationCode.BAD_CONFIG, `Nagaraja is for exactly 2 players, got ${String(config.players)}`, 'N2'))
  }
  let components: Components = bundledComponents
  let stored: Components | null = null
  if (config.components !== undefined) {
    const c = validateComponents(config.components)
    if (E.isLeft(c)) return c
    components = c.right
    stored = c.right
  }
  const unknown = unknownKey(config, ['players', 'components', 'options'], 'config') ?? unknownKey(config.options ?? {}, Object.keys(Options.props), 'options')
  if (unknown !== undefined) return E.left(violation(ViolationCode.BAD_CONFIG, unknown))
  const opts = decodeWith(t.partial(Options.props), config.options ?? {}, ViolationCode.BAD_CONFIG, 'the Nagaraja options')
  if (E.isLeft(opts)) return opts
  const options: Options = { ...defaultOptions, ...opts.right }
  const d = derive(components)
  const places = d.hiding.length
  const temple = {
    cells: Array.from({ length: d.cells }, () => null),
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
    phase: { p: 'guideRoll', rolls: [] },
    queue: [...guideThrows],
    end: null
  }
  return E.right(settle(state))
}

/** The config codec (the uniform name; same value as {@link NagarajaConfig}). */
export const NagarajaConfigCodec = NagarajaConfig
