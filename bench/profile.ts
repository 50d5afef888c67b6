/**
 * `node --import tsx bench/profile.ts <game|ceiling> [players] [seconds] [--source] [--out file.cpuprofile]`:
 * profiles random playouts of one game at steady state. The game is bundled as it ships (see
 * `build.ts`; `--source` profiles the sources through tsx), warmed up as the benchmark does, and
 * only then profiled (V8's sampling profiler through `node:inspector`) for `seconds`. Prints the
 * functions with the most self time and the most total time, and the source lines with the most
 * samples (of the bundle, types stripped); `--out` keeps the profile for Chrome DevTools.
 * `ceiling` profiles The Border's hand-written ceiling (`peers/the-border-ceiling.ts`), whose small
 * functions are inlined into the playout, so that its lines say more than its functions.
 */
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import type { AnyGame } from '../src/core/index.js'
import { bundle, bundleDir, bundleGame, GAME_ENTRIES } from './build.js'
import { playout as playoutFromSource, warmUp } from './measure.js'
import type * as Ceiling from './peers/the-border-ceiling.js'
import type { BorderComponents } from '../src/games/the-border/index.js'

const { values, positionals } = parseArgs({ allowPositionals: true, options: { source: { type: 'boolean' }, out: { type: 'string' } } })
const [id = 'the-border', playersArg = '2', secondsArg = '8'] = positionals
const root = dirname(dirname(fileURLToPath(import.meta.url)))
const config = { players: Number(playersArg) }
/** The bundles' text by URL (for the line-level figures). */
const sources = new Map<string, string[]>()
let play: (seed: string) => number
if (id === 'ceiling') {
  const dir = bundleDir()
  const stub = join(dir, 'ceiling-entry.ts')
  writeFileSync(stub, `export * from ${JSON.stringify(join(root, 'bench', 'peers', 'the-border-ceiling.ts'))}\nexport { bundledComponents } from ${JSON.stringify(join(root, 'src', 'games', 'the-border', 'index.ts'))}\n`)
  const b = await bundle(stub, 'ceiling', dir)
  if ('error' in b) throw new Error(b.error)
  sources.set(pathToFileURL(realpathSync(fileURLToPath(b.url))).href, readFileSync(fileURLToPath(b.url), 'utf8').split('\n'))
  const m = (await import(b.url)) as typeof Ceiling & { bundledComponents: BorderComponents }
  rmSync(dir, { recursive: true, force: true })
  const g = m.newCeiling(m.ceilingTables(m.bundledComponents))
  play = (seed) => m.ceilingPlayout(g, config.players, seed)
} else {
  const entry = GAME_ENTRIES.find((g) => g.id === id)
  if (entry === undefined) throw new Error(`unknown game ${id}; one of ${GAME_ENTRIES.map((g) => g.id).join(', ')}, ceiling`)
  let game: AnyGame
  let playout = playoutFromSource
  if (values.source === true) game = ((await import(`${root}/${entry.entry}`)) as Record<string, unknown>)[entry.exportName] as AnyGame
  else {
    const dir = bundleDir()
    const b = await bundleGame(root, entry.entry, entry.exportName, id, dir)
    if ('error' in b) throw new Error(b.error)
    const file = join(dir, `${id}.mjs`)
    sources.set(pathToFileURL(realpathSync(file)).href, readFileSync(file, 'utf8').split('\n'))
    rmSync(dir, { recursive: true, force: true })
    game = b.game as AnyGame
    playout = b.playout
  }
  play = (seed) => playout(game, config, seed)
}
const warm = warmUp(play)

interface ProfileNode {
  readonly id: number
  readonly callFrame: { readonly functionName: string; readonly url: string; readonly lineNumber: number }
  readonly children?: readonly number[]
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[]
}
interface Profile {
  readonly nodes: readonly ProfileNode[]
  readonly samples: readonly number[]
  readonly timeDeltas: readonly number[]
}

const session = new Session()
session.connect()
await session.post('Profiler.enable')
await session.post('Profiler.setSamplingInterval', { interval: 100 })
await session.post('Profiler.start')
const end = performance.now() + Number(secondsArg) * 1000
const cpu0 = process.cpuUsage()
let steps = 0
for (let n = 0; performance.now() < end; n++) steps += play(`prof-${n}`)
const cpu = process.cpuUsage(cpu0)
const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
session.disconnect()
if (values.out !== undefined) writeFileSync(values.out, JSON.stringify(profile))

console.log(`${id} ${config.players}p after ${warm.toFixed(1)} s warm-up: ${Math.round(steps / ((cpu.user + cpu.system) / 1e6)).toLocaleString('en-US')} steps per CPU-second`)
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const selfTime = new Map<number, number>()
let total = 0
profile.samples.forEach((sid, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  selfTime.set(sid, (selfTime.get(sid) ?? 0) + dt)
  total += dt
})
const label = (n: ProfileNode): string => `${n.callFrame.functionName || '(anonymous)'} ${n.callFrame.url.split('/').slice(-1)[0] ?? ''}:${n.callFrame.lineNumber + 1}`
const self = new Map<string, number>()
const incl = new Map<string, number>()
for (const [sid, dt] of selfTime) {
  const node = byId.get(sid)
  if (node === undefined) continue
  self.set(label(node), (self.get(label(node)) ?? 0) + dt)
  const seen = new Set<string>()
  for (let cur: number | undefined = sid; cur !== undefined; cur = parent.get(cur)) {
    const n = byId.get(cur)
    if (n === undefined) break
    const l = label(n)
    if (seen.has(l)) continue
    seen.add(l)
    incl.set(l, (incl.get(l) ?? 0) + dt)
  }
}
const top = (m: Map<string, number>, k: number): string =>
  [...m.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([l, t]) => `${((t / total) * 100).toFixed(1).padStart(6)}%  ${l}`)
    .join('\n')
console.log(`self time:\n${top(self, 25)}\ntotal time:\n${top(incl, 25)}`)

// Line level: V8's ticks per source line (1-based) of the bundles, with the line's text.
const lineTicks = new Map<string, { ticks: number; text: string }>()
let allTicks = 0
for (const n of profile.nodes) {
  const lines = sources.get(n.callFrame.url)
  for (const p of n.positionTicks ?? []) {
    allTicks += p.ticks
    if (lines === undefined) continue
    const key = `${n.callFrame.url.split('/').slice(-1)[0] ?? ''}:${p.line}`
    const cur = lineTicks.get(key) ?? { ticks: 0, text: (lines[p.line - 1] ?? '').trim().slice(0, 110) }
    lineTicks.set(key, { ticks: cur.ticks + p.ticks, text: cur.text })
  }
}
if (allTicks > 0) {
  const rows = [...lineTicks.entries()].sort((x, y) => y[1].ticks - x[1].ticks).slice(0, 30)
  console.log(`lines (share of all line ticks):\n${rows.map(([k, v]) => `${((v.ticks / allTicks) * 100).toFixed(1).padStart(6)}%  ${k.padEnd(18)} ${v.text}`).join('\n')}`)
}
