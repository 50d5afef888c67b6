/**
 * Benchmark measurements for one game and player count (run by hand, never in tests).
 */
import * as E from 'fp-ts/Either'
import { CHANCE, pickIndex, sampleChance, sampler, type Actor, type AnyGame, type WithRng } from '../src/core/index.js'

/** The speed of random playouts of one game and player count (ours, a peer's or the ceiling's). */
export interface Speed {
  readonly game: string
  readonly players: number
  /** Random-playout steps per second: median, min, max over the repetitions. */
  readonly stepsPerSecond: Range
  /** The same per second of this process's CPU time (user + system): robust to other load on the machine. */
  readonly stepsPerCpuSecond: Range
  /** Complete games per second (wall clock). */
  readonly gamesPerSecond: Range
  /** Mean steps per game over the timed games. */
  readonly stepsPerGame: number
}

/** The figures of one game and player count (one row of the table). */
export interface Figures extends Speed {
  /** How long the warm-up ran before the timed repetitions (s). */
  readonly warmSeconds: number
  /** Median cost of one call, microseconds (median over repeated batches of sampled states). */
  readonly legalMovesMicros: number
  readonly applyMicros: number
  /** JSON size in bytes of the state halfway through a game. */
  readonly midGameStateBytes: number
}

/** Median, min and max over the repetitions. */
export interface Range {
  readonly median: number
  readonly min: number
  readonly max: number
}

/** The median of a non-empty list. */
export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
}
const range = (xs: readonly number[]): Range => ({ median: median(xs), min: Math.min(...xs), max: Math.max(...xs) })

/** One random playout, the step as the issue defines it: actors + legalMoves/chanceOutcomes + seeded choice + apply. */
export const playout = (game: AnyGame, config: unknown, seed: string, record?: (s: WithRng, actor: Actor) => void): number => {
  const s0 = game.setup(config, seed)
  if (E.isLeft(s0)) throw new Error(s0.left.message)
  let state = s0.right
  const rand = sampler(`${seed}/bench`)
  let steps = 0
  for (;;) {
    const actors = game.actors(state)
    if (actors.length === 0) return steps
    let actor: Actor
    let move: unknown
    if (actors[0] === CHANCE) {
      actor = CHANCE
      move = sampleChance(game, state)
    } else {
      actor = actors.length === 1 ? (actors[0] as Actor) : (actors[pickIndex(rand.next(), actors.length)] as Actor)
      const legal = game.legalMoves(state, actor)
      move = legal[pickIndex(rand.next(), legal.length)]
    }
    record?.(state, actor)
    const next = game.apply(state, actor, move)
    if (E.isLeft(next)) throw new Error(`refused listed move: ${next.left.message}`)
    state = next.right
    steps++
  }
}

/** Throughput of repeated playouts: steps and games per wall-clock and per CPU second. */
export interface Throughput {
  readonly stepsPerSecond: Range
  readonly stepsPerCpuSecond: Range
  readonly gamesPerSecond: Range
  readonly stepsPerGame: number
  /** How long the warm-up ran (s). */
  readonly warmSeconds: number
}

/** Warm-up: at least this long, then until the throughput stops rising, at most `WARM_MAX_MS`. */
const WARM_MIN_MS = 6000
const WARM_MAX_MS = 20000
const WARM_WINDOW_MS = 500

/**
 * Warms the JIT up on `play` (excluded from the figures): at least 6 s, then until three
 * 0.5 s windows in a row fail to beat the best throughput so far by 3 %, at most 20 s. A fixed
 * 1 s warm-up is not enough here: on a loaded 2-core machine V8's optimising compiler thread gets
 * little CPU, and a game with many rarely-taken rule paths (Nagaraja's abilities) was measured
 * at a third of its steady speed. Returns the warm-up time in seconds.
 */
export const warmUp = (play: (seed: string) => number): number => {
  const start = performance.now()
  let best = 0
  let stale = 0
  for (let w = 0; ; w++) {
    const cpu0 = process.cpuUsage()
    const end = performance.now() + WARM_WINDOW_MS
    let steps = 0
    for (let i = 0; performance.now() < end; i++) steps += play(`warm-${w}-${i}`)
    const cpu = process.cpuUsage(cpu0)
    const rate = steps / Math.max(1e-6, (cpu.user + cpu.system) / 1e6)
    if (rate > best * 1.03) {
      best = rate
      stale = 0
    } else stale++
    const elapsed = performance.now() - start
    if ((elapsed >= WARM_MIN_MS && stale >= 3) || elapsed >= WARM_MAX_MS) return elapsed / 1000
  }
}

/**
 * Times `play(seed)` (one whole game, returning its step count): a warm-up ({@link warmUp},
 * excluded), then `repetitions` timed runs sharing `seconds`, each a whole number of games.
 */
export const timePlayouts = (play: (seed: string) => number, opts: { seconds: number; repetitions: number }): Throughput => {
  const warmSeconds = warmUp(play)
  const sps: number[] = []
  const spc: number[] = []
  const gps: number[] = []
  let totalSteps = 0
  let totalGames = 0
  for (let r = 0; r < opts.repetitions; r++) {
    let steps = 0
    let gamesDone = 0
    const cpu0 = process.cpuUsage()
    const start = performance.now()
    const end = start + (opts.seconds * 1000) / opts.repetitions
    while (performance.now() < end) {
      steps += play(`bench-${r}-${gamesDone}`)
      gamesDone++
    }
    const secs = (performance.now() - start) / 1000
    const cpu = process.cpuUsage(cpu0)
    sps.push(steps / secs)
    spc.push(steps / ((cpu.user + cpu.system) / 1e6))
    gps.push(gamesDone / secs)
    totalSteps += steps
    totalGames += gamesDone
  }
  return { stepsPerSecond: range(sps), stepsPerCpuSecond: range(spc), gamesPerSecond: range(gps), stepsPerGame: totalSteps / Math.max(1, totalGames), warmSeconds }
}

/** Every figure of one game and player count (playouts of `{ players }` configs). */
export const measure = (game: AnyGame, players: number, opts: { seconds: number; repetitions: number }): Figures => {
  const config = { players }
  const t = timePlayouts((seed) => playout(game, config, seed), opts)
  // Per-call costs on sampled seat-decision states.
  const samples: { state: WithRng; actor: Actor; move: unknown }[] = []
  let mid: WithRng | undefined
  for (let g = 0; g < 5; g++) {
    const states: { state: WithRng; actor: Actor }[] = []
    playout(game, config, `sample-${g}`, (s, a) => states.push({ state: s, actor: a }))
    if (g === 0) mid = states[Math.floor(states.length / 2)]?.state
    for (let i = 0; i < states.length; i += Math.max(1, Math.floor(states.length / 200))) {
      const { state, actor } = states[i] as { state: WithRng; actor: Actor }
      if (actor === CHANCE) continue
      const legal = game.legalMoves(state, actor)
      samples.push({ state, actor, move: legal[0] })
    }
  }
  const batch = (f: () => void): number => {
    const times: number[] = []
    for (let k = 0; k < 15; k++) {
      const t0 = performance.now()
      f()
      times.push(performance.now() - t0)
    }
    return (median(times) * 1000) / samples.length
  }
  const legalMicros = batch(() => {
    for (const s of samples) game.legalMoves(s.state, s.actor)
  })
  const applyMicros = batch(() => {
    for (const s of samples) game.apply(s.state, s.actor, s.move)
  })
  return {
    game: game.id,
    players,
    ...t,
    legalMovesMicros: legalMicros,
    applyMicros,
    midGameStateBytes: JSON.stringify(mid ?? {}).length
  }
}

/** The chance path of one game and player count (see {@link chancePath}). */
export interface ChancePath {
  /** Mean number of outcomes a chance state lists. */
  readonly outcomesPerState: number
  /** ns of one sampled chance step: `chanceOutcomes` + a seeded pick + `apply`. */
  readonly sampledNs: number
  /** ns per outcome of `chanceOutcomes` + `apply` of every outcome. */
  readonly perOutcomeNs: number
  /** `perOutcomeNs / sampledNs`: what listing and expanding every outcome costs per outcome, against sampling one. */
  readonly ratio: number
}

/**
 * The chance-enumeration path (issue 31) on the chance states of five seeded games: expanding a
 * chance node as an expectimax or a UI does (`chanceOutcomes`, then `apply` of every outcome), per
 * outcome, against the sampled step of a playout (`chanceOutcomes`, a seeded pick, `apply`).
 */
export const chancePath = (game: AnyGame, players: number): ChancePath => {
  const states: WithRng[] = []
  for (let g = 0; g < 5; g++) playout(game, { players }, `chance-${g}`, (s, a) => (a === CHANCE ? states.push(s) : undefined))
  let outcomes = 0
  for (const s of states) outcomes += game.chanceOutcomes(s).length
  const time = (f: () => void): number => {
    const times: number[] = []
    for (let k = 0; k < 40; k++) {
      const t0 = performance.now()
      f()
      times.push(performance.now() - t0)
    }
    return Math.min(...times) * 1e6 // the least disturbed of 40 runs (a shared machine)
  }
  let sink = 0
  const sampled = time(() => {
    for (const s of states) {
      const next = game.apply(s, CHANCE, sampleChance(game, s))
      if (E.isRight(next)) sink++
    }
  })
  const expanded = time(() => {
    for (const s of states) {
      const list = game.chanceOutcomes(s)
      for (let i = 0; i < list.length; i++) if (E.isRight(game.apply(s, CHANCE, (list[i] as { move: unknown }).move))) sink++
    }
  })
  if (sink < 0) throw new Error('unreachable')
  const sampledNs = sampled / Math.max(1, states.length)
  const perOutcomeNs = expanded / Math.max(1, outcomes)
  return { outcomesPerState: outcomes / Math.max(1, states.length), sampledNs, perOutcomeNs, ratio: perOutcomeNs / sampledNs }
}
