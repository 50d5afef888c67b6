/**
 * `node --cpu-prof --cpu-prof-dir=<dir> --import tsx bench/profile.ts <game> <players> [seconds] [--source]`:
 * random playouts of one game from its esbuild bundle (see `build.ts`) for a fixed time, for
 * profiling; prints steps per CPU-second only.
 */
import { rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AnyGame } from '../src/core/index.js'
import { bundle, bundleDir, GAME_ENTRIES } from './build.js'
import { playout } from './measure.js'

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const fromSource = process.argv.includes('--source')
const [id = 'the-border', playersArg = '2', secondsArg = '8'] = args
const entry = GAME_ENTRIES.find((g) => g.id === id)
if (entry === undefined) throw new Error(`unknown game ${id}`)
const root = dirname(dirname(fileURLToPath(import.meta.url)))
let mod: Record<string, unknown>
if (fromSource) mod = (await import(`${root}/${entry.entry}`)) as Record<string, unknown>
else {
  const dir = bundleDir()
  const b = await bundle(`${root}/${entry.entry}`, id, dir)
  if ('error' in b) throw new Error(b.error)
  mod = (await import(b.url)) as Record<string, unknown>
  rmSync(dir, { recursive: true, force: true })
}
const game = mod[entry.exportName] as AnyGame
const end = performance.now() + Number(secondsArg) * 1000
const cpu0 = process.cpuUsage()
let steps = 0
let n = 0
while (performance.now() < end) steps += playout(game, { players: Number(playersArg) }, `prof-${n++}`)
const cpu = process.cpuUsage(cpu0)
console.log(`${id} ${playersArg}p: ${steps} steps in ${n} games, ${Math.round(steps / ((cpu.user + cpu.system) / 1e6))} steps per CPU-second`)
