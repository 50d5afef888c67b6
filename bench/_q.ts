import { peerPlayout } from '/work/main/bench/peers/index.js'
for (const p of [2,3,4]) { const t0 = performance.now(); let s = 0; for (let i = 0; i < 5; i++) s += peerPlayout(p, 'x' + i); const dt = performance.now() - t0; console.log(p, s / 5, (s / dt * 1000).toFixed(0), 'steps/s') }
