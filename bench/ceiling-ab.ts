/**
 * `node --import tsx bench/ceiling-ab.ts <ceilingA.ts> <ceilingB.ts> [players|all] [rounds] [seconds]`:
 * A/B timing of two versions of The Border's hand-written ceiling (e.g. `main`'s
 * `bench/peers/the-border-ceiling.ts`, extracted with its `src/` by
 * `git archive main src bench/peers | tar -x -C <dir>`, against this tree's). Each file is bundled
 * with esbuild as `npm run bench` bundles the peers, both are loaded in one process, warmed up,
 * then timed in alternation by CPU time — A first in even rounds, B first in odd ones — so load
 * and garbage of the moment fall on both alike. Both must play the same games: every round checks
 * that both took the same number of steps on the same seeds. Prints each side's median steps per
 * CPU-second and the median of the per-round ratios B/A with their range, per player count.
 */
import { rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { bundle, bundleDir } from './build.js'
import { median } from './measure.js'

interface CeilingModule {
  readonly ceilingPlayout: (g: unknown, players: number, seed: string) => number
  readonly ceilingTables: (c: unknown) => unknown
  readonly newCeiling: (t: unknown) => unknown
  readonly bundledComponents: unknown
}

const [fileA, fileB, playersArg = 'all', roundsArg = '12', secondsArg = '1'] = process.argv.slice(2)
if (fileA === undefined || fileB === undefined) throw new Error('usage: bench/ceiling-ab.ts <ceilingA.ts> <ceilingB.ts> [players|all] [rounds] [seconds]')
const here = fileURLToPath(new URL('.', import.meta.url))
const dir = bundleDir()
/** Bundles a ceiling file with the bundled component set of this tree's library. */
const load = async (file: string, name: string): Promise<CeilingModule> => {
  const stub = join(dir, `${name}-entry.ts`)
  writeFileSync(
    stub,
    `export { ceilingPlayout, ceilingTables, newCeiling } from ${JSON.stringify(resolve(file))}\nexport { bundledComponents } from ${JSON.stringify(join(here, '..', 'src', 'games', 'the-border', 'index.ts'))}\n`
  )
  const b = await bundle(stub, name, dir)
  if ('error' in b) throw new Error(b.error)
  return (await import(b.url)) as CeilingModule
}
const a = await load(fileA, 'ceiling-a')
const b = await load(fileB, 'ceiling-b')
rmSync(dir, { recursive: true, force: true })
const ga = a.newCeiling(a.ceilingTables(a.bundledComponents))
const gb = b.newCeiling(b.ceilingTables(b.bundledComponents))

/** Playouts for `seconds`; steps per CPU-second and the steps of each game (for the same-games check). */
const run = (m: CeilingModule, g: unknown, players: number, seconds: number, tag: string): { speed: number; games: number[] } => {
  const games: number[] = []
  const cpu0 = process.cpuUsage()
  const end = performance.now() + seconds * 1000
  let steps = 0
  for (let n = 0; performance.now() < end; n++) {
    const s = m.ceilingPlayout(g, players, `${tag}-${n}`)
    games.push(s)
    steps += s
  }
  const cpu = process.cpuUsage(cpu0)
  return { speed: steps / ((cpu.user + cpu.system) / 1e6), games }
}

const loads = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' ')
const cpus = os.cpus()
console.log(`node ${process.version}, ${cpus[0]?.model ?? 'cpu'} x${cpus.length}, ${new Date().toISOString()}, load average ${loads()}`)
console.log(`command: node --import tsx bench/ceiling-ab.ts ${process.argv.slice(2).join(' ')}`)
console.log(`A = ${resolve(fileA)}, B = ${resolve(fileB)}; ${roundsArg} rounds of ${secondsArg} s per side, alternating which goes first; steps per CPU-second`)
for (const players of playersArg === 'all' ? [2, 3, 4] : [Number(playersArg)]) {
  run(a, ga, players, 3, 'warm')
  run(b, gb, players, 3, 'warm')
  const ra: number[] = []
  const rb: number[] = []
  const ratios: number[] = []
  for (let r = 0; r < Number(roundsArg); r++) {
    const seconds = Number(secondsArg)
    const first = r % 2 === 0 ? run(a, ga, players, seconds, `r${r}`) : run(b, gb, players, seconds, `r${r}`)
    const second = r % 2 === 0 ? run(b, gb, players, seconds, `r${r}`) : run(a, ga, players, seconds, `r${r}`)
    const [x, y] = r % 2 === 0 ? [first, second] : [second, first]
    // the same games: on the seeds both played, the same step counts
    const k = Math.min(x.games.length, y.games.length)
    for (let i = 0; i < k; i++) if (x.games[i] !== y.games[i]) throw new Error(`${players}p seed r${r}-${i}: A took ${x.games[i]} steps, B ${y.games[i]}`)
    ra.push(x.speed)
    rb.push(y.speed)
    ratios.push(y.speed / x.speed)
  }
  console.log(
    `${players}p  A ${Math.round(median(ra)).toLocaleString('en-US').padStart(11)}  B ${Math.round(median(rb)).toLocaleString('en-US').padStart(11)}  ` +
      `B/A ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}]  load ${loads()}`
  )
}
