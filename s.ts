import * as E from 'fp-ts/Either'
import { games } from './src/registry.js'
import { randomPlayout } from './src/core/index.js'
const g = games[process.argv[2] ?? 'the-border']!
const r = randomPlayout(g, { players: 2 }, `t`, { maxSteps: 200 }) as E.Right<any>
let s = (g.setup({ players: 2 }, 't') as E.Right<any>).right
const views: any[] = []
for (const m of r.right.transcript.moves) { s = (g.apply(s, m.actor, m.move) as E.Right<any>).right; views.push(g.view(s, 0)) }
const t0 = performance.now()
for (let k = 0; k < 20; k++) for (const v of views) g.decodeView(v)
console.log((performance.now() - t0) / (20 * views.length))
