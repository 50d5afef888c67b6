import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickIndex, pickWeighted, sampler } from '../src/core/index.js'
import { nagaraja } from '../src/games/nagaraja/index.js'
const g = nagaraja
const lm = new Map<string, [number, number, number]>(), ap = new Map<string, [number, number]>(), co = new Map<string,[number,number]>()
const add = (m: Map<string, number[]>, k: string, dt: number, extra = 0) => { const v = m.get(k) ?? [0, 0, 0]; v[0] += dt; v[1]++; v[2] += extra; m.set(k, v) }
const t0 = performance.now()
for (let n = 0; n < 1500; n++) {
  let s = E.getOrElseW(() => { throw new Error() })(g.setup({ players: 2 }, 'p' + n))
  const rand = sampler('p' + n + '/bench')
  for (;;) {
    const a = g.actors(s); if (a.length === 0) break
    let actor, move
    if (a[0] === CHANCE) { const q = (s as any).queue[0].q; const t = performance.now(); const outs = g.chanceOutcomes(s); add(co as any, q, performance.now() - t, outs.length); actor = CHANCE; move = outs[pickWeighted(nextFloat(s.rng)[0], outs)]!.move }
    else { actor = a[0]!; const ph = (s as any).phase.p; const t = performance.now(); const legal = g.legalMoves(s, actor); add(lm as any, ph, performance.now() - t, legal.length); move = legal[pickIndex(rand.next(), legal.length)] }
    const t = performance.now(); const r = g.apply(s, actor, move!); add(ap as any, (move as any).t, performance.now() - t)
    if (E.isLeft(r)) throw new Error(r.left.message); s = r.right
  }
}
console.log('total ms', (performance.now() - t0).toFixed(0))
for (const [name, m] of [['legalMoves by phase', lm], ['chanceOutcomes by queue', co], ['apply by move', ap]] as const) {
  console.log(name); for (const [k, v] of [...m.entries()].sort((a, b) => b[1][0] - a[1][0])) console.log('  ', k.padEnd(12), (v[0]).toFixed(0).padStart(6), 'ms', String(v[1]).padStart(8), 'calls', (v[0] / v[1] * 1000).toFixed(2).padStart(8), 'µs', ((v[2] ?? 0) / v[1]).toFixed(1))
}
