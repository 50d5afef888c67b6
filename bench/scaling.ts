/**
 * `node --import tsx bench/scaling.ts [--game nagaraja] [--games 400] [--bots greedy,random] [--workers 1,2]`:
 * how `simulate` scales with worker threads. The same study runs with each worker count (the
 * results are checked equal); reported: wall-clock seconds, games/s, speed-up over 1 worker, and
 * the process's CPU seconds (all threads). On a shared machine the wall-clock speed-up is only
 * meaningful when the load average stays below the core count; the load is printed.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { simulateParallel } from '../src/bots/parallel.js'
import { games } from '../src/registry.js'

const { values } = parseArgs({ options: { game: { type: 'string' }, games: { type: 'string' }, bots: { type: 'string' }, workers: { type: 'string' } } })
const game = games[values.game ?? 'nagaraja']
if (game === undefined) throw new Error('unknown game')
const counts = (values.workers ?? '1,2').split(',').map(Number)
const options = { bots: (values.bots ?? 'greedy,random').split(','), games: Number(values.games ?? 400), seed: 'scaling' }
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}`)
console.log(`${game.id}: ${options.games} games of ${options.bots.join(' vs ')}`)
console.log('workers  wall s  games/s  speed-up  CPU s (all threads)  load average before→after')
// Warm-up: one short study (module loading, JIT in the main thread).
await simulateParallel(game, { ...options, games: 4, workers: 1 })
let base = 0
let first: string | undefined
for (const workers of counts) {
  const load0 = os.loadavg()[0] ?? 0
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  const r = await simulateParallel(game, { ...options, workers })
  const wall = (performance.now() - t0) / 1000
  const c = process.cpuUsage(cpu0)
  if (E.isLeft(r)) throw new Error(r.left.message)
  const key = JSON.stringify(r.right.results)
  if (first === undefined) first = key
  else if (key !== first) throw new Error(`results differ with ${workers} workers`)
  if (base === 0) base = wall
  console.log(`${String(workers).padStart(7)}  ${wall.toFixed(2).padStart(6)}  ${(options.games / wall).toFixed(1).padStart(7)}  ${(base / wall).toFixed(2).padStart(7)}×  ${((c.user + c.system) / 1e6).toFixed(1).padStart(19)}  ${load0.toFixed(1)}→${(os.loadavg()[0] ?? 0).toFixed(1)}`)
}
