/**
 * Peer implementations timed beside ours: The Border written for boardgame.io
 * (`the-border-bgio.ts`), driven through its reducer by the same kind of seeded random playout;
 * and a hand-written ceiling of The Border (`the-border-ceiling.ts`), the same playout mutable and
 * allocation-free, which gives library ÷ ceiling.
 */
import * as E from 'fp-ts/Either'
import type { State } from 'boardgame.io'
import { CHANCE, eraseGame, pickIndex, randomPlayout, sampler } from '../../src/core/index.js'
import { bundledComponents, theBorder } from '../../src/games/the-border/index.js'
import { playout, timePlayouts, type Figures, type Speed } from '../measure.js'
import { ceilingPlayout, ceilingTables, newCeiling } from './the-border-ceiling.js'
import { newPeerMatch, peerActing, peerChanceActions, peerLegalActions, peerScores, toPeerAction, type PeerG } from './the-border-bgio.js'

/** One peer's figures for one player count, beside ours. */
export interface PeerResult extends Speed {
  readonly name: string
  /** Our median steps per CPU-second divided by the peer's (wall-clock ratio in `wallRatio`). */
  readonly ratio: number
  readonly wallRatio: number
  readonly line: string
}

/** Agreement of the peer with ours on seeded games: same final scores. */
export interface PeerAgreement {
  readonly games: number
  readonly agreed: number
  readonly failures: readonly string[]
}

/**
 * One random playout through the peer's reducer. A step: who acts + the peer's legal-move
 * enumeration (or the die faces) + a seeded choice + the reducer. Returns the number of steps.
 */
export const peerPlayout = (players: number, seed: string): number => {
  const match = newPeerMatch(players)
  const rand = sampler(`${seed}/bench`)
  let state: State<PeerG> = match.initial
  let steps = 0
  for (;;) {
    const acting = peerActing(state.ctx)
    let options
    if (acting.chance) options = peerChanceActions(state)
    else if (acting.seats.length === 0) return steps
    else {
      const seat = acting.seats.length === 1 ? (acting.seats[0] as number) : (acting.seats[pickIndex(rand.next(), acting.seats.length)] as number)
      options = peerLegalActions(state, seat)
    }
    const a = options[pickIndex(rand.next(), options.length)]
    if (a === undefined) throw new Error(`peer: no legal action at step ${steps}`)
    const next = match.reduce(state, a)
    if (next.transients?.error !== undefined) throw new Error(`peer refused ${a.payload.type} at step ${steps}: ${next.transients.error.type}`)
    state = next
    steps++
  }
}

/** Drives the peer through our seeded games and compares the final scores. */
export const peerAgreement = (seeds: readonly string[], players: readonly number[]): PeerAgreement => {
  const failures: string[] = []
  let games = 0
  for (const p of players) {
    for (const seed of seeds) {
      games++
      const run = randomPlayout(theBorder, { players: p }, seed)
      if (E.isLeft(run)) {
        failures.push(`${p}p ${seed}: ours failed: ${run.left.message}`)
        continue
      }
      const match = newPeerMatch(p)
      let state: State<PeerG> = match.initial
      let refused: string | undefined
      for (const [i, step] of run.right.transcript.moves.entries()) {
        const next = match.reduce(state, toPeerAction(state, step.actor === CHANCE ? 'chance' : step.actor, step.move))
        if (next.transients?.error !== undefined) {
          refused = `step ${i} (${theBorder.formatMove(step.move)}) refused by the peer`
          break
        }
        state = next
      }
      const ours = theBorder.scores(run.right.state).join(',')
      const theirs = peerScores(state.G).join(',')
      if (refused !== undefined) failures.push(`${p}p ${seed}: ${refused}`)
      else if (state.ctx.gameover === undefined) failures.push(`${p}p ${seed}: the peer's game is not over`)
      else if (ours !== theirs) failures.push(`${p}p ${seed}: scores ours ${ours}, peer ${theirs}`)
    }
  }
  return { games, agreed: games - failures.length, failures }
}

/** Times the peer for every player count of The Border measured in `rows`, with the ratio to ours. */
export const peerResults = async (rows: readonly Figures[], opts: { seconds: number; repetitions: number }): Promise<PeerResult[]> => {
  const out: PeerResult[] = []
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
  for (const row of rows) {
    if (row.game !== 'the-border') continue
    const players = row.players
    const t = timePlayouts((seed) => peerPlayout(players, seed), opts)
    const ratio = row.stepsPerCpuSecond.median / t.stepsPerCpuSecond.median
    const wallRatio = row.stepsPerSecond.median / t.stepsPerSecond.median
    out.push({
      name: 'boardgame.io 0.50 peer',
      game: 'the-border',
      players,
      ...t,
      ratio,
      wallRatio,
      line:
        `${'bgio peer'.padEnd(12)}${String(players).padStart(7)}  ` +
        `${`${fmt(t.stepsPerSecond.median).padStart(9)} [${fmt(t.stepsPerSecond.min)}–${fmt(t.stepsPerSecond.max)}]`.padEnd(30)}` +
        `${`${fmt(t.stepsPerCpuSecond.median).padStart(9)} [${fmt(t.stepsPerCpuSecond.min)}–${fmt(t.stepsPerCpuSecond.max)}]`.padEnd(30)}` +
        `${t.gamesPerSecond.median.toFixed(1).padStart(7)}  ${t.stepsPerGame.toFixed(0).padStart(10)}  ours/peer: ${ratio.toFixed(0)}× per CPU-s, ${wallRatio.toFixed(0)}× wall clock (warm-up ${t.warmSeconds.toFixed(1)} s)`
    })
  }
  return out
}

/** The ceiling's figures for one player count, beside ours. */
export interface CeilingResult extends Speed {
  /** Nanoseconds per step (per CPU-second): ceiling and ours. */
  readonly ceilingNs: number
  readonly oursNs: number
  /** The ceiling's median steps per CPU-second divided by ours: how many times faster the ceiling is (issue 21 target: at most 20; issue 31, against the faster ceiling: at most 6). */
  readonly ratio: number
  readonly wallRatio: number
  readonly line: string
}

/**
 * Times the hand-written ceiling of The Border for every player count of The Border measured in
 * `rows`; the ratio is ceiling ÷ ours (library ÷ ceiling as a cost ratio: how many times more time
 * a step of ours takes).
 */
export const ceilingResults = (rows: readonly Figures[], opts: { seconds: number; repetitions: number }): CeilingResult[] => {
  const out: CeilingResult[] = []
  const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
  const g = newCeiling(ceilingTables(bundledComponents))
  for (const row of rows) {
    if (row.game !== 'the-border') continue
    const players = row.players
    const t = timePlayouts((seed) => ceilingPlayout(g, players, seed), opts)
    const ratio = t.stepsPerCpuSecond.median / row.stepsPerCpuSecond.median
    const wallRatio = t.stepsPerSecond.median / row.stepsPerSecond.median
    const ceilingNs = 1e9 / t.stepsPerCpuSecond.median
    const oursNs = 1e9 / row.stepsPerCpuSecond.median
    out.push({
      game: 'the-border',
      players,
      ...t,
      ceilingNs,
      oursNs,
      ratio,
      wallRatio,
      line:
        `${'ceiling'.padEnd(12)}${String(players).padStart(7)}  ` +
        `${`${fmt(t.stepsPerSecond.median).padStart(9)} [${fmt(t.stepsPerSecond.min)}–${fmt(t.stepsPerSecond.max)}]`.padEnd(30)}` +
        `${`${fmt(t.stepsPerCpuSecond.median).padStart(9)} [${fmt(t.stepsPerCpuSecond.min)}–${fmt(t.stepsPerCpuSecond.max)}]`.padEnd(30)}` +
        `${t.gamesPerSecond.median.toFixed(1).padStart(7)}  ${t.stepsPerGame.toFixed(0).padStart(10)}  library ÷ ceiling: ${ratio.toFixed(1)}× per CPU-s (${oursNs.toFixed(0)} ns vs ${ceilingNs.toFixed(0)} ns a step), ${wallRatio.toFixed(1)}× wall clock (issue 31 target ≤ 6×)`
    })
  }
  return out
}

/**
 * The ceiling plays the bench's games: on each seed and player count its playout takes as many
 * steps as the bench's playout of the library (the full step-by-step proof is
 * `test/bench/ceiling-lockstep.test.ts`).
 */
export const ceilingAgreement = (seeds: readonly string[], players: readonly number[]): PeerAgreement => {
  const g = newCeiling(ceilingTables(bundledComponents))
  const failures: string[] = []
  let games = 0
  for (const p of players) {
    for (const seed of seeds) {
      games++
      const ours = playout(eraseGame(theBorder), { players: p }, seed)
      const mine = ceilingPlayout(g, p, seed)
      if (ours !== mine) failures.push(`${p}p ${seed}: ${ours} steps, the ceiling ${mine}`)
    }
  }
  return { games, agreed: games - failures.length, failures }
}
