/**
 * `npm run bench:prompt -- [--games 20] [--game id]`: the cost of the interaction model (issue 27)
 * against one `legalMovesFromView` call, over the seat decisions of random games, on the built
 * package (`npm run build` first).
 *
 * At each decision: `legal` = the time of one `legalMovesFromView(view, seat)`; `walk` = the time of
 * a whole pick walk to one move on a fresh copy of the view (`prompt(view, seat, [])`, then one
 * offered element after another, chosen at random, until the prompt names a move). Each is timed
 * as the mean of a few repetitions (a fresh shallow copy of the view per walk, so no answer cached
 * per view object is reused; the component set stays shared, as it is for `legal`).
 * The row reports the median over decisions of walk ÷ legal, and its quartiles; the target is a
 * median of at most 3 (a UI can then call `prompt` on every hover).
 */
import { parseArgs } from 'node:util'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import os from 'node:os'
import * as E from 'fp-ts/lib/Either.js'
import type { AnyGame, ElementId, WithRng } from '../src/core/index.js'

const { values } = parseArgs({ options: { games: { type: 'string' }, game: { type: 'string' } } })
const games = Number(values.games ?? 20)
const root = dirname(dirname(fileURLToPath(import.meta.url)))
const core = (await import(pathToFileURL(join(root, 'dist', 'index.js')).href)) as typeof import('../src/index.js')

const REPEAT = 5
const now = (): number => Number(process.hrtime.bigint()) / 1e3

/** A pseudo-random stream for the walk (not the game's generator). */
const stream = (seed: number): (() => number) => {
  let x = seed >>> 0 || 1
  return () => {
    x ^= x << 13
    x ^= x >>> 17
    x ^= x << 5
    return (x >>> 0) / 2 ** 32
  }
}

/** One pick walk to a move on `view`; returns the number of picks, or throws when the prompt fails. */
const walk = (game: AnyGame, view: unknown, seat: number, rand: () => number): number => {
  const picks: ElementId[] = []
  for (;;) {
    const p = game.prompt(view, seat, picks)
    if (E.isLeft(p)) throw new Error(`${game.id}: ${p.left.message}`)
    if (p.right.move !== undefined) return picks.length
    const fresh = p.right.targets.filter((t) => !t.picked)
    const choice = (fresh.length > 0 ? fresh : p.right.targets)[Math.floor(rand() * (fresh.length > 0 ? fresh.length : p.right.targets.length))]
    if (choice === undefined || picks.length > 64) throw new Error(`${game.id}: the walk found no way on after [${picks.join(', ')}]`)
    picks.push(choice.element)
  }
}

const quantile = (xs: readonly number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor(q * (s.length - 1)))] ?? NaN
}

console.log(`node ${process.version}, ${os.cpus()[0]?.model ?? 'cpu'} x${os.cpus().length}, ${new Date().toISOString()}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`)
console.log(`${games} random games per row; each decision: mean of ${REPEAT} timings of legalMovesFromView and of a whole pick walk (fresh shallow view copy)`)
console.log('game        players  decisions  legal µs (median)  walk µs (median)  walk ÷ legal: median [q1–q3]  picks (mean)')
for (const entry of core.gameModules) {
  if (values.game !== undefined && values.game !== entry.id) continue
  const game = entry.game
  for (let players = game.players.min; players <= game.players.max; players++) {
    const ratios: number[] = []
    const legalTimes: number[] = []
    const walkTimes: number[] = []
    let pickCount = 0
    for (let g = 0; g < games; g++) {
      const started = game.setup({ players }, `prompt-bench-${g}`)
      if (E.isLeft(started)) throw new Error(started.left.message)
      let state: WithRng = started.right
      const rand = stream(g + 1)
      for (let step = 0; step < game.limits.maxSteps; step++) {
        const actors = game.actors(state)
        if (actors.length === 0) break
        const actor = actors[Math.floor(rand() * actors.length)] ?? core.CHANCE
        if (actor === core.CHANCE) {
          const rolled = core.resolveChance(game, state)
          if (E.isLeft(rolled)) throw new Error(rolled.left.message)
          state = rolled.right.state
          continue
        }
        const view = game.view(state, actor)
        const t0 = now()
        for (let i = 0; i < REPEAT; i++) game.legalMovesFromView(view, actor)
        const legal = (now() - t0) / REPEAT
        // A shallow copy: a new view object (no answer cached per view is reused), sharing its
        // component set with the view timed by `legal` (a JSON copy would make the walk alone pay
        // for indexes a game caches per component set, e.g. Nagaraja's \`derive\`).
        const copies = Array.from({ length: REPEAT }, () => ({ ...(view as object) }))
        const seed = Math.floor(rand() * 2 ** 31)
        const t1 = now()
        for (const copy of copies) pickCount += walk(game, copy, actor, stream(seed)) / REPEAT
        const whole = (now() - t1) / REPEAT
        legalTimes.push(legal)
        walkTimes.push(whole)
        ratios.push(whole / Math.max(legal, 1e-3))
        const moves = game.legalMoves(state, actor)
        const next = game.apply(state, actor, moves[Math.floor(rand() * moves.length)])
        if (E.isLeft(next)) throw new Error(next.left.message)
        state = next.right
      }
    }
    const f = (n: number): string => n.toFixed(n < 10 ? 2 : 1)
    console.log(
      `${entry.id.padEnd(12)}${String(players).padStart(7)}  ${String(ratios.length).padStart(9)}  ${f(quantile(legalTimes, 0.5)).padStart(17)}  ${f(quantile(walkTimes, 0.5)).padStart(16)}  ${`${f(quantile(ratios, 0.5))} [${f(quantile(ratios, 0.25))}–${f(quantile(ratios, 0.75))}]`.padStart(30)}  ${(pickCount / Math.max(1, ratios.length)).toFixed(2).padStart(12)}`
    )
  }
}
