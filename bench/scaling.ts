/**
 * `node --import tsx bench/scaling.ts [--game rajas] [--games 800] [--bots greedy,random] [--workers 1,2] [--sources]`:
 * how a study scales with worker threads. The same study runs with each worker count (the results
 * are checked equal); reported: wall-clock seconds, games/s, speed-up over 1 worker, and the
 * process's CPU seconds (all threads). By default it runs the built package (`npm run build`
 * first: `tabletop-rules/node` from `dist/`, whose workers start in about 0.1 s, as users run
 * it); `--sources` runs the TypeScript sources, each worker then paying about 0.8 s of tsx
 * start-up. On a shared machine the wall-clock speed-up is only meaningful when the load average
 * stays below the core count; the load is printed.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import type { AnyGame } from '../src/core/index.js'
import type { simulateParallel as SimulateParallel } from '../src/bots/parallel.js'

const { values } = parseArgs({ options: { game: { type: 'string' }, games: { type: 'string' }, bots: { type: 'string' }, workers: { type: 'string' }, sources: { type: 'boolean' } } })
const from = values.sources === true ? { node: '../src/bots/parallel.js', root: '../src/registry.js' } : { node: '../dist/node.js', root: '../dist/index.js' }
const { simulateParallel } = (await import(from.node)) as { simulateParallel: typeof SimulateParallel }
const { games } = (await import(from.root)) as { games: Readonly<Record<string, AnyGame>> }
const game = games[values.game ?? 'rajas']
if (game === undefined) throw new Error('unknown game')
const counts = (values.workers ?? '1,2').split(',').map(Number)
const options = { bots: (values.bots ?? 'greedy,random').split(','), games: Number(values.games ?? 800), seed: 'scaling' }
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, ${values.sources === true ? 'sources (tsx)' : 'built package (dist/)'}`)
console.log(`${game.id}: ${options.games} games of ${options.bots.join(' vs ')}`)
console.log('workers  wall s  games/s  speed-up  CPU s (all threads)  load average before→after')
// No warm-up study: every run starts cold, as the command does (a warm main thread would favour
// the 1-worker run, whose games play in it; each worker thread compiles the code afresh).
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
