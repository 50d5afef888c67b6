/**
 * `npm run bench [-- --json out.json] [-- --seconds 10] [-- --game id]`: random-playout throughput per
 * game and player count, with the boardgame.io peer for The Border when present. Results by hand
 * go to bench/RESULTS.md with the machine and date.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import os from 'node:os'
import { games } from '../src/index.js'
import { measure, type Figures } from './measure.js'
import { peerResults } from './peers/index.js'

const { values } = parseArgs({ options: { json: { type: 'string' }, seconds: { type: 'string' }, game: { type: 'string' }, repetitions: { type: 'string' } } })
const seconds = Number(values.seconds ?? 6)
const repetitions = Number(values.repetitions ?? 5)
const rows: Figures[] = []
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}`)
console.log('game          players  steps/s (median [min–max])        games/s   steps/game  legalMoves µs  apply µs  mid-game state')
for (const game of Object.values(games)) {
  if (values.game !== undefined && values.game !== game.id) continue
  for (let players = game.players.min; players <= game.players.max; players++) {
    const f = measure(game, players, { seconds, repetitions })
    rows.push(f)
    console.log(`${game.id.padEnd(14)}${String(players).padStart(7)}  ${fmt(f.stepsPerSecond.median).padStart(9)} [${fmt(f.stepsPerSecond.min)}–${fmt(f.stepsPerSecond.max)}]`.padEnd(58) + `${f.gamesPerSecond.median.toFixed(1).padStart(8)}  ${f.stepsPerGame.toFixed(0).padStart(10)}  ${f.legalMovesMicros.toFixed(2).padStart(13)}  ${f.applyMicros.toFixed(2).padStart(8)}  ${String(f.midGameStateBytes).padStart(8)} B`)
  }
}
const peers = await peerResults(rows, { seconds, repetitions })
for (const p of peers) console.log(p.line)
if (values.json !== undefined) {
  writeFileSync(values.json, JSON.stringify({ node: process.version, cpu: os.cpus()[0]?.model, cores: os.cpus().length, date: new Date().toISOString(), rows, peers }, null, 2))
  console.log(`wrote ${values.json}`)
}
