/**
 * `npm run bench [-- --json out.json] [-- --seconds 6] [-- --repetitions 5] [-- --game id] [-- --players n] [-- --no-peer]`:
 * random-playout throughput per game and player count, with the boardgame.io peer of The Border
 * beside ours (and its agreement with ours on seeded games). Results by hand go to
 * bench/RESULTS.md with the machine and date. Never run by the tests.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import os from 'node:os'
import { eraseGame, type AnyGame } from '../src/core/index.js'
import { measure, type Figures } from './measure.js'

// The peer is timed as a production server would run it: boardgame.io and immer skip their
// development-only checks (serialisability of G, auto-freeze diagnostics) under NODE_ENV=production.
// Our code does not read NODE_ENV. Set before the peer is loaded (dynamic import below).
process.env.NODE_ENV ??= 'production'

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    seconds: { type: 'string' },
    game: { type: 'string' },
    players: { type: 'string' },
    repetitions: { type: 'string' },
    'no-peer': { type: 'boolean' }
  }
})
const seconds = Number(values.seconds ?? 6)
const repetitions = Number(values.repetitions ?? 5)

/** Each game from its own subpath entry, so a game that does not load is reported, not fatal. */
const entries: readonly { id: string; load: () => Promise<AnyGame> }[] = [
  { id: 'the-border', load: async () => eraseGame((await import('../src/games/the-border/index.js')).theBorder) },
  { id: 'nagaraja', load: async () => eraseGame((await import('../src/games/nagaraja/index.js')).nagaraja) },
  { id: 'rajas', load: async () => eraseGame((await import('../src/games/rajas/index.js')).rajas) }
]

const rows: Figures[] = []
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
const load = os.loadavg().map((l) => l.toFixed(2)).join(' ')
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, load ${load}`)
console.log(`${seconds} s per row in ${repetitions} timed repetitions after a 1 s warm-up`)
console.log('game          players  steps/s (median [min–max])        games/s   steps/game  legalMoves µs  apply µs  mid-game state')
for (const entry of entries) {
  if (values.game !== undefined && values.game !== entry.id) continue
  let game: AnyGame
  try {
    game = await entry.load()
  } catch (e) {
    console.log(`${entry.id.padEnd(14)}  does not load: ${(e as Error).message.split('\n')[0]}`)
    continue
  }
  for (let players = game.players.min; players <= game.players.max; players++) {
    if (values.players !== undefined && Number(values.players) !== players) continue
    try {
      const f = measure(game, players, { seconds, repetitions })
      rows.push(f)
      console.log(
        `${game.id.padEnd(14)}${String(players).padStart(7)}  ${fmt(f.stepsPerSecond.median).padStart(9)} [${fmt(f.stepsPerSecond.min)}–${fmt(f.stepsPerSecond.max)}]`.padEnd(58) +
          `${f.gamesPerSecond.median.toFixed(1).padStart(8)}  ${f.stepsPerGame.toFixed(0).padStart(10)}  ${f.legalMovesMicros.toFixed(2).padStart(13)}  ${f.applyMicros.toFixed(2).padStart(8)}  ${String(f.midGameStateBytes).padStart(8)} B`
      )
    } catch (e) {
      console.log(`${game.id.padEnd(14)}${String(players).padStart(7)}  failed: ${(e as Error).message.split('\n')[0]}`)
    }
  }
}

let peers: unknown[] = []
let agreement: unknown
if (values['no-peer'] !== true && rows.some((r) => r.game === 'the-border')) {
  const { peerResults, peerAgreement } = await import('./peers/index.js')
  const results = await peerResults(rows, { seconds, repetitions })
  for (const p of results) console.log(p.line)
  const ag = peerAgreement(['agree-1', 'agree-2', 'agree-3', 'agree-4', 'agree-5'], [2, 3, 4])
  console.log(`peer agreement on final scores: ${ag.agreed}/${ag.games} seeded games${ag.failures.length > 0 ? `; ${ag.failures.join('; ')}` : ''}`)
  peers = results
  agreement = ag
}
if (values.json !== undefined) {
  writeFileSync(
    values.json,
    JSON.stringify({ node: process.version, cpu: os.cpus()[0]?.model, cores: os.cpus().length, date: new Date().toISOString(), loadavg: os.loadavg(), seconds, repetitions, rows, peers, agreement }, null, 2)
  )
  console.log(`wrote ${values.json}`)
}
