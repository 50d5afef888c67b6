/**
 * `node --import tsx bench/search-ab.ts <game> <players> <rootA> <rootB> [rounds] [iterations] [decisions]`:
 * an interleaved A/B of the `mcts` bot's iterations per CPU-second, built from two source trees (each
 * a directory holding `src/`, e.g. a copy of `main`'s `src/` — `git archive main src | tar -x -C
 * <dir>` — and `.`), bundled as `ab.ts` bundles games (no tsx `keepNames`). Each side collects its
 * own decision states from the same seeded greedy games (as `search.ts` does: every seventh seat
 * decision with a choice), then the rounds run `mcts:<iterations>` on every state, A and B in
 * alternation (which side goes first alternates too), timed by CPU. Prints each side's median, the
 * median of the per-round ratios B/A with their range, and whether both sides chose the same move on
 * every decision of every round (the same seeds: an iteration budget is deterministic, so a pure
 * speed change must choose exactly as before). `--profile <seconds>` instead profiles side B alone
 * (V8's sampling profiler, as `profile.ts`) for that long, after the warm-up, and prints the top
 * self and total times and the bundle's hottest lines. Run by hand; results go to bench/RESULTS.md.
 */
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { Session } from 'node:inspector/promises'
import os from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import type * as Bots from '../src/bots/index.js'
import type * as Core from '../src/core/index.js'
import type * as Registry from '../src/registry.js'
import { bundle, bundleDir } from './build.js'
import { profileReport, type Profile } from './cpu-profile.js'
import { median } from './measure.js'

type Side = Pick<typeof Bots, 'greedyBots' | 'mctsBotFor' | 'playMatch'> & Pick<typeof Registry, 'games'> & Pick<typeof Core, 'sampler'>
type Input = Bots.BotInput<unknown, unknown>

const { values, positionals } = parseArgs({ allowPositionals: true, options: { profile: { type: 'string' } } })
const [id = 'the-border', playersArg = '4', rootA = '.', rootB = '.', roundsArg = '6', iterationsArg = '200', decisionsArg = '40'] = positionals
const players = Number(playersArg)
const iterations = Number(iterationsArg)
const wanted = Number(decisionsArg)

const load = async (root: string, name: string, dir: string): Promise<Side> => {
  const stub = join(dir, `${name}-entry.ts`)
  const src = resolve(root, 'src')
  writeFileSync(
    stub,
    `export { greedyBots, mctsBotFor, playMatch } from ${JSON.stringify(join(src, 'bots', 'index.ts'))}\n` +
      `export { games } from ${JSON.stringify(join(src, 'registry.ts'))}\n` +
      `export { sampler } from ${JSON.stringify(join(src, 'core', 'index.ts'))}\n`
  )
  const b = await bundle(stub, name, dir)
  if ('error' in b) throw new Error(b.error)
  return (await import(b.url)) as Side
}

/** The decision states of seeded greedy games, collected with the side's own code (as `search.ts`). */
const collect = (side: Side): Input[] => {
  const game = side.games[id as keyof typeof side.games] as unknown as Core.Game<unknown, Core.WithRng, unknown, unknown>
  const greedy = side.greedyBots[id] as Bots.Bot<unknown, unknown>
  const inputs: Input[] = []
  for (let k = 0; inputs.length < wanted && k < 20; k++) {
    let n = 0
    const collector: Bots.Bot<unknown, unknown> = {
      name: 'collect',
      choose: (input) => {
        if (input.legal.length > 1 && n++ % 7 === 3 && inputs.length < wanted) inputs.push({ ...input, rand: side.sampler(`search-${inputs.length}`).next })
        return greedy.choose(input)
      }
    }
    const r = side.playMatch(game, { players }, `search-${k}`, Array.from({ length: players }, () => collector))
    if (E.isLeft(r)) throw new Error(r.left.message)
  }
  return inputs
}

/** One round on one side: every decision state once; iterations per CPU-second and the moves chosen (in notation). */
const round = (side: Side, inputs: readonly Input[], tag: string): { rate: number; moves: string[] } => {
  const game = side.games[id as keyof typeof side.games] as unknown as Core.Game<unknown, Core.WithRng, unknown, unknown>
  const bot = side.mctsBotFor(id, `mcts:${iterations}`) as Bots.Bot<unknown, unknown>
  const moves: string[] = []
  const cpu0 = process.cpuUsage()
  inputs.forEach((input, i) => {
    moves.push(game.formatMove(bot.choose({ ...input, rand: side.sampler(`${tag}-${i}`).next })))
  })
  const d = process.cpuUsage(cpu0)
  return { rate: (iterations * inputs.length) / ((d.user + d.system) / 1e6), moves }
}

const loads = (): string => os.loadavg().map((l) => l.toFixed(2)).join(' ')
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, load average ${loads()}`)
console.log(`command: node --import tsx bench/search-ab.ts ${process.argv.slice(2).join(' ')}`)
const dir = bundleDir()
const a = await load(rootA, 'search-a', dir)
const b = await load(rootB, 'search-b', dir)
const bundleB = readFileSync(join(dir, 'search-b.mjs'), 'utf8').split('\n')
const urlB = pathToFileURL(realpathSync(join(dir, 'search-b.mjs'))).href
rmSync(dir, { recursive: true, force: true })
const ia = collect(a)
const ib = collect(b)
console.log(`A = ${resolve(rootA)}, B = ${resolve(rootB)}; ${id} ${players}p, mcts:${iterations} on ${ia.length} (A) / ${ib.length} (B) decision states; ${roundsArg} rounds`)
// Warm-up (JIT): two full rounds a side.
for (const tag of ['warm0', 'warm1']) {
  round(a, ia, tag)
  round(b, ib, tag)
}
if (values.profile !== undefined) await profileB(Number(values.profile))
else {
  const ra: number[] = []
  const rb: number[] = []
  const ratios: number[] = []
  let same = 0
  let compared = 0
  for (let r = 0; r < Number(roundsArg); r++) {
    const first = r % 2 === 0 ? round(a, ia, `r${r}`) : undefined
    const y = round(b, ib, `r${r}`)
    const x = first ?? round(a, ia, `r${r}`)
    ra.push(x.rate)
    rb.push(y.rate)
    ratios.push(y.rate / x.rate)
    x.moves.forEach((m, i) => {
      compared++
      if (y.moves[i] === m) same++
    })
    console.log(`  round ${r}: A ${Math.round(x.rate)} B ${Math.round(y.rate)} B/A ${(y.rate / x.rate).toFixed(3)}  load ${loads()}`)
  }
  console.log(
    `${id} ${players}p  A ${Math.round(median(ra)).toLocaleString('en-US')}  B ${Math.round(median(rb)).toLocaleString('en-US')} iterations/CPU-s  ` +
      `B/A ${median(ratios).toFixed(3)} [${Math.min(...ratios).toFixed(3)}–${Math.max(...ratios).toFixed(3)}]  same move ${same}/${compared}  load ${loads()}`
  )
}

/** Profiles side B's decisions for `seconds` (CPU figures as `profile.ts` prints them). */
async function profileB(seconds: number): Promise<void> {
  const session = new Session()
  session.connect()
  await session.post('Profiler.enable')
  await session.post('Profiler.setSamplingInterval', { interval: 100 })
  await session.post('Profiler.start')
  const end = performance.now() + seconds * 1000
  const cpu0 = process.cpuUsage()
  let done = 0
  for (let r = 0; performance.now() < end; r++) done += round(b, ib, `p${r}`).moves.length
  const d = process.cpuUsage(cpu0)
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile }
  session.disconnect()
  console.log(`profiled B: ${Math.round((done * iterations) / ((d.user + d.system) / 1e6)).toLocaleString('en-US')} iterations per CPU-second while profiled, load ${loads()}`)
  console.log(profileReport(profile, new Map([[urlB, bundleB]]), 45))
}
