/**
 * The strength ladder (issue 31), never run by the tests:
 *
 *   node --import tsx bench/ladder.ts run --game rajas --players 2 \
 *     --bots random,greedy,mcts:10ms,mcts:50ms,mcts:200ms,mcts:1000ms --games 20 --out bench/out/ladder [--workers 2]
 *   node --import tsx bench/ladder.ts fit bench/out/ladder/rajas-2p-*.json [--anchor greedy]
 *
 * `run` plays a round robin: one study (`simulateParallel`, bots rotated over the seats, game i
 * seeded `ladder-<i>`) for every set of `players` distinct bots of the list, each written to
 * `<out>/<game>-<p>p-<bots>.json` (a study already written is kept, so a stopped run resumes).
 * `fit` turns such studies into Elo-style ratings: each game is split into pairwise results between
 * its seats (a winner beats a non-winner; two winners, or two non-winners with equal scores, draw;
 * two non-winners by score), a Bradley–Terry model is fitted to them (minorization–maximization,
 * half a virtual draw between every pair that met, so a bot that always wins keeps a finite rating),
 * ratings are 400·log10 of strength with the anchor bot at 0, and the 95% intervals are the 2.5th and
 * 97.5th percentiles of 400 bootstrap refits (games drawn with replacement within each study).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import * as E from 'fp-ts/Either'
import { sampler } from '../src/core/index.js'
import { studySeating, type GameRecord, type SimulationReport } from '../src/bots/index.js'
import { simulateParallel } from '../src/bots/parallel.js'
import { games } from '../src/registry.js'

const [mode, ...rest] = process.argv.slice(2)

/** Every set of `k` items of `xs`, in order. */
const combinations = <T>(xs: readonly T[], k: number): T[][] =>
  k === 0 ? [[]] : xs.flatMap((x, i) => combinations(xs.slice(i + 1), k - 1).map((c) => [x, ...c]))

/** One pairwise result: `a` scored `score` (1 win, 0.5 draw, 0 loss) against `b`. */
interface Pair { readonly a: string; readonly b: string; readonly score: number }

/** The pairwise results of one game of a study. */
const pairsOf = (report: SimulationReport, g: GameRecord): Pair[] => {
  const seats = studySeating(report.plan, g.i)
  const out: Pair[] = []
  for (let x = 0; x < seats.length; x++) {
    for (let y = x + 1; y < seats.length; y++) {
      const wx = g.winners.includes(x)
      const wy = g.winners.includes(y)
      const sx = g.scores[x] ?? 0
      const sy = g.scores[y] ?? 0
      const score = wx !== wy ? (wx ? 1 : 0) : wx ? 0.5 : sx === sy ? 0.5 : sx > sy ? 1 : 0
      out.push({ a: seats[x] as string, b: seats[y] as string, score })
    }
  }
  return out
}

/** Bradley–Terry strengths by minorization–maximization, as Elo-style ratings with `anchor` at 0. */
const fit = (bots: readonly string[], pairs: readonly Pair[], anchor: string): Map<string, number> => {
  const idx = new Map(bots.map((b, i) => [b, i]))
  const n = bots.length
  const wins = new Array<number>(n).fill(0)
  const games = Array.from({ length: n }, () => new Array<number>(n).fill(0))
  const add = (i: number, j: number, s: number): void => {
    wins[i] = (wins[i] as number) + s
    wins[j] = (wins[j] as number) + 1 - s
    ;(games[i] as number[])[j] = ((games[i] as number[])[j] as number) + 1
    ;(games[j] as number[])[i] = ((games[j] as number[])[i] as number) + 1
  }
  const met = new Set<string>()
  for (const p of pairs) {
    const i = idx.get(p.a) as number
    const j = idx.get(p.b) as number
    if (i === j) continue
    add(i, j, p.score)
    met.add(i < j ? `${i},${j}` : `${j},${i}`)
  }
  for (const key of met) {
    const [i, j] = key.split(',').map(Number) as [number, number]
    add(i, j, 0.5) // the virtual half draw each way: one virtual game scored 0.5
  }
  let r = new Array<number>(n).fill(1)
  for (let it = 0; it < 2000; it++) {
    const next = r.map((ri, i) => {
      let denom = 0
      for (let j = 0; j < n; j++) {
        const nij = (games[i] as number[])[j] as number
        if (nij > 0) denom += nij / (ri + (r[j] as number))
      }
      return denom > 0 ? (wins[i] as number) / denom : ri
    })
    const mean = next.reduce((a, b) => a + Math.log(b), 0) / n
    r = next.map((x) => x / Math.exp(mean))
  }
  const base = r[idx.get(anchor) ?? 0] as number
  return new Map(bots.map((b, i) => [b, 400 * Math.log10((r[i] as number) / base)]))
}

if (mode === 'run') {
  const { values } = parseArgs({ args: rest, options: { game: { type: 'string' }, players: { type: 'string' }, bots: { type: 'string' }, games: { type: 'string' }, workers: { type: 'string' }, out: { type: 'string' } } })
  const id = values.game ?? ''
  const game = games[id]
  if (game === undefined) throw new Error(`--game: one of ${Object.keys(games).join(', ')}`)
  const players = Number(values.players ?? 2)
  const bots = (values.bots ?? 'random,greedy,mcts:10ms,mcts:50ms,mcts:200ms,mcts:1000ms').split(',')
  const out = values.out ?? 'bench/out/ladder'
  mkdirSync(out, { recursive: true })
  for (const set of combinations(bots, players)) {
    const file = join(out, `${id}-${players}p-${set.join('+').replace(/[^a-z0-9+]/gi, '')}.json`)
    if (existsSync(file)) continue
    const t0 = Date.now()
    const load0 = os.loadavg()[0] ?? 0
    const r = await simulateParallel(game, { bots: set, players, games: Number(values.games ?? 20), seed: 'ladder', workers: Number(values.workers ?? 2) })
    if (E.isLeft(r)) throw new Error(r.left.message)
    writeFileSync(file, JSON.stringify(r.right))
    console.log(`${set.join(' vs ')}: ${Object.entries(r.right.winRateByBot).map(([b, w]) => `${b} ${(w * 100).toFixed(0)}%`).join(', ')} (${((Date.now() - t0) / 1000).toFixed(0)} s, load ${load0.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)})`)
  }
} else if (mode === 'fit') {
  const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { anchor: { type: 'string' } } })
  const reports = positionals.map((f) => JSON.parse(readFileSync(f, 'utf8')) as SimulationReport)
  const bots = [...new Set(reports.flatMap((r) => r.plan.bots))]
  const anchor = values.anchor ?? (bots.includes('greedy') ? 'greedy' : (bots[0] as string))
  const all = reports.flatMap((r) => r.results.map((g) => pairsOf(r, g)))
  const point = fit(bots, all.flat(), anchor)
  const rand = sampler('ladder-bootstrap').next
  const samples: Map<string, number>[] = []
  for (let k = 0; k < 400; k++) {
    const pairs = reports.flatMap((r) => r.results.map(() => pairsOf(r, r.results[Math.floor(rand() * r.results.length)] as GameRecord)).flat())
    samples.push(fit(bots, pairs, anchor))
  }
  const played = (b: string): number => reports.reduce((a, r) => a + r.results.filter((g) => studySeating(r.plan, g.i).includes(b)).length, 0)
  const share = (b: string): number => {
    const mine = all.flat().filter((p) => p.a === b || p.b === b)
    return mine.reduce((a, p) => a + (p.a === b ? p.score : 1 - p.score), 0) / Math.max(1, mine.length)
  }
  const first = reports[0]
  console.log(`${first?.game ?? ''}, ${first?.players ?? ''} players, ${reports.length} studies, ${all.length} games; ratings relative to ${anchor}`)
  console.log('| bot | rating | 95% interval | games | pairwise score |')
  console.log('|---|---:|---|---:|---:|')
  for (const b of [...bots].sort((x, y) => (point.get(y) ?? 0) - (point.get(x) ?? 0))) {
    const xs = samples.map((s) => s.get(b) ?? 0).sort((x, y) => x - y)
    const lo = xs[Math.floor(0.025 * xs.length)] ?? 0
    const hi = xs[Math.ceil(0.975 * xs.length) - 1] ?? 0
    console.log(`| ${b} | ${(point.get(b) ?? 0).toFixed(0)} | ${lo.toFixed(0)} to ${hi.toFixed(0)} | ${played(b)} | ${(share(b) * 100).toFixed(1)}% |`)
  }
} else {
  console.log('usage: bench/ladder.ts run --game id --players n --bots a,b,… --games n [--out dir] [--workers n] | fit files… [--anchor bot]')
}
