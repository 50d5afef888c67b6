/**
 * `npm run bench -- [--json out.json] [--seconds 6] [--repetitions 5] [--game id] [--players n] [--no-peer] [--source]`:
 * random-playout throughput per game and player count, with the boardgame.io peer of The Border
 * beside ours (and its agreement with ours on seeded games), and the hand-written ceiling of The
 * Border (library ÷ ceiling, issue 21). Results by hand go to
 * bench/RESULTS.md with the machine and date. Never run by the tests.
 *
 * The games and the peer are timed from esbuild bundles built at start (see `build.ts`: tsx's
 * transform would add `keepNames` overhead the published build does not have); `--source` times
 * the TypeScript sources through tsx instead.
 */
import { rmSync, writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import os from 'node:os'
import type { AnyGame } from '../src/core/index.js'
import { bundle, bundleDir, bundleGame, GAME_ENTRIES } from './build.js'
import { measure as measureFromSource, type Figures } from './measure.js'
import type * as PeerModule from './peers/index.js'

// The peer is timed as a production server would run it: boardgame.io and immer skip their
// development-only checks (serialisability of G, immer's development build) under
// NODE_ENV=production. Our code does not read NODE_ENV. Set before the peer is loaded.
process.env.NODE_ENV ??= 'production'

const { values } = parseArgs({
  options: {
    json: { type: 'string' },
    seconds: { type: 'string' },
    game: { type: 'string' },
    players: { type: 'string' },
    repetitions: { type: 'string' },
    'no-peer': { type: 'boolean' },
    source: { type: 'boolean' }
  }
})
const seconds = Number(values.seconds ?? 6)
const repetitions = Number(values.repetitions ?? 5)
const fromSource = values.source === true
const root = dirname(dirname(fileURLToPath(import.meta.url)))
const dir = fromSource ? undefined : bundleDir()

/** Loads a module from its bundle (or its source with `--source`). */
const loadModule = async (entry: string, name: string): Promise<Record<string, unknown>> => {
  if (dir === undefined) return (await import(`${root}/${entry}`)) as Record<string, unknown>
  const b = await bundle(`${root}/${entry}`, name, dir)
  if ('error' in b) throw new Error(`does not build: ${b.error}`)
  return (await import(b.url)) as Record<string, unknown>
}

const rows: Figures[] = []
const fmt = (n: number): string => Math.round(n).toLocaleString('en-US')
const cpus = os.cpus()
console.log(`node ${process.version}, ${cpus[0]?.model ?? 'cpu'} x${cpus.length}, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`${fromSource ? 'sources through tsx' : 'esbuild bundles'}; per row ${seconds} s in ${repetitions} timed repetitions after a warm-up (6–20 s, until the speed stops rising)`)
console.log('steps/s: wall clock; steps/CPU-s: per second of this process\'s CPU time (robust to other load)')
console.log('game        players  steps/s median [min–max]      steps/CPU-s [min–max]         games/s  steps/game  legalMoves µs  apply µs  mid-game JSON  warm-up')
for (const entry of GAME_ENTRIES) {
  if (values.game !== undefined && values.game !== entry.id) continue
  let game: AnyGame
  let measure = measureFromSource
  try {
    if (dir === undefined) game = (await loadModule(entry.entry, entry.id))[entry.exportName] as AnyGame
    else {
      const b = await bundleGame(root, entry.entry, entry.exportName, entry.id, dir)
      if ('error' in b) throw new Error(`does not build: ${b.error}`)
      game = b.game as AnyGame
      measure = b.measure
    }
  } catch (e) {
    console.log(`${entry.id.padEnd(12)}  ${(e as Error).message.split('\n')[0]}`)
    continue
  }
  for (let players = game.players.min; players <= game.players.max; players++) {
    if (values.players !== undefined && Number(values.players) !== players) continue
    try {
      const f = measure(game, players, { seconds, repetitions })
      rows.push(f)
      console.log(
        `${game.id.padEnd(12)}${String(players).padStart(7)}  ` +
          `${`${fmt(f.stepsPerSecond.median).padStart(9)} [${fmt(f.stepsPerSecond.min)}–${fmt(f.stepsPerSecond.max)}]`.padEnd(30)}` +
          `${`${fmt(f.stepsPerCpuSecond.median).padStart(9)} [${fmt(f.stepsPerCpuSecond.min)}–${fmt(f.stepsPerCpuSecond.max)}]`.padEnd(30)}` +
          `${f.gamesPerSecond.median.toFixed(1).padStart(7)}  ${f.stepsPerGame.toFixed(0).padStart(10)}  ${f.legalMovesMicros.toFixed(2).padStart(13)}  ${f.applyMicros.toFixed(2).padStart(8)}  ${String(f.midGameStateBytes).padStart(9)} B  ${f.warmSeconds.toFixed(1).padStart(5)} s`
      )
    } catch (e) {
      console.log(`${game.id.padEnd(12)}${String(players).padStart(7)}  failed: ${(e as Error).message.split('\n')[0]}`)
    }
  }
}

let peers: readonly PeerModule.PeerResult[] = []
let ceiling: readonly PeerModule.CeilingResult[] = []
let agreement: PeerModule.PeerAgreement | undefined
let ceilingAgreement: PeerModule.PeerAgreement | undefined
if (values['no-peer'] !== true && rows.some((r) => r.game === 'the-border')) {
  try {
    const peer = (await loadModule('bench/peers/index.ts', 'peer')) as unknown as typeof PeerModule
    ceiling = peer.ceilingResults(rows, { seconds, repetitions })
    for (const c of ceiling) console.log(c.line)
    ceilingAgreement = peer.ceilingAgreement(['agree-1', 'agree-2', 'agree-3', 'agree-4', 'agree-5'], [2, 3, 4])
    console.log(`ceiling agreement on step counts: ${ceilingAgreement.agreed}/${ceilingAgreement.games} seeded games${ceilingAgreement.failures.length > 0 ? `; ${ceilingAgreement.failures.join('; ')}` : ''}`)
    peers = await peer.peerResults(rows, { seconds, repetitions })
    for (const p of peers) console.log(p.line)
    agreement = peer.peerAgreement(['agree-1', 'agree-2', 'agree-3', 'agree-4', 'agree-5'], [2, 3, 4])
    console.log(`peer agreement on final scores: ${agreement.agreed}/${agreement.games} seeded games${agreement.failures.length > 0 ? `; ${agreement.failures.join('; ')}` : ''}`)
  } catch (e) {
    console.log(`boardgame.io peer: ${(e as Error).message.split('\n')[0]}`)
  }
}
if (values.json !== undefined) {
  writeFileSync(
    values.json,
    JSON.stringify(
      { node: process.version, cpu: cpus[0]?.model, cores: cpus.length, date: new Date().toISOString(), loadavg: os.loadavg(), fromSource, seconds, repetitions, rows, peers, agreement, ceiling, ceilingAgreement },
      null,
      2
    )
  )
  console.log(`wrote ${values.json}`)
}
if (dir !== undefined) rmSync(dir, { recursive: true, force: true })
