// Preloaded into a command process by commands.test.ts: when the process exits, its peak memory
// (`process.resourceUsage().maxRSS`, KB) is written to the file FUZZ_RSS_FILE names.
import { writeFileSync } from 'node:fs'

const out = process.env.FUZZ_RSS_FILE
if (out !== undefined && out !== '') {
  process.on('exit', () => {
    try {
      writeFileSync(out, String(process.resourceUsage().maxRSS))
    } catch {
      // the measurement is lost; the test reports NaN
    }
  })
}
