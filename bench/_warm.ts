import { bundleDir, bundleGame } from './build.js'
import type { AnyGame } from '../src/core/index.js'
const id = process.argv[2] ?? 'nagaraja', exp = process.argv[3] ?? 'nagaraja', secs = Number(process.argv[4] ?? 6)
const b = await bundleGame('.', `src/games/${id}/index.ts`, exp, 'x', bundleDir())
if ('error' in b) throw new Error(b.error)
const end = performance.now() + secs * 1000
for (let n = 0; performance.now() < end; n++) b.playout(b.game as AnyGame, { players: 2 }, `d-${n}`)
