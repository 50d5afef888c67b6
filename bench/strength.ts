/**
 * Strength of the bots, measured (never run by the tests):
 *
 *   node --import tsx bench/strength.ts run --game rajas --players 2 --bots mcts:200,greedy --games 100 [--workers 2] [--seed strength] [--json out.json]
 *   node --import tsx bench/strength.ts table bench/out/*.json
 *
 * `run` plays a study on worker threads (`simulateParallel`: bots rotated over the seats, game i
 * seeded by its index) and prints the statistics with 95% intervals and the CPU time spent;
 * `table` turns the `--json` outputs of `run` or of `tabletop-rules simulate --json` into the
 * markdown rows of bench/RESULTS.md and docs/bots.md.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { formatStats, type SimulationReport } from '../src/bots/index.js'
import { simulateParallel } from '../src/bots/parallel.js'
import { games } from '../src/registry.js'

const [mode, ...rest] = process.argv.slice(2)
const pct = (x: number): string => `${(x * 100).toFixed(1)}%`

if (mode === 'run') {
  const { values } = parseArgs({ args: rest, options: { game: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' }, workers: { type: 'string' }, seed: { type: 'string' }, json: { type: 'string' } } })
  const game = games[values.game ?? '']
  if (game === undefined) throw new Error(`--game: one of ${Object.keys(games).join(', ')}`)
  const cpu0 = process.cpuUsage()
  const load0 = os.loadavg()[0] ?? 0
  const r = await simulateParallel(game, {
    bots: (values.bots ?? 'mcts:200,greedy').split(','),
    players: Number(values.players ?? 2),
    games: Number(values.games ?? 100),
    seed: values.seed ?? 'strength',
    workers: Number(values.workers ?? 2)
  })
  if (E.isLeft(r)) throw new Error(r.left.message)
  const cpu = process.cpuUsage(cpu0)
  console.log(formatStats(r.right))
  console.log(`CPU ${((cpu.user + cpu.system) / 1e6).toFixed(0)} s (all threads of the process), load average ${load0.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`)
  if (values.json !== undefined) writeFileSync(values.json, JSON.stringify(r.right))
} else if (mode === 'table') {
  console.log('| game | players | bots (rotated over seats) | games | first bot win share [95% CI] | par | first bot mean score | others |')
  console.log('|---|---:|---|---:|---|---:|---:|---|')
  for (const file of rest) {
    const r = JSON.parse(readFileSync(file, 'utf8')) as SimulationReport
    const first = r.plan.bots[0] as string
    const [lo, hi] = r.winRateCi95ByBot[first] ?? [0, 1]
    const others = Object.keys(r.winRateByBot).filter((b) => b !== first).map((b) => `${b} ${pct(r.winRateByBot[b] ?? 0)}`).join(', ')
    console.log(`| ${r.game} | ${r.players} | ${r.plan.bots.join(', ')} | ${r.games} | **${pct(r.winRateByBot[first] ?? 0)}** [${pct(lo)}–${pct(hi)}] | ${pct(1 / r.players)} | ${(r.scoresByBot[first]?.mean ?? 0).toFixed(1)} | ${others} |`)
  }
} else {
  console.log('usage: bench/strength.ts run --game id [--players n] [--bots a,b] [--games n] [--workers n] [--json out] | table files…')
}
