import { defineConfig } from 'vitest/config'

/**
 * Two tiers of tests (README, "Tests"):
 * - quick (`npm test`): every `test/**\/*.test.ts` but the deep files; each test bounded by work
 *   (runs, games), a few seconds at most on an idle machine;
 * - deep (`npm run test:deep`; CI runs it with a fifth of the games, `TABLETOP_DEEP_SHARE=0.2`): the
 *   long randomized runs of `test/**\/*.deep.test.ts`, which play their games in child processes
 *   (test/support/child.ts) so the test worker stays free to answer vitest, and the deep cases of
 *   asynchronous tests (test/support/depth.ts). `TABLETOP_TEST_DEPTH=deep vitest run` runs both tiers.
 */
const depth = process.env['TABLETOP_TEST_DEPTH'] ?? 'quick'
if (depth !== 'quick' && depth !== 'deep') throw new Error(`TABLETOP_TEST_DEPTH must be quick or deep; got '${depth}'`)

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    exclude: depth === 'deep' ? ['**/node_modules/**'] : ['**/node_modules/**', 'test/**/*.deep.test.ts'],
    // One worker per core (vitest's default leaves one core idle).
    maxWorkers: '100%',
    // A guard against a hung test, not a speed check: tests are bounded by work, never by time.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    pool: 'forks'
  }
})
