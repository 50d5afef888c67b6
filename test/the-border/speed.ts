import { randomPlayout } from '../../src/core/index.js'
import { theBorder, renderSheet } from '../../src/games/the-border/index.js'
import * as E from 'fp-ts/Either'
let steps = 0, games = 0, maxSteps = 0
const t0 = performance.now()
for (let i = 0; i < 1000; i++) {
  const r = randomPlayout(theBorder, { players: 2 + (i % 3) }, `s${i}`)
  if (E.isLeft(r)) { console.log(r.left); break }
  if (!r.right.finished) console.log('unfinished', i)
  steps += r.right.transcript.moves.length; games++
  maxSteps = Math.max(maxSteps, r.right.transcript.moves.length)
  if (i === 0) { console.log(renderSheet(r.right.state, 0)); console.log(theBorder.outcome(r.right.state)) }
}
const dt = (performance.now() - t0) / 1000
console.log({ games, avg: steps / games, maxSteps, stepsPerSec: Math.round(steps / dt) })
