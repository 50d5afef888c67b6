/**
 * `node --import tsx bench/ab.ts <game|all> <players|all> <rootA> <rootB> [rounds] [seconds]`: A/B
 * timing of games built from two source trees (each a directory holding `src/`, e.g. a copy of
 * `main`'s `src/` — `git archive main src | tar -x -C <dir>` — and `.`). For each game and player
 * count both bundles are loaded in one process and timed in alternation (by CPU time), so a loaded
 * machine slows both alike; prints each side's median steps per CPU-second, the median of the
 * per-round ratios B/A with their range, and the chance path (below). `all` runs every game, every
 * player count, one after another in the same process (each game's bundles carry their own
 * playout loop, so one game's call sites do not slow another's).
 *
 * The chance path: on the chance states of a few seeded games, the cost of `chanceOutcomes` plus
 * applying every outcome (what an expectimax or a UI listing the outcomes does), per outcome,
 * divided by the cost of one sampled playout step (`chanceOutcomes` + a seeded pick + `apply`).
 */
import { rmSync } from 'node:fs'
import os from 'node:os'
import { resolve } from 'node:path'
import type { AnyGame } from '../src/core/index.js'
import { bundleDir, bundleGame, GAME_ENTRIES, type GameBundle } from './build.js'
import { median } from './measure.js'

const [id = 'nagaraja', playersArg = '2', rootA = '.', rootB = '.', roundsArg = '10', secondsArg = '1'] = process.argv.slice(2)
const entries = id === 'all' ? GAME_ENTRIES : GAME_ENTRIES.filter((g) => g.id === id)
if (entries.length === 0) throw new Error(`unknown game ${id}`)
const load = async (entry: (typeof GAME_ENTRIES)[number], root: string, name: string, dir: string): Promise<GameBundle> => {
  const b = await bundleGame(resolve(root), entry.entry, entry.exportName, name, dir)
  if ('error' in b) throw new Error(b.error)
  return b
}
const run = (side: GameBundle, players: number, seconds: number, tag: string): number => {
  const game = side.game as AnyGame
  const cpu0 = process.cpuUsage()
  const end = performance.now() + seconds * 1000
  let steps = 0
  for (let n = 0; performance.now() < end; n++) steps += side.playout(game, { players }, `${tag}-${n}`)
  const cpu = process.cpuUsage(cpu0)
  return steps / ((cpu.user + cpu.system) / 1e6)
}
const loads = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' ')
const cpus = os.cpus()
console.log(`node ${process.version}, ${cpus[0]?.model ?? 'cpu'} x${cpus.length}, ${new Date().toISOString()}, load average ${loads()}`)
console.log(`command: node --import tsx bench/ab.ts ${process.argv.slice(2).join(' ')}`)
console.log(`A = ${resolve(rootA)}, B = ${resolve(rootB)}; ${roundsArg} rounds of ${secondsArg} s per side, alternating A, B; steps per CPU-second`)
for (const entry of entries) {
  const dir = bundleDir()
  const a = await load(entry, rootA, `${entry.id}-a`, dir)
  const b = await load(entry, rootB, `${entry.id}-b`, dir)
  rmSync(dir, { recursive: true, force: true })
  const game = a.game as AnyGame
  const counts = playersArg === 'all' ? Array.from({ length: game.players.max - game.players.min + 1 }, (_, k) => game.players.min + k) : [Number(playersArg)]
  for (const players of counts) {
    if (players < game.players.min || players > game.players.max) continue
    a.warmUp((seed) => a.playout(a.game as AnyGame, { players }, seed))
    b.warmUp((seed) => b.playout(b.game as AnyGame, { players }, seed))
    const ra: number[] = []
    const rb: number[] = []
    const ratios: number[] = []
    for (let r = 0; r < Number(roundsArg); r++) {
      // Alternate which side goes first, so neither always runs right after the other's garbage.
      let x = 0
      if (r % 2 === 0) x = run(a, players, Number(secondsArg), `r${r}`)
      const y = run(b, players, Number(secondsArg), `r${r}`)
      if (r % 2 === 1) x = run(a, players, Number(secondsArg), `r${r}`)
      ra.push(x)
      rb.push(y)
      ratios.push(y / x)
    }
    const ca = a.chancePath(a.game as AnyGame, players)
    const cb = b.chancePath(b.game as AnyGame, players)
    console.log(
      `${entry.id.padEnd(11)} ${players}p  A ${Math.round(median(ra)).toLocaleString('en-US').padStart(10)}  B ${Math.round(median(rb)).toLocaleString('en-US').padStart(10)}  ` +
        `B/A ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}]  ` +
        `chance path (per outcome ÷ sampled step, ${cb.outcomesPerState.toFixed(1)} outcomes a chance state): A ${ca.ratio.toFixed(2)} B ${cb.ratio.toFixed(2)}  load ${loads()}`
    )
  }
}
