/**
 * Playout statistics (not a test): `npx tsx test/rajas/stats.ts [games] [random|greedy] [variant]`
 * prints steps/s, game length, action-area use and win rate by seat, with random or one-ply greedy
 * bots. `variant`: `navaratna`, `ganga`, `navaratna+ganga` or `mixed` (seat 0 experienced, the rest
 * beginners; wins of seat 0 are printed).
 */
import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler, settle, type Seat } from '../../src/core/index.js'
import { bundledComponents, margin, rajas, type RajasMove, type RajasState } from '../../src/games/rajas/index.js'

const n = Number(process.argv[2] ?? 30)
const mode = process.argv[3] ?? 'random'
const variantName = process.argv[4] ?? ''
const variantOf = (players: number): Record<string, unknown> | undefined =>
  variantName === ''
    ? undefined
    : variantName === 'mixed'
      ? { experience: Array.from({ length: players }, (_, i) => (i === 0 ? 'experienced' : 'beginner')) }
      : Object.fromEntries(variantName.split('+').map((k) => [k, true]))
let seat0Wins = 0

/** A one-ply greedy evaluation of a seat's position. */
const value = (s: RajasState, seat: Seat): number => {
  const p = s.p[seat]
  if (p === undefined) return 0
  const o = rajas.outcome(s)
  if (o !== undefined) return o.winners.includes(seat) ? 1000 : -1000
  const m = margin(bundledComponents.tracks, p)
  const built = p.grid.filter((x) => x >= 0).length
  const pips = p.dice.reduce((a, d) => a + (d % 10), 0)
  return m + 0.35 * pips + 3 * p.workers + 0.8 * p.karma + 1.5 * p.levels.reduce((a, l) => a + l - 2, 0) + 2 * built + 0.4 * p.boat
}

/** Plays the rest of seat's turn with one-ply greedy sub-decisions (chance from the generator). */
const finishTurn = (s0: RajasState, seat: Seat, rand: () => number): RajasState => {
  let s = s0
  for (let k = 0; k < 200; k++) {
    const actor = rajas.actors(s)[0]
    if (actor === undefined) return s
    if (actor === CHANCE) {
      const o = rajas.chanceOutcomes(s)
      const next = rajas.apply(s, CHANCE, o[pickWeighted(nextFloat(s.rng)[0], o)]?.move as RajasMove)
      if (E.isLeft(next)) return s
      s = next.right
      continue
    }
    if (actor !== seat || s.tasks[0]?.k === 'place') return s
    const m = onePly(s, seat, rajas.legalMoves(s, seat), rand)
    const next = rajas.apply(s, seat, m)
    if (E.isLeft(next)) return s
    s = next.right
  }
  return s
}

const onePly = (s: RajasState, seat: Seat, legal: readonly RajasMove[], rand: () => number): RajasMove => {
  let best = legal[0] as RajasMove
  let bestV = -Infinity
  for (const m of legal) {
    const next = rajas.apply(s, seat, m)
    if (E.isLeft(next)) continue
    const settled = settle(rajas, next.right)
    const v = (E.isRight(settled) ? value(settled.right.state, seat) : value(next.right, seat)) + rand() * 0.01
    if (v > bestV) {
      bestV = v
      best = m
    }
  }
  return best
}

/** Greedy bot: placements judged by playing out the rest of the turn; other decisions one-ply. */
const greedy = (s: RajasState, seat: Seat, legal: readonly RajasMove[], rand: () => number): RajasMove => {
  if (s.tasks[0]?.k !== 'place') return onePly(s, seat, legal, rand)
  let best = legal[0] as RajasMove
  let bestV = -Infinity
  for (const m of legal) {
    const next = rajas.apply(s, seat, m)
    if (E.isLeft(next)) continue
    const v = value(finishTurn(next.right, seat, rand), seat) + rand() * 0.01
    if (v > bestV) {
      bestV = v
      best = m
    }
  }
  return best
}

let steps = 0
let rounds = 0
let finished = 0
const t0 = Date.now()
const c0 = process.cpuUsage()
const wins: number[][] = [[], [], []]
const games = [0, 0, 0]
const use: Record<string, number> = {}
const roundsBy: number[][] = [[], [], []]
const winsByPosition: number[][] = [[], [], []]
for (let i = 0; i < n; i++) {
  const players = (2 + (i % 3)) as 2 | 3 | 4
  const side = players === 2 ? bundledComponents.boards.two : bundledComponents.boards.threeFour
  const variant = variantOf(players)
  const setup = rajas.setup((variant === undefined ? { players } : { players, variant }) as never, `s${i}`)
  if (E.isLeft(setup)) throw new Error(setup.left.message)
  let s = setup.right
  const rand = sampler(`s${i}/moves`)
  let first = -1
  for (let k = 0; k < 20000; k++) {
    if (first < 0 && s.phase === 'play') first = s.first
    const actor = rajas.actors(s)[0]
    if (actor === undefined) break
    let move: RajasMove | undefined
    if (actor === CHANCE) {
      const o = rajas.chanceOutcomes(s)
      move = o[pickWeighted(nextFloat(s.rng)[0], o)]?.move
    } else {
      const legal = rajas.legalMoves(s, actor)
      move = mode === 'greedy' ? greedy(s, actor, legal, rand.next) : legal[pickIndex(rand.next(), legal.length)]
      if (move?.t === 'space') {
        const sp = side.spaces[move.i]
        const key = sp === undefined ? '?' : sp.kind === 'chamber' ? `chamber${sp.value ?? 0}` : sp.kind
        use[key] = (use[key] ?? 0) + 1
      }
    }
    if (move === undefined) throw new Error('no move')
    const next = rajas.apply(s, actor, move)
    if (E.isLeft(next)) throw new Error(next.left.message)
    s = next.right
    steps++
  }
  const o = rajas.outcome(s)
  if (o !== undefined) finished++
  rounds += s.round
  roundsBy[players - 2]?.push(s.round)
  games[players - 2] = (games[players - 2] ?? 0) + 1
  const w = wins[players - 2] as number[]
  if (o !== undefined) for (const x of o.winners) w[x] = (w[x] ?? 0) + 1
  const wp = winsByPosition[players - 2] as number[]
  if (o !== undefined && o.winners.includes(0)) seat0Wins++
  if (o !== undefined) for (const x of o.winners) wp[(x - first + players) % players] = (wp[(x - first + players) % players] ?? 0) + 1
}
const dt = (Date.now() - t0) / 1000
const cu = process.cpuUsage(c0)
const total = Object.values(use).reduce((a, b) => a + b, 0)
console.log(
  JSON.stringify(
    {
      mode,
      variant: variantName || 'base',
      games: n,
      seat0Wins,
      finished,
      avgSteps: Math.round(steps / n),
      avgRounds: +(rounds / n).toFixed(1),
      avgRoundsBy234: roundsBy.map((r) => +(r.reduce((a, b) => a + b, 0) / Math.max(1, r.length)).toFixed(1)),
      stepsPerSec: Math.round(steps / dt),
      stepsPerCpuSec: Math.round(steps / ((cu.user + cu.system) / 1e6)),
      gamesBy234: games,
      winsBySeat: wins,
      winsByStartingPosition: winsByPosition,
      usePercent: Object.fromEntries(Object.entries(use).map(([k, v]) => [k, +((100 * v) / total).toFixed(1)]))
    },
    null,
    1
  )
)
