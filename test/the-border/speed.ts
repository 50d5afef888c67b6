/**
 * Random-playout throughput of The Border (run: npx tsx test/the-border/speed.ts). Not a test.
 */
import { randomPlayout } from '../../src/core/index.js'
import { theBorder } from '../../src/games/the-border/index.js'
import * as E from 'fp-ts/Either'
let steps = 0, games = 0, maxSteps = 0
const t0 = performance.now()
const c0 = process.cpuUsage()
for (let i = 0; i < 1000; i++) {
  const r = randomPlayout(theBorder, { players: 2 + (i % 3) }, `s${i}`)
  if (E.isLeft(r)) { console.log(r.left); break }
  if (!r.right.finished) console.log('unfinished', i)
  steps += r.right.transcript.moves.length; games++
  maxSteps = Math.max(maxSteps, r.right.transcript.moves.length)
}
const dt = (performance.now() - t0) / 1000
const cpu = process.cpuUsage(c0)
const cpuSec = (cpu.user + cpu.system) / 1e6
console.log({ games, avg: steps / games, maxSteps, stepsPerSec: Math.round(steps / dt), stepsPerCpuSec: Math.round(steps / cpuSec) })
