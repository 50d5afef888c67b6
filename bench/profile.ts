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
import { profileReport, type Profile } from './cpu-profile.js'
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
console.log(profileReport(profile, sources))
