import * as E from 'fp-ts/Either'
import { CHANCE, nextFloat, pickWeighted, randomPlayout, replay } from '../../src/core/index.js'
import { rajas, type State } from '../../src/games/rajas/index.js'
const states: State[] = []
for (let i = 0; i < 30; i++) {
  const r = randomPlayout(rajas, { players: (2 + (i % 3)) as 2 }, `b${i}`)
  if (E.isLeft(r)) throw new Error('x')
  const tr = r.right.transcript
  let s = rajas.setup(tr.config, tr.seed)
  if (E.isLeft(s)) throw new Error('y')
  let st = s.right
  for (const m of tr.moves) { states.push(st); const n = rajas.apply(st, m.actor, m.move); if (E.isLeft(n)) throw new Error('z'); st = n.right }
}
void replay
const time = (name: string, f: (s: State) => unknown) => {
  const t0 = process.cpuUsage()
  for (const s of states) f({ ...s })
  const c = process.cpuUsage(t0)
  console.log(name, ((c.user + c.system) / states.length).toFixed(2), 'us/state')
}
time('actors', (s) => rajas.actors(s))
time('legal', (s) => { const a = rajas.actors(s)[0]; return a === CHANCE ? rajas.chanceOutcomes(s) : rajas.legalMoves(s, a ?? 0) })
time('step', (s) => {
  const a = rajas.actors(s)[0] ?? 0
  let m
  if (a === CHANCE) { const o = rajas.chanceOutcomes(s); m = o[pickWeighted(nextFloat(s.rng)[0], o)]?.move } else { const l = rajas.legalMoves(s, a); m = l[0] }
  return m && rajas.apply(s, a, m)
})
const kinds: Record<string, number[]> = {}
for (const s0 of states) {
  const s = { ...s0 }
  const k = s.tasks[0]?.k ?? 'none'
  const t0 = process.hrtime.bigint()
  const a = rajas.actors(s)[0] ?? 0
  let m
  if (a === CHANCE) { const o = rajas.chanceOutcomes(s); m = o[0]?.move } else { m = rajas.legalMoves(s, a)[0] }
  if (m) rajas.apply(s, a, m)
  const dt = Number(process.hrtime.bigint() - t0) / 1000
  ;(kinds[k] ??= []).push(dt)
}
for (const [k, v] of Object.entries(kinds)) console.log(k, v.length, (v.reduce((a, b) => a + b, 0) / v.length).toFixed(2), 'us', 'total', v.reduce((a, b) => a + b, 0).toFixed(0))
console.log('states', states.length)
import { legalSpaces, canPlace } from '../../src/games/rajas/rules/actions.js'
import { advance } from '../../src/games/rajas/rules/flow.js'
{
  const places = states.filter((s) => s.tasks[0]?.k === 'place')
  let t0 = process.hrtime.bigint()
  for (const s of places) legalSpaces(s, s.tasks[0]?.s ?? 0)
  console.log('legalSpaces', (Number(process.hrtime.bigint() - t0) / 1000 / places.length).toFixed(2))
  t0 = process.hrtime.bigint()
  for (const s of places) for (let i = 0; i < s.players; i++) canPlace(s, i)
  console.log('canPlace x players', (Number(process.hrtime.bigint() - t0) / 1000 / places.length).toFixed(2))
  const rolls = states.filter((s) => s.tasks[0]?.k === 'roll')
  t0 = process.hrtime.bigint()
  for (const s of rolls) advance({ ...s, tasks: s.tasks.slice(1) })
  console.log('advance after roll', (Number(process.hrtime.bigint() - t0) / 1000 / rolls.length).toFixed(2))
}
import { spaceOkForBench } from '../../src/games/rajas/rules/actions.js'
import { bundledComponents } from '../../src/games/rajas/index.js'
{
  const places = states.filter((s) => s.tasks[0]?.k === 'place')
  const per: Record<string, number> = {}
  for (const s of places) {
    const side = bundledComponents.boards[s.side].spaces
    for (let j = 0; j < side.length; j++) {
      const k = side[j]?.kind === 'chamber' ? `ch${side[j]?.value}` : side[j]?.kind ?? '?'
      const t0 = process.hrtime.bigint()
      for (let r = 0; r < 5; r++) spaceOkForBench(s, s.tasks[0]?.s ?? 0, j)
      per[k] = (per[k] ?? 0) + Number(process.hrtime.bigint() - t0) / 5000
    }
  }
  console.log(Object.fromEntries(Object.entries(per).map(([k, v]) => [k, (v / places.length).toFixed(2)])))
}
