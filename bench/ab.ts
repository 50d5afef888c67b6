/**
 * `node --import tsx bench/ab.ts <game> <players> <rootA> <rootB> [rounds] [seconds]`: A/B timing of
 * one game built from two source trees (each a directory holding `src/`, e.g. a copy of `src/`
 * taken before a change, and `.`). Both bundles are loaded in one process and timed in alternation
 * (by CPU time), so a loaded machine slows both alike; prints each side's median steps per
 * CPU-second and the median of the per-round ratios B/A.
 */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { AnyGame } from '../src/core/index.js'
import { bundleDir, bundleGame, GAME_ENTRIES, type GameBundle } from './build.js'
import { median } from './measure.js'

const [id = 'nagaraja', playersArg = '2', rootA = '.', rootB = '.', roundsArg = '10', secondsArg = '1'] = process.argv.slice(2)
const entry = GAME_ENTRIES.find((g) => g.id === id)
if (entry === undefined) throw new Error(`unknown game ${id}`)
const dir = bundleDir()
const load = async (root: string, name: string): Promise<GameBundle> => {
  const b = await bundleGame(resolve(root), entry.entry, entry.exportName, name, dir)
  if ('error' in b) throw new Error(b.error)
  return b
}
const a = await load(rootA, 'a')
const b = await load(rootB, 'b')
rmSync(dir, { recursive: true, force: true })
const players = Number(playersArg)
const run = (side: GameBundle, seconds: number, tag: string): number => {
  const game = side.game as AnyGame
  const cpu0 = process.cpuUsage()
  const end = performance.now() + seconds * 1000
  let steps = 0
  for (let n = 0; performance.now() < end; n++) steps += side.playout(game, { players }, `${tag}-${n}`)
  const cpu = process.cpuUsage(cpu0)
  return steps / ((cpu.user + cpu.system) / 1e6)
}
a.warmUp((seed) => a.playout(a.game as AnyGame, { players }, seed))
b.warmUp((seed) => b.playout(b.game as AnyGame, { players }, seed))
const ra: number[] = []
const rb: number[] = []
const ratios: number[] = []
for (let r = 0; r < Number(roundsArg); r++) {
  const x = run(a, Number(secondsArg), `r${r}`)
  const y = run(b, Number(secondsArg), `r${r}`)
  ra.push(x)
  rb.push(y)
  ratios.push(y / x)
}
console.log(`${id} ${players}p  A ${Math.round(median(ra))}  B ${Math.round(median(rb))} steps/CPU-s  B/A ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}]`)
