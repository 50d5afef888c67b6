/**
 * Measures one idea of the search at a time (issue 31: "measure each idea on its own"), never run by
 * the tests:
 *
 *   node --import tsx bench/probe-mcts.ts --game the-border --players 3 --budget 300 \
 *     --variant opponents=greedy [--games 150] [--from 0] [--to 150] [--seed probe]
 *
 * Plays games `from`..`to` of a study: `mcts` with the game's spec changed by `--variant` (a
 * comma-separated list of `key=value` over the spec's options: `opponents=greedy|search`,
 * `against=mean|best|rank`, `centred=true`, `bias=0.5`, `exploration=0.4`, `rolloutDecisions=12`,
 * `scale=2`, and for The Border `commutes=cross` and the evaluation's weights `progress=0.6,race=2,horizon=true`;
 * empty: the game's spec as shipped, with its options for that player count) on seat `i mod players` of game i, `greedy` on the others. `--budget 300` is iterations,
 * `--budget 200ms` a time budget. Prints one JSON line: games, the mcts seat's win share (ties split),
 * its 95% Wilson interval, CPU seconds. Run two at once on disjoint ranges to use two cores;
 * `--merge a.json b.json` adds such lines up.
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { borderEvaluation, greedyBots, mctsBot, parseMctsBudget, playMatch, wilson95, type Bot, type MctsSpec } from '../src/bots/index.js'
import { gameModules } from '../src/games/modules.js'
import { games } from '../src/registry.js'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    game: { type: 'string' }, players: { type: 'string' }, budget: { type: 'string' }, variant: { type: 'string' },
    games: { type: 'string' }, from: { type: 'string' }, to: { type: 'string' }, seed: { type: 'string' }, merge: { type: 'boolean' }
  }
})

interface Line { readonly label: string; readonly games: number; readonly wins: number; readonly cpu: number }

const print = (l: Line): void => {
  const [lo, hi] = wilson95(l.wins / Math.max(1, l.games), l.games)
  console.log(JSON.stringify({ ...l, share: +(l.wins / Math.max(1, l.games)).toFixed(4), ci95: [+lo.toFixed(4), +hi.toFixed(4)] }))
}

if (values.merge === true) {
  const lines = positionals.flatMap((f) => readFileSync(f, 'utf8').split('\n').filter((x) => x.startsWith('{')).map((x) => JSON.parse(x) as Line))
  const label = lines[0]?.label ?? ''
  print({ label, games: lines.reduce((a, l) => a + l.games, 0), wins: lines.reduce((a, l) => a + l.wins, 0), cpu: lines.reduce((a, l) => a + l.cpu, 0) })
} else {
  const id = values.game ?? 'the-border'
  const game = games[id]
  const module = gameModules.find((m) => m.id === id)
  if (game === undefined || module === undefined) throw new Error(`--game: one of ${Object.keys(games).join(', ')}`)
  const players = Number(values.players ?? 3)
  const budgetName = `mcts:${values.budget ?? '300'}`
  const budget = parseMctsBudget(budgetName)
  if (budget === undefined) throw new Error(`--budget: 300 (iterations) or 200ms`)
  const changes: Record<string, unknown> = Object.fromEntries((values.variant ?? '').split(',').filter((x) => x !== '').map((kv) => {
    const [k, v] = kv.split('=') as [string, string]
    return [k, /^[0-9.]+$/.test(v) ? Number(v) : v === 'true' ? true : v === 'false' ? false : v]
  }))
  // The Border's evaluation by its weights (`progress=0.6,race=2,horizon=true`), and its transpositions (`commutes=cross`).
  if (id === 'the-border' && ['progress', 'race', 'horizon'].some((k) => k in changes)) {
    changes.evaluate = borderEvaluation({ progress: Number(changes.progress ?? 0.6), race: Number(changes.race ?? 0), horizon: changes.horizon === true })
  }
  if (changes.commutes === 'cross') changes.commutes = (m: { readonly t: string }) => m.t === 'cross'
  const shipped = module.bots.mcts as unknown as MctsSpec<unknown, never, unknown, unknown>
  // The options in force at this player count, then the variant's over them.
  const spec = { ...shipped, ...shipped.byPlayers?.[players], ...changes, byPlayers: undefined } as MctsSpec<unknown, never, unknown, unknown>
  const mcts = mctsBot(spec, budget, budgetName) as Bot<unknown, unknown>
  const greedy = greedyBots[id] as Bot<unknown, unknown>
  const total = Number(values.games ?? 150)
  const from = Number(values.from ?? 0)
  const to = Math.min(total, Number(values.to ?? total))
  const seed = values.seed ?? 'probe'
  const cpu0 = process.cpuUsage()
  let wins = 0
  for (let i = from; i < to; i++) {
    const seat = i % players
    const bots = Array.from({ length: players }, (_, s) => (s === seat ? mcts : greedy))
    const r = playMatch(game, { players }, `${seed}-${i}`, bots)
    if (E.isLeft(r)) throw new Error(r.left.message)
    const outcome = game.outcome(r.right.state)
    if (outcome !== undefined && outcome.winners.includes(seat)) wins += 1 / outcome.winners.length
  }
  const cpu = process.cpuUsage(cpu0)
  print({ label: `${id} ${players}p ${budgetName} ${values.variant ?? ''}`.trim(), games: to - from, wins, cpu: Math.round((cpu.user + cpu.system) / 1e6) })
}
