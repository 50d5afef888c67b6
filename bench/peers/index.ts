/**
 * Peer implementations timed beside ours: The Border written for boardgame.io
 * (`the-border-bgio.ts`), driven through its reducer by the same kind of seeded random playout.
 */
import * as E from 'fp-ts/Either'
import type { State } from 'boardgame.io'
import { CHANCE, pickIndex, randomPlayout, sampler } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import type { Figures } from '../measure.js'
import { newPeerMatch, peerActing, peerChanceActions, peerLegalActions, peerScores, toPeerAction, type PeerG } from './the-border-bgio.js'

/** One peer's figures for one player count, beside ours. */
export interface PeerResult {
  readonly name: string
  readonly game: string
  readonly players: number
  /** Steps per second through the peer: median, min, max over the repetitions. */
  readonly stepsPerSecond: { median: number; min: number; max: number }
  readonly gamesPerSecond: number
  readonly stepsPerGame: number
  /** Our median steps/s divided by the peer's. */
  readonly ratio: number | undefined
  readonly line: string
}

/** Agreement of the peer with ours on seeded games: same final scores. */
export interface PeerAgreement {
  readonly games: number
  readonly agreed: number
  readonly failures: readonly string[]
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2
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
  for (const row of rows) {
    if (row.game !== 'the-border') continue
    const players = row.players
    const warmEnd = performance.now() + 1000
    for (let i = 0; performance.now() < warmEnd; i++) peerPlayout(players, `warm-${i}`)
    const sps: number[] = []
    let steps = 0
    let gamesDone = 0
    let secsTotal = 0
    for (let r = 0; r < opts.repetitions; r++) {
      let s = 0
      const start = performance.now()
      const end = start + (opts.seconds * 1000) / opts.repetitions
      while (performance.now() < end) {
        s += peerPlayout(players, `bench-${r}-${gamesDone}`)
        gamesDone++
      }
      const secs = (performance.now() - start) / 1000
      secsTotal += secs
      sps.push(s / secs)
      steps += s
    }
    const m = median(sps)
    const ratio = m > 0 ? row.stepsPerSecond.median / m : undefined
    const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
    out.push({
      name: 'boardgame.io 0.50 peer',
      game: 'the-border',
      players,
      stepsPerSecond: { median: m, min: Math.min(...sps), max: Math.max(...sps) },
      gamesPerSecond: gamesDone / secsTotal,
      stepsPerGame: steps / Math.max(1, gamesDone),
      ratio,
      line:
        `${'bgio peer'.padEnd(14)}${String(players).padStart(7)}  ${fmt(m).padStart(9)} [${fmt(Math.min(...sps))}–${fmt(Math.max(...sps))}]`.padEnd(58) +
        `${(gamesDone / secsTotal).toFixed(1).padStart(8)}  ${(steps / Math.max(1, gamesDone)).toFixed(0).padStart(10)}   ours/peer = ${ratio === undefined ? '—' : `${ratio.toFixed(0)}×`}`
    })
  }
  return out
}
