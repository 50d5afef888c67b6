/**
 * `node --import tsx bench/search.ts [--iterations 200] [--decisions 40] [--game id]`: search
 * iterations per second of the `mcts` bot, per game. Decision states are sampled from seeded
 * greedy-vs-greedy games (every few seat decisions with more than one legal move); on each the bot
 * runs a fixed number of iterations. Reported per second of wall clock and per second of this
 * process's CPU time (robust to other load on a shared machine), with the calibration of the
 * time budgets: how many iterations `mcts:1s` and `mcts:300ms` get on this machine.
 * Run by hand; results go to bench/RESULTS.md.
 */
import os from 'node:os'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { greedyBots, mctsBotFor, playMatch, type Bot, type BotInput } from '../src/bots/index.js'
import { games } from '../src/registry.js'
import { sampler } from '../src/core/index.js'

const { values } = parseArgs({ options: { iterations: { type: 'string' }, decisions: { type: 'string' }, game: { type: 'string' }, players: { type: 'string' } } })
const iterations = Number(values.iterations ?? 200)
const wanted = Number(values.decisions ?? 40)
const players = Number(values.players ?? 2)
console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`mcts:${iterations} on ${wanted} sampled decision states per game (${players} players), sources through tsx`)
console.log('game        iterations/s (wall)  iterations/CPU-s  ms/decision (CPU)  ≈ iterations in 1 s | 300 ms (CPU-s basis)')
for (const [id, game] of Object.entries(games)) {
  if (values.game !== undefined && values.game !== id) continue
  const greedy = greedyBots[id] as Bot<unknown, unknown>
  // Collect decision states (inputs a bot is given) from greedy games.
  const inputs: BotInput<unknown, unknown>[] = []
  for (let k = 0; inputs.length < wanted && k < 20; k++) {
    let n = 0
    const collector: Bot<unknown, unknown> = {
      name: 'collect',
      choose: (input) => {
        if (input.legal.length > 1 && n++ % 7 === 3 && inputs.length < wanted) inputs.push({ ...input, rand: sampler(`search-${inputs.length}`).next })
        return greedy.choose(input)
      }
    }
    const r = playMatch(game, { players }, `search-${k}`, Array.from({ length: players }, () => collector))
    if (E.isLeft(r)) throw new Error(r.left.message)
  }
  const bot = mctsBotFor(id, `mcts:${iterations}`) as Bot<unknown, unknown>
  // Warm-up (JIT), then the timed pass.
  for (const input of inputs.slice(0, 5)) bot.choose({ ...input, rand: sampler('warm').next })
  const cpu0 = process.cpuUsage()
  const t0 = performance.now()
  for (const input of inputs) bot.choose({ ...input, rand: sampler('timed').next })
  const wall = (performance.now() - t0) / 1000
  const d = process.cpuUsage(cpu0)
  const cpu = (d.user + d.system) / 1e6
  const total = iterations * inputs.length
  const perCpu = total / cpu
  console.log(
    `${id.padEnd(12)}${Math.round(total / wall).toLocaleString('en-US').padStart(20)}${Math.round(perCpu).toLocaleString('en-US').padStart(18)}${((cpu / inputs.length) * 1000).toFixed(1).padStart(19)}` +
      `${Math.round(perCpu).toLocaleString('en-US').padStart(22)} | ${Math.round(perCpu * 0.3).toLocaleString('en-US')}`
  )
}
