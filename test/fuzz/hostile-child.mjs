// Runs one case of hostile-cases.mjs against the built package (dist/) and prints one JSON line:
// `{ ok, note, maxRssKb }`, the peak memory read from this process. A crash (out of memory) prints
// nothing, which the test reports as such.
import { cases } from './hostile-cases.mjs'

const id = process.argv[2]
const found = cases.find((c) => c.id === id)
let result
try {
  const root = await import(new URL('../../dist/index.js', import.meta.url).href)
  const node = await import(new URL('../../dist/node.js', import.meta.url).href)
  result = found === undefined ? { ok: false, note: `no case ${id}` } : await found.run({ ...root, ...node })
} catch (e) {
  result = { ok: false, note: `threw: ${e instanceof Error ? `${e.name}: ${e.message.slice(0, 200)}` : String(e)}` }
}
process.stdout.write(`${JSON.stringify({ ...result, maxRssKb: process.resourceUsage().maxRSS })}\n`)
process.exit(0)
