/**
 * `node --cpu-prof --import tsx bench/profile.ts <game> <players> [seconds]`: random playouts of one
 * game for a fixed time, for profiling (no figures beyond steps/s).
 */
import { eraseGame, type AnyGame } from '../src/core/index.js'
import { playout } from './measure.js'

const [id = 'the-border', playersArg = '2', secondsArg = '8'] = process.argv.slice(2)
const loaders: Record<string, () => Promise<AnyGame>> = {
  'the-border': async () => eraseGame((await import('../src/games/the-border/index.js')).theBorder),
  nagaraja: async () => eraseGame((await import('../src/games/nagaraja/index.js')).nagaraja),
  rajas: async () => eraseGame((await import('../src/games/rajas/index.js')).rajas)
}
const load = loaders[id]
if (load === undefined) throw new Error(`unknown game ${id}`)
const game = await load()
const end = performance.now() + Number(secondsArg) * 1000
const cpu0 = process.cpuUsage()
let steps = 0
let n = 0
while (performance.now() < end) steps += playout(game, { players: Number(playersArg) }, `prof-${n++}`)
const cpu = process.cpuUsage(cpu0)
console.log(`${id} ${playersArg}p: ${steps} steps in ${n} games, ${Math.round(steps / ((cpu.user + cpu.system) / 1e6))} steps per CPU-second`)
