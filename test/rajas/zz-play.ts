/**
 * Playout statistics (not a test): `npx tsx test/rajas/zz-play.ts [games]` prints steps/s,
 * game length, action-area use and win rate by seat.
 */
import * as E from 'fp-ts/Either'
import { CHANCE, randomPlayout } from '../../src/core/index.js'
import { bundledComponents, rajas } from '../../src/games/rajas/index.js'

const n = Number(process.argv[2] ?? 30)
let steps = 0
let rounds = 0
let fin = 0
const t0 = Date.now()
const c0 = process.cpuUsage()
const wins: number[][] = [[], [], []]
const games = [0, 0, 0]
const use: Record<string, number> = {}
const transcripts = []
for (let i = 0; i < n; i++) {
  const players = (2 + (i % 3)) as 2 | 3 | 4
  const r = randomPlayout(rajas, { players }, `s${i}`, { maxSteps: 20000 })
  if (E.isLeft(r)) {
    console.log('ERR', i, r.left)
    continue
  }
  transcripts.push(r.right.transcript)
  steps += r.right.transcript.moves.length
  rounds += r.right.state.round
  if (r.right.finished) fin++
  const o = rajas.outcome(r.right.state)
  games[players - 2] = (games[players - 2] ?? 0) + 1
  const w = wins[players - 2] as number[]
  if (o !== undefined) for (const x of o.winners) w[x] = (w[x] ?? 0) + 1
}
const dt = (Date.now() - t0) / 1000
const cu = process.cpuUsage(c0)
const cpu = (cu.user + cu.system) / 1e6
for (const tr of transcripts) {
  const side = tr.config.players === 2 ? bundledComponents.boards.two : bundledComponents.boards.threeFour
  for (const m of tr.moves) {
    if (m.actor !== CHANCE && m.move.t === 'space') {
      const sp = side.spaces[m.move.i]
      const k = sp === undefined ? '?' : sp.kind === 'chamber' ? `chamber${sp.value ?? 0}` : sp.kind
      use[k] = (use[k] ?? 0) + 1
    }
  }
}
console.log(JSON.stringify({ games: n, finished: fin, avgSteps: steps / n, avgRounds: rounds / n, stepsPerSec: Math.round(steps / dt), stepsPerCpuSec: Math.round(steps / cpu), gamesByCount: games, winsBySeat: wins, use }))
