import { bundleDir, bundleGame } from './build.js'
import type { AnyGame } from '../src/core/index.js'
const id = process.argv[2] ?? 'nagaraja', exp = process.argv[3] ?? 'nagaraja'
const b = await bundleGame('.', `src/games/${id}/index.ts`, exp, 'x', bundleDir())
if ('error' in b) throw new Error(b.error)
for (let s = 0; s < 12; s++) {
  const cpu0 = process.cpuUsage(); const end = performance.now() + 1000; let steps = 0
  for (let n = 0; performance.now() < end; n++) steps += b.playout(b.game as AnyGame, { players: 2 }, `d${s}-${n}`)
  const c = process.cpuUsage(cpu0)
  console.log(s, Math.round(steps / ((c.user + c.system) / 1e6)), 'steps/CPU-s', Math.round(steps), 'wall', (process.memoryUsage().heapUsed / 1e6).toFixed(0), 'MB', (c.system/1e3).toFixed(0), 'ms sys')
}
